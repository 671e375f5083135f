// Misère Welter (welter.h): the fickle rule against exhaustive misère search on every position of
// at most 5 coins on squares 0..11 (1,586 positions), both the P/N verdict and the full list of misère
// winning moves; fickleness against the self-conjugacy of the partition computed independently.
#include <QtTest>

#include "homestead/welter.h"

using namespace homestead::welter;

namespace {

using Coins = std::vector<Square>;

// Self-conjugate partition: λ_i = a_i − (n − i) for a_1 > … > a_n, compared with its conjugate.
bool selfConjugate(const Coins& ascending) {
    std::vector<std::int64_t> lambda;
    const auto n = static_cast<std::int64_t>(ascending.size());
    for (std::int64_t i = 0; i < n; ++i) {
        const auto part = ascending[static_cast<std::size_t>(n - 1 - i)] - (n - 1 - i);
        if (part > 0) lambda.push_back(part);
    }
    std::vector<std::int64_t> conjugate;
    for (std::int64_t j = 1; !lambda.empty() && j <= lambda.front(); ++j)
        conjugate.push_back(std::count_if(lambda.begin(), lambda.end(), [j](std::int64_t p) { return p >= j; }));
    return lambda == conjugate;
}

}  // namespace

class WelterMisereTest : public QObject {
    Q_OBJECT
private slots:
    void golden() {
        QVERIFY(isFickle(Coins{}));
        QVERIFY(isFickle(Coins{0}));
        QVERIFY(isFickle(Coins{1}));
        QVERIFY(!isFickle(Coins{2}));
        QVERIFY(isFickle(Coins{3, 4, 5}));
        QVERIFY(!isMisereP(Coins{}));   // no move: the player to move has won
        QVERIFY(!isMisereP(Coins{0}));
        QVERIFY(isMisereP(Coins{1}));   // forced to move to 0 and lose
        QVERIFY(isMisereP(Coins{3, 4, 5}));
        QCOMPARE(searchValue(Coins{0}, true), std::int64_t(1));
        QCOMPARE(misereWinningMoves(Coins{2}), (std::vector<Move>{{2, 1}}));
    }

    void againstSearch() {
        int positions = 0, fickle = 0, misereP = 0;
        for (std::uint32_t mask = 0; mask < (1U << 12); ++mask) {
            if (std::popcount(mask) > 5) continue;
            Coins coins;
            for (Square s = 0; s < 12; ++s)
                if (mask >> s & 1) coins.push_back(s);
            ++positions;
            QCOMPARE(isFickle(coins), selfConjugate(coins));
            if (isFickle(coins)) ++fickle;
            const bool p = searchValue(coins, true) == 0;
            QCOMPARE(isMisereP(coins), p);
            if (p) ++misereP;
            std::vector<Move> expected;
            for (const auto& m : legalMoves(coins))
                if (searchValue(applyMove(coins, m), true) == 0) expected.push_back(m);
            QCOMPARE(misereWinningMoves(coins), expected);
        }
        QCOMPARE(positions, 1 + 12 + 66 + 220 + 495 + 792);
        QVERIFY(fickle > 10);  // the rule's exceptional case is really exercised
        QVERIFY(misereP > 50);
    }
};

QTEST_APPLESS_MAIN(WelterMisereTest)
#include "tst_welter_misere.moc"
