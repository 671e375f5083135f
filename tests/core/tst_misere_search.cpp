// core_misere_search: misère outcomes and winning moves by exhaustive search, checked against
// misère Nim (stalks standing on the ground are Nim heaps; Bouton's misère rule) on 3,000 random
// sets of stalks, and against a naive recursion over Picture::chop (no memo, no canonical form) on
// 1,500 random small pictures with loops, repeated and floating edges (fixed seeds); the limit is
// refused with a message naming the count and the limit; isomorphic positions (twigs) share one entry.
#include "homestead/misere_search.h"

#include "random_picture.h"

#include <QTest>

#include <random>

using namespace homestead;

namespace {

// Does the player to move win misère, by brute force over the real picture?
bool naiveWins(const Picture& p) {
    std::vector<bool> mask = p.standingMask();
    bool any = false;
    for (std::size_t i = 0; i < mask.size(); ++i) {
        if (!mask[i]) continue;
        any = true;
        if (!naiveWins(p.chop(p.edges()[i].id).picture)) return true;
    }
    return !any;  // no move: the player to move wins
}

// Bouton's misère Nim: the player to move loses iff (every heap <= 1 and an odd number of 1s) or
// (some heap >= 2 and the nim-sum is 0).
bool misereNimLoses(const std::vector<int>& heaps) {
    int x = 0, ones = 0;
    bool big = false;
    for (int h : heaps) { x ^= h; ones += h == 1; big = big || h >= 2; }
    return big ? x == 0 : ones % 2 == 1;
}

}  // namespace

class TestMisereSearch : public QObject {
    Q_OBJECT
private slots:
    void emptyPictureIsAWinForThePlayerToMove() {
        Picture p;
        p.addNode(Point{0, 0}, true);
        MisereResult r = misereAnalyse(p);
        QVERIFY(r.firstPlayerWins);
        QVERIFY(r.winningMoves.empty());
    }

    void oneEdgeLosesTwoWin() {
        Picture p;
        NodeId g = p.addNode(Point{0, 0}, true), a = p.addNode(Point{0, 1});
        EdgeId bottom = p.addEdge(g, a);
        QVERIFY(!misereAnalyse(p).firstPlayerWins);  // must chop it, then the opponent cannot move
        NodeId b = p.addNode(Point{0, 2});
        EdgeId top = p.addEdge(a, b);
        MisereResult r = misereAnalyse(p);
        QVERIFY(r.firstPlayerWins);
        QCOMPARE(r.winningMoves, std::vector<EdgeId>{top});  // leave one edge for the opponent
        Q_UNUSED(bottom);
    }

    void stalksFollowMisereNim() {
        std::mt19937_64 rng(515);
        for (int round = 0; round < 3000; ++round) {
            Picture p;
            NodeId g = p.addNode(Point{0, 0}, true);
            int stalks = int(rng() % 4) + 1;
            std::vector<int> heaps;
            std::vector<std::vector<EdgeId>> stalkEdges;
            for (int s = 0; s < stalks; ++s) {
                int h = int(rng() % 5) + (round % 3 == 0 ? 0 : 1) ;
                heaps.push_back(h);
                stalkEdges.emplace_back();
                NodeId below = g;
                for (int k = 0; k < h; ++k) {
                    NodeId up = p.addNode(Point{double(s), double(k + 1)});
                    stalkEdges.back().push_back(p.addEdge(below, up));
                    below = up;
                }
            }
            MisereLimits upTo20;
            upTo20.maxEdges = 20;
            MisereResult r = misereAnalyse(p, upTo20);
            QCOMPARE(r.firstPlayerWins, !misereNimLoses(heaps));
            std::vector<EdgeId> expected;
            for (int s = 0; s < stalks; ++s)
                for (int k = 0; k < heaps[s]; ++k) {  // chopping the edge at height k leaves k
                    std::vector<int> after = heaps;
                    after[s] = k;
                    if (misereNimLoses(after)) expected.push_back(stalkEdges[s][k]);
                }
            std::sort(expected.begin(), expected.end());
            QCOMPARE(r.winningMoves, expected);
        }
    }

