// The engine's move in Hackenbush. Perfect: a winning move when one exists (the smallest id among
// them, or a seeded random one with `randomWinning`); in a lost position (value 0) it keeps the game
// going: it chops a standing edge with the smallest load (fewest edges fall, so the most play is
// left for the opponent to go wrong in), ties broken by the highest stress, then the smallest id.
// Casual: with probability 1/3 a uniformly random standing edge instead, otherwise as Perfect.
// Seeded (std::mt19937_64), so a game replays exactly. O(E log E) per move.
//
//   EngineOptions options; options.strength = Strength::Casual; options.seed = 7;
//   std::optional<EdgeId> move = engineMove(picture, options);   // nullopt: nothing stands
#pragma once

#include "homestead/picture.h"

#include <cstdint>
#include <optional>

namespace homestead {

enum class Strength { Perfect, Casual };

struct EngineOptions {
    Strength strength = Strength::Perfect;
    std::uint64_t seed = 0;
    bool randomWinning = false;  // pick among several winning moves at random (seeded)
};

// The chosen edge, or nullopt when no edge stands (the player to move has lost).
std::optional<EdgeId> engineMove(const Picture& picture, const EngineOptions& options = {});

}  // namespace homestead
