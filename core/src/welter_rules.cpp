// Welter's game for GameSession: a slide and its undo, the end, the winning moves and the engine
// (see welter_rules.h).
#include "homestead/welter_rules.h"

#include "homestead/welter_engine.h"

#include <algorithm>

namespace homestead {

std::optional<ErrorPhrase> WelterRules::illegalReason(const Position& coins, const welter::Move& move) {
    return welter::illegalReason(coins, move);
}

WelterRules::Undo WelterRules::apply(Position& coins, const welter::Move& move) {
    if (auto why = illegalReason(coins, move)) throw IllegalMove(std::move(*why));
    coins = welter::applyMove(coins, move);
    return move;
}

void WelterRules::undo(Position& coins, Undo&& move) {
    auto at = std::lower_bound(coins.begin(), coins.end(), move.to);
    coins.erase(at);
    coins.insert(std::lower_bound(coins.begin(), coins.end(), move.from), move.from);
}

bool WelterRules::over(const Position& coins) { return welter::isOver(coins); }

std::vector<welter::Move> WelterRules::winningMoves(const Position& coins, bool misere) {
    return misere ? welter::misereWinningMoves(coins) : welter::winningMoves(coins);
}

std::optional<welter::Move> WelterRules::engineMove(const Position& coins, PlayerKind kind, bool misere,
                                                    std::uint64_t seed) {
    welter::EngineOptions options;
    options.strength = kind == PlayerKind::EngineCasual ? welter::Strength::Casual : welter::Strength::Perfect;
    options.misere = misere;
    options.seed = seed;
    return welter::engineMove(coins, options);
}

}  // namespace homestead
