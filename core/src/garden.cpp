// collapse(): the garden as an explicit result, read off the shared skeleton pass. O(V + E).
#include "homestead/garden.h"

#include "hackenbush_skeleton.h"

namespace homestead {

Garden detail::gardenOf(const Picture& picture, Skeleton&& s) {
    Garden g;
    g.nodeCount = s.gardenCount;
    g.bridgeToParent.assign(s.gardenCount, -1);
    constexpr int ahead = 16;  // prefetch what the garden node or picture node this far ahead looks up
    const auto& edges = picture.edges();
    g.bridges.reserve(s.gardenCount > 0 ? s.gardenCount - 1 : 0);
    for (int c = 1; c < s.gardenCount; ++c) {
        // The stress of c's bridge is W_c + 1, read in order rather than from the bridge's edge.
        if (c + ahead < s.gardenCount && !s.idIsIndex) __builtin_prefetch(&edges[s.gardenBridge[c + ahead]]);
        g.bridgeToParent[c] = static_cast<int>(g.bridges.size());
        g.bridges.push_back({s.idOf(edges, s.gardenBridge[c]), s.gardenParent[c], c, s.gardenSum[c] + 1});
    }
    const auto& nodes = picture.nodes();
    // Each node's garden node written over its vertex number, in place: no new array to fault in.
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        if (i + ahead < nodes.size()) __builtin_prefetch(&s.gardenOfVertex[s.vertexOfNode[i + ahead]]);
        int v = s.vertexOfNode[i];
        s.vertexOfNode[i] = nodes[i].ground ? 0 : s.gardenOfVertex[v];
    }
    g.nodeOf = std::move(s.vertexOfNode);
    const int m = static_cast<int>(picture.edgeCount());
    g.isBridge.assign(m, false);
    // The loops node by node, in picture order within a node (a counting sort): one array for
    // them all, not a vector per garden node (10^7 edges: about 7M nodes, most of them without loops).
    std::vector<int> count(s.gardenCount, 0);
    for (int e = 0; e < m; ++e) {
        if (e + ahead < m && s.standing[e + ahead] && !s.bridge[e + ahead]) __builtin_prefetch(&count[s.gardenOfEdge[e + ahead]], 1);
        g.isBridge[e] = s.bridge[e] != 0;
        if (s.standing[e] && !s.bridge[e]) ++count[s.gardenOfEdge[e]];
    }
    g.loops = IdLists::counted(count);
    for (int e = 0; e < m; ++e) {
        if (e + ahead < m && s.standing[e + ahead] && !s.bridge[e + ahead]) __builtin_prefetch(&count[s.gardenOfEdge[e + ahead]], 1);
        if (s.standing[e] && !s.bridge[e]) {
            const int node = s.gardenOfEdge[e];
            g.loops.at(node, g.loops[node].size() - count[node]--) = s.idOf(edges, e);
        }
    }
    // The skeleton's garden arrays taken, not copied (10^7 edges: 120 MB less to fault in).
    g.parent = std::move(s.gardenParent);
    g.sum = std::move(s.gardenSum);
    g.edgeNode = std::move(s.gardenOfEdge);
    return g;
}

Garden collapse(const Picture& picture) { return detail::gardenOf(picture, detail::buildSkeleton(picture)); }

}  // namespace homestead
