// analyse(): stresses, weights, parts, classes and winning moves from one skeleton pass; load() by
// a garden subtree range. See analysis.h.
#include "homestead/analysis.h"

#include "hackenbush_skeleton.h"

#include <algorithm>
#include <bit>
#include <numeric>
#include <string>
#include <utility>

namespace homestead {

std::uint64_t weightOfStress(std::uint64_t stress) {
    return stress == 0 ? 0 : (std::uint64_t(2) << std::countr_zero(stress)) - 1;
}

const EdgeAnalysis& Analysis::edge(EdgeId id, const Picture& picture) const {
    return edges.at(picture.indexOfEdge(id));
}

namespace {

int findRoot(std::vector<int>& parent, int x) {
    while (parent[x] != x) x = parent[x] = parent[parent[x]];
    return x;
}

}  // namespace

Analysis analyse(const Picture& picture, const AnalysisOptions& options) {
    detail::Skeleton s = detail::buildSkeleton(picture);
    const auto& pictureEdges = picture.edges();
    const int m = static_cast<int>(pictureEdges.size());
    Analysis a;
    a.value = s.value();
    a.edges.resize(m);

    // What each garden node immediately supports: child bridges' stresses and one 1 per loop.
    std::vector<std::vector<std::uint64_t>> supports(s.gardenCount);
    for (int c = 1; c < s.gardenCount; ++c)
        supports[s.gardenParent[c]].push_back(s.stress[s.gardenBridge[c]]);
    for (int e = 0; e < m; ++e)
        if (s.standing[e] && !s.bridge[e]) supports[s.gardenOfEdge[e]].push_back(1);

    for (int e = 0; e < m; ++e) {
        EdgeAnalysis& x = a.edges[e];
        x.id = pictureEdges[e].id;
        x.standing = s.standing[e] != 0;
        if (!x.standing) {
            a.floating.push_back(x.id);
            continue;
        }
        x.onCycle = !s.bridge[e];
        x.stress = s.stress[e];
        x.weight = weightOfStress(x.stress);
        if (s.bridge[e]) x.supported = std::move(supports[s.gardenOfEdge[e]]);  // one bridge per node
    }
    std::sort(a.floating.begin(), a.floating.end());

    // Concyclic classes.
    auto classes = detail::concyclicClassIndices(picture, s);
    a.classes.reserve(classes.size());
    for (std::size_t c = 0; c < classes.size(); ++c) {
        std::vector<EdgeId> ids;
        ids.reserve(classes[c].size());
        for (int e : classes[c]) {
            ids.push_back(pictureEdges[e].id);
            a.edges[e].concyclicClass = static_cast<int>(c);
        }
        a.classes.push_back(std::move(ids));
    }

    // Parts: components of the standing picture once the base nodes are taken away.
    const auto& nodes = picture.nodes();
    std::vector<int> parent(nodes.size());
    std::iota(parent.begin(), parent.end(), 0);
    std::vector<int> endA(m, -1), endB(m, -1);
    for (int e = 0; e < m; ++e) {
        if (!s.standing[e]) continue;
        int i = s.fromIndex[e];
        int j = s.toIndex[e];
        endA[e] = nodes[i].ground ? -1 : i;
        endB[e] = nodes[j].ground ? -1 : j;
        if (endA[e] >= 0 && endB[e] >= 0) parent[findRoot(parent, endA[e])] = findRoot(parent, endB[e]);
    }
    std::vector<int> partOfRoot(nodes.size(), -1);
    for (int e = 0; e < m; ++e) {
        if (!s.standing[e]) continue;
        int end = endA[e] >= 0 ? endA[e] : endB[e];
        int p;
        if (end < 0) {
            p = static_cast<int>(a.parts.size());
            a.parts.emplace_back();
        } else {
            int r = findRoot(parent, end);
            if (partOfRoot[r] < 0) {
                partOfRoot[r] = static_cast<int>(a.parts.size());
                a.parts.emplace_back();
            }
            p = partOfRoot[r];
        }
        a.edges[e].part = p;
        a.parts[p].edges.push_back(pictureEdges[e].id);
        a.parts[p].value ^= a.edges[e].weight;
    }
    for (auto& part : a.parts) std::sort(part.edges.begin(), part.edges.end());

    if (options.winningMoves) {
        std::vector<char> wins = detail::winningMask(s, classes);
        for (int e = 0; e < m; ++e)
            if (wins[e]) {
                a.edges[e].winning = true;
                a.winningMoves.push_back(pictureEdges[e].id);
            }
        std::sort(a.winningMoves.begin(), a.winningMoves.end());
    }
    return a;
}

std::vector<EdgeId> load(const Picture& picture, EdgeId edge) {
    std::size_t index = picture.indexOfEdge(edge);
    detail::Skeleton s = detail::buildSkeleton(picture);
    std::vector<EdgeId> fallen;
    if (!s.bridge[index]) return fallen;
    int top = s.gardenOfEdge[index];
    int end = top + s.gardenSize[top];
    for (std::size_t e = 0; e < picture.edgeCount(); ++e) {
        if (e == index || !s.standing[e]) continue;
        int g = s.gardenOfEdge[e];
        if (g >= top && g < end) fallen.push_back(picture.edges()[e].id);
    }
    std::sort(fallen.begin(), fallen.end());
    return fallen;
}

std::vector<std::vector<EdgeId>> loads(const Picture& picture) {
    detail::Skeleton s = detail::buildSkeleton(picture);
    const int m = static_cast<int>(picture.edgeCount());
    // Counting sort of the standing edges by garden node.
    std::vector<int> first(s.gardenCount + 1, 0);
    for (int e = 0; e < m; ++e)
        if (s.standing[e]) ++first[s.gardenOfEdge[e] + 1];
    for (int c = 0; c < s.gardenCount; ++c) first[c + 1] += first[c];
    std::vector<EdgeId> ordered(first[s.gardenCount]);
    {
        std::vector<int> fill(first.begin(), first.end() - 1);
        for (int e = 0; e < m; ++e)
            if (s.standing[e]) ordered[fill[s.gardenOfEdge[e]]++] = picture.edges()[e].id;
    }
    std::vector<std::vector<EdgeId>> result(m);
    for (int e = 0; e < m; ++e) {
        if (!s.bridge[e]) continue;
        int top = s.gardenOfEdge[e];
        EdgeId self = picture.edges()[e].id;
        auto& out = result[e];
        out.reserve(first[top + s.gardenSize[top]] - first[top] - 1);
        for (int i = first[top]; i < first[top + s.gardenSize[top]]; ++i)
            if (ordered[i] != self) out.push_back(ordered[i]);
        std::sort(out.begin(), out.end());
    }
    return result;
}

}  // namespace homestead
