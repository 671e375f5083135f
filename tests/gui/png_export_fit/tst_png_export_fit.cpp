// File ▸ Export of a picture too large for a PNG at the export's scale (twice the screen size):
// the PNG is drawn smaller, at the largest scale within a PNG's limits (16384 pixels a side, 64
// million in all), and the status line says so; only a picture that would have to be drawn too
// small to read (under render::kLeastPngScale) is refused, naming that scale and pointing to SVG.
#include "gui_test_helpers.h"
#include "stalk_pictures.h"

#include "picture_export.h"
#include "hackenbush_page.h"

#include <QImageReader>
#include <QStatusBar>
#include <QTemporaryDir>

#include <cmath>

#include "hang_guard.h"

using namespace guitest;

namespace {

// Two stalks of three edges, `apart` units apart.
Picture twoStalksApart(double apart) {
    Picture p;
    addStalk(p, 0, 3);
    addStalk(p, apart, 3);
    return p;
}

}  // namespace

class PngExportFitTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir;

private slots:
    void aWidePictureIsDrawnSmaller() {
        MainWindow* w = openWindow();
        QVERIFY(w);
        showBuilt(w, twoStalksApart(300));
        const QString path = dir.filePath(QStringLiteral("wide.png"));
        const render::RenderOptions options = w->hackenbushPage()->exports()->canvasOptions();
        const QSizeF size = render::pictureBounds(w->document()->picture(), w->document()->analysis(), options).size();
        QVERIFY2(std::ceil(size.width() * options.scale) > render::kMaxPngSide, "not past the limit at the export's scale");
        QVERIFY2(w->exportImage(path), qPrintable(w->lastError()));
        QImageReader png(path);
        const QSize written = png.size();
        QVERIFY(written.width() <= render::kMaxPngSide && written.height() <= render::kMaxPngSide);
        QVERIFY(double(written.width()) * written.height() <= render::kMaxPngPixels);
        const double scale = render::pngScale(size, options.scale);
        QVERIFY(scale >= render::kLeastPngScale && scale < options.scale);
        QCOMPARE(written, QSize(int(std::ceil(size.width() * scale)), int(std::ceil(size.height() * scale))));
        // said in the status line, after what was exported
        const QString note = w->hackenbushPage()->exports()->lastNote();
        QVERIFY2(note.contains(QStringLiteral("instead of 2")) && note.contains(QStringLiteral("16384 pixels a side")), qPrintable(note));
        const QString said = w->statusBar()->currentMessage();
        QVERIFY2(said.startsWith(QStringLiteral("Exported wide.png")) && said.contains(note), qPrintable(said));
        // a picture within the limits is drawn as asked, with no note
        showBuilt(w, twoStalksApart(10));
        QVERIFY2(w->exportImage(dir.filePath(QStringLiteral("small.png"))), qPrintable(w->lastError()));
        QVERIFY(w->hackenbushPage()->exports()->lastNote().isEmpty());
        QCOMPARE(w->statusBar()->currentMessage(), QStringLiteral("Exported small.png"));
        closeWindow(w);
    }

    void aPictureTooSmallToReadIsRefused() {
        MainWindow* w = openWindow();
        QVERIFY(w);
        showBuilt(w, twoStalksApart(100000));
        const QString path = dir.filePath(QStringLiteral("wider.png"));
        QVERIFY(!w->exportImage(path));
        QVERIFY(!QFile::exists(path));
        for (const char* needle : {"too small to read", "export SVG instead", "times the screen size"})
            QVERIFY2(w->lastError().contains(QLatin1String(needle)), qPrintable(w->lastError()));
        closeWindow(w);
    }
};

QTEST_MAIN(PngExportFitTest)
#include "tst_png_export_fit.moc"
