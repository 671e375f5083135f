// game_over_undone: a game page's status line says the game is over when it ends — and stops saying
// it once the last move is taken back (Undo) or a new game starts (F2): it says whose turn it is.
// It used to keep "Game over: Perfect engine wins! You have no move left." under a game going on.
// On Welter's, Nim's and the Transfinite page alike, each game played to its end by two humans.
#include "gui_test_helpers.h"

#include "game_actions.h"
#include "nim_page.h"
#include "transfinite_page.h"
#include "welter_strip_page.h"

#include <QAction>

#include <functional>

#include "hang_guard.h"

using namespace guitest;

namespace {

// Ends `game` by `lastMove`, then checks what the page says on Undo, Redo and New game.
template <class Page>
void checkStatusAfterTheEnd(Page& page, const std::function<bool()>& lastMove) {
    auto* game = page.game();
    QVERIFY(lastMove());
    QVERIFY(game->isOver());
    const QString over = game->gameOverText();
    QVERIFY(!over.isEmpty());
    QCOMPARE(page.statusText(), over);

    page.actions().undo->trigger();
    QVERIFY(!game->isOver());
    QVERIFY2(page.statusText() != over, qPrintable(page.statusText()));
    QCOMPARE(page.statusText(), game->turnText());

    page.actions().redo->trigger();  // the end again, said again
    QVERIFY(game->isOver());
    QCOMPARE(page.statusText(), over);

    page.actions().newGame->trigger();
    QVERIFY(!game->isOver());
    QVERIFY2(page.statusText() != over, qPrintable(page.statusText()));
}

}  // namespace

class GameOverUndoneTest : public QObject {
    Q_OBJECT
private slots:
    void welter() {
        WelterStripPage page;
        WelterGame* game = page.game();
        game->setPlayers(PlayerKind::Human, PlayerKind::Human);
        QVERIFY(game->setCoins({1}));
        checkStatusAfterTheEnd(page, [game] { return game->play({1, 0}); });
    }
    void nim() {
        NimPage page;
        NimGame* game = page.game();
        game->setPlayers(PlayerKind::Human, PlayerKind::Human);
        QVERIFY(game->setHeaps({2}));
        checkStatusAfterTheEnd(page, [game] { return game->play({0, 2, 0}); });
    }
    void transfinite() {
        TransfinitePage page;
        TransfiniteGame* game = page.game();
        game->setPlayers(PlayerKind::Human, PlayerKind::Human);
        QVERIFY(game->setCoinsText(QStringLiteral("1"), TransfiniteKind::Nim));
        checkStatusAfterTheEnd(page, [game] { return game->playText(QStringLiteral("1 -> 0")); });
    }
};

QTEST_MAIN(GameOverUndoneTest)
#include "tst_game_over_undone.moc"
