// large_picture_view: a big random picture (thousands of edges, laid out by the window) as the
// view shows it: numbers placed only where the view looks and readable, a zoom and the tiles
// resized and bounded in steps, a frame painted during the build painted again, the looks of
// hidden items never visited. Nothing is timed: each test counts what a slice or a step did (the
// figures behind these structures are in tests/bench: bench_gui_frame, bench_artifact).
#include "large_picture_watch.h"
#include "label_layout_checks.h"

#include <QPaintEvent>

#include <limits>
#include <set>

using namespace guitest;
using namespace largepicture;

class TestLargePictureView : public QObject {
    Q_OBJECT
private slots:
    void init() { window_ = openWindow(); QVERIFY(window_); }
    void cleanup() { closeWindow(window_); window_ = nullptr; }



    // Level of detail: fitted, a big picture's numbers could not be read, so no label is placed
    // (each edge's number is still current); zoomed in, every standing edge around the view shows
    // its label, with no two meeting, and no edge far from the view does; an edit updates every
    void numbersArePlacedWhereTheViewLooks() {
        showBuilt(17);
        PictureScene* scene = window_->scene();
        PictureView* view = window_->view();
        PictureDocument* doc = window_->document();
        auto shown = [&] { return static_cast<int>(labelledEdges(scene).size()); };
        // a label's item is made when it is first shown: one per label shown so far, none far out
        auto labelItems = [&] {
            const QList<QGraphicsItem*> all = scene->items();
            return static_cast<int>(std::count_if(all.begin(), all.end(), [](QGraphicsItem* it) { return it->type() == LabelItem::Type; }));
        };
        const int shownAtFirst = shown();
        QCOMPARE(labelItems(), shownAtFirst);
        QVERIFY(shownAtFirst < static_cast<int>(doc->picture().edgeCount()) / 2);
        view->fitToContents();
        QVERIFY(settled());
        QVERIFY(view->sketching());
        QVERIFY(scene->labelsByArea());
        QCOMPARE(shown(), 0);
        QCOMPARE(labelItems(), shownAtFirst);
        int everShown = shownAtFirst;
        QString problem = checkLabels(scene, doc->picture());
        QVERIFY2(problem.isEmpty(), qPrintable(problem));

        const QRectF all = scene->contentsRect();
        std::vector<QRectF> seen;  // the views so far, grown by a label's reach
        // two far places: the nodes nearest two opposite corners (a corner itself may be blank)
        auto nodeNearest = [&](QPointF to) {
            QPointF best;
            double distance = std::numeric_limits<double>::infinity();
            for (const Node& n : doc->picture().nodes()) {
                const QPointF at = render::toScene(*n.position);
                if (const double d = QLineF(at, to).length(); d < distance) {
                    distance = d;
                    best = at;
                }
            }
            return best;
        };
        for (QPointF at : {nodeNearest(all.topLeft() + QPointF(300, 300)), nodeNearest(all.bottomRight() - QPointF(300, 300))}) {
            view->resetZoom();
            view->centerOn(at);
            QVERIFY(settled());
            QVERIFY(!view->sketching());
            problem = checkLabels(scene, doc->picture());  // every standing edge in the area is labelled
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            QVERIFY(shown() > 0);
            everShown += shown();
            QVERIFY2(labelItems() <= everShown, qPrintable(QStringLiteral("%1 label items, %2 labels shown").arg(labelItems()).arg(everShown)));
            int far = 0;  // labelled edges nowhere near the view (this one or the last)
            seen.push_back(view->visibleSceneRect().adjusted(-3000, -3000, 3000, 3000));
            for (EdgeItem* e : labelledEdges(scene))
                far += std::any_of(seen.begin(), seen.end(), [&](const QRectF& r) { return e->boundingRect().intersects(r); }) ? 0 : 1;
            QCOMPARE(far, 0);
            // a random picture this dense has edges under some labels, wherever placed; but no two
            // labels meet and each away from its edge has its leader
            QStringList faults = labelFaults(scene);
            faults.removeIf([](const QString& f) { return f.contains(QStringLiteral("covers edge")); });
            QVERIFY2(faults.isEmpty(), qPrintable(faults.mid(0, 5).join(QLatin1Char(10))));
            const QString outside = itemsOutsideTheirTiles(scene);
            QVERIFY2(outside.isEmpty(), qPrintable(outside));
        }
        const int before = shown();
        const auto& nodes = doc->picture().nodes();
        window_->undoStack()->push(new AddEdgeCommand(doc, nodes.front().id, nodes.back().id));
        QVERIFY(settled());
        // Loops where the view looks, in one go: their new labels are few (up to 32), so each is
        // placed by queries of the scene, one a step (in a crowd one takes milliseconds).
        std::vector<NodeId> inView;
        for (const Node& n : doc->picture().nodes())
            if (NodeItem* item = scene->nodeItem(n.id); item && inView.size() < 3 && view->visibleSceneRect().contains(item->pos()))
                inView.push_back(n.id);
        QCOMPARE(inView.size(), std::size_t(3));
        for (NodeId n : inView) window_->undoStack()->push(new AddEdgeCommand(doc, n, n));
        QVERIFY(settled());
        QCOMPARE(scene->stats().mostQueriedLabelsInAStep, 1);
        problem = checkLabels(scene, doc->picture());  // every number follows the edits
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(shown() <= before + 4);
        const QString outside = itemsOutsideTheirTiles(scene);
        QVERIFY2(outside.isEmpty(), qPrintable(outside));
    }

