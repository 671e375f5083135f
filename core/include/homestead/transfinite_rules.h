// The rules of transfinite Welter and transfinite Nim (Abuku; THEORY.md §5) for GameSession
// (game_session.h), one rule set for both: a position is the coins on ordinal squares below ω^ω,
// ascending, and which game it is. A move takes a coin α to any smaller ordinal β; in Welter β must be
// empty, in Nim coins may share a square (a coin on α is a heap of size α). The undo record is the
// move (the coin goes back). The game is over when no coin can move: Nim with every heap 0, Welter with
// the coins on 0, 1, …, n−1. Every game ends, since the ordinals are well ordered.
//
// Good moves are transfinite.h's (normal play). Misère play is not covered by the theory (THEORY.md §5
// gives normal play only), so winningMoves under misère is empty and front ends do not offer it.
// The engine plays the first good move; with none (or, casual, one time in three) it stalls: the
// highest coin that can move goes to the nearest free square below it in its own row, or, at the
// row's start ω·λ, into the row below (λ with its lowest term lowered by one). Costs: a move or an
// undo O(n·d) for n coins of degree d; over() O(n); the good moves O(n log n + n·B); the engine
// O(n²·d) at worst.
//
//   TransfiniteSession game(transfiniteStart({1, Ordinal::parse("w*2+4")}, TransfiniteKind::Welter));
//   game.play({Ordinal::parse("w*2+4"), Ordinal(5)});   // coins 1, 5
#pragma once

#include "homestead/format_error.h"
#include "homestead/game_session.h"
#include "homestead/ordinal.h"
#include "homestead/transfinite.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace homestead {

enum class TransfiniteKind { Welter, Nim };

struct TransfinitePosition {
    std::vector<Ordinal> coins;  // ascending; Nim may repeat
    TransfiniteKind kind = TransfiniteKind::Welter;
    friend bool operator==(const TransfinitePosition&, const TransfinitePosition&) = default;
};

// The coins sorted. Throws std::invalid_argument naming a square that repeats in Welter.
TransfinitePosition transfiniteStart(std::vector<Ordinal> coins, TransfiniteKind kind);

struct TransfiniteRules {
    using Position = TransfinitePosition;
    using Move = transfinite::OrdinalMove;
    using Undo = transfinite::OrdinalMove;

    static std::optional<ErrorPhrase> illegalReason(const Position& position, const Move& move);
    static std::optional<std::string> whyIllegal(const Position& position, const Move& move) {
        return inEnglish(illegalReason(position, move));
    }
    static Undo apply(Position& position, const Move& move);
    static void undo(Position& position, Undo&& move);
    static bool over(const Position& position);
    // The good moves of transfinite.h, each once (Nim's equal heaps give one move); misère: none
    // (not covered by the theory).
    static std::vector<Move> winningMoves(const Position& position, bool misere);
    // A legal move that changes as little as it can (see above), nullopt when none is left.
    static std::optional<Move> stallingMove(const Position& position, std::size_t coin);
    static std::optional<Move> engineMove(const Position& position, PlayerKind kind, bool misere,
                                          std::uint64_t seed);
};

using TransfiniteSession = GameSession<TransfiniteRules>;

}  // namespace homestead
