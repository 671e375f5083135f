// Reading picture files into a Picture (see picture_json.h): the reader is picture_json_reader.h;
// here its nodes and edges go into two lists, which go into the Picture together once the text is
// read (Picture::assignLists: the id indexes built at once, at a cost alike for ids ascending,
// shuffled or sparse), and the repeated ids and edges naming missing nodes are named. The Picture
// is the reader's own until then, so a caller gets all of it or an exception.
// Writing is picture_json_write.cpp.
#include "homestead/picture_json.h"

#include "picture_json_reader.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace homestead {

namespace {

// The nodes and edges read without a problem, in the file's order, as the Picture's records.
struct PictureListsSink {
    static constexpr bool kKeepsNames = true;
    std::vector<Node> nodes;
    std::vector<Edge> edges;
    NodeId largestNodeId = -1;

    void reserveNodes(std::size_t n) { nodes.reserve(n); }
    void reserveEdges(std::size_t n) { edges.reserve(n); }
    std::size_t nodeCount() const { return nodes.size(); }
    std::size_t edgeCount() const { return edges.size(); }
    Node& newNode() { return nodes.emplace_back(); }
    void keepNode() { largestNodeId = std::max(largestNodeId, nodes.back().id); }
    void dropNode() { nodes.pop_back(); }
    Edge& newEdge() { return edges.emplace_back(); }
    void keepEdge() {}
    void dropEdge() { edges.pop_back(); }
};

// The first of the picture's first `count` edges with an end that is no node, or npos: one lookup
// per end, each asked for 16 edges ahead.
std::size_t firstEdgeMissingAnEnd(const Picture& picture, std::size_t count) {
    const std::vector<Edge>& edges = picture.edges();
    constexpr std::size_t kAhead = 16;
    for (std::size_t k = 0; k < count; ++k) {
        if (k + kAhead < count) {
            picture.prefetchNode(edges[k + kAhead].from);
            picture.prefetchNode(edges[k + kAhead].to);
        }
        if (!picture.hasNode(edges[k].from) || !picture.hasNode(edges[k].to)) return k;
    }
    return Picture::ListProblems::npos;
}

// The lists into `picture`; the first repeated id or edge naming a missing node, as a message, or
// empty. Once a problem was noted the lists are not used, so every node and edge read is in them,
// at its place in the file's list.
ErrorParts assemble(Picture& picture, PictureListsSink&& sink) {
    // Node ids that the index keeps in its flat table (below twice their count: IdIndex) are looked
    // up edge by edge; the index groups the lookups of larger (hashed) ones, whose slots are
    // scattered over a table that the lookups one by one would wait for.
    const std::size_t n = sink.nodes.size();
    const bool flatNodeIds = sink.largestNodeId < static_cast<NodeId>(2 * n + 1024);
    Picture::ListProblems p = picture.assignLists(std::move(sink.nodes), std::move(sink.edges), flatNodeIds);
    if (flatNodeIds && p.repeatedNode == p.npos)
        p.missingEnd = firstEdgeMissingAnEnd(picture, std::min(p.repeatedEdge, picture.edges().size()));
    if (p.repeatedNode != p.npos) {
        const NodeId id = picture.nodes()[p.repeatedNode].id;
        return {"$.nodes[" + std::to_string(p.repeatedNode) + "].id",
                {Msg::FormatNodeIdTwice, {std::to_string(id), "$.nodes[" + std::to_string(picture.indexOfNode(id)) + "]"}}};
    }
    if (p.repeatedEdge == p.npos && p.missingEnd == p.npos) return {};
    const std::size_t k = std::min(p.repeatedEdge, p.missingEnd);  // the edge's id is checked first
    const Edge& edge = picture.edges()[k];
    const std::string path = "$.edges[" + std::to_string(k) + "]";
    if (k == p.repeatedEdge)
        return {path + ".id", {Msg::FormatEdgeIdTwice, {std::to_string(edge.id),
                                                        "$.edges[" + std::to_string(picture.indexOfEdge(edge.id)) + "]"}}};
    if (!picture.hasNode(edge.from)) return {path + ".from", {Msg::FormatNoSuchNode, {std::to_string(edge.from)}}};
    return {path + ".to", {Msg::FormatNoSuchNode, {std::to_string(edge.to)}}};
}

template <class Released>
Picture readPicture(std::string_view text, std::size_t capacity, const std::string& sourceName, Released released) {
    auto reader = json_reader::readPictureText<PictureListsSink>(text, capacity, sourceName, released);
    Picture picture;
    picture.title = std::move(reader->title_);
    if (ErrorParts idError = assemble(picture, std::move(reader->sink_)); !idError.empty()) {
        idError.insert(idError.begin(), sourceName);
        throw FormatError(std::move(idError));
    }
    return picture;
}

}  // namespace

Picture readPictureJson(std::string_view text, const std::string& sourceName) {
    return readPicture(text, 0, sourceName, json_windows::MappedTextRelease(text.data(), false));
}

Picture readPictureJsonInPlace(std::string&& text, const std::string& sourceName) {
    return readPicture(text, text.capacity(), sourceName, json_windows::MappedTextRelease(text.data(), false));
}

Picture readPictureJsonInPlace(const FileText& text, const std::string& sourceName) {
    return readPicture(text.text(), text.capacity(), sourceName, json_windows::MappedTextRelease(text.text().data(), text.mapped()));
}

}  // namespace homestead
