// Every step of Conway's climb shows its arithmetic (issue 38, item 4; THEORY.md §6 "All winning
// moves fast"): each step names the ⊕ of the other terms at its level (`others`: at the ground the
// other stresses at the ground, above the other edges the edge below carries) and solves
// target ⊕ others = need, with need 0 at the ground and, above, the target of the edge below minus 1.
// On the 4,000 mixed random pictures (fixed seeds; loops, multiple edges, several base nodes) every
// climb step of every standing bridge: `others` is the ⊕ of the other terms counted afresh from the
// garden and the equation holds (at the ground with the value after the chop, 0 for a winning move);
// for every winning bridge the sentence says its numbers (a short sum it writes out ⊕-adds to the
// total it claims). Golden sentences on the Homestead and the girls (tests/classic_pictures.h).
#include <QtTest>

#include "random_picture.h"
#include "../classic_pictures.h"

#include "homestead/explanation.h"
#include "homestead/explanation_text.h"

#include <string>

using namespace homestead;

namespace {

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// The ⊕ of the terms garden node `node` supports other than the bridge `edge`, counted from the
// garden itself (not from the step's own list).
std::uint64_t othersFromGarden(const Garden& g, int node, EdgeId edge) {
    std::uint64_t sum = g.loops[node].size() % 2;
    for (const GardenBridge& b : g.bridges)
        if (b.parent == node && b.edge != edge) sum ^= b.stress;
    return sum;
}

// A written-out sum "a ⊕ b ⊕ … = t" that follows `lead` in `text` (no "…" in it): its terms' ⊕ is t.
// Returns false if there is no such sum to read.
bool sumAfterAddsUp(const std::string& text, const std::string& lead) {
    const std::size_t at = text.find(lead);
    if (at == std::string::npos) return false;
    const std::size_t start = at + lead.size(), eq = text.find(" = ", start);
    if (eq == std::string::npos) return false;
    const std::string terms = text.substr(start, eq - start);
    if (has(terms, "…")) return true;  // shortened: the total is checked against `others` instead
    std::uint64_t sum = 0;
    for (std::size_t from = 0;;) {
        const std::size_t plus = terms.find(" ⊕ ", from);
        sum ^= std::stoull(terms.substr(from, plus - from));
        if (plus == std::string::npos) break;
        from = plus + std::string(" ⊕ ").size();
    }
    return sum == std::stoull(text.substr(eq + 3));
}

// Checks every step of the climb of bridge `id`; counts in `summed` the steps with two or more others.
void checkClimb(const PictureAnalysis& a, EdgeId id, int& summed) {
    const Picture& p = a.picture();
    const Garden& g = a.garden();
    const EdgeExplanation x = explainEdge(a, id);
    for (std::size_t i = 0; i < x.climb.size(); ++i) {
        const ClimbStep& s = x.climb[i];
        const int node = g.bridges[g.bridgeToParent[g.edgeNode[p.indexOfEdge(s.edge)]]].parent;
        // `others` is the ⊕ it claims: the other terms at its lower end.
        const std::uint64_t others = othersFromGarden(g, node, s.edge);
        QCOMPARE(s.others, others);
        // The equation: target ⊕ others = need (at the ground the value after the chop, 0 for a
        // winning move; above, the target below minus 1).
        const std::uint64_t need = i == 0 ? x.valueAfterChop : x.climb[i - 1].target - 1;
        QVERIFY(i == 0 || x.climb[i - 1].target > 0);  // no step stands on an edge that must go
        QCOMPARE(s.target ^ s.others, need);
        QCOMPARE(s.need, need);
        // The sentence (said of a winning move only) says its numbers.
        const std::size_t rest = s.atLowerEnd.size() - 1;
        summed += rest > 1;
        if (!x.winning) continue;
        const std::string said = text::climbStepSentence(p, x.climb, i, x.valueBefore);
        const std::string t = std::to_string(s.target), o = std::to_string(s.others), n = std::to_string(need);
        bool ok = has(said, "must become " + t);
        if (i == 0) {
            ok = ok && has(said, "the value " + std::to_string(x.valueBefore) + " must become 0");
            if (rest == 0) ok = ok && has(said, "nothing else stands on the ground");
            else if (rest == 1) ok = ok && has(said, "the other stress at the ground is " + o + ", so ");
            else ok = ok && has(said, " = " + o + ", so ") && sumAfterAddsUp(said, "the other stresses at the ground make ");
            if (s.target) ok = ok && has(said, ", as " + t + " ⊕ " + o + " = 0");
        } else {
            const std::string carrier = "'s " + std::to_string(x.climb[i - 1].target) + " = 1 + ";
            if (rest == 0) ok = ok && has(said, carrier + "x gives x = " + t + ": ");
            else ok = ok && has(said, carrier + "(x ⊕ " + o + ") gives x = " + n + " ⊕ " + o + " = " + t + ": ");
            if (rest > 1) ok = ok && has(said, " = " + o + ", so ") && sumAfterAddsUp(said, "the others making ");
        }
        if (s.target == 0) ok = ok && has(said, ": chop it");
        QVERIFY2(ok, said.c_str());
    }
}

}  // namespace

