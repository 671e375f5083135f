// Nim arithmetic (THEORY.md §1): nim-sum (bitwise XOR), mex, and the winning moves of Nim in normal
// and misère play. Everything is O(k) for k heaps.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace homestead::nim {

// A move in Nim: heap number `heap` (0-based, in the order given) goes from `from` to `to` < `from`.
struct NimMove {
    std::size_t heap = 0;
    std::int64_t from = 0;
    std::int64_t to = 0;
    friend bool operator==(const NimMove&, const NimMove&) = default;
};

// ⊕ of all heaps. Example: nimSum({4, 5, 7}) == 6.
std::int64_t nimSum(std::span<const std::int64_t> heaps);

// The least natural number not in `values` (negative values are ignored). Example: mex({0, 1, 3}) == 2.
std::int64_t mex(std::span<const std::int64_t> values);

// Normal play: every move to nim-sum 0, in heap order. Example: nimWinningMoves({10, 13, 12, 8})
// == {{0, 10, 9}}. Heaps must be natural numbers.
std::vector<NimMove> nimWinningMoves(std::span<const std::int64_t> heaps);

// Misère play (the last mover loses): play as in normal Nim until a move would leave only heaps of
// size ≤ 1; then leave an odd number of heaps of size 1. Example: misereNimWinningMoves({1, 1, 1})
// is empty; misereNimWinningMoves({2, 1}) == {{0, 2, 0}}.
std::vector<NimMove> misereNimWinningMoves(std::span<const std::int64_t> heaps);

}  // namespace homestead::nim