    // Zoomed in just far enough to read numbers, a big random picture's labels are too many for the
    // view: a label that finds no spot clear of the other labels is buried. It keeps its place but
    // has no leader and is never painted; the labels painted meet no other; and zoomed in further,
    // where there is room, a buried label is placed again and painted.
    void aLabelWithNoRoomIsBuriedNotPainted() {
        showBuilt(23);
        PictureScene* scene = window_->scene();
        PictureView* view = window_->view();
        view->fitToContents();
        QVERIFY(settled());
        while (view->sketching()) view->zoomBy(1.25);  // the first zoom that shows numbers
        QVERIFY(settled());
        auto buried = [&] {
            std::vector<EdgeItem*> out;
            for (EdgeItem* e : labelledEdges(scene))
                if (e->label()->buried()) out.push_back(e);
            return out;
        };
        const std::vector<EdgeItem*> crowd = buried();
        const std::size_t labelled = labelledEdges(scene).size();
        QVERIFY2(!crowd.empty() && crowd.size() < labelled, qPrintable(QStringLiteral("%1 of %2 buried").arg(crowd.size()).arg(labelled)));
        for (EdgeItem* e : crowd) {
            QVERIFY(!e->labelPainted());
            QVERIFY(!e->label()->hasLeader());
        }
        // the painted labels: no two meet (the crowd's edges cover some of them, wherever placed)
        std::vector<QRectF> plates;
        for (EdgeItem* e : labelledEdges(scene))
            if (e->labelPainted()) plates.push_back(e->label()->sceneBoundingRect().adjusted(0.25, 0.25, -0.25, -0.25));
        for (std::size_t i = 0; i < plates.size(); ++i)
            for (std::size_t j = i + 1; j < plates.size(); ++j)
                if (plates[i].intersects(plates[j]))  // (QVERIFY2 would word its message for every pair)
                    QFAIL(qPrintable(toString(plates[i]) + QStringLiteral(" meets ") + toString(plates[j])));
        // Qt paints every label of the tiles in view but the buried ones (a render paints whole tiles)
        const QRectF shown = view->visibleSceneRect();
        std::set<const QGraphicsItem*> tiles;
        for (const QGraphicsItem* it : scene->items(shown, Qt::IntersectsItemBoundingRect)) tiles.insert(it->topLevelItem());
        long long paintedInView = 0, buriedInView = 0;
        for (EdgeItem* e : labelledEdges(scene))
            if (tiles.count(e->topLevelItem())) ++(e->labelPainted() ? paintedInView : buriedInView);
        QVERIFY(paintedInView > 0 && buriedInView > 0);
        const long long before = paintCounters().labelPaints;
        QImage image(view->viewport()->size(), QImage::Format_ARGB32_Premultiplied);
        QPainter painter(&image);
        scene->render(&painter, QRectF(image.rect()), shown);
        painter.end();
        QCOMPARE(paintCounters().labelPaints - before, paintedInView);
        // up close there is room: a buried label near the centre is placed again and painted
        EdgeItem* one = crowd.front();
        for (EdgeItem* e : crowd)
            if (shown.contains(e->boundingRect()) && QLineF(e->boundingRect().center(), shown.center()).length() <
                                                         QLineF(one->boundingRect().center(), shown.center()).length())
                one = e;
        view->resetZoom();
        view->centerOn(one->boundingRect().center());
        QVERIFY(settled());
        QVERIFY(one->labelShown());
        QVERIFY(one->labelPainted());
    }