class ClimbArithmeticTest : public QObject {
    Q_OBJECT
private slots:
    void everyStepOfEveryClimbOnRandomPictures() {
        int climbs = 0, steps = 0, summed = 0, winning = 0, manyBases = 0;
        testing::forEachMixedPicture(7001, 11, 12, [&](std::uint64_t, const Picture& p) {
            auto a = PictureAnalysis::of(p);
            const Garden& g = a->garden();
            int bases = 0;
            for (const Node& n : p.nodes()) bases += n.ground;
            for (std::size_t e = 0; e < p.edgeCount(); ++e) {
                if (g.edgeNode[e] < 0 || !g.isBridge[e]) continue;
                const EdgeId id = p.edges()[e].id;
                checkClimb(*a, id, summed);
                if (QTest::currentTestFailed()) return false;
                steps += int(explainEdge(*a, id).climb.size());
                ++climbs;
                winning += a->edge(id)->winning;
                manyBases += bases > 1;
            }
            return true;
        });
        // The walk reaches what it must: many climbs, long ones, sums of several others, winners,
        // pictures of several base nodes.
        QVERIFY2(climbs > 5000, qPrintable(QString::number(climbs)));
        qInfo("%d climbs, %d steps, %d with sums of others, %d winning, %d on several base nodes", climbs, steps, summed,
              winning, manyBases);
        QVERIFY(2 * steps > 3 * climbs);  // many climbs of two steps and more
        QVERIFY(summed > 1000);
        QVERIFY2(winning > 1000, qPrintable(QString::number(winning)));
        QVERIFY(manyBases > 1000);
    }

    void homestead() {
        const Picture p = testing::classicPicture("homestead");
        auto a = PictureAnalysis::of(p);
        const EdgeId move = a->analysis().winningMoves.at(0);
        const EdgeExplanation x = explainEdge(*a, move);
        int summed = 0;
        checkClimb(*a, move, summed);
        // 10 ⊕ 15 = 5 at the ground; then the trunk's other branch 6; the left branch's 2 ⊕ 1 = 3;
        // the apple's loop 1 beside the winning twig.
        std::vector<std::uint64_t> others;
        for (const ClimbStep& s : x.climb) others.push_back(s.others);
        QCOMPARE(others, (std::vector<std::uint64_t>{5, 6, 3, 1}));
        QCOMPARE(text::climbSentence(p, x.climb, 10),
                 std::string("To win, the value 10 must become 0: the other stresses at the ground make "
                             "6 ⊕ 4 ⊕ 4 ⊕ 3 ⊕ 1 ⊕ … ⊕ 1 (26 of them) = 5, so the trunk 15 must become 5 (edge 0), as "
                             "5 ⊕ 5 = 0; the trunk carries 8 and 6, so the trunk's 5 = 1 + (x ⊕ 6) gives x = 4 ⊕ 6 = 2: "
                             "the 8 must become 2 (left branch, edge 1); the left branch carries 4, 2 and 1, the others "
                             "making 2 ⊕ 1 = 3, so the left branch's 2 = 1 + (x ⊕ 3) gives x = 1 ⊕ 3 = 2: the 4 must "
                             "become 2 (upper left branch, edge 5); the upper left branch carries 2 and 1, so the upper "
                             "left branch's 2 = 1 + (x ⊕ 1) gives x = 1 ⊕ 1 = 0: the 2 must become 0: chop it (twig "
                             "bearing the highest apple, edge 7)."));
    }

    void girls() {
        {  // On one foot: the foot alone stands on the ground.
            const Picture p = testing::classicPicture("girl-on-one-foot");
            auto a = PictureAnalysis::of(p);
            const EdgeExplanation x = explainEdge(*a, a->analysis().winningMoves.at(0));
            QCOMPARE(text::climbSentence(p, x.climb, 4),
                     std::string("To win, the value 4 must become 0: nothing else stands on the ground, so the foot 4 "
                                 "must become 0: chop it (edge 0)."));
            QCOMPARE(text::weightSentence(x.stress),
                     std::string("4 = 4 × 1, so the largest power of 2 dividing it is 4 and its weight is 2 × 4 − 1 = 7 "
                                 "(the formula: (4|0) = 2^(2+1) − 1 = 7)."));
        }
        {  // On both feet: a hair wins; the body's other terms cancel.
            const Picture p = testing::classicPicture("girl-on-both-feet");
            auto a = PictureAnalysis::of(p);
            EdgeId hair = -1;
            for (EdgeId id : a->analysis().winningMoves)
                if (p.edge(id).name == "hair") hair = id;
            QVERIFY(hair >= 0);
            const EdgeExplanation x = explainEdge(*a, hair);
            int summed = 0;
            checkClimb(*a, hair, summed);
            QCOMPARE(text::climbSentence(p, x.climb, 3),
                     "To win, the value 3 must become 0: the other stresses at the ground make 1 ⊕ 1 ⊕ 1 ⊕ 1 ⊕ 1 ⊕ 1 ⊕ 1 "
                     "= 1, so the body 2 must become 1 (edge 7), as 1 ⊕ 1 = 0; the body carries 2, 2, 1, 1, 1, 1 and 1, "
                     "the others making 2 ⊕ 2 ⊕ 1 ⊕ 1 ⊕ 1 ⊕ 1 = 0, so the body's 1 = 1 + (x ⊕ 0) gives x = 0 ⊕ 0 = 0: "
                     "the 1 must become 0: chop it (hair, edge " + std::to_string(hair) + ").");
            QCOMPARE(text::weightSentence(x.stress), std::string("1 is odd, so its weight is 1 (the formula: (1|0) = 2^(0+1) − 1 = 1)."));
        }
    }
};

QTEST_APPLESS_MAIN(ClimbArithmeticTest)
#include "tst_climb_arithmetic.moc"
