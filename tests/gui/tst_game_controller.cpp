// The one game controller (game_controller.h) and its shared controls (game_controls.h), driven the
// same way on both game pages — Welter's strip and Nim — through the GameController face alone:
// the engine answers a human and undo takes both moves back; an answer still coming when the
// position changes is dropped (counted, never played); a click on a move of the list goes to the
// position after that move; who moves first is refused once a move is made, with the reason shown and
// the box put back; a change of player keeps each move credited to the kind that made it; engine
// against engine plays to the end and the banner and turn line say so. Every check runs on both pages,
// so a page that kept its own copy of the loop would fail the one it differs in.
#include "game_controller.h"
#include "game_controls.h"
#include "nim_page.h"
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
    bool humanMove() { return page.game()->play(*page.game()->session().engineMove(PlayerKind::EnginePerfect)); }
    QString status() const { return page.statusText(); }
};

template <class Fixture>
void engineAnswersAndUndoTakesBoth() {
    Fixture f;
    f.game()->setPlayer(1, PlayerKind::EnginePerfect);
    QVERIFY(f.humanMove());
    QVERIFY(f.game()->engineThinking());
    QTRY_COMPARE_WITH_TIMEOUT(f.game()->ply(), 2, homestead::testing::kHangGuardMs);
    QVERIFY(f.game()->humanToMove());
    QCOMPARE(f.page.controls()->moveList->count(), 2);
    f.game()->undo();  // the human's move and the engine's reply
    QCOMPARE(f.game()->ply(), 0);
    QVERIFY(f.game()->canRedo());
    QCOMPARE(f.page.controls()->moveList->count(), 2);  // still listed, to redo
    QCOMPARE(f.page.controls()->moveList->item(0)->foreground().color(),
             f.page.controls()->moveList->palette().color(QPalette::Disabled, QPalette::Text));
    QCOMPARE(f.page.controls()->turnLabel->text(), QStringLiteral("Your move"));
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
    QListWidget* list = f.page.controls()->moveList;
    QCOMPARE(list->count(), 3);
    QCOMPARE(list->currentRow(), 2);
    emit list->itemClicked(list->item(0));  // "1. …": the position after the first move
    QCOMPARE(f.game()->ply(), 1);
    QCOMPARE(f.page.controls()->moveList->currentRow(), 0);
    emit list->itemClicked(list->item(2));
    QCOMPARE(f.game()->ply(), 3);
    QVERIFY(!f.game()->canRedo());
}

template <class Fixture>
void firstMoverIsFixedOnceAMoveIsMade() {
    Fixture f;
    QComboBox* first = f.page.controls()->firstBox;
    first->setCurrentIndex(1);  // before any move: allowed
    QCOMPARE(f.game()->firstPlayer(), 1);
    QCOMPARE(f.game()->toMove(), 1);
    first->setCurrentIndex(0);
    QCOMPARE(f.game()->firstPlayer(), 0);
    QVERIFY(f.humanMove());
    QVERIFY(!first->isEnabled());
    QSignalSpy refused(f.page.controls(), &GameControls::refused);
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
    f.page.controls()->playerBox[1]->setCurrentIndex(f.page.controls()->playerBox[1]->findData(int(PlayerKind::EngineCasual)));
    QCOMPARE(f.game()->player(1), PlayerKind::EngineCasual);
    QCOMPARE(f.game()->ply(), 2);  // the game goes on
    QVERIFY2(f.game()->moveTexts()[1].startsWith(QStringLiteral("2. Player 2 — human: ")),
             qPrintable(f.game()->moveTexts()[1]));
    QCOMPARE(f.page.controls()->moveList->item(1)->text(), f.game()->moveTexts()[1]);
    QCOMPARE(f.page.controls()->turnLabel->text(), QStringLiteral("Your move"));  // player 1, the one human
}

template <class Fixture>
void engineAgainstEngineToTheEnd() {
    Fixture f;
    f.game()->setPaused(true);
    f.game()->setPlayer(0, PlayerKind::EnginePerfect);
    f.game()->setPlayer(1, PlayerKind::EngineCasual);
    QCOMPARE(f.page.controls()->turnLabel->text(), QStringLiteral("Player 1 — perfect engine to move (engines paused)"));
    QVERIFY(!f.game()->engineThinking());
    f.game()->setPaused(false);
    QTRY_VERIFY_WITH_TIMEOUT(f.game()->isOver(), homestead::testing::kHangGuardMs);
    QVERIFY(f.game()->winner().has_value());
    QCOMPARE(f.page.controls()->moveList->count(), f.game()->ply());
    QVERIFY(f.page.controls()->banner->isVisible());
    QCOMPARE(f.page.controls()->banner->text(), f.game()->gameOverText());
    QVERIFY(f.page.controls()->banner->text().startsWith(QStringLiteral("Game over: ")));
    QCOMPARE(f.page.controls()->turnLabel->text(), QStringLiteral("Game over"));
    // Undo with no human: one move back, and the engines pause there.
    f.game()->undo();
    QVERIFY(f.game()->paused());
    QVERIFY(!f.game()->isOver());
    QVERIFY(!f.page.controls()->banner->isVisible());
}

}  // namespace

class TestGameController : public QObject {
    Q_OBJECT
private slots:
    void engineAnswersAndUndoTakesBoth_data() { pages(); }
    void engineAnswersAndUndoTakesBoth() { run(::engineAnswersAndUndoTakesBoth<WelterFixture>, ::engineAnswersAndUndoTakesBoth<NimFixture>); }
    void staleAnswerIsDropped_data() { pages(); }
    void staleAnswerIsDropped() { run(::staleAnswerIsDropped<WelterFixture>, ::staleAnswerIsDropped<NimFixture>); }
    void moveListGoesToThePositionAfterTheMove_data() { pages(); }
    void moveListGoesToThePositionAfterTheMove() {
        run(::moveListGoesToThePositionAfterTheMove<WelterFixture>, ::moveListGoesToThePositionAfterTheMove<NimFixture>);
    }
    void firstMoverIsFixedOnceAMoveIsMade_data() { pages(); }
    void firstMoverIsFixedOnceAMoveIsMade() {
        run(::firstMoverIsFixedOnceAMoveIsMade<WelterFixture>, ::firstMoverIsFixedOnceAMoveIsMade<NimFixture>);
    }
    void playerChangeKeepsTheCredits_data() { pages(); }
    void playerChangeKeepsTheCredits() { run(::playerChangeKeepsTheCredits<WelterFixture>, ::playerChangeKeepsTheCredits<NimFixture>); }
    void engineAgainstEngineToTheEnd_data() { pages(); }
    void engineAgainstEngineToTheEnd() { run(::engineAgainstEngineToTheEnd<WelterFixture>, ::engineAgainstEngineToTheEnd<NimFixture>); }

private:
    static void pages() {
        QTest::addColumn<bool>("welter");
        QTest::newRow("Welter's strip") << true;
        QTest::newRow("Nim") << false;
    }
    static void run(void (*onWelter)(), void (*onNim)()) {
        QFETCH(bool, welter);
        (welter ? onWelter : onNim)();
    }
};

QTEST_MAIN(TestGameController)
#include "tst_game_controller.moc"
