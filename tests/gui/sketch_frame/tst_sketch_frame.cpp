// sketch_frame: a big picture fitted in the window is drawn far out as the tiles' sketch, and the
// view keeps the tiles' part of it as one image of the viewport (sketch_frame.h). Counted, never
// timed: a repaint with nothing changed draws no tile (whatever asked for it: a label pass's slice,
// a tab shown again); a tile that changed, a new zoom or a new size draws the sketch again; what a
// kept frame shows is what the tiles draw afresh, and a selection shows in it at once.
#include "large_picture_watch.h"
#include "sketch_frame.h"

#include <QImage>
#include <QPixmap>

using namespace guitest;
using namespace largepicture;

namespace {

long long tilesDrawn() { return paintCounters().sketchTilesDrawn; }

}  // namespace

class TestSketchFrame : public QObject {
    Q_OBJECT
private slots:
    void init() {
        window_ = openWindow();
        QVERIFY(window_);
        showBuilt(window_, 23);
        window_->view()->fitToContents();
        QVERIFY(settled(window_));
        QVERIFY(window_->view()->sketching());
        drawWhole();
    }
    void cleanup() {
        closeWindow(window_);
        window_ = nullptr;
    }

    // Repaints of the whole viewport, and of a part of it, with nothing changed: copies of the
    // frame; not one tile is drawn.
    void aRepaintWithNothingChangedDrawsNoTile() {
        PictureView* view = window_->view();
        const long long before = tilesDrawn();
        const int drawn = view->sketchFrame().drawn(), copied = view->sketchFrame().copied();
        view->viewport()->repaint();
        view->viewport()->repaint(QRect(10, 10, 200, 100));
        view->viewport()->repaint();
        QCOMPARE(tilesDrawn() - before, 0LL);
        QCOMPARE(view->sketchFrame().drawn(), drawn);
        QCOMPARE(view->sketchFrame().copied(), copied + 3);
    }

    // Another page, and back: the canvas is shown again at the size it was fitted at, and the fit
    // stands (fitting again moved the zoom a hair, and every tile's image and label with it).
    void aPageShownAgainKeepsTheFit() {
        PictureView* view = window_->view();
        showPageAndBack();  // the first time, the canvas may come back without its scroll bars: a new size
        const double zoom = view->zoom();
        const QSize size = view->viewport()->size();
        showPageAndBack();
        QCOMPARE(view->viewport()->size(), size);
        QCOMPARE(view->zoom(), zoom);
        QVERIFY(view->fitted());
    }

    // A label pass's slices while sketching (a new text size places every label's number again)
    // change no tile: the repaints they cause copy the frame.
    void aLabelPassDrawsNoTile() {
        PictureView* view = window_->view();
        PictureScene* scene = window_->scene();
        const std::uint64_t changes = TileItem::sketchChanges();
        scene->setShowNames(true);
        QVERIFY(settled(window_));
        scene->setShowNames(false);
        QVERIFY(settled(window_));
        QCOMPARE(TileItem::sketchChanges(), changes);  // the label pass touched no tile
        const long long before = tilesDrawn();
        view->viewport()->repaint();
        QCOMPARE(tilesDrawn() - before, 0LL);
    }

    // What a kept frame shows is what the tiles draw afresh; a selection (a tile changed) is drawn
    // again at once, and a new zoom too.
    void aChangeDrawsTheSketchAgain() {
        PictureView* view = window_->view();
        PictureScene* scene = window_->scene();
        const QImage kept = view->viewport()->grab().toImage();
        for (TileItem* tile : scene->tiles()) tile->invalidate();
        long long before = tilesDrawn();
        drawWhole();
        QVERIFY(tilesDrawn() > before);
        const QImage afresh = view->viewport()->grab().toImage();
        QCOMPARE(kept, afresh);

        const Picture& p = window_->document()->picture();
        int drawn = view->sketchFrame().drawn();
        before = tilesDrawn();
        scene->selectAll();
        while (scene->selectingAll()) QCoreApplication::processEvents();
        const QImage selected = view->viewport()->grab().toImage();
        QVERIFY(tilesDrawn() > before);
        QVERIFY(view->sketchFrame().drawn() > drawn);
        QVERIFY(selected != afresh);  // every edge in the selection's colour
        QVERIFY(p.edgeCount() > 0);

        drawn = view->sketchFrame().drawn();
        view->zoomBy(0.9);
        QVERIFY(view->sketching());
        drawWhole();
        QVERIFY(view->sketchFrame().drawn() > drawn);
        before = tilesDrawn();
        view->viewport()->repaint();
        QCOMPARE(tilesDrawn() - before, 0LL);
    }

private:
    void showPageAndBack() {  // another page, and back: the canvas shown again
        window_->tabs()->setCurrentIndex(1);
        QCoreApplication::processEvents();
        window_->tabs()->setCurrentIndex(0);
        QCoreApplication::processEvents();
    }
    // Repaints until the sketch is whole: a new zoom's tiles are drawn a frame's budget at a time.
    void drawWhole() {
        PictureView* view = window_->view();
        view->viewport()->repaint();
        for (int frames = 0; view->sketchIncomplete() && frames < 1000; ++frames) view->viewport()->repaint();
        QVERIFY(!view->sketchIncomplete());
    }
    MainWindow* window_ = nullptr;
};

QTEST_MAIN(TestSketchFrame)
#include "tst_sketch_frame.moc"
