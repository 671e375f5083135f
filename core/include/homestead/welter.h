// Welter's game: coins on a strip of squares 0,1,2,…, at most one coin per square; a move slides one
// coin left to any empty square of smaller number (jumping allowed); whoever cannot move loses.
// It is Nim in which no two heaps may be equal (THEORY.md §3).
//
// The Welter function [a|b|c|…] = a ⊕ b ⊕ c ⊕ … ⊕ (⊕ over unordered pairs of the mating values
// (ai|aj)) is the Grundy value of the position (Welter's theorem). It is computed here four ways:
//   - valueByDefinition: the formula above, O(n²);
//   - matingMethod: Conway's mental arithmetic (mate the best-mated pair, repeat); bottom-up over the
//     residue trie below, O(n·B + n log n); it returns the pairs and the spinster, which the GUI draws;
//   - value: the fast method, O(n·B) for B-bit squares. Bit k of the pair sum is the parity of
//     Σ_r C(c_r, 2) over the residue classes r mod 2^k (c_r = coins ≡ r mod 2^k); the counts come
//     from one radix sort of the bit-reversed squares (a residue class is a run of it at every level)
//     and a path-compressed trie over those runs;
//   - valueBySato: Sato's hook formula (⊕ over hooks h of h ⊕ (h−1)), an independent check, O(n²).
// searchValue is an exhaustive game-tree search (normal or misère), for tests on small positions.
//
// Moves: solve() inverts [x|S] = t bit by bit from the low end; movesToTarget() solves for every coin
// with the shared table, level by level for all coins at once, O(n·B) in all; winningMoves() is movesToTarget(coins, 0). Misère play
// follows the fickle rule found by exhaustive search (THEORY.md §3).
// The end of a game: isOver() (no legal move) and winner() (normal or misère), O(n), so that a game
// front end asks the core rather than deciding the result itself.
#pragma once

#include "homestead/format_error.h"

#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace homestead::welter {

using Square = std::int64_t;  // a square of the strip, 0 <= s < 2^62

inline constexpr Square kSquareLimit = Square{1} << 62;  // squares are below this

struct Move {
    Square from = 0;
    Square to = 0;
    friend bool operator==(const Move&, const Move&) = default;
};

// Two coins mated by the mating method; value = [a|b] = (a ⊕ b) − 1.
struct MatedPair {
    Square a = 0;
    Square b = 0;
    std::int64_t value = 0;
};

// The result of the mating method: the pairs in the order they were mated, the lone coin left at the
// end (if the number of coins is odd) and the Welter value, ⊕ of the pair values and the spinster.
struct Mating {
    std::vector<MatedPair> pairs;
    std::optional<Square> spinster;
    std::int64_t value = 0;
};

// Bad positions and illegal moves; the message names the problem ("square 7 appears twice").
// what() in English; a square that is not one or is there twice keeps its parts (format_error.h),
// so errorText() says it in any language.
struct WelterError : std::invalid_argument, WordedError {
    explicit WelterError(const std::string& sentence);  // the same in every language
    explicit WelterError(ErrorParts parts);
};

// Sorted ascending copy; throws WelterError naming the problem (duplicate 7, negative -3, 2^62 or
// more). Example: normalisePosition({5, 2, 9}) == {2, 5, 9}.
std::vector<Square> normalisePosition(std::vector<Square> coins);

// Parses one square written in decimal ("17"); throws WelterError naming the text otherwise
// (not a number, negative, 2^62 or more). Example: parseSquare("17") == 17.
Square parseSquare(const std::string& text);

// Parses a list of squares in decimal separated by spaces, tabs, newlines or commas (what
// `homestead-cli welter -` reads), in the order given; throws WelterError naming the number
// ("number 3: 'x7' is not a square (expected a natural number)"). Duplicates are left to
// normalisePosition. O(length). Example: parseSquareList("3, 4\n5") == {3, 4, 5}.
std::vector<Square> parseSquareList(std::string_view text);

// The Welter value, fast: O(n·B). The coins must be distinct (any order).
// Example: value({3, 4, 5}) == 1; value({0,2,5,7,11,13,16,17,23}) == 28.
std::int64_t value(std::span<const Square> coins);

// The Welter value by its definition, O(n²). Example: valueByDefinition({3, 4}) == 6.
std::int64_t valueByDefinition(std::span<const Square> coins);

// Conway's mating method: repeatedly mate the best-mated pair (largest (a|b); ties broken by the
// smallest squares), remove both, add [a|b]; a lone coin at the end is the spinster.
// Example: matingMethod({3, 19}) gives pairs {(3, 19, 15)}, no spinster, value 15.
Mating matingMethod(std::span<const Square> coins);

// Sato's hook formula: read coins a1 > … > an as the partition λi = ai − (n − i); the value is
// ⊕ over hooks h of λ of h ⊕ (h − 1). O(n + |λ|) for |λ| = Σλi cells; for checks, so it throws
// WelterError beyond 5·10^7 cells. Example: valueBySato({2, 3}) == 0.
std::int64_t valueBySato(std::span<const Square> coins);

