// The mating function (mating.h): its definition through the 2-adic valuation, (x|x) = −1, the
// invariances under + a and ⊕ a, and "of three, two are equal and below the third", on 10,000
// random signed triples (fixed seed) and on every triple in −20..20.
#include <QtTest>

#include "homestead/mating.h"

#include <random>

using homestead::mate;
using homestead::welterPair;

namespace {
// 2^(n+1) − 1 with 2^n the highest power of 2 dividing x − y (x ≠ y), by repeated halving.
std::int64_t byValuation(std::int64_t x, std::int64_t y) {
    auto d = static_cast<std::uint64_t>(x) - static_cast<std::uint64_t>(y);
    int n = 0;
    while ((d & 1) == 0) d >>= 1, ++n;
    return n == 63 ? -1 : static_cast<std::int64_t>((std::uint64_t{1} << (n + 1)) - 1);
}

void checkTriple(std::int64_t a, std::int64_t b, std::int64_t c) {
    const std::int64_t ab = mate(a, b), ac = mate(a, c), bc = mate(b, c);
    auto u = [](std::int64_t v) { return static_cast<std::uint64_t>(v); };  // −1 is the largest
    std::vector<std::uint64_t> v{u(ab), u(ac), u(bc)};
    std::sort(v.begin(), v.end());
    QVERIFY2(v[0] == v[1] && v[1] < v[2], "of three mating values two are equal and below the third");
}
}  // namespace

class MatingTest : public QObject {
    Q_OBJECT
private slots:
    void golden() {
        QCOMPARE(mate(3, 19), std::int64_t(31));
        QCOMPARE(mate(3, 4), std::int64_t(1));
        QCOMPARE(mate(0, 16), std::int64_t(31));
        QCOMPARE(mate(11, 17), std::int64_t(3));
        QCOMPARE(mate(5, 5), std::int64_t(-1));
        QCOMPARE(mate(-1, 1), std::int64_t(3));
        QCOMPARE(mate(-2, 1), std::int64_t(1));
        QCOMPARE(welterPair(3, 19), std::int64_t(15));
        QCOMPARE(welterPair(3, 4), std::int64_t(6));
        QCOMPARE(welterPair(2, 3), std::int64_t(0));
    }

    void definitionAndInvariance() {
        std::mt19937_64 rng(82);
        for (int i = 0; i < 10000; ++i) {
            const auto x = static_cast<std::int64_t>(rng() >> (rng() % 64));
            auto y = static_cast<std::int64_t>(rng() >> (rng() % 64));
            if (i % 3 == 0) y = -y;
            const auto a = static_cast<std::int64_t>(rng() >> 8) - (std::int64_t{1} << 54);
            QCOMPARE(mate(x, x), std::int64_t(-1));
            if (x != y) QCOMPARE(mate(x, y), byValuation(x, y));
            QCOMPARE(mate(x, y), mate(y, x));
            const auto shift = [](std::int64_t v, std::int64_t s) {
                return static_cast<std::int64_t>(static_cast<std::uint64_t>(v) + static_cast<std::uint64_t>(s));
            };
            QCOMPARE(mate(shift(x, a), shift(y, a)), mate(x, y));
            QCOMPARE(mate(x ^ a, y ^ a), mate(x, y));
        }
    }

    void threeValues() {
        for (std::int64_t a = -20; a <= 20; ++a)
            for (std::int64_t b = a + 1; b <= 20; ++b)
                for (std::int64_t c = b + 1; c <= 20; ++c) checkTriple(a, b, c);
        std::mt19937_64 rng(83);
        for (int i = 0; i < 10000; ++i) {
            const auto a = static_cast<std::int64_t>(rng()), b = static_cast<std::int64_t>(rng() >> (rng() % 60));
            const auto c = static_cast<std::int64_t>(rng() >> (rng() % 60)) ^ 1;
            if (a == b || b == c || a == c) continue;
            checkTriple(a, b, c);
        }
    }
};

QTEST_APPLESS_MAIN(MatingTest)
#include "tst_mating.moc"
