// Nim arithmetic: see nim.h. The misère rule is Bouton's: the winning moves are the normal ones
// unless the position has at most one heap larger than 1, where the parity of the 1-heaps decides.
#include "homestead/nim.h"

#include <algorithm>

namespace homestead::nim {

std::int64_t nimSum(std::span<const std::int64_t> heaps) {
    std::int64_t sum = 0;
    for (auto heap : heaps) sum ^= heap;
    return sum;
}

std::int64_t mex(std::span<const std::int64_t> values) {
    std::vector<std::int64_t> sorted(values.begin(), values.end());
    std::sort(sorted.begin(), sorted.end());
    std::int64_t result = 0;
    for (auto v : sorted) {
        if (v == result) ++result;
        else if (v > result) break;
    }
    return result;
}

std::vector<NimMove> nimWinningMoves(std::span<const std::int64_t> heaps) {
    std::vector<NimMove> moves;
    const auto sum = nimSum(heaps);
    if (sum == 0) return moves;
    for (std::size_t i = 0; i < heaps.size(); ++i)
        if ((heaps[i] ^ sum) < heaps[i]) moves.push_back({i, heaps[i], heaps[i] ^ sum});
    return moves;
}

std::vector<NimMove> misereNimWinningMoves(std::span<const std::int64_t> heaps) {
    std::size_t big = 0, ones = 0;
    for (auto heap : heaps) {
        if (heap > 1) ++big;
        if (heap == 1) ++ones;
    }
    std::vector<NimMove> moves;
    if (big >= 2) return nimWinningMoves(heaps);
    if (big == 1) {
        // Reduce the big heap to 0 or 1 so that an odd number of 1-heaps remains.
        for (std::size_t i = 0; i < heaps.size(); ++i)
            if (heaps[i] > 1) moves.push_back({i, heaps[i], ones % 2 == 1 ? 0 : 1});
        return moves;
    }
    // Only heaps of 0 and 1: the mover wins iff the number of 1-heaps is even (and then takes one).
    if (ones % 2 == 0)
        for (std::size_t i = 0; i < heaps.size(); ++i)
            if (heaps[i] == 1) moves.push_back({i, 1, 0});
    return moves;
}

}  // namespace homestead::nim
