// Reading and writing plain edge lists (see picture_edges.h). The parser is edge_list_reader.h's;
// here it fills a Picture. Figures: docs/performance.md.
#include "homestead/picture_edges.h"

#include "edge_list_reader.h"
#include "homestead/display_text.h"
#include "homestead/id_index.h"
#include "homestead/text_append.h"

#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

namespace homestead {

namespace {

// The edge list into a Picture, at a cost alike for node ids ascending, shuffled or sparse up to
// 2^63 - 1. Nodes are numbered in order of first mention. An id below twice the lines is looked up
// in a bitmap (1 bit an id: 1.25 MB at 10^7 ids, within the caches, so a shuffled numbering costs
// what an ascending one does) and indexed once the text is read, in memory order. A larger one is
// looked up, and placed when new, in the node index's hash table as it is read: a small table for
// the first few, then one sized from the line count (IdIndex::tryEmplaceHashedExpecting: a picture
// with a few large ids keeps a small one), in huge pages (page_array.h), each id's slot fetched
// when its line is read, some lines before the lookup (edge_list_reader.h). The Picture then takes
// that table over (Picture::assignListsWithHashedNodes) instead of building it again. Ground lines
// are applied last.
class PictureSink {
public:
    void reserve(std::size_t nodes, std::size_t edges) {
        nodes_.reserve(nodes);
        edges_.reserve(edges);
        knownBound_ = nodes + 1024;
        known_.assign((knownBound_ + 63) / 64, 0);
        largeExpected_ = edges;  // about one node a line at most; the table doubles if more come
    }
    void prefetch(NodeId id) const {
        const auto u = static_cast<std::uint64_t>(id);
        if (u < knownBound_) __builtin_prefetch(known_.data() + (u >> 6));
        else large_.prefetch(id);
    }
    std::int64_t find(NodeId id) {
        if (static_cast<std::uint64_t>(id) < knownBound_)  // ids are non-negative here
            return known_[static_cast<std::size_t>(id) / 64] >> (id % 64) & 1 ? id : -1;
        // A new large id is placed at once, at the place add() gives its node next.
        return large_.tryEmplaceHashedExpecting(id, nodes_.size(), largeExpected_) == IdIndex::npos ? -1 : id;
    }
    std::int64_t add(NodeId id, bool ground) {
        if (static_cast<std::uint64_t>(id) < knownBound_) known_[static_cast<std::size_t>(id) / 64] |= std::uint64_t(1) << (id % 64);
        nodes_.push_back(Node{id, std::nullopt, ground, {}});
        return id;
    }
    void setGround(std::int64_t id) { ground_.push_back(id); }
    std::size_t nodeCount() const { return nodes_.size(); }
    std::size_t edgeCount() const { return edges_.size(); }
    void addEdge(std::int64_t from, std::int64_t to) {
        edges_.push_back(Edge{static_cast<EdgeId>(edges_.size()), from, to, {}});
    }
    void take(Picture& picture) {
        known_ = {};
        if (large_.size() == 0) picture.assignLists(std::move(nodes_), std::move(edges_), true);
        else picture.assignListsWithHashedNodes(std::move(nodes_), std::move(edges_), std::move(large_), knownBound_);
        for (NodeId id : ground_) picture.setGround(id, true);
    }

private:
    std::size_t knownBound_ = 0;
    std::vector<std::uint64_t> known_;  // bit `id`: node `id` is in nodes_ (for ids below knownBound_)
    IdIndex large_;                     // the ids from knownBound_ on -> their places in nodes_
    std::size_t largeExpected_ = 0;     // room made in large_ once it holds a few ids
    std::vector<Node> nodes_;           // in order of first mention
    std::vector<Edge> edges_;
    std::vector<NodeId> ground_;  // ids named on ground lines
};

}  // namespace

Picture readPictureEdges(std::string_view text, const std::string& sourceName) {
    PictureSink sink;
    detail::EdgeListReader(text, sourceName, sink).read();
    Picture picture;
    sink.take(picture);
    return picture;
}

std::string writePictureEdges(const Picture& picture) {
    std::string out;
    out.reserve(64 + 16 * picture.edgeCount());
    if (!picture.title.empty()) out += "# " + displayText(picture.title, std::string::npos) + "\n";
    out += "# Hackenbush edge list (homestead): 'u v' per edge, edge ids = line order from 0\n";
    bool anyGround = false;
    for (const Node& n : picture.nodes()) {
        if (!n.ground) continue;
        out += anyGround ? " " : "ground ";
        anyGround = true;
        appendNumber(out, n.id);
    }
    if (anyGround) out += '\n';
    for (const Edge& e : picture.edges()) {
        appendNumber(out, e.from);
        out += ' ';
        appendNumber(out, e.to);
        out += '\n';
    }
    return out;
}

}  // namespace homestead
