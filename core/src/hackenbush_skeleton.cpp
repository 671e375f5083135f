// The shared Hackenbush pass: iterative DFS, cycle-equivalence labels, garden, stresses. O(V + E).
#include "hackenbush_skeleton.h"

#include <algorithm>

namespace homestead::detail {

namespace {

// SplitMix64: a fixed-seed stream of well-mixed 64-bit words, so results are reproducible.
struct SplitMix64 {
    std::uint64_t state;
    std::uint64_t next() {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
};

}  // namespace

Skeleton buildSkeleton(const Picture& picture) {
    Skeleton s;
    const auto& nodes = picture.nodes();
    const auto& edges = picture.edges();
    const int m = static_cast<int>(edges.size());

    s.vertexOfNode.resize(nodes.size());
    int n = 1;
    for (std::size_t i = 0; i < nodes.size(); ++i) s.vertexOfNode[i] = nodes[i].ground ? 0 : n++;
    s.vertexCount = n;

    // Node id -> index: a flat table when the ids are dense enough (the usual case), else the
    // picture's own hash lookup.
    NodeId maxId = -1;
    for (const Node& node : nodes) maxId = std::max(maxId, node.id);
    std::vector<int> indexOfId;
    if (maxId < 4 * static_cast<NodeId>(nodes.size()) + 1024) {
        indexOfId.assign(static_cast<std::size_t>(maxId + 1), -1);
        for (std::size_t i = 0; i < nodes.size(); ++i) indexOfId[nodes[i].id] = static_cast<int>(i);
    }
    auto indexOf = [&](NodeId id) {
        return indexOfId.empty() ? static_cast<int>(picture.indexOfNode(id)) : indexOfId[id];
    };
    s.eu.resize(m);
    s.ev.resize(m);
    s.fromIndex.resize(m);
    s.toIndex.resize(m);
    std::vector<int> degree(n + 1, 0);
    for (int e = 0; e < m; ++e) {
        s.fromIndex[e] = indexOf(edges[e].from);
        s.toIndex[e] = indexOf(edges[e].to);
        s.eu[e] = s.vertexOfNode[s.fromIndex[e]];
        s.ev[e] = s.vertexOfNode[s.toIndex[e]];
        ++degree[s.eu[e] + 1];
        if (s.ev[e] != s.eu[e]) ++degree[s.ev[e] + 1];
    }
    // Compressed adjacency: the edge indices at each vertex (a loop once).
    std::vector<int> start(n + 1, 0);
    for (int v = 0; v < n; ++v) start[v + 1] = start[v] + degree[v + 1];
    struct Arc {
        int edge;
        int to;
    };
    std::vector<Arc> adjacency(start[n]);
    {
        std::vector<int> fill(start.begin(), start.end() - 1);
        for (int e = 0; e < m; ++e) {
            adjacency[fill[s.eu[e]]++] = {e, s.ev[e]};
            if (s.ev[e] != s.eu[e]) adjacency[fill[s.ev[e]]++] = {e, s.eu[e]};
        }
    }

    s.parentEdge.assign(n, -1);
    s.parentVertex.assign(n, -1);
    s.depth.assign(n, -1);
    s.standing.assign(m, 0);
    s.tree.assign(m, 0);
    s.label.assign(m, 0);
    s.preorder.reserve(n);

    // Iterative DFS from the ground. acc[v] = XOR of the labels of non-tree edges at v (loops cancel).
    std::vector<std::uint64_t> acc(n, 0);
    std::vector<int> low(n, 0);  // lowlink: the smallest depth reached by a non-tree edge from the subtree
    std::vector<char> labelled(m, 0);
    SplitMix64 random{0x486F6D6573746561ULL};  // "Homestea"
    std::vector<int> stack;
    std::vector<int> cursor(start.begin(), start.end() - 1);
    s.depth[0] = 0;
    s.preorder.push_back(0);
    stack.push_back(0);
    while (!stack.empty()) {
        int u = stack.back();
        if (cursor[u] == start[u + 1]) {
            stack.pop_back();
            continue;
        }
        const Arc arc = adjacency[cursor[u]++];
        const int e = arc.edge;
        if (e == s.parentEdge[u]) continue;
        s.standing[e] = 1;
        const int w = arc.to;
        if (s.depth[w] < 0) {
            s.tree[e] = 1;
            s.parentEdge[w] = e;
            s.parentVertex[w] = u;
            s.depth[w] = s.depth[u] + 1;
            low[w] = s.depth[w];
            s.preorder.push_back(w);
            stack.push_back(w);
        } else if (!labelled[e]) {
            labelled[e] = 1;
            std::uint64_t word = random.next();
            if (word == 0) word = 1;
            s.label[e] = word;
            if (w != u) {
                acc[u] ^= word;
                acc[w] ^= word;
                low[u] = std::min(low[u], s.depth[w]);
                low[w] = std::min(low[w], s.depth[u]);
            }
        }
    }

    // Tree-edge labels: subtree XOR of acc, leaves first; with them the lowlinks. A tree edge is a
    // bridge exactly when no non-tree edge leaves its subtree upwards (lowlink, deterministic); the
    // labels of the other edges are then non-zero but for a chance of about m/2^64.
    s.bridge.assign(m, 0);
    for (std::size_t i = s.preorder.size(); i-- > 1;) {
        int v = s.preorder[i];
        int p = s.parentVertex[v];
        s.label[s.parentEdge[v]] = acc[v];
        acc[p] ^= acc[v];
        low[p] = std::min(low[p], low[v]);
        if (low[v] >= s.depth[v]) s.bridge[s.parentEdge[v]] = 1;
    }

    // Garden nodes in preorder.
    s.gardenOfVertex.assign(n, -1);
    s.gardenOfVertex[0] = 0;
    s.gardenParent.push_back(-1);
    s.gardenBridge.push_back(-1);
    s.gardenRoot.push_back(0);
    for (std::size_t i = 1; i < s.preorder.size(); ++i) {
        int v = s.preorder[i];
        int e = s.parentEdge[v];
        if (s.bridge[e]) {
            int g = static_cast<int>(s.gardenParent.size());
            s.gardenParent.push_back(s.gardenOfVertex[s.parentVertex[v]]);
            s.gardenBridge.push_back(e);
            s.gardenRoot.push_back(v);
            s.gardenOfVertex[v] = g;
        } else {
            s.gardenOfVertex[v] = s.gardenOfVertex[s.parentVertex[v]];
        }
    }
    s.gardenCount = static_cast<int>(s.gardenParent.size());
    s.gardenOfEdge.assign(m, -1);
    s.gardenSum.assign(s.gardenCount, 0);
    s.stress.assign(m, 0);
    for (int e = 0; e < m; ++e) {
        if (!s.standing[e]) continue;
        if (s.bridge[e]) {
            int a = s.gardenOfVertex[s.eu[e]], b = s.gardenOfVertex[s.ev[e]];
            s.gardenOfEdge[e] = a > b ? a : b;
        } else {
            s.gardenOfEdge[e] = s.gardenOfVertex[s.eu[e]];
            s.stress[e] = 1;
            s.gardenSum[s.gardenOfEdge[e]] ^= 1;
        }
    }
    s.gardenSize.assign(s.gardenCount, 1);
    for (int g = s.gardenCount - 1; g >= 1; --g) {
        std::uint64_t sigma = s.gardenSum[g] + 1;
        s.stress[s.gardenBridge[g]] = sigma;
        s.gardenSum[s.gardenParent[g]] ^= sigma;
        s.gardenSize[s.gardenParent[g]] += s.gardenSize[g];
    }
    return s;
}

}  // namespace homestead::detail
