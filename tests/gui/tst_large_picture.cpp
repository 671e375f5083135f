// gui_large_picture: pictures far larger than one frame's work (thousands of edges; the opened one
// has no positions, so the window lays it out) are built in bounded slices from the event loop, and
// every big edit is one step. Nothing here is timed, so the suite passes on a slow or busy machine:
// each test counts what every slice did (PictureScene::stats().lastSlice), checks that the event loop turned
// between two slices, that progress is reported and only grows, and that the end equals a one-shot
// build (every label the core's stress). How long the window stalls — the figure these structures
// exist for — is measured in tests/bench (bench_gui_open, bench_gui_stalls).
#include "large_picture_watch.h"
#include "label_layout_checks.h"

#include <QStatusBar>
#include <QTemporaryDir>
#include <QUndoStack>

#include <jemalloc/jemalloc.h>

#include <algorithm>
#include <cstdint>
#include <memory>

using namespace guitest;
using namespace largepicture;

namespace {

// How many of the picture's edges have an item in the scene.
int edgeItemsMade(PictureScene* scene, const Picture& p) {
    return static_cast<int>(std::count_if(p.edges().begin(), p.edges().end(),
                                          [&](const Edge& e) { return scene->edgeItem(e.id) != nullptr; }));
}

// After a new picture replaced a big one: the old items are out of sight and out of reach at once
// (no tile drawn, nothing found where they were, none selected), and deleted in steps by the build
// job — at most kRetirePerStep a step, plus a label's leader — with the event loop turning between
// slices, each parent after its children (none goes with its parent: that moved Qt's index); in
// the end only the new picture's items (and the ground line) remain. Empty when so.
QString retiresInSteps(PictureScene* scene, PictureDocument* doc, int itemsAfter) {
    QStringList out;
    if (scene->stats().itemsRetiring == 0) out << QStringLiteral("the old items were deleted in one go");
    const QList<QGraphicsItem*> reachable = scene->items(QRectF(-1e7, -1e7, 2e7, 2e7));
    if (reachable.size() > itemsAfter) out << QStringLiteral("%1 items still shown or hit").arg(reachable.size());
    if (scene->hasSelection() || !scene->selectedEdges().empty() || !scene->selectedNodes().empty())
        out << QStringLiteral("old items still count as selected");
    scene->setBuildBudget(0);
    const long long withParent = scene->stats().deletedWithParent;
    BuildWatch watch(scene);
    if (!watch.waitUntilBuilt(doc)) out << QStringLiteral("never done");
    scene->setBuildBudget(6);
    if (scene->stats().deletedWithParent != withParent)
        out << QStringLiteral("%1 items went with their parent").arg(scene->stats().deletedWithParent - withParent);
    const int bound = PictureScene::kRetirePerStep + 1;
    if (scene->stats().mostRetiredInAStep > bound)
        out << QStringLiteral("a step deleted %1 items, more than %2").arg(scene->stats().mostRetiredInAStep).arg(bound);
    if (scene->stats().mostSortedInAStep > PictureScene::kSortRun)
        out << QStringLiteral("a step sorted %1 items, more than %2").arg(scene->stats().mostSortedInAStep).arg(PictureScene::kSortRun);
    if (scene->stats().itemsRetiring != 0) out << QStringLiteral("%1 items never deleted").arg(scene->stats().itemsRetiring);
    if (scene->items().size() > itemsAfter) out << QStringLiteral("%1 items left").arg(scene->items().size());
    return out.join(QStringLiteral("; "));
}

}  // namespace

class TestLargePicture : public QObject {
    Q_OBJECT
private slots:
    void init() { window_ = openWindow(); QVERIFY(window_); }
    void cleanup() { closeWindow(window_); window_ = nullptr; }

