// The explanations of explanation.h against the core's own numbers, on 3,000 random small pictures
// and 1,000 drawn-like ones (loops, multiple edges, several base nodes; fixed seeds) and every
// standing edge of each: the terms' stresses are the analysis' supported stresses and each is its
// edge's stress, 1 + ⊕terms is the stress, the terms stand for exactly the load, the binary columns
// ⊕ to the sum with every pair cancelled, the weight is 2^(v2+1) − 1, the value after the chop
// (explainEdge and valueAfterChop) is analyse(chop(e)).value, a cycle edge's class and (x|y) row
// are the mating's. The whole picture: the ground terms ⊕ to the
// value and stand for every standing edge. Golden: the lovers' bridge (q: class p..t, (q|t) = 15,
// mating {q,t}, {p,r}, spinster s), the door, the sentences of explanation_text.h.
#include <QtTest>

#include "golden_pictures.h"
#include "random_picture.h"
#include "../classic_pictures.h"

#include "homestead/explanation.h"
#include "homestead/explanation_text.h"
#include "homestead/nim_text.h"
#include "homestead/picture_json.h"

#include <algorithm>
#include <functional>
#include <numeric>
#include <bit>
#include <map>
#include <set>

using namespace homestead;

namespace {

std::uint64_t xorOf(const std::vector<std::uint64_t>& v) { return std::accumulate(v.begin(), v.end(), std::uint64_t(0), std::bit_xor<>()); }

std::vector<std::uint64_t> stressesOf(const std::vector<StressTerm>& terms) {
    std::vector<std::uint64_t> out;
    for (const StressTerm& t : terms) out.push_back(t.stress);
    return out;
}

// The columns are a faithful working of the nim-sum of `rows`.
void checkColumns(const NimColumns& c, const std::vector<std::uint64_t>& rows) {
    QCOMPARE(c.rows, rows);
    QCOMPARE(c.result, xorOf(rows));
    QCOMPARE(c.cells.size(), rows.size());
    std::uint64_t all = 0;
    for (auto r : rows) all |= r;
    QCOMPARE(c.powers.size(), std::size_t(all ? std::bit_width(all) : 0));
    std::uint64_t fromColumns = 0;
    for (std::size_t col = 0; col < c.powers.size(); ++col) {
        const int k = c.powers[col];
        if (col) QCOMPARE(k, c.powers[col - 1] - 1);
        int ones = 0, kept = 0;
        for (std::size_t r = 0; r < rows.size(); ++r) {
            const bool bit = (rows[r] >> k) & 1;
            QCOMPARE(c.cells[r][col] != NimColumns::Cell::Zero, bit);
            ones += bit;
            kept += c.cells[r][col] == NimColumns::Cell::One;
        }
        QCOMPARE(kept, ones % 2);  // pairs cancel, an odd one out stays
        QCOMPARE(bool(c.kept[col]), ones % 2 == 1);
        if (c.kept[col]) fromColumns |= std::uint64_t(1) << k;
    }
    QCOMPARE(fromColumns, c.result);
}

std::uint64_t weightByDefinition(std::uint64_t s) {
    std::uint64_t p = 1;
    while (s % (2 * p) == 0) p *= 2;  // 2^v2(s)
    return 2 * p - 1;
}

void checkEdge(const PictureAnalysis& a, EdgeId id) {
    const Picture& p = a.picture();
    const EdgeAnalysis& e = *a.edge(id);
    EdgeExplanation x = explainEdge(a, id);
    QCOMPARE(x.edge, id);
    QCOMPARE(x.stress, e.stress);
    QCOMPARE(x.onCycle, e.onCycle);
    // Terms: the core's supported stresses, each its own edge's stress.
    auto mine = stressesOf(x.terms);
    const auto span = a.analysis().supported(e);
    std::vector<std::uint64_t> core(span.begin(), span.end());
    std::sort(mine.begin(), mine.end());
    std::sort(core.begin(), core.end());
    QCOMPARE(mine, core);
    std::set<EdgeId> covered;
    for (std::size_t i = 0; i < x.terms.size(); ++i) {
        const StressTerm& t = x.terms[i];
        if (i) {  // as a reader writes the sum: largest stress first, equal ones by edge id
            const StressTerm& before = x.terms[i - 1];
            QVERIFY(before.stress > t.stress || (before.stress == t.stress && before.edge < t.edge));
        }
        QCOMPARE(t.stress, a.edge(t.edge)->stress);
        QCOMPARE(t.loop, a.edge(t.edge)->onCycle);
        std::vector<EdgeId> stands = load(p, t.edge);
        stands.insert(std::lower_bound(stands.begin(), stands.end(), t.edge), t.edge);
        QCOMPARE(t.standsFor, stands);
        for (EdgeId s : t.standsFor) QVERIFY(covered.insert(s).second);  // terms are disjoint
    }
    // 1 + ⊕ terms = stress (an edge on a cycle has no terms and stress 1).
    if (e.onCycle) {
        QVERIFY(x.terms.empty());
        QCOMPARE(x.stress, std::uint64_t(1));
    } else {
        QCOMPARE(1 + xorOf(stressesOf(x.terms)), x.stress);
    }
    checkColumns(x.columns, stressesOf(x.terms));
    // The weight.
    QCOMPARE(x.weight, e.weight);
    QCOMPARE(x.weight, weightByDefinition(x.stress));
    QCOMPARE(x.weight, (std::uint64_t(2) << x.weightExponent) - 1);
    // The load, and the terms stand for exactly it.
    QCOMPARE(x.load, load(p, id));
    QCOMPARE(std::vector<EdgeId>(covered.begin(), covered.end()), x.load);
    // The value chopping it leaves.
    const std::uint64_t after = analyse(p.chop(id).picture).value;
    QCOMPARE(x.valueAfterChop, after);
    QCOMPARE(valueAfterChop(a, id), after);
    QCOMPARE(choppedValueIsCheap(a, id), !e.onCycle);
    QCOMPARE(x.winning, after == 0);
    QCOMPARE(x.valueBefore, a.analysis().value);
    // On a cycle: the class and its mating.
    QCOMPARE(x.cycle.has_value(), e.onCycle);
    QCOMPARE(x.climb.empty(), e.onCycle);
    if (x.cycle) {
        QCOMPARE(x.cycle->members, a.analysis().classes.copy(e.concyclicClass));
        ClassMating m = mateClass(p, x.cycle->members);
        const auto me = std::find(m.edges.begin(), m.edges.end(), id) - m.edges.begin();
        QCOMPARE(x.cycle->mates.size(), m.edges.size() - 1);
        for (auto [y, value] : x.cycle->mates) {
            const auto j = std::find(m.edges.begin(), m.edges.end(), y) - m.edges.begin();
            QVERIFY(j != me);
            QCOMPARE(value, m.matrix[me][j]);
        }
        QCOMPARE(x.cycle->pairs, m.pairs);
        QCOMPARE(x.cycle->spinster, m.spinster);
    }
}

struct Counts {
    int edges = 0, cycleEdges = 0, winners = 0;
};

// Every standing edge of `a` (an edge standing in the air cannot be explained), then the whole picture:
// the ground stresses ⊕ to the value and stand for every standing edge.
void checkPicture(const PictureAnalysis& a, Counts& counts) {
    for (const EdgeAnalysis& e : a.analysis().edges) {
        if (!e.standing) {
            QVERIFY_THROWS_EXCEPTION(PictureError, explainEdge(a, e.id));
            continue;
        }
        checkEdge(a, e.id);
        if (QTest::currentTestFailed()) {
            qWarning("edge %lld", (long long)e.id);
            return;
        }
        ++counts.edges;
        counts.cycleEdges += e.onCycle;
        counts.winners += e.winning;
    }
    PictureExplanation whole = explainPicture(a);
    QCOMPARE(whole.value, a.analysis().value);
    checkColumns(whole.columns, stressesOf(whole.terms));
    for (std::size_t i = 1; i < whole.terms.size(); ++i)  // the ground's sum as read: largest first
        QVERIFY(whole.terms[i - 1].stress > whole.terms[i].stress ||
                (whole.terms[i - 1].stress == whole.terms[i].stress && whole.terms[i - 1].edge < whole.terms[i].edge));
    QCOMPARE(whole.columns.result, whole.value);
    std::vector<EdgeId> covered, standing;
    for (const StressTerm& t : whole.terms) covered.insert(covered.end(), t.standsFor.begin(), t.standsFor.end());
    for (const EdgeAnalysis& e : a.analysis().edges)
        if (e.standing) standing.push_back(e.id);
    std::sort(covered.begin(), covered.end());
    std::sort(standing.begin(), standing.end());
    QCOMPARE(covered, standing);
    QCOMPARE(whole.winningMoves, a.analysis().winningMoves);
    // the parts, the other way to split the value, sum to it too
    QCOMPARE(whole.parts.size(), a.analysis().parts.size());
    std::uint64_t partSum = 0;
    for (std::uint64_t v : whole.parts) partSum ^= v;
    QCOMPARE(partSum, whole.value);
}

}  // namespace

