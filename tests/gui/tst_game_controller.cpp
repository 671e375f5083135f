// The one game controller (game_controller.h) and its shared controls (game_controls.h), driven the
// same way on all three games — Hackenbush Play (in the main window), Welter's strip and Nim —
// through the GameController face alone:
// the engine answers a human and undo takes both moves back; an answer still coming when the
// position changes is dropped (counted, never played); a click on a move of the list goes to the
// position after that move; who moves first is refused once a move is made, with the reason shown and
// the box put back; a change of player keeps each move credited to the kind that made it; engine
// against engine plays to the end and the banner and turn line say so; paused, Step plays exactly one
// engine move. Every check runs on all three games, so a game that kept its own copy of the loop
// would fail the one it differs in (Play's old one: the list did not go to a move, an undone move
// left the list, a change of first mover restarted the game, Step was its own).
#include "game_controller.h"
#include "game_controls.h"
#include "gui_test_helpers.h"
#include "nim_page.h"
#include "play_panel.h"
#include "welter_strip_page.h"

#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QtTest>

#include "../hang_guard.h"

using namespace homestead;
using namespace homestead::gui;

namespace {

// A page, shown, with its game at a start that lasts a few moves, both players human, no delay.
struct WelterFixture {
    WelterStripPage page;
    WelterFixture() {
        page.resize(1280, 680);
        page.show();
        game()->setEngineDelay(0);
        game()->setPlayer(1, PlayerKind::Human);
        if (!page.game()->setCoins({1, 4, 6, 9, 13})) qFatal("start refused");
    }
    GameController* game() { return page.game(); }
    GameControls* controls() { return page.controls(); }
    // A legal move for the player to move (the perfect engine's choice, asked synchronously).
    bool humanMove() { return page.game()->play(*page.game()->session().engineMove(PlayerKind::EnginePerfect)); }
    QString status() const { return page.statusText(); }
};

struct NimFixture {
    NimPage page;
    NimFixture() {
        page.resize(1280, 680);
        page.show();
        game()->setEngineDelay(0);
        game()->setPlayer(1, PlayerKind::Human);
        if (!page.game()->setHeaps({3, 5, 6, 7})) qFatal("start refused");
    }
    GameController* game() { return page.game(); }
    GameControls* controls() { return page.controls(); }
    bool humanMove() { return page.game()->play(*page.game()->session().engineMove(PlayerKind::EnginePerfect)); }
    QString status() const { return page.statusText(); }
};

// Hackenbush Play in the main window, on Nim heaps 3, 5, 6, 7 drawn as stalks (21 edges); the
// engine's edge is chopped as soon as it is marked, and nothing is left to fade.
struct PlayFixture {
    MainWindow* window = guitest::openWindow();
    PlayFixture() {
        if (!window) qFatal("no window");
        window->document()->setPicture(guitest::nimStalks({3, 5, 6, 7}));
        play()->setEngineDelay(0);
        play()->setHighlightDuration(0);
        play()->setFallDuration(0);
        play()->setPlayers(PlayerKind::Human, PlayerKind::Human);
        window->setPlayMode(true);
    }
    ~PlayFixture() { guitest::closeWindow(window); }
    PlayController* play() { return window->play(); }
    GameController* game() { return play(); }
    GameControls* controls() { return window->playPanel()->controls(); }
    bool humanMove() { return play()->humanChop(*play()->session().engineMove(PlayerKind::EnginePerfect)); }
    QString status() const { return window->playPanel()->statusText(); }
};

template <class Fixture>
void engineAnswersAndUndoTakesBoth() {
    Fixture f;
    f.game()->setPlayer(1, PlayerKind::EnginePerfect);
    QVERIFY(f.humanMove());
    QVERIFY(f.game()->engineThinking());
    QTRY_COMPARE_WITH_TIMEOUT(f.game()->ply(), 2, homestead::testing::kHangGuardMs);
    QVERIFY(f.game()->humanToMove());
    QCOMPARE(f.controls()->moveList->count(), 2);
    f.game()->undo();  // the human's move and the engine's reply
    QCOMPARE(f.game()->ply(), 0);
    QVERIFY(f.game()->canRedo());
    QCOMPARE(f.controls()->moveList->count(), 2);  // still listed, to redo
    QCOMPARE(f.controls()->moveList->item(0)->foreground().color(),
             f.controls()->moveList->palette().color(QPalette::Disabled, QPalette::Text));
    QCOMPARE(f.controls()->turnLabel->text(), QStringLiteral("Your move"));
}

template <class Fixture>
void staleAnswerIsDropped() {
    Fixture f;
    f.game()->setPlayer(1, PlayerKind::EnginePerfect);
    const int dropped = f.game()->runner()->droppedCount();
    QVERIFY(f.humanMove());
    QVERIFY(f.game()->engineThinking());
    f.game()->undo();  // before the engine's answer arrives
    QVERIFY(!f.game()->engineThinking());
    QTRY_COMPARE_WITH_TIMEOUT(f.game()->runner()->droppedCount(), dropped + 1, homestead::testing::kHangGuardMs);
    QCOMPARE(f.game()->ply(), 0);  // the stale answer was not played
    QVERIFY(f.game()->humanToMove());
}

template <class Fixture>
void moveListGoesToThePositionAfterTheMove() {
    Fixture f;
    for (int i = 0; i < 3; ++i) QVERIFY(f.humanMove());
    QListWidget* list = f.controls()->moveList;
    QCOMPARE(list->count(), 3);
    QCOMPARE(list->currentRow(), 2);
    emit list->itemClicked(list->item(0));  // "1. …": the position after the first move
    QCOMPARE(f.game()->ply(), 1);
    QCOMPARE(f.controls()->moveList->currentRow(), 0);
    emit list->itemClicked(list->item(2));
    QCOMPARE(f.game()->ply(), 3);
    QVERIFY(!f.game()->canRedo());
}

template <class Fixture>
void firstMoverIsFixedOnceAMoveIsMade() {
    Fixture f;
    QComboBox* first = f.controls()->firstBox;
    first->setCurrentIndex(1);  // before any move: allowed
    QCOMPARE(f.game()->firstPlayer(), 1);
    QCOMPARE(f.game()->toMove(), 1);
    first->setCurrentIndex(0);
    QCOMPARE(f.game()->firstPlayer(), 0);
    QVERIFY(f.humanMove());
    QVERIFY(!first->isEnabled());
    QSignalSpy refused(f.controls(), &GameControls::refused);
    first->setCurrentIndex(1);  // a script or a keyboard may still try
    QCOMPARE(refused.count(), 1);
    QCOMPARE(f.game()->firstPlayer(), 0);
    QCOMPARE(first->currentIndex(), 0);  // the box shows the game again
    QVERIFY2(f.status().contains(QStringLiteral("fixed once a move has been made")), qPrintable(f.status()));
}

template <class Fixture>
void playerChangeKeepsTheCredits() {
    Fixture f;
    QVERIFY(f.humanMove());
    QVERIFY(f.humanMove());
    const QString second = f.game()->moveTexts()[1];
    QVERIFY2(second.startsWith(QStringLiteral("2. Player 2: ")), qPrintable(second));
    f.game()->setPaused(true);
    f.controls()->playerBox[1]->setCurrentIndex(f.controls()->playerBox[1]->findData(int(PlayerKind::EngineCasual)));
    QCOMPARE(f.game()->player(1), PlayerKind::EngineCasual);
    QCOMPARE(f.game()->ply(), 2);  // the game goes on
    QVERIFY2(f.game()->moveTexts()[1].startsWith(QStringLiteral("2. Player 2 — human: ")),
             qPrintable(f.game()->moveTexts()[1]));
    QCOMPARE(f.controls()->moveList->item(1)->text(), f.game()->moveTexts()[1]);
    QCOMPARE(f.controls()->turnLabel->text(), QStringLiteral("Your move"));  // player 1, the one human
}

template <class Fixture>
void engineAgainstEngineToTheEnd() {
    Fixture f;
    f.game()->setPaused(true);
    f.game()->setPlayer(0, PlayerKind::EnginePerfect);
    f.game()->setPlayer(1, PlayerKind::EngineCasual);
    QCOMPARE(f.controls()->turnLabel->text(), QStringLiteral("Player 1 — perfect engine to move (engines paused)"));
    QVERIFY(!f.game()->engineThinking());
    f.game()->setPaused(false);
    QTRY_VERIFY_WITH_TIMEOUT(f.game()->isOver(), homestead::testing::kHangGuardMs);
    QVERIFY(f.game()->winner().has_value());
    QCOMPARE(f.controls()->moveList->count(), f.game()->ply());
    QVERIFY(f.controls()->banner->isVisible());
    QCOMPARE(f.controls()->banner->text(), f.game()->gameOverText());
    QVERIFY(f.controls()->banner->text().startsWith(QStringLiteral("Game over: ")));
    QCOMPARE(f.controls()->turnLabel->text(), QStringLiteral("Game over"));
    // Undo with no human: one move back, and the engines pause there.
    f.game()->undo();
    QVERIFY(f.game()->paused());
    QVERIFY(!f.game()->isOver());
    QVERIFY(!f.controls()->banner->isVisible());
}

// Paused, Step plays one engine move and the engines wait again; it is refused while a human is to
// move or the engines run.
template <class Fixture>
void stepPlaysOneEngineMove() {
    Fixture f;
    QVERIFY(!f.game()->canStep());  // a human to move
    f.game()->setPaused(true);
    f.game()->setPlayer(0, PlayerKind::EnginePerfect);
    f.game()->setPlayer(1, PlayerKind::EngineCasual);
    QVERIFY(!f.game()->engineThinking());
    QVERIFY(f.game()->canStep());
    f.game()->step();
    QVERIFY(f.game()->engineThinking());
    QVERIFY(!f.game()->canStep());  // one at a time
    QTRY_COMPARE_WITH_TIMEOUT(f.game()->ply(), 1, homestead::testing::kHangGuardMs);
    QVERIFY(!f.game()->engineThinking());  // paused again after exactly one move
    QVERIFY(f.game()->paused());
    QCOMPARE(f.controls()->moveList->count(), 1);
    QVERIFY2(f.game()->moveTexts()[0].startsWith(QStringLiteral("1. Player 1 — perfect engine: ")),
             qPrintable(f.game()->moveTexts()[0]));
    f.game()->step();
    QTRY_COMPARE_WITH_TIMEOUT(f.game()->ply(), 2, homestead::testing::kHangGuardMs);
    QVERIFY(!f.game()->engineThinking());
    QVERIFY2(f.game()->moveTexts()[1].startsWith(QStringLiteral("2. Player 2 — casual engine: ")),
             qPrintable(f.game()->moveTexts()[1]));
}

}  // namespace

