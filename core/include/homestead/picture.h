// A Hackenbush picture: a multigraph whose edges may be loops or repeated, and some of whose nodes
// stand on the ground (base nodes). This is the document every other part reads.
//
// Nodes and edges keep stable integer ids (non-negative, unique in their list) across edits and
// chops, so a view can map ids to its items and an undo command can restore exactly what it removed.
// Lookups by id are O(1); removal is O(size) (edits are rare next to reads).
//
//   Picture door;
//   NodeId a = door.addNode({0, 0}, true), b = door.addNode({2, 0}, true);
//   NodeId c = door.addNode({0, 3}), d = door.addNode({2, 3});
//   door.addEdge(a, c); door.addEdge(b, d); EdgeId top = door.addEdge(c, d);
//   ChopResult r = door.chop(top);  // r.fallen is empty: both posts still stand
#pragma once

#include "homestead/format_error.h"
#include "homestead/id_index.h"

#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace homestead {

using NodeId = std::int64_t;
using EdgeId = std::int64_t;

// A position in picture coordinates: y points up, the ground line is y = 0.
struct Point {
    double x = 0;
    double y = 0;
    friend bool operator==(const Point&, const Point&) = default;
};

struct Node {
    NodeId id = 0;
    std::optional<Point> position;  // absent: to be laid out automatically
    bool ground = false;            // a base node, standing on the ground
    std::string name;               // optional, shown to users
    friend bool operator==(const Node&, const Node&) = default;
};

struct Edge {
    EdgeId id = 0;
    NodeId from = 0;
    NodeId to = 0;
    std::string name;  // optional, shown to users ("trunk", "foot", "p")
    bool isLoop() const { return from == to; }
    friend bool operator==(const Edge&, const Edge&) = default;
};

// Thrown when an edit names a node or edge that does not exist, or reuses an id. what() in English;
// one made of a catalogue phrase keeps it, so errorText() says it in any language (format_error.h).
struct PictureError : std::invalid_argument, WordedError {
    explicit PictureError(const std::string& sentence);  // the same in every language
    explicit PictureError(const char* sentence);
    explicit PictureError(ErrorPhrase problem);
};

struct ChopResult;

class Picture {
public:
    std::string title;

    // Adding. The id-less forms take the next free id (one more than the largest ever used; once
    // the largest id there is, 2^63 - 1, is in use, the smallest free one).
    NodeId addNode(std::optional<Point> position = std::nullopt, bool ground = false,
                   std::string name = {});
    EdgeId addEdge(NodeId from, NodeId to, std::string name = {});
    void insertNode(Node node);  // with its own id; throws PictureError if taken or negative
    void insertEdge(Edge edge);  // with its own id; its nodes must exist
    // Many edges in order, as insertEdge, into a picture that has some already: stops at the first
    // edge that insertEdge would refuse (left in `edges` as it was) and returns how many went in.
    // The lookups of the edges' nodes are started ahead, so on scattered nodes their cache misses
    // overlap. (A reader with every item in hand uses assignLists.)
    std::size_t insertEdges(std::span<Edge> edges);
    // Many nodes in order, as insertNode: stops at the first that insertNode would refuse and
    // returns how many went in (each moved once, where insertNode(Node) moves it twice).
    std::size_t insertNodes(std::span<Node> nodes);
    // Room for this many nodes and edges in all, for a reader that knows how many follow.
    void reserve(std::size_t nodes, std::size_t edges);
    // For a reader with every node and edge in hand: the picture's lists become these, in this order,
    // and the id indexes are built at once (IdIndex::assign), at a cost alike for ids ascending,
    // shuffled or sparse (inserted one at a time, each scattered id costs a cache miss). Checks what
    // insertNode and insertEdge check (ids not negative, not repeated; an edge's ends among the nodes,
    // unless `endsKnown`: the reader made every edge between nodes it listed). What it finds is
    // returned as places in the lists (npos: nothing); the picture is then for naming the problem
    // only (indexOfNode/indexOfEdge give a repeated id's first place; hasNode works) and is dropped.
    struct ListProblems {
        static constexpr std::size_t npos = static_cast<std::size_t>(-1);
        std::size_t repeatedNode = npos;  // the first node whose id an earlier node has
        std::size_t repeatedEdge = npos;  // the first such edge
        std::size_t missingEnd = npos;    // the first edge naming a node that is not there
        bool none() const { return repeatedNode == npos && repeatedEdge == npos && missingEnd == npos; }
    };
    ListProblems assignLists(std::vector<Node> nodes, std::vector<Edge> edges, bool endsKnown = false);
    // As assignLists(nodes, edges, true), for an edge-list reader that has put every node id from
    // `bound` on into `hashedNodes` as it met them, with its place in `nodes`
    // (IdIndex::tryEmplaceHashed): that hash table becomes part of the node index instead of being
    // built again (IdIndex::assignWithHashed).
    ListProblems assignListsWithHashedNodes(std::vector<Node> nodes, std::vector<Edge> edges, IdIndex&& hashedNodes,
                                            std::uint64_t bound);

