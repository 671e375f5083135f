// A JSON picture file straight into the skeleton's ends (hackenbush_skeleton.h), for the compact
// analysis (compact_analysis.h), without building the Picture: the reader (picture_json_reader.h)
// keeps only the node ids and base flags and the edges' ids and ends, 33 bytes an edge where the
// Picture's records take about 130; the file's text goes as it is read (a window at a time) and the
// reader's index before the ends are numbered. The skeleton is the one skeletonEnds(picture, true)
// makes of the Picture loadPictureFile reads (base nodes vertex 0, the others 1, 2, … in file order;
// the edge ids kept unless they are 0..m-1), and every error is the one loadPictureFile throws: the
// reader's, then a repeated node id, then the first edge with a repeated id or an end that is no node.
// The ends are numbered through a flat table of vertices when the node ids are below four times
// their count (one lookup an end both checks it and numbers it), else through an IdIndex of the
// node ids; the lookups of the edge 16 places on are started ahead.
#include "hackenbush_skeleton.h"

#include "homestead/text_input.h"
#include "picture_json_reader.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace homestead::detail {

namespace {

// The nodes' ids and base flags and the edges' ids and ends, in the file's order.
struct IdListsSink {
    static constexpr bool kKeepsNames = false;
    std::vector<NodeId> nodeIds;
    std::vector<char> ground;
    std::vector<EdgeId> edgeIds;
    std::vector<NodeId> from, to;
    Node node;  // the one being read
    Edge edge;

