// Reading and writing plain edge lists (see picture_edges.h). The parser is edge_list_reader.h's;
// here it fills a Picture. Figures: docs/performance.md.
#include "homestead/picture_edges.h"

#include "edge_list_reader.h"
#include "large_id_mentions.h"
#include "homestead/display_text.h"
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
// what an ascending one does); a larger one is noted and resolved once the text is read
// (large_id_mentions.h), and its first mention put among the others. The nodes and edges then go
// into the Picture at once (Picture::assignLists: the indexes built in memory order too). Ground
// lines are applied last.
class PictureSink {
public:
    void reserve(std::size_t nodes, std::size_t edges) {
        nodes_.reserve(nodes);
        edges_.reserve(edges);
        knownBound_ = nodes + 1024;
        known_.assign((knownBound_ + 63) / 64, 0);
        far_.expect(nodes);
    }
    void prefetch(NodeId id) const {
        const auto u = static_cast<std::uint64_t>(id);
        if (u < knownBound_) __builtin_prefetch(known_.data() + (u >> 6));
    }
    std::int64_t find(NodeId id) {
        if (static_cast<std::uint64_t>(id) < knownBound_)  // ids are non-negative here
            return known_[static_cast<std::size_t>(id) / 64] >> (id % 64) & 1 ? id : -1;
        far_.note(id);  // new or not is decided in take()
        if (farBefore_.size() == farBefore_.capacity()) farBefore_.reserve(std::max(2 * farBefore_.size(), nodes_.capacity()));
        farBefore_.push_back(static_cast<std::uint32_t>(nodes_.size()));
        return id;
    }
    std::int64_t add(NodeId id, bool ground) {  // only ids below knownBound_: find() took the others
        known_[static_cast<std::size_t>(id) / 64] |= std::uint64_t(1) << (id % 64);
        nodes_.push_back(Node{id, std::nullopt, ground, {}});
        return id;
    }
    void setGround(std::int64_t id) { ground_.push_back(id); }
    // The nodes so far, those with large ids not counted yet (take() checks the limit for them).
    std::size_t nodeCount() const { return nodes_.size(); }
    std::size_t edgeCount() const { return edges_.size(); }
    void addEdge(std::int64_t from, std::int64_t to) {
        edges_.push_back(Edge{static_cast<EdgeId>(edges_.size()), from, to, {}});
    }
    // The picture; false (and nothing) when the nodes exceed kMaxPictureNodes.
    bool take(Picture& picture) {
        known_ = {};
        if (!far_.empty()) mergeFarNodes();
        if (nodes_.size() > kMaxPictureNodes) return false;
        picture.assignLists(std::move(nodes_), std::move(edges_), true);
        for (NodeId id : ground_) picture.setGround(id, true);
        return true;
    }

private:
    // The large ids' first mentions, as nodes among the others at the place of that mention.
    void mergeFarNodes() {
        const std::size_t m = far_.size();
        std::vector<bool> first(m, false);
        far_.resolve([&](std::uint32_t mention, std::uint32_t firstMention) {
            if (mention == firstMention) first[mention] = true;
        });
        if (nodes_.empty()) {  // every id large: the nodes go straight into the room reserved
            for (std::size_t j = 0; j < m; ++j)
                if (first[j]) nodes_.push_back(Node{far_.id(j), std::nullopt, false, {}});
        } else {
            std::vector<Node> nodes;
            nodes.reserve(nodes_.size() + m);
            std::size_t near = 0;
            for (std::size_t j = 0; j < m; ++j) {
                if (!first[j]) continue;
                for (; near < farBefore_[j]; ++near) nodes.push_back(std::move(nodes_[near]));
                nodes.push_back(Node{far_.id(j), std::nullopt, false, {}});
            }
            for (; near < nodes_.size(); ++near) nodes.push_back(std::move(nodes_[near]));
            nodes_ = std::move(nodes);
        }
        far_.clear();
        farBefore_ = {};
    }

    std::size_t knownBound_ = 0;
    std::vector<std::uint64_t> known_;  // bit `id`: node `id` is in nodes_ (for ids below knownBound_)
    std::vector<Node> nodes_;           // the nodes with ids below knownBound_, in order of first mention
    std::vector<Edge> edges_;
    detail::LargeIdMentions far_;           // every mention of an id from knownBound_ on, in order
    std::vector<std::uint32_t> farBefore_;  // nodes_.size() at each of those mentions
    std::vector<NodeId> ground_;            // ids named on ground lines
};

}  // namespace

Picture readPictureEdges(std::string_view text, const std::string& sourceName) {
    PictureSink sink;
    detail::EdgeListReader(text, sourceName, sink).read();
    Picture picture;
    if (!sink.take(picture)) detail::throwAtTooManyNodes(text, sourceName);
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
