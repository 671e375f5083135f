// The number games at the edges of their integers, where 64-bit arithmetic would wrap: animating
// functions whose poles, Nim and Welt pass 2^63, Welter positions and solutions near 2^62, Nim heaps
// near 2^63, the transfinite game's finite parts. Every result is compared with a reference computed
// slowly and exactly in arbitrary precision (Boost.Multiprecision's cpp_int): the steps applied one
// by one, the poles found by the definition (every ring point pulled back), mating values as
// 2^(v2(x−y)+1) − 1 from the lowest set bit, Welter values by their definition. Random inputs use
// fixed seeds.
#include <QtTest>

#include "int128_qtest.h"

#include "homestead/animating.h"
#include "homestead/nim.h"
#include "homestead/nim_rules.h"
#include "homestead/ordinal.h"
#include "homestead/transfinite.h"
#include "homestead/welter.h"
#include "homestead/wide_integer.h"

#include <boost/multiprecision/cpp_int.hpp>

#include <algorithm>
#include <limits>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

using namespace homestead;
using animating::AnimatingFunction;
using animating::Step;
using animating::StepKind;
using Big = boost::multiprecision::cpp_int;

namespace {

constexpr std::int64_t kInt64Max = std::numeric_limits<std::int64_t>::max();
constexpr std::int64_t kInt64Min = std::numeric_limits<std::int64_t>::min();
const Int128 kTwo63 = Int128{1} << 63;

Big big(Int128 value) { return Big(toDecimal(value)); }

// The Int128 of a reference value (read from its decimal text; |x| < 2^126 here).
Int128 fromBig(const Big& x) {
    const std::string text = x.str();
    Int128 magnitude = 0;
    for (char c : text)
        if (c != '-') magnitude = magnitude * 10 + (c - '0');
    return text[0] == '-' ? -magnitude : magnitude;
}

// x ⊕ y on all integers (two's complement: −1 is all ones), from ⊕ of naturals and ~x = −1 − x.
Big bigXor(const Big& x, const Big& y) {
    if (x < 0 && y < 0) return (-1 - x) ^ (-1 - y);
    if (x < 0) return -1 - ((-1 - x) ^ y);
    if (y < 0) return -1 - (x ^ (-1 - y));
    return x ^ y;
}

// (x|y) = 2^(n+1) − 1 for 2^n the highest power of 2 dividing x − y; (x|x) = −1.
Big bigMate(const Big& x, const Big& y) {
    if (x == y) return -1;
    const Big d = x > y ? Big(x - y) : Big(y - x);
    return (Big(1) << (boost::multiprecision::lsb(d) + 1)) - 1;
}

Big bigStep(const Step& step, const Big& x) {
    switch (step.kind) {
        case StepKind::Add: return x + step.amount;
        case StepKind::Subtract: return x - step.amount;
        case StepKind::Xor: return bigXor(x, Big(step.amount));
    }
    return x;
}

Big bigApply(const std::vector<Step>& steps, Big x) {
    for (const auto& step : steps) x = bigStep(step, x);
    return x;
}

// The poles by their definition: the ring points of every + or − step (0..a−1 before "−a", −a..−1
// before "+a"), each pulled back through the inverses of the steps before it; odd hits are poles.
std::vector<Big> bigPoles(const std::vector<Step>& steps) {
    std::map<Big, int> hits;
    for (std::size_t j = 0; j < steps.size(); ++j) {
        if (steps[j].kind == StepKind::Xor) continue;
        const std::int64_t first = steps[j].kind == StepKind::Subtract ? 0 : -steps[j].amount;
        for (std::int64_t y = first; y < first + steps[j].amount; ++y) {
            Big x = y;
            for (std::size_t i = j; i-- > 0;) {
                const Step& s = steps[i];
                x = bigStep({s.kind == StepKind::Add ? StepKind::Subtract : s.kind == StepKind::Subtract ? StepKind::Add : StepKind::Xor,
                             s.amount},
                            x);
            }
            hits[x] ^= 1;
        }
    }
    std::vector<Big> poles;
    for (const auto& [x, odd] : hits)
        if (odd) poles.push_back(x);
    return poles;
}

// x ⊕ (x|p1) ⊕ … ⊕ N, all in arbitrary precision.
Big bigCanonical(const std::vector<Big>& poles, const Big& nim, const Big& x) {
    Big result = bigXor(x, nim);
    for (const auto& p : poles) result = bigXor(result, bigMate(x, p));
    return result;
}

// [a|b|…] by its definition: ⊕ of the values and of the mating values of all pairs.
Big bigWelter(const std::vector<Big>& values) {
    Big sum = 0;
    for (std::size_t i = 0; i < values.size(); ++i) {
        sum = bigXor(sum, values[i]);
        for (std::size_t j = i + 1; j < values.size(); ++j) sum = bigXor(sum, bigMate(values[i], values[j]));
    }
    return sum;
}

std::vector<Big> bigAll(const std::vector<Int128>& values) {
    std::vector<Big> result;
    for (auto v : values) result.push_back(big(v));
    return result;
}

// A ⊕ amount near the edges of the 64-bit integers, or a small one.
std::int64_t edgeAmount(std::mt19937_64& rng, bool allowNegative) {
    const auto r = static_cast<std::int64_t>(rng() % 4);
    switch (rng() % (allowNegative ? 8 : 6)) {
        case 0: return kInt64Max - r;
        case 1: return (std::int64_t{1} << 62) + r - 2;
        case 2: return static_cast<std::int64_t>(rng() >> 1);
        case 3: return (std::int64_t{1} << 62) - 1 - r;
        case 4: return static_cast<std::int64_t>(rng() % 16);
        case 5: return kInt64Max ^ r;
        case 6: return kInt64Min + r;
        default: return -1 - r;
    }
}

// Steps whose ⊕ amounts sit at the edges and whose + and − amounts are small (the ring budget).
std::vector<Step> edgeSteps(std::mt19937_64& rng, bool allowNegative) {
    std::vector<Step> steps;
    const int count = 1 + static_cast<int>(rng() % 7);
    for (int i = 0; i < count; ++i) {
        const auto kind = static_cast<StepKind>(rng() % 3);
        steps.push_back({kind, kind == StepKind::Xor ? edgeAmount(rng, allowNegative) : static_cast<std::int64_t>(rng() % 4)});
    }
    return steps;
}

// f checked against the reference: its poles and Nim, then (with `values`; O(poles²)) f(x) and the
// canonical form at points next to every pole and around 0, ±2^63 and ±2^64, and its Welt when the
// Nim is 0. Returns whether the Welt was checked.
bool checkAgainstReference(const AnimatingFunction& f, bool values = true) {
    const auto& steps = f.steps();
    const std::vector<Big> poles = bigPoles(steps);
    const std::string where = f.stepsText();
    if (bigAll(f.poles()) != poles) {
        QTest::qFail(("poles differ for " + where).c_str(), __FILE__, __LINE__);
        return false;
    }
    const Big nim = bigXor(bigApply(steps, 0), bigCanonical(poles, 0, 0));  // N = f(0) ⊕ (0|p1) ⊕ …
    if (big(f.nim()) != nim) {
        QTest::qFail(("Nim differs for " + where).c_str(), __FILE__, __LINE__);
        return false;
    }
    if (!values) return false;
    std::vector<Big> points;
    for (const Big& centre : {Big(0), Big(1) << 63, -(Big(1) << 63), Big(1) << 64, -(Big(1) << 64)})
        for (int d = -2; d <= 2; ++d) points.push_back(centre + d);
    for (const auto& p : poles)
        for (int d = -1; d <= 1; ++d) points.push_back(p + d);
    for (const Big& x : points) {
        const Big expected = bigApply(steps, x);
        if (bigCanonical(poles, nim, x) != expected) {
            QTest::qFail(("the reference's canonical form differs for " + where).c_str(), __FILE__, __LINE__);
            return false;
        }
        const Int128 x128 = fromBig(x);
        if (big(f(x128)) != expected || big(f.canonical(x128)) != expected) {
            QTest::qFail(("f(x) or canonical(x) differs for " + where + " at x = " + x.str()).c_str(), __FILE__, __LINE__);
            return false;
        }
    }
    if (nim != 0) return false;
    if (!f.welt() || big(*f.welt()) != bigWelter(poles)) {
        QTest::qFail(("the Welt differs for " + where).c_str(), __FILE__, __LINE__);
        return false;
    }
    return true;
}

std::vector<Step> inverseSteps(const std::vector<Step>& steps) { return AnimatingFunction(steps).inverse().steps(); }

using Coins = std::vector<welter::Square>;

Big bigWelterOf(const Coins& coins) {
    std::vector<Big> values;
    for (auto c : coins) values.push_back(Big(c));
    return bigWelter(values);
}

// Distinct squares near the top of the strip (below 2^62) and anywhere in it.
Coins edgePosition(std::mt19937_64& rng) {
    const welter::Square limit = welter::kSquareLimit;
    std::set<welter::Square> squares;
    const std::size_t n = 1 + rng() % 10;
    while (squares.size() < n) {
        switch (rng() % 4) {
            case 0: squares.insert(limit - 1 - static_cast<welter::Square>(rng() % 64)); break;
            case 1: squares.insert(static_cast<welter::Square>(rng() % static_cast<std::uint64_t>(limit))); break;
            case 2: squares.insert((limit >> 1) + static_cast<welter::Square>(rng() % 8) - 4); break;
            default: squares.insert(static_cast<welter::Square>(rng() % 64)); break;
        }
    }
    return {squares.begin(), squares.end()};
}

}  // namespace