class ExplainTest : public QObject {
    Q_OBJECT
private slots:
    void columnsByHand() {
        // Gardner's working of 8 ⊕ 6 ⊕ 4 ⊕ 1: the 4s cancel, the rest stay: 11.
        std::vector<std::uint64_t> rows{8, 6, 4, 1};
        NimColumns c = nimColumns(rows);
        checkColumns(c, rows);
        QCOMPARE(c.result, std::uint64_t(8 ^ 6 ^ 4 ^ 1));
        QCOMPARE(c.powers, (std::vector<int>{3, 2, 1, 0}));
        using Cell = NimColumns::Cell;
        QCOMPARE(c.cells[1][1], Cell::Cancelled);  // the 4 of 6 ...
        QCOMPARE(c.cells[2][1], Cell::Cancelled);  // ... and the 4 cancel
        QCOMPARE(c.cells[0][0], Cell::One);
        QCOMPARE(c.kept, (std::vector<bool>{true, false, true, true}));
        // The same model the Nim page draws: the leftmost odd column (the 8s) and the row that can use it.
        QCOMPARE(c.leftmostOdd, std::optional<int>(3));
        QCOMPARE(c.canUse, (std::vector<std::size_t>{0}));
        QCOMPARE(text::leftmostOddColumn(c), std::string("The leftmost odd column is the 8s; heap\u00A01\u00A0(8) can use it: 8 ⊕ 11 = 3, so take 5 from heap 1, leaving 3."));
        QCOMPARE(text::columnsText(c), std::string("      8 = 1 0 0 0\n"
                                                   "      6 = 0 x 1 0\n"
                                                   "      4 = 0 x 0 0\n"
                                                   "      1 = 0 0 0 1\n"
                                                   "   ⊕ 11 = 1 0 1 1\n"));
        NimColumns none = nimColumns({});
        QCOMPARE(none.result, std::uint64_t(0));
        QVERIFY(none.powers.empty());
        checkColumns(nimColumns(std::vector<std::uint64_t>{5, 5}), {5, 5});
    }

