// Picture: ids stay stable across edits, removal takes incident edges (many at once as one by one),
// and the chop applies gravity
// (loops, multiple edges and several base nodes included).
#include <QtTest>

#include <limits>

#include "homestead/picture.h"
#include "random_picture.h"

#include <algorithm>
#include <random>
#include <set>

using namespace homestead;

class PictureTest : public QObject {
    Q_OBJECT
private slots:
    void idsAreStableAndNeverReused() {
        Picture p;
        NodeId g = p.addNode(Point{0, 0}, true);
        NodeId a = p.addNode(Point{0, 1});
        EdgeId e0 = p.addEdge(g, a);
        EdgeId e1 = p.addEdge(a, a);
        QCOMPARE(e0, 0);
        QCOMPARE(e1, 1);
        p.removeEdge(e1);
        QCOMPARE(p.addEdge(a, a), 2);  // 1 is not reused
        QCOMPARE(p.indexOfEdge(2), std::size_t(1));
        QVERIFY_THROWS_EXCEPTION(PictureError, p.addEdge(a, 99));
        QVERIFY_THROWS_EXCEPTION(PictureError, p.insertNode(Node{a}));
        QVERIFY_THROWS_EXCEPTION(PictureError, p.removeEdge(1));
    }

    // A file may use the largest id there is: adding after it takes a free id, never a negative one.
    void theLargestIdDoesNotOverflow() {
        constexpr std::int64_t top = std::numeric_limits<std::int64_t>::max();
        Picture p;
        p.insertNode(Node{top, Point{0, 0}, true, {}});
        p.insertNode(Node{0, Point{0, 1}, false, {}});
        QCOMPARE(p.nextNodeId(), NodeId(1));  // what addNode takes: free, though the counter is saturated
        const NodeId a = p.addNode(Point{1, 1});
        QCOMPARE(a, NodeId(1));  // 0 and the top are taken
        p.insertEdge(Edge{top, top, 0, {}});
        QCOMPARE(p.nextEdgeId(), EdgeId(0));
        const EdgeId e = p.addEdge(0, a);
        QCOMPARE(e, EdgeId(0));
        QCOMPARE(p.addEdge(a, top), EdgeId(1));
        QCOMPARE(p.edgeCount(), std::size_t(3));
    }

    // A reader's batch: every edge up to the first refused one goes in, in order; that one and the
    // rest stay in the batch as they were, and insertEdge refuses it alone.
    void insertEdgesStopsAtTheFirstRefused() {
        Picture p;
        for (int i = 0; i < 3; ++i) p.insertNode(Node{i, std::nullopt, i == 0, {}});
        std::vector<Edge> batch{{0, 0, 1, "a"}, {1, 1, 2, {}}, {2, 2, 2, {}}, {3, 2, 9, "missing"}, {4, 0, 2, {}}};
        QCOMPARE(p.insertEdges(batch), std::size_t(3));
        QCOMPARE(p.edgeCount(), std::size_t(3));
        QCOMPARE(p.edge(0).name, std::string("a"));
        QCOMPARE(p.indexOfEdge(2), std::size_t(2));
        QCOMPARE(batch[3], (Edge{3, 2, 9, "missing"}));
        QVERIFY_THROWS_EXCEPTION(PictureError, p.insertEdge(batch[3]));
        std::vector<Edge> rest{{4, 0, 2, {}}, {2, 0, 1, {}}};  // the second reuses id 2
        QCOMPARE(p.insertEdges(rest), std::size_t(1));
        std::vector<Edge> negative{{-1, 0, 1, {}}};
        QCOMPARE(p.insertEdges(negative), std::size_t(0));
        QCOMPARE(p.insertEdges({}), std::size_t(0));
        QCOMPARE(p.edgeCount(), std::size_t(4));
        QCOMPARE(p.nextEdgeId(), EdgeId(5));
    }

    void insertNodesStopsAtTheFirstRefused() {
        Picture p;
        p.insertNode(Node{5, std::nullopt, true, {}});
        std::vector<Node> batch{{0, Point{1, 2}, false, "a"}, {7, std::nullopt, true, {}}, {0, std::nullopt, false, "again"},
                                {8, std::nullopt, false, {}}};
        QCOMPARE(p.insertNodes(batch), std::size_t(2));  // the third reuses id 0
        QCOMPARE(p.nodeCount(), std::size_t(3));
        QCOMPARE(p.node(0), (Node{0, Point{1, 2}, false, "a"}));
        QCOMPARE(p.indexOfNode(7), std::size_t(2));
        QCOMPARE(batch[2], (Node{0, std::nullopt, false, "again"}));  // the refused one is left as it was
        QVERIFY_THROWS_EXCEPTION(PictureError, p.insertNode(batch[2]));
        std::vector<Node> taken{{5, std::nullopt, false, {}}}, negative{{-1, std::nullopt, false, {}}};
        QCOMPARE(p.insertNodes(taken), std::size_t(0));
        QCOMPARE(p.insertNodes(negative), std::size_t(0));
        QVERIFY_THROWS_EXCEPTION(PictureError, p.insertNode(negative[0]));
        QCOMPARE(p.insertNodes({}), std::size_t(0));
        QCOMPARE(p.nodeCount(), std::size_t(3));
        QCOMPARE(p.nextNodeId(), NodeId(8));
    }

