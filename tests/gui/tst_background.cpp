// gui_background: pictures above the document's sync limit are analysed on a worker thread. Edits
// return at once; a result for a picture that has changed since is dropped; the numbers finally
// shown are the core's for the final picture; a replaced picture never shows the old numbers; and a
// stale result forced to happen (the worker done, the picture edited before the result is collected)
// is dropped.
// (The limit is lowered to 5 edges so small random pictures, fixed seed, take the background path.)
#include "gui_test_helpers.h"

#include "edit_commands.h"

#include <QSignalSpy>
#include <QThreadPool>

using namespace guitest;

class TestBackground : public QObject {
    Q_OBJECT
private slots:
    void staleResultsDroppedFinalNumbersRight() {
        MainWindow w;
        PictureDocument* doc = w.document();
        doc->setSyncLimit(5);
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
            for (const Edge& e : doc->picture().edges()) QVERIFY(!w.scene()->edgeItem(e.id)->label()->isVisible());
            for (int k = 0; k < 12; ++k) {  // a burst of edits while the worker is busy
                const auto& nodes = doc->picture().nodes();
                w.undoStack()->push(new AddEdgeCommand(doc, nodes[rng() % nodes.size()].id, nodes[rng() % nodes.size()].id));
                if (k % 4 == 3) w.undoStack()->undo();
            }
            QTRY_VERIFY_WITH_TIMEOUT(!doc->analysisPending(), 60000);
            QCOMPARE(doc->snapshot().revision, doc->revision());
            QString problem = checkLabels(w.scene(), doc->picture());
            QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("round %1: %2").arg(round).arg(problem)));
            QCOMPARE(w.valueText(), QStringLiteral("Value %1 — %2").arg(analyse(doc->picture()).value)
                                        .arg(analyse(doc->picture()).value ? QStringLiteral("first player wins")
                                                                           : QStringLiteral("second player wins")));
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
        doc.setSyncLimit(0);
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
        QVERIFY(QTest::qWaitFor([&] { return !doc.analysisPending(); }, 60000));  // a hang guard only
        QCOMPARE(started.count(), 1);                      // the newest picture analysed again
        QCOMPARE(installedFresh, QList<bool>{true});       // the stale result never shown
        QCOMPARE(doc.snapshot().revision, doc.revision());
        QCOMPARE(doc.analysis().value, analyse(doc.picture()).value);
    }

    void waitForAnalysisCollectsTheResult() {
        PictureDocument doc;
        doc.setSyncLimit(0);
        std::mt19937 rng(3);
        doc.setPicture(randomPicture(rng, 8, 12));
        doc.waitForAnalysis();
        QVERIFY(!doc.analysisPending());
        QCOMPARE(doc.analysis().value, analyse(doc.picture()).value);
    }
};

QTEST_MAIN(TestBackground)
#include "tst_background.moc"