    // Opening: nothing is built while openFile() runs; then one step per slice (budget 0), at most
    // kItemsPerStep items each, the window's event loop turning between slices.
    void openingIsBuiltInBoundedSlices() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("big.json"));
        const Picture big = testing::randomLargePicture(7, kEdges);
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray::fromStdString(io::writeJson(big)));
        }
        PictureScene* scene = window_->scene();
        scene->setBuildBudget(0);
        BuildWatch watch(scene);
        QVERIFY(window_->openFile(path));
        QVERIFY(scene->building());
        QVERIFY(scene->itemsPending());
        QCOMPARE(edgeItemsMade(scene, window_->document()->picture()), 0);
        QCOMPARE(scene->stats().itemsInQueue, std::size_t(0));  // grouped by tile and queued by the build's steps
        const int sortsBefore = scene->stats().qtIndexSorts;
        QVERIFY(watch.waitUntilBuilt(window_->document()));
        QCOMPARE(watch.mostSteps(), 1);
        QCOMPARE(watch.mostItems(), PictureScene::kItemsPerStep);
        const int items = static_cast<int>(big.nodeCount() + big.edgeCount());
        const QString shape = watch.problems(items / PictureScene::kItemsPerStep);
        QVERIFY2(shape.isEmpty(), qPrintable(shape));
        // Qt's list of items was sorted as they came, not all at the first removal after the build
        QVERIFY(scene->stats().qtIndexSorts - sortsBefore >= items / static_cast<int>(PictureScene::kSortRun));
        const Picture& p = window_->document()->picture();
        QCOMPARE(p.edgeCount(), big.edgeCount());
        const QString problem = checkLabels(scene, p);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));

        // New empties the scene: the old items vanish at once and are deleted in bounded steps.
        window_->undoStack()->setClean();
        window_->actions().newFile->trigger();
        QCOMPARE(window_->document()->picture().edgeCount(), std::size_t(0));
        const QString retired = retiresInSteps(scene, window_->document(), 4);  // the ground line at most
        QVERIFY2(retired.isEmpty(), qPrintable(retired));
    }

    // Entering Play builds the Play scene the same way (at the default budget: the items a slice
    // makes are bounded by its steps).
    void playBuildsItsSceneInSlices() {
        showBuilt(11);
        PlayController* play = quickPlay(window_);
        PictureScene* scene = play->scene();
        BuildWatch watch(scene);
        window_->setPlayMode(true);
        // The start is the drawing's revision itself: shared, not copied.
        QCOMPARE(play->document()->sharedPicture(), window_->document()->sharedPicture());
        QVERIFY(scene->building());
        QVERIFY(edgeItemsMade(scene, play->document()->picture()) <= PictureScene::kItemsPerStep);
        QVERIFY(watch.waitUntilBuilt(play->document()));
        const QString shape = watch.problems(2);
        QVERIFY2(shape.isEmpty(), qPrintable(shape));
        const QString problem = checkLabels(scene, play->document()->picture());
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        window_->setPlayMode(false);
    }

    // Play's document holds the session's position itself, whose analysis the engine reads: after
    // a chop, an undo and a redo, one revision, shared (tst_one_revision counts the analyses).
    void playSharesOnePosition() {
        PlayController* play = playOnBuilt(13, PlayerKind::Human);
        PictureDocument* doc = play->document();
        QCOMPARE(doc->sharedPicture(), play->position().shared());
        const std::shared_ptr<const PictureAnalysis> start = doc->artifact();
        EdgeId chopped = -1;
        for (const Edge& e : doc->picture().edges())
            if (start->edge(e.id)->standing) chopped = e.id;
        QVERIFY(play->humanChop(chopped));
        QCOMPARE(doc->sharedPicture(), play->position().shared());
        for (bool back : {true, false}) {
            back ? play->undo() : play->redo();
            QCOMPARE(doc->sharedPicture(), play->position().shared());
            QTRY_VERIFY(!doc->analysisPending());
            QCOMPARE(doc->snapshot().picture, play->position().shared());
        }
        window_->setPlayMode(false);
        window_->scene()->finishBuild();
    }

    // After a chop in Play the engine answers from the position's own analysis, and stays perfect.
    void theEngineAnswersFromThePositionsAnalysis() {
        PlayController* play = playOnBuilt(17, PlayerKind::EnginePerfect);
        for (int round = 0; round < 3 && !play->isOver(); ++round) {
            const std::vector<EdgeId> legal = HackenbushRules::legalMoves(play->position());
            QVERIFY(!legal.empty());
            const int ply = play->ply();
            QVERIFY(play->humanChop(legal[legal.size() / 2]));
            if (play->isOver()) break;
            const std::shared_ptr<const Picture> before = play->position().shared();  // the revision the engine reads
            QTRY_VERIFY(play->ply() == ply + 2 || play->isOver());
            const Analysis a = analyse(*before);
            if (a.value != 0) {
                QVERIFY(play->lastMove().has_value());
                QVERIFY(std::binary_search(a.winningMoves.begin(), a.winningMoves.end(), *play->lastMove()));
            }
            QTRY_VERIFY(!play->document()->analysisPending());
        }
        window_->setPlayMode(false);
        window_->scene()->finishBuild();
    }

    // A picture small enough to place every number (up to kSyncEdges edges) but with more of them
    // than kPlacedAtOnce places its first numbers in a pass, in slices, not in the analysis's turn;
    // every number ends up placed.
    void aSmallPicturesFirstNumbersArePlacedInSlices() {
        Picture p = testing::randomLargePicture(37, 1000);
        io::layOutIfNeeded(p);
        PictureScene* scene = window_->scene();
        window_->document()->setPicture(p);
        QVERIFY(settled());
        QVERIFY(!scene->labelsByArea());
        QVERIFY(labelledEdges(scene).size() > PictureScene::kPlacedAtOnce);
        QVERIFY2(scene->stats().mostPlacedInABatch <= PictureScene::kPlacedAtOnce, qPrintable(QString::number(scene->stats().mostPlacedInABatch)));
        const QString problem = checkLabels(scene, window_->document()->picture());
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    // A chop at the foot of a 10,000-edge stalk drops everything in one step: one change of the
    // document (not one per edge) and one fading ghost for all that falls (it was one removal and
    // one animation per edge).
    void aBigFallInPlayIsOneStep() {
        Picture stalk;
        NodeId below = stalk.addNode(Point{0, 0}, true);
        EdgeId foot = -1;
        for (int i = 1; i <= 10000; ++i) {
            NodeId above = stalk.addNode(Point{0, 0.5 * i});
            EdgeId e = stalk.addEdge(below, above);
            if (foot < 0) foot = e;
            below = above;
        }
        window_->document()->setPicture(stalk);
        PlayController* play = quickPlay(window_);
        play->setPlayers(PlayerKind::Human, PlayerKind::Human);
        play->setFallDuration(200);
        window_->setPlayMode(true);
        {
            BuildWatch watch(play->scene());
            QVERIFY(watch.waitUntilBuilt(play->document()));
        }
        int changes = 0;
        PictureDocument* doc = play->document();
        connect(doc, &PictureDocument::pictureReset, this, [&] { ++changes; });
        connect(doc, &PictureDocument::edgeAboutToBeRemoved, this, [&] { ++changes; });
        connect(doc, &PictureDocument::nodeAboutToBeRemoved, this, [&] { ++changes; });
        QVERIFY(play->humanChop(foot));
        QCOMPARE(doc->picture().edgeCount(), std::size_t(0));
        QVERIFY2(changes <= 2, qPrintable(QStringLiteral("%1 document changes for one chop").arg(changes)));
        QVERIFY(play->ghostCount() >= 1);
        QVERIFY(play->ghostCount() <= 2);
        QTRY_COMPARE_WITH_TIMEOUT(play->ghostCount(), 0, kHangGuardMs);
        window_->setPlayMode(false);
    }

    // A big picture built before its numbers came (the build's label pass sees an analysis that
    // lacks every edge), then numbered: each step of the label passes checks at most 1024 labels
    // (the items the analysis lacked went in one step: 10^5 of them froze the window 0.2 s when
    // Play was entered on a 10^5-edge picture).
    void labelPassesCheckBoundedLabelsAStep() {
        Picture p = testing::randomLargePicture(31, kEdges);
        io::layOutIfNeeded(p);
        PictureScene* scene = window_->scene();
        window_->document()->setPicture(p);
        scene->finishBuild();  // before the analysis is back
        QVERIFY(scene->stats().labelsVisited >= static_cast<long long>(p.edgeCount()));
        QVERIFY(scene->stats().mostLabelsVisitedInAStep <= 1024);
        window_->document()->waitForAnalysis();
        scene->finishBuild();
        QVERIFY(scene->stats().mostLabelsVisitedInAStep <= 1024);
        const QString problem = checkLabels(scene, window_->document()->picture());
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    // Select All of a big picture takes a few turns of the event loop, a bounded number of items
    // each (all at once, 3·10^4 edges froze the window 35-50 ms), tells of the selection once at the
    // end, and leaves Delete ready at once; reading the selection meanwhile has the rest selected
    // first, and a selection changed from outside ends it.
    void selectAllTakesTurns() {
        showBuilt(29);
        PictureDocument* doc = window_->document();
        PictureScene* scene = window_->scene();
        const std::size_t items = doc->picture().nodeCount() + doc->picture().edgeCount();
        QVERIFY(items > 2 * PictureScene::kSelectPerStep);
        int changes = 0;
        const auto counting = connect(scene, &QGraphicsScene::selectionChanged, this, [&] { ++changes; });
        QAction* selectAll = window_->actions().selectAll;
        QAction* remove = window_->actions().deleteSelection;

        selectAll->trigger();
        QVERIFY(scene->selectingAll());
        QVERIFY(remove->isEnabled());
        QCOMPARE(changes, 0);
        QVERIFY(scene->stats().mostSelectedInAStep >= PictureScene::kSelectPerStep);
        QVERIFY(scene->stats().mostSelectedInAStep < PictureScene::kSelectPerStep + PictureScene::kTileItems);
        for (int events = 0; scene->selectingAll() && events < 1000; ++events) QCoreApplication::processEvents();
        QVERIFY(!scene->selectingAll());
        // steps, not turns of the event loop: at least items / (kSelectPerStep + kTileItems), rounded up
        const std::size_t perStep = PictureScene::kSelectPerStep + PictureScene::kTileItems;
        const int atLeast = static_cast<int>((items + perStep - 1) / perStep);
        QVERIFY(atLeast >= 2);
        QVERIFY(scene->stats().selectAllSteps >= atLeast);
        QVERIFY(scene->stats().mostSelectedInAStep < PictureScene::kSelectPerStep + PictureScene::kTileItems);
        QCOMPARE(changes, 1);
        PictureScene::Selection all = scene->selection();
        QCOMPARE(all.edges.size(), doc->picture().edgeCount());
        QCOMPARE(all.nodes.size(), doc->picture().nodeCount());
        // The window's glance after a change: something is selected, not one edge alone. So many
        // are read from the items' flags; once a read finds few, from Qt's list again (cheap then).
        QVERIFY(scene->stats().readsSelectionFromTiles);
        QVERIFY(scene->glanceAtSelection().any);
        QVERIFY(!scene->glanceAtSelection().onlyEdge);
        scene->clearSelection();
        QVERIFY(!scene->glanceAtSelection().any);
        QVERIFY(!scene->stats().readsSelectionFromTiles);
        const Edge& one = doc->picture().edges()[doc->picture().edgeCount() / 2];
        scene->nodeItem(one.from)->setSelected(true);
        QVERIFY(scene->glanceAtSelection().any && !scene->glanceAtSelection().onlyEdge);
        scene->edgeItem(one.id)->setSelected(true);
        QCOMPARE(scene->glanceAtSelection().onlyEdge, std::optional<EdgeId>(one.id));

        // Read at once: the whole selection, told of once.
        scene->clearSelection();
        changes = 0;
        selectAll->trigger();
        QVERIFY(scene->selectingAll());
        all = scene->selection();
        QVERIFY(!scene->selectingAll());
        QCOMPARE(all.edges.size(), doc->picture().edgeCount());
        QCOMPARE(all.nodes.size(), doc->picture().nodeCount());
        QCOMPARE(changes, 1);

        // Cleared from outside half-way: nothing more is selected.
        scene->clearSelection();
        selectAll->trigger();
        QVERIFY(scene->selectingAll());
        scene->clearSelection();
        QVERIFY(!scene->selectingAll());
        for (int i = 0; i < 20; ++i) QCoreApplication::processEvents();
        QVERIFY(!scene->hasSelection());

        // Ctrl+A then Delete at once: everything goes, in one command.
        disconnect(counting);
        const int commands = window_->undoStack()->count();
        selectAll->trigger();
        remove->trigger();
        QCOMPARE(window_->undoStack()->count(), commands + 1);
        QCOMPARE(doc->picture().edgeCount(), std::size_t(0));
        QCOMPARE(doc->picture().nodeCount(), std::size_t(0));
        window_->undoStack()->undo();
        QVERIFY(doc->picture().edgeCount() > 0);
        scene->finishBuild();
    }

    // Select All, Delete, Undo, Redo: each one command however many items it touches; what comes
    // back with Undo is not made in one turn (at most kBurstLimit items) but queued and built in
    // slices, ending with the core's labels.
    void deletingEverythingAndUndoingIt() {
        showBuilt(13);
        PictureDocument* doc = window_->document();
        PictureScene* scene = window_->scene();
        QUndoStack* stack = window_->undoStack();
        const Picture before = doc->picture();
        window_->actions().selectAll->trigger();
        QCOMPARE(scene->selectedEdges().size(), before.edgeCount());
        const int commands = stack->count();
        // Every item was selected: deleting them tells of the selection once, not once per item
        // (each telling walked the whole selection: quadratic).
        int selectionChanges = 0;
        const auto counting = connect(scene, &QGraphicsScene::selectionChanged, this, [&] { ++selectionChanges; });
        window_->actions().deleteSelection->trigger();
        QCOMPARE(stack->count(), commands + 1);
        QCOMPARE(doc->picture().edgeCount(), std::size_t(0));
        QCOMPARE(doc->picture().nodeCount(), std::size_t(0));
        QVERIFY(!window_->actions().deleteSelection->isEnabled() || !scene->hasSelection());
        const QString retired = retiresInSteps(scene, doc, 4);  // the ground line at most
        QVERIFY2(retired.isEmpty(), qPrintable(retired));
        disconnect(counting);
        QVERIFY2(selectionChanges <= 2, qPrintable(QStringLiteral("%1 selectionChanged signals").arg(selectionChanges)));

        // The whole picture went (replaced by its emptied() self): its title and the ids used stay, and undo puts
        // back exactly what was there, copying no picture (the revision kept by the step comes back).
        QCOMPARE(doc->picture().title, before.title);
        QCOMPARE(doc->picture().nextNodeId(), before.nextNodeId());
        QCOMPARE(doc->picture().nextEdgeId(), before.nextEdgeId());
        const int copied = doc->picturesCopied();

        BuildWatch watch(scene);
        stack->undo();
        QVERIFY(doc->picture() == before);
        QCOMPARE(doc->picturesCopied(), copied);
        QVERIFY(scene->building());
        QVERIFY(edgeItemsMade(scene, doc->picture()) <= PictureScene::kBurstLimit);
        QVERIFY(watch.waitUntilBuilt(doc));
        const QString shape = watch.problems(2);
        QVERIFY2(shape.isEmpty(), qPrintable(shape));
        const QString problem = checkLabels(scene, doc->picture());
        QVERIFY2(problem.isEmpty(), qPrintable(problem));

        stack->redo();
        QCOMPARE(doc->picture().edgeCount(), std::size_t(0));
        // Select All while the old items, once all selected, are still being deleted: nothing
        window_->actions().selectAll->trigger();
        QVERIFY(scene->stats().itemsRetiring > 0);
        QVERIFY(!scene->hasSelection());
        QVERIFY(scene->selection().nodes.empty() && scene->selection().edges.empty());
        const QString again = retiresInSteps(scene, doc, 4);
        QVERIFY2(again.isEmpty(), qPrintable(again));
    }

    // The window's memory comes from jemalloc (app/gui/CMakeLists.txt: glibc's heap, after a big
    // picture's items were freed, stalled later turns 50-100 ms): an allocation here is counted by
    // jemalloc's own statistics for this thread.
    void theWindowAllocatesWithJemalloc() {
        auto counted = [] {
            std::uint64_t bytes = 0;
            std::size_t size = sizeof bytes;
            return mallctl("thread.allocated", &bytes, &size, nullptr, 0) == 0 ? bytes : 0;
        };
        const std::uint64_t before = counted();
        // A call of ::operator new itself, which a compiler may not leave out (a new-expression
        // whose block is never read, it may: clang does).
        void* block = ::operator new(std::size_t(1) << 20);
        const std::uint64_t after = counted();
        ::operator delete(block);
        QVERIFY(after >= before + (std::uint64_t(1) << 20));
    }

    // Lay Out runs on a worker: the drawing is unchanged until the result comes, which is one
    // undoable step equal to io::layOut of the picture; one at a time; a drawing edited meanwhile
    // is left as it is, and the status bar says why.
    void layOutRunsOnAWorker() {
        Picture drawn = testing::randomLargePicture(23, kEdges);
        io::layOutIfNeeded(drawn);
        for (const Node& n : std::vector<Node>(drawn.nodes()))  // drawn by hand: stretched sideways
            drawn.setPosition(n.id, Point{n.position->x * 1.5 + 3, n.position->y});
        PictureDocument* doc = window_->document();
        doc->setPicture(drawn);
        doc->waitForAnalysis();
        window_->scene()->finishBuild();
        QUndoStack* stack = window_->undoStack();
        const Picture before = doc->picture();
        Picture expected = before;
        io::layOut(expected);
        QVERIFY(!(expected == before));  // it moves something
        const int commands = stack->count();
        const int copied = doc->picturesCopied();
        QAction* layOut = window_->actions().layout;
        layOut->trigger();
        QVERIFY(window_->workerEditing());
        QVERIFY(doc->picture() == before);  // nothing laid out on this thread
        layOut->trigger();                  // while one runs: nothing more
        window_->waitForWorkerEdit();
        QVERIFY(!window_->workerEditing());
        QVERIFY(doc->picture() == expected);
        QCOMPARE(stack->count(), commands + 1);
        // the revisions change places with the command's: none is copied, by the step nor by its
        // undo and redo
        doc->waitForAnalysis();
        stack->undo();
        QVERIFY(doc->picture() == before);
        doc->waitForAnalysis();
        stack->redo();
        QVERIFY(doc->picture() == expected);
        doc->waitForAnalysis();
        stack->undo();
        QVERIFY(doc->picture() == before);
        QCOMPARE(doc->picturesCopied(), copied);

        layOut->trigger();
        const auto& nodes = doc->picture().nodes();
        stack->push(new AddEdgeCommand(doc, nodes.front().id, nodes.back().id));
        const Picture edited = doc->picture();
        window_->waitForWorkerEdit();
        QVERIFY(doc->picture() == edited);
        QVERIFY(window_->statusBar()->currentMessage().contains(QStringLiteral("changed")));
        window_->document()->waitForAnalysis();
        window_->scene()->finishBuild();

        // a game begun meanwhile: the drawing is left as it is, and the status bar says so
        layOut->trigger();
        window_->setPlayMode(true);
        QVERIFY(!window_->waitForWorkerEdit());
        QVERIFY2(window_->statusBar()->currentMessage().contains(QStringLiteral("game began")), qPrintable(window_->lastError()));
        window_->setPlayMode(false);
        QVERIFY(doc->picture() == edited);
        window_->document()->waitForAnalysis();
        window_->scene()->finishBuild();
    }

    // Paste reads, lays out and places the text on a worker, like Lay Out: the drawing is unchanged
    // until the result comes, which is one step equal to placeBeside; unreadable text changes
    // nothing and names the place; a drawing edited meanwhile is left as it is.
    void pasteRunsOnAWorker() {
        PictureDocument* doc = window_->document();
        doc->setPicture(testing::randomLargePicture(29, kEdges));
        doc->waitForAnalysis();
        window_->scene()->finishBuild();
        QUndoStack* stack = window_->undoStack();
        const Picture before = doc->picture();
        Picture added = testing::randomLargePicture(31, kEdges);
        io::layOutIfNeeded(added);
        const QString json = QString::fromStdString(io::writeJson(added));
        const Picture expected = placeBeside(before, added);
        const int commands = stack->count();
        const int copied = doc->picturesCopied();
        QVERIFY(window_->startPaste(json));
        QVERIFY(window_->workerEditing());
        QVERIFY(doc->picture() == before);                   // nothing read or merged on this thread
        QVERIFY(!window_->startPaste(QStringLiteral(":G")));  // while one runs: nothing more
        QVERIFY(window_->waitForWorkerEdit());
        QVERIFY(doc->picture() == expected);
        QCOMPARE(stack->count(), commands + 1);
        QCOMPARE(doc->picturesCopied(), copied);
        doc->waitForAnalysis();
        QCOMPARE(doc->analysis().value, homestead::analyse(before).value ^ homestead::analyse(added).value);

        // unreadable: refused with the place, nothing changes
        const Picture pasted = doc->picture();
        QVERIFY(window_->startPaste(QStringLiteral("{\"format\": \"homestead-picture\", \"version\": 1, \"nodes\": [}")));
        QVERIFY(!window_->waitForWorkerEdit());
        QVERIFY(doc->picture() == pasted);
        QCOMPARE(stack->count(), commands + 1);
        QVERIFY2(window_->lastError().contains(QStringLiteral("clipboard")), qPrintable(window_->lastError()));

        // the drawing edited while the paste is read: left as it is, and the status bar says why
        QVERIFY(window_->startPaste(json));
        const auto& nodes = doc->picture().nodes();
        stack->push(new AddEdgeCommand(doc, nodes.front().id, nodes.back().id));
        const Picture edited = doc->picture();
        QVERIFY(!window_->waitForWorkerEdit());
        QVERIFY(doc->picture() == edited);
        QVERIFY(window_->statusBar()->currentMessage().contains(QStringLiteral("changed")));
        doc->waitForAnalysis();
        window_->scene()->finishBuild();
    }

    // All but one node selected: Delete takes what is selected, not the whole picture (the node
    // stays, its edges go), and undo brings all back.
    void deletingAllButOneNodeKeepsIt() {
        showBuilt(17);
        PictureDocument* doc = window_->document();
        PictureScene* scene = window_->scene();
        const Picture before = doc->picture();
        QVERIFY(before.nodeCount() + before.edgeCount() > PictureDocument::kRebuildAbove);
        window_->actions().selectAll->trigger();
        QVERIFY(scene->selectsEverything());
        const NodeId kept = before.nodes()[before.nodeCount() / 2].id;
        scene->nodeItem(kept)->setSelected(false);
        QVERIFY(!scene->selectsEverything());
        window_->actions().deleteSelection->trigger();
        QCOMPARE(doc->picture().nodeCount(), std::size_t(1));
        QVERIFY(doc->picture().hasNode(kept));
        QCOMPARE(doc->picture().edgeCount(), std::size_t(0));
        window_->undoStack()->undo();
        QVERIFY(doc->picture() == before);
        scene->finishBuild();
        QVERIFY(!scene->selectsEverything());  // what comes back is not selected
    }
    // A picture of 1,000 edges opens in slices (placing all its numbers at once would stall the
    // window), and its edits stay in their own turn: no build, so no plate and no sketch flash.
    void aMidSizePictureOpensInSlicesAndIsEditedAtOnce() {
        static_assert(PictureScene::kSyncBuildEdges < 1000 && 1000 <= PictureScene::kSyncEdges);
        Picture p = testing::randomLargePicture(37, 1000);
        io::layOutIfNeeded(p);
        PictureScene* scene = window_->scene();
        window_->document()->setPicture(p);
        QVERIFY(scene->building());
        QVERIFY(scene->itemsPending());
        window_->document()->waitForAnalysis();
        scene->finishBuild();
        QVERIFY(!scene->labelsByArea());  // every number placed, as in any picture this size
        const auto& nodes = window_->document()->picture().nodes();
        window_->undoStack()->push(new AddEdgeCommand(window_->document(), nodes.front().id, nodes.back().id));
        window_->document()->waitForAnalysis();
        QVERIFY(!scene->building());
        const QString problem = checkLabels(scene, window_->document()->picture());
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }


private:
    bool settled() { return largepicture::settled(window_); }
    void showBuilt(unsigned seed) { largepicture::showBuilt(window_, seed); }

    // Play on the picture of showBuilt(seed), a human against `second`, its start analysed.
    PlayController* playOnBuilt(unsigned seed, PlayerKind second) {
        showBuilt(seed);
        PlayController* play = quickPlay(window_);
        play->setPlayers(PlayerKind::Human, second);
        window_->setPlayMode(true);
        play->document()->waitForAnalysis();
        return play;
    }

    MainWindow* window_ = nullptr;
};

QTEST_MAIN(TestLargePicture)
#include "tst_large_picture.moc"
