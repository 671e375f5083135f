// Transfinite Nim and Welter: see transfinite.h. The coins are grouped by λ (= α divided by ω) with
// a sort; each group's finite parts are an ordinary Welter position handled by welter.h.
#include "homestead/transfinite.h"

#include "homestead/welter.h"

#include <algorithm>
#include <map>

namespace homestead::transfinite {

namespace {

using welter::Square;

struct Groups {
    std::map<Ordinal, std::vector<Square>> byLambda;  // λ → finite parts, ascending
    Ordinal lambdaSum;
    std::int64_t finiteSum = 0;
};

Groups group(const std::vector<Ordinal>& coins) {
    Groups g;
    for (const auto& coin : coins) g.byLambda[coin.divideByOmega()].push_back(coin.finitePart());
    for (auto& [lambda, squares] : g.byLambda) {
        for (std::size_t i = 0; i < squares.size(); ++i) {
            // Each coin contributes its λ once to the ω-part.
            g.lambdaSum = nimAdd(g.lambdaSum, lambda);
        }
        try {
            squares = welter::normalisePosition(std::move(squares));
        } catch (const welter::WelterError& error) {
            throw welter::WelterError("coins ω·(" + lambda.toAscii() + ")+m: " + error.what());
        }
        g.finiteSum ^= welter::value(squares);
    }
    return g;
}

}  // namespace

Ordinal nimSum(const std::vector<Ordinal>& heaps) {
    Ordinal sum;
    for (const auto& heap : heaps) sum = nimAdd(sum, heap);
    return sum;
}

std::vector<OrdinalMove> nimGoodMoves(const std::vector<Ordinal>& heaps) {
    std::vector<OrdinalMove> moves;
    const Ordinal s = nimSum(heaps);
    if (s.isZero()) return moves;
    for (const auto& heap : heaps) {
        Ordinal to = nimAdd(heap, s);
        if (to < heap) moves.push_back({heap, to});
    }
    return moves;
}

Ordinal welterValue(const std::vector<Ordinal>& coins) {
    const Groups g = group(coins);
    return g.lambdaSum.timesOmegaPlus(g.finiteSum);
}

std::vector<OrdinalMove> welterGoodMoves(const std::vector<Ordinal>& coins) {
    const Groups g = group(coins);
    std::vector<OrdinalMove> moves;
    if (g.lambdaSum.isZero() && g.finiteSum == 0) return moves;
    for (const auto& [lambda, squares] : g.byLambda) {
        const std::int64_t classValue = welter::value(squares);
        if (g.lambdaSum.isZero()) {
            // Stay in class λ: the finite part must become [S_λ] ⊕ F.
            for (const auto& m : welter::movesToTarget(squares, classValue ^ g.finiteSum))
                moves.push_back({lambda.timesOmegaPlus(m.from), lambda.timesOmegaPlus(m.to)});
            continue;
        }
        const Ordinal target = nimAdd(lambda, g.lambdaSum);
        if (!(target < lambda)) continue;
        auto it = g.byLambda.find(target);
        const std::vector<Square> empty;
        const std::vector<Square>& there = it == g.byLambda.end() ? empty : it->second;
        const std::int64_t thereValue = welter::value(there);
        // For each coin m of S_λ: F ⊕ [S_λ] ⊕ [S_λ∖m] ⊕ [S_λ'] ⊕ [S_λ' ∪ m'] = 0, solved for m'.
        // All [S_λ∖m] from one residue table and all m' against one table of S_λ': O((|S_λ| + |S_λ'|)·B),
        // and each S_λ' is the target of one λ only, so O(n·B) over all groups.
        std::vector<std::int64_t> wants = welter::valuesWithoutEach(squares);
        for (auto& want : wants) want ^= g.finiteSum ^ classValue ^ thereValue;
        const std::vector<Square> to = welter::solveEach(there, wants);
        for (std::size_t i = 0; i < squares.size(); ++i)
            moves.push_back({lambda.timesOmegaPlus(squares[i]), target.timesOmegaPlus(to[i])});
    }
    std::sort(moves.begin(), moves.end(), [](const OrdinalMove& a, const OrdinalMove& b) {
        return a.from != b.from ? a.from < b.from : a.to < b.to;
    });
    return moves;
}

}  // namespace homestead::transfinite
