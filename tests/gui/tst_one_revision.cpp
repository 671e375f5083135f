// gui_one_revision: the window holds one immutable revision of the picture at a time, shared by
// every reader, and never analyses on its own thread. Asserted with counters, never clocks:
// - a human's chop in Play answered by the engine makes two revisions and two analyses, none on the
//   window's thread; the session's position, the Play document's revision (which its scene shows),
//   the analysis the engine read and the drawing's start are each one shared picture, not copies;
// - no analysis runs on the window's thread across drawing, undo and redo, open-from-text and Play
//   (the check the application installs: analysis_thread_check.h), nor when the window starts;
// - a chop at a large picture, whose fall is too big to remove item by item today, keeps the
//   canvas's other items (the scene is not rebuilt).
#include "gui_test_helpers.h"
#include "analysis_thread_check.h"
#include "edit_commands.h"
#include "play_controller.h"
#include "puzzle_page.h"

#include "homestead/analysis_observer.h"
#include "homestead/picture_json.h"

#include <QSignalSpy>

#include <map>
#include <memory>

#include "../hang_guard.h"

using namespace guitest;
using homestead::testing::kHangGuardMs;

namespace {

// One stalk of `height` edges standing at x, beside `others` stalks of two edges: chopping the tall
// stalk's foot makes everything of it fall.
Picture stalkBesideOthers(int height, int others) {
    Picture p;
    const NodeId ground = p.addNode(Point{0, 0}, true);
    NodeId below = ground;
    for (int k = 0; k < height; ++k) {
        const NodeId up = p.addNode(Point{0, 0.01 * (k + 1)});
        p.addEdge(below, up);
        below = up;
    }
    for (int s = 0; s < others; ++s) {
        const NodeId foot = p.addNode(Point{1.5 * (s + 1), 0}, true);
        const NodeId mid = p.addNode(Point{1.5 * (s + 1), 1.5});
        p.addEdge(foot, mid);
        p.addEdge(mid, p.addNode(Point{1.5 * (s + 1), 3}));
    }
    return p;
}

}  // namespace

class TestOneRevision : public QObject {
    Q_OBJECT
    MainWindow* window = nullptr;
    PlayController* play = nullptr;
    AnalysisCounts atStart;  // once the window has started

    std::uint64_t onWindowThreadSinceStart() const { return analysisCounts().onWindowThread - atStart.onWindowThread; }

private slots:
    void initTestCase() { installAnalysisThreadCheck(); }

    void init() {
        window = openWindow();
        QVERIFY(window);
        play = quickPlay(window);
        // The puzzle page shows its first puzzle once it is made: counted from then on.
        if (auto* puzzles = window->findChild<PuzzlePage*>()) QTRY_VERIFY(puzzles->ready());
        QTRY_VERIFY(!window->document()->analysisPending());
        atStart = analysisCounts();
    }

    void cleanup() {
        if (window) window->setPlayMode(false);
        closeWindow(window);
        window = nullptr;
    }

    // Opening the window (its pages, the puzzle shown) analyses nothing on its thread either.
    void theWindowsStartAnalysesNothingOnItsThread() { QCOMPARE(atStart.onWindowThread, std::uint64_t(0)); }

    // Human chop → engine chop: two revisions, two analyses (the engine reads the position's own),
    // none on the window's thread, and every reader holds the same picture.
    void oneAnalysisPerChopInPlay() {
        window->document()->setPicture(nimStalks({1, 3, 3, 2}));  // value 3: the engine has a reply
        play->setPlayers(PlayerKind::Human, PlayerKind::EnginePerfect);
        window->setPlayMode(true);
        PictureDocument* doc = play->document();
        QCOMPARE(play->scene()->document(), doc);
        QCOMPARE(doc->sharedPicture(), window->document()->sharedPicture());  // the start: the drawing's revision
        QTRY_VERIFY(!doc->analysisPending());
        const AnalysisCounts before = analysisCounts();
        const quint64 revision = doc->revision();
        const int copied = doc->picturesCopied();
        QSignalSpy answered(play, &PlayController::answered);

        QVERIFY(play->humanChop(HackenbushRules::legalMoves(play->position()).front()));
        const std::shared_ptr<const Picture> afterHuman = play->position().shared();
        QCOMPARE(doc->sharedPicture(), afterHuman);  // the session's position is the document's revision
        QVERIFY(answered.wait(kHangGuardMs));
        QTRY_VERIFY(!doc->analysisPending());

        QCOMPARE(doc->revision(), revision + 2);
        QCOMPARE(analysisCounts().all - before.all, std::uint64_t(2));
        QCOMPARE(onWindowThreadSinceStart(), std::uint64_t(0));
        QVERIFY(play->engineRead());
        QCOMPARE(play->engineRead()->sharedPicture(), afterHuman);  // the engine read that revision's analysis
        QCOMPARE(doc->sharedPicture(), play->position().shared());
        QCOMPARE(doc->snapshot().picture, play->position().shared());
        QCOMPARE(doc->picturesCopied(), copied);
    }

