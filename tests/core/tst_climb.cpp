// Conway's climb (THEORY.md §6 "All winning moves fast", §7): for every bridge of 3,000 random small
// pictures (fixed seeds) the climb runs from a bridge at the ground up to the edge, each step
// standing on the garden node the step before holds up; each target is that edge's stress in the
// picture once the edge is chopped (analysed afresh), the last target is 0, the targets are
// consistent with the sums at each node (⊕ at the ground = value after the chop; 1 + ⊕ above), and
// the climb of a winning edge ends on a winning edge. Golden: the Homestead's only winning move,
// 15 → 5, 8 → 2, 4 → 2, 2 → 0, read as Conway's text.
#include <QtTest>

#include "random_picture.h"

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
        Picture p = loadPictureFile(std::string(HOMESTEAD_RESOURCES) + "/pictures/homestead.json");
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
        // The branches at the trunk's top are 8 and 6; the 8-branch carries 2, 1 and 4.
        auto sorted = [](std::vector<std::uint64_t> v) { std::sort(v.begin(), v.end()); return v; };
        QCOMPARE(sorted(x.climb[1].atLowerEnd), (std::vector<std::uint64_t>{6, 8}));
        QCOMPARE(sorted(x.climb[2].atLowerEnd), (std::vector<std::uint64_t>{1, 2, 4}));
        // Conway's text.
        const std::string said = text::climbSentence(p, x.climb, a->analysis().value);
        for (const char* phrase : {"the value 10 must become 0", "the trunk 15 must become 5",
                                   "the 8 must become 2", "carries 1, 2 and 4: the 4 must become 2",
                                   "the 2 must become 0: chop it (twig bearing the highest apple"})
            QVERIFY2(said.find(phrase) != std::string::npos, said.c_str());
        // Afterwards the tree is worth 5 and the picture 0.
        QCOMPARE(x.valueAfterChop, std::uint64_t(0));
        QCOMPARE(text::climbStepSentence(p, x.climb, 0, 10), std::string("the value 10 must become 0: the trunk 15 must become 5 (edge ") +
                                                                 std::to_string(x.climb[0].edge) + ")");
    }
};

QTEST_APPLESS_MAIN(ClimbTest)
#include "tst_climb.moc"