    void randomPictures() {
        Counts counts;
        testing::forEachMixedPicture(7919, 3, 10, [&](std::uint64_t seed, Picture picture) {
            auto a = PictureAnalysis::of(std::move(picture));
            checkPicture(*a, counts);
            if (!QTest::currentTestFailed()) return true;
            qWarning("seed %llu", (unsigned long long)seed);
            return false;
        });
        const auto [edges, cycleEdges, winners] = counts;
        // The cases were varied: many edges, on cycles and off, winning and not.
        qInfo("%d standing edges, %d on cycles, %d winning", edges, cycleEdges, winners);
        QVERIFY(edges > 20000);
        QVERIFY(cycleEdges > 10000);
        QVERIFY(winners > 3000);
    }

    void noSuchEdge() {
        auto a = PictureAnalysis::of(testing::door());
        QVERIFY_THROWS_EXCEPTION(PictureError, explainEdge(*a, 99));
    }

    void loversBridge() {
        Picture p = testing::classicPicture("lovers-bridge");
        auto a = PictureAnalysis::of(p);
        auto named = [&](const char* name) {
            for (const Edge& e : p.edges())
                if (e.name == name) return e.id;
            return EdgeId(-1);
        };
        const EdgeId P = named("p"), Q = named("q"), R = named("r"), S = named("s"), T = named("t");
        EdgeExplanation q = explainEdge(*a, Q);
        QVERIFY(q.cycle);
        QCOMPARE(q.cycle->members, (std::vector<EdgeId>{P, Q, R, S, T}));
        // ONAG Fig. 43, row q: p 1, r 1, s 3, t 15.
        std::map<EdgeId, std::uint64_t> row(q.cycle->mates.begin(), q.cycle->mates.end());
        QCOMPARE(row, (std::map<EdgeId, std::uint64_t>{{P, 1}, {R, 1}, {S, 3}, {T, 15}}));
        QCOMPARE(q.cycle->pairs.size(), std::size_t(2));
        QCOMPARE(std::minmax(q.cycle->pairs[0].first, q.cycle->pairs[0].second), std::minmax(Q, T));
        QCOMPARE(std::minmax(q.cycle->pairs[1].first, q.cycle->pairs[1].second), std::minmax(P, R));
        QCOMPARE(q.cycle->spinster, std::optional<EdgeId>(S));
        QVERIFY(q.climb.empty());
        const std::string said = text::cycleSentences(p, Q, *q.cycle);
        QVERIFY2(said.find("(q|t) = 15") != std::string::npos, said.c_str());
        QVERIFY2(said.find("(q|p) = 1, (q|r) = 1, (q|s) = 3, (q|t) = 15.") != std::string::npos, said.c_str());
        auto pair = [&](std::pair<EdgeId, EdgeId> x) {
            return "{" + p.edge(x.first).name + ", " + p.edge(x.second).name + "}";
        };
        QVERIFY2(said.find("Mating, the largest (x|y) first: " + pair(q.cycle->pairs[0]) + ", " + pair(q.cycle->pairs[1])) !=
                     std::string::npos, said.c_str());
        QVERIFY2(said.find("The spinster is s (edge " + std::to_string(S) + ")") != std::string::npos, said.c_str());
        EdgeExplanation s = explainEdge(*a, S);
        QVERIFY(text::cycleSentences(p, S, *s.cycle).find("It is the spinster") != std::string::npos);
        // Fig. 43(s): without her, boy 2, node 0, girl 4, flower 1.
        QCOMPARE(s.valueAfterChop, std::uint64_t(2 ^ 0 ^ 4 ^ 1));
    }