    void removingANodeRemovesItsEdges() {
        Picture p;
        NodeId g = p.addNode(Point{0, 0}, true);
        NodeId a = p.addNode(Point{0, 1});
        NodeId b = p.addNode(Point{1, 1});
        p.addEdge(g, a);
        EdgeId ab = p.addEdge(a, b);
        EdgeId loop = p.addEdge(b, b);
        auto removed = p.removeNode(b);
        QCOMPARE(removed.size(), std::size_t(2));
        QCOMPARE(removed[0].id, ab);
        QCOMPARE(removed[1].id, loop);
        QCOMPARE(p.edgeCount(), std::size_t(1));
        QVERIFY(!p.hasNode(b));
    }

    // Many at once is the same as one at a time: 1,000 random pictures and random choices.
    void removingManyEqualsRemovingOneByOne() {
        std::mt19937_64 rng(4242);
        for (int round = 0; round < 1000; ++round) {
            const Picture start = testing::randomSmallPicture(rng, 12);
            std::vector<NodeId> nodes;
            std::vector<EdgeId> edges;
            for (const Node& n : start.nodes())
                if (rng() % 4 == 0) nodes.push_back(n.id);
            for (const Edge& e : start.edges())
                if (rng() % 3 == 0) edges.push_back(e.id);
            Picture many = start, single = start;
            const std::vector<Edge> removed = many.removeMany(nodes, edges);
            std::vector<EdgeId> removedIds, expectedIds;
            for (const Edge& e : removed) removedIds.push_back(e.id);
            for (const Edge& e : start.edges()) {  // in picture order
                const bool atNode = std::count(nodes.begin(), nodes.end(), e.from) || std::count(nodes.begin(), nodes.end(), e.to);
                if (atNode || std::count(edges.begin(), edges.end(), e.id)) expectedIds.push_back(e.id);
            }
            QCOMPARE(removedIds, expectedIds);
            // removalOf names the same, by place, without removing anything (ids not there are ignored)
            std::vector<NodeId> askedNodes = nodes;
            askedNodes.push_back(start.nextNodeId());
            const Picture::Removal places = start.removalOf(askedNodes, edges);
            std::vector<EdgeId> placedIds;
            for (std::size_t i : places.edges) placedIds.push_back(start.edges()[i].id);
            QCOMPARE(placedIds, expectedIds);
            std::vector<NodeId> placedNodes, sortedNodes;
            for (std::size_t i : places.nodes) placedNodes.push_back(start.nodes()[i].id);
            for (const Node& n : start.nodes())
                if (std::count(nodes.begin(), nodes.end(), n.id)) sortedNodes.push_back(n.id);
            QCOMPARE(placedNodes, sortedNodes);
            for (EdgeId id : edges) single.removeEdge(id);
            for (NodeId id : nodes) single.removeNode(id);
            QVERIFY(many == single);
            // the indexes follow: every item found at its place, nothing removed found at all
            for (const Edge& e : many.edges()) QCOMPARE(many.indexOfEdge(e.id), std::size_t(&e - many.edges().data()));
            for (const Node& n : many.nodes()) QCOMPARE(many.indexOfNode(n.id), std::size_t(&n - many.nodes().data()));
            for (EdgeId id : removedIds) QVERIFY(!many.hasEdge(id));
            for (NodeId id : nodes) QVERIFY(!many.hasNode(id));
            QCOMPARE(many.nextEdgeId(), start.nextEdgeId());  // ids are never given again
            QCOMPARE(many.nextNodeId(), start.nextNodeId());
        }
        Picture p = testing::randomSmallPicture(rng, 6);
        const Picture before = p;
        QVERIFY_THROWS_EXCEPTION(PictureError, p.removeMany({p.nodes().front().id}, {9999}));
        QVERIFY(p == before);  // nothing changed
    }