class IntegerLimitsTest : public QObject {
    Q_OBJECT
private slots:
    // The example: over the integers the poles are 0 and 2^63 (64-bit arithmetic gave −2^63).
    void animatingPolesPast2To63() {
        const auto f = animating::parse("-1 ^9223372036854775807 -1");
        QCOMPARE(f.poles(), (std::vector<Int128>{0, kTwo63}));
        QCOMPARE(f.nim(), Int128{kInt64Max});
        QCOMPARE(f.canonicalForm(), std::string("x ⊕ (x|0) ⊕ (x|9223372036854775808) ⊕ 9223372036854775807"));
        QVERIFY(!f.welt().has_value());
        QCOMPARE(f(0), -kTwo63 - 1);
        QVERIFY(!checkAgainstReference(f));  // the Nim is not 0: poles, Nim and values checked, no Welt
        // x ⊕ (x|2^63 − 1) ("^M -1 ^M") followed by its conjugate by −1: Nim 0 and poles up to 3·2^63 − 1.
        const auto h = animating::parse("^9223372036854775807 -1 ^9223372036854775807 "
                                        "-1 ^9223372036854775807 -1 ^9223372036854775807 +1");
        QCOMPARE(h.poles(), (std::vector<Int128>{-2, kTwo63 - 1, 2 * kTwo63 - 1, 3 * kTwo63 - 1}));
        QCOMPARE(h.welt(), std::optional<Int128>(-1));
        QVERIFY(checkAgainstReference(h));
    }

