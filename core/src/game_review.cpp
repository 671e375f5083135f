// The review of a game (see game_review.h): the moves replayed on one picture, each position analysed once.
#include "homestead/game_review.h"

#include "homestead/analysis.h"

#include <utility>

namespace homestead {

std::optional<std::size_t> GameReview::firstLosingMove(int side) const {
    for (std::size_t i = 0; i < moves.size(); ++i)
        if (moves[i].side == side && moves[i].handedWinAway()) return i;
    return std::nullopt;
}

GameReview reviewGame(const Picture& start, std::span<const HackenbushSession::Played> moves) {
    GameReview review;
    review.moves.reserve(moves.size());
    Picture position = start;
    Analysis faced = analyse(position);
    for (std::size_t i = 0; i < moves.size(); ++i) {
        ReviewedMove m;
        m.number = i + 1;
        m.side = moves[i].side;
        m.by = moves[i].by;
        m.edge = moves[i].move;
        m.valueBefore = faced.value;
        m.winningMoves = faced.winningMoves.size();
        HackenbushRules::apply(position, m.edge);
        Analysis left = analyse(position);
        m.valueLeft = left.value;
        if (m.handedWinAway() && !faced.winningMoves.empty()) m.better = faced.winningMoves.front();
        review.moves.push_back(m);
        faced = std::move(left);
    }
    review.finished = HackenbushRules::over(position);
    return review;
}

}  // namespace homestead