    // The Homestead's five parts, as the status line lists them and the Explain panel says them;
    // one part says nothing, and past twelve the numbers are left out.
    void partsSentences() {
        auto a = PictureAnalysis::of(testing::classicPicture("homestead"));
        const PictureExplanation whole = explainPicture(*a);
        QCOMPARE(text::partsLine(whole.parts), std::string("Parts: 15 ⊕ 1 ⊕ 1 ⊕ 4 ⊕ 1"));
        QCOMPARE(text::partsSentence(whole.parts),
                 std::string("Taken apart at its base nodes, the picture is 5 parts, worth 15 ⊕ 1 ⊕ 1 ⊕ 4 ⊕ 1 = 10: a part is "
                             "worth the ⊕ of its edges' weights, and the ⊕ of the parts is the value, as the ⊕ of the "
                             "stresses at the ground is."));
        QCOMPARE(text::partsLine(std::vector<std::uint64_t>{7}), std::string());
        QCOMPARE(text::partsSentence(std::vector<std::uint64_t>{7}), std::string());
        const std::vector<std::uint64_t> many(13, 1);
        QCOMPARE(text::partsLine(many), std::string("13 parts"));
        QVERIFY(text::partsSentence(many).starts_with("Taken apart at its base nodes, the picture is 13 parts, worth 1 ⊕ … ⊕ 1 "
                                                      "(13 of them) = 1:"));
    }

