// The same picture read with its ids ascending, shuffled and sparse (up to 2^63 - 1) gives the same
// analysis, edge by edge: from JSON (node and edge ids kept) and from .edges (node ids kept, edge ids
// the line order). Pictures of every shape at a few hundred edges and one of 20,000.
#include <QtTest>

#include "../bench/relabel_ids.h"
#include "homestead/analysis.h"
#include "homestead/picture_edges.h"
#include "homestead/picture_json.h"
#include "homestead/picture_value.h"
#include "random_picture.h"

using namespace homestead;

namespace {

// Edge by edge in picture order (the relabelled pictures keep the order): the same numbers.
void compareAnalyses(const Analysis& a, const Analysis& b) {
    QCOMPARE(a.value, b.value);
    QCOMPARE(a.edges.size(), b.edges.size());
    for (std::size_t e = 0; e < a.edges.size(); ++e) {
        QCOMPARE(a.edges[e].standing, b.edges[e].standing);
        QCOMPARE(a.edges[e].stress, b.edges[e].stress);
        QCOMPARE(a.edges[e].weight, b.edges[e].weight);
        QCOMPARE(a.edges[e].onCycle, b.edges[e].onCycle);
        QCOMPARE(a.edges[e].winning, b.edges[e].winning);
    }
    QCOMPARE(a.classes.size(), b.classes.size());
    QCOMPARE(a.winningMoves.size(), b.winningMoves.size());
}

}  // namespace

class IdOrderTest : public QObject {
    Q_OBJECT
private slots:
    void everyIdShapeGivesTheSameAnalysis() {
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            const Picture original = testing::randomLargePicture(seed, seed == 12 ? 20000 : 300);
            const Analysis expected = analyse(original);
            for (auto shape : {bench::IdShape::ascending, bench::IdShape::shuffled, bench::IdShape::sparse}) {
                const Picture relabelled = bench::relabelIds(original, shape, seed);
                const Picture fromJson = readPictureJson(writePictureJson(relabelled), "ids.json");
                QCOMPARE(fromJson.edgeCount(), relabelled.edgeCount());
                for (std::size_t e = 0; e < fromJson.edgeCount(); ++e) {
                    QCOMPARE(fromJson.edges()[e].id, relabelled.edges()[e].id);
                    QCOMPARE(fromJson.edges()[e].from, relabelled.edges()[e].from);
                    QCOMPARE(fromJson.edges()[e].to, relabelled.edges()[e].to);
                }
                compareAnalyses(analyse(fromJson), expected);
                const std::string edges = writePictureEdges(relabelled);
                const Picture fromEdges = readPictureEdges(edges, "ids.edges");
                QCOMPARE(fromEdges.edgeCount(), relabelled.edgeCount());
                for (std::size_t e = 0; e < fromEdges.edgeCount(); ++e) {
                    QCOMPARE(fromEdges.edges()[e].from, relabelled.edges()[e].from);
                    QCOMPARE(fromEdges.edges()[e].to, relabelled.edges()[e].to);
                }
                compareAnalyses(analyse(fromEdges), analyse(readPictureEdges(writePictureEdges(original), "a.edges")));
                QCOMPARE(edgeListValue(edges, "ids.edges"), expected.value);
            }
        }
    }
};

QTEST_APPLESS_MAIN(IdOrderTest)
#include "tst_id_order.moc"