    // emptied() is what removeMany of every node leaves: the title, and the same next ids (a high
    // id removed is not given again), on 500 random pictures; the picture itself is untouched.
    void emptiedIsWhatRemovingEveryNodeLeaves() {
        std::mt19937_64 rng(777);
        for (int round = 0; round < 500; ++round) {
            Picture start = testing::randomSmallPicture(rng, 10);
            start.title = "round " + std::to_string(round);
            if (round % 3 == 0) start.insertNode({1000 + round, Point{0, 5}, false});  // a high id, then gone
            std::vector<NodeId> every;
            for (const Node& n : start.nodes()) every.push_back(n.id);
            Picture removed = start;
            const Picture whole = start;
            removed.removeMany(every, {});
            Picture taken = start.emptied();
            QVERIFY(whole == start);
            QVERIFY(taken == removed);
            QVERIFY(taken.empty());
            QCOMPARE(taken.edgeCount(), std::size_t(0));
            QCOMPARE(taken.nextNodeId(), removed.nextNodeId());
            QCOMPARE(taken.nextEdgeId(), removed.nextEdgeId());
            QVERIFY(!taken.hasNode(every.front()));
            const NodeId g = taken.addNode(Point{0, 0}, true);  // the emptied picture is whole again
            QCOMPARE(taken.node(g).id, removed.addNode(Point{0, 0}, true));
        }
    }

    // insertAt undoes removeMany exactly, order included (1,000 random pictures); a bad place or a
    // taken id is refused with nothing changed.
    void insertAtUndoesRemoveManyInOrder() {
        std::mt19937_64 rng(977);
        for (int round = 0; round < 1000; ++round) {
            const Picture start = testing::randomSmallPicture(rng, 12);
            std::vector<NodeId> nodes;
            std::vector<EdgeId> edges;
            std::vector<std::pair<std::size_t, Node>> nodePlaces;
            std::vector<std::pair<std::size_t, Edge>> edgePlaces;
            for (std::size_t i = 0; i < start.nodeCount(); ++i)
                if (rng() % 4 == 0) {
                    nodes.push_back(start.nodes()[i].id);
                    nodePlaces.emplace_back(i, start.nodes()[i]);
                }
            for (const Edge& e : start.edges())
                if (rng() % 3 == 0) edges.push_back(e.id);
            for (std::size_t i = 0; i < start.edgeCount(); ++i) {
                const Edge& e = start.edges()[i];
                const bool atNode = std::count(nodes.begin(), nodes.end(), e.from) || std::count(nodes.begin(), nodes.end(), e.to);
                if (atNode || std::count(edges.begin(), edges.end(), e.id)) edgePlaces.emplace_back(i, e);
            }
            Picture p = start;
            p.removeMany(nodes, edges);
            p.insertAt(nodePlaces, edgePlaces);
            QVERIFY(p == start);
            for (const Node& n : p.nodes()) QCOMPARE(p.indexOfNode(n.id), std::size_t(&n - p.nodes().data()));
        }
        Picture p = testing::randomSmallPicture(rng, 6);
        const Picture before = p;
        const Node taken = p.nodes().front();
        QVERIFY_THROWS_EXCEPTION(PictureError, p.insertAt({{0, taken}}, {}));
        QVERIFY_THROWS_EXCEPTION(PictureError, p.insertAt({{p.nodeCount() + 5, Node{777, {}, false, {}}}}, {}));
        QVERIFY_THROWS_EXCEPTION(PictureError, p.insertAt({}, {{0, Edge{777, 555, 555, {}}}}));
        QVERIFY(p == before);
    }

    void chopDropsWhatNoLongerTouchesTheGround() {
        // ground g1 - a - b with a loop at b and a double edge b=c; a second base node g2 holds c.
        Picture p;
        NodeId g1 = p.addNode(Point{0, 0}, true);
        NodeId g2 = p.addNode(Point{3, 0}, true);
        NodeId a = p.addNode(Point{0, 1});
        NodeId b = p.addNode(Point{1, 2});
        NodeId c = p.addNode(Point{2, 2});
        NodeId air = p.addNode(Point{5, 5});
        NodeId air2 = p.addNode(Point{6, 5});
        EdgeId ga = p.addEdge(g1, a);
        EdgeId ab = p.addEdge(a, b);
        EdgeId bb = p.addEdge(b, b);
        EdgeId bc1 = p.addEdge(b, c);
        EdgeId bc2 = p.addEdge(b, c);
        EdgeId cg = p.addEdge(c, g2);
        EdgeId floating = p.addEdge(air, air2);
        QCOMPARE(p.floatingEdges(), std::vector<EdgeId>{floating});

        // Chopping the stalk's foot: b is still held through c and g2.
        auto r1 = p.chop(ga);
        QCOMPARE(r1.fallen, std::vector<EdgeId>{floating});
        QVERIFY(r1.picture.hasEdge(ab));
        QVERIFY(!r1.picture.hasNode(air));

        // Then c's support: everything above falls, but base nodes stay.
        auto r2 = r1.picture.chop(cg);
        QCOMPARE(r2.fallen, (std::vector<EdgeId>{ab, bb, bc1, bc2}));
        QCOMPARE(r2.picture.edgeCount(), std::size_t(0));
        QVERIFY(r2.picture.hasNode(g1));
        QVERIFY(r2.picture.hasNode(g2));
        QVERIFY(!r2.picture.hasNode(b));

        // One of a double edge: nothing falls.
        auto r3 = p.chop(bc1);
        QCOMPARE(r3.fallen, std::vector<EdgeId>{floating});
        QVERIFY(r3.picture.hasEdge(bc2));
        // The original is untouched.
        QCOMPARE(p.edgeCount(), std::size_t(7));
    }

