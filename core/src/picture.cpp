// Picture: storage, edits and the chop (gravity: the ground's connected component).
#include "homestead/picture.h"

#include "vertex_components.h"

#include <limits>

#include <algorithm>
#include <string>
#include <utility>

namespace homestead {

PictureError::PictureError(const std::string& sentence) : std::invalid_argument(sentence), WordedError(ErrorParts{sentence}) {}
PictureError::PictureError(const char* sentence) : PictureError(std::string(sentence)) {}
PictureError::PictureError(ErrorPhrase problem)
    : std::invalid_argument(problem.text(Language::English)), WordedError(ErrorParts{std::move(problem)}) {}

namespace {

// The messages that name a node or an edge, by which one it is.
struct ItemMessages {
    Msg missing, negative, taken, place;
};
constexpr ItemMessages kNodeMessages{Msg::PictureNoNode, Msg::PictureNodeIdNegative, Msg::PictureNodeIdTaken, Msg::PictureNodePlace};
constexpr ItemMessages kEdgeMessages{Msg::PictureNoEdge, Msg::PictureEdgeIdNegative, Msg::PictureEdgeIdTaken, Msg::PictureEdgePlace};

// A message of these that names one id ("edge id -3 is negative").
[[noreturn]] void refused(Msg message, std::int64_t id) { throw PictureError(ErrorPhrase(message, {std::to_string(id)})); }

[[noreturn]] void missing(const ItemMessages& what, std::int64_t id) { refused(what.missing, id); }

}  // namespace

namespace {
constexpr std::int64_t kLargestId = std::numeric_limits<std::int64_t>::max();

// The id after `id`, saturating: a file may use the largest id there is.
std::int64_t after(std::int64_t id) { return id == kLargestId ? kLargestId : id + 1; }

// `next` if it is free; otherwise (only once the largest id is in use) the smallest free id. O(n).
template <class Index>
std::int64_t freeId(std::int64_t next, const Index& index) {
    if (!index.count(next)) return next;
    std::int64_t id = 0;
    while (index.count(id)) ++id;
    return id;
}
}  // namespace

NodeId Picture::nextNodeId() const { return freeId(nextNodeId_, nodeIndex_); }
EdgeId Picture::nextEdgeId() const { return freeId(nextEdgeId_, edgeIndex_); }

NodeId Picture::addNode(std::optional<Point> position, bool ground, std::string name) {
    Node node{nextNodeId(), position, ground, std::move(name)};
    insertNode(node);
    return node.id;
}

EdgeId Picture::addEdge(NodeId from, NodeId to, std::string name) {
    Edge edge{nextEdgeId(), from, to, std::move(name)};
    insertEdge(edge);
    return edge.id;
}

void Picture::insertNode(Node node) {
    if (insertNodes(std::span(&node, 1)) == 1) return;
    refused(node.id < 0 ? kNodeMessages.negative : kNodeMessages.taken, node.id);
}

std::size_t Picture::insertNodes(std::span<Node> nodes) {
    // The index slot of the node kAhead places on is fetched while this one goes in: ids in any
    // order (a shuffled numbering) then cost about what ascending ones do.
    constexpr std::size_t kAhead = 16;
    for (std::size_t k = 0; k < nodes.size(); ++k) {
        if (k + kAhead < nodes.size()) nodeIndex_.prefetch(nodes[k + kAhead].id);
        Node& node = nodes[k];
        if (node.id < 0 || hasNode(node.id)) return k;
        nodeIndex_.emplace(node.id, nodes_.size());
        nextNodeId_ = std::max(nextNodeId_, after(node.id));
        nodes_.push_back(std::move(node));
    }
    return nodes.size();
}

void Picture::insertEdge(Edge edge) {
    if (insertEdges(std::span(&edge, 1)) == 1) return;
    if (edge.id < 0) refused(kEdgeMessages.negative, edge.id);
    if (hasEdge(edge.id)) refused(kEdgeMessages.taken, edge.id);
    missing(kNodeMessages, hasNode(edge.from) ? edge.to : edge.from);
}

std::size_t Picture::insertEdges(std::span<Edge> edges) {
    // The nodes of the edge kAhead places on are fetched while this one goes in. (A loop of
    // prefetches alone, ahead of this one, is removed by GCC as a loop without effects.)
    constexpr std::size_t kAhead = 16;
    for (std::size_t k = 0; k < edges.size(); ++k) {
        if (k + kAhead < edges.size()) {
            nodeIndex_.prefetch(edges[k + kAhead].from);
            nodeIndex_.prefetch(edges[k + kAhead].to);
            edgeIndex_.prefetch(edges[k + kAhead].id);
        }
        Edge& edge = edges[k];
        if (edge.id < 0 || hasEdge(edge.id) || !hasNode(edge.from) || !hasNode(edge.to)) return k;
        edgeIndex_.emplace(edge.id, edges_.size());
        nextEdgeId_ = std::max(nextEdgeId_, after(edge.id));
        edges_.push_back(std::move(edge));
    }
    return edges.size();
}

void Picture::reserve(std::size_t nodes, std::size_t edges) {
    nodes_.reserve(nodes);
    edges_.reserve(edges);
    nodeIndex_.reserve(nodes);
    edgeIndex_.reserve(edges);
}

namespace {
// The ids of the items, in order, and one past the largest (saturating); throws on a negative one.
template <class Item>
std::vector<std::int64_t> idsOf(const std::vector<Item>& items, const ItemMessages& what, std::int64_t& next) {
    std::vector<std::int64_t> ids(items.size());
    for (std::size_t i = 0; i < items.size(); ++i) {
        ids[i] = items[i].id;
        if (ids[i] < 0) refused(what.negative, ids[i]);
        next = std::max(next, after(ids[i]));
    }
    return ids;
}
}  // namespace

Picture::ListProblems Picture::takeLists(std::vector<Node> nodes, std::vector<Edge> edges, IdIndex* hashedNodes,
                                         std::uint64_t bound) {
    nodes_ = std::move(nodes);
    edges_ = std::move(edges);
    nextNodeId_ = nextEdgeId_ = 0;
    ListProblems problems;
    {  // the node ids go before the edge ids are made
        const std::vector<std::int64_t> nodeIds = idsOf(nodes_, kNodeMessages, nextNodeId_);
        problems.repeatedNode = hashedNodes ? nodeIndex_.assignWithHashed(nodeIds, std::move(*hashedNodes), bound)
                                            : nodeIndex_.assign(nodeIds);
    }
    problems.repeatedEdge = edgeIndex_.assign(idsOf(edges_, kEdgeMessages, nextEdgeId_));
    return problems;
}

Picture::ListProblems Picture::assignLists(std::vector<Node> nodes, std::vector<Edge> edges, bool endsKnown) {
    ListProblems problems = takeLists(std::move(nodes), std::move(edges), nullptr, 0);
    if (endsKnown) return problems;
    std::vector<std::int64_t> ends(2 * edges_.size());
    for (std::size_t k = 0; k < edges_.size(); ++k) {
        ends[2 * k] = edges_[k].from;
        ends[2 * k + 1] = edges_[k].to;
    }
    if (const std::size_t missing = nodeIndex_.firstMissing(ends); missing != IdIndex::npos) problems.missingEnd = missing / 2;
    return problems;
}

Picture::ListProblems Picture::assignListsWithHashedNodes(std::vector<Node> nodes, std::vector<Edge> edges,
                                                          IdIndex&& hashedNodes, std::uint64_t bound) {
    return takeLists(std::move(nodes), std::move(edges), &hashedNodes, bound);
}

std::vector<Edge> Picture::removeNode(NodeId id) {
    std::size_t index = indexOfNode(id);
    std::vector<Edge> removed;
    std::vector<Edge> kept;
    kept.reserve(edges_.size());
    for (auto& edge : edges_) {
        if (edge.from == id || edge.to == id)
            removed.push_back(std::move(edge));
        else
            kept.push_back(std::move(edge));
    }
    edges_ = std::move(kept);
    nodes_.erase(nodes_.begin() + static_cast<std::ptrdiff_t>(index));
    reindex();
    return removed;
}

Edge Picture::removeEdge(EdgeId id) {
    std::size_t index = indexOfEdge(id);
    Edge edge = std::move(edges_[index]);
    edges_.erase(edges_.begin() + static_cast<std::ptrdiff_t>(index));
    // only the edges after it moved (the undo of an added edge, the last one, moves none; a whole
    // reindex of a large picture would cost every undo a pass over all its edges)
    edgeIndex_.erase(id);
    for (std::size_t i = index; i < edges_.size(); ++i) edgeIndex_.move(edges_[i].id, i);
    return edge;
}

Picture::Removal Picture::removalOf(const std::vector<NodeId>& nodes, const std::vector<EdgeId>& edges) const {
    std::vector<char> nodeGoes(nodes_.size(), 0), edgeGoes(edges_.size(), 0);
    for (NodeId id : nodes)
        if (const auto at = nodeIndex_.find(id); at != IdIndex::npos) nodeGoes[at] = 1;
    for (EdgeId id : edges)
        if (const auto at = edgeIndex_.find(id); at != IdIndex::npos) edgeGoes[at] = 1;
    Removal r;
    for (std::size_t i = 0; i < nodes_.size(); ++i)
        if (nodeGoes[i]) r.nodes.push_back(i);
    for (std::size_t i = 0; i < edges_.size(); ++i) {
        const Edge& e = edges_[i];
        if (edgeGoes[i] || nodeGoes[nodeIndex_.find(e.from)] || nodeGoes[nodeIndex_.find(e.to)]) r.edges.push_back(i);
    }
    return r;
}

namespace {

// Removes the items at `places` (ascending) from `items`, keeping the order of the rest; `index`
// forgets the ids removed and learns the new place of each item moved; each removed item goes to
// `take`. O(items).
template <class Item, class Take>
void compactAway(std::vector<Item>& items, const std::vector<std::size_t>& places, IdIndex& index, Take take) {
    std::size_t size = 0;
    for (std::size_t i = 0, next = 0; i < items.size(); ++i) {
        if (next < places.size() && places[next] == i) {
            ++next;
            index.erase(items[i].id);
            take(std::move(items[i]));
            continue;
        }
        if (size != i) {
            items[size] = std::move(items[i]);
            index.move(items[size].id, size);
        }
        ++size;
    }
    items.resize(size);
}

}  // namespace

std::vector<Edge> Picture::removeMany(const std::vector<NodeId>& nodes, const std::vector<EdgeId>& edges) {
    for (NodeId id : nodes) indexOfNode(id);  // throws before any change
    for (EdgeId id : edges) indexOfEdge(id);
    return removeAt(removalOf(nodes, edges));
}

std::vector<Edge> Picture::removeAt(const Removal& going) {
    // Compacted in place, and the indexes told of what went and what moved (an item moves only
    // after the first place removed): no index rebuilt. A move in Play removes one edge of 10^5;
    // rebuilding both indexes for it was a tenth of the window's longest stall.
    std::vector<Edge> removed;
    removed.reserve(going.edges.size());
    compactAway(edges_, going.edges, edgeIndex_, [&](Edge&& gone) { removed.push_back(std::move(gone)); });
    compactAway(nodes_, going.nodes, nodeIndex_, [](Node&&) {});
    return removed;
}

Picture Picture::emptied() const {
    Picture empty;
    empty.title = title;
    empty.nextNodeId_ = nextNodeId_;
    empty.nextEdgeId_ = nextEdgeId_;
    return empty;
}

namespace {
// Merges `items` (index in the result, item; ascending) into `list`. Checked by the caller.
template <class T>
void mergeAt(std::vector<T>& list, std::vector<std::pair<std::size_t, T>>& items) {
    std::vector<T> result;
    result.reserve(list.size() + items.size());
    std::size_t from = 0;
    for (auto& [index, item] : items) {
        while (result.size() < index) result.push_back(std::move(list[from++]));
        result.push_back(std::move(item));
    }
    while (from < list.size()) result.push_back(std::move(list[from++]));
    list = std::move(result);
}

// Indices ascending and within the result; ids new, distinct and not negative.
template <class T, class Index>
void checkPlaces(const ItemMessages& what, const std::vector<std::pair<std::size_t, T>>& items, std::size_t size,
                 const Index& index) {
    std::unordered_map<std::int64_t, char> seen;
    for (std::size_t k = 0; k < items.size(); ++k) {
        const auto& [at, item] = items[k];
        if (at >= size + items.size() || (k > 0 && at <= items[k - 1].first))
            throw PictureError(ErrorPhrase(what.place, {std::to_string(item.id), std::to_string(at)}));
        if (item.id < 0) refused(what.negative, item.id);
        if (index.count(item.id) || !seen.emplace(item.id, 0).second)
            refused(what.taken, item.id);
    }
}
}  // namespace

void Picture::insertAt(std::vector<std::pair<std::size_t, Node>> nodes, std::vector<std::pair<std::size_t, Edge>> edges) {
    checkPlaces(kNodeMessages, nodes, nodes_.size(), nodeIndex_);
    checkPlaces(kEdgeMessages, edges, edges_.size(), edgeIndex_);
    std::unordered_map<NodeId, char> coming;
    for (const auto& [at, n] : nodes) coming.emplace(n.id, 0);
    for (const auto& [at, e] : edges)
        for (NodeId end : {e.from, e.to})
            if (!hasNode(end) && !coming.count(end)) missing(kNodeMessages, end);
    for (const auto& [at, n] : nodes) nextNodeId_ = std::max(nextNodeId_, after(n.id));
    for (const auto& [at, e] : edges) nextEdgeId_ = std::max(nextEdgeId_, after(e.id));
    mergeAt(nodes_, nodes);
    mergeAt(edges_, edges);
    reindex();
}

void Picture::setPosition(NodeId id, std::optional<Point> position) {
    nodes_[indexOfNode(id)].position = position;
}

void Picture::setGround(NodeId id, bool ground) { nodes_[indexOfNode(id)].ground = ground; }

void Picture::setNodeName(NodeId id, std::string name) {
    nodes_[indexOfNode(id)].name = std::move(name);
}

void Picture::setEdgeName(EdgeId id, std::string name) {
    edges_[indexOfEdge(id)].name = std::move(name);
}

const Node& Picture::node(NodeId id) const { return nodes_[indexOfNode(id)]; }

const Edge& Picture::edge(EdgeId id) const { return edges_[indexOfEdge(id)]; }

std::size_t Picture::indexOfNode(NodeId id) const {
    const std::size_t found = nodeIndex_.find(id);
    if (found == IdIndex::npos) missing(kNodeMessages, id);
    return found;
}

std::size_t Picture::indexOfEdge(EdgeId id) const {
    const std::size_t found = edgeIndex_.find(id);
    if (found == IdIndex::npos) missing(kEdgeMessages, id);
    return found;
}

namespace {

// standingMask() of the picture without the edge at `left` (npos: none); that edge counts as not
// standing. All base nodes are vertex 0, the other nodes 1, 2, ...; an edge stands when its ends are
// in the ground's component (Boost.Graph's incremental components: vertex_components.h). `leftStood`,
// if given, says whether `left` stood in the whole picture: an end of it is in the ground's component
// of the rest (if neither is, the edge joins nothing to the ground either).
std::vector<bool> standingWithout(const Picture& picture, std::size_t left, bool* leftStood = nullptr) {
    const auto& nodes = picture.nodes();
    const auto& edges = picture.edges();
    std::vector<int> vertex(nodes.size());
    int vertices = 1;
    for (std::size_t i = 0; i < nodes.size(); ++i) vertex[i] = nodes[i].ground ? 0 : vertices++;
    std::vector<std::pair<int, int>> ends(edges.size());
    for (std::size_t i = 0; i < edges.size(); ++i)
        ends[i] = {vertex[picture.indexOfNode(edges[i].from)], vertex[picture.indexOfNode(edges[i].to)]};
    std::pair<int, int> leftEnds{0, 0};
    if (left < ends.size()) leftEnds = std::exchange(ends[left], std::pair{0, 0});  // a loop at the ground joins nothing
    vertex = {};
    detail::VertexComponents components;
    const std::vector<int>& component = components.of(vertices, ends);
    if (leftStood) *leftStood = component[leftEnds.first] == component[0] || component[leftEnds.second] == component[0];
    std::vector<bool> standing(edges.size());
    for (std::size_t i = 0; i < edges.size(); ++i) standing[i] = i != left && component[ends[i].first] == component[0];
    return standing;
}

}  // namespace

std::vector<bool> Picture::standingMask() const { return standingWithout(*this, static_cast<std::size_t>(-1)); }

Picture::Removal Picture::chopRemoval(EdgeId id, bool* stood) const {
    const std::size_t chopped = indexOfEdge(id);
    const std::vector<bool> standing = standingWithout(*this, chopped, stood);
    Removal r;
    std::vector<char> touched(nodes_.size(), 0);
    for (std::size_t i = 0; i < edges_.size(); ++i) {
        if (!standing[i]) {
            r.edges.push_back(i);
            continue;
        }
        touched[indexOfNode(edges_[i].from)] = 1;
        touched[indexOfNode(edges_[i].to)] = 1;
    }
    for (std::size_t i = 0; i < nodes_.size(); ++i)
        if (!touched[i] && !nodes_[i].ground) r.nodes.push_back(i);
    return r;
}

std::vector<EdgeId> Picture::floatingEdges() const {
    std::vector<bool> standing = standingMask();
    std::vector<EdgeId> floating;
    for (std::size_t i = 0; i < edges_.size(); ++i)
        if (!standing[i]) floating.push_back(edges_[i].id);
    return floating;
}

ChopResult Picture::chop(EdgeId id) const {
    const Removal going = chopRemoval(id);
    ChopResult result{*this, {}, {}};
    for (std::size_t i : going.edges)
        if (edges_[i].id != id) result.fallen.push_back(edges_[i].id);
    for (std::size_t i : going.nodes) result.removedNodes.push_back(nodes_[i].id);
    result.picture.removeAt(going);
    return result;
}

void Picture::reindex() {
    nodeIndex_.clear();
    edgeIndex_.clear();
    for (std::size_t i = 0; i < nodes_.size(); ++i) nodeIndex_.emplace(nodes_[i].id, i);
    for (std::size_t i = 0; i < edges_.size(); ++i) edgeIndex_.emplace(edges_[i].id, i);
}

}  // namespace homestead
