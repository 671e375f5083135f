// gui_one_revision: the window holds one immutable revision of the picture at a time, shared by
// every reader, and never analyses on its own thread. Asserted with counters, never clocks:
// - a human's chop in Play answered by the engine makes two revisions and two analyses, none on the
//   window's thread; the session's position, the Play document's revision (which its scene shows),
//   the analysis the engine read and the drawing's start are each one shared picture, not copies;
// - no analysis runs on the window's thread across drawing, undo and redo, open-from-text and Play
//   (the check the application installs: analysis_thread_check.h), nor when the window starts;
// - a chop at a large picture, whose fall is too big to remove item by item, keeps the canvas's
//   other items (the scene is not rebuilt).
// And the window around them (TestPresentationPages, below): presentation mode keeps one bar, with
// Leave, on every page. Presentation begun on each page in turn (Hackenbush, Welter's game, Nim, Puzzles), then every page shown in
// turn and back: exactly one toolbar shows, the presentation bar, with Leave visible, enabled and
// not in the bar's » overflow; the window's own toolbar stays away; the window is never wider than
// its 1280×720 screen, Welter's page after two moves included. Leaving shows the toolbar of the
// page in view again. F5 presents from the game pages too (their New game is F2). Structure and
// geometry only; nothing is timed.
#include "gui_test_helpers.h"
#include "analysis_thread_check.h"
#include "edit_commands.h"
#include "game_page.h"
#include "nim_game.h"
#include "nim_heaps_view.h"
#include "nim_page.h"
#include "page_tabs.h"
#include "play_controller.h"
#include "puzzle_page.h"
#include "welter_game.h"
#include "welter_strip_page.h"
#include "welter_strip_view.h"

#include "homestead/analysis_observer.h"
#include "homestead/picture_json.h"
#include "homestead/welter.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QScreen>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>
#include <QToolBar>
#include <QToolButton>

#include <algorithm>
#include <map>
#include <memory>

#include "../hang_guard.h"
#include "presentation_screens.h"

using namespace guitest;

namespace {
// The pages of the window: Hackenbush, Welter's game, Nim, Puzzles, Animating functions, Transfinite.
constexpr int kPages = 6;

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
        QTRY_COMPARE(answered.count(), 1);  // the engine has answered
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
        QTRY_COMPARE(answered.count(), 1);  // the engine has answered
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

class TestPresentationPages : public QObject {
    Q_OBJECT
    MainWindow* window_ = nullptr;
    static constexpr QSize kProjector{1280, 720};

