// gui_background: every revision's artifact is computed on a worker thread. Edits return at once;
// a result for a picture that has changed since is dropped (forced: two edits before the worker's
// answer is collected) and never shown; the numbers finally shown are the core's for the final
// picture; a replaced picture never shows the old numbers; while a result is pending the labels
// keep the previous revision's numbers, a new edge has none, and hover and tooltip read the artifact
// of the revision they belong to, then the new one when it comes.
// Also forced: the worker done and its result waiting in the queue when the picture is edited.
// A big garden's layout waits behind the background pool, at low priority: with that pool held
// busy an edit's numbers still come, and the garden follows once the pool is free.
#include "gui_test_helpers.h"

#include "homestead/outcome_text.h"

#include "background_pool.h"
#include "edit_commands.h"
#include "garden_view.h"

#include <QScopeGuard>
#include <QSemaphore>
#include <QSignalSpy>
#include <QThreadPool>

#include <atomic>
#include <memory>

#include "../hang_guard.h"

using namespace guitest;

namespace {
// A comb big enough for the garden to be laid out on a worker.
Picture bigComb() {
    Picture p;
    NodeId spine = p.addNode(Point{0, 0}, true);
    for (int i = 0; i < GardenView::kBackgroundEdges / 2 + 1; ++i) {
        const NodeId up = p.addNode(Point{0, i + 1.0}), tooth = p.addNode(Point{1, i + 1.0});
        p.addEdge(spine, up);
        p.addEdge(up, tooth);
        spine = up;
    }
    return p;
}

// A document of `p` and its garden view, shown, with the picture's numbers adopted.
struct GardenShown {
    PictureDocument doc;
    GardenView garden{&doc};
    explicit GardenShown(const Picture& p) {
        doc.setPicture(p);
        garden.resize(300, 300);
        garden.show();
        doc.waitForAnalysis();
    }
};
}  // namespace

class TestBackground : public QObject {
    Q_OBJECT
private slots:
    // Every revision's artifact holds the document's picture itself (shared, not an equal copy), for
    // edits of every kind (edges added and removed, a move, a title, a node, a removal of many and
    // its undo, a new picture between them); an edit copies the picture only when another reader
    // still holds the revision (copy-on-write), so a batch of edits copies it once.
    void everyArtifactHoldsItsRevision() {
        PictureDocument doc;
        std::mt19937 rng(77);
        auto check = [&](const char* what) {
            doc.waitForAnalysis();
            QVERIFY2(doc.snapshot().picture == doc.sharedPicture(), what);
            QCOMPARE(doc.analysis().value, analyse(doc.picture()).value);
        };
        for (int round = 0; round < 4; ++round) {
            doc.setPicture(randomPicture(rng, 8 + rng() % 6, 12 + rng() % 10));
            if (round % 2) check("a new picture");
            for (int k = 0; k < 12; ++k) {
                const auto& nodes = doc.picture().nodes();
                const Edge e{doc.picture().nextEdgeId(), nodes[rng() % nodes.size()].id, nodes[rng() % nodes.size()].id};
                doc.insertEdge(e);
                if (k % 3 == 2) doc.removeEdge(e.id);
            }
            check("edges added and removed");
            const NodeId moved = doc.picture().nodes().back().id;
            doc.setNode(moved, Point{3, 4}, false);
            doc.setTitle("round " + std::to_string(round));
            const Node n{doc.picture().nextNodeId(), Point{1, 2}, false, {}};
            doc.insertNode(n);
            doc.removeNode(n.id);
            check("a move, a title, a node");
            // a removal of many and its undo, put back in place
            std::vector<NodeId> nodes{doc.picture().nodes()[1].id};
            std::vector<EdgeId> edges{doc.picture().edges().front().id};
            const std::vector<std::pair<std::size_t, Node>> nodesBack{{1, doc.picture().nodes()[1]}};
            std::vector<std::pair<std::size_t, Edge>> edgesBack;
            for (std::size_t i = 0; i < doc.picture().edges().size(); ++i) {  // (index in the picture put back, edge)
                const Edge& e = doc.picture().edges()[i];
                if (i == 0 || e.from == nodes[0] || e.to == nodes[0]) edgesBack.emplace_back(i, e);
            }
            doc.removeMany(nodes, edges);
            check("a removal of many");
            doc.insertMany(nodesBack, edgesBack);
            check("its undo");
            // the artifact holds the revision: a batch of three edits copies it once, then edits in place
            const int copied = doc.picturesCopied();
            const NodeId first = doc.picture().nodes().front().id, last = doc.picture().nodes().back().id;
            doc.beginBatch();
            doc.insertEdge(Edge{doc.picture().nextEdgeId(), first, last});
            doc.insertEdge(Edge{doc.picture().nextEdgeId(), last, first});
            doc.setTitle("batch");
            doc.endBatch();
            QCOMPARE(doc.picturesCopied(), copied + 1);
            check("a batch");
        }
    }