    void randomPicturesMatchNaiveRecursion() {
        std::mt19937_64 rng(2026);
        int wins = 0;
        for (int round = 0; round < 1500; ++round) {
            Picture p = testing::randomSmallPicture(rng, 7);
            MisereResult r = misereAnalyse(p);
            QCOMPARE(r.firstPlayerWins, naiveWins(p));
            wins += r.firstPlayerWins;
            std::vector<bool> mask = p.standingMask();
            std::vector<EdgeId> expected;
            for (std::size_t i = 0; i < mask.size(); ++i)
                if (mask[i] && !naiveWins(p.chop(p.edges()[i].id).picture)) expected.push_back(p.edges()[i].id);
            std::sort(expected.begin(), expected.end());
            QCOMPARE(r.winningMoves, expected);
            QCOMPARE(r.firstPlayerWins, !r.winningMoves.empty() || std::none_of(mask.begin(), mask.end(), [](bool b) { return b; }));
        }
        QVERIFY(wins > 100 && wins < 1400);  // both outcomes occur
    }

    // Twigs on the ground are interchangeable: the renaming by colour refinement finds that k twigs
    // out of n are one position whichever they are, so n twigs cost about n positions, not 2^n.
    void isomorphicPositionsShareOneEntry() {
        for (int n : {9, 10, 20}) {
            Picture p;
            NodeId g = p.addNode(Point{0, 0}, true);
            for (int i = 0; i < n; ++i) p.addEdge(g, p.addNode(Point{double(i), 1}));
            MisereLimits limits;
            limits.maxEdges = 20;
            MisereResult r = misereAnalyse(p, limits);
            QCOMPARE(r.firstPlayerWins, n % 2 == 0);  // misère Nim with heaps of 1
            QVERIFY2(r.positions <= std::size_t(n) + 1, qPrintable(QString::number(r.positions)));
        }
    }

    void refusedAboveTheLimit() {
        Picture p;
        NodeId below = p.addNode(Point{0, 0}, true);
        for (int k = 0; k < 25; ++k) {
            NodeId up = p.addNode(Point{0, double(k + 1)});
            p.addEdge(below, up);
            below = up;
        }
        auto why = misereRefusal(p);
        QVERIFY(why.has_value());
        QVERIFY(why->find("25") != std::string::npos);
        QVERIFY(why->find("16") != std::string::npos);
        // the window's reason is in the window's language, with the same counts
        const auto german = misereRefusal(p, {}, Language::German);
        QVERIFY(german && *german != *why);
        QVERIFY(german->find("stehende Kanten") != std::string::npos);
        QVERIFY(german->find("25") != std::string::npos && german->find("16") != std::string::npos);
        // a position: the edges still standing are counted, not those drawn
        Picture chopped = p;
        for (int chop = 0; chop < 3; ++chop) chopped = chopped.chop(chopped.edges().back().id).picture;
        const auto after = misereRefusal(chopped);
        QVERIFY(after && after->find("22") != std::string::npos && after->find("25") == std::string::npos);
        QVERIFY(!misereRefusal(p.chop(p.edges()[10].id).picture));  // 10 standing
        // a new game from the start is what misère would begin: refused, counting the start's edges
        const auto newGame = misereNewGameRefusal(p);
        QVERIFY(newGame && *newGame != *why);
        QVERIFY(newGame->find("25") != std::string::npos && newGame->find("16") != std::string::npos);
        QVERIFY(!misereNewGameRefusal(chopped.chop(chopped.edges()[10].id).picture));
        const auto french = misereNewGameRefusal(p, {}, Language::French);
        QVERIFY(french && french->find("25") != std::string::npos && *french != *newGame);
        QVERIFY_THROWS_EXCEPTION(MisereTooLarge, misereAnalyse(p));
        MisereLimits wide;
        wide.maxEdges = 30;
        QVERIFY(!misereRefusal(p, wide));
        QVERIFY(misereAnalyse(p, wide).firstPlayerWins);  // one heap of 25
        MisereLimits tight;
        tight.maxEdges = 30;
        tight.maxPositions = 3;
        QVERIFY_THROWS_EXCEPTION(MisereTooLarge, misereAnalyse(p, tight));
    }
};

QTEST_APPLESS_MAIN(TestMisereSearch)
#include "tst_misere_search.moc"
