// The sentences and numbers of a handout's worked analysis (see worked_analysis.h).
#include "homestead/worked_analysis.h"

#include "homestead/explanation.h"
#include "homestead/explanation_text.h"
#include "homestead/outcome_text.h"

#include <algorithm>

namespace homestead {

namespace {

std::string plural(std::size_t n, const std::string& one, const std::string& many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

}  // namespace

std::string pictureLegend(bool stresses, bool weights) {
    // The value is told through the numbers printed: the stresses at the ground, or all the weights.
    const std::string stress = "its stress (1 for an edge on a cycle; else 1 + the nim-sum of the stresses of the edges "
                               "it holds up directly)";
    const std::string weight = "its weight: twice the largest power of 2 dividing its stress, less 1 (stress 6 = 2 × 3 "
                               "gives 2 × 2 − 1 = 3)";
    const std::string nimSum = "the nim-sum (⊕: binary addition without carries)";
    const std::string atGround = nimSum + " of the stresses of what stands on the ground once each cycle is shrunk to a point "
                                          "(an edge of a cycle through the ground then stands there with stress 1)";
    if (stresses && weights)
        return "Beside each edge: " + stress + " · " + weight + ". The value is " + atGround +
               "; it is also the nim-sum of all the weights printed.";
    if (weights) return "Beside each edge: w and " + weight + ". The value is " + nimSum + " of all the weights printed.";
    return "Beside each edge: " + stress + ". The value is " + atGround + ".";
}

WorkedAnalysis workedAnalysis(const PictureAnalysis& artifact, std::size_t maxMoves) {
    const Picture& picture = artifact.picture();
    const Analysis& analysis = artifact.analysis();
    const Garden& garden = artifact.garden();
    WorkedAnalysis w;
    w.outcome = text::valueOutcome(static_cast<std::int64_t>(analysis.value));

    std::size_t loops = 0;
    for (const auto& l : garden.loops) loops += l.size();
    w.garden = "Collapsing the cycles (all base nodes become one ground; each cycle shrinks to a point and its edges "
               "become loops there) leaves a garden of " +
               plural(garden.nodeCount, "node", "nodes") + ": " + plural(garden.bridges.size(), "bridge", "bridges") + " and " +
               plural(loops, "loop", "loops") + ". The value does not change.";
    if (!analysis.floating.empty())
        w.garden += " " + plural(analysis.floating.size(), "edge floats", "edges float") +
                    " in the air, not connected to the ground, and takes no part.";

    w.columnsIntro = "What stands on the ground after collapsing (the bridges at the ground, with what they hold up, "
                     "and the loops there), each with its stress: their nim-sum is the value. "
                     "Write the stresses in binary; a column with an odd number of 1s gives a 1.";
    for (const GardenBridge& b : garden.bridges) {
        if (b.parent != 0) continue;
        const std::size_t held = artifact.load(b.edge).size();
        w.terms.push_back({text::edgeName(picture, b.edge) + (held ? ": " + plural(held, "edge", "edges") + " on it" : ": nothing on it"), b.stress});
    }
    if (!garden.loops.empty() && !garden.loops[0].empty()) {
        const std::size_t k = garden.loops[0].size();
        w.terms.push_back({plural(k, "loop", "loops") + " at the ground" + (k >= 2 ? " (1 each; pairs cancel)" : " (worth 1)"),
                           k % 2});
    }
    if (w.terms.empty()) {
        w.sum = "Nothing stands on the ground: the value is 0.";
    } else {
        for (std::size_t i = 0; i < w.terms.size(); ++i) w.sum += (i ? " ⊕ " : "") + std::to_string(w.terms[i].value);
        w.sum += " = " + std::to_string(analysis.value);
    }

    const std::size_t count = analysis.winningMoves.size();
    if (count == 0)
        w.movesIntro = analysis.value == 0 ? "No winning move: the value is 0, so every chop leaves a non-zero value and the "
                                             "opponent can answer it."
                                           : "No winning move was computed.";
    else
        w.movesIntro = count == 1 ? "The one winning move (it leaves value 0):" : std::to_string(count) + " winning moves (each leaves value 0):";
    for (EdgeId id : analysis.winningMoves) {
        if (w.moves.size() >= maxMoves) break;
        // Why it wins: the Explain panel's sentences (Conway's climb for a bridge; the class, the
        // mating and the spinster for an edge on a cycle), on one paragraph.
        const EdgeExplanation x = explainEdge(artifact, id);
        std::string reason = "Chop " + text::edgeName(picture, id) + ". " +
                             (x.cycle ? text::cycleSentences(picture, id, *x.cycle)
                                      : text::climbSentence(picture, x.climb, x.valueBefore));
        std::replace(reason.begin(), reason.end(), '\n', ' ');
        while (!reason.empty() && reason.back() == ' ') reason.pop_back();
        w.moves.push_back({id, std::move(reason)});
    }
    w.movesLeftOut = count - w.moves.size();
    if (w.movesLeftOut)
        w.movesLeftOutText = "… and " + plural(w.movesLeftOut, "more winning move", "more winning moves") +
                             " (homestead-cli analyse lists them all).";
    return w;
}

}  // namespace homestead
