// collapse(): the garden of the door, of a 4-cycle on a stalk, of a tree with loops and parallel
// edges at several base nodes; the maps from original nodes and edges; floating parts left out.
#include <QtTest>

#include "golden_pictures.h"
#include "homestead/garden.h"

using namespace homestead;
using namespace homestead::testing;

class GardenTest : public QObject {
    Q_OBJECT
private slots:
    void doorIsThreeGroundLoops() {
        Picture p = door();
        Garden g = collapse(p);
        QCOMPARE(g.nodeCount, 1);
        QCOMPARE(g.loops.copy(0), (std::vector<EdgeId>{0, 1, 2}));
        QVERIFY(g.bridges.empty());
        QCOMPARE(g.nodeOf, (std::vector<int>{0, 0, 0, 0}));
        QCOMPARE(g.edgeNode, (std::vector<int>{0, 0, 0}));
        QCOMPARE(g.value(), std::uint64_t(1));
    }

    void cycleOnStalkIsAStalkWithFourLoops() {
        Picture p = cycleOnStalk();
        Garden g = collapse(p);
        QCOMPARE(g.nodeCount, 3);
        QCOMPARE(g.bridges.size(), std::size_t(2));
        QCOMPARE(g.bridges[0].edge, EdgeId(0));
        QCOMPARE(g.bridges[0].parent, 0);
        QCOMPARE(g.bridges[1].edge, EdgeId(1));
        QCOMPARE(g.bridges[1].parent, g.bridges[0].child);
        int top = g.bridges[1].child;
        QCOMPARE(g.loops.copy(top), (std::vector<EdgeId>{2, 3, 4, 5}));
        QCOMPARE(g.parent[top], g.bridges[0].child);
        QCOMPARE(g.bridgeToParent[top], 1);
        QCOMPARE(g.bridges[0].stress, std::uint64_t(2));
        QCOMPARE(g.sum[top], std::uint64_t(0));
        for (int i = 2; i < 6; ++i) QCOMPARE(g.nodeOf[i], top);
        QVERIFY(g.isBridge[0] && g.isBridge[1] && !g.isBridge[2]);
    }

    void loopsParallelEdgesAndFloating() {
        Picture p;
        NodeId g1 = p.addNode(Point{0, 0}, true), g2 = p.addNode(Point{4, 0}, true);
        NodeId a = p.addNode(), b = p.addNode(), c = p.addNode(), x = p.addNode();
        EdgeId legA = p.addEdge(g1, a), legB = p.addEdge(g2, a);  // a ground cycle through a
        EdgeId up1 = p.addEdge(a, b), up2 = p.addEdge(a, b);       // a 2-cycle above it
        EdgeId stem = p.addEdge(b, c);                            // a bridge
        EdgeId apple = p.addEdge(c, c);                           // a loop on it
        EdgeId air = p.addEdge(x, x);                             // floating
        Garden g = collapse(p);
        QCOMPARE(g.nodeCount, 2);
        QCOMPARE(g.loops.copy(0), (std::vector<EdgeId>{legA, legB, up1, up2}));
        QCOMPARE(g.bridges.size(), std::size_t(1));
        QCOMPARE(g.bridges[0].edge, stem);
        QCOMPARE(g.loops.copy(1), std::vector<EdgeId>{apple});
        QCOMPARE(g.bridges[0].stress, std::uint64_t(2));
        QCOMPARE(g.value(), std::uint64_t(2));  // four loops cancel, the stem with its apple is 2
        QCOMPARE(g.edgeNode[p.indexOfEdge(air)], -1);
        QCOMPARE(g.nodeOf[p.indexOfNode(x)], -1);
        QCOMPARE(g.nodeOf[p.indexOfNode(b)], 0);
        QCOMPARE(g.nodeOf[p.indexOfNode(c)], 1);
    }

    void emptyPictureHasABareGround() {
        Garden g = collapse(Picture{});
        QCOMPARE(g.nodeCount, 1);
        QCOMPARE(g.value(), std::uint64_t(0));
    }
};

QTEST_APPLESS_MAIN(GardenTest)
#include "tst_garden.moc"
