// Nim for GameSession, with the chessboard layout and Northcott's retreats (see nim_rules.h).
#include "homestead/nim_rules.h"

#include "homestead/seeded_random.h"

#include <algorithm>
#include <limits>
#include <stdexcept>

namespace homestead {

std::int64_t NimPosition::retreatLimit(std::size_t column) const {
    if (!retreats) return heaps[column];
    // Player 1's counter may go back to row 0, Player 2's to row rows−1.
    return mover == 0 ? high(column) - 1 : rows - 1 - low[column] - 1;
}

NimPosition nimStart(std::vector<std::int64_t> heaps, int firstSide, bool retreats, std::int64_t rows) {
    std::int64_t largest = 0;
    for (std::size_t i = 0; i < heaps.size(); ++i) {
        if (heaps[i] < 0)
            throw std::invalid_argument("heap " + std::to_string(i + 1) + " is negative (" +
                                        std::to_string(heaps[i]) + ")");
        // The board needs largest + 2 rows, an int64 too: a heap at the very top would wrap it.
        if (heaps[i] > std::numeric_limits<std::int64_t>::max() - 2)
            throw std::invalid_argument("heap " + std::to_string(i + 1) + " is too large (at most 2^63 - 3)");
        largest = std::max(largest, heaps[i]);
    }
    if (rows == 0) rows = std::max<std::int64_t>(8, largest + 2);
    if (rows < largest + 2)
        throw std::invalid_argument("a board of " + std::to_string(rows) + " rows cannot hold a heap of " +
                                    std::to_string(largest) + " (it needs " + std::to_string(largest + 2) + ")");
    NimPosition p;
    p.rows = rows;
    p.retreats = retreats;
    p.mover = firstSide == 1 ? 1 : 0;
    for (auto h : heaps) p.low.push_back((rows - h - 2) / 2);
    p.heaps = std::move(heaps);
    return p;
}

std::optional<ErrorPhrase> NimRules::illegalReason(const Position& p, const Move& move) {
    if (move.heap >= p.heaps.size())
        return ErrorPhrase(Msg::RuleNoHeap, {std::to_string(move.heap + 1), std::to_string(p.heaps.size())});
    const std::int64_t heap = p.heaps[move.heap];
    if (move.from != heap)
        return ErrorPhrase(Msg::RuleHeapHas, {std::to_string(move.heap + 1), std::to_string(heap), std::to_string(move.from)});
    if (move.to == move.from) return ErrorPhrase(Msg::RuleTakeAtLeastOne);
    if (move.to < 0) return ErrorPhrase(Msg::RuleHeapBelowZero);
    if (move.to > move.from) {
        if (!p.retreats) return ErrorPhrase(Msg::RuleRetreatsOff);
        const std::int64_t limit = p.retreatLimit(move.heap);
        if (move.to > limit)
            return ErrorPhrase(Msg::RuleRetreatLimit, {std::to_string(move.heap + 1), std::to_string(limit)});
    }
    return std::nullopt;
}

NimRules::Undo NimRules::apply(Position& p, const Move& move) {
    if (auto why = illegalReason(p, move)) throw IllegalMove(std::move(*why));
    // Player 1's counter is the lower one: it moves the gap's lower end; Player 2's the upper end.
    if (p.mover == 0) p.low[move.heap] += move.from - move.to;
    p.heaps[move.heap] = move.to;
    p.mover = 1 - p.mover;
    return {move};
}

void NimRules::undo(Position& p, Undo&& record) {
    p.mover = 1 - p.mover;
    const Move& move = record.move;
    if (p.mover == 0) p.low[move.heap] -= move.from - move.to;
    p.heaps[move.heap] = move.from;
}

bool NimRules::over(const Position& p) {
    for (std::size_t i = 0; i < p.heaps.size(); ++i)
        if (p.heaps[i] > 0 || p.retreatLimit(i) > p.heaps[i]) return false;
    return true;
}

std::vector<nim::NimMove> NimRules::legalMoves(const Position& p) {
    std::vector<Move> moves;
    for (std::size_t i = 0; i < p.heaps.size(); ++i)
        for (std::int64_t to = p.heaps[i] - 1; to >= 0; --to) moves.push_back({i, p.heaps[i], to});
    for (std::size_t i = 0; i < p.heaps.size(); ++i)
        for (std::int64_t to = p.heaps[i] + 1; to <= p.retreatLimit(i); ++to) moves.push_back({i, p.heaps[i], to});
    return moves;
}

std::vector<nim::NimMove> NimRules::winningMoves(const Position& p, bool misere) {
    if (misere) return nim::misereNimWinningMoves(p.heaps);
    std::vector<Move> moves = nim::nimWinningMoves(p.heaps);
    const std::int64_t sum = nim::nimSum(p.heaps);
    if (p.retreats && sum != 0)
        for (std::size_t i = 0; i < p.heaps.size(); ++i) {
            const std::int64_t to = p.heaps[i] ^ sum;
            if (to > p.heaps[i] && to <= p.retreatLimit(i)) moves.push_back({i, p.heaps[i], to});
        }
    return moves;
}

std::optional<nim::NimMove> NimRules::engineMove(const Position& p, PlayerKind kind, bool misere,
                                                 std::uint64_t seed) {
    if (over(p)) return std::nullopt;
    std::uint64_t state = seed;
    std::vector<Move> advances;
    for (std::size_t i = 0; i < p.heaps.size(); ++i)
        for (std::int64_t to = p.heaps[i] - 1; to >= 0; --to) advances.push_back({i, p.heaps[i], to});
    if (advances.empty()) {
        // Every gap is closed: a retreat is forced; the shortest one of the first column that has room.
        for (std::size_t i = 0; i < p.heaps.size(); ++i)
            if (p.retreatLimit(i) > 0) return Move{i, 0, 1};
        return std::nullopt;
    }
    if (kind == PlayerKind::EngineCasual && splitMix64(state) % 3 == 0)
        return advances[splitMix64(state) % advances.size()];
    std::vector<Move> winning;
    for (const Move& m : winningMoves(p, misere))
        if (m.to < m.from) winning.push_back(m);  // the winner never retreats
    if (!winning.empty()) return winning[splitMix64(state) % winning.size()];
    // Lost against best play: take one counter from the largest heap, to make the game last.
    const auto largest = std::max_element(p.heaps.begin(), p.heaps.end()) - p.heaps.begin();
    return Move{std::size_t(largest), p.heaps[std::size_t(largest)], p.heaps[std::size_t(largest)] - 1};
}

std::optional<nim::NimMove> NimRules::answerToRetreat(const Position& after, const Move& retreat) {
    const std::vector<Move> winning = winningMoves(after, false);
    const Move close{retreat.heap, retreat.to, retreat.from};
    if (std::find(winning.begin(), winning.end(), close) != winning.end()) return close;
    for (const Move& m : winning)
        if (m.to < m.from) return m;
    if (!winning.empty()) return winning.front();
    return std::nullopt;
}

}  // namespace homestead
