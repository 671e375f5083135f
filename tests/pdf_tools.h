// Reading PDFs in tests with poppler-utils (installed by scripts/setup; a missing tool fails the
// test, it is never skipped): the page count and a page's size (pdfinfo), and how much ink a page
// has (pdftoppm, a low-resolution grey image; with QtGui): the suites that check the handouts share these.
//
//   QCOMPARE(pdfPages("handout.pdf"), 2);
//   QVERIFY(inkInBand("handout.pdf", 1) > 0.002);   // page 1 is not blank
#pragma once

#include <QProcess>
#include <QRegularExpression>
#include <QSizeF>
#include <QString>
#include <QStringList>

struct ToolRun {
    int status = -1;  // -1: did not start, crashed or did not finish
    QByteArray out;   // stdout and stderr together
};

inline ToolRun runTool(const QString& program, const QStringList& args, const QString& folder = {}) {
    QProcess p;
    if (!folder.isEmpty()) p.setWorkingDirectory(folder);
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    if (!p.waitForFinished(180000)) return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAll()};
}

// "Pages: N" of pdfinfo, -1 if the file cannot be read.
inline int pdfPages(const QString& pdf) {
    const ToolRun r = runTool(QStringLiteral("pdfinfo"), {pdf});
    const auto m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(QString::fromUtf8(r.out));
    return r.status == 0 && m.hasMatch() ? m.captured(1).toInt() : -1;
}

// The size of page `page` in PDF points (1/72 inch); empty if it cannot be read.
inline QSizeF pdfPageSize(const QString& pdf, int page = 1) {
    const ToolRun r = runTool(QStringLiteral("pdfinfo"),
                              {QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"), QString::number(page), pdf});
    const auto m = QRegularExpression(QStringLiteral("size:\\s+([\\d.]+) x ([\\d.]+) pts")).match(QString::fromUtf8(r.out));
    return m.hasMatch() ? QSizeF(m.captured(1).toDouble(), m.captured(2).toDouble()) : QSizeF();
}

#ifdef QT_GUI_LIB  // suites linked with QtGui (the CLI suites are not)
#include <QImage>

// The share of non-white pixels in the middle band of a page (25%..85% of its height) rendered at
// `dpi`: above the header and below the footnote, where the picture or the analysis is. -1 on error.
inline double inkInBand(const QString& pdf, int page, int dpi = 20) {
    const QString prefix = pdf + QStringLiteral(".page%1").arg(page);
    const ToolRun r = runTool(QStringLiteral("pdftoppm"),
                              {QStringLiteral("-r"), QString::number(dpi), QStringLiteral("-gray"), QStringLiteral("-f"), QString::number(page),
                               QStringLiteral("-l"), QString::number(page), QStringLiteral("-singlefile"), pdf, prefix});
    QImage image(prefix + QStringLiteral(".pgm"));
    if (r.status != 0 || image.isNull()) return -1;
    image = image.convertToFormat(QImage::Format_Grayscale8);
    long ink = 0, all = 0;
    for (int y = image.height() / 4; y < image.height() * 85 / 100; ++y)
        for (int x = 0; x < image.width(); ++x, ++all) ink += qGray(image.pixel(x, y)) < 200;
    return all ? double(ink) / all : 0;
}
#endif
