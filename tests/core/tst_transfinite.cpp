// Transfinite Nim and Welter (transfinite.h): the paper's examples (with the corrected good move
// ω²+ω·5+25 → ω²+ω·4+30), finite positions agreeing with welter.h, and on 500 random positions of
// coins ω·l + m (l < 4, m < 32; fixed seed) the good moves equal a brute-force scan of every move to a
// square ω·l' + m' with l' ≤ l and m' < 256 that reaches value 0 (the solutions are all below 256).
// The fast good moves (O(n·B)) equal the direct O(n²) computation (transfinite_reference.h) on
// 300 random positions of up to 400 coins in a few classes, squares below 2^40, and the
// batch functions behind them (welter::valuesWithoutEach, welter::solveEach) equal their one-at-a-
// time definitions.
#include <QtTest>

#include "homestead/transfinite.h"
#include "homestead/welter.h"
#include "transfinite_reference.h"

#include <random>
#include <set>

using namespace homestead;
using namespace homestead::transfinite;

namespace {
std::vector<Ordinal> parseAll(std::initializer_list<const char*> texts) {
    std::vector<Ordinal> out;
    for (auto t : texts) out.push_back(Ordinal::parse(t));
    return out;
}
}  // namespace

class TransfiniteTest : public QObject {
    Q_OBJECT
private slots:
    void nimExample() {
        const auto heaps = parseAll({"1", "w*2+4", "w^2*3+9", "w^2*2+w*4+16", "w^2+w*5+25"});
        QCOMPARE(nimSum(heaps), Ordinal::parse("w*3+5"));
        QCOMPARE(nimGoodMoves(heaps), (std::vector<OrdinalMove>{{Ordinal::parse("w*2+4"), Ordinal::parse("w+1")}}));
        QVERIFY(nimGoodMoves(parseAll({"w+1", "w+1"})).empty());
    }

    void welterExample() {
        const auto coins = parseAll({"1", "w*2+4", "w*2+9", "w^2+w*4+16", "w^2+w*5+25"});
        QCOMPARE(welterValue(coins), Ordinal::parse("w+4"));
        // The paper's last step has a slip ([6|16] = 21, not 13); the good move is to ω²+ω·4+30.
        QCOMPARE(welterGoodMoves(coins),
                 (std::vector<OrdinalMove>{{Ordinal::parse("w^2+w*5+25"), Ordinal::parse("w^2+w*4+30")}}));
        auto after = coins;
        after.back() = Ordinal::parse("w^2+w*4+30");
        QCOMPARE(welterValue(after), Ordinal(0));
    }

    void finitePositionsAreOrdinaryWelter() {
        std::mt19937_64 rng(11);
        for (int i = 0; i < 500; ++i) {
            std::set<welter::Square> s;
            const auto n = rng() % 8;
            while (s.size() < n) s.insert(static_cast<welter::Square>(rng() % 64));
            std::vector<welter::Square> coins(s.begin(), s.end());
            std::vector<Ordinal> ordinals(coins.begin(), coins.end());
            QCOMPARE(welterValue(ordinals), Ordinal(welter::value(coins)));
            std::vector<OrdinalMove> expected;
            for (const auto& m : welter::winningMoves(coins)) expected.push_back({Ordinal(m.from), Ordinal(m.to)});
            QCOMPARE(welterGoodMoves(ordinals), expected);
        }
    }

