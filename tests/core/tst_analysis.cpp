// analyse(): golden values (stalks, the door, a 4-cycle on a stalk of 2, a loop), stresses of a
// small tree, floating edges, parts, loads, parallel edges and loops at several base nodes, and a
// 300,000-edge stalk (no recursion to overflow the stack).
#include <QtTest>

#include "golden_pictures.h"
#include "random_picture.h"
#include "homestead/analysis.h"
#include "homestead/search.h"
#include "homestead/winning.h"

#include <algorithm>

using namespace homestead;
using namespace homestead::testing;

namespace {
std::vector<std::uint64_t> supportedOf(const Analysis& a, const EdgeAnalysis& x) {
    const auto span = a.supported(x);
    return {span.begin(), span.end()};
}
}  // namespace

class AnalysisTest : public QObject {
    Q_OBJECT
private slots:
    // analyse(Picture&&), which lets the picture go before the walk and keeps the edge ids itself
    // when they are not 0..m-1, gives exactly what analyse(const Picture&) gives, and leaves the
    // picture empty.
    void analysingAPictureLetGoGivesTheSameAnalysis() {
        int differences = 0;
        testing::forEachMixedPicture(6151, 5, 12, [&](std::uint64_t seed, Picture p) {
            const Analysis kept = analyse(p);
            const Analysis letGo = analyse(std::move(p));
            bool same = kept.value == letGo.value && kept.winningMoves == letGo.winningMoves &&
                        kept.floating == letGo.floating && kept.classes.size() == letGo.classes.size() &&
                        kept.edges.size() == letGo.edges.size() && p.edgeCount() == 0;
            for (std::size_t c = 0; same && c < kept.classes.size(); ++c)
                same = std::ranges::equal(kept.classes[c], letGo.classes[c]);
            for (std::size_t e = 0; same && e < kept.edges.size(); ++e)
                same = kept.edges[e].id == letGo.edges[e].id && kept.edges[e].stress == letGo.edges[e].stress &&
                       kept.edges[e].part == letGo.edges[e].part && kept.edges[e].winning == letGo.edges[e].winning;
            if (!same) qWarning("seed %llu: the analyses differ", static_cast<unsigned long long>(seed));
            differences += !same;
            return same;
        });
        QCOMPARE(differences, 0);
    }

    void stalks() {
        for (int n = 0; n <= 20; ++n) {
            Picture p = stalk(n);
            Analysis a = analyse(p);
            QCOMPARE(a.value, std::uint64_t(n));
            for (int i = 0; i < n; ++i) QCOMPARE(a.edges[i].stress, std::uint64_t(n - i));
            if (n > 0) QCOMPARE(a.winningMoves, std::vector<EdgeId>{0});  // chop at the ground
            QVERIFY(a.classes.empty());
        }
    }

    void door() {
        Picture p = testing::door();
        Analysis a = analyse(p);
        QCOMPARE(a.value, std::uint64_t(1));
        QCOMPARE(a.winningMoves, std::vector<EdgeId>{2});
        QCOMPARE(a.classes.copies(), (std::vector<std::vector<EdgeId>>{{0, 1, 2}}));
        for (const auto& e : a.edges) {
            QVERIFY(e.onCycle);
            QCOMPARE(e.stress, std::uint64_t(1));
            QCOMPARE(e.concyclicClass, 0);
            QVERIFY(a.supported(e).empty());
        }
        QCOMPARE(a.parts.size(), std::size_t(1));
        QCOMPARE(a.parts[0].value, std::uint64_t(1));
        QCOMPARE(analyse(p.chop(0).picture).value, std::uint64_t(2));  // a post leaves a stalk of 2
        QVERIFY(load(p, 2).empty());
    }

