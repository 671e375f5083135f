// core_welter_outcome: welter::isOver() and welter::winner() (welter.h), the end of a game of
// Welter's strip, against the rules themselves. On 6,000 random positions of up to 8 coins on
// squares 0..15 (fixed seed; about a third of them crowded near square 0 so that finished positions
// are common), in any order of the coins: the game is over exactly when legalMoves() is empty, and
// for either player to move and either rule the winner is read from exhaustive search (searchValue:
// the player to move wins a finished position iff its Grundy value is non-zero, normal or misère).
// On 800 random games played to the end with random legal moves: no winner until no move is left,
// then the last mover in normal play and the other player in misère play.
#include <QtTest>

#include "homestead/welter.h"

#include <algorithm>
#include <numeric>
#include <random>

using namespace homestead::welter;

namespace {

using Coins = std::vector<Square>;

// Distinct random squares below `squares`, `count` of them, in random order.
Coins randomCoins(std::mt19937_64& rng, int count, int squares) {
    Coins all(static_cast<std::size_t>(squares));
    std::iota(all.begin(), all.end(), Square{0});
    std::shuffle(all.begin(), all.end(), rng);
    all.resize(static_cast<std::size_t>(std::min(count, squares)));
    return all;
}

}  // namespace

class WelterOutcomeTest : public QObject {
    Q_OBJECT
private slots:
    void golden() {
        QVERIFY(isOver(Coins{}));
        QVERIFY(isOver(Coins{1, 0}));
        QVERIFY(!isOver(Coins{0, 2}));
        QCOMPARE(winner(Coins{0, 1}, 0, false), std::optional<int>(1));
        QCOMPARE(winner(Coins{0, 1}, 0, true), std::optional<int>(0));
        QCOMPARE(winner(Coins{2}, 1, false), std::nullopt);
    }

    void agreesWithLegalMovesAndSearch() {
        std::mt19937_64 rng(31337);
        int over = 0;
        for (int round = 0; round < 6000; ++round) {
            const int count = int(rng() % 9);
            const int squares = round % 3 == 0 ? count + int(rng() % 2) : 16;
            const Coins coins = randomCoins(rng, count, squares);
            const bool noMove = legalMoves(coins).empty();
            QCOMPARE(isOver(coins), noMove);
            over += noMove;
            for (bool misere : {false, true}) {
                const bool moverWins = searchValue(coins, misere) != 0;
                for (int toMove : {0, 1}) {
                    const std::optional<int> w = winner(coins, toMove, misere);
                    QCOMPARE(w.has_value(), noMove);
                    if (w) QCOMPARE(*w, moverWins ? toMove : 1 - toMove);
                }
            }
        }
        QVERIFY(over > 500 && over < 5500);  // both finished and open positions are exercised
    }

    void randomGamesEndWithTheRightWinner() {
        std::mt19937_64 rng(2718);
        for (int round = 0; round < 800; ++round) {
            Coins coins = randomCoins(rng, 1 + int(rng() % 8), 20);
            const int first = int(rng() % 2);
            const bool misere = round % 2 == 1;
            int toMove = first, lastMover = -1;
            for (std::vector<Move> moves = legalMoves(coins); !moves.empty(); moves = legalMoves(coins)) {
                QVERIFY(!isOver(coins));
                QCOMPARE(winner(coins, toMove, misere), std::nullopt);
                coins = applyMove(coins, moves[rng() % moves.size()]);
                lastMover = toMove;
                toMove = 1 - toMove;
            }
            QVERIFY(isOver(coins));
            if (lastMover < 0) continue;  // started finished: covered above
            QCOMPARE(winner(coins, toMove, misere), std::optional<int>(misere ? 1 - lastMover : lastMover));
        }
    }
};

QTEST_APPLESS_MAIN(WelterOutcomeTest)
#include "tst_welter_outcome.moc"
