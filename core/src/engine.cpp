// engineMove(): winning move (normal play from the analysis, misère play from misereAnalyse), else
// smallest load / highest stress; Casual adds random moves. See engine.h.
#include "homestead/engine.h"

#include "homestead/misere_search.h"
#include "homestead/picture_analysis.h"
#include "homestead/seeded_random.h"

#include <memory>
#include <tuple>
#include <vector>

namespace homestead {

std::optional<EdgeId> engineMove(const PictureAnalysis& position, const EngineOptions& options) {
    const Picture& picture = position.picture();
    const Analysis& analysis = position.analysis();
    const auto& edges = picture.edges();
    std::vector<int> standing;
    for (int e = 0; e < static_cast<int>(edges.size()); ++e)
        if (analysis.edges[e].standing) standing.push_back(e);
    if (standing.empty()) return std::nullopt;

    SeededRandom random(options.seed);
    if (options.strength == Strength::Casual && random.chance(1, 3))
        return edges[standing[random.below(standing.size())]].id;
    // One of the winning moves (sorted, not empty): the smallest id, or a seeded random one.
    auto chooseWinning = [&](const std::vector<EdgeId>& winning) {
        return options.randomWinning ? winning[random.below(winning.size())] : winning.front();
    };

    if (options.misere) {
        std::vector<EdgeId> winning = misereAnalyse(picture).winningMoves;  // sorted
        if (!winning.empty()) return chooseWinning(winning);
        // Lost in misère play: every move loses against perfect play; fall back on the normal-play choice.
    }
    if (!analysis.winningMoves.empty()) return chooseWinning(analysis.winningMoves);

    // Lost: the fewest edges falling (a bridge drops its load, an edge on a cycle nothing), then the
    // highest stress, then the smallest id.
    auto key = [&](int e) {
        return std::make_tuple(-static_cast<long long>(position.load(edges[e].id).size()), analysis.edges[e].stress, -edges[e].id);
    };
    int best = standing.front();
    for (int e : standing)
        if (key(e) > key(best)) best = e;
    return edges[best].id;
}

std::optional<EdgeId> engineMove(const Picture& picture, const EngineOptions& options) {
    // The analysis reads the caller's picture for the length of this call: shared without an owner.
    const PictureAnalysis analysis(std::shared_ptr<const Picture>(std::shared_ptr<const Picture>(), &picture));
    return engineMove(analysis, options);
}

}  // namespace homestead