    void cycleOnAStalkOfTwo() {
        Picture p = cycleOnStalk();
        Analysis a = analyse(p);
        QCOMPARE(a.value, std::uint64_t(2));
        QCOMPARE(a.edges[1].stress, std::uint64_t(1));  // four loops cancel: 1 + 0
        QCOMPARE(a.edges[0].stress, std::uint64_t(2));
        QCOMPARE(supportedOf(a, a.edges[0]), std::vector<std::uint64_t>{1});
        QCOMPARE(supportedOf(a, a.edges[1]), (std::vector<std::uint64_t>{1, 1, 1, 1}));
        QCOMPARE(a.classes.copies(), (std::vector<std::vector<EdgeId>>{{2, 3, 4, 5}}));
        QCOMPARE(load(p, 0), (std::vector<EdgeId>{1, 2, 3, 4, 5}));
        QCOMPARE(load(p, 1), (std::vector<EdgeId>{2, 3, 4, 5}));
        // Winning: chop the lower stalk edge? leaves 0. Chop the upper: 1. A cycle edge: the node
        // becomes a path of 3 edges, stress 1 + 3 = 4 for edge 1, 5 for edge 0.
        QCOMPARE(a.winningMoves, std::vector<EdgeId>{0});
    }

    void loop() {
        Analysis a = analyse(groundLoop());
        QCOMPARE(a.value, std::uint64_t(1));
        QCOMPARE(a.winningMoves, std::vector<EdgeId>{0});
        QCOMPARE(a.classes.copies(), (std::vector<std::vector<EdgeId>>{{0}}));
        QVERIFY(a.edges[0].onCycle);
    }

    void treeStressesAndWeights() {
        // A trunk holding a stalk of 2 and a stalk of 1: branch stresses 2 and 1, trunk 1+(2^1) = 4.
        Picture p;
        NodeId g = p.addNode(Point{0, 0}, true), a = p.addNode(), b = p.addNode(), c = p.addNode(),
               d = p.addNode();
        EdgeId trunk = p.addEdge(g, a);
        EdgeId left = p.addEdge(a, b);
        p.addEdge(b, c);
        EdgeId right = p.addEdge(a, d);
        Analysis an = analyse(p);
        QCOMPARE(an.edge(trunk, p).stress, std::uint64_t(4));
        QCOMPARE(an.edge(trunk, p).weight, std::uint64_t(7));
        QCOMPARE(an.edge(left, p).stress, std::uint64_t(2));
        QCOMPARE(an.edge(left, p).weight, std::uint64_t(3));
        QCOMPARE(an.edge(right, p).weight, std::uint64_t(1));
        QCOMPARE(an.value, std::uint64_t(4));
        QCOMPARE(supportedOf(an, an.edge(trunk, p)), (std::vector<std::uint64_t>{2, 1}));
        QCOMPARE(weightOfStress(6), std::uint64_t(3));
        QCOMPARE(weightOfStress(8), std::uint64_t(15));
        QVERIFY_THROWS_EXCEPTION(PictureError, an.edge(99, p));
    }

    void floatingEdgesHaveNoNumbers() {
        Picture p = stalk(2);
        NodeId x = p.addNode(Point{5, 5}), y = p.addNode(Point{6, 6});
        EdgeId f1 = p.addEdge(x, y), f2 = p.addEdge(y, y);
        Analysis a = analyse(p);
        QCOMPARE(a.value, std::uint64_t(2));
        QCOMPARE(a.floating, (std::vector<EdgeId>{f1, f2}));
        QVERIFY(!a.edge(f1, p).standing);
        QCOMPARE(a.edge(f2, p).stress, std::uint64_t(0));
        QCOMPARE(a.edge(f2, p).part, -1);
        QCOMPARE(a.edge(f2, p).concyclicClass, -1);
        QVERIFY(load(p, f1).empty());
    }

    void partsAndSeveralBaseNodes() {
        // Part 1: an edge between two base nodes (a ground loop, worth 1). Part 2: two parallel
        // edges from the ground to one node (a 2-cycle, worth 0) with a stalk of 3 on top (3).
        Picture p;
        NodeId g1 = p.addNode(Point{0, 0}, true), g2 = p.addNode(Point{3, 0}, true);
        NodeId a = p.addNode(Point{1, 1});
        EdgeId base = p.addEdge(g1, g2);
        p.addEdge(g1, a);
        p.addEdge(g2, a);
        NodeId below = a;
        for (int i = 0; i < 3; ++i) {
            NodeId top = p.addNode();
            p.addEdge(below, top);
            below = top;
        }
        Analysis an = analyse(p);
        QCOMPARE(an.parts.size(), std::size_t(2));
        QCOMPARE(an.parts[0].edges, std::vector<EdgeId>{base});
        QCOMPARE(an.parts[0].value, std::uint64_t(1));
        QCOMPARE(an.parts[1].value, std::uint64_t(3));  // the 2-cycle cancels, the stalk is 3
        QCOMPARE(an.value, std::uint64_t(1 ^ 3));
        // With the base nodes identified the ground edge is a loop (a class alone) and the two legs
        // of a form a 2-cycle (one class).
        QCOMPARE(an.classes.copies(), (std::vector<std::vector<EdgeId>>{{base}, {1, 2}}));
        for (const auto& e : an.edges)
            QCOMPARE(e.concyclicClass >= 0, e.onCycle);
        auto all = loads(p);
        for (std::size_t e = 0; e < p.edgeCount(); ++e) QCOMPARE(all[e], load(p, p.edges()[e].id));
    }

