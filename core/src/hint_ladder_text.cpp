// The sentences of hint_ladder_text.h.
#include "homestead/hint_ladder_text.h"

#include "homestead/outcome_text.h"

namespace homestead::text {

std::string retryAfterWrongMove(const std::string& moveName, std::int64_t valueLeft, Language language) {
    return message(language, Msg::HintWrongMove, {moveName, std::to_string(valueLeft)}) +
           message(language, Msg::HintAskAgain);
}

std::string retryAfterWrongClaim(std::int64_t value, Language language) {
    return message(language, Msg::HintWrongClaim, {std::to_string(value)}) + message(language, Msg::HintAskAgain);
}

std::string puzzleAnswer(std::int64_t value, const std::vector<std::string>& winningMoves, Language language) {
    if (value == 0 || winningMoves.empty()) return message(language, Msg::HintAnswerNoMove);
    std::string out = message(language, Msg::HintAnswerLeavesZero, {winningMoves.front()});
    if (winningMoves.size() > 1) {
        const std::vector<std::string> others(winningMoves.begin() + 1, winningMoves.end());
        out += countMessage(language, Msg::HintSoDo, others.size(), {wordList(others, language)});
    }
    return out + ".";
}

}  // namespace homestead::text
