// Transfinite Welter and Nim for GameSession: a move and its undo, the end, the good moves and the
// engine (see transfinite_rules.h).
#include "homestead/transfinite_rules.h"

#include <algorithm>
#include <stdexcept>
#include <utility>

namespace homestead {

namespace {

bool holds(const std::vector<Ordinal>& coins, const Ordinal& square) {
    return std::binary_search(coins.begin(), coins.end(), square);
}

void insertSorted(std::vector<Ordinal>& coins, Ordinal square) {
    coins.insert(std::upper_bound(coins.begin(), coins.end(), square), std::move(square));
}

void eraseOne(std::vector<Ordinal>& coins, const Ordinal& square) {
    coins.erase(std::lower_bound(coins.begin(), coins.end(), square));
}

// λ with its lowest non-zero term lowered by one: the λ of a row below λ (λ > 0).
Ordinal rowBelow(const Ordinal& lambda) {
    std::vector<std::int64_t> c = lambda.coefficients();
    for (auto& k : c)
        if (k > 0) {
            --k;
            break;
        }
    return Ordinal::fromCoefficients(std::move(c));
}

}  // namespace

TransfinitePosition transfiniteStart(std::vector<Ordinal> coins, TransfiniteKind kind) {
    std::sort(coins.begin(), coins.end());
    if (kind == TransfiniteKind::Welter)
        for (std::size_t i = 1; i < coins.size(); ++i)
            if (coins[i] == coins[i - 1])
                throw std::invalid_argument("square " + coins[i].toUnicode() + " appears twice (two coins may not share a square)");
    return {std::move(coins), kind};
}

std::optional<ErrorPhrase> TransfiniteRules::illegalReason(const Position& position, const Move& move) {
    if (!holds(position.coins, move.from)) return ErrorPhrase(Msg::RuleNoCoinOnOrdinal, {move.from.toUnicode()});
    if (!(move.to < move.from)) return ErrorPhrase(Msg::RuleSmallerOrdinal, {move.to.toUnicode(), move.from.toUnicode()});
    if (position.kind == TransfiniteKind::Welter && holds(position.coins, move.to))
        return ErrorPhrase(Msg::RuleSquareTaken, {move.to.toUnicode()});
    return std::nullopt;
}

TransfiniteRules::Undo TransfiniteRules::apply(Position& position, const Move& move) {
    if (auto why = illegalReason(position, move)) throw IllegalMove(std::move(*why));
    eraseOne(position.coins, move.from);
    insertSorted(position.coins, move.to);
    return move;
}

void TransfiniteRules::undo(Position& position, Undo&& move) {
    eraseOne(position.coins, move.to);
    insertSorted(position.coins, std::move(move.from));
}

bool TransfiniteRules::over(const Position& position) {
    const auto& coins = position.coins;
    if (position.kind == TransfiniteKind::Nim)
        return std::all_of(coins.begin(), coins.end(), [](const Ordinal& c) { return c.isZero(); });
    // Welter: sorted, distinct, so over iff the i-th coin is i.
    for (std::size_t i = 0; i < coins.size(); ++i)
        if (!(coins[i] == Ordinal(static_cast<std::int64_t>(i)))) return false;
    return true;
}

std::vector<TransfiniteRules::Move> TransfiniteRules::winningMoves(const Position& position, bool misere) {
    if (misere) return {};  // not covered by the theory (THEORY.md §5: normal play)
    std::vector<Move> moves = position.kind == TransfiniteKind::Nim ? transfinite::nimGoodMoves(position.coins)
                                                                    : transfinite::welterGoodMoves(position.coins);
    moves.erase(std::unique(moves.begin(), moves.end()), moves.end());  // equal heaps: one move
    return moves;
}

std::optional<TransfiniteRules::Move> TransfiniteRules::stallingMove(const Position& position, std::size_t coin) {
    if (coin >= position.coins.size()) return std::nullopt;
    const Ordinal& from = position.coins[coin];
    const bool welter = position.kind == TransfiniteKind::Welter;
    const Ordinal lambda = from.divideByOmega();
    for (std::int64_t m = from.finitePart() - 1; m >= 0; --m) {  // left in its own row
        Ordinal to = lambda.timesOmegaPlus(m);
        if (!welter || !holds(position.coins, to)) return Move{from, std::move(to)};
    }
    if (lambda.isZero()) return std::nullopt;
    const Ordinal below = rowBelow(lambda);
    for (std::int64_t m = 0;; ++m) {  // the first free square of the row below (n coins: n + 1 tries)
        Ordinal to = below.timesOmegaPlus(m);
        if (!welter || !holds(position.coins, to)) return Move{from, std::move(to)};
    }
}

std::optional<TransfiniteRules::Move> TransfiniteRules::engineMove(const Position& position, PlayerKind kind,
                                                                   bool misere, std::uint64_t seed) {
    const std::size_t n = position.coins.size();
    if (kind == PlayerKind::EngineCasual && seed % 3 == 0 && n > 0) {
        const std::size_t start = std::size_t((seed / 3) % n);
        for (std::size_t i = 0; i < n; ++i)
            if (auto move = stallingMove(position, (start + i) % n)) return move;
    }
    if (auto moves = winningMoves(position, misere); !moves.empty()) return moves.front();
    for (std::size_t i = n; i-- > 0;)
        if (auto move = stallingMove(position, i)) return move;
    return std::nullopt;
}

}  // namespace homestead