    void girlOnOneFoot() {
        // THEORY.md §7 (Gardner Fig. 85), rebuilt from its numbers: foot, calf, thigh up to the hip;
        // at the hip a skirt (a 5-node, 5-edge cycle), a raised leg of 3 edges and the body; the
        // body's top carries two arms (stalks of 2), the head (a 2-edge cycle) and the hair edge,
        // whose top carries a ribbon of three loops.
        Picture p;
        NodeId ground = p.addNode(Point{0, 0}, true);
        NodeId ankle = p.addNode(), knee = p.addNode(), hip = p.addNode();
        EdgeId foot = p.addEdge(ground, ankle, "foot");
        EdgeId calf = p.addEdge(ankle, knee, "calf");
        EdgeId thigh = p.addEdge(knee, hip, "thigh");
        NodeId prev = hip;
        for (int i = 0; i < 4; ++i) {
            NodeId next = p.addNode();
            p.addEdge(prev, next, "skirt");
            prev = next;
        }
        p.addEdge(prev, hip, "skirt");
        NodeId r1 = p.addNode(), r2 = p.addNode(), r3 = p.addNode();
        EdgeId raised = p.addEdge(hip, r1, "raised thigh");
        p.addEdge(r1, r2);
        p.addEdge(r2, r3);
        NodeId neck = p.addNode();
        EdgeId body = p.addEdge(hip, neck, "body");
        for (int arm = 0; arm < 2; ++arm) {
            NodeId elbow = p.addNode(), hand = p.addNode();
            p.addEdge(neck, elbow);
            p.addEdge(elbow, hand);
        }
        p.addEdge(neck, neck, "head");
        p.addEdge(neck, neck, "head");
        NodeId ribbon = p.addNode();
        EdgeId hair = p.addEdge(neck, ribbon, "hair");
        for (int i = 0; i < 3; ++i) p.addEdge(ribbon, ribbon, "ribbon");
        Analysis a = analyse(p);
        QCOMPARE(a.edge(hair, p).stress, std::uint64_t(2));
        QCOMPARE(a.edge(body, p).stress, std::uint64_t(3));
        QCOMPARE(a.edge(raised, p).stress, std::uint64_t(3));
        std::vector<std::uint64_t> thighSupports = supportedOf(a, a.edge(thigh, p));
        std::sort(thighSupports.begin(), thighSupports.end());
        QCOMPARE(thighSupports, (std::vector<std::uint64_t>{1, 1, 1, 1, 1, 3, 3}));
        QCOMPARE(a.edge(thigh, p).stress, std::uint64_t(2));
        QCOMPARE(a.edge(calf, p).stress, std::uint64_t(3));
        QCOMPARE(a.edge(foot, p).stress, std::uint64_t(4));
        QCOMPARE(a.value, std::uint64_t(4));
        QVERIFY(std::find(a.winningMoves.begin(), a.winningMoves.end(), foot) != a.winningMoves.end());
        QCOMPARE(a.winningMoves, winningMovesByChopping(p));
        QCOMPARE(searchValue(p), a.value);  // 25 edges: the theory against the game tree
    }

    void longStalkNeedsNoRecursion() {
        const int n = 300000;
        Picture p = stalk(n);
        Analysis a = analyse(p);
        QCOMPARE(a.value, std::uint64_t(n));
        QCOMPARE(a.edges[0].stress, std::uint64_t(n));
        QCOMPARE(a.winningMoves, std::vector<EdgeId>{0});
    }
};

QTEST_APPLESS_MAIN(AnalysisTest)
#include "tst_analysis.moc"
