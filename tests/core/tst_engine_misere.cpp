// core_engine_misere: engineMove() in misère play (EngineOptions::misere) against exhaustive search.
// On 3,000 random small pictures of at most 8 edges in which something stands (fixed seed; loops,
// repeated and floating edges) the winning moves are found independently, by chopping each standing edge with Picture::chop and
// asking misereAnalyse() whether the position left is lost for the player to move. The perfect
// engine plays one of them whenever one exists (the smallest id, or any with randomWinning), else
// the normal-play choice; it always chops a standing edge and passes only when nothing stands;
// Casual replays from its seed and plays a random standing edge about one time in three. Games on
// 1,000 more pictures: two perfect engines, the first wins iff the search says so (misère: whoever
// cannot move wins); perfect against casual, perfect wins whenever it is handed a won position.
#include "homestead/engine.h"
#include "homestead/misere_search.h"

#include "random_picture.h"

#include <QTest>

#include <algorithm>
#include <random>

using namespace homestead;

namespace {

std::vector<EdgeId> standingEdges(const Picture& p) {
    std::vector<bool> mask = p.standingMask();
    std::vector<EdgeId> out;
    for (std::size_t i = 0; i < mask.size(); ++i)
        if (mask[i]) out.push_back(p.edges()[i].id);
    return out;
}

// The misère winning moves by chop-and-search: the chops after which the player to move loses.
std::vector<EdgeId> winningByChopping(const Picture& p) {
    std::vector<EdgeId> out;
    for (EdgeId id : standingEdges(p))
        if (!misereAnalyse(p.chop(id).picture).firstPlayerWins) out.push_back(id);
    std::sort(out.begin(), out.end());
    return out;
}

// A random small picture (at most 8 edges) in which something stands: the positions worth checking.
Picture randomStandingPicture(std::mt19937_64& rng) {
    for (;;) {
        Picture p = testing::randomSmallPicture(rng, 8);
        if (!standingEdges(p).empty()) return p;
    }
}

bool contains(const std::vector<EdgeId>& ids, EdgeId id) { return std::find(ids.begin(), ids.end(), id) != ids.end(); }

EngineOptions misereOptions(Strength strength, std::uint64_t seed, bool randomWinning) {
    EngineOptions o;
    o.strength = strength;
    o.seed = seed;
    o.randomWinning = randomWinning;
    o.misere = true;
    return o;
}

// Plays to the end, side 0 with `first`, side 1 with `second`; returns the winner (misère: the side
// that cannot move). Every move must chop a standing edge. `perfectHandedWin`: side 0 was ever to
// move in a position that the search calls won.
int playMisere(Picture p, EngineOptions first, EngineOptions second, bool& perfectHandedWin) {
    perfectHandedWin = false;
    const std::size_t bound = p.edgeCount();
    for (int side = 0, moves = 0;; side = 1 - side, ++moves) {
        EngineOptions o = side == 0 ? first : second;
        o.seed = o.seed * 1000003 + std::uint64_t(moves);
        const std::vector<EdgeId> standing = standingEdges(p);
        if (side == 0 && misereAnalyse(p).firstPlayerWins) perfectHandedWin = true;
        std::optional<EdgeId> move = engineMove(p, o);
        if (!move) {
            if (!standing.empty()) throw std::runtime_error("engine passed with a standing edge");
            return side;  // misère: whoever cannot move wins
        }
        if (!contains(standing, *move)) throw std::runtime_error("chopped an edge that does not stand");
        if (moves > int(bound)) throw std::runtime_error("game longer than the number of edges");
        p = p.chop(*move).picture;
    }
}

}  // namespace

class TestEngineMisere : public QObject {
    Q_OBJECT
private slots:
    void smallCases() {
        Picture p;
        NodeId g = p.addNode(Point{0, 0}, true), a = p.addNode(Point{0, 1}), b = p.addNode(Point{0, 2});
        EngineOptions o = misereOptions(Strength::Perfect, 0, false);
        QCOMPARE(engineMove(p, o), std::nullopt);  // nothing stands
        EdgeId bottom = p.addEdge(g, a);
        QCOMPARE(engineMove(p, o), std::optional<EdgeId>(bottom));  // forced, and it loses
        EdgeId top = p.addEdge(a, b);
        QCOMPARE(engineMove(p, o), std::optional<EdgeId>(top));  // leave the opponent one edge
        o.misere = false;
        QCOMPARE(engineMove(p, o), std::optional<EdgeId>(bottom));  // normal play: take everything
    }

