// The same picture read with its ids ascending, shuffled and sparse (up to 2^63 - 1) gives the same
// analysis, edge by edge id: from JSON (node and edge ids kept), from .edges (node ids kept, edge
// ids the line order) and from CGSuite strings (which name no ids: the string written is the same
// for every shape). Pictures of every shape at a few hundred edges and two large enough that the
// readers sort and group their ids (IdIndex::assign, the edge-list reader's large ids); and an edge
// list mixing small and huge node ids, whose nodes must come in order of first mention.
#include <QtTest>

#include "../bench/relabel_ids.h"
#include "homestead/analysis.h"
#include "homestead/cgsuite.h"
#include "homestead/picture_edges.h"
#include "homestead/picture_json.h"
#include "homestead/picture_value.h"
#include "random_picture.h"

#include <map>
#include <random>
#include <set>

using namespace homestead;

namespace {

// Edge by edge id: the edge of `read` with id `ids[e]` has the numbers of `expected`'s e-th edge.
void compareAnalyses(const Picture& read, const Analysis& got, const std::vector<EdgeId>& ids, const Analysis& expected) {
    QCOMPARE(got.value, expected.value);
    QCOMPARE(got.edges.size(), expected.edges.size());
    for (std::size_t e = 0; e < ids.size(); ++e) {
        const std::size_t at = read.indexOfEdge(ids[e]);
        QCOMPARE(got.edges[at].standing, expected.edges[e].standing);
        QCOMPARE(got.edges[at].stress, expected.edges[e].stress);
        QCOMPARE(got.edges[at].weight, expected.edges[e].weight);
        QCOMPARE(got.edges[at].onCycle, expected.edges[e].onCycle);
        QCOMPARE(got.edges[at].winning, expected.edges[e].winning);
    }
    QCOMPARE(got.classes.size(), expected.classes.size());
    QCOMPARE(got.winningMoves.size(), expected.winningMoves.size());
}

std::vector<EdgeId> edgeIds(const Picture& p) {
    std::vector<EdgeId> ids;
    for (const Edge& e : p.edges()) ids.push_back(e.id);
    return ids;
}

std::vector<EdgeId> lineOrder(std::size_t edges) {
    std::vector<EdgeId> ids(edges);
    for (std::size_t e = 0; e < edges; ++e) ids[e] = EdgeId(e);
    return ids;
}

// The node ids of an edge list written by writePictureEdges, in order of first mention: the ground
// line's, then each edge's ends.
std::vector<NodeId> firstMentions(const Picture& p) {
    std::vector<NodeId> order;
    std::set<NodeId> seen;
    auto mention = [&](NodeId id) {
        if (seen.insert(id).second) order.push_back(id);
    };
    for (const Node& n : p.nodes())
        if (n.ground) mention(n.id);
    for (const Edge& e : p.edges()) {
        mention(e.from);
        mention(e.to);
    }
    return order;
}

}  // namespace

class IdOrderTest : public QObject {
    Q_OBJECT
private slots:
    void everyIdShapeGivesTheSameAnalysis() {
        for (std::uint64_t seed = 1; seed <= 13; ++seed) {
            const int edges = seed == 12 ? 20000 : seed == 13 ? 60000 : 300;
            const Picture original = testing::randomLargePicture(seed, edges);
            const Analysis expected = analyse(original);
            const std::string cgsuite = writeCgsuite(original);
            const Analysis fromOriginalEdges = analyse(readPictureEdges(writePictureEdges(original), "a.edges"));
            for (auto shape : {bench::IdShape::ascending, bench::IdShape::shuffled, bench::IdShape::sparse}) {
                const Picture relabelled = bench::relabelIds(original, shape, seed);
                const Picture fromJson = readPictureJson(writePictureJson(relabelled), "ids.json");
                QCOMPARE(fromJson, relabelled);
                compareAnalyses(fromJson, analyse(fromJson), edgeIds(relabelled), expected);

                const std::string edgeList = writePictureEdges(relabelled);
                const Picture fromEdges = readPictureEdges(edgeList, "ids.edges");
                QCOMPARE(fromEdges.edgeCount(), relabelled.edgeCount());
                for (std::size_t e = 0; e < fromEdges.edgeCount(); ++e) {
                    QCOMPARE(fromEdges.edges()[e].from, relabelled.edges()[e].from);
                    QCOMPARE(fromEdges.edges()[e].to, relabelled.edges()[e].to);
                }
                std::vector<NodeId> nodeOrder;
                for (const Node& n : fromEdges.nodes()) nodeOrder.push_back(n.id);
                QCOMPARE(nodeOrder, firstMentions(relabelled));
                compareAnalyses(fromEdges, analyse(fromEdges), lineOrder(fromEdges.edgeCount()), fromOriginalEdges);
                QCOMPARE(edgeListValue(edgeList, "ids.edges"), expected.value);

                QCOMPARE(writeCgsuite(relabelled), cgsuite);
                const Picture fromCgsuite = readCgsuite(writeCgsuite(relabelled));
                compareAnalyses(fromCgsuite, analyse(fromCgsuite), edgeIds(fromCgsuite), analyse(readCgsuite(cgsuite)));
                QCOMPARE(analyse(fromCgsuite).value, expected.value);
            }
        }
    }

    // Node ids small and huge in turn (the reader looks the small ones up at once and sorts the
    // huge ones at the end): the nodes still come in order of first mention, each once, with the
    // ground flags of the ground line.
    void smallAndHugeIdsMixedKeepTheirOrder() {
        for (int edges : {50, 40000}) {
            const Picture original = testing::randomLargePicture(7, edges);
            std::mt19937_64 rng(edges);
            Picture mixed;
            std::map<NodeId, NodeId> idOf;
            for (std::size_t i = 0; i < original.nodeCount(); ++i) {
                Node n = original.nodes()[i];
                n.id = i % 2 ? NodeId(rng() >> 1) | (NodeId(1) << 61) : NodeId(i);
                idOf[original.nodes()[i].id] = n.id;
                mixed.insertNode(n);
            }
            for (const Edge& e : original.edges()) mixed.insertEdge(Edge{e.id, idOf[e.from], idOf[e.to], {}});
            const Picture read = readPictureEdges(writePictureEdges(mixed), "mixed.edges");
            std::vector<NodeId> order;
            for (const Node& n : read.nodes()) {
                order.push_back(n.id);
                QCOMPARE(n.ground, mixed.node(n.id).ground);
            }
            QCOMPARE(order, firstMentions(mixed));
            QCOMPARE(analyse(read).value, analyse(original).value);
            QCOMPARE(edgeListValue(writePictureEdges(mixed), "mixed.edges"), analyse(original).value);
        }
    }
};

QTEST_APPLESS_MAIN(IdOrderTest)
#include "tst_id_order.moc"
