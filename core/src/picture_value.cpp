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
// made vertex 0 at the end (a node may be named on a ground line after its edges).
class EndsSink {
public:
    explicit EndsSink(detail::Skeleton& s) : s_(s) {}
    void reserve(std::size_t nodes, std::size_t edges) {
        index_.reserve(nodes);
        ground_.reserve(nodes);
        s_.eu.reserve(edges);
        s_.ev.reserve(edges);
    }
    std::int64_t find(NodeId id) const {
        const std::size_t at = index_.find(id);
        return at == IdIndex::npos ? -1 : static_cast<std::int64_t>(at);
    }
    std::int64_t add(NodeId id, bool ground) {
        index_.emplace(id, ground_.size());
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
        index_.clear();
        index_ = IdIndex{};
        std::vector<int> vertex(ground_.size());
        int n = 1;
        for (std::size_t i = 0; i < ground_.size(); ++i) vertex[i] = ground_[i] ? 0 : n++;
        ground_ = {};
        s_.vertexCount = n;
        for (std::size_t e = 0; e < s_.eu.size(); ++e) {
            s_.eu[e] = vertex[s_.eu[e]];
            s_.ev[e] = vertex[s_.ev[e]];
        }
    }

private:
    detail::Skeleton& s_;
    IdIndex index_;
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

std::uint64_t edgeListValue(std::string_view text, const std::string& sourceName) {
    detail::Skeleton s;
    {
        EndsSink sink(s);
        detail::EdgeListReader(text, sourceName, sink).read();
        sink.finish();
    }
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
