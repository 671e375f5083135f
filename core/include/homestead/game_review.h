// The review of a game of Hackenbush once it is over: each move with the value of the position it
// faced and the value it left, and for a move that handed the win away, a move that would have kept
// it. Normal play (THEORY.md §6): a position of value 0 is lost for the player to move, any other is
// won. So a move *hands the win away* when the position it faced was worth something (the mover
// could have won) and the position it left is worth something too (now the opponent can); a move
// from a position worth 0 loses whatever it chops, and is no mistake. The first such move of a side
// is where that side lost a game it could have won. review_text.h words each move.
//
// It replays the session's moves from the start picture (HackenbushRules::apply, in place) and
// analyses each position once (analyse(): its value and winning moves). Cost: one analysis per move
// plus one, O(E log E) each, so O(M · E log E) for M moves on E edges — run it off the window's thread.
//
//   GameReview r = reviewGame(girl, session.moves());
//   r.moves[2].handedWinAway() -> chopping r.moves[2].edge left r.moves[2].valueLeft != 0,
//                                 chopping *r.moves[2].better would have left 0
//   r.firstLosingMove(0)       -> the index of side 0's first such move, if any
#pragma once

#include "homestead/game_session.h"
#include "homestead/hackenbush_rules.h"
#include "homestead/picture.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace homestead {

struct ReviewedMove {
    std::size_t number = 0;          // 1 for the first move of the game
    int side = 0;                    // who made it (0 or 1)
    PlayerKind by = PlayerKind::Human;
    EdgeId edge = 0;                 // the edge chopped
    std::uint64_t valueBefore = 0;   // the value of the position the mover faced
    std::uint64_t valueLeft = 0;     // the value of the position after the move
    std::size_t winningMoves = 0;    // how many moves of the position faced leave 0
    std::optional<EdgeId> better;    // when it handed the win away: a move that leaves 0 (the lowest id)

    bool winning() const { return valueLeft == 0; }
    bool handedWinAway() const { return valueBefore != 0 && valueLeft != 0; }
};

struct GameReview {
    std::vector<ReviewedMove> moves;
    bool finished = false;  // the moves end the game: nothing stands after the last one

    // The index in moves of `side`'s first move that handed the win away; nullopt if none did.
    std::optional<std::size_t> firstLosingMove(int side) const;
};

// The moves as the session played them, from `start` (the game's start picture). Throws
// PictureError / IllegalMove if a move is not legal where it was played.
GameReview reviewGame(const Picture& start, std::span<const HackenbushSession::Played> moves);

}  // namespace homestead