    void goodMovesAgainstBruteForce() {
        std::mt19937_64 rng(12);
        int withMoves = 0;
        for (int i = 0; i < 500; ++i) {
            std::set<Ordinal> s;
            const auto n = 1 + rng() % 5;
            while (s.size() < n)
                s.insert(Ordinal::fromCoefficients({static_cast<std::int64_t>(rng() % 32), static_cast<std::int64_t>(rng() % 4)}));
            const std::vector<Ordinal> coins(s.begin(), s.end());
            std::vector<OrdinalMove> expected;
            for (std::size_t c = 0; c < coins.size(); ++c)
                for (std::int64_t l = 0; l <= coins[c].coefficient(1); ++l)
                    for (std::int64_t m = 0; m < 256; ++m) {
                        const auto to = Ordinal::fromCoefficients({m, l});
                        if (!(to < coins[c]) || s.count(to)) continue;
                        auto next = coins;
                        next[c] = to;
                        if (welterValue(next).isZero()) expected.push_back({coins[c], to});
                    }
            std::sort(expected.begin(), expected.end(), [](const OrdinalMove& a, const OrdinalMove& b) {
                return a.from != b.from ? a.from < b.from : a.to < b.to;
            });
            QCOMPARE(welterGoodMoves(coins), expected);
            if (!expected.empty()) ++withMoves;
            // Transfinite Nim: the good moves reach nim-sum 0.
            for (const auto& m : nimGoodMoves(coins)) {
                auto next = coins;
                *std::find(next.begin(), next.end(), m.from) = m.to;
                QVERIFY(nimSum(next).isZero());
            }
        }
        QVERIFY(withMoves > 100);
    }

    void batchFunctionsEqualOneAtATime() {
        std::mt19937_64 rng(14);
        for (int i = 0; i < 300; ++i) {
            std::set<welter::Square> s;
            const auto n = rng() % 60;
            const std::uint64_t mask = i % 2 ? 63 : (std::uint64_t{1} << 40) - 1;
            while (s.size() < n && s.size() < mask) s.insert(static_cast<welter::Square>(rng() & mask));
            std::vector<welter::Square> coins(s.begin(), s.end());
            std::shuffle(coins.begin(), coins.end(), rng);
            const auto without = welter::valuesWithoutEach(coins);
            QCOMPARE(without.size(), coins.size());
            for (std::size_t k = 0; k < coins.size(); ++k) {
                auto rest = coins;
                rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(k));
                QCOMPARE(without[k], welter::valueByDefinition(rest));
            }
            std::vector<std::int64_t> targets;
            for (int t = 0; t < 20; ++t) targets.push_back(static_cast<std::int64_t>(rng() & mask));
            const auto xs = welter::solveEach(coins, targets);
            QCOMPARE(xs.size(), targets.size());
            for (std::size_t t = 0; t < targets.size(); ++t) QCOMPARE(xs[t], welter::solve(coins, targets[t]));
        }
        QVERIFY_THROWS_EXCEPTION(welter::WelterError,
                                 welter::solveEach(std::vector<welter::Square>{1, 2}, std::vector<std::int64_t>{3, -1}));
    }

    void fastGoodMovesEqualTheDirectComputation() {
        std::mt19937_64 rng(15);
        int withMoves = 0;
        for (int i = 0; i < 300; ++i) {
            std::set<Ordinal> s;
            const std::uint64_t classes = 1 + rng() % 6;
            const std::uint64_t mask = i % 3 ? 31 : (std::uint64_t{1} << 40) - 1;
            // At most half the squares there are (32 finite parts × classes × 2 for the ω² part).
            const auto n = std::min<std::uint64_t>(1 + rng() % (i < 250 ? 12 : 400), (mask + 1) * classes);
            while (s.size() < n)
                s.insert(Ordinal::fromCoefficients({static_cast<std::int64_t>(rng() & mask),
                                                    static_cast<std::int64_t>(rng() % classes),
                                                    static_cast<std::int64_t>(rng() % 2)}));
            std::vector<Ordinal> coins(s.begin(), s.end());
            std::shuffle(coins.begin(), coins.end(), rng);
            const auto fast = welterGoodMoves(coins);
            QCOMPARE(fast, testing::welterGoodMovesDirect(coins));
            if (!fast.empty()) ++withMoves;
            for (const auto& m : fast) {  // and every one of them reaches value 0
                auto next = coins;
                *std::find(next.begin(), next.end(), m.from) = m.to;
                QVERIFY(welterValue(next).isZero());
            }
        }
        QVERIFY(withMoves > 100);
    }

    void repeatedCoinIsRefused() {
        QVERIFY_THROWS_EXCEPTION(welter::WelterError, welterValue(parseAll({"w+3", "w+3"})));
    }
};

QTEST_APPLESS_MAIN(TransfiniteTest)
#include "tst_transfinite.moc"
