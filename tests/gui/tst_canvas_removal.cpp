// gui_canvas_removal: a removal of more than PictureDocument::kRebuildAbove items (a big delete, a
// chop in Play that fells many edges) takes just the departing items off the canvas, in place: the
// other items keep their item objects, nothing is rebuilt (no "Drawing the picture…" plate), and the
// view neither scrolls nor zooms. The departing items are hidden at once and deleted in bounded steps
// from the event loop. Counters, not clocks (CanvasStats).
#include "gui_test_helpers.h"

#include "edit_commands.h"
#include "item_registry.h"
#include "picture_io.h"
#include "picture_tile.h"

#include "../core/random_picture.h"

#include <QScrollBar>
#include <QSignalSpy>
#include <QUndoStack>

#include <map>
#include <set>

#include "../hang_guard.h"

using namespace guitest;

namespace {

constexpr int kEdges = 5000;  // above PictureScene::kSyncEdges: a big picture, labels placed near the view
static_assert(kEdges > PictureScene::kSyncEdges);

// Every node and edge item of the scene (visible or not), by kind.
std::pair<int, int> itemCounts(const PictureScene* scene) {
    int nodes = 0, edges = 0;
    for (const QGraphicsItem* it : scene->items()) {
        nodes += it->type() == NodeItem::Type;
        edges += it->type() == EdgeItem::Type;
    }
    return {nodes, edges};
}

// What the view shows: its transform and where its scroll bars are.
struct ViewPlace {
    QTransform transform;
    int horizontal = 0, vertical = 0;
    bool operator==(const ViewPlace&) const = default;
};

ViewPlace placeOf(PictureView* view) {
    return {view->transform(), view->horizontalScrollBar()->value(), view->verticalScrollBar()->value()};
}

// A stalk of `height` edges standing on the ground at x, bottom edge first.
std::vector<EdgeId> addStalk(Picture& p, double x, int height) {
    std::vector<EdgeId> edges;
    NodeId below = p.addNode(Point{x, 0}, true);
    for (int i = 1; i <= height; ++i) {
        const NodeId above = p.addNode(Point{x, 0.5 * i});
        edges.push_back(p.addEdge(below, above));
        below = above;
    }
    return edges;
}

}  // namespace

class TestCanvasRemoval : public QObject {
    Q_OBJECT

private slots:
    void init() {
        window_ = openWindow();
        QVERIFY(window_);
    }
    void cleanup() {
        closeWindow(window_);
        window_ = nullptr;
    }

