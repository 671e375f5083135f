// The sentences of Nim (nim_text.h): the binary columns against the bits of the heaps on random heap
// sets, the leftmost odd column's heaps exactly those with a winning move, and the golden sentences
// of THEORY.md §1 and the lecture notes.
#include <QtTest>

#include "homestead/explanation_text.h"
#include "homestead/nim_text.h"

#include <random>

using namespace homestead;
using Heaps = std::vector<std::int64_t>;

class TestNimText : public QObject {
    Q_OBJECT
private slots:
    void goldenSentences() {
        QCOMPARE(text::nimSumEquation({3, 4, 5}), std::string("3 ⊕ 4 ⊕ 5 = 2"));
        QCOMPARE(text::nimSumEquation({}), std::string("(no heaps) = 0"));
        QCOMPARE(text::leftmostOddColumn(nimHeapColumns({3, 4, 5})), std::string("The leftmost odd column is the 2s; heap\u00A01\u00A0(3) can use it: 3 ⊕ 2 = 1, so take 2 from heap 1, leaving 1."));
        QCOMPARE(text::leftmostOddColumn(nimHeapColumns({4, 5, 7})),
                 std::string("The leftmost odd column is the 4s; heaps\u00A01\u00A0(4), 2\u00A0(5) and 3\u00A0(7) can use it: "
                             "4 ⊕ 6 = 2, so take 2 from heap 1, leaving 2; 5 ⊕ 6 = 3, so take 2 from heap 2, leaving 3; "
                             "7 ⊕ 6 = 1, so take 6 from heap 3, leaving 1."));
        QCOMPARE(text::leftmostOddColumn(nimHeapColumns({10, 13, 12, 8})),
                 std::string("The leftmost odd column is the 2s; heap\u00A01\u00A0(10) can use it: 10 ⊕ 3 = 9, so take 1 from heap 1, leaving 9."));
        QCOMPARE(text::leftmostOddColumn(nimHeapColumns({5, 6, 1})),
                 std::string("The leftmost odd column is the 2s; heap\u00A02\u00A0(6) can use it: 6 ⊕ 2 = 4, so take 2 from heap 2, leaving 4."));
        QCOMPARE(text::leftmostOddColumn(nimHeapColumns({1, 2, 3})),
                 std::string("Every column has an even number of 1s: the nim-sum is 0."));
        QCOMPARE(text::binary(5, 4), std::string("0101"));
        QCOMPARE(text::columnName(3), std::string("the 8s"));
        QCOMPARE(text::nimMoveText({1, 5, 3}), std::string("heap 2: 5 → 3"));
        QCOMPARE(text::nimMoveText({1, 3, 5}), std::string("heap 2: 3 → 5 (a retreat)"));
        // What to take, in words (issue 38): "take 2 from heap 1, leaving 4".
        QCOMPARE(text::nimTakeText({0, 6, 4}), std::string("take 2 from heap 1, leaving 4"));
        QCOMPARE(text::nimTakeText({1, 3, 5}), std::string("add 2 to heap 2, making 5"));
        QCOMPARE(text::nimOutcome({3, 5, 7}, false), std::string("Nim-sum 1: the player to move wins with best play."));
        QCOMPARE(text::nimOutcome({1, 1, 1}, true),
                 std::string("Misère, only heaps of one left: 3 of them, an odd number: the player to move loses with best play."));
        QCOMPARE(text::nimOutcome({2, 2}, true),
                 std::string("Misère: play as in normal Nim (nim-sum 0): the player to move loses with best play."));
        QCOMPARE(text::nimHint({10, 13, 12, 8}, nim::nimWinningMoves(Heaps{10, 13, 12, 8}), false),
                 std::string("Winning move: take 1 from heap 1, leaving 9 (heap 1: 10 → 9)."));
        QCOMPARE(text::nimHint({2, 1}, nim::misereNimWinningMoves(Heaps{2, 1}), true),
                 std::string("Winning move: take 2 from heap 1, leaving 0 (heap 1: 2 → 0). (Misère: leave an odd number of heaps of one.)"));
        QCOMPARE(text::retreatAnswer({1, 3, 5}, nim::NimMove{1, 5, 3}),
                 std::string("A retreat in column 2 (gap 3 → 5) changes nothing: the answer closes the gap again, 5 → 3, "
                             "and the nim-sum is 0 once more."));
    }

    void columnsAreTheBitsAndTheLeftmostOddColumnGivesTheWinningMoves() {
        std::mt19937_64 rng(1901);  // Bouton's year
        for (int n = 0; n < 5000; ++n) {
            Heaps h(std::size_t(1 + rng() % 6));
            for (auto& x : h) x = std::int64_t(rng() % 64);
            const NimColumns c = nimHeapColumns(h);
            QCOMPARE(std::int64_t(c.result), nim::nimSum(h));
            std::int64_t fromColumns = 0;
            for (int b = 0; b < c.shownBits(); ++b) {
                int ones = 0;
                for (auto x : h) ones += int((x >> b) & 1);
                if (c.powers.empty()) {  // all heaps 0: one column shown, empty
                    QCOMPARE(ones, 0);
                    continue;
                }
                const std::size_t col = c.powers.size() - 1 - std::size_t(b);  // columns run from the top power down
                QCOMPARE(c.powers[col], b);
                int inColumn = 0;
                for (std::size_t r = 0; r < h.size(); ++r) inColumn += c.cells[r][col] != NimColumns::Cell::Zero;
                QCOMPARE(inColumn, ones);
                QCOMPARE(bool(c.kept[col]), ones % 2 == 1);
                if (ones % 2) fromColumns |= std::int64_t(1) << b;
            }
            QCOMPARE(fromColumns, std::int64_t(c.result));
            for (auto x : h) QVERIFY((x >> c.shownBits()) == 0);
            std::vector<std::size_t> winningHeaps;
            for (const auto& m : nim::nimWinningMoves(h)) winningHeaps.push_back(m.heap);
            QCOMPARE(c.canUse, winningHeaps);
            QCOMPARE(c.leftmostOdd.has_value(), c.result != 0);
            // One model: the heaps' columns are the Explain panel's columns of the same numbers.
            const std::vector<std::uint64_t> rows(h.begin(), h.end());
            const NimColumns e = nimColumns(rows);
            QCOMPARE(e.cells, c.cells);
            QCOMPARE(e.canUse, c.canUse);
            QCOMPARE(text::columnsText(e), text::columnsText(c));
        }
    }
};

QTEST_APPLESS_MAIN(TestNimText)
#include "tst_nim_text.moc"