    // Alike rows side by side are one run from three on, and not before `from`; the columns as
    // text write such a run once with its count.
    void alikeRowsAreOneRun() {
        const NimColumns c = nimColumns(std::vector<std::uint64_t>{15, 1, 1, 1, 1, 3, 1, 1});
        auto runs = [](const std::vector<RowRun>& v) {
            std::vector<std::pair<std::size_t, std::size_t>> out;
            for (const RowRun& r : v) out.emplace_back(r.first, r.count);
            return out;
        };
        using Runs = std::vector<std::pair<std::size_t, std::size_t>>;
        // rows 1-4 are all 1s but their cells differ (the first cancels 15's 1, the next pair
        // cancel, ...): only rows alike in cells too make a run
        const Runs got = runs(alikeRows(c));
        std::size_t total = 0;
        for (auto [first, count] : got) total += count;
        QCOMPARE(total, c.rows.size());
        for (auto [first, count] : got)
            for (std::size_t k = 1; k < count; ++k) {
                QCOMPARE(c.rows[first + k], c.rows[first]);
                QVERIFY(c.cells[first + k] == c.cells[first]);
            }
        QCOMPARE(runs(alikeRows(c, 3, c.rows.size())), (Runs{{0, 1}, {1, 1}, {2, 1}, {3, 1}, {4, 1}, {5, 1}, {6, 1}, {7, 1}}));
        const NimColumns ones = nimColumns(std::vector<std::uint64_t>(26, 1));
        QCOMPARE(runs(alikeRows(ones)), (Runs{{0, 26}}));
        QCOMPARE(runs(alikeRows(nimColumns(std::vector<std::uint64_t>{1, 1}))), (Runs{{0, 1}, {1, 1}}));
        QCOMPARE(text::columnsText(ones), std::string("     1 = x   (26 of them)\n"
                                                      "   ⊕ 0 = 0\n"));
    }

    // A long sum is shortened: a run of equal terms written once with its count, and past
    // kTermsListed written terms the rest counted (a stalk under 3000 loops had a tooltip of 3000
    // terms). Twelve are written whole; the climb's lists name twelve.
    void longSumsAreShortened() {
        const std::vector<std::uint64_t> twelve{9, 8, 7, 6, 5, 4, 3, 2, 1, 1, 1, 1};
        QCOMPARE(text::stressSum(twelve, false, false), std::string("1 + (9 ⊕ 8 ⊕ 7 ⊕ 6 ⊕ 5 ⊕ 4 ⊕ 3 ⊕ 2 ⊕ 1 ⊕ 1 ⊕ 1 ⊕ 1)"));
        std::vector<std::uint64_t> loops(3000, 1);
        loops.insert(loops.begin(), 6);
        std::vector<std::size_t> decorated;
        const std::string sum = text::stressSum(loops, false, false, [&](std::size_t i, const std::string& n) {
            decorated.push_back(i);
            return "[" + n + "]";
        });
        QCOMPARE(sum, std::string("1 + ([6] ⊕ [1] ⊕ … ⊕ [1] (3000 of them))"));
        QCOMPARE(decorated, (std::vector<std::size_t>{0, 1, 3000}));
        // The Homestead's ground, largest first: its 25 loops at the ground in one run.
        std::vector<std::uint64_t> ground{15, 6, 4, 4, 3};
        ground.resize(30, 1);
        PictureExplanation x;
        for (std::uint64_t s : ground) x.terms.push_back(StressTerm{.stress = s});
        x.value = 10;
        QCOMPARE(text::pictureSentence(x), std::string("The value is the ⊕ of the stresses at the ground: 15 ⊕ 6 ⊕ 4 ⊕ 4 ⊕ 3 ⊕ "
                                                       "1 ⊕ … ⊕ 1 (25 of them) = 10. Value 10: the player to move wins "
                                                       "with best play."));
        // Many different terms: twelve written, the rest counted.
        std::vector<std::uint64_t> mixed;
        for (std::uint64_t k = 40; k >= 1; --k) mixed.push_back(k);
        QCOMPARE(text::stressSum(mixed, false, false),
                 std::string("1 + (40 ⊕ 39 ⊕ 38 ⊕ 37 ⊕ 36 ⊕ 35 ⊕ 34 ⊕ 33 ⊕ 32 ⊕ 31 ⊕ 30 ⊕ 29 ⊕ … 28 more)"));
        // The picture: a stalk carrying 3000 loops, as the window and homestead-cli explain say it.
        const Picture p = testing::stalkUnderLoops(3000);
        auto a = PictureAnalysis::of(p);
        const std::string all = text::edgeExplanationText(p, explainEdge(*a, 0));
        const std::string sumLine = all.substr(all.find("Stress"), all.find('\n', all.find("Stress")) - all.find("Stress"));
        QCOMPARE(sumLine, std::string("Stress 1 = 1 + (1 ⊕ … ⊕ 1 (3000 of them))"));
        const std::size_t supports = all.find("It immediately supports:");
        const std::string supportsLine = all.substr(supports, all.find('\n', supports) - supports);
        QVERIFY2(supportsLine.ends_with("edge 12 with stress 1 (a loop) and 2988 more."), supportsLine.c_str());
    }

