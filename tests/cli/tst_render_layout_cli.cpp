// homestead-cli render of a picture without positions (issue 39): a random 2,000-edge `.edges`
// picture, as another tool exports it (a random tree on 20 base nodes, one edge in ten closing a
// cycle), is laid out from its structure and written as an SVG whose width over height (its view
// box) is between 1/3 and 3, so a screen or a page fits it (a layered layout drew it 40 times wider
// than high). As a PNG it is past what a PNG may hold at the export's scale (twice the screen size),
// so it is drawn smaller, at the largest scale that fits, and a note on stderr says so; a picture
// that would have to be drawn too small to read is refused, naming that scale and pointing to SVG.
#include <QtTest>

#include "../file_bytes.h"
#include "../cli_process.h"
#include "../random_edge_list.h"

#include <QRegularExpression>
#include <QTemporaryDir>

#include <random>
#include <cstdint>

namespace {

using homestead::testing::randomEdgeList;
using homestead::testing::readAll;

}  // namespace

class RenderLayoutCliTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir;

private slots:
    void randomEdgeListFitsAScreen_data() {
        QTest::addColumn<std::uint32_t>("seed");
        for (std::uint32_t seed : {1u, 2u, 3u}) QTest::newRow(qPrintable(QString::number(seed))) << seed;
    }
    void randomEdgeListFitsAScreen() {
        QFETCH(std::uint32_t, seed);
        const QString edges = dir.filePath(QStringLiteral("random.edges"));
        QFile f(edges);
        QVERIFY(f.open(QIODevice::WriteOnly) && f.write(randomEdgeList(2000, seed)) > 0);
        f.close();

        const QString svg = dir.filePath(QStringLiteral("random.svg"));
        const CliResult r = runCli({QStringLiteral("render"), edges, QStringLiteral("-o"), svg});
        QVERIFY2(r.status == 0 && r.err.isEmpty(), r.err.constData());
        static const QRegularExpression viewBox(QStringLiteral("viewBox=\"[-\\d.e]+ [-\\d.e]+ ([\\d.e+]+) ([\\d.e+]+)\""));
        const auto m = viewBox.match(QString::fromUtf8(readAll(svg).left(4096)));
        QVERIFY(m.hasMatch());
        const double svgAspect = m.captured(1).toDouble() / m.captured(2).toDouble();
        QVERIFY2(svgAspect >= 1.0 / 3 && svgAspect <= 3, qPrintable(QString("SVG %1 × %2").arg(m.captured(1), m.captured(2))));
    }

    void randomEdgeListAsPngIsDrawnSmaller() {
        const QString edges = dir.filePath(QStringLiteral("random.edges"));
        QFile f(edges);
        QVERIFY(f.open(QIODevice::WriteOnly) && f.write(randomEdgeList(2000, 1)) > 0);
        f.close();
        const QString png = dir.filePath(QStringLiteral("random.png"));
        const CliResult r = runCli({QStringLiteral("render"), edges, QStringLiteral("-o"), png});
        QVERIFY2(r.status == 0, r.err.constData());
        QVERIFY(r.out.isEmpty());
        // one line: the scale it was drawn at instead of 2, and why
        QCOMPARE(r.err.count('\n'), 1);
        static const QRegularExpression note(QStringLiteral(
            "^homestead-cli: render: note: .*random\\.png: the picture is drawn at ([\\d.]+) times the screen size instead of 2, "
            "(\\d+) × (\\d+) pixels: a PNG is limited to 16384 pixels a side and 64 million in all\n$"));
        const auto m = note.match(QString::fromUtf8(r.err));
        QVERIFY2(m.hasMatch(), r.err.constData());
        const double scale = m.captured(1).toDouble();
        QVERIFY(scale >= 0.5 && scale < 2);
        // the PNG is that size, within the limits
        const QByteArray bytes = readAll(png);
        QVERIFY(bytes.startsWith("\x89PNG\r\n\x1a\n") && bytes.size() > 24);
        auto word = [&](int at) { return (quint32(quint8(bytes[at])) << 24) | (quint32(quint8(bytes[at + 1])) << 16) | (quint32(quint8(bytes[at + 2])) << 8) | quint8(bytes[at + 3]); };
        const quint32 width = word(16), height = word(20);
        QCOMPARE(QString::number(width), m.captured(2));
        QCOMPARE(QString::number(height), m.captured(3));
        QVERIFY(width <= 16384 && height <= 16384 && double(width) * height <= 64e6);
    }

    // 100,000 units wide: to fit, it would be drawn at a few thousandths of the screen size.
    void aPngTooSmallToReadIsRefused() {
        const QString json = dir.filePath(QStringLiteral("wide.json"));
        QFile f(json);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "homestead-picture", "version": 1,
            "nodes": [{"id": 0, "x": 0, "y": 0, "ground": true}, {"id": 1, "x": 0, "y": 3},
                      {"id": 2, "x": 100000, "y": 0, "ground": true}, {"id": 3, "x": 100000, "y": 3}],
            "edges": [{"id": 0, "from": 0, "to": 1}, {"id": 1, "from": 2, "to": 3}]})");
        f.close();
        const QString png = dir.filePath(QStringLiteral("wide.png"));
        const CliResult r = runCli({QStringLiteral("render"), json, QStringLiteral("-o"), png});
        QCOMPARE(r.status, 2);
        QVERIFY(!QFile::exists(png));
        QCOMPARE(r.err.count('\n'), 1);
        for (const char* needle : {"a PNG is limited to 16384 pixels a side and 64 million in all",
                                   "drawn at 0.0027 times the screen size, too small to read", "export SVG instead"})
            QVERIFY2(r.err.contains(needle), r.err.constData());
    }
};

QTEST_APPLESS_MAIN(RenderLayoutCliTest)
#include "tst_render_layout_cli.moc"
