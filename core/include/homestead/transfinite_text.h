// The sentences that explain transfinite Welter and transfinite Nim (Abuku; THEORY.md §5), written
// once for every front end: the value worked row by row (each row ω·λ + m with its finite Welter
// value [S_λ], then ω·(λ1 ⊕ … ⊕ λn) + ⊕[S_λ]), the nim-sum worked coefficient by coefficient, what
// each good move does and why, the slip in the last step of Abuku's worked example, and the plain
// statement that misère play is not covered. Every number in them is the core's (transfinite.h,
// welter.h). Plain text, no markup; each function takes the language last (messages.h).
//
//   const auto coins = {1, ω·2+4, ω·2+9, ω²+ω·4+16, ω²+ω·5+25};
//   text::transfiniteWelterWorking(coins)  // "Row 0 + m: [1] = 1", "Row ω·2 + m: [4|9] = 12", …,
//                                          // "Value = ω·(0 ⊕ 2 ⊕ 2 ⊕ (ω+4) ⊕ (ω+5)) + (1 ⊕ 12 ⊕ 16 ⊕ 25) = ω·1 + 4 = ω+4"
//   text::transfiniteWelterMove(coins, {ω²+ω·5+25, ω²+ω·4+30})
//       // "ω²+ω·5+25 → ω²+ω·4+30: the coin leaves row ω²+ω·5 for row ω²+ω·4, since (ω+5) ⊕ 1 = ω+4 is
//       //  smaller; that makes the ω-part 0. In its new row the square x must solve 1 ⊕ [4|9] ⊕ [x|16]
//       //  = 0, so x = 30."
// Cost: O(n log n + n·B) for n coins, as the values themselves.
#pragma once

#include "homestead/messages.h"
#include "homestead/ordinal.h"
#include "homestead/transfinite.h"

#include <cstdint>
#include <string>
#include <vector>

namespace homestead::text {

// The row of the squares ω·λ + m, named by where it starts (ω·λ in normal form): "0" (the finite
// squares), "ω", "ω·2", "ω²+ω·4" (λ = ω+4).
std::string transfiniteRowName(const Ordinal& lambda);
// "[4|9]"; one coin "[16]"; no coins "[]"; with `unknown` first: "[x|16]". A row of one coin is
// written as its number in a sum ("1", not "[1]"): see transfiniteWelterWorking.
std::string welterBracket(const std::vector<std::int64_t>& squares, const std::string& unknown = {});

// One line per row in use, ascending ("Row ω·2 + m: [4|9] = 12"), then the value
// ("Value = ω·(0 ⊕ 2 ⊕ …) + (1 ⊕ 12 ⊕ …) = ω·1 + 4 = ω+4"). No coins: "No coins: the value is 0.".
std::vector<std::string> transfiniteWelterWorking(const std::vector<Ordinal>& coins,
                                                  Language language = Language::English);
// The rule in one sentence, for a heading or a tooltip.
std::string transfiniteWelterRule(Language language = Language::English);

// One line per power of ω in use, highest first ("Coefficients of ω²: 3 ⊕ 2 ⊕ 1 = 0"), then the
// nim-sum ("Nim-sum, coefficient by coefficient: ω·3+5").
std::vector<std::string> transfiniteNimWorking(const std::vector<Ordinal>& heaps,
                                               Language language = Language::English);

// "Value ω+4: not 0, so the player to move wins with a good move." / "Value 0: …loses with best play."
// `nim`: "Nim-sum …".
std::string transfiniteOutcome(const Ordinal& value, bool nim, Language language = Language::English);

// What a good move of Welter does: staying in its row ("… the ω-part is already 0, so the coin stays
// in row ω·2: 1 ⊕ [3|4] ⊕ … = 0.") or changing row (the example above). `move` must be a good move.
std::string transfiniteWelterMove(const std::vector<Ordinal>& coins, const transfinite::OrdinalMove& move,
                                  Language language = Language::English);
// Nim: "ω·2+4 → ω+1: (ω·2+4) ⊕ (ω·3+5) = ω+1, smaller, so the heap can become it, leaving nim-sum 0."
std::string transfiniteNimMove(const std::vector<Ordinal>& heaps, const transfinite::OrdinalMove& move,
                               Language language = Language::English);
// Every good move of the position in words (one per move), or the one sentence that none exists.
std::vector<std::string> transfiniteGoodMoves(const std::vector<Ordinal>& coins, bool nim,
                                              Language language = Language::English);

// Misère play is not covered by the theory: said plainly.
std::string transfiniteMisereNotCovered(Language language = Language::English);

// Abuku's worked example (THEORY.md §5): the coins, and the slip in the paper's last step with the
// correction, its numbers from welter.h: "The paper's last step takes x = 6, but [6|16] = (6 ⊕ 16) − 1
// = 21, not 13: 1 ⊕ [4|9] ⊕ [x|16] = 0 gives x = 30, so the good move is ω²+ω·5+25 → ω²+ω·4+30."
std::vector<Ordinal> abukuWelterExample();
std::vector<Ordinal> abukuNimExample();
std::string abukuSlip(Language language = Language::English);

}  // namespace homestead::text
