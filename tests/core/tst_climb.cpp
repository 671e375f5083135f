// Conway's climb (THEORY.md §6 "All winning moves fast", §7): for every bridge of 3,000 random small
// pictures (fixed seeds) the climb runs from a bridge at the ground up to the edge, each step
// standing on the garden node the step before holds up; each target is that edge's stress in the
// picture once the edge is chopped (analysed afresh), the last target is 0, the targets are
// consistent with the sums at each node (⊕ at the ground = value after the chop; 1 + ⊕ above), and
// the climb of a winning edge ends on a winning edge. Golden: the Homestead's only winning move,
// 15 → 5, 8 → 2, 4 → 2, 2 → 0, read as Conway's text.
#include <QtTest>

#include "random_picture.h"
#include "../classic_pictures.h"

#include "homestead/explanation.h"
#include "homestead/explanation_text.h"
#include "homestead/picture_json.h"

#include <algorithm>
#include <functional>
#include <numeric>

using namespace homestead;

namespace {

std::uint64_t xorOf(const std::vector<std::uint64_t>& v) { return std::accumulate(v.begin(), v.end(), std::uint64_t(0), std::bit_xor<>()); }

void checkClimb(const PictureAnalysis& a, EdgeId id) {
    const Picture& p = a.picture();
    const Garden& g = a.garden();
    EdgeExplanation x = explainEdge(a, id);
    QVERIFY(!x.climb.empty());
    QCOMPARE(x.climb.back().edge, id);
    QCOMPARE(x.climb.back().target, std::uint64_t(0));
    Analysis after = analyse(p.chop(id).picture);
    int node = 0;  // the garden node the next step stands on
    for (std::size_t i = 0; i < x.climb.size(); ++i) {
        const ClimbStep& s = x.climb[i];
        const std::size_t index = p.indexOfEdge(s.edge);
        QVERIFY(g.isBridge[index]);
        const int child = g.edgeNode[index];
        QCOMPARE(g.parent[child], node);  // each step stands on what the step before holds up
        QCOMPARE(s.stress, a.edge(s.edge)->stress);
        // The stresses at its lower end are that node's sum, its own among them.
        QCOMPARE(xorOf(s.atLowerEnd), g.sum[node]);
        QVERIFY(std::count(s.atLowerEnd.begin(), s.atLowerEnd.end(), s.stress) >= 1);
        QVERIFY(std::is_sorted(s.atLowerEnd.rbegin(), s.atLowerEnd.rend()));  // largest first, as read
        // Its target is its stress once the edge is chopped (0 for the edge itself: it is gone).
        if (i + 1 < x.climb.size()) QCOMPARE(s.target, after.edge(s.edge, p.chop(id).picture).stress);
        // Consistent with the node: the new sum there is 1 less than the target below (or the value).
        const std::uint64_t newSum = g.sum[node] ^ s.stress ^ s.target;
        QCOMPARE(newSum, i == 0 ? x.valueAfterChop : x.climb[i - 1].target - 1);
        node = child;
    }
    QCOMPARE(x.valueAfterChop, after.value);
    QCOMPARE(x.winning, after.value == 0);
    QCOMPARE(a.edge(id)->winning, x.winning);
}

}  // namespace

class ClimbTest : public QObject {
    Q_OBJECT
private slots:
    void randomPictures() {
        int bridges = 0, winners = 0, longClimbs = 0;
        testing::forEachMixedPicture(104729, 11, 12, [&](std::uint64_t seed, Picture picture) {
            auto a = PictureAnalysis::of(std::move(picture));
            for (const EdgeAnalysis& e : a->analysis().edges) {
                if (!e.standing || e.onCycle) continue;
                checkClimb(*a, e.id);
                if (QTest::currentTestFailed()) {
                    qWarning("seed %llu, edge %lld", (unsigned long long)seed, (long long)e.id);
                    return false;
                }
                ++bridges;
                winners += e.winning;
                longClimbs += explainEdge(*a, e.id).climb.size() >= 3;
            }
            return true;
        });
        qInfo("%d bridges, %d winning, %d climbs of 3 steps or more", bridges, winners, longClimbs);
        QVERIFY(bridges > 10000);
        QVERIFY(winners > 1000);
        QVERIFY(longClimbs > 1000);
    }

