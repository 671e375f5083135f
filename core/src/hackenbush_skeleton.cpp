// The shared Hackenbush pass: iterative DFS, cycle-equivalence labels, garden, stresses. O(V + E).
// The DFS does nothing but walk (a preorder number, a parent and a tree edge per vertex); everything
// else is a sweep over the edges or over the vertices in preorder, which keeps the random memory
// accesses few and independent.
//
// The walk is written by hand because it is measurably faster than Boost.Graph's depth_first_visit on
// a compressed_sparse_row_graph (bench_skeleton_walk keeps Boost's walk beside it and checks that the
// skeletons are equal; the figures are in docs/performance.md). Boost's walk looks up the far end's
// row at every step, a cache miss on a large picture, where an arc here carries where its far end's
// arcs begin, and stepping onto a vertex prefetches its neighbours' arcs.
//
// On large pictures the time goes to memory, not work: every scattered lookup (a vertex's arcs in
// the walk, the tree edge of an edge's later end, the bridge flag of a vertex's parent edge) hits the
// cache at 10^6 edges and misses cache and TLB at 10^7. Hence the shape of the code: an arc is 8
// bytes (its edge with two flags, and where its far end's arcs begin), a leaf is finished without
// reading its arcs, the reached mark lives in the arcs, the tree flags are written per vertex so the
// sweeps read them in order, and the adjacency fill and the remaining scattered reads are prefetched
// a fixed distance ahead. docs/performance.md keeps what was measured and what did not pay.
#include "hackenbush_skeleton.h"

#include "homestead/seeded_random.h"

#include <algorithm>
#include <memory>
#include <stdexcept>