    // The ring budget at its limit, with every pole just below or at 2^63.
    void animatingManyPolesAt2To63() {
        const auto f = animating::parse("-1 ^9223372036854775807 -666666");
        QCOMPARE(f.poles().size(), std::size_t(666667));
        QCOMPARE(f.poles().front(), Int128{0});
        QCOMPARE(f.poles()[1], kTwo63 - 666665);
        QCOMPARE(f.poles().back(), kTwo63);
        checkAgainstReference(f, false);
    }

    void animatingRandomStepsAtTheEdges() {
        std::mt19937_64 rng(37);
        int welts = 0;
        for (int i = 0; i < 1500; ++i) {
            const bool negative = i % 2 == 1;  // negative ⊕ amounts (the constructor takes them)
            const auto steps = edgeSteps(rng, negative);
            if (checkAgainstReference(AnimatingFunction(steps))) ++welts;
            if (QTest::currentTestFailed()) return;
            // Conjugated by edge steps: Nim of the middle, poles moved past 2^63 — Welts to check.
            const auto g = edgeSteps(rng, negative);
            std::vector<Step> conjugate = g;
            const std::vector<Step> middle{{rng() % 2 ? StepKind::Subtract : StepKind::Add, 1 + static_cast<std::int64_t>(rng() % 3)}};
            conjugate.insert(conjugate.end(), middle.begin(), middle.end());
            const auto back = inverseSteps(g);
            conjugate.insert(conjugate.end(), back.begin(), back.end());
            if (checkAgainstReference(AnimatingFunction(conjugate))) ++welts;
            if (QTest::currentTestFailed()) return;
        }
        QVERIFY2(welts > 300, qPrintable(QString::number(welts)));
    }