    // What a teacher sees: one bar, the presentation's, with a Leave button in it (not behind »).
    static QString barFault(MainWindow* window) {
        PresentationMode* presentation = window->presentation();
        QToolBar* bar = presentation->toolBar();
        QStringList shown;
        for (QToolBar* t : window->findChildren<QToolBar*>())
            if (t->isVisible()) shown << t->windowTitle();
        if (shown != QStringList{bar->windowTitle()}) return QStringLiteral("toolbars shown: %1").arg(shown.join(QStringLiteral(", ")));
        if (window->toolBar()->isVisible()) return QStringLiteral("the window's toolbar is shown");
        QAction* leave = presentation->leaveAction();
        if (!bar->actions().contains(leave)) return QStringLiteral("no Leave in the bar");
        if (!leave->isEnabled() || !leave->isVisible()) return QStringLiteral("Leave is disabled or hidden");
        QWidget* button = bar->widgetForAction(leave);
        if (!button || !button->isVisible()) return QStringLiteral("Leave is in the overflow menu");
        if (!bar->rect().contains(QRect(button->mapTo(bar, QPoint(0, 0)), button->size())))
            return QStringLiteral("Leave lies outside the bar");
        for (QToolButton* b : bar->findChildren<QToolButton*>())
            if (b->objectName() == QLatin1String("qt_toolbar_ext_button") && b->isVisible())
                return QStringLiteral("the bar has an overflow menu");
        // (a window manager would widen a full-screen window to its minimum: the offscreen screen keeps its size)
        const int wide = std::max(window->width(), window->minimumSize().width());
        if (wide > kProjector.width()) return QStringLiteral("the window is %1 px wide on a %2 px screen").arg(wide).arg(kProjector.width());
        return {};
    }
    void showPage(int index) {
        window_->tabs()->setCurrentIndex(index);
        QCoreApplication::processEvents();
    }
    // Two moves on Welter's page as a teacher makes them: one of the player's, as the strip asks for
    // it, and the perfect engine's answer (it names itself in the move list: the longest line).
    void twoWelterMoves() {
        WelterStripPage* page = window_->welterPage();
        WelterGame* game = page->game();
        game->setPlayer(0, PlayerKind::Human);
        game->setPlayer(1, PlayerKind::EnginePerfect);
        game->setEngineDelay(0);
        const std::vector<welter::Move> legal = welter::legalMoves(game->coins());
        QVERIFY(!legal.empty());
        emit page->view()->moveRequested(int(legal.back().from), int(legal.back().to));
        QTRY_COMPARE(game->ply(), 2);
        QCoreApplication::processEvents();
    }

private slots:
    void init() {
        window_ = openWindow(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/homestead.json"));
        QVERIFY(window_);
    }
    void cleanup() {
        if (window_) window_->presentation()->setActive(false);
        closeWindow(window_);
        window_ = nullptr;
    }

    void oneBarWithLeaveOnEveryPage_data() {
        QTest::addColumn<int>("first");
        for (int i = 0; i < kPages; ++i) QTest::newRow(qPrintable(QStringLiteral("begun on page %1").arg(i))) << i;
    }
    void oneBarWithLeaveOnEveryPage() {
        QFETCH(int, first);
        const int pages = window_->tabs()->count();
        QCOMPARE(pages, kPages);
        showPage(first);
        guitest::presentOn(window_, kProjector);
        QVERIFY(window_->presentation()->active());
        // every page from the one presentation began on, round to it again, then each from the Hackenbush page
        std::vector<int> order;
        for (int k = 0; k <= pages; ++k) order.push_back((first + k) % pages);
        for (int i = 1; i < pages; ++i) order.insert(order.end(), {0, i});
        for (int index : order) {
            showPage(index);
            const QString fault = barFault(window_);
            QVERIFY2(fault.isEmpty(), qPrintable(QStringLiteral("on page %1: %2").arg(index).arg(fault)));
            // the bar shows the page's own controls
            for (QAction* a : window_->pages()->current()->presentationActions())
                QVERIFY2(window_->presentation()->toolBar()->actions().contains(a), qPrintable(a->text()));
        }
        window_->presentation()->setActive(false);
        showPage(0);
        QVERIFY(window_->toolBar()->isVisible());
        QVERIFY(!window_->presentation()->toolBar()->isVisible());
    }

    // Two Welter moves in full screen: the move list and the sentences grow, the window does not.
    void welterMovesKeepTheWindowOnTheScreen() {
        showPage(1);
        guitest::presentOn(window_, kProjector);
        twoWelterMoves();
        QCoreApplication::processEvents();
        QVERIFY2(barFault(window_).isEmpty(), qPrintable(barFault(window_)));
        // While the engine thinks, the turn line says so at length (in presentation type it widened
        // the page past the screen): a line longer still leaves the window as wide as the screen.
        QLabel* turn = window_->welterPage()->controls()->turnLabel;
        turn->setText(QStringLiteral("Perfect engine is thinking… ").repeated(3));
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        QVERIFY2(barFault(window_).isEmpty(), qPrintable(barFault(window_)));
        const int asked = window_->welterPage()->minimumSizeHint().width();  // nor does the page ask for more
        QVERIFY2(asked <= kProjector.width(), qPrintable(QString::number(asked)));
        turn->setText(window_->welterPage()->game()->turnText());
        const QString fault = barFault(window_);
        QVERIFY2(fault.isEmpty(), qPrintable(fault));
        for (int index : {2, 3, 0, 1}) {
            showPage(index);
            QVERIFY2(barFault(window_).isEmpty(), qPrintable(barFault(window_)));
        }
    }

    // A teacher on Welter's or Nim's page, the focus in the game, presses F5: presentation mode begins
    // and the game is as it was (F5 was those pages' New game too, and the page took it). F2 is the
    // pages' New game. The keys go to the window as the window system delivers them (shortcuts first,
    // then the focus widget).
    void f5PresentsFromTheGamePagesAndF2StartsANewGame_data() {
        QTest::addColumn<int>("index");
        QTest::newRow("Welter's game") << 1;
        QTest::newRow("Nim") << 2;
    }
    void f5PresentsFromTheGamePagesAndF2StartsANewGame() {
        QFETCH(int, index);
        showPage(index);
        GameController* game = nullptr;
        QWidget* board = nullptr;
        if (index == 1) {
            WelterGame* welter = window_->welterPage()->game();
            welter->setPlayer(0, PlayerKind::Human);
            welter->setPlayer(1, PlayerKind::Human);
            QVERIFY(welter->play(welter::legalMoves(welter->coins()).back()));
            game = welter;
            board = window_->welterPage()->view();
        } else {
            NimGame* nim = window_->nimPage()->game();
            nim->setPlayer(0, PlayerKind::Human);
            nim->setPlayer(1, PlayerKind::Human);
            QVERIFY(nim->play({0, nim->heaps()[0], 0}));
            game = nim;
            board = window_->nimPage()->heapsView();
        }
        QCOMPARE(game->ply(), 1);
        const QStringList moves = game->moveTexts();
        window_->activateWindow();
        board->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), board);

        QTest::keyClick(window_->windowHandle(), Qt::Key_F5);
        QVERIFY(window_->presentation()->active());
        QCOMPARE(game->ply(), 1);
        QCOMPARE(game->moveTexts(), moves);

        board->setFocus();
        QTest::keyClick(window_->windowHandle(), Qt::Key_F2);
        QCOMPARE(game->ply(), 0);
        QVERIFY(game->moveTexts().isEmpty());
        QVERIFY(window_->presentation()->active());
    }

    // Leaving on a page that has no toolbar of its own shows none; the Hackenbush page's comes back with it.
    void leavingShowsThePagesOwnToolbar() {
        guitest::presentOn(window_, kProjector);
        showPage(2);
        window_->presentation()->setActive(false);
        QVERIFY(!window_->toolBar()->isVisible());
        QVERIFY(!window_->presentation()->toolBar()->isVisible());
        showPage(0);
        QVERIFY(window_->toolBar()->isVisible());
    }
};

// Both halves of the suite in one program (ctest: gui_one_revision), on two screens: a
// projector's 1280×720 and a 1920×1080 (presentation_screens.h).
int main(int argc, char** argv) {
    return guitest::runOnProjectorScreens<TestOneRevision, TestPresentationPages>(argc, argv);
}

#include "tst_one_revision.moc"