    void reserveNodes(std::size_t n) {
        nodeIds.reserve(n);
        ground.reserve(n);
    }
    void reserveEdges(std::size_t n) {
        edgeIds.reserve(n);
        from.reserve(n);
        to.reserve(n);
    }
    std::size_t nodeCount() const { return nodeIds.size(); }
    std::size_t edgeCount() const { return edgeIds.size(); }
    Node& newNode() {
        node.ground = false;
        return node;
    }
    void keepNode() {
        nodeIds.push_back(node.id);
        ground.push_back(node.ground ? 1 : 0);
    }
    void dropNode() {}
    Edge& newEdge() { return edge; }
    void keepEdge() {
        edgeIds.push_back(edge.id);
        from.push_back(edge.from);
        to.push_back(edge.to);
    }
    void dropEdge() {}
};

[[noreturn]] void fail(const std::string& sourceName, ErrorParts parts) {
    parts.insert(parts.begin(), sourceName);
    throw FormatError(std::move(parts));
}

// The place of the first node with the id of node `repeated`.
std::size_t firstPlaceOf(const std::vector<NodeId>& ids, std::size_t repeated) {
    return static_cast<std::size_t>(std::find(ids.begin(), ids.end(), ids[repeated]) - ids.begin());
}

// The error of edge k, whose id came before (repeatedEdge) or which names a missing node.
[[noreturn]] void failAtEdge(const std::string& sourceName, const IdListsSink& lists, std::size_t k, bool repeatedId,
                             bool fromMissing) {
    const std::string path = "$.edges[" + std::to_string(k) + "]";
    if (repeatedId) {
        const auto first = std::find(lists.edgeIds.begin(), lists.edgeIds.end(), lists.edgeIds[k]) - lists.edgeIds.begin();
        fail(sourceName, {path + ".id", {Msg::FormatEdgeIdTwice, {std::to_string(lists.edgeIds[k]), "$.edges[" + std::to_string(first) + "]"}}});
    }
    if (fromMissing) fail(sourceName, {path + ".from", {Msg::FormatNoSuchNode, {std::to_string(lists.from[k])}}});
    fail(sourceName, {path + ".to", {Msg::FormatNoSuchNode, {std::to_string(lists.to[k])}}});
}

// The first edge whose id an earlier edge has, or npos; none when the ids ascend (as written).
std::size_t firstRepeatedEdge(const std::vector<EdgeId>& ids) {
    if (std::adjacent_find(ids.begin(), ids.end(), [](EdgeId a, EdgeId b) { return a >= b; }) == ids.end())
        return IdIndex::npos;
    IdIndex index;
    return index.assign(ids);
}

// The skeleton's ends of the lists: `vertexOf(id)` is an id's vertex or -1, `prefetch(id)` asks
// for it ahead.
template <class VertexOf, class Prefetch>
Skeleton endsOfLists(IdListsSink&& lists, int vertexCount, const std::string& sourceName, VertexOf vertexOf, Prefetch prefetch) {
    const std::size_t m = lists.edgeIds.size();
    const std::size_t repeated = firstRepeatedEdge(lists.edgeIds);
    Skeleton s;
    s.vertexCount = vertexCount;
    s.eu.resize(m);
    s.ev.resize(m);
    constexpr std::size_t kAhead = 16;
    for (std::size_t e = 0; e < m; ++e) {
        if (e + kAhead < m) {
            prefetch(lists.from[e + kAhead]);
            prefetch(lists.to[e + kAhead]);
        }
        if (e == repeated) failAtEdge(sourceName, lists, e, true, false);
        const int u = vertexOf(lists.from[e]), v = vertexOf(lists.to[e]);
        if (u < 0 || v < 0) failAtEdge(sourceName, lists, e, false, u < 0);
        s.eu[e] = u;
        s.ev[e] = v;
        if (e > 0 && lists.edgeIds[e - 1] >= lists.edgeIds[e]) s.edgesInIdOrder = false;
        if (lists.edgeIds[e] != static_cast<EdgeId>(e)) s.idIsIndex = false;
    }
    lists.from = {};
    lists.to = {};
    if (!s.idIsIndex) s.edgeIds = std::move(lists.edgeIds);
    return s;
}

Skeleton skeletonOfIdLists(IdListsSink&& lists, const std::string& sourceName) {
    const std::size_t n = lists.nodeIds.size();
    std::vector<int> vertexOfNode(n);
    int vertexCount = 1;
    for (std::size_t i = 0; i < n; ++i) vertexOfNode[i] = lists.ground[i] ? 0 : vertexCount++;
    lists.ground = {};
    const NodeId largest = n == 0 ? -1 : *std::max_element(lists.nodeIds.begin(), lists.nodeIds.end());
    const auto nodeTwice = [&](std::size_t i) {
        fail(sourceName, {"$.nodes[" + std::to_string(i) + "].id",
                          {Msg::FormatNodeIdTwice, {std::to_string(lists.nodeIds[i]),
                                                    "$.nodes[" + std::to_string(firstPlaceOf(lists.nodeIds, i)) + "]"}}});
    };
    if (largest < 4 * static_cast<NodeId>(n) + 1024) {
        std::vector<int> vertexOfId(static_cast<std::size_t>(largest + 1), -1);
        constexpr std::size_t kAhead = 16;
        for (std::size_t i = 0; i < n; ++i) {
            if (i + kAhead < n) __builtin_prefetch(&vertexOfId[static_cast<std::size_t>(lists.nodeIds[i + kAhead])]);
            int& vertex = vertexOfId[static_cast<std::size_t>(lists.nodeIds[i])];
            if (vertex >= 0) nodeTwice(i);
            vertex = vertexOfNode[i];
        }
        lists.nodeIds = {};
        vertexOfNode = {};
        const auto inTable = [&](NodeId id) { return static_cast<std::uint64_t>(id) < vertexOfId.size(); };
        return endsOfLists(
            std::move(lists), vertexCount, sourceName,
            [&](NodeId id) { return inTable(id) ? vertexOfId[static_cast<std::size_t>(id)] : -1; },
            [&](NodeId id) {
                if (inTable(id)) __builtin_prefetch(&vertexOfId[static_cast<std::size_t>(id)]);
            });
    }
    IdIndex index;
    if (const std::size_t repeated = index.assign(lists.nodeIds); repeated != IdIndex::npos) nodeTwice(repeated);
    lists.nodeIds = {};
    return endsOfLists(
        std::move(lists), vertexCount, sourceName,
        [&](NodeId id) {
            const std::size_t place = index.find(id);
            return place == IdIndex::npos ? -1 : vertexOfNode[place];
        },
        [&](NodeId id) { index.prefetch(id); });
}

}  // namespace

Skeleton skeletonEndsOfJsonFile(const std::string& path) {
    const std::string sourceName = displayPath(path);
    IdListsSink lists;
    {
        const FileText text = readFileText(path, kMaxPictureFileBytes, "a picture", FileAccess::MapAsRead);
        lists = std::move(json_reader::readPictureText<IdListsSink>(
                              text.text(), text.capacity(), sourceName,
                              json_windows::MappedTextRelease(text.text().data(), text.mapped()))
                              ->sink_);
    }  // the text, the parser and its index go here
    return skeletonOfIdLists(std::move(lists), sourceName);
}

}  // namespace homestead::detail
