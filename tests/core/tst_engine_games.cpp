// core_engine_games: engine-against-engine games on 4,000 random small pictures (fixed seeds; loops,
// repeated and floating edges). Every engine move chops a standing edge; from every position with a
// winning move the perfect engine leaves value 0 (by the analysis, and by exhaustive search on the
// smaller pictures); every game ends (at most one move per edge) and, between two perfect engines,
// the first player wins iff the start value is non-zero. A perfect engine against a casual one wins
// every game in which it is ever handed a position of non-zero value.
#include "homestead/analysis.h"
#include "homestead/engine.h"
#include "homestead/search.h"

#include "random_picture.h"

#include <QTest>

#include <random>

using namespace homestead;

namespace {

struct GameRecord {
    int winner = -1;               // 0: the first player, 1: the second
    int moves = 0;
    bool perfectSawNonZero = false;  // side 0 ever moved from a position of non-zero value
};

// Plays until nobody can move; side 0 uses `first`, side 1 `second`. Checks each move as it goes.
GameRecord play(Picture p, EngineOptions first, EngineOptions second, bool searchToo) {
    GameRecord g;
    int side = 0;
    const std::size_t bound = p.edgeCount();
    for (;;) {
        EngineOptions o = side == 0 ? first : second;
        o.seed = o.seed * 1000003 + std::uint64_t(g.moves);
        std::optional<EdgeId> move = engineMove(p, o);
        std::vector<bool> mask = p.standingMask();
        if (!move) {
            if (std::find(mask.begin(), mask.end(), true) != mask.end())
                throw std::runtime_error("engine passed with a standing edge");
            g.winner = 1 - side;  // normal play: whoever cannot move loses
            return g;
        }
        if (!p.hasEdge(*move) || !mask[p.indexOfEdge(*move)])
            throw std::runtime_error("engine chopped an edge that does not stand: " + std::to_string(*move));
        const std::uint64_t before = analyse(p).value;
        if (side == 0 && before != 0) g.perfectSawNonZero = true;
        Picture after = p.chop(*move).picture;
        if (o.strength == Strength::Perfect && before != 0) {
            if (analyse(after).value != 0) throw std::runtime_error("perfect engine missed a winning move");
            if (searchToo && searchValue(after) != 0) throw std::runtime_error("search disagrees: not a P-position");
        }
        p = std::move(after);
        side = 1 - side;
        if (++g.moves > int(bound)) throw std::runtime_error("game longer than the number of edges");
    }
}

}  // namespace

class TestEngineGames : public QObject {
    Q_OBJECT
private slots:
    void perfectAgainstPerfect() {
        std::mt19937_64 rng(55);
        int firstWins = 0;
        for (int round = 0; round < 3000; ++round) {
            Picture p = testing::randomSmallPicture(rng, round % 2 ? 10 : 16);
            const std::uint64_t value = analyse(p).value;
            EngineOptions a, b;
            a.seed = std::uint64_t(round);
            b.seed = std::uint64_t(round) + 7;
            a.randomWinning = round % 3 == 0;
            b.randomWinning = round % 5 == 0;
            GameRecord g;
            try {
                g = play(p, a, b, p.edgeCount() <= 10);
            } catch (const std::exception& e) {
                QFAIL(qPrintable(QStringLiteral("round %1: %2").arg(round).arg(e.what())));
            }
            QCOMPARE(g.winner == 0, value != 0);
            firstWins += g.winner == 0;
        }
        QVERIFY(firstWins > 300 && firstWins < 2700);  // both outcomes occur
    }

    void perfectAgainstCasual() {
        std::mt19937_64 rng(56);
        int perfectWins = 0;
        for (int round = 0; round < 1000; ++round) {
            Picture p = testing::randomSmallPicture(rng, 14);
            EngineOptions perfect, casual;
            perfect.seed = std::uint64_t(round);
            casual.strength = Strength::Casual;
            casual.seed = std::uint64_t(round) * 31 + 1;
            GameRecord g;
            try {
                g = play(p, perfect, casual, false);
            } catch (const std::exception& e) {
                QFAIL(qPrintable(QStringLiteral("round %1: %2").arg(round).arg(e.what())));
            }
            if (g.perfectSawNonZero) QCOMPARE(g.winner, 0);
            perfectWins += g.winner == 0;
        }
        QVERIFY(perfectWins > 500);
    }
};

QTEST_APPLESS_MAIN(TestEngineGames)
#include "tst_engine_games.moc"
