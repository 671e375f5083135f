// The sentences of the puzzle mode's hint ladder, written once: a wrong answer first says only that
// it is wrong and the value it left — never which move wins — and the answer comes when the student
// asks for it. (exercise_text.h's verdicts, which name a winning move at once, stay for answer keys.)
// Plain text, no markup; moves are named as exercise_text.h names them ("chopping c").
//
//   text::retryAfterWrongMove("chopping b", 3)
//       == "Not a winning move: chopping b leaves value 3, not 0. Try again, or ask for the answer."
//   text::puzzleAnswer(6, {"chopping e", "chopping f"})
//       == "The answer: chopping e leaves value 0 (so does chopping f)."
#pragma once

#include "homestead/messages.h"

#include <cstdint>
#include <string>
#include <vector>

namespace homestead::text {

// A move that does not leave 0: what it left, and nothing of what wins.
std::string retryAfterWrongMove(const std::string& moveName, std::int64_t valueLeft, Language language = Language::English);

// "No winning move" pressed where one exists: "Not so: the value is 6, not 0, so some move wins. Try
// again, or ask for the answer."
std::string retryAfterWrongClaim(std::int64_t value, Language language = Language::English);

// The answer, asked for: "The answer: chopping e leaves value 0." (others: "(so does chopping f)",
// "(so do chopping f and chopping g)"); value 0: "The answer: no move wins. The value is 0, so every
// move leaves a nonzero value: press No winning move."
std::string puzzleAnswer(std::int64_t value, const std::vector<std::string>& winningMoves,
                         Language language = Language::English);

}  // namespace homestead::text
