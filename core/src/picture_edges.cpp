// Reading and writing plain edge lists (see picture_edges.h). The parser is edge_list_reader.h's;
// here it fills a Picture. Figures: docs/performance.md.
#include "homestead/picture_edges.h"

#include "edge_list_reader.h"
#include "homestead/display_text.h"
#include "homestead/text_append.h"

#include <cstdint>
#include <vector>

namespace homestead {

namespace {

// The edge list into a Picture. Which ids are nodes already is kept in a bitmap for ids up to twice
// the lines (the Picture's own index is 32 times larger, so a scattered node missed the cache at
// every mention), and the nodes and edges go into the Picture 1024 edges at a time
// (Picture::insertNodes, insertEdges: their lookups overlap, so ids in any order cost alike). A node
// beyond the bitmap goes in at once (it is looked up in the Picture), after the ones waiting.
class PictureSink {
public:
    void reserve(std::size_t nodes, std::size_t edges) {
        picture_.reserve(nodes, edges);
        known_.assign(nodes + 1024, false);
    }
    std::int64_t find(NodeId id) const {
        const bool dense = static_cast<std::uint64_t>(id) < known_.size();  // ids are non-negative here
        return (dense ? bool(known_[static_cast<std::size_t>(id)]) : picture_.hasNode(id)) ? id : -1;
    }
    std::int64_t add(NodeId id, bool ground) {
        if (static_cast<std::uint64_t>(id) < known_.size()) {
            known_[static_cast<std::size_t>(id)] = true;
            nodeBatch_.push_back(Node{id, std::nullopt, ground, {}});
        } else {
            insertNodeBatch();
            picture_.insertNode(Node{id, std::nullopt, ground, {}});
        }
        return id;
    }
    void setGround(std::int64_t id) {
        insertNodeBatch();
        picture_.setGround(id, true);
    }
    std::size_t nodeCount() const { return picture_.nodeCount() + nodeBatch_.size(); }
    std::size_t edgeCount() const { return picture_.edgeCount() + batch_.size(); }
    void addEdge(std::int64_t from, std::int64_t to) {
        batch_.push_back(Edge{static_cast<EdgeId>(edgeCount()), from, to, {}});
        if (batch_.size() == 1024) insertBatch();
    }
    Picture take() {
        insertBatch();
        return std::move(picture_);
    }

private:
    void insertNodeBatch() {
        const std::size_t in = picture_.insertNodes(nodeBatch_);
        if (in < nodeBatch_.size()) picture_.insertNode(nodeBatch_[in]);  // cannot happen: throws PictureError
        nodeBatch_.clear();
    }
    void insertBatch() {
        insertNodeBatch();
        const std::size_t in = picture_.insertEdges(batch_);
        if (in < batch_.size()) picture_.insertEdge(batch_[in]);  // cannot happen: throws PictureError
        batch_.clear();
    }

    std::vector<bool> known_;  // known_[id]: node `id` is in picture_ (for ids below its size)
    std::vector<Node> nodeBatch_;  // nodes read, not yet in picture_ (all below known_.size())
    std::vector<Edge> batch_;      // edges read, not yet in picture_
    Picture picture_;
};

}  // namespace

Picture readPictureEdges(std::string_view text, const std::string& sourceName) {
    PictureSink sink;
    detail::EdgeListReader(text, sourceName, sink).read();
    return sink.take();
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
