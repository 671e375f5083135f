// Hackenbush for GameSession: a chop and its exact undo, the end, the winning moves and the engine
// (see hackenbush_rules.h).
#include "homestead/hackenbush_rules.h"

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
ErrorPhrase notInPosition(EdgeId edge) { return ErrorPhrase(Msg::RuleEdgeNotInPosition, {std::to_string(edge)}); }
ErrorPhrase notStanding(EdgeId edge) { return ErrorPhrase(Msg::RuleEdgeNotStanding, {std::to_string(edge)}); }
}  // namespace

std::optional<ErrorPhrase> HackenbushRules::illegalReason(const Picture& position, EdgeId edge) {
    if (!position.hasEdge(edge)) return notInPosition(edge);
    if (!position.standingMask()[position.indexOfEdge(edge)]) return notStanding(edge);
    return std::nullopt;
}

namespace {
// What chopping `edge` removes, checked: throws IllegalMove if the edge is not there or not standing.
// The pass that finds what goes also says whether the edge stood: a move is checked and found in one
// pass over the picture, not two.
Picture::Removal checkedChop(const Picture& position, EdgeId edge) {
    if (!position.hasEdge(edge)) throw IllegalMove(notInPosition(edge));
    bool stood = false;
    Picture::Removal going = position.chopRemoval(edge, &stood);
    if (!stood) throw IllegalMove(notStanding(edge));
    return going;
}

// Removes what goes, in place, into the undo record (the edges moved out, not copied).
HackenbushRules::Undo removeInto(Picture& position, EdgeId edge, const Picture::Removal& going) {
    HackenbushRules::Undo record;
    record.chopped = edge;
    for (std::size_t i : going.nodes) record.nodes.emplace_back(i, position.nodes()[i]);
    for (Edge& e : position.removeAt(going)) record.edges.emplace_back(going.edges[record.edges.size()], std::move(e));
    return record;
}
}  // namespace

HackenbushRules::Undo HackenbushRules::apply(Picture& position, EdgeId edge) {
    const Picture::Removal going = checkedChop(position, edge);
    return removeInto(position, edge, going);
}

HackenbushRules::Undo HackenbushRules::apply(SharedPicture& position, EdgeId edge) {
    const Picture::Removal going = checkedChop(*position, edge);  // before any change: a refused move changes nothing
    return removeInto(position.edit(), edge, going);
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

// The picture before the move: what stayed and what the record holds, merged in the old order.
Picture restored(const Picture& position, HackenbushRules::Undo&& record) {
    Picture before;
    before.title = position.title;
    merge(position.nodes(), record.nodes, [&](Node n) { before.insertNode(std::move(n)); });
    merge(position.edges(), record.edges, [&](Edge e) { before.insertEdge(std::move(e)); });
    return before;
}
}  // namespace

void HackenbushRules::undo(Picture& position, Undo&& record) { position = restored(position, std::move(record)); }

void HackenbushRules::undo(SharedPicture& position, Undo&& record) {
    position = SharedPicture(restored(*position, std::move(record)));
}

// No edge stands exactly when no edge touches the ground: an edge at a base node stands, and a
// standing edge's way down ends with an edge at a base node. So this stops at the first edge on the
// ground, usually at once, instead of taking the standing mask (components of the whole picture,
// O(V + E) and allocating): the Play window asks several times a turn.
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

EngineOptions HackenbushRules::engineOptions(PlayerKind kind, bool misere, std::uint64_t seed) {
    EngineOptions options;
    options.strength = kind == PlayerKind::EngineCasual ? Strength::Casual : Strength::Perfect;
    options.seed = seed;
    options.randomWinning = true;  // different games from one picture, the same game on a replay
    options.misere = misere;
    return options;
}

std::optional<EdgeId> HackenbushRules::engineMove(const Picture& position, PlayerKind kind, bool misere,
                                                  std::uint64_t seed) {
    return homestead::engineMove(position, engineOptions(kind, misere, seed));
}

}  // namespace homestead
