// The rules of Welter's game for GameSession (game_session.h): a position is the sorted coins, a
// move slides one coin left to an empty square (welter::applyMove, which gives the reason for an
// illegal one), and the undo record is the move itself (the coin slides back). The game is over when
// no coin can move (welter::isOver). The engine is welter::engineMove; the winning moves come from
// welter.h in normal and misère play. Cost: a move or an undo O(n) for n coins; the winning moves
// O(n·B).
//
//   WelterSession game({3, 4});
//   game.play({4, 2});                 // game.position() == {2, 3}: value 0, the opponent loses
#pragma once

#include "homestead/format_error.h"
#include "homestead/game_session.h"
#include "homestead/welter.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace homestead {

struct WelterRules {
    using Position = std::vector<welter::Square>;  // ascending
    using Move = welter::Move;
    using Undo = welter::Move;

    static std::optional<ErrorPhrase> illegalReason(const Position& coins, const welter::Move& move);
    static std::optional<std::string> whyIllegal(const Position& coins, const welter::Move& move) {
        return inEnglish(illegalReason(coins, move));
    }
    static Undo apply(Position& coins, const welter::Move& move);
    static void undo(Position& coins, Undo&& move);
    static bool over(const Position& coins);
    static std::vector<welter::Move> winningMoves(const Position& coins, bool misere);
    static std::optional<welter::Move> engineMove(const Position& coins, PlayerKind kind, bool misere,
                                                  std::uint64_t seed);
};

using WelterSession = GameSession<WelterRules>;

}  // namespace homestead