class TestGameController : public QObject {
    Q_OBJECT
private slots:
    void engineAnswersAndUndoTakesBoth_data() { pages(); }
    void engineAnswersAndUndoTakesBoth() { run(::engineAnswersAndUndoTakesBoth<WelterFixture>, ::engineAnswersAndUndoTakesBoth<NimFixture>, ::engineAnswersAndUndoTakesBoth<PlayFixture>); }
    void staleAnswerIsDropped_data() { pages(); }
    void staleAnswerIsDropped() { run(::staleAnswerIsDropped<WelterFixture>, ::staleAnswerIsDropped<NimFixture>, ::staleAnswerIsDropped<PlayFixture>); }
    void moveListGoesToThePositionAfterTheMove_data() { pages(); }
    void moveListGoesToThePositionAfterTheMove() {
        run(::moveListGoesToThePositionAfterTheMove<WelterFixture>, ::moveListGoesToThePositionAfterTheMove<NimFixture>, ::moveListGoesToThePositionAfterTheMove<PlayFixture>);
    }
    void firstMoverIsFixedOnceAMoveIsMade_data() { pages(); }
    void firstMoverIsFixedOnceAMoveIsMade() {
        run(::firstMoverIsFixedOnceAMoveIsMade<WelterFixture>, ::firstMoverIsFixedOnceAMoveIsMade<NimFixture>, ::firstMoverIsFixedOnceAMoveIsMade<PlayFixture>);
    }
    void playerChangeKeepsTheCredits_data() { pages(); }
    void playerChangeKeepsTheCredits() { run(::playerChangeKeepsTheCredits<WelterFixture>, ::playerChangeKeepsTheCredits<NimFixture>, ::playerChangeKeepsTheCredits<PlayFixture>); }
    void stepPlaysOneEngineMove_data() { pages(); }
    void stepPlaysOneEngineMove() {
        run(::stepPlaysOneEngineMove<WelterFixture>, ::stepPlaysOneEngineMove<NimFixture>, ::stepPlaysOneEngineMove<PlayFixture>);
    }
    void engineAgainstEngineToTheEnd_data() { pages(); }
    void engineAgainstEngineToTheEnd() { run(::engineAgainstEngineToTheEnd<WelterFixture>, ::engineAgainstEngineToTheEnd<NimFixture>, ::engineAgainstEngineToTheEnd<PlayFixture>); }

private:
    enum Game { Welter, Nim, Play };
    static void pages() {
        QTest::addColumn<int>("game");
        QTest::newRow("Welter's strip") << int(Welter);
        QTest::newRow("Nim") << int(Nim);
        QTest::newRow("Hackenbush Play") << int(Play);
    }
    static void run(void (*onWelter)(), void (*onNim)(), void (*onPlay)()) {
        QFETCH(int, game);
        (game == Welter ? onWelter : game == Nim ? onNim : onPlay)();
    }
};

QTEST_MAIN(TestGameController)
#include "tst_game_controller.moc"