    void perfectPlaysAMisereWinningMove() {
        std::mt19937_64 rng(8128);
        int withWin = 0, withoutWin = 0, randomDiffers = 0, casualDiffers = 0, casualMoves = 0;
        for (int round = 0; round < 3000; ++round) {
            Picture p = randomStandingPicture(rng);
            const std::vector<EdgeId> standing = standingEdges(p);
            const std::vector<EdgeId> winning = winningByChopping(p);
            const QByteArray where = "round " + QByteArray::number(round);

            EngineOptions smallest = misereOptions(Strength::Perfect, std::uint64_t(round), false);
            std::optional<EdgeId> move = engineMove(p, smallest);
            QVERIFY2(move && contains(standing, *move), where);
            if (!winning.empty()) {
                ++withWin;
                QVERIFY2(*move == winning.front(), where);  // the smallest winning id
            } else {
                ++withoutWin;
                EngineOptions normal = smallest;
                normal.misere = false;
                QVERIFY2(move == engineMove(p, normal), where);  // lost: the normal-play choice
            }

            for (std::uint64_t seed = 0; seed < 4; ++seed) {
                EngineOptions random = misereOptions(Strength::Perfect, std::uint64_t(round) * 8 + seed, true);
                std::optional<EdgeId> pick = engineMove(p, random);
                QVERIFY2(pick && contains(standing, *pick), where);
                if (!winning.empty()) QVERIFY2(contains(winning, *pick), where);
                QCOMPARE(engineMove(p, random), pick);  // replays
                randomDiffers += pick != move;

                EngineOptions casual = misereOptions(Strength::Casual, std::uint64_t(round) * 8 + seed, true);
                std::optional<EdgeId> c = engineMove(p, casual);
                QVERIFY2(c && contains(standing, *c), where);
                QCOMPARE(engineMove(p, casual), c);  // replays
                ++casualMoves;
                casualDiffers += !winning.empty() && !contains(winning, *c);
            }
        }
        QVERIFY(withWin > 1000 && withoutWin > 800);  // both kinds of position are exercised
        QVERIFY(randomDiffers > 100);                // randomWinning really varies the choice
        QVERIFY(casualDiffers > casualMoves / 50 && casualDiffers < casualMoves / 3);  // sometimes casual
    }

    void gamesEndWithTheSearchWinner() {
        std::mt19937_64 rng(4099);
        int firstWins = 0, perfectWins = 0;
        for (int round = 0; round < 1000; ++round) {
            Picture p = randomStandingPicture(rng);
            const bool firstShouldWin = misereAnalyse(p).firstPlayerWins;
            bool handed = false;
            try {
                EngineOptions a = misereOptions(Strength::Perfect, std::uint64_t(round), round % 2 == 0);
                EngineOptions b = misereOptions(Strength::Perfect, std::uint64_t(round) + 7, round % 3 == 0);
                const int winner = playMisere(p, a, b, handed);
                QVERIFY2((winner == 0) == firstShouldWin, qPrintable(QStringLiteral("round %1").arg(round)));
                firstWins += winner == 0;
                EngineOptions casual = misereOptions(Strength::Casual, std::uint64_t(round) * 31 + 1, true);
                const int vsCasual = playMisere(p, a, casual, handed);
                if (handed) QVERIFY2(vsCasual == 0, qPrintable(QStringLiteral("round %1 vs casual").arg(round)));
                perfectWins += vsCasual == 0;
            } catch (const std::exception& e) {
                QFAIL(qPrintable(QStringLiteral("round %1: %2").arg(round).arg(e.what())));
            }
        }
        QVERIFY(firstWins > 200 && firstWins < 800);  // both outcomes occur
        QVERIFY(perfectWins > firstWins);
    }
};

QTEST_APPLESS_MAIN(TestEngineMisere)
#include "tst_engine_misere.moc"