    // Undo and redo in Play make a revision each, analysed once, shared with the session.
    void undoInPlayIsOneRevision() {
        window->document()->setPicture(nimStalks({2, 3}));
        play->setPlayers(PlayerKind::Human, PlayerKind::Human);
        window->setPlayMode(true);
        PictureDocument* doc = play->document();
        QVERIFY(play->humanChop(HackenbushRules::legalMoves(play->position()).front()));
        QTRY_VERIFY(!doc->analysisPending());
        for (bool back : {true, false}) {
            const AnalysisCounts before = analysisCounts();
            back ? play->undo() : play->redo();
            QCOMPARE(doc->sharedPicture(), play->position().shared());
            QTRY_VERIFY(!doc->analysisPending());
            QCOMPARE(analysisCounts().all - before.all, std::uint64_t(1));
        }
        QCOMPARE(onWindowThreadSinceStart(), std::uint64_t(0));
    }

    // Drawing with the mouse, undo and redo, a picture opened from text, a game: every analysis runs
    // on a worker.
    void noAnalysisOnTheWindowThread() {
        PictureView* view = window->view();
        const AnalysisCounts before = analysisCounts();
        click(view, {0, 0});
        drag(view, Point{0, 0}, Point{0, 1.5});
        drag(view, Point{0, 1.5}, Point{1, 3});
        QCOMPARE(window->document()->picture().edgeCount(), std::size_t(2));
        window->undoStack()->undo();
        window->undoStack()->redo();
        QTRY_VERIFY(!window->document()->analysisPending());
        QVERIFY(window->openText(QByteArray::fromStdString(writePictureJson(nimStalks({1, 2, 3}))), QStringLiteral("text")));
        QTRY_VERIFY(!window->document()->analysisPending());
        play->setPlayers(PlayerKind::Human, PlayerKind::EnginePerfect);
        window->setPlayMode(true);
        QSignalSpy answered(play, &PlayController::answered);
        QTRY_VERIFY(!play->document()->analysisPending());
        QVERIFY(play->humanChop(HackenbushRules::legalMoves(play->position()).front()));
        QVERIFY(answered.wait(kHangGuardMs));
        QVERIFY(!play->showHint().empty() || !play->hintText().isEmpty());
        window->setPlayMode(false);
        QVERIFY(analysisCounts().all > before.all);
        QCOMPARE(onWindowThreadSinceStart(), std::uint64_t(0));
    }

    // Entering and leaving Play copies no picture: the drawing's revision is the game's start and is
    // still the drawing's afterwards.
    void playCopiesNoPicture() {
        window->document()->setPicture(nimStalks({2, 2, 1}));
        const std::shared_ptr<const Picture> drawing = window->document()->sharedPicture();
        const int copied = window->document()->picturesCopied();
        play->setPlayers(PlayerKind::Human, PlayerKind::Human);
        window->setPlayMode(true);
        QCOMPARE(play->position().shared(), drawing);
        QVERIFY(play->humanChop(HackenbushRules::legalMoves(play->position()).back()));
        QVERIFY(*drawing == nimStalks({2, 2, 1}));  // the revision read by the drawing never changed
        window->setPlayMode(false);
        QCOMPARE(window->document()->sharedPicture(), drawing);
        QCOMPARE(window->document()->picturesCopied(), copied);
        QCOMPARE(play->document()->picturesCopied(), 0);
    }

    // A chop whose fall is more than PictureDocument::kRebuildAbove items: the fallen edges' items go,
    // the others stay the same items (no rebuild), and the chop is analysed once.
    void aLargeChopKeepsTheOtherItems() {
        const int height = int(PictureDocument::kRebuildAbove) + 500;
        window->document()->setPicture(stalkBesideOthers(height, 40));
        play->setPlayers(PlayerKind::Human, PlayerKind::Human);
        window->setPlayMode(true);
        PictureDocument* doc = play->document();
        PictureScene* scene = play->scene();
        QTRY_VERIFY(!scene->building() && !doc->analysisPending());
        // Each standing item is marked: an item made again would not carry the mark (its address may
        // well be the old one's).
        constexpr int kKept = 0x6b;
        std::map<EdgeId, const EdgeItem*> others;
        for (const Edge& e : doc->picture().edges())
            if (e.id >= height) {
                others[e.id] = scene->edgeItem(e.id);
                scene->edgeItem(e.id)->setData(kKept, true);
            }
        const AnalysisCounts before = analysisCounts();
        QVERIFY(play->humanChop(0));  // the tall stalk's foot: all of it falls
        QCOMPARE(doc->picture().edgeCount(), others.size());
        QVERIFY(!scene->building());  // nothing to build again
        for (const auto& [id, item] : others) {
            QCOMPARE(static_cast<const EdgeItem*>(scene->edgeItem(id)), item);
            QVERIFY(scene->edgeItem(id)->data(kKept).toBool());
        }
        QTRY_VERIFY(!doc->analysisPending());
        QCOMPARE(analysisCounts().all - before.all, std::uint64_t(1));
        QCOMPARE(onWindowThreadSinceStart(), std::uint64_t(0));
    }
};

QTEST_MAIN(TestOneRevision)
#include "tst_one_revision.moc"