    // Steps read back from text at the largest amounts the parser accepts.
    void animatingParserAtTheLimit() {
        const auto f = animating::parse("^9223372036854775807 +1 ^9223372036854775807");
        QCOMPARE(f.stepsText(), std::string("^9223372036854775807 +1 ^9223372036854775807"));
        QCOMPARE(f(0), (kTwo63 << 1) - 1);  // ((2^63 − 1) + 1) ⊕ (2^63 − 1) = 2^64 − 1
        checkAgainstReference(f);
        QVERIFY_THROWS_EXCEPTION(animating::AnimatingError, animating::parse("^9223372036854775808"));
    }

    void wideIntegerText() {
        QCOMPARE(toDecimal(0), std::string("0"));
        QCOMPARE(toDecimal(-1), std::string("-1"));
        QCOMPARE(toDecimal(kTwo63), std::string("9223372036854775808"));
        QCOMPARE(toDecimal(Int128{10'000'000'000'000'000'000ULL}), std::string("10000000000000000000"));
        QCOMPARE(toDecimal(std::numeric_limits<Int128>::min()), std::string("-170141183460469231731687303715884105728"));
        QCOMPARE(toDecimal(std::numeric_limits<Int128>::max()), std::string("170141183460469231731687303715884105727"));
        std::mt19937_64 rng(38);
        for (int i = 0; i < 2000; ++i) {
            const Int128 v = static_cast<Int128>((static_cast<UInt128>(rng()) << 64) | rng()) >> (rng() % 128);
            // The reference's own decimal text of the same bits: the high word signed, the low unsigned.
            const Big reference = Big(static_cast<long long>(v >> 64)) * (Big(1) << 64) + Big(static_cast<unsigned long long>(v));
            QCOMPARE(toDecimal(v), reference.str());
        }
        QVERIFY(fitsInt64(kInt64Max) && !fitsInt64(kTwo63) && fitsInt64(kInt64Min) && !fitsInt64(Int128{kInt64Min} - 1));
    }

    // Welter positions near 2^62: the fast value, the definition and the exact reference agree; the
    // winning moves reach 0; moves to any target reach it.
    void welterNearTheTopOfTheStrip() {
        std::mt19937_64 rng(39);
        for (int i = 0; i < 3000; ++i) {
            const Coins coins = edgePosition(rng);
            const auto value = welter::value(coins);
            QCOMPARE(Big(value), bigWelterOf(coins));
            QCOMPARE(welter::valueByDefinition(coins), value);
            QVERIFY(value < welter::kSquareLimit);
            const auto target = i % 3 == 0 ? 0 : static_cast<std::int64_t>(rng() % static_cast<std::uint64_t>(welter::kSquareLimit));
            for (const auto& move : welter::movesToTarget(coins, target)) {
                QVERIFY(move.to < move.from);
                QCOMPARE(Big(welter::value(welter::applyMove(coins, move))), Big(target));
            }
        }
    }