    // After an edit the label pass visits only the edges whose numbers or looks the edit changed
    // (and the new ones), not every edge: the rest show the analysis before, which they keep. A
    // removal undone before its analysis came re-creates an item the pass must not skip.
    void anEditVisitsOnlyWhatItChanged() {
        showBuilt(23);
        PictureScene* scene = window_->scene();
        PictureDocument* doc = window_->document();
        window_->view()->fitToContents();
        QVERIFY(settled());
        QVERIFY(scene->labelsByArea());
        // fitted, no number is placed; the hidden labels wait by their edges, so each tile's
        // rectangle (Qt counts hidden children) stays around what it draws
        const double m = 100 * scene->labelScale();
        for (TileItem* tile : scene->tiles())
            QVERIFY2(tile->sketchBounds().adjusted(-m, -m, m, m).contains(tile->boundingRect()),
                     qPrintable(QStringLiteral("a tile drawing %1 spans %2").arg(toString(tile->sketchBounds()), toString(tile->boundingRect()))));
        const Picture before = doc->picture();
        const Analysis was = analyse(before);
        const auto& nodes = before.nodes();
        const long long visited = scene->stats().labelsVisited;
        window_->undoStack()->push(new AddEdgeCommand(doc, nodes[nodes.size() / 2].id, nodes[nodes.size() / 2].id));  // a loop
        QVERIFY(settled());
        QString problem = checkLabels(scene, doc->picture());
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        const Analysis is = analyse(doc->picture());
        long long changed = 0;  // edges the edit gave another number or look
        for (std::size_t i = 0; i < before.edges().size(); ++i)
            changed += was.edges[i].stress != is.edges[i].stress || was.edges[i].standing != is.edges[i].standing ||
                       was.edges[i].winning != is.edges[i].winning || was.edges[i].concyclicClass != is.edges[i].concyclicClass;
        QVERIFY2(changed < static_cast<long long>(before.edgeCount()) / 2, qPrintable(QString::number(changed)));  // (else the check below says little)
        // (the new edge twice: the pass its item started, before its analysis came, and the next)
        QVERIFY2(scene->stats().labelsVisited - visited <= changed + 2,
                 qPrintable(QStringLiteral("%1 edges visited, %2 changed").arg(scene->stats().labelsVisited - visited).arg(changed)));

        // removed and restored before the window saw the removal's analysis: a new item, same place
        const EdgeId gone = doc->picture().edges()[doc->picture().edgeCount() / 2].id;
        window_->undoStack()->push(new RemoveCommand(doc, {}, {gone}));
        scene->finishBuild();
        window_->undoStack()->undo();
        QVERIFY(settled());
        problem = checkLabels(scene, doc->picture());
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    // A zoom that changes the readable scale resizes a big picture's nodes and strokes in steps of
    // the build job, not in the zoom's own turn (10^5 edges: a second of the window frozen): just
    // after the zoom some nodes still have the old size, each slice at budget 0 is one step, and
    // once built every node has the new one.
    void aZoomResizesInSteps() {
        showBuilt(19);
        PictureScene* scene = window_->scene();
        PictureView* view = window_->view();
        view->fitToContents();
        scene->finishBuild();
        const double fittedScale = scene->readableScale();
        QVERIFY(fittedScale > 1.0);
        scene->setBuildBudget(0);
        BuildWatch watch(scene);
        view->resetZoom();  // zoom 1: readable scale 1
        QCOMPARE(scene->readableScale(), 1.0);
        QVERIFY(scene->building());
        const auto& nodes = window_->document()->picture().nodes();
        auto resized = [&] {
            return std::count_if(nodes.begin(), nodes.end(), [&](const Node& n) { return scene->nodeItem(n.id)->scale() == 1.0; });
        };
        QVERIFY(resized() < static_cast<long>(nodes.size()));
        QVERIFY(watch.waitUntilBuilt(window_->document()));
        QCOMPARE(watch.mostSteps(), 1);
        QCOMPARE(resized(), static_cast<long>(nodes.size()));
    }

    // Once the items exist, the build has Qt bound the tiles (TileItem::boundingRect, which the
    // paint walk and every items() query need) a few tiles a step, not all in the turn of the first
    // query: every tile asked for between itemsBuilt and the end of the build, one step per slice,
    // at most kBoundItemsPerStep children a step (or one tile's).
    void tilesAreBoundedInStepsOnceBuilt() {
        PictureScene* scene = window_->scene();
        scene->setBuildBudget(0);
        BuildWatch watch(scene);
        long long askedAtBuilt = -1;
        bool boundingAtBuilt = false;
        const auto built = connect(scene, &PictureScene::itemsBuilt, this, [&] {
            askedAtBuilt = paintCounters().tileBoundsAsked;
            boundingAtBuilt = scene->boundingTiles();
        });
        Picture p = testing::randomLargePicture(23, kEdges);
        io::layOutIfNeeded(p);
        window_->document()->setPicture(p);
        QVERIFY(watch.waitUntilBuilt(window_->document()));
        disconnect(built);
        scene->setBuildBudget(6);
        QVERIFY(askedAtBuilt >= 0);
        QVERIFY(boundingAtBuilt);
        QVERIFY(!scene->boundingTiles());
        QVERIFY(paintCounters().tileBoundsAsked - askedAtBuilt >= static_cast<long long>(scene->tiles().size()));
        QCOMPARE(watch.mostSteps(), 1);
        QVERIFY(scene->stats().mostBoundInAStep > 0);
        QVERIFY2(scene->stats().mostBoundInAStep <= std::max(PictureScene::kBoundItemsPerStep, 3 * PictureScene::kTileItems),
                 qPrintable(QString::number(scene->stats().mostBoundInAStep)));
    }

    // A tile emptied by an edit while it waits to be bounded leaves the queue with it (the queue
    // pointed at the deleted tile, which a later step would have read).
    void aTileDeletedWhileQueuedLeavesTheQueue() {
        PictureScene* scene = window_->scene();
        scene->setBuildBudget(0);
        Picture p = testing::randomLargePicture(43, kEdges);
        io::layOutIfNeeded(p);
        bool left = false;
        const auto built = connect(scene, &PictureScene::itemsBuilt, this, [&] {
            const std::size_t queued = scene->stats().tilesToBound;
            TileItem* tile = nullptr;  // the last tile of edges: queued, none bounded yet
            for (TileItem* t : scene->tiles())
                if (!t->holdsNodes()) tile = t;
            if (!tile || queued != scene->tiles().size()) return;
            std::vector<EdgeId> edges;
            for (QGraphicsItem* child : tile->childItems())
                if (child->type() == EdgeItem::Type) edges.push_back(static_cast<EdgeItem*>(child)->id());
            window_->document()->removeMany({}, edges);
            const auto& now = scene->tiles();
            left = std::find(now.begin(), now.end(), tile) == now.end() && scene->stats().tilesToBound == queued - 1;
        });
        window_->document()->setPicture(p);
        scene->finishBuild();
        disconnect(built);
        scene->setBuildBudget(6);
        QVERIFY(left);
    }

    // A frame painted while the scene builds shows the progress plate over the sketch. When the
    // build ends the whole view is painted again, also when the job took one slice and so never
    // turned the view's updates off: the plate stayed on screen, with no numbers, until something
    // else repainted (a stalk under 3000 loops with the Explain panel opening).
    void aFramePaintedWhileBuildingIsPaintedAgain() {
        const Picture p = testing::stalkUnderLoops(3000);  // a label pass changes few labels, near the stalk
        window_->document()->setPicture(p);
        window_->scene()->finishBuild();
        window_->document()->waitForAnalysis();
        window_->scene()->finishBuild();
        PictureScene* scene = window_->scene();
        QWidget* viewport = window_->view()->viewport();
        window_->view()->fitToContents();
        QCoreApplication::processEvents();  // its frames painted
        QVERIFY(scene->labelsByArea() && scene->labelArea());
        // A pass in one slice, as a short one is (the case that was missed): no budget a clock can
        // end early, so the slice lasts until the job is done on any machine.
        scene->setBuildBudget(std::numeric_limits<int>::max());
        // A pass that moves nothing, with a frame painted before its one slice (as when a dock
        // opening resized the view). Whether that frame's sketch was whole: a sketch still being
        // drawn for this zoom queues a repaint of the whole view anyway, which would hide the fault.
        bool wholeSketch = false;
        auto passWithAFrame = [&] {
            scene->setLabelArea(scene->labelArea()->adjusted(-10, -10, 10, 10));
            if (!scene->building()) return false;
            viewport->repaint();  // now, before the job's slice
            wholeSketch = !window_->view()->sketchIncomplete();
            return QTest::qWaitFor([&] { return !scene->building(); }, kHangGuardMs);
        };
        for (int warm = 0; warm < 20 && !wholeSketch; ++warm) {  // until the sketch's images are made
            QVERIFY(passWithAFrame());
            QCoreApplication::processEvents();
        }
        QVERIFY(wholeSketch);
        // The frames painted from here on, each with whether the scene was building then.
        struct PaintSpy : QObject {
            PictureScene* scene = nullptr;
            QRegion whileBuilding, after;
            bool eventFilter(QObject*, QEvent* e) override {
                if (e->type() == QEvent::Paint) (scene->building() ? whileBuilding : after) += static_cast<QPaintEvent*>(e)->region();
                return false;
            }
        } spy;
        spy.scene = scene;
        viewport->installEventFilter(&spy);
        int slices = 0;
        const auto counted = connect(scene, &PictureScene::buildProgress, this, [&](int perMille) { slices += perMille < 1000; });
        QVERIFY(passWithAFrame());
        QVERIFY(wholeSketch);
        const QRect plate(viewport->rect().bottomLeft() + QPoint(12, -44), QSize(260, 32));  // where the plate is drawn
        // the update the build's end asks for is a posted event: a few turns of the loop deliver it
        for (int turn = 0; turn < 5 && !spy.after.contains(plate); ++turn) QCoreApplication::processEvents();
        const bool paintedOver = spy.after.contains(plate);
        viewport->removeEventFilter(&spy);
        disconnect(counted);
        scene->setBuildBudget(6);  // (the scene's own)
        QCOMPARE(slices, 0);
        QVERIFY(spy.whileBuilding.contains(plate));  // the plate was painted ...
        QVERIFY(paintedOver);                        // ... and painted over once the build was done
    }

    // A label pass moves labels, which makes Qt forget their tiles' rectangles: the job has those
    // tiles bounded again, a few a step, instead of leaving them all to the next frame.
    void tilesOfPlacedLabelsAreBoundedAgain() {
        showBuilt(37);
        PictureScene* scene = window_->scene();
        window_->view()->resetZoom();
        scene->finishBuild();
        scene->setTextScale(1.25);  // every shown label placed again
        QVERIFY(scene->building());
        const long long before = paintCounters().tileBoundsAsked;
        scene->finishBuild();  // steps only: no frame is painted meanwhile
        QVERIFY(!scene->boundingTiles());
        std::set<const QGraphicsItem*> tiles;
        for (EdgeItem* e : labelledEdges(scene))
            if (e->parentItem() && e->parentItem()->type() == TileItem::Type) tiles.insert(e->parentItem());
        QVERIFY(tiles.size() > 1);
        QVERIFY2(paintCounters().tileBoundsAsked - before >= static_cast<long long>(tiles.size()),
                 qPrintable(QStringLiteral("%1 bounds asked for %2 tiles").arg(paintCounters().tileBoundsAsked - before).arg(tiles.size())));
        QVERIFY2(scene->stats().mostBoundInAStep <= std::max(PictureScene::kBoundItemsPerStep, 3 * PictureScene::kTileItems),
                 qPrintable(QString::number(scene->stats().mostBoundInAStep)));
    }

    // A zoom places every shown label again at the new scale: they are gathered kGatherPerStep
    // edges a step, not all of the picture's in one step.
    void aZoomGathersTheLabelsInSteps() {
        showBuilt(31);
        PictureScene* scene = window_->scene();
        PictureView* view = window_->view();
        view->resetZoom();
        scene->finishBuild();
        scene->setTextScale(1.25);  // a new label scale: every shown label placed again
        QVERIFY(scene->building());
        scene->finishBuild();
        QVERIFY(scene->stats().mostGatheredInAStep > 0);
        QVERIFY2(scene->stats().mostGatheredInAStep <= PictureScene::kGatherPerStep, qPrintable(QString::number(scene->stats().mostGatheredInAStep)));
        const QString problem = checkLabels(scene, window_->document()->picture());
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    // A winning move or a class index that is not shown is not visited when it changes: an edit that
    // changes the value changes which edges win (thousands in a big picture), but with the winning
    // moves and classes hidden only the edges whose numbers changed are visited. Turned on, every
    // look follows the present analysis; and on, an edit's pass updates them too.
    void hiddenLooksAreNotVisited() {
        showBuilt(29);
        PictureScene* scene = window_->scene();
        PictureDocument* doc = window_->document();
        auto looksFollow = [&](bool classes, bool winning) {
            for (const Edge& e : doc->picture().edges()) {
                QColor c;
                const auto want = render::restingLook(doc->snapshot().edge(e.id), {classes, winning}, false, false, &c);
                if (scene->edgeItem(e.id)->look() != want) return QStringLiteral("edge %1 has another look").arg(e.id);
            }
            return QString();
        };
        QVERIFY(settled());
        std::mt19937 rng(4);
        long long shown = 0, all = 0, visited = 0;
        for (int attempt = 0; attempt < 20 && all <= shown + 20; ++attempt) {
            const Picture before = doc->picture();
            const Analysis was = analyse(before);
            const auto& nodes = before.nodes();
            visited = scene->stats().labelsVisited;
            window_->undoStack()->push(new AddEdgeCommand(doc, nodes[rng() % nodes.size()].id, nodes[rng() % nodes.size()].id));
            QVERIFY(settled());
            visited = scene->stats().labelsVisited - visited;
            const Analysis is = analyse(doc->picture());
            shown = all = 0;
            for (std::size_t i = 0; i < before.edges().size(); ++i) {
                const bool numbers = was.edges[i].stress != is.edges[i].stress || was.edges[i].standing != is.edges[i].standing;
                shown += numbers;
                all += numbers || was.edges[i].winning != is.edges[i].winning ||
                       was.edges[i].concyclicClass != is.edges[i].concyclicClass;
            }
        }
        QVERIFY2(all > shown + 20, qPrintable(QStringLiteral("no edit changed hidden looks: %1 / %2").arg(all).arg(shown)));
        QVERIFY2(visited <= shown + 2, qPrintable(QStringLiteral("%1 edges visited, %2 numbers changed, %3 looks").arg(visited).arg(shown).arg(all)));
        QString problem = checkLabels(scene, doc->picture());
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY2(looksFollow(false, false).isEmpty(), qPrintable(looksFollow(false, false)));
        scene->setShowWinningMoves(true);
        scene->setShowClasses(true);
        QVERIFY2(looksFollow(true, true).isEmpty(), qPrintable(looksFollow(true, true)));
        window_->undoStack()->undo();  // shown now: the pass sets the looks the edit changes back
        QVERIFY(settled());
        QVERIFY2(looksFollow(true, true).isEmpty(), qPrintable(looksFollow(true, true)));
        scene->setShowWinningMoves(false);
        scene->setShowClasses(false);
        QVERIFY2(looksFollow(false, false).isEmpty(), qPrintable(looksFollow(false, false)));
    }

private:
    bool settled() { return largepicture::settled(window_); }
    void showBuilt(unsigned seed) { largepicture::showBuilt(window_, seed); }

    MainWindow* window_ = nullptr;
};

QTEST_MAIN(TestLargePictureView)
#include "tst_large_picture_view.moc"
