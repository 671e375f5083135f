// A nim-sum worked in binary columns, as Gardner and the lecture notes do it by hand: one model for
// every view of it — the Nim page's columns (the leftmost odd column shaded, the heaps that can use
// it ringed) and the Explain panel's working of a stress (like powers of 2 cancelled in pairs).
// Columns run from the highest power of 2 present down to 2^0; in each column the ones are paired
// from the top row down and a pair cancels (2^k ⊕ 2^k = 0); an odd one out is kept and is that
// column's bit of the result. The leftmost odd column is the highest kept one; the rows with a 1
// there are, in Nim, exactly the heaps that have a winning move. O(rows × 64).
//
//   NimColumns c = nimColumns(std::vector<std::uint64_t>{8, 6});  // c.result == 14, c.leftmostOdd == 3
//   NimColumns h = nimHeapColumns({3, 4, 5});   // h.result == 2, h.leftmostOdd == 1 (the 2s), h.canUse == {0}
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace homestead {

struct NimColumns {
    enum class Cell : std::uint8_t { Zero, One, Cancelled };
    std::vector<std::uint64_t> rows;        // the numbers, in the order given
    std::vector<int> powers;                // per column, the exponent k of 2^k, descending to 0
    std::vector<std::vector<Cell>> cells;   // cells[row][column]
    std::vector<bool> kept;                 // per column: an odd number of ones, so the result has 2^k
    std::uint64_t result = 0;               // the ⊕ of the rows
    std::optional<int> leftmostOdd;         // the exponent of the highest kept column; none when result == 0
    std::vector<std::size_t> canUse;        // the rows with a 1 in that column, ascending

    // The columns a view draws: every power present, and at least the 1s (so all-zero rows show "0").
    int shownBits() const { return powers.empty() ? 1 : int(powers.size()); }
};

// Rows in the order given; no rows (or all 0): no columns and result 0.
NimColumns nimColumns(std::span<const std::uint64_t> rows);

// The rows as a view sets them out: rows alike (the same number and cells) next to each other make
// one run when there are `least` or more of them, written once with their count (the Homestead's 26
// ones at the ground); any other row is a run of one. Rows before `from` stay runs of one (a view
// colours each of them as a term of its own). In order; the counts add up to the rows.
struct RowRun {
    std::size_t first = 0;
    std::size_t count = 1;
};
std::vector<RowRun> alikeRows(const NimColumns& columns, std::size_t least = 3, std::size_t from = 0);
// The same for Nim heaps (each 0 or more).
NimColumns nimHeapColumns(const std::vector<std::int64_t>& heaps);

}  // namespace homestead