    // Solutions of [x|S] = t for S and t below 2^62 are below 2^63 and exact, also at 2^62 or more.
    void welterSolutionsPast2To62() {
        QCOMPARE(welter::solve(Coins{0}, welter::kSquareLimit - 1), welter::kSquareLimit);
        std::mt19937_64 rng(40);
        for (int i = 0; i < 3000; ++i) {
            const Coins others = edgePosition(rng);
            // A random target, and the value of x = s + 2^62 for a coin s (below 2^62: bit 62 of x
            // cancels that of (x|s) = 2^63 − 1), which only that x solves.
            const welter::Square s = others[rng() % others.size()];
            std::vector<Big> beyond{Big(s) + Big(welter::kSquareLimit)};
            for (auto c : others) beyond.push_back(Big(c));
            const Big beyondValue = bigWelter(beyond);
            QVERIFY(beyondValue < Big(welter::kSquareLimit));
            const std::int64_t targets[] = {static_cast<std::int64_t>(rng() % static_cast<std::uint64_t>(welter::kSquareLimit)),
                                            static_cast<std::int64_t>(beyondValue)};
            for (auto target : targets) {
                const auto x = welter::solve(others, target);
                QVERIFY(x >= 0);
                QVERIFY(!std::binary_search(others.begin(), others.end(), x));
                std::vector<Big> with{Big(x)};
                for (auto c : others) with.push_back(Big(c));
                QCOMPARE(bigWelter(with), Big(target));
            }
            QCOMPARE(welter::solve(others, static_cast<std::int64_t>(beyondValue)), s + welter::kSquareLimit);
        }
    }

    // A transfinite good move whose finite part is 2^62, past what the parser reads: exact, and the
    // position it reaches has value 0.
    void transfiniteMoveTo2To62() {
        std::vector<Ordinal> coins;
        for (const char* text : {"w+5", "0", "w*2", "w*2+4611686018427387903", "w*3", "w*3+2"})
            coins.push_back(Ordinal::parse(text));
        const auto moves = transfinite::welterGoodMoves(coins);
        QVERIFY(!moves.empty());
        QCOMPARE(moves.front().from, Ordinal::parse("w+5"));
        QCOMPARE(moves.front().to, Ordinal(welter::kSquareLimit));
        // After it: the finite class {0, 2^62}, the pairs ω·2 + {0, 2^62 − 1} and ω·3 + {0, 2}.
        const Big finite = bigXor(bigXor(bigWelterOf({0, welter::kSquareLimit}), bigWelterOf({0, welter::kSquareLimit - 1})),
                                  bigWelterOf({0, 2}));
        QCOMPARE(finite, Big(0));
        QCOMPARE(Ordinal::parse("w*4611686018427387903+4611686018427387903").coefficient(1), welter::kSquareLimit - 1);
        QVERIFY_THROWS_EXCEPTION(OrdinalError, Ordinal::parse("w*4611686018427387904"));
    }

    // Nim heaps up to 2^63 − 1: nim-sums against the reference; winning moves reach nim-sum 0.
    void nimNear2To63() {
        std::mt19937_64 rng(41);
        for (int i = 0; i < 3000; ++i) {
            std::vector<std::int64_t> heaps;
            Big sum = 0;
            const std::size_t n = 1 + rng() % 6;
            for (std::size_t k = 0; k < n; ++k) {
                const auto heap = rng() % 2 ? kInt64Max - static_cast<std::int64_t>(rng() % 8) : static_cast<std::int64_t>(rng() >> 1);
                heaps.push_back(heap);
                sum ^= Big(heap);
            }
            QCOMPARE(Big(nim::nimSum(heaps)), sum);
            for (const auto& move : nim::nimWinningMoves(heaps)) {
                QVERIFY(move.to < move.from && move.to >= 0);
                auto after = heaps;
                after[move.heap] = move.to;
                QCOMPARE(nim::nimSum(after), std::int64_t(0));
            }
            for (const auto& move : nim::misereNimWinningMoves(heaps)) QVERIFY(move.to < move.from && move.to >= 0);
        }
        // A board holds the largest heap + 2 rows: a heap at the top of the int64s is refused.
        const auto startWith = [](std::vector<std::int64_t> heaps) { return nimStart(std::move(heaps)); };
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, startWith({kInt64Max}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, startWith(std::vector<std::int64_t>{3, kInt64Max - 1}));
    }
};

QTEST_APPLESS_MAIN(IntegerLimitsTest)
#include "tst_integer_limits.moc"
