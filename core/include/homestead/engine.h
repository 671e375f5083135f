// The engine's move in Hackenbush, normal or misère play, read off the position's analysis (the one
// the window already made for the position, so a move is analysed once).
// Normal play (whoever cannot move loses): a winning move when one exists (the smallest id among
// them, or a seeded random one with `randomWinning`); in a lost position (value 0) it keeps the game
// going: it chops a standing edge with the smallest load (fewest edges fall, so the most play is
// left for the opponent to go wrong in), ties broken by the highest stress, then the smallest id.
// Misère play (`misere`: whoever cannot move wins): a misère winning move from the exhaustive search
// (misere_search.h) when one exists, chosen the same way (smallest id, or seeded random); in a lost
// position, where every move loses, the normal-play choice above.
// Casual: with probability 1/3 a uniformly random standing edge instead, otherwise as Perfect.
// Seeded through SeededRandom (seeded_random.h), so a game replays exactly on any compiler and
// standard library. From an analysis: O(E) in normal play; misère play costs a misereAnalyse()
// (exponential, refused above its default limit of standing edges). From a picture: one analysis more.
//
//   EngineOptions options; options.strength = Strength::Casual; options.seed = 7;
//   std::optional<EdgeId> move = engineMove(*PictureAnalysis::of(door), options);  // nullopt: nothing stands
//   options.misere = true;                                         // the last player to move loses
//   move = engineMove(picture, options);                           // may throw MisereTooLarge
#pragma once

#include "homestead/picture.h"

#include <cstdint>
#include <optional>

namespace homestead {

class PictureAnalysis;

enum class Strength { Perfect, Casual };

struct EngineOptions {
    Strength strength = Strength::Perfect;
    std::uint64_t seed = 0;
    bool randomWinning = false;  // pick among several winning moves at random (seeded)
    bool misere = false;         // misère play: whoever cannot move wins
};

// The chosen edge, or nullopt when no edge stands (the player to move cannot move: in normal play
// they have lost, in misère play won). In misère play throws MisereTooLarge (misere_search.h) when
// the picture has more standing edges than misereAnalyse() accepts (check misereRefusal() first).
// The analysis must have its winning moves (AnalysisOptions::winningMoves, the default).
std::optional<EdgeId> engineMove(const PictureAnalysis& position, const EngineOptions& options = {});
// The same for a picture not analysed yet: analyses it first.
std::optional<EdgeId> engineMove(const Picture& picture, const EngineOptions& options = {});

}  // namespace homestead