namespace homestead::detail {

namespace {

// The e-th word of a SplitMix64 stream with a fixed seed: a well-mixed 64-bit label per edge index,
// so results are reproducible and no generator state runs through the passes. Never 0.
std::uint64_t labelOfEdge(int e) {
    const std::uint64_t z = splitMix64At(0x486F6D6573746561ULL, static_cast<std::uint64_t>(e));
    return z ? z : 1;
}

}  // namespace

std::vector<int> walkByHand(Skeleton& s) {
    // An arc keeps its edge index in 30 bits and a vertex's first arc in 31 (below), so the walk
    // takes fewer than 2^30 edges: far more than fit in memory as a picture (56 bytes an edge).
    if (s.eu.size() >= (std::size_t(1) << 30)) throw std::length_error("walkByHand: 2^30 edges or more");
    const int n = s.vertexCount, m = static_cast<int>(s.eu.size());
    constexpr int ahead = 16;  // prefetch for the edge this far ahead (2 * ahead: two stages)
    // Per vertex, where its arcs begin and the next free one while they are written: side by side,
    // so that filling an edge's two arcs reads two cache lines at random, not four (the begin of
    // the next vertex, the end of the range, is in the same line but once in eight).
    struct Slot {
        int begin;
        int fill;
    };
    std::vector<Slot> at(n + 1, Slot{0, 0});  // first the degrees, shifted by one
    for (int e = 0; e < m; ++e) {
        if (e + ahead < m) {
            __builtin_prefetch(&at[s.eu[e + ahead] + 1], 1);
            __builtin_prefetch(&at[s.ev[e + ahead] + 1], 1);
        }
        ++at[s.eu[e] + 1].begin;
        if (s.ev[e] != s.eu[e]) ++at[s.ev[e] + 1].begin;
    }
    // Compressed adjacency: the edge indices at each vertex (a loop once). An arc is two words, so
    // that the arcs of 10^7 edges (160 MB) stay in the last-level cache, where 16-byte arcs did not:
    // its edge with two flags (the last arc of its vertex's range; the far end has one arc, a leaf)
    // and where the far end's arcs begin. So the walk never looks a vertex up to step onto it: a
    // vertex is known by where its arcs begin, and mapped back to its index once, after the walk.
    for (int v = 0; v < n; ++v) {
        at[v + 1].begin += at[v].begin;
        at[v].fill = at[v].begin;
    }
    const int arcs = at[n].begin;
    // Edge indices are below 2^30 (checked above), so two bits are free.
    constexpr std::uint32_t last = 1u << 31, toLeaf = 1u << 30, edgeBits = toLeaf - 1;
    // Every arc is written below: not zero-filled first (a pass over the arcs for nothing). Arc i is
    // words[2i] (edge and flags) and words[2i + 1] (the far end's first arc).
    auto words = std::make_unique_for_overwrite<std::uint32_t[]>(2 * static_cast<std::size_t>(arcs));
    auto arcTo = [&](int e, int from, int to) {
        const int i = at[from].fill++;
        const int degree = at[to + 1].begin - at[to].begin;
        words[2 * i] = static_cast<std::uint32_t>(e) | (i + 1 == at[from + 1].begin ? last : 0) | (degree == 1 ? toLeaf : 0);
        words[2 * i + 1] = static_cast<std::uint32_t>(at[to].begin);
    };
    for (int e = 0; e < m; ++e) {
        if (e + 2 * ahead < m) {
            __builtin_prefetch(&at[s.eu[e + 2 * ahead]]);
            __builtin_prefetch(&at[s.ev[e + 2 * ahead]]);
        }
        if (e + ahead < m) {
            __builtin_prefetch(&words[2 * at[s.eu[e + ahead]].fill], 1);
            __builtin_prefetch(&words[2 * at[s.ev[e + ahead]].fill], 1);
        }
        const int u = s.eu[e], v = s.ev[e];
        arcTo(e, u, v);
        if (v != u) arcTo(e, v, u);
    }
    // Each vertex by its first arc (-1 without arcs: never reached), for mapping back after the walk.
    std::vector<int> number(n);  // old vertex -> its number, at the end
    for (int v = 0; v < n; ++v) number[v] = at[v + 1].begin > at[v].begin ? at[v].begin : -1;
    at = {};

    // Iterative DFS from the ground, and only the walk: the stack frames hold the cursors, and
    // stepping onto a vertex prefetches the arcs of its neighbours, so the walk's cache misses
    // overlap. A vertex is marked reached in the top bit of the far-end word of its first arc: the
    // line its arcs are read from when it is entered, prefetched with them, so checking the far end
    // of an arc reads a line already on its way (a separate bitmap, 2.5 MB at 10^7 edges, missed
    // the cache on a sixth of the walk's samples). A leaf's far end (one arc) is not looked at: a
    // leaf can be reached only through its one edge, so it is new unless it is the ground. A
    // reached vertex is numbered by its place in preorder, so everything the walk records is
    // written in order, and the later sweeps over the vertices run through memory in order.
    struct Frame {
        int number;  // in preorder
        int next;    // the next arc, -1 when the last one is taken
    };
    constexpr std::uint32_t reachedFlag = 1u << 31;  // arcs < 2^31, so the far-end word has it free
    auto reach = [&](int a) { words[2 * a + 1] |= reachedFlag; };
    auto isReached = [&](int a) { return (words[2 * a + 1] & reachedFlag) != 0; };
    auto farEnd = [&](int i) { return static_cast<int>(words[2 * i + 1] & ~reachedFlag); };
    std::vector<int> firstArcOf(n);  // by preorder number: the vertex's first arc
    s.parentEdge.resize(n);
    s.parentVertex.resize(n);
    std::vector<Frame> stack;
    const int groundArc = number[0];
    firstArcOf[0] = groundArc;
    s.parentEdge[0] = s.parentVertex[0] = -1;
    int count = 1;
    if (groundArc >= 0) {
        reach(groundArc);
        stack.push_back({0, groundArc});
    }
    while (!stack.empty()) {
        Frame& f = stack.back();
        if (f.next < 0) {
            stack.pop_back();
            continue;
        }
        const std::uint32_t word = words[2 * f.next];
        const int to = farEnd(f.next);
        f.next = (word & last) ? -1 : f.next + 1;
        if ((word & toLeaf) ? to == groundArc : isReached(to)) continue;
        reach(to);
        const int x = count++;
        firstArcOf[x] = to;
        s.parentEdge[x] = static_cast<int>(word & edgeBits);
        s.parentVertex[x] = f.number;
        // A vertex with one arc (a leaf: that arc is the edge just taken) is done without reading
        // its arcs, the walk's one dependent cache miss per vertex; nor are a leaf's arcs prefetched.
        if (word & toLeaf) continue;
        for (int i = to;; ++i) {
            const std::uint32_t w = words[2 * i];
            if (!(w & toLeaf)) __builtin_prefetch(&words[2 * farEnd(i)]);
            if (w & last) break;
        }
        stack.push_back({x, to});
    }
    stack = {};
    s.reachedCount = count;
    // Back to vertex indices: the arc words, done with, hold the preorder number at each reached
    // vertex's first arc (a scatter of writes), read back in order of the vertices. Which ones are
    // reached goes to a bitmap by first arc on the way (a few megabytes, in cache; reading the marks
    // back from the arcs instead would span twice the memory).
    std::vector<std::uint64_t> reached((arcs + 64) / 64, 0);
    auto* numberAt = reinterpret_cast<int*>(words.get());
    for (int x = 1; x < count; ++x) {
        const int a = firstArcOf[x];
        reached[a >> 6] |= std::uint64_t(1) << (a & 63);
        numberAt[a] = x;
    }
    auto wasReached = [&](int a) { return (reached[a >> 6] >> (a & 63)) & 1; };
    firstArcOf = {};
    for (int v = 0; v < n; ++v) number[v] = v == 0 ? 0 : number[v] >= 0 && wasReached(number[v]) ? numberAt[number[v]] : -1;
    words.reset();
    reached = {};
    for (int v = 0; v < n; ++v)
        if (number[v] < 0) number[v] = count++;
    std::fill(s.parentEdge.begin() + s.reachedCount, s.parentEdge.end(), -1);
    std::fill(s.parentVertex.begin() + s.reachedCount, s.parentVertex.end(), -1);
    return number;
}

Skeleton buildSkeleton(const Picture& picture, GroundWalk walk) {
    Skeleton s = skeletonEnds(picture);
    finishSkeleton(s, walk);
    return s;
}

Skeleton skeletonEnds(const Picture& picture, bool keepIds) {
    Skeleton s;
    const auto& nodes = picture.nodes();
    const auto& edges = picture.edges();
    const int m = static_cast<int>(edges.size());

    s.vertexOfNode.resize(nodes.size());
    int n = 1;
    for (std::size_t i = 0; i < nodes.size(); ++i) s.vertexOfNode[i] = nodes[i].ground ? 0 : n++;
    s.vertexCount = n;

    // Node id -> vertex: a flat table when the ids are dense enough (the usual case), else the
    // picture's own hash lookup.
    NodeId maxId = -1;
    for (const Node& node : nodes) maxId = std::max(maxId, node.id);
    std::vector<int> vertexOfId;
    if (maxId < 4 * static_cast<NodeId>(nodes.size()) + 1024) {
        vertexOfId.assign(static_cast<std::size_t>(maxId + 1), -1);
        for (std::size_t i = 0; i < nodes.size(); ++i) vertexOfId[nodes[i].id] = s.vertexOfNode[i];
    }
    auto vertexOf = [&](NodeId id) {
        return vertexOfId.empty() ? s.vertexOfNode[picture.indexOfNode(id)] : vertexOfId[id];
    };
    s.eu.resize(m);
    s.ev.resize(m);
    constexpr int ahead = 16;  // in the sweeps below: prefetch for the edge (or vertex) this far ahead
    for (int e = 0; e < m; ++e) {
        if (e + ahead < m && !vertexOfId.empty()) {
            __builtin_prefetch(&vertexOfId[edges[e + ahead].from]);
            __builtin_prefetch(&vertexOfId[edges[e + ahead].to]);
        }
        s.eu[e] = vertexOf(edges[e].from);
        s.ev[e] = vertexOf(edges[e].to);
        if (e > 0 && edges[e - 1].id >= edges[e].id) s.edgesInIdOrder = false;
        if (edges[e].id != e) s.idIsIndex = false;
    }
    vertexOfId = {};
    if (keepIds && !s.idIsIndex) {
        s.edgeIds.resize(m);
        for (int e = 0; e < m; ++e) s.edgeIds[e] = edges[e].id;
    }
    return s;
}

void finishSkeleton(Skeleton& s, GroundWalk walk) {
    const int m = static_cast<int>(s.eu.size()), n = s.vertexCount;
    constexpr int ahead = 16;  // in the sweeps below: prefetch for the edge (or vertex) this far ahead
    std::vector<int> number = walk(s);
    for (int& v : s.vertexOfNode) v = number[v];
    // The tree edges marked from the vertices (scattered writes, which do not wait), so that the
    // edge sweep below reads a flag in order instead of looking up the tree edge of an edge's later
    // end (a dependent read that missed the cache once per edge at 10^7 edges).
    s.tree.assign(m, 0);
    for (int v = 1; v < s.reachedCount; ++v) s.tree[s.parentEdge[v]] = 1;

    // The edges, renumbered at their ends: standing (reached), tree, and for a non-tree edge its
    // random label, which goes into acc of both ends (acc[v] = XOR of the labels of the non-tree
    // edges at v; loops cancel), and the lowlink of its later end: a non-tree edge of an undirected
    // DFS joins a vertex and an ancestor, which comes earlier in preorder.
    s.standing.assign(m, 0);
    s.label.assign(m, 0);
    std::vector<std::uint64_t> acc(s.reachedCount, 0);
    std::vector<int> low(s.reachedCount);  // the earliest vertex a non-tree edge from the subtree reaches
    for (int v = 0; v < s.reachedCount; ++v) low[v] = v;
    // Two stages: the ends' numbers 2 * ahead edges before they are needed, then (numbers in cache
    // by then) the accumulators of a non-tree edge's ends.
    for (int e = 0; e < m; ++e) {
        if (e + 2 * ahead < m) {
            __builtin_prefetch(&number[s.eu[e + 2 * ahead]]);
            __builtin_prefetch(&number[s.ev[e + 2 * ahead]]);
        }
        if (e + ahead < m && !s.tree[e + ahead]) {
            const int a = number[s.eu[e + ahead]], b = number[s.ev[e + ahead]];
            if (a < s.reachedCount) {
                __builtin_prefetch(&acc[a]);
                __builtin_prefetch(&acc[b]);
                __builtin_prefetch(&low[std::max(a, b)]);
            }
        }
        const int u = s.eu[e] = number[s.eu[e]];
        const int v = s.ev[e] = number[s.ev[e]];
        if (u >= s.reachedCount) continue;
        s.standing[e] = 1;
        const int late = std::max(u, v), early = std::min(u, v);
        if (s.tree[e]) continue;
        const std::uint64_t word = labelOfEdge(e);
        s.label[e] = word;
        if (u == v) continue;
        acc[u] ^= word;
        acc[v] ^= word;
        low[late] = std::min(low[late], early);
    }
    number = {};

    // Tree-edge labels: subtree XOR of acc, leaves first; with them the lowlinks. A tree edge is a
    // bridge exactly when no non-tree edge leaves its subtree upwards (lowlink, deterministic); the
    // labels of the other edges are then non-zero but for a chance of about m/2^64.
    // bridgeUp[v]: v's tree edge is a bridge, by vertex, so the garden sweep reads it in order.
    s.bridge.assign(m, 0);
    std::vector<char> bridgeUp(s.reachedCount, 0);
    int bridges = 0;
    for (int v = s.reachedCount - 1; v >= 1; --v) {
        if (v > ahead) {
            const int q = s.parentVertex[v - ahead];
            __builtin_prefetch(&acc[q]);
            __builtin_prefetch(&low[q]);
        }
        const int e = s.parentEdge[v];
        const int p = s.parentVertex[v];
        s.label[e] = acc[v];
        acc[p] ^= acc[v];
        low[p] = std::min(low[p], low[v]);
        if (low[v] >= v) {
            s.bridge[e] = bridgeUp[v] = 1;
            ++bridges;
        }
    }

    // Garden nodes in preorder. The arrays of the lowlinks and the accumulators, done with, hold
    // the garden nodes of the vertices and the garden sums (memory already faulted in: at 10^7
    // edges a fresh array is mapped anew, 4 KiB page by page), and the per-node arrays get their
    // exact size at once (one garden node per bridge, and the ground).
    s.gardenOfVertex = std::move(low);
    s.gardenOfVertex.assign(n, -1);
    s.gardenOfVertex[0] = 0;
    s.gardenParent.reserve(bridges + 1);
    s.gardenBridge.reserve(bridges + 1);
    s.gardenRoot.reserve(bridges + 1);
    s.gardenParent.push_back(-1);
    s.gardenBridge.push_back(-1);
    s.gardenRoot.push_back(0);
    for (int v = 1; v < s.reachedCount; ++v) {
        if (v + ahead < s.reachedCount) __builtin_prefetch(&s.gardenOfVertex[s.parentVertex[v + ahead]]);
        int e = s.parentEdge[v];
        if (bridgeUp[v]) {
            int g = static_cast<int>(s.gardenParent.size());
            s.gardenParent.push_back(s.gardenOfVertex[s.parentVertex[v]]);
            s.gardenBridge.push_back(e);
            s.gardenRoot.push_back(v);
            s.gardenOfVertex[v] = g;
        } else {
            s.gardenOfVertex[v] = s.gardenOfVertex[s.parentVertex[v]];
        }
    }
    bridgeUp = {};
    s.gardenCount = static_cast<int>(s.gardenParent.size());
    s.gardenOfEdge.assign(m, -1);
    s.gardenSum = std::move(acc);
    s.gardenSum.assign(s.gardenCount, 0);
    s.stress.assign(m, 0);
    for (int e = 0; e < m; ++e) {
        if (e + ahead < m && s.standing[e + ahead]) __builtin_prefetch(&s.gardenOfVertex[s.ownerVertex(e + ahead)]);
        if (!s.standing[e]) continue;
        // The later end in preorder: a bridge's upper end (its upper garden node), and for any
        // other edge an end in its node. One lookup, not two.
        s.gardenOfEdge[e] = s.gardenOfVertex[s.ownerVertex(e)];
        if (!s.bridge[e]) {
            s.stress[e] = 1;
            s.gardenSum[s.gardenOfEdge[e]] ^= 1;
        }
    }
    s.gardenSize.assign(s.gardenCount, 1);
    for (int g = s.gardenCount - 1; g >= 1; --g) {
        if (g > ahead) {
            const int h = g - ahead;
            __builtin_prefetch(&s.stress[s.gardenBridge[h]], 1);
            __builtin_prefetch(&s.gardenSum[s.gardenParent[h]], 1);
            __builtin_prefetch(&s.gardenSize[s.gardenParent[h]], 1);
        }
        std::uint64_t sigma = s.gardenSum[g] + 1;
        s.stress[s.gardenBridge[g]] = sigma;
        s.gardenSum[s.gardenParent[g]] ^= sigma;
        s.gardenSize[s.gardenParent[g]] += s.gardenSize[g];
    }
}

}  // namespace homestead::detail
