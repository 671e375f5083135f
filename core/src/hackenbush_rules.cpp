// Hackenbush for GameSession: a chop and its exact undo, the end, the winning moves and the engine
// (see hackenbush_rules.h).
#include "homestead/hackenbush_rules.h"

#include "homestead/engine.h"
#include "homestead/misere_search.h"
#include "homestead/winning.h"

#include <algorithm>

namespace homestead {

std::vector<EdgeId> HackenbushRules::Undo::fallen() const {
    std::vector<EdgeId> out;
    for (const auto& [index, edge] : edges)
        if (edge.id != chopped) out.push_back(edge.id);
    return out;
}

std::vector<NodeId> HackenbushRules::Undo::removedNodes() const {
    std::vector<NodeId> out;
    for (const auto& [index, node] : nodes) out.push_back(node.id);
    return out;
}

namespace {
std::string notInPosition(EdgeId edge) { return "edge " + std::to_string(edge) + " is not in the position"; }
std::string notStanding(EdgeId edge) {
    return "edge " + std::to_string(edge) + " is not connected to the ground, so it cannot be chopped";
}
}  // namespace

std::optional<std::string> HackenbushRules::whyIllegal(const Picture& position, EdgeId edge) {
    if (!position.hasEdge(edge)) return notInPosition(edge);
    if (!position.standingMask()[position.indexOfEdge(edge)]) return notStanding(edge);
    return std::nullopt;
}

HackenbushRules::Undo HackenbushRules::apply(Picture& position, EdgeId edge) {
    // In place: what goes is found, recorded with its places and removed (no copy of the picture).
    // The pass that finds it also says whether the edge stood: a move is checked and played in one
    // pass over the picture, not two (the check alone was 3-4 ms a move at 10^5 edges).
    if (!position.hasEdge(edge)) throw IllegalMove(notInPosition(edge));
    bool stood = false;
    const Picture::Removal going = position.chopRemoval(edge, &stood);
    if (!stood) throw IllegalMove(notStanding(edge));
    Undo record;
    record.chopped = edge;
    for (std::size_t i : going.nodes) record.nodes.emplace_back(i, position.nodes()[i]);
    for (Edge& edge : position.removeAt(going))  // moved out, not copied
        record.edges.emplace_back(going.edges[record.edges.size()], std::move(edge));
    return record;
}

namespace {
// Merges the kept items with the removed ones at their old indices, in the old order.
template <class Item, class Insert>
void merge(const std::vector<Item>& kept, std::vector<std::pair<std::size_t, Item>>& removed, Insert insert) {
    std::size_t k = 0, r = 0;
    for (std::size_t index = 0; k < kept.size() || r < removed.size(); ++index) {
        if (r < removed.size() && removed[r].first == index) insert(std::move(removed[r++].second));
        else insert(Item(kept[k++]));
    }
}
}  // namespace

void HackenbushRules::undo(Picture& position, Undo&& record) {
    Picture before;
    before.title = position.title;
    merge(position.nodes(), record.nodes, [&](Node n) { before.insertNode(std::move(n)); });
    merge(position.edges(), record.edges, [&](Edge e) { before.insertEdge(std::move(e)); });
    position = std::move(before);
}

// No edge stands exactly when no edge touches the ground: an edge at a base node stands, and a
// standing edge's way down ends with an edge at a base node. So this stops at the first edge on the
// ground, usually at once, where the standing mask (components of the whole picture, O(V + E) and
// allocating) was taken on every question: the Play window asks several times a turn (10^5 edges:
// 5-10 ms each).
bool HackenbushRules::over(const Picture& position) {
    return std::none_of(position.edges().begin(), position.edges().end(), [&](const Edge& e) {
        return position.node(e.from).ground || position.node(e.to).ground;
    });
}

std::vector<EdgeId> HackenbushRules::legalMoves(const Picture& position) {
    std::vector<bool> mask = position.standingMask();
    std::vector<EdgeId> out;
    for (std::size_t i = 0; i < mask.size(); ++i)
        if (mask[i]) out.push_back(position.edges()[i].id);
    return out;
}

std::vector<EdgeId> HackenbushRules::winningMoves(const Picture& position, bool misere) {
    if (misere) return misereAnalyse(position).winningMoves;
    return homestead::winningMoves(position);
}

std::optional<EdgeId> HackenbushRules::engineMove(const Picture& position, PlayerKind kind, bool misere,
                                                  std::uint64_t seed) {
    EngineOptions options;
    options.strength = kind == PlayerKind::EngineCasual ? Strength::Casual : Strength::Perfect;
    options.seed = seed;
    options.randomWinning = true;  // different games from one picture, the same game on a replay
    options.misere = misere;
    return homestead::engineMove(position, options);
}

}  // namespace homestead
