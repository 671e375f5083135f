// engineMove(): winning move (normal play from the skeleton, misère play from misereAnalyse), else
// smallest load / highest stress; Casual adds random moves. See engine.h.
#include "homestead/engine.h"

#include "hackenbush_skeleton.h"
#include "homestead/misere_search.h"

#include <algorithm>
#include <random>
#include <tuple>

namespace homestead {

std::optional<EdgeId> engineMove(const Picture& picture, const EngineOptions& options) {
    detail::Skeleton s = detail::buildSkeleton(picture);
    const auto& edges = picture.edges();
    const int m = static_cast<int>(edges.size());
    std::vector<int> standing;
    for (int e = 0; e < m; ++e)
        if (s.standing[e]) standing.push_back(e);
    if (standing.empty()) return std::nullopt;

    std::mt19937_64 random(options.seed);
    if (options.strength == Strength::Casual) {
        std::uniform_int_distribution<int> third(0, 2);
        if (third(random) == 0) {
            std::uniform_int_distribution<std::size_t> pick(0, standing.size() - 1);
            return edges[standing[pick(random)]].id;
        }
    }
    // One of the winning moves (sorted, not empty): the smallest id, or a seeded random one.
    auto chooseWinning = [&](const std::vector<EdgeId>& winning) {
        if (!options.randomWinning) return winning.front();
        std::uniform_int_distribution<std::size_t> pick(0, winning.size() - 1);
        return winning[pick(random)];
    };

    if (options.misere) {
        std::vector<EdgeId> winning = misereAnalyse(picture).winningMoves;  // sorted
        if (!winning.empty()) return chooseWinning(winning);
        // Lost in misère play: every move loses against perfect play; fall back on the normal-play choice.
    }

    auto classes = detail::concyclicClassIndices(picture, s);
    std::vector<char> wins = detail::winningMask(s, classes);
    std::vector<EdgeId> winning;
    for (int e : standing)
        if (wins[e]) winning.push_back(edges[e].id);
    if (!winning.empty()) {
        std::sort(winning.begin(), winning.end());
        return chooseWinning(winning);
    }

    // Load sizes: a bridge drops the edges of its garden subtree; an edge on a cycle drops nothing.
    std::vector<long long> edgesAt(s.gardenCount, 0);
    for (int e : standing) ++edgesAt[s.gardenOfEdge[e]];
    std::vector<long long> subtree(edgesAt);
    for (int c = s.gardenCount - 1; c >= 1; --c) subtree[s.gardenParent[c]] += subtree[c];
    auto loadSize = [&](int e) { return s.bridge[e] ? subtree[s.gardenOfEdge[e]] - 1 : 0LL; };
    int best = standing.front();
    auto key = [&](int e) { return std::make_tuple(-loadSize(e), s.stress[e], -edges[e].id); };
    for (int e : standing)
        if (key(e) > key(best)) best = e;
    return edges[best].id;
}

}  // namespace homestead
