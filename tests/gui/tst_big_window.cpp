// gui_big_window: the window at 10^5 edges (issue 16), by structure only — how long it takes is in
// tests/bench (bench_gui_open, bench_edit, bench_gui_frame). A 10^5-edge picture is built once in the
// real window; then:
// - Fit shows every node inside the viewport (the zoom is not held at PictureView::kMinZoom), and the
//   wheel zooms out as far as the whole picture;
// - so far out the view draws the scene's sketch: every edge and node is in exactly one tile's
//   sketch, in the colour of its look (hovering restyles the hovered edge and its load), and a paint
//   remakes the sketch of only the tiles whose items changed; zoomed in, the items paint themselves
//   and no sketch is made, except while the numbers are being placed (the scene's index off);
// - the garden side view fits the 10^5-edge garden whole (every node in sight, no scroll bars), and
//   hovering it still names the picture edges under the mouse, which the canvas then lights.
#include "gui_test_helpers.h"

#include "garden_hover_link.h"
#include "garden_view.h"
#include "picture_io.h"
#include "picture_tile.h"

#include "../core/random_picture.h"
#include "homestead/garden.h"

#include <QScrollArea>
#include <QScrollBar>

#include <set>

#include <QScopeGuard>

#include "../hang_guard.h"

using namespace guitest;

namespace {

constexpr int kEdges = 100000;

// Where the nodes of the scene's picture fall outside the viewport (as "id at x,y"), the first few.
QStringList nodesOutside(PictureView* view, PictureScene* scene, const Picture& p) {
    QStringList out;
    int outside = 0;
    const QRect room = view->viewport()->rect();
    for (const Node& n : p.nodes()) {
        const QPoint at = view->mapFromScene(scene->nodeItem(n.id)->pos());
        if (room.contains(at)) continue;
        if (++outside <= 5) out << QStringLiteral("node %1 at %2,%3").arg(n.id).arg(at.x()).arg(at.y());
    }
    if (outside > 5) out << QStringLiteral("... %1 in all").arg(outside);
    return out;
}

struct SketchCount {
    long long edges = 0, nodes = 0;
    std::map<QRgb, long long> edgesByColour;
};

SketchCount countSketches(PictureScene* scene) {
    SketchCount c;
    for (TileItem* tile : scene->tiles()) {
        for (const TileItem::Stroke& s : tile->strokes()) {
            c.edges += s.edges;
            c.edgesByColour[s.colour.rgba()] += s.edges;
        }
        for (const TileItem::Dots& d : tile->dots()) c.nodes += d.squares.size();
    }
    return c;
}

}  // namespace

class TestBigWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        window_ = openWindow();
        QVERIFY(window_);
        Picture p = testing::randomLargePicture(16, kEdges);
        io::layOutIfNeeded(p);
        picture_ = p;
        window_->document()->setPicture(std::move(p));
        window_->document()->waitForAnalysis();
        window_->scene()->finishBuild();
        QVERIFY(!window_->scene()->building());
        QVERIFY(window_->scene()->edgeItem(picture_.edges().front().id));
    }
    void cleanupTestCase() { closeWindow(window_); }

    // Fit: every node inside the viewport, at a zoom below the old floor of kMinZoom.
    void fitShowsEveryNode() {
        PictureView* view = window_->view();
        view->fitToContents();
        QCoreApplication::processEvents();
        QVERIFY2(view->zoom() < PictureView::kMinZoom, qPrintable(QString::number(view->zoom())));
        const QStringList outside = nodesOutside(view, window_->scene(), picture_);
        QVERIFY2(outside.isEmpty(), qPrintable(outside.join(QStringLiteral("; "))));
        QVERIFY(view->sketching());  // nothing readable that far out: the sketch
        // still fitted when the window changes size (a dock opening)
        window_->resize(1100, 700);
        QTRY_VERIFY(nodesOutside(view, window_->scene(), picture_).isEmpty());
        window_->resize(1360, 860);
        QTRY_VERIFY(nodesOutside(view, window_->scene(), picture_).isEmpty());
    }

    // From zoom 1 the wheel (zoomBy) reaches a zoom that shows every node, and no further than half that.
    void zoomingOutReachesTheWholePicture() {
        PictureView* view = window_->view();
        view->resetZoom();
        QVERIFY(!view->sketching());  // at zoom 1 the numbers are read: the items paint themselves
        for (int i = 0; i < 200; ++i) view->zoomBy(1 / 1.15);
        view->centerOn(window_->scene()->contentsRect().center());
        QVERIFY(nodesOutside(view, window_->scene(), picture_).isEmpty());
        view->zoomBy(0.5);  // at the floor already: no further
        QVERIFY(view->zoom() >= view->minZoom() * 0.999);
    }

    // The sketch draws each edge and node once, each edge in its look's colour.
    void sketchHoldsEveryItemInItsColour() {
        PictureScene* scene = window_->scene();
        const SketchCount all = countSketches(scene);
        QCOMPARE(all.edges, static_cast<long long>(picture_.edgeCount()));
        QCOMPARE(all.nodes, static_cast<long long>(picture_.nodeCount()));
        // one tile holds each item, and it is the item's parent
        std::set<const QGraphicsItem*> parents;
        for (TileItem* t : scene->tiles()) parents.insert(t);
        for (const Edge& e : picture_.edges()) QVERIFY(parents.count(scene->edgeItem(e.id)->parentItem()));

        // hover the edge with the largest load: it and its load are restyled in the sketch too
        const auto& artifact = *window_->document()->artifact();
        EdgeId biggest = picture_.edges().front().id;
        for (const Edge& e : picture_.edges())
            if (artifact.load(e.id).size() > artifact.load(biggest).size()) biggest = e.id;
        scene->hoverEdge(biggest);
        const std::vector<EdgeId> load = scene->highlightedLoad();
        QVERIFY(load.size() > 1);
        long long inLoad = 0;
        for (EdgeId id : load) inLoad += id != biggest;
        SketchCount hovered = countSketches(scene);
        QCOMPARE(hovered.edgesByColour[render::colors::hovered.rgba()], 1LL);
        QCOMPARE(hovered.edgesByColour[render::colors::load.rgba()], inLoad);
        QCOMPARE(hovered.edges, all.edges);
        scene->hoverEdge(std::nullopt);
        QCOMPARE(countSketches(scene).edgesByColour, all.edgesByColour);
    }

    // A far-out paint remakes only the sketches of tiles whose items changed; a near paint none.
    void paintRemakesOnlyWhatChanged() {
        PictureView* view = window_->view();
        PictureScene* scene = window_->scene();
        view->fitToContents();
        QVERIFY(view->sketching());
        auto settle = [&] {  // frames until every tile shows an image of this zoom
            int frames = 0;
            do view->viewport()->repaint();
            while (view->sketchIncomplete() && ++frames < 1000);
            return !view->sketchIncomplete();
        };
        QVERIFY(settle());
        // a new zoom draws the tiles' images again over a few frames, a bounded number of items each;
        // meanwhile the others show their image of the old zoom, scaled
        view->zoomBy(0.95);
        QVERIFY(view->sketching());
        int frames = 0;
        do {
            const long long items = paintCounters().itemsRezoomed;
            view->viewport()->repaint();
            QVERIFY(paintCounters().itemsRezoomed - items <= PictureScene::kSketchItemsPerFrame + PictureScene::kTileItems);
            ++frames;
        } while (view->sketchIncomplete() && frames < 1000);
        QVERIFY(!view->sketchIncomplete());
        QVERIFY2(frames > 1, "2·10^5 items drawn again in one frame");
        const long long before = paintCounters().sketchesMade;
        const long long rasteredBefore = paintCounters().sketchesRastered;
        view->viewport()->repaint();
        QCOMPARE(paintCounters().sketchesMade, before);  // nothing changed: every sketch reused,
        QCOMPARE(paintCounters().sketchesRastered, rasteredBefore);  // and every tile's image copied
        QVERIFY(rasteredBefore > 0);  // (fitted, the tiles are small on screen: they keep images)

        // select a few edges far apart: their tiles, and no others, are made again
        std::set<QGraphicsItem*> touched;
        long long selected = 0;
        for (std::size_t i = 0; i < picture_.edgeCount(); i += picture_.edgeCount() / 7) {
            EdgeItem* e = scene->edgeItem(picture_.edges()[i].id);
            e->setSelected(true);
            touched.insert(e->parentItem());
            ++selected;
        }
        view->viewport()->repaint();
        QCOMPARE(paintCounters().sketchesMade - before, static_cast<long long>(touched.size()));
        QVERIFY(paintCounters().sketchesRastered - rasteredBefore <= static_cast<long long>(touched.size()));
        QCOMPARE(countSketches(scene).edgesByColour[render::colors::selection.rgba()], selected);
        scene->clearSelection();

        // zoomed in, the numbers around the view are placed at the new scale in slices; meanwhile
        // the view shows the sketch, remade where something changed
        view->resetZoom();
        view->centerOn(scene->nodeItem(picture_.nodes().back().id));
        QVERIFY(!view->sketching());
        QVERIFY(scene->building());
        const long long building = paintCounters().sketchesMade;
        scene->nodeItem(picture_.nodes().back().id)->setSelected(true);  // a change in the view
        view->viewport()->repaint();
        QVERIFY(paintCounters().sketchesMade > building);
        scene->clearSelection();
        // built: Qt paints the items, and no sketch is made, even of tiles that changed
        scene->finishBuild();
        scene->nodeItem(picture_.nodes().back().id)->setSelected(true);
        const long long near = paintCounters().sketchesMade;
        view->viewport()->repaint();
        QCOMPARE(paintCounters().sketchesMade, near);
        scene->clearSelection();
    }

    // A far-out frame after every tile changed (as after a build): the sketch culls with its own
    // bounds and never asks Qt for a tile's rectangle of its children (TileItem::boundingRect: a walk
    // of every child and label, for every tile at once after a build — the first frame's stall), and
    // a frame remakes at most kSketchItemsPerFrame / kLeastTileWork tiles, however few items each
    // holds (a frame of 581 node tiles of a few nodes each was the next longest stall).
    void aFreshSketchAsksNoTileRectangleAndFewTiles() {
        PictureView* view = window_->view();
        PictureScene* scene = window_->scene();
        view->fitToContents();
        QVERIFY(view->sketching());
        for (TileItem* tile : scene->tiles()) tile->invalidate();
        const long long asked = paintCounters().tileBoundsAsked;
        const long long mostTiles = PictureScene::kSketchItemsPerFrame / TileItem::kLeastTileWork + 1;
        int frames = 0;
        do {
            const long long made = paintCounters().sketchesMade;
            view->viewport()->repaint();
            QVERIFY2(paintCounters().sketchesMade - made <= mostTiles,
                     qPrintable(QStringLiteral("%1 tiles made in one frame").arg(paintCounters().sketchesMade - made)));
        } while (view->sketchIncomplete() && ++frames < 1000);
        QVERIFY(!view->sketchIncomplete());
        QCOMPARE(paintCounters().tileBoundsAsked, asked);
        QCOMPARE(countSketches(scene).edges, static_cast<long long>(picture_.edgeCount()));  // every edge drawn
    }

    // A far-out frame after every tile changed (the Fit's rescale stales them all): the pixels of
    // the tiles' images count against the frame's budget, kPixelsPerItem an item, so a frame draws
    // at most the budget's pixels plus one tile's image. Here every tile is as wide as the picture
    // (chords across it, as in bench_edit's picture, whose tiles of 256 lines 600-850 pixels wide
    // cost 6-8 times a small one: a frame of them was the Fit's longest stall).
    void aFrameDrawsABudgetOfPixels() {
        Picture p;
        std::mt19937 rng(8);
        std::vector<NodeId> nodes;
        for (int i = 0; i < 10; ++i) nodes.push_back(p.addNode(Point{10.0 * i, 0}, true));
        for (int i = 0; i < 190; ++i) nodes.push_back(p.addNode(Point{double(rng() % 100), 1.0 + rng() % 50}));
        for (int k = 0; k < 6000; ++k) p.addEdge(nodes[rng() % nodes.size()], nodes[rng() % nodes.size()]);
        MainWindow* w = openWindow();
        auto close = qScopeGuard([&] { closeWindow(w); });
        w->document()->setPicture(p);
        w->document()->waitForAnalysis();
        w->scene()->finishBuild();
        PictureView* view = w->view();
        view->fitToContents();
        view->zoomBy(450 / (w->scene()->contentsRect().width() * view->zoom()));  // 450 pixels wide: every tile has an image
        QVERIFY(view->sketching());
        for (TileItem* tile : w->scene()->tiles()) tile->invalidate();
        const long long most = static_cast<long long>(PictureScene::kSketchItemsPerFrame) * TileItem::kPixelsPerItem +
                               static_cast<long long>(TileItem::kMostRasterPixels);
        const long long start = paintCounters().pixelsRastered;
        int frames = 0;
        do {
            const long long pixels = paintCounters().pixelsRastered;
            view->viewport()->repaint();
            QVERIFY2(paintCounters().pixelsRastered - pixels <= most,
                     qPrintable(QStringLiteral("%1 pixels drawn in one frame").arg(paintCounters().pixelsRastered - pixels)));
        } while (view->sketchIncomplete() && ++frames < 1000);
        QVERIFY(!view->sketchIncomplete());
        QVERIFY(paintCounters().pixelsRastered - start > 2 * most);  // (images that take several frames)
    }

    // The garden of 10^5 edges: fitted whole, every node in sight, and hovering it names picture edges.
    void gardenFitsAndHoverLinks() {
        // the side panel's size, beside the window's canvas it lights
        GardenView side(window_->document());
        GardenView* garden = &side;
        garden->resize(315, 620);
        garden->show();
        QVERIFY(QTest::qWaitForWindowExposed(garden));
        GardenHoverLink link(garden, window_->view(), {window_->scene()});
        const Garden expected = collapse(picture_);
        QTRY_VERIFY_WITH_TIMEOUT(!garden->computing() && garden->garden().bridges.size() == expected.bridges.size(), homestead::testing::kHangGuardMs);
        garden->fitToView();
        QCoreApplication::processEvents();
        QVERIFY(garden->fitted());
        auto* scroll = garden->findChild<QScrollArea*>();
        QVERIFY(scroll);
        QTRY_VERIFY(!scroll->horizontalScrollBar()->isVisible() && !scroll->verticalScrollBar()->isVisible());
        // (a random picture's garden is wide and low: 10^5 edges make a strip hundreds of times wider
        // than tall, fitted whole to the panel's width)
        const QRectF room = scroll->viewport()->rect();
        const QPointF canvasAt = garden->canvas()->mapTo(scroll->viewport(), QPoint(0, 0));
        int outside = 0;
        for (const QPointF& n : garden->layout().nodes) outside += !room.contains(canvasAt + garden->canvasPoint(n));
        QCOMPARE(outside, 0);
        QVERIFY(garden->sketching());  // that far out: the batched sketch
        QVERIFY(!garden->numbersShown());

        // hovering a bridge names its edge (or one drawn within reach of the mouse), and the canvas lights it
        const std::size_t b = garden->layout().bridges.size() / 2;
        const QPolygonF& line = garden->layout().bridges[b];
        const QPointF middle = (line.front() + line.back()) / 2;
        const QPoint at = garden->canvasPoint(middle).toPoint();
        const std::vector<EdgeId> named = garden->edgesAt(at);
        QVERIFY(!named.empty());
        sendMouse(garden->canvas(), QEvent::MouseMove, at, Qt::NoButton, Qt::NoButton);
        QTRY_COMPARE(link.litOnCanvas(), named);
    }

private:
    MainWindow* window_ = nullptr;
    Picture picture_;
};

QTEST_MAIN(TestBigWindow)
#include "tst_big_window.moc"
