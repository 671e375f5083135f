// The sentences of hint_ladder_text.h.
#include "homestead/hint_ladder_text.h"

#include "homestead/outcome_text.h"

namespace homestead::text {

namespace {
const char* const kAskAgain = " Try again, or ask for the answer.";
}

std::string retryAfterWrongMove(const std::string& moveName, std::int64_t valueLeft) {
    return "Not a winning move: " + moveName + " leaves value " + std::to_string(valueLeft) + ", not 0." + kAskAgain;
}

std::string retryAfterWrongClaim(std::int64_t value) {
    return "Not so: the value is " + std::to_string(value) + ", not 0, so some move wins." + kAskAgain;
}

std::string puzzleAnswer(std::int64_t value, const std::vector<std::string>& winningMoves) {
    if (value == 0 || winningMoves.empty())
        return "The answer: no move wins. The value is 0, so every move leaves a nonzero value: press No winning move.";
    std::string out = "The answer: " + winningMoves.front() + " leaves value 0";
    if (winningMoves.size() > 1) {
        const std::vector<std::string> others(winningMoves.begin() + 1, winningMoves.end());
        out += (others.size() == 1 ? " (so does " : " (so do ") + wordList(others) + ")";
    }
    return out + ".";
}

}  // namespace homestead::text
