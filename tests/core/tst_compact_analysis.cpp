// The analysis in compact form (compact_analysis.h) against the full analysis, on the 4,000 pictures
// of forEachMixedPicture (ids shuffled, so picture order and id order differ; floating edges, loops
// and repeated edges), from a Picture let go and from its .edges text read without a Picture (node
// ids small, or large: read by the other reader); the
// form itself (ids dropped when they are 0..m-1, a floating edge's stress 0, edges in id order); the
// .edges reader refusing what readPictureEdges refuses, with the same message; and a file read.
#include <QtTest>

#include "homestead/analysis.h"
#include "homestead/analysis_observer.h"
#include "homestead/compact_analysis.h"
#include "homestead/picture_edges.h"
#include "homestead/picture_file.h"
#include "random_picture.h"

#include <fstream>

using namespace homestead;

class CompactAnalysisTest : public QObject {
    Q_OBJECT
private slots:
    void agreesWithTheFullAnalysis() {
        int failures = 0;
        testing::forEachMixedPicture(7411, 17, 12, [&](std::uint64_t seed, Picture p) {
            const CompactAnalysis expected = compactOf(analyse(p));
            const std::string text = writePictureEdges(p);
            const CompactAnalysis fromText = analyseCompactly(edgeListEnds(text, "p.edges"));
            const CompactAnalysis ofReadBack = compactOf(analyse(readPictureEdges(text, "p.edges")));
            const CompactAnalysis letGo = analyseCompactly(std::move(p));
            const bool same = letGo == expected && fromText == ofReadBack && p.edgeCount() == 0;
            if (!same) qWarning("seed %llu: the compact analysis differs", static_cast<unsigned long long>(seed));
            failures += !same;
            return same;
        });
        QCOMPARE(failures, 0);
    }

    // Node ids far beyond twice the lines (all of them, or the last node's alone: the reader then
    // meets one late) give the analysis that the same picture with small ids gives.
    void largeNodeIdsGiveTheSameAnalysis() {
        int failures = 0;
        testing::forEachMixedPicture(104729, 5, 12, [&](std::uint64_t seed, Picture p) {
            const CompactAnalysis expected = analyseCompactly(edgeListEnds(writePictureEdges(p), "p.edges"));
            bool same = true;
            for (const bool all : {true, false}) {
                Picture large;
                auto idOf = [&](NodeId id) { return all || id == p.nodes().back().id ? id * 1000003 + (NodeId(1) << 40) : id; };
                for (const Node& n : p.nodes()) large.insertNode({idOf(n.id), n.position, n.ground, {}});
                for (const Edge& e : p.edges()) large.insertEdge({e.id, idOf(e.from), idOf(e.to), {}});
                same = same && analyseCompactly(edgeListEnds(writePictureEdges(large), "large.edges")) == expected;
            }
            if (!same) qWarning("seed %llu: large ids change the analysis", static_cast<unsigned long long>(seed));
            failures += !same;
            return same;
        });
        QCOMPARE(failures, 0);
    }

    // Edge ids 10, 30, 20, 40 in picture order: listed 10, 20, 30, 40, each with its own stress; the
    // floating edge (id 40) has stress 0 and is in `floating`.
    void theEdgesComeInIdOrder() {
        Picture p;
        const NodeId g = p.addNode(std::nullopt, true), a = p.addNode(), b = p.addNode(), x = p.addNode(), y = p.addNode();
        p.insertEdge({10, g, a, {}});
        p.insertEdge({30, b, a, {}});  // stress 1: the top of a stalk of two
        p.insertEdge({20, a, b, {}});  // parallel to 30: a loop at a after collapsing
        p.insertEdge({40, x, y, {}});
        const Analysis full = analyse(p);
        const CompactAnalysis c = analyseCompactly(Picture(p));
        QCOMPARE(c.ids, (std::vector<EdgeId>{10, 20, 30, 40}));
        QCOMPARE(c.stress, (std::vector<std::uint64_t>{full.edge(10, p).stress, 1, 1, 0}));
        QVERIFY(c.standing(2) && !c.standing(3));
        QCOMPARE(c.floating, std::vector<EdgeId>{40});
        QCOMPARE(c.value, full.value);
        QCOMPARE(c.winningMoves, full.winningMoves);
        QCOMPARE(c.classes.copies(), (std::vector<std::vector<EdgeId>>{{20, 30}}));
    }

    void idsZeroToMAreNotKept() {
        const CompactAnalysis c = analyseCompactly(edgeListEnds("ground 0 1\n0 2\n1 3\n2 3\n", "door.edges"));
        QVERIFY(c.ids.empty());
        QCOMPARE(c.edgeCount(), std::size_t(3));
        QCOMPARE(c.id(2), EdgeId(2));
        QCOMPARE(c.value, std::uint64_t(1));
        QCOMPARE(c.winningMoves, std::vector<EdgeId>{2});
        QCOMPARE(compactOf(analyse(readPictureEdges("ground 0 1\n0 2\n1 3\n2 3\n", "door.edges"))), c);
    }

    void anAnalysisIsCounted() {
        const auto before = analysesRun();
        PictureEnds ends = edgeListEnds("ground 0\n0 1\n", "e.edges");
        QCOMPARE(ends.edgeCount(), std::size_t(1));
        QCOMPARE(analysesRun(), before);  // reading is not analysing
        analyseCompactly(std::move(ends));
        QCOMPARE(analysesRun(), before + 1);
        QCOMPARE(ends.edgeCount(), std::size_t(0));
    }

    void refusesWhatTheReaderRefuses() {
        const std::vector<std::string> bad{"0 x\n", "0\n", "0 1 2\n", "ground\n", "-1 2\n", "0 99999999999999999999\n",
                                           std::string("ground 0\n0 1\n") + '\0' + "\n", "+1 2\n"};
        for (const std::string& text : bad) {
            std::string expected, got;
            try {
                readPictureEdges(text, "bad.edges");
            } catch (const FormatError& e) {
                expected = e.what();
            }
            try {
                edgeListEnds(text, "bad.edges");
            } catch (const FormatError& e) {
                got = e.what();
            }
            QVERIFY2(!expected.empty(), text.c_str());
            QCOMPARE(got, expected);
        }
    }

    // A .edges file is read without a Picture, a JSON file through one: the same analysis.
    void filesOfBothFormats() {
        QTemporaryDir dir;
        const Picture p = testing::randomLargePicture(99, 400);
        const std::string edges = dir.filePath("p.edges").toStdString(), json = dir.filePath("p.json").toStdString();
        std::ofstream(edges) << writePictureEdges(p);
        std::ofstream(json) << writePictureText(p, PictureFormat::Json);
        const CompactAnalysis fromEdges = analyseCompactly(pictureFileEnds(edges));
        QCOMPARE(fromEdges, compactOf(analyse(readPictureEdges(writePictureEdges(p), "p.edges"))));
        QCOMPARE(analyseCompactly(pictureFileEnds(json)), compactOf(analyse(p)));
        QVERIFY_THROWS_EXCEPTION(FormatError, pictureFileEnds(dir.filePath("missing.edges").toStdString()));
    }
};

QTEST_MAIN(CompactAnalysisTest)
#include "tst_compact_analysis.moc"
