// core_worked_analysis: the handout's worked analysis (worked_analysis.h) against the core and against
// THEORY.md. The binary columns' terms are what stands on the ground (their nim-sum is the value) on
// thousands of random pictures; the listed moves are exactly the core's winning moves; the climb to
// a bridge ends at 0 exactly when chopping it wins, and each step's target is the stress that bridge
// really has after the chop (checked by analysing the chopped picture); the Homestead's climb is
// Conway's (15 must become 5, 8 must become 2, ...); the door's one move is its top, on a cycle.
#include <QtTest>

#include "golden_pictures.h"
#include "random_picture.h"

#include "homestead/analysis.h"
#include "homestead/outcome_text.h"
#include "homestead/picture_json.h"
#include "homestead/worked_analysis.h"

#include <algorithm>
#include <random>

using namespace homestead;

namespace {

Picture classic(const std::string& name) { return loadPictureFile(std::string(HOMESTEAD_RESOURCES) + "/pictures/" + name + ".json"); }

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
        const auto artifact = PictureAnalysis::of(classic("homestead"));
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
        const std::vector<ClimbStep> climb = climbTo(*artifact, w.moves[0].edge);
        QVERIFY(climb.size() >= 3);
        QCOMPARE(climb[0].stress, std::uint64_t(15));
        QCOMPARE(climb[0].target, std::int64_t(5));
        QCOMPARE(climb[1].stress, std::uint64_t(8));
        QCOMPARE(climb[1].target, std::int64_t(2));
        QCOMPARE(climb.back().target, std::int64_t(0));
        QVERIFY2(w.moves[0].reason.find("15 must become 5, 8 must become 2") != std::string::npos, w.moves[0].reason.c_str());
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
        QVERIFY(climbTo(*artifact, w.moves[0].edge).empty());  // not a bridge
        QVERIFY2(w.moves[0].reason.find("on a cycle") != std::string::npos, w.moves[0].reason.c_str());
        QVERIFY(w.moves[0].reason.starts_with("Chop " + edgeName(door.edge(w.moves[0].edge))));
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
        int bridgesClimbed = 0, winningBridges = 0;
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
                QVERIFY(m.reason.starts_with("Chop " + edgeName(p.edge(m.edge))));
            }
            QCOMPARE(listed, a.winningMoves);
            for (const EdgeAnalysis& e : a.edges) {
                const std::vector<ClimbStep> climb = climbTo(*artifact, e.id);
                if (climb.empty()) {
                    QVERIFY(!e.standing || e.onCycle);
                    continue;
                }
                ++bridgesClimbed;
                QCOMPARE(climb.back().bridge, e.id);
                QCOMPARE(climb.back().stress, e.stress);
                const bool wins = climb.back().target == 0;
                QCOMPARE(wins, e.winning);
                if (!wins) continue;
                ++winningBridges;
                // each bridge below the chop has, after it, exactly the stress the climb asked for
                const Picture after = p.chop(e.id).picture;
                const Analysis b = analyse(after);
                QCOMPARE(b.value, std::uint64_t(0));
                for (std::size_t i = 0; i + 1 < climb.size(); ++i)
                    QCOMPARE(static_cast<std::int64_t>(b.edge(climb[i].bridge, after).stress), climb[i].target);
            }
        }
        // the property was tried on many bridges, and on many that win
        QVERIFY2(bridgesClimbed > 3000 && winningBridges > 1000,
                 qPrintable(QStringLiteral("%1 bridges, %2 winning").arg(bridgesClimbed).arg(winningBridges)));
    }
};

QTEST_MAIN(TestWorkedAnalysis)
#include "tst_worked_analysis.moc"
