// The sentences and numbers of a handout's worked analysis (see worked_analysis.h).
#include "homestead/worked_analysis.h"

#include "homestead/explanation.h"
#include "homestead/explanation_text.h"
#include "homestead/outcome_text.h"

#include <algorithm>

namespace homestead {

namespace {

// "3 nodes", "1 loop": the count with its noun in the language's plural.
std::string counted(Language language, Msg id, std::size_t n) {
    return countMessage(language, id, n, {std::to_string(n)});
}

}  // namespace

std::string pictureLegend(bool stresses, bool weights, Language language) {
    // The value is told through the numbers printed: the stresses at the ground, or all the weights.
    const std::string stress = message(language, Msg::LegendRule);
    const std::string weight = message(language, Msg::LegendWeightRule);
    const std::string nimSum = message(language, Msg::LegendNimSum);
    const std::string atGround = message(language, Msg::LegendAtGround, {nimSum});
    if (stresses && weights) return message(language, Msg::LegendBoth, {stress, weight, atGround});
    if (weights) return message(language, Msg::LegendWeights, {weight, nimSum});
    return message(language, Msg::LegendStresses, {stress, atGround});
}

WorkedAnalysis workedAnalysis(const PictureAnalysis& artifact, std::size_t maxMoves, Language language) {
    const Picture& picture = artifact.picture();
    const Analysis& analysis = artifact.analysis();
    const Garden& garden = artifact.garden();
    WorkedAnalysis w;
    w.outcome = text::valueOutcome(static_cast<std::int64_t>(analysis.value), language);

    std::size_t loops = 0;
    for (const auto& l : garden.loops) loops += l.size();
    w.garden = message(language, Msg::GardenCollapse,
                       {counted(language, Msg::NodesCount, garden.nodeCount),
                        counted(language, Msg::BridgesCount, garden.bridges.size()),
                        counted(language, Msg::LoopsCount, loops)});
    if (!analysis.floating.empty()) w.garden += counted(language, Msg::EdgesFloat, analysis.floating.size());

    w.columnsIntro = message(language, Msg::ColumnsIntro);
    for (const GardenBridge& b : garden.bridges) {
        if (b.parent != 0) continue;
        const std::size_t held = artifact.load(b.edge).size();
        const std::string name = text::edgeName(picture, b.edge, language);
        w.terms.push_back({held ? message(language, Msg::TermHolds, {name, counted(language, Msg::EdgesCount, held)})
                                : message(language, Msg::TermHoldsNothing, {name}),
                           b.stress});
    }
    if (!garden.loops.empty() && !garden.loops[0].empty()) {
        const std::size_t k = garden.loops[0].size();
        w.terms.push_back({counted(language, Msg::LoopsAtGround, k), k % 2});
    }
    if (w.terms.empty()) {
        w.sum = message(language, Msg::NothingStands);
    } else {
        for (std::size_t i = 0; i < w.terms.size(); ++i) w.sum += (i ? " ⊕ " : "") + std::to_string(w.terms[i].value);
        w.sum += " = " + std::to_string(analysis.value);
    }

    const std::size_t count = analysis.winningMoves.size();
    if (count == 0)
        w.movesIntro = message(language, analysis.value == 0 ? Msg::NoWinningMoveValueZero : Msg::NoWinningMoveComputed);
    else
        w.movesIntro = counted(language, Msg::WinningMovesIntro, count);
    for (EdgeId id : analysis.winningMoves) {
        if (w.moves.size() >= maxMoves) break;
        // Why it wins: the Explain panel's sentences (Conway's climb for a bridge; the class, the
        // mating and the spinster for an edge on a cycle), on one paragraph.
        const EdgeExplanation x = explainEdge(artifact, id);
        std::string reason = message(language, Msg::ChopReason, {text::edgeName(picture, id, language)}) +
                             (x.cycle ? text::cycleSentences(picture, id, *x.cycle, language)
                                      : text::climbSentence(picture, x.climb, x.valueBefore, language));
        std::replace(reason.begin(), reason.end(), '\n', ' ');
        while (!reason.empty() && reason.back() == ' ') reason.pop_back();
        w.moves.push_back({id, std::move(reason)});
    }
    w.movesLeftOut = count - w.moves.size();
    if (w.movesLeftOut)
        w.movesLeftOutText = counted(language, Msg::MoreWinningMoves, w.movesLeftOut);
    return w;
}

}  // namespace homestead
