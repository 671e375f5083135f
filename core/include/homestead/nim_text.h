// The sentences that explain Nim, written once (as outcome_text.h does for the other games): the
// nim-sum worked in binary columns as Gardner and the lecture notes do it by hand, the leftmost odd
// column and the heaps that can use it, the winning moves, misère play and Northcott's retreats. The
// Nim page and any other front end lay these out; none writes its own. Plain text, no markup; each
// function takes the language last (messages.h), English when not given.
//
//   NimColumns c = nimHeapColumns({3, 4, 5});   // (nim_columns.h) c.result == 2, c.leftmostOdd == 1 (the 2s)
//   text::leftmostOddColumn(c)  == "The leftmost odd column is the 2s; heap 1 (3) can use it: 3 ⊕ 2 = 1,
//                                   so take 2 from heap 1, leaving 1."  // 3 4 5
//   (the spaces in "heap 1 (3)" are no-break spaces, so a narrow label keeps the heap on one line)
//   text::nimSumEquation({3, 4, 5}) == "3 ⊕ 4 ⊕ 5 = 2"
#pragma once

#include "homestead/messages.h"
#include "homestead/nim.h"
#include "homestead/nim_columns.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace homestead {

namespace text {

// "the 1s", "the 2s", "the 4s", … the column of 2^bit.
std::string columnName(int bit, Language language = Language::English);
// "0101": `value` in `bits` binary digits, most significant first.
std::string binary(std::int64_t value, int bits);
// "3 ⊕ 4 ⊕ 5 = 2"; one heap "7 = 7"; no heaps "(no heaps) = 0".
std::string nimSumEquation(const std::vector<std::int64_t>& heaps, Language language = Language::English);
// "The leftmost odd column is the 4s; heaps 1 (4), 2 (5) and 3 (7) can use it: 4 ⊕ 6 = 2, so take 2
// from heap 1, leaving 2; 5 ⊕ 6 = 3, so take 2 from heap 2, leaving 3; 7 ⊕ 6 = 1, so take 6 from
// heap 3, leaving 1." (each heap with its size, and what it takes: heap ⊕ nim-sum is what it must
// become; past four heaps the rest are counted) or "Every column has an even number of 1s: the
// nim-sum is 0."
std::string leftmostOddColumn(const NimColumns& columns, Language language = Language::English);
// "heap 2: 5 → 3" (heaps numbered from 1); a retreat: "heap 2: 3 → 5 (a retreat)".
std::string nimMoveText(const nim::NimMove& move, Language language = Language::English);
// The move in words: "take 2 from heap 1, leaving 4"; a retreat: "add 2 to heap 2, making 5".
std::string nimTakeText(const nim::NimMove& move, Language language = Language::English);
// Who wins, and why. Normal: "Nim-sum 2: the player to move wins with best play." Misère, with a heap
// of 2 or more left: "Misère: play as in normal Nim (nim-sum 2): the player to move wins with best
// play." With only heaps of 0 and 1: "Misère, only heaps of one left: 3 of them, an odd number: the
// player to move loses with best play."
std::string nimOutcome(const std::vector<std::int64_t>& heaps, bool misere, Language language = Language::English);
// The hint: "Winning moves: take 2 from heap 1, leaving 1 (heap 1: 3 → 1); take 4 from heap 3,
// leaving 1 (heap 3: 5 → 1)." / "Winning move: …" / "No winning move:
// every move leaves a position the opponent wins with best play."; misère adds why at the end when
// the misère rule differs from the normal one ("(misère: leave an odd number of heaps of one)").
std::string nimHint(const std::vector<std::int64_t>& heaps, const std::vector<nim::NimMove>& moves, bool misere,
                    Language language = Language::English);
// Northcott's nim: the answer to a retreat. "A retreat in column 2 (gap 3 → 5) changes nothing: the
// answer closes the gap again, 5 → 3, and the nim-sum is 0 once more." When the position before the
// retreat was not already won for the answerer, `answer` is the best reply whatever it is.
std::string retreatAnswer(const nim::NimMove& retreat, const std::optional<nim::NimMove>& answer,
                          Language language = Language::English);

}  // namespace text
}  // namespace homestead