    // Removing. Removing a node removes its edges too (returned, in picture order).
    std::vector<Edge> removeNode(NodeId id);
    Edge removeEdge(EdgeId id);
    // Many at once in O(V + E) (one at a time is O(V + E) each): these nodes, these edges and every
    // edge at one of these nodes. Returns the edges removed, in picture order. Throws PictureError,
    // changing nothing, if an id is missing.
    std::vector<Edge> removeMany(const std::vector<NodeId>& nodes, const std::vector<EdgeId>& edges);
    // What removeMany of every node leaves, without touching this picture (a delete of the whole
    // drawing): the title and the ids used so far (the next ones go on from them), nothing else. O(1).
    Picture emptied() const;
    // What removeMany(nodes, edges) removes: the places in nodes() and in edges(), ascending; ids
    // that are not there are ignored. O(V + E + ids), no hashing (an undo command lists what a
    // delete of 3·10^4 edges takes in a few milliseconds).
    struct Removal { std::vector<std::size_t> nodes, edges; };
    Removal removalOf(const std::vector<NodeId>& nodes, const std::vector<EdgeId>& edges) const;
    // Removes what is at these places (as removalOf or chopRemoval give them: ascending, in range,
    // every edge at a node removed also listed); returns the edges removed, in picture order. O(V + E).
    std::vector<Edge> removeAt(const Removal& places);
    // The inverse of removeMany, for undo: puts nodes and edges back at their places, so the order of
    // nodes() and edges() is exactly what it was. Each pair is (index in the result, item), indices
    // ascending. O(V + E). Throws PictureError, changing nothing, if an id is taken or negative, an
    // edge's node is missing or an index is out of order or range.
    //   auto at = p.indexOfEdge(e); Edge gone = p.removeEdge(e); p.insertAt({}, {{at, gone}});
    void insertAt(std::vector<std::pair<std::size_t, Node>> nodes, std::vector<std::pair<std::size_t, Edge>> edges);

    // Changing.
    void setPosition(NodeId id, std::optional<Point> position);
    void setGround(NodeId id, bool ground);
    void setNodeName(NodeId id, std::string name);
    void setEdgeName(EdgeId id, std::string name);

    // Reading. Nodes and edges are kept in the order they were added.
    const std::vector<Node>& nodes() const { return nodes_; }
    const std::vector<Edge>& edges() const { return edges_; }
    std::size_t nodeCount() const { return nodes_.size(); }
    std::size_t edgeCount() const { return edges_.size(); }
    bool empty() const { return nodes_.empty(); }
    bool hasNode(NodeId id) const { return nodeIndex_.count(id) != 0; }
    bool hasEdge(EdgeId id) const { return edgeIndex_.count(id) != 0; }
    // Asks for the node's index slot ahead of a hasNode(id) a little later (a reader checking many
    // ends: the misses of scattered ids then overlap).
    void prefetchNode(NodeId id) const { nodeIndex_.prefetch(id); }
    const Node& node(NodeId id) const;  // throws PictureError if absent
    const Edge& edge(EdgeId id) const;  // throws PictureError if absent
    // Index of a node or edge in nodes()/edges(); throws PictureError if absent.
    std::size_t indexOfNode(NodeId id) const;
    std::size_t indexOfEdge(EdgeId id) const;
    // The ids that addNode/addEdge would use now: the one way to pick a new id, for every caller
    // that needs the id before inserting (undo commands, paste, readers). Always free: one more
    // than the largest ever used, or, once 2^63 - 1 is in use, the smallest free id (then O(n)).
    NodeId nextNodeId() const;
    EdgeId nextEdgeId() const;

    // Edges connected to the ground through other edges (or touching it), in picture order; the
    // rest are floating: they stand in the air and take no part in the game.
    std::vector<bool> standingMask() const;  // indexed like edges()
    std::vector<EdgeId> floatingEdges() const;

    // The move of Hackenbush: remove the edge, then every edge no longer connected to the ground
    // (floating edges included) and every node left with no edge that is not a base node.
    ChopResult chop(EdgeId id) const;
    // What chop(id) removes, as places in nodes() and edges() (ascending), without copying the
    // picture: O(V + E). A move in Play removes exactly these in place (a copy of 10^5 edges for
    // each move held the window's thread). Throws PictureError if the edge is absent. `stood`, if
    // given, is set to whether the edge was standing before (the same pass finds it).
    Removal chopRemoval(EdgeId id, bool* stood = nullptr) const;

    // Same nodes and edges (ids, positions, ground flags, names, order) and title.
    friend bool operator==(const Picture& a, const Picture& b) {
        return a.title == b.title && a.nodes_ == b.nodes_ && a.edges_ == b.edges_;
    }

private:
    // Both assignLists: the lists taken, the next ids past theirs, the edge index built, and the node
    // index built from the nodes' ids, or from them and `hashedNodes` (ids from `bound` on) if given.
    ListProblems takeLists(std::vector<Node> nodes, std::vector<Edge> edges, IdIndex* hashedNodes, std::uint64_t bound);

    void reindex();

    std::vector<Node> nodes_;
    std::vector<Edge> edges_;
    IdIndex nodeIndex_;  // id -> place in nodes_ (a flat table for dense ids: id_index.h)
    IdIndex edgeIndex_;
    NodeId nextNodeId_ = 0;
    EdgeId nextEdgeId_ = 0;
};

struct ChopResult {
    Picture picture;              // the picture after the move
    std::vector<EdgeId> fallen;   // edges removed besides the chopped one, in picture order
    std::vector<NodeId> removedNodes;  // nodes removed because nothing held them any more
};

}  // namespace homestead
