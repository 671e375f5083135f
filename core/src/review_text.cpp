// The sentences of review_text.h.
#include "homestead/review_text.h"

#include "homestead/explanation_text.h"

#include <string>

namespace homestead::text {

std::string reviewMoveSentence(const Picture& picture, const ReviewedMove& move, const std::string& mover,
                               Language language) {
    std::string out = message(language, Msg::ReviewMove,
                              {std::to_string(move.number), mover, edgeName(picture, move.edge, language),
                               std::to_string(move.valueLeft)});
    if (move.winning()) return out + message(language, Msg::ReviewWinning);
    if (move.handedWinAway()) {
        out += message(language, Msg::ReviewLosing);
        if (move.better) out += message(language, Msg::ReviewBetter, {edgeName(picture, *move.better, language)});
        return out + ".";
    }
    return out + message(language, Msg::ReviewNoChoice);
}

std::string reviewSummary(const Picture& picture, const GameReview& review, int side, const std::string& mover,
                          Language language) {
    if (const auto first = review.firstLosingMove(side)) {
        const ReviewedMove& m = review.moves[*first];
        std::string out = message(language, Msg::ReviewHandedAway, {std::to_string(m.number)});
        if (m.better) out += message(language, Msg::ReviewInstead, {edgeName(picture, *m.better, language)});
        return out + ".";
    }
    bool couldWin = false;
    for (const ReviewedMove& m : review.moves)
        if (m.side == side && m.valueBefore != 0) couldWin = true;
    return message(language, couldWin ? Msg::ReviewEachTimeLeftZero : Msg::ReviewNeverCouldWin, {mover});
}

}  // namespace homestead::text
