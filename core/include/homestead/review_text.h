// The sentences of a game's review (game_review.h), written once for every front end: one per move
// with the value it left, and one that says where the game was lost. Edges are named as the
// explanations name them (text::edgeName: "the foot (edge 12)", "edge 4"), so the review, the
// Explain panel and the canvas's edge tags agree. `mover` is the player as the front end calls it,
// in the middle of a sentence ("you", "the perfect engine", "Player 2"), in the reader's language: the
// sentences of the other languages put it in parentheses, so no verb has to agree with it. Plain text.
//
//   text::reviewMoveSentence(start, move, "you")
//       == "Move 3, you chopped edge 4: it left 2, a losing move; chopping edge 7 would have left 0."
//   text::reviewSummary(start, review, 0, "you")
//       == "Move 3 handed the win away: chopping edge 7 instead would have left 0."
#pragma once

#include "homestead/game_review.h"
#include "homestead/messages.h"
#include "homestead/picture.h"

#include <string>

namespace homestead::text {

// A move that left 0: "Move 1, you chopped edge 4: it left 0, a winning move."
// A move that handed the win away: "Move 3, you chopped edge 4: it left 2, a losing move; chopping
// edge 7 would have left 0."
// A move from a position worth 0: "Move 2, the perfect engine chopped edge 5: it left 3, but no move
// there could leave 0 (the position was worth 0)."
// `picture` is the game's start picture (it holds every edge the game chops, with its name).
std::string reviewMoveSentence(const Picture& picture, const ReviewedMove& move, const std::string& mover,
                               Language language = Language::English);

// Where `side` (called `mover`) lost the win, in one sentence: "Move 3 handed the win away: chopping
// edge 7 instead would have left 0."; "No move handed the win away: every position you faced was
// worth 0, so no move could win."; "No move handed the win away: each time you could win, you left 0."
std::string reviewSummary(const Picture& picture, const GameReview& review, int side, const std::string& mover,
                          Language language = Language::English);

}  // namespace homestead::text