    // A picture lent to an artifact is never changed while anything holds it: old revisions kept
    // by a view (here: every third snapshot, held to the end) keep their pictures and numbers while
    // the document goes on being edited, in bursts and one at a time.
    void aHeldRevisionKeepsItsPicture() {
        PictureDocument doc;
        std::mt19937 rng(9);
        doc.setPicture(randomPicture(rng, 10, 16));
        std::vector<std::pair<AnalysisSnapshot, Picture>> held;
        for (int k = 0; k < 30; ++k) {
            const auto& nodes = doc.picture().nodes();
            doc.insertEdge(Edge{doc.picture().nextEdgeId(), nodes[rng() % nodes.size()].id, nodes[rng() % nodes.size()].id});
            if (k % 4 == 1) doc.removeEdge(doc.picture().edges().front().id);
            if (k % 5 == 4) continue;  // a burst: the next edit before this one's result
            doc.waitForAnalysis();
            backgroundPool()->waitForDone();  // old artifacts freed: their pictures back
            QThreadPool::globalInstance()->waitForDone();
            QCOMPARE(doc.artifact()->picture(), doc.picture());
            if (k % 3 == 0) held.emplace_back(doc.snapshot(), doc.picture());
        }
        for (const auto& [snapshot, picture] : held) {
            QCOMPARE(*snapshot.picture, picture);
            QCOMPARE(snapshot.analysis->value, analyse(picture).value);
        }
    }