    void homestead() {
        Picture p = testing::classicPicture("homestead");
        auto a = PictureAnalysis::of(p);
        QCOMPARE(a->analysis().winningMoves.size(), std::size_t(1));  // unique (§7)
        const EdgeId move = a->analysis().winningMoves[0];
        QCOMPARE(p.edge(move).name, std::string("twig bearing the highest apple"));
        EdgeExplanation x = explainEdge(*a, move);
        std::vector<std::pair<std::string, std::pair<std::uint64_t, std::uint64_t>>> steps;
        for (const ClimbStep& s : x.climb) steps.push_back({p.edge(s.edge).name, {s.stress, s.target}});
        using Step = std::pair<std::string, std::pair<std::uint64_t, std::uint64_t>>;
        QCOMPARE(steps, (std::vector<Step>{{"trunk", {15, 5}},
                                           {"left branch", {8, 2}},
                                           {"upper left branch", {4, 2}},
                                           {"twig bearing the highest apple", {2, 0}}}));
        // The branches at the trunk's top are 8 and 6; the 8-branch carries 2, 1 and 4 (read largest first).
        QCOMPARE(x.climb[1].atLowerEnd, (std::vector<std::uint64_t>{8, 6}));
        QCOMPARE(x.climb[2].atLowerEnd, (std::vector<std::uint64_t>{4, 2, 1}));
        // Conway's text.
        const std::string said = text::climbSentence(p, x.climb, a->analysis().value);
        for (const char* phrase : {"the value 10 must become 0", "the trunk 15 must become 5",
                                   "the 8 must become 2",
                                   "the trunk carries 8 and 6, so the trunk's 5 = 1 + (x ⊕ 6) gives x = 4 ⊕ 6 = 2: the 8 must become 2",
                                   "the left branch carries 4, 2 and 1, the others making 2 ⊕ 1 = 3, so the left branch's 2 = "
                                   "1 + (x ⊕ 3) gives x = 1 ⊕ 3 = 2: the 4 must become 2",
                                   "the 2 must become 0: chop it (twig bearing the highest apple"})
            QVERIFY2(said.find(phrase) != std::string::npos, said.c_str());
        // Afterwards the tree is worth 5 and the picture 0.
        QCOMPARE(x.valueAfterChop, std::uint64_t(0));
        QCOMPARE(text::climbStepSentence(p, x.climb, 0, 10),
                 std::string("the value 10 must become 0: the other stresses at the ground make 6 ⊕ 4 ⊕ 4 ⊕ 3 ⊕ 1 ⊕ … ⊕ 1 "
                             "(26 of them) = 5, so the trunk 15 must become 5 (edge ") +
                     std::to_string(x.climb[0].edge) + "), as 5 ⊕ 5 = 0");
    }

    // Edges named by a letter, or not named, go by "edge" and the letter or id with the stress in
    // brackets; never "the a 3" (a letter read as a word).
    void lettersAndUnnamedEdges() {
        Picture p;  // a stalk a-b-c and a lone edge d: 3 ⊕ 1 = 2; chopping b leaves 1 ⊕ 1 = 0
        const NodeId g = p.addNode(std::nullopt, true), x = p.addNode(), y = p.addNode(), z = p.addNode(), w = p.addNode();
        p.addEdge(g, x, "a");
        const EdgeId b = p.addEdge(x, y, "b");
        p.addEdge(y, z, "c");
        p.addEdge(g, w, "d");
        auto a = PictureAnalysis::of(p);
        EdgeExplanation ex = explainEdge(*a, b);
        QCOMPARE(text::climbSentence(p, ex.climb, 2),
                 std::string("To win, the value 2 must become 0: the other stress at the ground is 1, so edge a (3) "
                             "must become 1, as 1 ⊕ 1 = 0; edge a carries 2, so edge a's 1 = 1 + x gives x = 0: edge b (2) "
                             "must become 0: chop it."));
        // The same picture without names: the ids stand for the letters.
        Picture bare = p;
        for (const Edge& e : p.edges()) bare.setEdgeName(e.id, {});
        auto ab = PictureAnalysis::of(bare);
        ex = explainEdge(*ab, b);
        QCOMPARE(text::climbSentence(bare, ex.climb, 2),
                 "To win, the value 2 must become 0: the other stress at the ground is 1, so edge 0 (3) must become 1, "
                 "as 1 ⊕ 1 = 0; edge 0 carries 2, so edge 0's 1 = 1 + x gives x = 0: edge " +
                     std::to_string(b) + " (2) must become 0: chop it.");

        // On random pictures with one-letter names: no "the x " for a letter x anywhere in a climb.
        int climbs = 0;
        for (std::uint64_t seed = 0; seed < 1500; ++seed) {
            std::mt19937_64 rng(seed * 7919 + 3);
            Picture r = testing::randomSmallPicture(rng, 12);
            for (const Edge& e : r.edges()) r.setEdgeName(e.id, std::string(1, char('a' + e.id % 26)));
            auto ar = PictureAnalysis::of(r);
            for (EdgeId id : ar->analysis().winningMoves) {
                const EdgeExplanation w = explainEdge(*ar, id);
                if (w.cycle) continue;
                const std::string said = text::climbSentence(r, w.climb, ar->analysis().value);
                for (char c = 'a'; c <= 'z'; ++c)
                    QVERIFY2(said.find(std::string("the ") + c + " ") == std::string::npos, said.c_str());
                QVERIFY2(said.find("edge " + r.edge(id).name + " (") != std::string::npos, said.c_str());
                ++climbs;
            }
        }
        QVERIFY(climbs > 200);
    }
};

QTEST_APPLESS_MAIN(ClimbTest)
#include "tst_climb.moc"
