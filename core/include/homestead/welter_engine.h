// The Welter engine: chooses a move for the side to play, as a pure function of the position and
// the options (no state, no threads; the GUI may run it on a worker thread).
//
// Perfect strength plays a winning move whenever one exists (normal or misère), the one with the
// largest `from` and then the largest `to` (deterministic). Without a winning move it plays the
// smallest slide of the largest coin that can move (one square left, or to the nearest empty square
// below it), which keeps the game long and gives the opponent the most chances to err.
// Casual strength: with probability 1/3 (drawn from a generator seeded by `seed`, `misere` and the
// position) a random legal move instead: a random movable coin, then a random empty square below it. Cost: O(n·B) for the winning moves plus O(n) for the rest.
#pragma once

#include "homestead/welter.h"

#include <cstdint>
#include <optional>
#include <span>

namespace homestead::welter {

enum class Strength { Perfect, Casual };  // casual: with probability 1/3 a random legal move

struct EngineOptions {
    Strength strength = Strength::Perfect;
    bool misere = false;
    std::uint64_t seed = 1;
};

// A winning move when one exists, else the smallest slide of the largest movable coin; nullopt when
// no move is legal. Pure: the same coins and options give the same move.
// Example: engineMove({3, 4}, {}) == Move{4, 2}; engineMove({0, 1}, {}) == nullopt.
std::optional<Move> engineMove(std::span<const Square> coins, const EngineOptions& options);

}  // namespace homestead::welter
