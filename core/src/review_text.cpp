// The sentences of review_text.h.
#include "homestead/review_text.h"

#include "homestead/explanation_text.h"

#include <string>

namespace homestead::text {

std::string reviewMoveSentence(const Picture& picture, const ReviewedMove& move, const std::string& mover) {
    std::string out = "Move " + std::to_string(move.number) + ", " + mover + " chopped " + edgeName(picture, move.edge) +
                      ": it left " + std::to_string(move.valueLeft);
    if (move.winning()) return out + ", a winning move.";
    if (move.handedWinAway()) {
        out += ", a losing move";
        if (move.better) out += "; chopping " + edgeName(picture, *move.better) + " would have left 0";
        return out + ".";
    }
    return out + ", but no move there could leave 0 (the position was worth 0).";
}

std::string reviewSummary(const Picture& picture, const GameReview& review, int side, const std::string& mover) {
    if (const auto first = review.firstLosingMove(side)) {
        const ReviewedMove& m = review.moves[*first];
        std::string out = "Move " + std::to_string(m.number) + " handed the win away";
        if (m.better) out += ": chopping " + edgeName(picture, *m.better) + " instead would have left 0";
        return out + ".";
    }
    bool couldWin = false;
    for (const ReviewedMove& m : review.moves)
        if (m.side == side && m.valueBefore != 0) couldWin = true;
    if (couldWin) return "No move handed the win away: each time " + mover + " could win, " + mover + " left 0.";
    return "No move handed the win away: every position " + mover + " faced was worth 0, so no move could win.";
}

}  // namespace homestead::text
