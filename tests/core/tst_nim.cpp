// Nim (nim.h): the golden examples of THEORY.md §1, and the winning moves in normal and misère play
// against an exhaustive game-tree search on every position of up to 4 heaps of at most 6.
#include <QtTest>

#include "homestead/nim.h"

#include <functional>
#include <map>

using namespace homestead::nim;

namespace {

using Heaps = std::vector<std::int64_t>;

// Win/loss by search: true iff the player to move wins (misère: the last mover loses).
bool moverWins(const Heaps& heaps, bool misere, std::map<std::pair<Heaps, bool>, bool>& memo) {
    Heaps key = heaps;
    std::sort(key.begin(), key.end());
    if (auto it = memo.find({key, misere}); it != memo.end()) return it->second;
    bool anyMove = false, wins = false;
    for (std::size_t i = 0; i < heaps.size() && !wins; ++i)
        for (std::int64_t to = 0; to < heaps[i] && !wins; ++to) {
            anyMove = true;
            Heaps next = heaps;
            next[i] = to;
            if (!moverWins(next, misere, memo)) wins = true;
        }
    if (!anyMove) wins = misere;
    memo[{key, misere}] = wins;
    return wins;
}

std::vector<NimMove> searchWinningMoves(const Heaps& heaps, bool misere,
                                        std::map<std::pair<Heaps, bool>, bool>& memo) {
    std::vector<NimMove> moves;
    for (std::size_t i = 0; i < heaps.size(); ++i)
        for (std::int64_t to = 0; to < heaps[i]; ++to) {
            Heaps next = heaps;
            next[i] = to;
            if (!moverWins(next, misere, memo)) moves.push_back({i, heaps[i], to});
        }
    return moves;
}

}  // namespace

class NimTest : public QObject {
    Q_OBJECT
private slots:
    void golden() {
        QCOMPARE(nimSum(Heaps{4, 5, 7}), std::int64_t(6));
        QCOMPARE(nimWinningMoves(Heaps{4, 5, 7}), (std::vector<NimMove>{{0, 4, 2}, {1, 5, 3}, {2, 7, 1}}));
        QCOMPARE(nimSum(Heaps{10, 13, 12, 8}), std::int64_t(3));
        QCOMPARE(nimWinningMoves(Heaps{10, 13, 12, 8}), (std::vector<NimMove>{{0, 10, 9}}));
        QCOMPARE(nimSum(Heaps{3, 5, 7}), std::int64_t(1));
        QVERIFY(nimWinningMoves(Heaps{1, 2, 3}).empty());
        QCOMPARE(nimSum(Heaps{-1, 5}), std::int64_t(-1 - 5));  // two's complement: n ⊕ −1 = −1 − n
    }

    void mexExamples() {
        QCOMPARE(mex(Heaps{}), std::int64_t(0));
        QCOMPARE(mex(Heaps{0, 1, 3}), std::int64_t(2));
        QCOMPARE(mex(Heaps{1, 2}), std::int64_t(0));
        QCOMPARE(mex(Heaps{3, 0, 2, 1, 1, 7}), std::int64_t(4));
    }

    void misereGolden() {
        QVERIFY(misereNimWinningMoves(Heaps{1, 1, 1}).empty());
        QCOMPARE(misereNimWinningMoves(Heaps{1, 1}), (std::vector<NimMove>{{0, 1, 0}, {1, 1, 0}}));
        QCOMPARE(misereNimWinningMoves(Heaps{2, 1}), (std::vector<NimMove>{{0, 2, 0}}));
        QCOMPARE(misereNimWinningMoves(Heaps{2, 1, 1}), (std::vector<NimMove>{{0, 2, 1}}));
        QCOMPARE(misereNimWinningMoves(Heaps{1, 1, 1, 1}).size(), std::size_t(4));
        QCOMPARE(misereNimWinningMoves(Heaps{4, 5, 7}), nimWinningMoves(Heaps{4, 5, 7}));
    }

    // Every position of 1..4 heaps of size 0..6 (2,800 positions with order), both play conventions.
    void againstSearch() {
        std::map<std::pair<Heaps, bool>, bool> memo;
        int positions = 0;
        for (int k = 1; k <= 4; ++k) {
            Heaps heaps(static_cast<std::size_t>(k), 0);
            std::function<void(std::size_t)> each = [&](std::size_t i) {
                if (i == heaps.size()) {
                    ++positions;
                    QCOMPARE(nimWinningMoves(heaps), searchWinningMoves(heaps, false, memo));
                    QCOMPARE(nimSum(heaps) != 0, moverWins(heaps, false, memo));
                    QCOMPARE(misereNimWinningMoves(heaps), searchWinningMoves(heaps, true, memo));
                    return;
                }
                for (std::int64_t h = 0; h <= 6; ++h) {
                    heaps[i] = h;
                    each(i + 1);
                }
            };
            each(0);
        }
        QCOMPARE(positions, 7 + 49 + 343 + 2401);
    }
};

QTEST_APPLESS_MAIN(NimTest)
#include "tst_nim.moc"
