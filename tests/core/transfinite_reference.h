// The transfinite Welter good moves computed the slow, direct way (what transfinite.cpp did before
// it became O(n·B)): for each coin m of a class S_λ, [S_λ∖m] from a copy of the class without m and
// the square m' from solve() against the target class, O(n²·B) in all. Kept as the reference the
// fast version is checked against (tests/core/tst_transfinite.cpp) and timed against
// (tests/bench/bench_welter.cpp). It follows THEORY.md §5 directly, with welter.h one class at a time.
#pragma once

#include "homestead/transfinite.h"
#include "homestead/welter.h"

#include <algorithm>
#include <map>
#include <vector>

namespace homestead::testing {

inline std::vector<transfinite::OrdinalMove> welterGoodMovesDirect(const std::vector<Ordinal>& coins) {
    using welter::Square;
    std::map<Ordinal, std::vector<Square>> byLambda;
    Ordinal lambdaSum;
    for (const auto& coin : coins) {
        byLambda[coin.divideByOmega()].push_back(coin.finitePart());
        lambdaSum = nimAdd(lambdaSum, coin.divideByOmega());
    }
    std::int64_t finiteSum = 0;
    for (auto& [lambda, squares] : byLambda) {
        std::sort(squares.begin(), squares.end());
        finiteSum ^= welter::value(squares);
    }
    std::vector<transfinite::OrdinalMove> moves;
    if (lambdaSum.isZero() && finiteSum == 0) return moves;
    for (const auto& [lambda, squares] : byLambda) {
        const std::int64_t classValue = welter::value(squares);
        if (lambdaSum.isZero()) {
            for (const auto& m : welter::movesToTarget(squares, classValue ^ finiteSum))
                moves.push_back({lambda.timesOmegaPlus(m.from), lambda.timesOmegaPlus(m.to)});
            continue;
        }
        const Ordinal target = nimAdd(lambda, lambdaSum);
        if (!(target < lambda)) continue;
        const auto it = byLambda.find(target);
        const std::vector<Square> there = it == byLambda.end() ? std::vector<Square>{} : it->second;
        const std::int64_t thereValue = welter::value(there);
        for (std::size_t i = 0; i < squares.size(); ++i) {
            std::vector<Square> rest = squares;
            rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
            const std::int64_t want = finiteSum ^ classValue ^ welter::value(rest) ^ thereValue;
            moves.push_back({lambda.timesOmegaPlus(squares[i]), target.timesOmegaPlus(welter::solve(there, want))});
        }
    }
    std::sort(moves.begin(), moves.end(), [](const auto& a, const auto& b) {
        return a.from != b.from ? a.from < b.from : a.to < b.to;
    });
    return moves;
}

}  // namespace homestead::testing
