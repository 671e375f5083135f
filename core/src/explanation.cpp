// The explanation of an edge or of the whole picture, read off the artifact (see explanation.h).
// A bridge's value after the chop follows from the climb arithmetic: with x gone, the node below it
// loses σ(x) from its sum, the bridge under that node gets stress 1 + (new sum), and so on down to
// the ground, whose new sum is the new value. An edge on a cycle changes the shape of its garden
// node, so the chopped picture is analysed again (its numbers only, no winning moves).
#include "homestead/explanation.h"

#include "homestead/concyclic.h"
#include "homestead/mating.h"

#include <algorithm>
#include <bit>
#include <string>

namespace homestead {

namespace {

std::size_t indexOf(const PictureAnalysis& a, EdgeId id) { return a.picture().indexOfEdge(id); }

StressTerm bridgeTerm(const PictureAnalysis& a, const GardenBridge& b) {
    StressTerm t{b.edge, b.stress, false, a.sortedLoad(b.edge)};
    t.standsFor.insert(std::lower_bound(t.standsFor.begin(), t.standsFor.end(), b.edge), b.edge);
    return t;
}

// As a reader takes a sum (Conway, Gardner): the largest stress first, equal ones by edge id.
bool readingOrder(std::uint64_t stressA, EdgeId edgeA, std::uint64_t stressB, EdgeId edgeB) {
    return stressA != stressB ? stressA > stressB : edgeA < edgeB;
}

// The garden edges garden node `node` immediately supports, in reading order.
std::vector<StressTerm> termsAt(const PictureAnalysis& a, int node) {
    const Garden& g = a.garden();
    std::vector<StressTerm> terms;
    for (const GardenBridge& b : g.bridges)
        if (b.parent == node) terms.push_back(bridgeTerm(a, b));
    for (EdgeId loop : g.loops[node]) terms.push_back({loop, 1, true, {loop}});
    std::sort(terms.begin(), terms.end(),
              [](const StressTerm& x, const StressTerm& y) { return readingOrder(x.stress, x.edge, y.stress, y.edge); });
    return terms;
}

NimColumns columnsOf(const std::vector<StressTerm>& terms) {
    std::vector<std::uint64_t> rows;
    rows.reserve(terms.size());
    for (const StressTerm& t : terms) rows.push_back(t.stress);
    return nimColumns(rows);
}

// The bridges from the ground up to bridge `index` (garden order), top first, each with the stress
// it has once the first is chopped (0 for that one); returns the new value at the ground.
std::uint64_t chopWalk(const Garden& g, int index, std::vector<int>* path, std::vector<std::uint64_t>* targets) {
    std::uint64_t newStress = 0;  // of the bridge below the node we stand on, once the chop is made
    for (int b = index; b >= 0; b = g.bridgeToParent[g.bridges[b].parent]) {
        const GardenBridge& bridge = g.bridges[b];
        const std::uint64_t target = b == index ? 0 : newStress;
        if (path) path->push_back(b), targets->push_back(target);
        const std::uint64_t newSum = g.sum[bridge.parent] ^ bridge.stress ^ target;
        newStress = bridge.parent == 0 ? newSum : 1 + newSum;
    }
    return newStress;
}

std::uint64_t climbTo(const PictureAnalysis& a, int index, std::vector<ClimbStep>& climb) {
    const Garden& g = a.garden();
    std::vector<int> path;  // bridge indices, top first
    std::vector<std::uint64_t> targets;
    const std::uint64_t value = chopWalk(g, index, &path, &targets);
    // The stresses at each lower end, for the sentences: one scan of the bridges for the path's nodes.
    std::vector<int> slot(g.nodeCount, -1);
    for (std::size_t i = 0; i < path.size(); ++i) slot[g.bridges[path[i]].parent] = int(i);
    std::vector<std::vector<std::pair<EdgeId, std::uint64_t>>> at(path.size());
    for (const GardenBridge& b : g.bridges)
        if (slot[b.parent] >= 0) at[slot[b.parent]].emplace_back(b.edge, b.stress);
    climb.clear();
    for (std::size_t i = path.size(); i-- > 0;) {
        const GardenBridge& b = g.bridges[path[i]];
        auto& here = at[i];
        for (EdgeId loop : g.loops[b.parent]) here.emplace_back(loop, 1);
        std::sort(here.begin(), here.end(),
                  [](const auto& x, const auto& y) { return readingOrder(x.second, x.first, y.second, y.first); });
        ClimbStep step{b.edge, b.stress, targets[i], {}, g.sum[b.parent] ^ b.stress, 0};
        step.need = step.target ^ step.others;
        for (const auto& [edge, stress] : here) step.atLowerEnd.push_back(stress);
        climb.push_back(std::move(step));
    }
    return value;
}

}  // namespace

EdgeExplanation explainEdge(const PictureAnalysis& a, EdgeId id) {
    const Picture& p = a.picture();
    if (!p.hasEdge(id)) throw PictureError(ErrorPhrase(Msg::PyNoSuchEdge, {std::to_string(id)}));
    const EdgeAnalysis& e = *a.edge(id);
    if (!e.standing)
        throw PictureError(ErrorPhrase(Msg::PictureEdgeFloating, {std::to_string(id)}));
    const Garden& g = a.garden();
    const std::size_t index = indexOf(a, id);
    EdgeExplanation x;
    x.edge = id;
    x.stress = e.stress;
    x.weight = e.weight;
    x.weightExponent = std::countr_zero(e.stress);
    x.load = a.sortedLoad(id);
    x.valueBefore = a.analysis().value;
    x.winning = e.winning;
    x.onCycle = e.onCycle;
    x.loop = p.edges()[index].isLoop();
    if (g.isBridge[index]) {
        const int node = g.edgeNode[index];
        x.terms = termsAt(a, node);
        x.valueAfterChop = climbTo(a, g.bridgeToParent[node], x.climb);
    } else {
        CycleExplanation c;
        c.classIndex = e.concyclicClass;
        c.members = a.analysis().classes.copy(c.classIndex);
        c.mated = c.members.size() <= kMostMatedEdges;
        if (c.mated) {
            auto m = a.mating(c.classIndex);
            const auto me = std::find(m->edges.begin(), m->edges.end(), id) - m->edges.begin();
            for (std::size_t j = 0; j < m->edges.size(); ++j)
                if (static_cast<std::ptrdiff_t>(j) != me) c.mates.emplace_back(m->edges[j], m->matrix[me][j]);
            std::sort(c.mates.begin(), c.mates.end());
            c.pairs = m->pairs;
            c.spinster = m->spinster;
        }
        x.cycle = std::move(c);
        x.valueAfterChop = valueAfterChop(a, id);
    }
    x.columns = columnsOf(x.terms);
    return x;
}

bool choppedValueIsCheap(const PictureAnalysis& a, EdgeId id) {
    const EdgeAnalysis* e = a.edge(id);
    return e && e->standing && a.garden().isBridge[a.picture().indexOfEdge(id)];
}

std::uint64_t valueAfterChop(const PictureAnalysis& a, EdgeId id) {
    const Picture& p = a.picture();
    const EdgeAnalysis* e = a.edge(id);
    if (!e || !e->standing) throw PictureError(ErrorPhrase(Msg::PictureEdgeNotStanding, {std::to_string(id)}));
    const std::size_t index = p.indexOfEdge(id);
    const Garden& g = a.garden();
    if (g.isBridge[index]) return chopWalk(g, g.bridgeToParent[g.edgeNode[index]], nullptr, nullptr);
    return analyse(p.chop(id).picture, AnalysisOptions{.winningMoves = false}).value;
}

PictureExplanation explainPicture(const PictureAnalysis& a) {
    PictureExplanation x;
    x.terms = termsAt(a, 0);
    x.columns = columnsOf(x.terms);
    x.value = a.analysis().value;
    x.winningMoves = a.analysis().winningMoves;
    x.parts = a.analysis().partValues();
    return x;
}

}  // namespace homestead
