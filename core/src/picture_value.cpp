// The value alone (see picture_value.h): the skeleton's walk, then lowlinks and the piece sums in one
// sweep over the edges and one over the vertices in reverse preorder.
#include "homestead/picture_value.h"

#include "edge_list_reader.h"
#include "hackenbush_skeleton.h"
#include "homestead/display_text.h"
#include "homestead/id_index.h"
#include "homestead/picture_file.h"
#include "homestead/text_input.h"

#include <algorithm>
#include <optional>
#include <utility>
#include <vector>

namespace homestead {

namespace {

// The value of the vertex pairs s.eu, s.ev (0 is the ground) on s.vertexCount vertices.
std::uint64_t valueOfEnds(detail::Skeleton& s) {
    const std::vector<int> number = detail::walkByHand(s);
    const int m = static_cast<int>(s.eu.size()), reached = s.reachedCount;
    std::vector<char> tree(m, 0);
    for (int v = 1; v < reached; ++v) tree[s.parentEdge[v]] = 1;
    // sum[v]: ⊕ of what v's piece carries from v's subtree so far; a non-tree edge is a loop (1) at
    // its deeper end, and lowers that end's lowlink to the other.
    std::vector<std::uint64_t> sum(reached, 0);
    std::vector<int> low(reached);
    for (int v = 0; v < reached; ++v) low[v] = v;
    constexpr int ahead = 16;  // prefetch the ends of the edge this far ahead: the misses overlap
    for (int e = 0; e < m; ++e) {
        if (e + ahead < m) {
            __builtin_prefetch(&number[s.eu[e + ahead]]);
            __builtin_prefetch(&number[s.ev[e + ahead]]);
        }
        const int u = number[s.eu[e]], v = number[s.ev[e]];
        if (u >= reached || tree[e]) continue;
        const int late = std::max(u, v);
        sum[late] ^= 1;
        low[late] = std::min(low[late], std::min(u, v));
    }
    // Children come after their parent in preorder, so a vertex is final when the sweep reaches it.
    for (int v = reached - 1; v >= 1; --v) {
        const int p = s.parentVertex[v];
        low[p] = std::min(low[p], low[v]);
        sum[p] ^= low[v] >= v ? sum[v] + 1 : sum[v] ^ 1;  // a bridge, or one more loop of p's piece
    }
    return sum[0];
}

// The edge list as vertex pairs: node numbers in order of first mention, the base nodes' numbers
// made vertex 0 at the end (a node may be named on a ground line after its edges). Ids below twice
// the lines are numbered through the index's flat table; larger ones (sparse ids) through its hash
// table (small for the first few, then sized from the line count, in huge pages), each id placed
// when first met and its slot fetched when its line is read, some lines before the lookup (as the
// Picture's reader does: picture_edges.cpp).
class EndsSink {
public:
    explicit EndsSink(detail::Skeleton& s) : s_(s) {}
    void reserve(std::size_t nodes, std::size_t edges) {
        nearBound_ = nodes + 1024;
        index_.reserve(nearBound_);
        largeExpected_ = edges;  // about one node a line; the hash table doubles if more come
        ground_.reserve(nodes);
        s_.eu.reserve(edges);
        s_.ev.reserve(edges);
    }
    std::int64_t find(NodeId id) {
        if (static_cast<std::uint64_t>(id) >= nearBound_) {
            // A new large id is placed at once, at the number add() gives its node next.
            const std::size_t at = index_.tryEmplaceHashedExpecting(id, ground_.size(), largeExpected_);
            return at == IdIndex::npos ? -1 : static_cast<std::int64_t>(at);
        }
        const std::size_t at = index_.find(id);
        return at == IdIndex::npos ? -1 : static_cast<std::int64_t>(at);
    }
    void prefetch(NodeId id) const { index_.prefetch(id); }
    std::int64_t add(NodeId id, bool ground) {  // a large id is in the index already (find placed it)
        if (static_cast<std::uint64_t>(id) < nearBound_) index_.emplace(id, ground_.size());
        ground_.push_back(ground);
        return static_cast<std::int64_t>(ground_.size() - 1);
    }
    void setGround(std::int64_t node) { ground_[static_cast<std::size_t>(node)] = 1; }
    std::size_t nodeCount() const { return ground_.size(); }
    std::size_t edgeCount() const { return s_.eu.size(); }
    void addEdge(std::int64_t from, std::int64_t to) {
        s_.eu.push_back(static_cast<int>(from));
        s_.ev.push_back(static_cast<int>(to));
    }
    // Node numbers -> vertices (base nodes 0, the others 1, 2, … in order); frees the id map first.
    void finish() {
        index_ = IdIndex{};
        std::vector<int> vertex(ground_.size());
        int n = 1;
        for (std::size_t i = 0; i < ground_.size(); ++i) vertex[i] = ground_[i] ? 0 : n++;
        ground_ = {};
        s_.vertexCount = n;
        for (std::size_t e = 0; e < s_.eu.size(); ++e) {
            s_.eu[e] = vertex[static_cast<std::size_t>(s_.eu[e])];
            s_.ev[e] = vertex[static_cast<std::size_t>(s_.ev[e])];
        }
    }

private:
    detail::Skeleton& s_;
    std::size_t nearBound_ = 1024;
    IdIndex index_;  // ids -> node numbers: below nearBound_ in its table, the others hashed
    std::size_t largeExpected_ = 0;  // at most about one large id a line: room made once a few are met
    std::vector<char> ground_;
};

}  // namespace

std::uint64_t pictureValue(const Picture& picture) {
    detail::Skeleton s;
    std::vector<int> vertexOfNode(picture.nodeCount());
    int n = 1;
    for (std::size_t i = 0; i < vertexOfNode.size(); ++i) vertexOfNode[i] = picture.nodes()[i].ground ? 0 : n++;
    s.vertexCount = n;
    s.eu.reserve(picture.edgeCount());
    s.ev.reserve(picture.edgeCount());
    for (const Edge& e : picture.edges()) {
        s.eu.push_back(vertexOfNode[picture.indexOfNode(e.from)]);
        s.ev.push_back(vertexOfNode[picture.indexOfNode(e.to)]);
    }
    return valueOfEnds(s);
}

detail::Skeleton detail::skeletonEndsOfEdgeList(std::string_view text, const std::string& sourceName) {
    // Ids below twice the lines (edge_list_ends.cpp: a bitmap, no table look-up per mention) are
    // read without a look-up table; a larger id sends the whole text through EndsSink, which
    // hashes the large ids.
    if (std::optional<detail::Skeleton> near = detail::skeletonEndsOfNearIdEdgeList(text, sourceName)) return std::move(*near);
    detail::Skeleton s;
    EndsSink sink(s);
    detail::EdgeListReader(text, sourceName, sink).read();
    sink.finish();
    return s;
}

std::uint64_t edgeListValue(std::string_view text, const std::string& sourceName) {
    detail::Skeleton s = detail::skeletonEndsOfEdgeList(text, sourceName);
    return valueOfEnds(s);
}

std::uint64_t pictureFileValue(const std::string& path) {
    if (pictureFormatOfPath(path) != PictureFormat::Edges) return pictureValue(loadPictureFile(path));
    std::uint64_t value;
    {
        const FileText text = readFileText(path, kMaxPictureFileBytes, "a picture");
        value = edgeListValue(text.text(), displayPath(path));
    }
    return value;
}

}  // namespace homestead