    // Deleting more than kRebuildAbove edges of a big picture: the survivors keep their items, no
    // rebuild, no build plate, the view stays where it was; the departing items are gone from the
    // registry at once and deleted in steps of at most kDepartPerStep items (an edge counts its
    // label and leader); the numbers then agree with the core's.
    void aBulkDeleteKeepsTheOtherItems() {
        Picture p = testing::randomLargePicture(53, kEdges);
        io::layOutIfNeeded(p);
        showBuilt(window_, p);
        PictureScene* scene = window_->scene();
        PictureView* view = window_->view();
        PictureDocument* doc = window_->document();
        view->fitToContents();
        view->zoomBy(4);  // up close, somewhere in the middle, scrolled away from the origin
        view->centerOn(view->sceneRect().center() + QPointF(37, -21));
        QCoreApplication::processEvents();
        const ViewPlace before = placeOf(view);

        std::vector<EdgeId> going;
        for (std::size_t i = 0; i < doc->picture().edges().size(); i += 2) going.push_back(doc->picture().edges()[i].id);
        QVERIFY(going.size() > PictureDocument::kRebuildAbove);
        std::map<EdgeId, EdgeItem*> stayingEdges;
        std::map<NodeId, NodeItem*> stayingNodes;
        const std::set<EdgeId> goingSet(going.begin(), going.end());
        for (const Edge& e : doc->picture().edges())
            if (!goingSet.count(e.id)) stayingEdges[e.id] = scene->edgeItem(e.id);
        for (const Node& n : doc->picture().nodes()) stayingNodes[n.id] = scene->nodeItem(n.id);
        // a few departing edges selected, and one that stays: the selection tells of the change
        for (std::size_t i = 0; i < 10; ++i) scene->edgeItem(going[i])->setSelected(true);
        const EdgeId kept = stayingEdges.begin()->first;
        scene->edgeItem(kept)->setSelected(true);
        const CanvasStats statsBefore = scene->stats();
        QSignalSpy selectionChanges(scene, &QGraphicsScene::selectionChanged);
        QSignalSpy resets(doc, &PictureDocument::pictureReset);
        QSignalSpy many(doc, &PictureDocument::manyAboutToBeRemoved);

        window_->undoStack()->push(new RemoveCommand(doc, {}, going));
        QCOMPARE(many.count(), 1);
        QCOMPARE(resets.count(), 0);
        QVERIFY(!scene->itemsPending());  // nothing to draw again: no "Drawing the picture…" plate
        QCOMPARE(scene->stats().rebuilds, statsBefore.rebuilds);
        for (EdgeId id : going) QVERIFY(!scene->edgeItem(id));
        for (const auto& [id, item] : stayingEdges) QCOMPARE(scene->edgeItem(id), item);
        for (const auto& [id, item] : stayingNodes) QCOMPARE(scene->nodeItem(id), item);
        QVERIFY(scene->stats().itemsDeparting > 0);  // hidden now, deleted in steps
        QCOMPARE(placeOf(view), before);
        QCOMPARE(scene->glanceAtSelection().onlyEdge, std::optional<EdgeId>(kept));  // the departing ones do not count

        QTRY_COMPARE(scene->stats().itemsDeparting, std::size_t(0));
        doc->waitForAnalysis();
        QTRY_VERIFY(!scene->building());
        const CanvasStats after = scene->stats();
        QCOMPARE(after.rebuilds, statsBefore.rebuilds);
        QVERIFY(after.itemsDeparted - statsBefore.itemsDeparted >= static_cast<long long>(going.size()));
        QVERIFY2(after.mostDepartedInAStep <= PictureScene::kDepartPerStep + 3, qPrintable(QString::number(after.mostDepartedInAStep)));
        QVERIFY(after.mostDepartedInAStep > 0);
        for (const auto& [id, item] : stayingEdges) QCOMPARE(scene->edgeItem(id), item);
        for (const auto& [id, item] : stayingNodes) QCOMPARE(scene->nodeItem(id), item);
        QCOMPARE(itemCounts(scene), std::make_pair(int(doc->picture().nodeCount()), int(doc->picture().edgeCount())));
        QCOMPARE(placeOf(view), before);
        QVERIFY(selectionChanges.count() >= 1);
        QCOMPARE(scene->selection().edges, std::vector<EdgeId>{kept});
        const QString problem = checkLabels(scene, doc->picture());
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    // Undone while its items are still being deleted: the undo's rebuild retires them with the
    // rest (none goes with its parent), and the picture comes back whole.
    void anUndoWhileDepartingRebuildsCleanly() {
        Picture p = testing::randomLargePicture(59, kEdges);
        io::layOutIfNeeded(p);
        showBuilt(window_, p);
        PictureScene* scene = window_->scene();
        PictureDocument* doc = window_->document();
        const Picture whole = doc->picture();
        std::vector<NodeId> going;
        for (std::size_t i = 0; i < whole.nodes().size(); i += 2) going.push_back(whole.nodes()[i].id);
        const long long withParent = scene->stats().deletedWithParent;
        window_->undoStack()->push(new RemoveCommand(doc, going, {}));
        QVERIFY(scene->stats().itemsDeparting > 0);
        window_->undoStack()->undo();
        QVERIFY(doc->picture() == whole);
        scene->finishBuild();
        doc->waitForAnalysis();
        scene->finishBuild();
        QCOMPARE(scene->stats().itemsDeparting, std::size_t(0));
        QCOMPARE(scene->stats().deletedWithParent, withParent);
        QCOMPARE(itemCounts(scene), std::make_pair(int(whole.nodeCount()), int(whole.edgeCount())));
        for (const Edge& e : whole.edges()) QVERIFY(scene->edgeItem(e.id));
    }

    // A chop in Play that fells more than kRebuildAbove edges: the other stalk keeps its items, the
    // play canvas is not rebuilt and its view does not move.
    void aBigChopInPlayKeepsTheRest() {
        Picture p;
        const std::vector<EdgeId> tall = addStalk(p, 0, static_cast<int>(PictureDocument::kRebuildAbove) + 500);
        const std::vector<EdgeId> small = addStalk(p, 40, 50);
        window_->document()->setPicture(p);
        PlayController* play = quickPlay(window_);
        play->setPlayers(PlayerKind::Human, PlayerKind::Human);
        window_->setPlayMode(true);
        PictureScene* scene = play->scene();
        PictureView* view = window_->view();
        scene->finishBuild();
        play->document()->waitForAnalysis();
        scene->finishBuild();
        view->resetZoom();
        view->centerOn(render::toScene(Point{40, 10}));
        QCoreApplication::processEvents();
        const ViewPlace before = placeOf(view);
        std::map<EdgeId, EdgeItem*> staying;
        for (EdgeId id : small) staying[id] = scene->edgeItem(id);
        const int rebuilds = scene->stats().rebuilds;

        QVERIFY(play->humanChop(tall.front()));
        for (EdgeId id : tall) QVERIFY(!scene->edgeItem(id));
        for (const auto& [id, item] : staying) QCOMPARE(scene->edgeItem(id), item);
        QCOMPARE(scene->stats().rebuilds, rebuilds);
        QVERIFY(!scene->itemsPending());
        QCOMPARE(placeOf(view), before);
        QTRY_COMPARE(scene->stats().itemsDeparting, std::size_t(0));
        for (const auto& [id, item] : staying) QCOMPARE(scene->edgeItem(id), item);
        QCOMPARE(scene->stats().rebuilds, rebuilds);
        QCOMPARE(placeOf(view), before);
        play->document()->waitForAnalysis();
        scene->finishBuild();
        const QString problem = checkLabels(scene, play->document()->picture());
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        window_->setPlayMode(false);
    }

private:
    MainWindow* window_ = nullptr;
};

QTEST_MAIN(TestCanvasRemoval)
#include "tst_canvas_removal.moc"
