// Transfinite Nim and Welter: see transfinite.h. The coins are grouped by λ (= α divided by ω) into
// rows (welterRows); each row's finite parts are an ordinary Welter position handled by welter.h.
#include "homestead/transfinite.h"

#include "homestead/welter.h"

#include <algorithm>
#include <map>
#include <utility>

namespace homestead::transfinite {

using welter::Square;

WelterRows welterRows(const std::vector<Ordinal>& coins) {
    std::map<Ordinal, std::vector<Square>> byLambda;  // λ → finite parts
    WelterRows g;
    for (const auto& coin : coins) {
        const Ordinal lambda = coin.divideByOmega();
        byLambda[lambda].push_back(coin.finitePart());
        g.lambdaSum = nimAdd(g.lambdaSum, lambda);  // each coin contributes its λ once to the ω-part
    }
    g.rows.reserve(byLambda.size());
    for (auto& [lambda, squares] : byLambda) {
        try {
            squares = welter::normalisePosition(std::move(squares));
        } catch (const welter::WelterError& error) {
            ErrorParts parts{"coins ω·(" + lambda.toAscii() + ")+m"};
            parts.insert(parts.end(), error.parts().begin(), error.parts().end());
            throw welter::WelterError(std::move(parts));
        }
        const std::int64_t value = welter::value(squares);
        g.finiteSum ^= value;
        g.rows.push_back({lambda, std::move(squares), value});
    }
    return g;
}

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
    const WelterRows g = welterRows(coins);
    return g.lambdaSum.timesOmegaPlus(g.finiteSum);
}

std::vector<OrdinalMove> welterGoodMoves(const std::vector<Ordinal>& coins) {
    const WelterRows g = welterRows(coins);
    std::vector<OrdinalMove> moves;
    if (g.lambdaSum.isZero() && g.finiteSum == 0) return moves;
    for (const auto& [lambda, squares, classValue] : g.rows) {
        if (g.lambdaSum.isZero()) {
            // Stay in class λ: the finite part must become [S_λ] ⊕ F.
            for (const auto& m : welter::movesToTarget(squares, classValue ^ g.finiteSum))
                moves.push_back({lambda.timesOmegaPlus(m.from), lambda.timesOmegaPlus(m.to)});
            continue;
        }
        const Ordinal target = nimAdd(lambda, g.lambdaSum);
        if (!(target < lambda)) continue;
        const auto it = std::lower_bound(g.rows.begin(), g.rows.end(), target,
                                         [](const WelterRow& row, const Ordinal& l) { return row.lambda < l; });
        const bool found = it != g.rows.end() && it->lambda == target;
        const std::vector<Square> empty;
        const std::vector<Square>& there = found ? it->squares : empty;
        const std::int64_t thereValue = found ? it->value : 0;
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
