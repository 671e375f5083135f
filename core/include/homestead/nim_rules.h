// The rules of Nim for GameSession (game_session.h), with Gardner's chessboard as a second way to
// see the same heaps (THEORY.md §1; Gardner, "Nim and Hackenbush").
//
// A position is the heaps and, for the chessboard, the row of the lower counter of each column: in
// column i Player 1's counter stands on row low[i] and Player 2's on row low[i] + heaps[i] + 1, so the
// empty squares between them are heap i. A move is a nim::NimMove {heap, from, to}: the player to move
// pushes their own counter of that column so that the gap becomes `to`. to < from is an ordinary Nim
// move (taking from − to counters, the counter advancing); to > from is Northcott's retreat (the counter
// moving back towards its own edge), legal only when the position allows retreats and there is room
// behind the counter. Without retreats this is exactly Nim and the board is only a picture of it.
//
// Winning moves: normal play nim::nimWinningMoves, misère nim::misereNimWinningMoves; with retreats
// (normal play) also every retreat that leaves nim-sum 0. Retreats are a normal-play rule: front ends
// offer them only then. The engine never retreats unless it must (all gaps closed), so against it
// every game ends: the winner's counters only advance (Gardner's answer to Northcott's nim), and a
// loser's retreat is answered by the winning move, which includes closing the gap again.
// Cost: a move or an undo O(1); over() O(k); the winning moves O(k) for k heaps.
//
//   NimSession game(nimStart({3, 4, 5}), {PlayerKind::Human, PlayerKind::EnginePerfect});
//   game.play({0, 3, 1});                  // heaps 1, 4, 5: nim-sum 0, the engine is lost
#pragma once

#include "homestead/format_error.h"
#include "homestead/game_session.h"
#include "homestead/nim.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace homestead {

struct NimPosition {
    std::vector<std::int64_t> heaps;
    // The chessboard: rows 0..rows-1 in every column; low[i] is the row of Player 1's counter.
    std::int64_t rows = 0;
    std::vector<std::int64_t> low;
    bool retreats = false;  // Northcott: a counter may move back towards its own edge
    int mover = 0;          // whose counters move next: 0 Player 1 (the lower ones), 1 Player 2
    friend bool operator==(const NimPosition&, const NimPosition&) = default;

    std::int64_t high(std::size_t column) const { return low[column] + heaps[column] + 1; }
    // The farthest gap column `column` can reach by the mover's retreat (its heap when none).
    std::int64_t retreatLimit(std::size_t column) const;
};

// The start of a game: `heaps` laid out on a board of `rows` rows (at least the largest heap + 2; 0
// picks max(8, largest heap + 2)), each pair of counters centred in its column, so either counter may
// retreat; `firstSide` moves first (give the session the same). Throws std::invalid_argument for a
// negative heap, one above 2^63 − 3 (its board would need more rows than an int64 counts) or too
// few rows.
NimPosition nimStart(std::vector<std::int64_t> heaps, int firstSide = 0, bool retreats = false,
                     std::int64_t rows = 0);

struct NimRules {
    using Position = NimPosition;
    using Move = nim::NimMove;
    struct Undo {
        nim::NimMove move;
    };

    static std::optional<ErrorPhrase> illegalReason(const Position& position, const Move& move);
    static std::optional<std::string> whyIllegal(const Position& position, const Move& move) {
        return inEnglish(illegalReason(position, move));
    }
    static Undo apply(Position& position, const Move& move);
    static void undo(Position& position, Undo&& record);
    static bool over(const Position& position);
    // Every legal move: the advances of each heap (to = from−1 … 0), then the retreats.
    static std::vector<Move> legalMoves(const Position& position);
    static std::vector<Move> winningMoves(const Position& position, bool misere);
    static std::optional<Move> engineMove(const Position& position, PlayerKind kind, bool misere,
                                          std::uint64_t seed);
    // Gardner's answer to Northcott's retreat `retreat` (just played, giving `after`): close the same gap
    // again when that wins, else the first winning move; nullopt when none wins.
    static std::optional<Move> answerToRetreat(const Position& after, const Move& retreat);
};

using NimSession = GameSession<NimRules>;

}  // namespace homestead