// Grundy value by exhaustive game-tree search with memoisation. With misere = true it is the misère
// Grundy value: 1 for a position with no move, else the mex of its options' misère values; 0 exactly
// at the misère P-positions. Small positions only: throws WelterError when a square is 24 or more or
// there are more than 8 coins. Example: searchValue({3, 4}) == 6; searchValue({0}, true) == 1.
std::int64_t searchValue(std::span<const Square> coins, bool misere = false);

// The x with [x|others] = target (unique; never one of the others), exactly. The others must be
// distinct; 0 <= target < 2^62 (WelterError otherwise: no position of the strip has a larger
// value). x is below 2^63 and may be 2^62 or more, past the strip's squares: a move of the strip
// needs x below the coin that moves, the transfinite game (transfinite.h) takes any finite part.
// Example: solve({2, 3, 5, 7}, 0) == 15; solve({0}, 2^62 − 1) == 2^62 ([2^62|0] = 2^62 − 1).
Square solve(std::span<const Square> others, std::int64_t target);

// solve() for many targets against the same others: x_i with [x_i|others] = targets[i], in the
// order of the targets, O((n + m)·B) for n others and m targets (one residue table, then O(B) per
// target). Throws WelterError as solve() does. Example: solveEach({2, 3, 5, 7}, {0}) == {15}.
std::vector<Square> solveEach(std::span<const Square> others, std::span<const std::int64_t> targets);

// [coins∖a] for every coin a, in the order of the coins (distinct, any order). O(n·B + n log n).
// Example: valuesWithoutEach({3, 4, 5}) == {[4|5], [3|5], [3|4]} == {0, 7, 6}.
std::vector<std::int64_t> valuesWithoutEach(std::span<const Square> coins);

// Every legal move to a position of value `target`, sorted by from. O(n·B).
// Example: movesToTarget({0,2,5,7,11,13,16,17,23}, 0) == {{13, 1}}.
std::vector<Move> movesToTarget(std::span<const Square> coins, std::int64_t target);

// The winning moves in normal play (moves to value 0), sorted by from.
// Example: winningMoves({3, 4}) == {{4, 2}} ([2|3] = 0); winningMoves({2, 3}) is empty.
std::vector<Move> winningMoves(std::span<const Square> coins);

// The value and every move to `target` (default: the winning moves) from one shared residue table,
// O(n·B): what the command line needs for 10^6 coins. Example: evaluate({3, 4}) gives value 6 and
// moves {{4, 2}}.
struct Evaluation {
    std::int64_t value = 0;
    std::vector<Move> moves;
};
Evaluation evaluate(std::span<const Square> coins, std::int64_t target = 0);

// A position is fickle when its partition is self-conjugate: with n coins, every coin is below 2n
// and square i is occupied iff square 2n−1−i is empty. Example: isFickle({1}) == true ({1} ↔ λ=(1)).
bool isFickle(std::span<const Square> coins);

// Misère P-position (the player to move loses when the last mover loses): (fickle and value 1) or
// (not fickle and value 0). Example: isMisereP({0}) == false; isMisereP({1}) == true.
bool isMisereP(std::span<const Square> coins);

// The winning moves in misère play: the moves to a misère P-position, sorted by from.
std::vector<Move> misereWinningMoves(std::span<const Square> coins);

// Every legal move, sorted by from then by to (each coin to every empty smaller square).
// Only for small positions (the count can be huge). Example: legalMoves({1}) == {{1, 0}}.
std::vector<Move> legalMoves(std::span<const Square> coins);

// Why `move` is not legal ("square 12 is occupied", "a coin only slides left, to a smaller square"),
// or nullopt if it is, in any language (illegalReason) or in English (whyIllegal). O(n log n).
// Example: whyIllegal({3, 4}, {4, 3}) == "square 3 is occupied".
std::optional<ErrorPhrase> illegalReason(std::span<const Square> coins, Move move);
inline std::optional<std::string> whyIllegal(std::span<const Square> coins, Move move) {
    return inEnglish(illegalReason(coins, move));
}

// The position after `move`, sorted ascending; throws WelterError if illegal, with the reason
// (no coin on from, to not smaller, to occupied, to negative). Example: applyMove({3,4}, {4,0}) == {0,3}.
std::vector<Square> applyMove(std::span<const Square> coins, Move move);

// The game is over when no move is legal: the n coins fill squares 0..n−1 (no coin has an empty
// square below it), or there are none. The coins must be distinct (any order). O(n).
// Example: isOver({1, 0}) == true; isOver({0, 2}) == false; isOver({}) == true.
bool isOver(std::span<const Square> coins);

// The winner (0 or 1) of the game at `coins` with player `toMove` to move, nullopt while a move is
// legal. The player to move cannot move: in normal play they lose, in misère play they win.
// Example: winner({0, 1}, 0, false) == 1; winner({0, 1}, 0, true) == 0; winner({2}, 0, false) == nullopt.
std::optional<int> winner(std::span<const Square> coins, int toMove, bool misere);

}  // namespace homestead::welter
