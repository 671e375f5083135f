// gui_garden_sketch: the garden view's far-out sketch of a 10^5-edge garden is drawn off the
// window's thread (issue 16: "the window never stalls more than 50 ms"; drawing it in a paint took
// 35-55 ms after every edit). After a new layout the window's paint draws no sketch itself, the
// image it then shows has exactly the pixels the one drawing code gives directly, and the canvas
// shows it over the background as before; an image that comes after its layout was replaced is
// dropped. Structure only: how long anything takes is measured in tests/bench (bench_edit,
// bench_gui_open).
#include "garden_test_helpers.h"
#include "garden_view.h"
#include "picture_document.h"

#include "../bench/bench_pictures.h"
#include "homestead/garden.h"

#include <QImage>
#include <QPainter>
#include <QTest>

#include "../hang_guard.h"

using namespace homestead;
using homestead::gui::GardenView;
using homestead::gui::PictureDocument;
using gardentest::showPicture;

class TestGardenSketch : public QObject {
    Q_OBJECT

private slots:
    void windowThreadNeverDrawsTheSketch() {
        PictureDocument doc;
        GardenView view(&doc);
        view.resize(370, 560);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        long long onWindow = GardenView::sketchesDrawnOnWindowThread();
        for (std::uint32_t seed : {1u, 2u}) {  // opening, then an edit's new layout
            const long long adopted = view.sketchImagesDrawn();
            QVERIFY(showPicture(doc, view, homestead::bench::bigPicture(100000, seed)));
            QVERIFY(view.fitted());
            QVERIFY(view.sketching());  // Fit shows it whole, as a sketch
            view.canvas()->repaint();  // the paint after the new layout: it only asks for the image
            QCOMPARE(GardenView::sketchesDrawnOnWindowThread(), onWindow);
            view.waitForSketch();
            const long long shownImages = view.sketchImagesDrawn();
            QVERIFY(shownImages > adopted);
            QCOMPARE(GardenView::sketchesDrawnOnWindowThread(), onWindow);
            // the image is what the drawing code gives directly, for this garden, scale and view
            const QImage shown = view.sketchImage();
            QVERIFY(!shown.isNull());
            const QImage direct = view.sketchDrawnNow();
            QCOMPARE(GardenView::sketchesDrawnOnWindowThread(), onWindow + 1);
            QCOMPARE(shown, direct);
            // and the canvas shows it over the background, with no further drawing
            QWidget* canvas = view.canvas();
            const QImage grabbed = canvas->grab().toImage().convertToFormat(QImage::Format_RGB32);
            QImage expected(canvas->size() * canvas->devicePixelRatioF(), QImage::Format_RGB32);
            expected.setDevicePixelRatio(canvas->devicePixelRatioF());
            expected.fill(QColor(0xfb, 0xfc, 0xf8));
            {
                QPainter p(&expected);
                p.drawImage(canvas->visibleRegion().boundingRect().topLeft(), direct);
            }
            QCOMPARE(grabbed, expected);
            QCOMPARE(view.sketchImagesDrawn(), shownImages);  // the grab drew no new image
            QCOMPARE(GardenView::sketchesDrawnOnWindowThread(), onWindow + 1);  // only sketchDrawnNow()
            ++onWindow;
        }
    }

    // The layout is replaced (here by a classic garden's, laid out at once) before the image of the
    // old one comes: that image is dropped, never shown.
    void aStaleSketchIsDropped() {
        PictureDocument doc;
        GardenView view(&doc);
        view.resize(370, 560);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(showPicture(doc, view, homestead::bench::bigPicture(100000, 3)));
        QVERIFY(view.sketching());
        view.canvas()->repaint();
        view.waitForSketch();  // the fitted garden's image, shown
        view.zoomBy(0.9);      // still a sketch, at another scale: a new image
        QVERIFY(view.sketching());
        const long long adopted = view.sketchImagesDrawn(), dropped = view.sketchImagesDropped();
        view.canvas()->repaint();  // asks for the image (drawn on the pool; no events processed)
        const Picture small = homestead::bench::randomTree(40, 1);
        doc.setPicture(small);
        doc.waitForAnalysis();
        QCOMPARE(view.garden().bridges.size(), collapse(small).bridges.size());  // adopted at once
        view.fitToView();
        QVERIFY(!view.sketching());  // (a classic garden is never sketched)
        view.waitForSketch();
        QCOMPARE(view.sketchImagesDropped(), dropped + 1);
        QCOMPARE(view.sketchImagesDrawn(), adopted);
    }
};

QTEST_MAIN(TestGardenSketch)
#include "tst_garden_sketch.moc"
