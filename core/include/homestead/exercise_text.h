// The sentences of exercise sheets and of the puzzle mode, written once (beside outcome_text.h, whose
// outcome sentences they reuse): the worked reasoning of an answer key entry, how a move is named, and
// the verdict on a student's move ("Right: chopping c leaves value 0, ..."). Plain text, no markup;
// each function takes the language last (messages.h), English when not given.
//
//   text::chopName(door, top)                         == "chopping c"
//   text::moveVerdict(true, "chopping c", 0, {}, {})   == "Right: chopping c leaves value 0, so ..."
#pragma once

#include "homestead/analysis.h"
#include "homestead/messages.h"
#include "homestead/nim.h"
#include "homestead/ordinal.h"
#include "homestead/picture.h"
#include "homestead/welter.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace homestead::text {

// The name of an edge as a sheet or a puzzle shows it: its name, else "edge #id" (a sheet prints
// names, never ids; the Explain panel's text::edgeName in explanation_text.h adds the id).
std::string sheetEdgeName(const Picture& picture, EdgeId id, Language language = Language::English);
// "c", "c or e", "c, e or f" (alternatives, for winning moves).
std::string alternatives(const std::vector<std::string>& names, Language language = Language::English);

// A move as a sentence names it: "chopping c", "moving the coin on 13 to 1", "taking heap 2 from 7 to 3".
std::string chopName(const Picture& picture, EdgeId id, Language language = Language::English);
std::string welterMoveName(welter::Move move, Language language = Language::English);
std::string nimMoveName(const nim::NimMove& move, Language language = Language::English);  // heap numbers from 1, as people count

// Moves of transfinite positions (ordinals written ω²·3+ω·4+16): "moving the coin on ω+5 to ω+1",
// "taking heap 2 from ω·2+4 to ω+1" (heap numbers from 1).
std::string ordinalCoinMoveName(const Ordinal& from, const Ordinal& to, Language language = Language::English);
std::string ordinalHeapMoveName(std::size_t heap, const Ordinal& from, const Ordinal& to, Language language = Language::English);

// How the value arises: "Its parts are worth 3, 1 and 4 (each the nim-sum of its edges' weights):
// 3 ⊕ 1 ⊕ 4 = 6." / "The weights of its edges have nim-sum 6."
std::string hackenbushValueReason(const Analysis& analysis, Language language = Language::English);
// "Nim-sum: 3 ⊕ 5 ⊕ 6 = 0."
std::string nimValueReason(std::span<const std::int64_t> heaps, Language language = Language::English);
// "Mating method: [0|2] ⊕ [5] = 1 ⊕ 5 = 4."
std::string welterValueReason(std::span<const welter::Square> coins, Language language = Language::English);

// Transfinite Nim: "Nim-sum: 1 ⊕ (ω·2+4) ⊕ (ω²·3+9) = ω²·3+ω·2+12" (coefficient by coefficient; a
// sum in brackets).
std::string transfiniteNimReason(std::span<const Ordinal> heaps, Language language = Language::English);
// Transfinite Welter (THEORY.md §5), each coin ω·λ + m: "Each coin is ω·λ + m: the λ nim-add to
// 0 ⊕ 2 ⊕ 2 ⊕ (ω+4) ⊕ (ω+5) = 1, and the rows' Welter functions to [1] ⊕ [4|9] ⊕ [16] ⊕ [25] =
// 1 ⊕ 12 ⊕ 16 ⊕ 25 = 4, so the value is ω+4."
std::string transfiniteWelterReason(std::span<const Ordinal> coins, Language language = Language::English);

// What the winning moves are, from the names of the moves (empty: none): "Value 6: chopping c or
// chopping e leaves value 0, a loss for the opponent." / "Value 0: there is no winning move; every
// move leaves a nonzero value."
std::string winningMovesReason(std::int64_t value, const std::vector<std::string>& moveNames, Language language = Language::English);
// Who wins: "Value 6: the player to move wins with best play, e.g. by chopping c." / "Value 0: the
// player to move loses with best play (the second player wins)."
std::string winnerReason(std::int64_t value, const std::vector<std::string>& moveNames, Language language = Language::English);
// The same for a transfinite position, its value an ordinal ("Value ω+4: …").
std::string winningMovesReason(const Ordinal& value, const std::vector<std::string>& moveNames, Language language = Language::English);
std::string winnerReason(const Ordinal& value, const std::vector<std::string>& moveNames, Language language = Language::English);

// The verdict on a move in the puzzle mode. `correct`: it leaves value 0. `otherWinning`: names of
// winning moves other than this one (for a right answer: "c also wins"; for a wrong one: "a winning
// move was c"); `noneExists`: the position has no winning move at all.
//   Right:  "Right! Chopping c leaves value 0: whatever your opponent does, you can answer back to 0."
//   Wrong:  "Not a winning move: chopping c leaves value 3, and your opponent wins by moving back to 0.
//            A winning move was chopping e."
std::string moveVerdict(bool correct, const std::string& moveName, std::int64_t valueLeft,
                        const std::vector<std::string>& otherWinning, bool noneExists, Language language = Language::English);
// The verdict on "No winning move": right exactly when the value is 0.
//   "Right! The value is 0: every move leaves a nonzero value, so there is no winning move."
//   "There is a winning move: the value is 6, not 0. Chopping c leaves value 0."
std::string noWinningMoveVerdict(std::int64_t value, const std::vector<std::string>& winningMoves, Language language = Language::English);

}  // namespace homestead::text