    void staleResultsDroppedFinalNumbersRight() {
        MainWindow w;
        PictureDocument* doc = w.document();
        int installed = 0, stale = 0;
        connect(doc, &PictureDocument::analysisChanged, this, [&] {
            ++installed;
            if (doc->snapshot().revision != doc->revision()) ++stale;
            // what is shown is exactly the core's analysis of the picture it belongs to
            QCOMPARE(doc->analysis().value, analyse(*doc->snapshot().picture).value);
        });
        std::mt19937 rng(515);
        for (int round = 0; round < 10; ++round) {
            doc->setPicture(randomPicture(rng, 6 + rng() % 6, 8 + rng() % 10));
            QVERIFY(doc->analysisPending());
            // the old picture's numbers are not shown for the new one
            for (const Edge& e : doc->picture().edges()) QVERIFY(!w.scene()->edgeItem(e.id)->labelShown());
            for (int k = 0; k < 12; ++k) {  // a burst of edits while the worker is busy
                const auto& nodes = doc->picture().nodes();
                w.undoStack()->push(new AddEdgeCommand(doc, nodes[rng() % nodes.size()].id, nodes[rng() % nodes.size()].id));
                if (k % 4 == 3) w.undoStack()->undo();
            }
            QTRY_VERIFY_WITH_TIMEOUT(!doc->analysisPending(), homestead::testing::kHangGuardMs);
            QCOMPARE(doc->snapshot().revision, doc->revision());
            QString problem = checkLabels(w.scene(), doc->picture());
            QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("round %1: %2").arg(round).arg(problem)));
            QCOMPARE(w.valueText(), QString::fromStdString(text::valueOutcome(analyse(doc->picture()).value)));
        }
        QCOMPARE(stale, 0);
        QVERIFY(installed >= 10);
        w.undoStack()->setClean();
    }

    // A stale result, forced: the worker has finished analysing the picture, but before its result
    // is collected (that needs the event loop) the picture is edited. The result must be dropped,
    // not shown: one new analysis starts for the edited picture and only its result is installed.
    void aForcedStaleResultIsDropped() {
        PictureDocument doc;
        std::mt19937 rng(77);
        doc.setPicture(randomPicture(rng, 8, 12));
        QVERIFY(doc.analysisPending());
        QThreadPool::globalInstance()->waitForDone();  // the worker is done; its result waits in the queue
        QSignalSpy started(&doc, &PictureDocument::analysisStarted);
        QList<bool> installedFresh;
        connect(&doc, &PictureDocument::analysisChanged, this, [&] { installedFresh << (doc.snapshot().revision == doc.revision()); });
        const auto& nodes = doc.picture().nodes();
        AddEdgeCommand edit(&doc, nodes.front().id, nodes.back().id);
        edit.redo();  // the finished analysis is now of an old revision
        QVERIFY(installedFresh.isEmpty());
        doc.waitForAnalysis();  // the finished-result handler the event loop would call, without a clock
        QCOMPARE(started.count(), 1);                      // the newest picture analysed again
        QCOMPARE(installedFresh, QList<bool>{true});       // the stale result never shown
        QCOMPARE(doc.snapshot().revision, doc.revision());
        QCOMPARE(doc.analysis().value, analyse(doc.picture()).value);
    }

    void theNumbersDoNotWaitForTheGardenLayout() {
        const Picture p = bigComb();
        GardenShown shown(p);
        PictureDocument& doc = shown.doc;
        GardenView& garden = shown.garden;
        QTRY_VERIFY(!garden.computing() && garden.garden().bridges.size() == p.edgeCount());
        // The background pool held busy; the worker holding it runs at low priority.
        auto hold = std::make_shared<QSemaphore>(), held = std::make_shared<QSemaphore>();
        auto nice = std::make_shared<std::atomic<int>>(-1);
        runInBackground([=] {
            *nice = currentThreadNice();
            held->release();
            hold->acquire();
        });
        held->acquire();
        auto letGo = qScopeGuard([&] { hold->release(); });  // also when a check fails
        const NodeId top = doc.picture().nextNodeId();
        doc.insertNode(Node{top, Point{2, 1}, false, {}});
        doc.insertEdge(Edge{doc.picture().nextEdgeId(), doc.picture().nodes().front().id, top, {}});
        // The numbers come (the analysis never waits for the background pool)...
        doc.waitForAnalysis();  // the finished-result handler the event loop would call, without a clock
        QCOMPARE(doc.analysis().value, analyse(doc.picture()).value);
        QThreadPool::globalInstance()->waitForDone();
        QCoreApplication::processEvents();
        // ...while the garden's layout waits its turn: the old garden is still drawn.
        QVERIFY(garden.computing());
        QCOMPARE(garden.garden().bridges.size(), p.edgeCount());
        letGo.dismiss();
        hold->release();
        QTRY_VERIFY(!garden.computing() && garden.garden().bridges.size() == p.edgeCount() + 1);
#ifdef __linux__
        QCOMPARE(nice->load(), kBackgroundNice);
#endif
    }

    // A big garden is laid out once a run of edits has settled, for its last revision: edits whose
    // numbers come one after another (no event loop between them) start one layout, not one for
    // the first and one more for the last (laid out after every edit, it shared the two cores with
    // the next edit's analysis, and was mostly thrown away).
    void aRunOfEditsLaysOutABigGardenOnce() {
        const Picture p = bigComb();
        GardenShown shown(p);
        PictureDocument& doc = shown.doc;
        GardenView& garden = shown.garden;
        QTRY_VERIFY_WITH_TIMEOUT(!garden.computing() && garden.garden().bridges.size() == p.edgeCount(),
                                 homestead::testing::kHangGuardMs);
        const long long before = garden.layoutsStarted();
        for (int k = 0; k < 4; ++k) {
            const NodeId top = doc.picture().nextNodeId();
            doc.insertNode(Node{top, Point{2, 1.0 + k}, false, {}});
            doc.insertEdge(Edge{doc.picture().nextEdgeId(), doc.picture().nodes().front().id, top, {}});
            doc.waitForAnalysis();  // this revision's numbers adopted: analysisChanged
        }
        QVERIFY(garden.computing());  // waiting for the edits to settle
        QTRY_VERIFY_WITH_TIMEOUT(!garden.computing() && garden.garden().bridges.size() == p.edgeCount() + 4,
                                 homestead::testing::kHangGuardMs);
        QCOMPARE(garden.layoutsStarted() - before, 1);
    }

    // A picture handed in shared (a file read on a worker, Play's position) is the revision as it
    // is: analysed without a copy, and never changed by a later edit, which makes the next revision.
    void aSharedPictureIsTheRevision() {
        PictureDocument doc;
        std::mt19937 rng(31);
        const std::shared_ptr<const Picture> shared = std::make_shared<Picture>(randomPicture(rng, 8, 12));
        const Picture before = *shared;
        const int copied = doc.picturesCopied();
        doc.setPicture(shared);
        doc.waitForAnalysis();
        QCOMPARE(doc.snapshot().picture.get(), shared.get());
        QCOMPARE(doc.picturesCopied(), copied);
        QCOMPARE(doc.analysis().value, analyse(doc.picture()).value);

        const NodeId top = doc.picture().nextNodeId();
        doc.insertNode(Node{top, Point{0, 9}, false, {}});  // `shared` is still held here: copied
        QCOMPARE(doc.picturesCopied(), copied + 1);
        QVERIFY(*shared == before);
        QVERIFY(doc.picture().hasNode(top));
        doc.waitForAnalysis();
        QCOMPARE(doc.artifact()->picture(), doc.picture());
    }

    void waitForAnalysisCollectsTheResult() {
        PictureDocument doc;
        std::mt19937 rng(3);
        doc.setPicture(randomPicture(rng, 8, 12));
        QVERIFY(doc.analysisPending());  // never computed on the caller's thread
        doc.waitForAnalysis();
        QVERIFY(!doc.analysisPending());
        QCOMPARE(doc.analysis().value, analyse(doc.picture()).value);
    }

    void aStaleResultIsDropped() {
        PictureDocument doc;
        std::mt19937 rng(7);
        doc.setPicture(randomPicture(rng, 8, 12));
        doc.waitForAnalysis();
        std::vector<quint64> adopted;
        connect(&doc, &PictureDocument::analysisChanged, this, [&] { adopted.push_back(doc.snapshot().revision); });
        const int droppedBefore = doc.droppedResults();
        // Two edits with no event loop between them: the worker starts on the first revision, and
        // whenever it finishes, its answer is collected only after the second edit.
        const NodeId top = doc.picture().nextNodeId();
        doc.insertNode(Node{top, Point{0, 9}, false, {}});
        const quint64 first = doc.revision();
        doc.insertEdge(Edge{doc.picture().nextEdgeId(), doc.picture().nodes().front().id, top, {}});
        QVERIFY(doc.revision() != first);
        doc.waitForAnalysis();
        QCOMPARE(doc.droppedResults(), droppedBefore + 1);
        QCOMPARE(adopted, std::vector<quint64>{doc.revision()});  // the first revision's never shown
        QCOMPARE(doc.analysis().value, analyse(doc.picture()).value);
        QCOMPARE(doc.artifact()->picture(), doc.picture());
    }

    void pendingKeepsThePreviousNumbers() {
        MainWindow w;
        PictureDocument* doc = w.document();
        Picture p;  // a stalk of 3: stresses 3, 2, 1
        NodeId below = p.addNode(Point{0, 0}, true);
        std::vector<EdgeId> stalk;
        for (int i = 1; i <= 3; ++i) {
            NodeId up = p.addNode(Point{0, double(i)});
            stalk.push_back(p.addEdge(below, up));
            below = up;
        }
        doc->setPicture(p);
        doc->waitForAnalysis();
        auto labels = [&] {
            QStringList out;
            for (EdgeId e : stalk) {
                const EdgeItem* item = w.scene()->edgeItem(e);
                out << (item->labelShown() ? item->label()->text() : QString());
            }
            return out;
        };
        const QStringList before = labels();
        QCOMPARE(before, (QStringList{"3", "2", "1"}));
        w.scene()->hoverEdge(stalk[0]);
        QCOMPARE(w.scene()->highlightedLoad(), (std::vector<EdgeId>{stalk[1], stalk[2]}));

        // One more edge on top; its artifact is not collected yet.
        w.undoStack()->push(new AddEdgeCommand(doc, below, Point{0, 4}, false));
        const EdgeId added = doc->picture().edges().back().id;
        QVERIFY(doc->analysisPending());
        QCOMPARE(labels(), before);                                         // the previous numbers
        QVERIFY(!w.scene()->edgeItem(added)->labelShown());         // none for the new edge
        QVERIFY(w.scene()->edgeToolTip(added).contains(QStringLiteral("being analysed")));
        QCOMPARE(w.scene()->highlightedLoad(), (std::vector<EdgeId>{stalk[1], stalk[2]}));

        doc->waitForAnalysis();
        QCOMPARE(labels(), (QStringList{"4", "3", "2"}));
        QCOMPARE(w.scene()->highlightedLoad(), (std::vector<EdgeId>{stalk[1], stalk[2], added}));
        QVERIFY(w.scene()->edgeToolTip(added).contains(QStringLiteral("stress <b>1</b>")));
        w.undoStack()->setClean();
    }
};

QTEST_MAIN(TestBackground)
#include "tst_background.moc"
