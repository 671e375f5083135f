// collapse(): the garden as an explicit result, read off the shared skeleton pass. O(V + E).
#include "homestead/garden.h"

#include "hackenbush_skeleton.h"

namespace homestead {

Garden detail::gardenOf(const Picture& picture, const Skeleton& s) {
    Garden g;
    g.nodeCount = s.gardenCount;
    g.parent = s.gardenParent;
    g.sum = s.gardenSum;
    g.loops.resize(s.gardenCount);
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
    g.nodeOf.assign(nodes.size(), -1);
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        if (i + ahead < nodes.size()) __builtin_prefetch(&s.gardenOfVertex[s.vertexOfNode[i + ahead]]);
        int v = s.vertexOfNode[i];
        g.nodeOf[i] = nodes[i].ground ? 0 : s.gardenOfVertex[v];
    }
    const int m = static_cast<int>(picture.edgeCount());
    g.edgeNode = s.gardenOfEdge;
    g.isBridge.assign(m, false);
    for (int e = 0; e < m; ++e) {
        g.isBridge[e] = s.bridge[e] != 0;
        if (s.standing[e] && !s.bridge[e]) g.loops[s.gardenOfEdge[e]].push_back(picture.edges()[e].id);
    }
    return g;
}

Garden collapse(const Picture& picture) { return detail::gardenOf(picture, detail::buildSkeleton(picture)); }

}  // namespace homestead
