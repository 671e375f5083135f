// core_worked_analysis: the handout's worked analysis (worked_analysis.h) against the core and against
// THEORY.md. The binary columns' terms are what stands on the ground (their nim-sum is the value) on
// thousands of random pictures; the listed moves are exactly the core's winning moves; the climb to
// a bridge ends at 0 exactly when chopping it wins, and each step's target is the stress that bridge
// really has after the chop (checked by analysing the chopped picture); the Homestead's climb is
// Conway's (15 must become 5, 8 must become 2, ...); the door's one move is its top, on a cycle.
#include <QtTest>

#include "golden_pictures.h"
#include "random_picture.h"
#include "../classic_pictures.h"

#include "homestead/analysis.h"
#include "homestead/explanation_text.h"
#include "homestead/outcome_text.h"
#include "homestead/picture_json.h"
#include "homestead/worked_analysis.h"

#include <algorithm>
#include <random>

using namespace homestead;

namespace {

std::uint64_t nimSum(const std::vector<GroundTerm>& terms) {
    std::uint64_t v = 0;
    for (const GroundTerm& t : terms) v ^= t.value;
    return v;
}

}  // namespace

class TestWorkedAnalysis : public QObject {
    Q_OBJECT
private slots:
    void homesteadIsConwaysAnalysis() {
        const auto artifact = PictureAnalysis::of(testing::classicPicture("homestead"));
        const WorkedAnalysis w = workedAnalysis(*artifact);
        QCOMPARE(w.outcome, text::valueOutcome(10));
        QCOMPARE(nimSum(w.terms), std::uint64_t(10));
        QVERIFY(w.sum.ends_with("= 10"));
        // Conway's collapsed garden: 15 ⊕ 1 ⊕ 6 ⊕ 4 ⊕ 1 ⊕ 3 ⊕ 4; the loops at the ground (the house
        // frame and what stands on it) are one term worth their count mod 2
        std::vector<std::uint64_t> values;
        for (const GroundTerm& t : w.terms) values.push_back(t.value);
        std::sort(values.begin(), values.end());
        QCOMPARE(values, (std::vector<std::uint64_t>{1, 1, 3, 4, 4, 6, 15}));
        // the unique winning move, found by the climb Conway describes
        QCOMPARE(w.moves.size(), std::size_t(1));
        QCOMPARE(w.movesLeftOut, std::size_t(0));
        QCOMPARE(w.moves[0].edge, artifact->analysis().winningMoves[0]);
        // its reason is Conway's climb (the numbers themselves are checked in core_climb)
        for (const char* step : {"the trunk 15 must become 5", "the 8 must become 2", "the 4 must become 2"})
            QVERIFY2(w.moves[0].reason.find(step) != std::string::npos, w.moves[0].reason.c_str());
    }

    void doorsMoveIsItsTopOnACycle() {
        const Picture door = testing::door();
        const auto artifact = PictureAnalysis::of(door);
        const WorkedAnalysis w = workedAnalysis(*artifact);
        QCOMPARE(w.terms.size(), std::size_t(1));  // three loops at the ground, worth 1
        QCOMPARE(w.terms[0].value, std::uint64_t(1));
        QVERIFY(w.terms[0].label.starts_with("3 loops at the ground"));
        QCOMPARE(w.sum, std::string("1 = 1"));
        QCOMPARE(w.moves.size(), std::size_t(1));
        // on a cycle: the class of three, and the top is its spinster (Conway's proof)
        QVERIFY2(w.moves[0].reason.find("concyclic class") != std::string::npos, w.moves[0].reason.c_str());
        QVERIFY2(w.moves[0].reason.find("It is the spinster") != std::string::npos, w.moves[0].reason.c_str());
        QVERIFY(w.moves[0].reason.starts_with("Chop " + text::edgeName(door, w.moves[0].edge)));
    }

    void noWinningMoveSaysSo() {
        Picture p;  // two stalks of one edge: value 0
        const NodeId g = p.addNode(Point{0, 0}, true);
        p.addEdge(g, p.addNode(Point{0, 1}));
        p.addEdge(g, p.addNode(Point{1, 1}));
        const WorkedAnalysis w = workedAnalysis(*PictureAnalysis::of(p));
        QVERIFY(w.moves.empty());
        QVERIFY(w.movesIntro.starts_with("No winning move"));
        QCOMPARE(w.sum, std::string("1 ⊕ 1 = 0"));
        QVERIFY(workedAnalysis(*PictureAnalysis::of(Picture{})).sum.starts_with("Nothing stands on the ground"));
    }

    void longListsAreCut() {
        Picture p;  // 15 ground loops: value 1, every loop wins
        const NodeId g = p.addNode(Point{0, 0}, true);
        for (int i = 0; i < 15; ++i) p.addEdge(g, g);
        const WorkedAnalysis w = workedAnalysis(*PictureAnalysis::of(p), 4);
        QCOMPARE(w.moves.size(), std::size_t(4));
        QCOMPARE(w.movesLeftOut, std::size_t(11));
        QVERIFY(w.movesLeftOutText.find("11 more winning moves") != std::string::npos);
    }

    // Thousands of random pictures (loops, repeated edges, floating edges), fixed seed.
    void randomPicturesAgreeWithTheCore() {
        std::mt19937_64 rng(20261125);
        int winningBridges = 0, winningCycleEdges = 0;
        for (int round = 0; round < 6000; ++round) {
            const Picture p = testing::randomSmallPicture(rng, 12);
            const auto artifact = PictureAnalysis::of(p);
            const Analysis& a = artifact->analysis();
            const WorkedAnalysis w = workedAnalysis(*artifact, 1000);
            QCOMPARE(nimSum(w.terms), a.value);
            QCOMPARE(w.outcome, text::valueOutcome(static_cast<std::int64_t>(a.value)));
            std::vector<EdgeId> listed;
            for (const WinningMoveReason& m : w.moves) {
                listed.push_back(m.edge);
                QVERIFY(m.reason.starts_with("Chop " + text::edgeName(p, m.edge)));
                const EdgeAnalysis& e = *artifact->edge(m.edge);
                // a winning bridge's reason is the climb, which ends on chopping it; a cycle edge's its class
                QVERIFY2(m.reason.find(e.onCycle ? "concyclic class" : "chop it") != std::string::npos, m.reason.c_str());
                ++(e.onCycle ? winningCycleEdges : winningBridges);
            }
            QCOMPARE(listed, a.winningMoves);
        }
        // the property was tried on many winning bridges and many winning edges on cycles
        QVERIFY2(winningBridges > 1000 && winningCycleEdges > 1000,
                 qPrintable(QStringLiteral("%1 winning bridges, %2 on cycles").arg(winningBridges).arg(winningCycleEdges)));
    }
};

QTEST_MAIN(TestWorkedAnalysis)
#include "tst_worked_analysis.moc"