    void sentences() {
        QCOMPARE(text::stressSum(std::vector<std::uint64_t>{8, 6}, false, false), std::string("1 + (8 ⊕ 6)"));
        QCOMPARE(text::stressSum(std::vector<std::uint64_t>{1}, false, false), std::string("1 + 1"));
        QCOMPARE(text::stressSum({}, false, false), std::string("1 + 0 (it supports nothing)"));
        // The weight in words first ("15 is odd, so …"), the formula after.
        QCOMPARE(text::weightSentence(6),
                 std::string("6 = 2 × 3, so the largest power of 2 dividing it is 2 and its weight is 2 × 2 − 1 = 3 "
                             "(the formula: (6|0) = 2^(1+1) − 1 = 3)."));
        QCOMPARE(text::weightSentence(15),
                 std::string("15 is odd, so its weight is 1 (the formula: (15|0) = 2^(0+1) − 1 = 1)."));
        QCOMPARE(text::weightSentence(8),
                 std::string("8 = 8 × 1, so the largest power of 2 dividing it is 8 and its weight is 2 × 8 − 1 = 15 "
                             "(the formula: (8|0) = 2^(3+1) − 1 = 15)."));
        QCOMPARE(text::loadSentence(2), std::string("chopping it drops 2 more edges"));
        // The door: the top wins, a post leaves a stalk worth 2.
        Picture door = testing::door();
        auto a = PictureAnalysis::of(door);
        EdgeExplanation top = explainEdge(*a, 2), post = explainEdge(*a, 0);
        QVERIFY(top.winning);
        QCOMPARE(post.valueAfterChop, std::uint64_t(2));
        QCOMPARE(text::valueAfterChopSentence(0), std::string("Chopping it leaves value 0: a winning move."));
        const std::string all = text::edgeExplanationText(door, post);
        QVERIFY(all.find("Stress 1 = 1 (on a cycle: a loop after collapsing)") != std::string::npos);
        QVERIFY(all.find("leaves value 2: a losing move") != std::string::npos);
        QCOMPARE(text::pictureSentence(explainPicture(*a)),
                 std::string("The value is the ⊕ of the stresses at the ground: 1 ⊕ 1 ⊕ 1 = 1. "
                             "Value 1: the player to move wins with best play."));
    }
};

QTEST_APPLESS_MAIN(ExplainTest)
#include "tst_explain.moc"