    // chop() and chopRemoval() against gravity done plainly: the edge taken away, the nodes reached
    // from the base nodes over the edges left found by repeated sweeps; every edge not touching
    // them falls, and every node left without an edge goes unless it is a base node. 3,000 random
    // pictures with loops, repeated edges, several base nodes and floating parts, every edge chopped;
    // chopRemoval also says whether the chopped edge stood (its ends held with every edge there).
    void chopMatchesGravityOnRandomPictures() {
        std::mt19937_64 rng(4242);
        int fell = 0, nodesWent = 0, stoodCount = 0, floatingCount = 0;
        for (int round = 0; round < 3000; ++round) {
            const Picture p = testing::randomSmallPicture(rng, 12);
            auto heldWithout = [&](EdgeId left) {  // the nodes the base nodes reach without edge `left`
                std::set<NodeId> held;
                for (const Node& n : p.nodes())
                    if (n.ground) held.insert(n.id);
                for (bool grew = true; grew;) {
                    grew = false;
                    for (const Edge& e : p.edges())
                        if (e.id != left && held.count(e.from) != held.count(e.to)) {
                            held.insert(e.from);
                            held.insert(e.to);
                            grew = true;
                        }
                }
                return held;
            };
            const std::set<NodeId> heldAll = heldWithout(-1);
            for (const Edge& cut : p.edges()) {
                const std::set<NodeId> held = heldWithout(cut.id);
                std::vector<EdgeId> fallen;
                std::vector<std::size_t> edgePlaces, nodePlaces;
                std::set<NodeId> touched;
                for (std::size_t i = 0; i < p.edgeCount(); ++i) {
                    const Edge& e = p.edges()[i];
                    if (e.id == cut.id || !held.count(e.from)) {
                        edgePlaces.push_back(i);
                        if (e.id != cut.id) fallen.push_back(e.id);
                    } else {
                        touched.insert(e.from);
                        touched.insert(e.to);
                    }
                }
                std::vector<NodeId> gone;
                for (std::size_t i = 0; i < p.nodeCount(); ++i)
                    if (!p.nodes()[i].ground && !touched.count(p.nodes()[i].id)) {
                        nodePlaces.push_back(i);
                        gone.push_back(p.nodes()[i].id);
                    }
                bool stood = !heldAll.count(cut.from);  // the opposite of the answer, to be overwritten
                const Picture::Removal r = p.chopRemoval(cut.id, &stood);
                QCOMPARE(stood, heldAll.count(cut.from) == 1);
                ++(stood ? stoodCount : floatingCount);
                QCOMPARE(r.edges, edgePlaces);
                QCOMPARE(r.nodes, nodePlaces);
                const ChopResult c = p.chop(cut.id);
                QCOMPARE(c.fallen, fallen);
                QCOMPARE(c.removedNodes, gone);
                QCOMPARE(c.picture.edgeCount(), p.edgeCount() - edgePlaces.size());
                QCOMPARE(c.picture.nodeCount(), p.nodeCount() - nodePlaces.size());
                for (const Edge& e : c.picture.edges()) QVERIFY(e == p.edge(e.id));
                fell += int(fallen.size());
                nodesWent += int(gone.size());
            }
        }
        QVERIFY2(fell > 5000 && nodesWent > 5000, qPrintable(QStringLiteral("%1 %2").arg(fell).arg(nodesWent)));
        QVERIFY2(stoodCount > 5000 && floatingCount > 1000, qPrintable(QStringLiteral("%1 %2").arg(stoodCount).arg(floatingCount)));
    }
};

QTEST_APPLESS_MAIN(PictureTest)
#include "tst_picture.moc"
