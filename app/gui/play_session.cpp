// A game of Hackenbush: positions, moves with what fell, undo/redo, the result (see play_session.h).
#include "play_session.h"

#include "homestead/analysis.h"
#include "homestead/engine.h"
#include "homestead/misere_search.h"

#include <algorithm>

namespace homestead::gui {

PlaySession::PlaySession(Picture start, std::array<PlayerKind, 2> players, int firstSide, bool misere)
    : positions_{std::move(start)}, players_(players), firstSide_(firstSide == 1 ? 1 : 0), misere_(misere) {}

int PlaySession::toMove() const { return int((std::size_t(firstSide_) + current_) % 2); }

std::vector<EdgeId> PlaySession::legalMoves() const {
    const Picture& p = position();
    std::vector<bool> mask = p.standingMask();
    std::vector<EdgeId> out;
    for (std::size_t i = 0; i < mask.size(); ++i)
        if (mask[i]) out.push_back(p.edges()[i].id);
    return out;
}

bool PlaySession::isLegal(EdgeId id) const {
    const Picture& p = position();
    if (!p.hasEdge(id)) return false;
    return p.standingMask()[p.indexOfEdge(id)];
}

bool PlaySession::over() const {
    std::vector<bool> mask = position().standingMask();
    return std::find(mask.begin(), mask.end(), true) == mask.end();
}

int PlaySession::winner() const {
    if (!over()) return -1;
    return misere_ ? toMove() : 1 - toMove();
}

const PlayedMove& PlaySession::chop(EdgeId id) {
    if (over()) throw IllegalMove("the game is over: nothing stands");
    if (!isLegal(id))
        throw IllegalMove("edge " + std::to_string(id) + " is not standing in the position, so it cannot be chopped");
    ChopResult r = position().chop(id);
    positions_.resize(current_ + 1);
    moves_.resize(current_);
    moves_.push_back(PlayedMove{toMove(), id, std::move(r.fallen), std::move(r.removedNodes)});
    positions_.push_back(std::move(r.picture));
    ++current_;
    ++revision_;
    return moves_.back();
}

void PlaySession::undo() {
    if (!canUndo()) return;
    --current_;
    ++revision_;
}

void PlaySession::redo() {
    if (!canRedo()) return;
    ++current_;
    ++revision_;
}

std::vector<EdgeId> winningMoves(const Picture& position, bool misere) {
    if (misere) return misereAnalyse(position).winningMoves;
    return analyse(position).winningMoves;
}

std::optional<EdgeId> chooseMove(const Picture& position, PlayerKind kind, bool misere, std::uint64_t seed) {
    EngineOptions options;
    options.strength = kind == PlayerKind::EngineCasual ? Strength::Casual : Strength::Perfect;
    options.seed = seed;
    options.randomWinning = true;  // different games from the same picture
    options.misere = misere;
    return engineMove(position, options);
}

std::string describe(PlayerKind kind) {
    switch (kind) {
    case PlayerKind::Human: return "Human";
    case PlayerKind::EnginePerfect: return "Engine (perfect)";
    case PlayerKind::EngineCasual: return "Engine (casual)";
    }
    return {};
}

}  // namespace homestead::gui
