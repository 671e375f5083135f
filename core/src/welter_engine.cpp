// The Welter engine: see welter_engine.h. Winning moves come from welter.h (O(n·B)); the fallback
// and the casual random move are O(n) scans of the sorted coins.
#include "homestead/welter_engine.h"

#include "homestead/seeded_random.h"

#include <algorithm>

namespace homestead::welter {

namespace {

// The k-th empty square (0-based) of the strip, given the sorted coins.
Square kthEmpty(const std::vector<Square>& sorted, Square k) {
    Square e = k;
    for (auto c : sorted) {
        if (c <= e) ++e;
        else break;
    }
    return e;
}

}  // namespace

std::optional<Move> engineMove(std::span<const Square> coins, const EngineOptions& options) {
    std::vector<Square> sorted = normalisePosition({coins.begin(), coins.end()});
    // Coin i (0-based, ascending) has sorted[i] − i empty squares below it.
    std::vector<std::size_t> movable;
    for (std::size_t i = 0; i < sorted.size(); ++i)
        if (sorted[i] > static_cast<Square>(i)) movable.push_back(i);
    if (movable.empty()) return std::nullopt;

    if (options.strength == Strength::Casual) {
        std::uint64_t state = options.seed ^ (options.misere ? 0x5bd1e995ULL : 0);
        for (auto c : sorted) state = splitMix64(state) ^ static_cast<std::uint64_t>(c);
        if (splitMix64(state) % 3 == 0) {
            const auto i = movable[splitMix64(state) % movable.size()];
            const auto emptyBelow = static_cast<std::uint64_t>(sorted[i]) - i;
            return Move{sorted[i], kthEmpty(sorted, static_cast<Square>(splitMix64(state) % emptyBelow))};
        }
    }

    const auto winning = options.misere ? misereWinningMoves(sorted) : winningMoves(sorted);
    if (!winning.empty())
        return *std::max_element(winning.begin(), winning.end(), [](const Move& p, const Move& q) {
            return p.from != q.from ? p.from < q.from : p.to < q.to;
        });

    // No winning move: the smallest slide of the largest movable coin.
    const auto i = movable.back();
    Square to = sorted[i] - 1;
    for (std::size_t j = i; j-- > 0 && sorted[j] == to;) --to;
    return Move{sorted[i], to};
}

}  // namespace homestead::welter
