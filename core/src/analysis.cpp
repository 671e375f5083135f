// analyse(): stresses, weights, parts, classes and winning moves from one skeleton pass; load() by
// a garden subtree range. See analysis.h.
#include "homestead/analysis.h"

#include "hackenbush_skeleton.h"
#include "homestead/analysis_observer.h"

#include <algorithm>
#include <bit>
#include <string>
#include <utility>

namespace homestead {

static_assert(sizeof(EdgeAnalysis) <= 48, "an edge's record is written and read 10^5 times an edit");

std::uint64_t weightOfStress(std::uint64_t stress) {
    return stress == 0 ? 0 : (std::uint64_t(2) << std::countr_zero(stress)) - 1;
}

const EdgeAnalysis& Analysis::edge(EdgeId id, const Picture& picture) const {
    return edges.at(picture.indexOfEdge(id));
}

std::vector<std::uint64_t> Analysis::partValues() const {
    std::vector<std::uint64_t> values;
    values.reserve(parts.size());
    for (const PartAnalysis& part : parts) values.push_back(part.value);
    return values;
}

namespace detail {

void sortIds(std::vector<EdgeId>& ids) {
    if (!std::is_sorted(ids.begin(), ids.end())) std::sort(ids.begin(), ids.end());
}

IdLists classIdLists(const Picture& picture, const Skeleton& s, const ConcyclicClasses& classes) {
    IdLists lists;
    lists.reserve(classes.count(), classes.members.size());
    for (int c = 0; c < classes.count(); ++c) {
        for (int e : classes[c]) lists.append(s.idOf(picture.edges(), e));  // no random read of the edges
        lists.close();
    }
    return lists;
}

Analysis analysisOf(const Picture& picture, const Skeleton& s, const ConcyclicClasses& classes,
                    const AnalysisOptions& options) {
    // (the picture may be gone, as analyse(Picture&&) lets it go: then s keeps the edge ids)
    const auto& pictureEdges = picture.edges();
    const int m = static_cast<int>(s.eu.size());
    Analysis a;
    a.value = s.value();
    a.edges.reserve(m);  // each entry is written once, in the edge sweep

    // What each bridge immediately supports (the garden node g it holds up): the stresses of g's
    // child bridges in garden order (the stress up to c is W_c + 1), then a 1 per loop at g, written
    // node by node into one flat array (a counting sort: garden nodes come in preorder, so a child
    // comes after its parent), so the edge sweep below only records where each list is. After the
    // fill, node g's list is supportedStresses[list[g].begin .. list[g].begin + list[g].count): the
    // two side by side, so the edge sweep reads one cache line per bridge, not two.
    struct List {
        std::uint32_t begin = 0;
        std::uint32_t count = 0;
    };
    std::vector<List> list(s.gardenCount);
    for (int c = 1; c < s.gardenCount; ++c) ++list[s.gardenParent[c]].count;
    for (int e = 0; e < m; ++e)
        if (s.standing[e] && !s.bridge[e]) ++list[s.gardenOfEdge[e]].count;
    if (s.gardenCount > 0) list[0].count = 0;  // the ground holds up no bridge's list
    std::uint32_t total = 0;
    for (List& l : list) {
        l.begin = total;
        total += l.count;
    }
    a.supportedStresses.assign(total, 1);  // the loops' 1s stay after the children
    {
        std::vector<std::uint32_t> fill(s.gardenCount);
        for (int g = 0; g < s.gardenCount; ++g) fill[g] = list[g].begin;
        for (int c = 1; c < s.gardenCount; ++c)
            if (const int g = s.gardenParent[c]; g != 0) a.supportedStresses[fill[g]++] = s.gardenSum[c] + 1;
    }

    // Parts: the components of the standing picture once the base nodes are taken away. In a DFS
    // from the ground every non-tree edge joins a vertex and an ancestor, so a part is the subtree
    // of one child of the ground, and an edge with both ends on the ground is a part on its own.
    // Parts are numbered by their first edge in picture order.
    // partOfVertex: which child of the ground the vertex is above, as that child's rank among them
    // (a small table of their parts then, not one the size of the vertices).
    std::vector<int> partOfVertex(s.reachedCount, -1);
    int tops = 0;
    constexpr int ahead = 16;  // prefetch what the vertex or edge this far ahead looks up: the misses overlap
    for (int v = 1; v < s.reachedCount; ++v) {
        if (v + ahead < s.reachedCount) __builtin_prefetch(&partOfVertex[s.parentVertex[v + ahead]]);
        int p = s.parentVertex[v];
        partOfVertex[v] = p == 0 ? tops++ : partOfVertex[p];
    }
    std::vector<int> partOfTop(tops, -1);
    std::vector<std::size_t> partSize;

    for (int e = 0; e < m; ++e) {
        if (e + ahead < m && s.standing[e + ahead]) {
            const int f = e + ahead, g = s.gardenOfEdge[f];
            if (s.bridge[f]) __builtin_prefetch(&list[g]);
            __builtin_prefetch(&partOfVertex[s.eu[f] != 0 ? s.eu[f] : s.ev[f]]);
        }
        EdgeAnalysis& x = a.edges.emplace_back();
        x.id = s.idOf(pictureEdges, e);
        x.standing = s.standing[e] != 0;
        if (!x.standing) {
            a.floating.push_back(x.id);
            continue;
        }
        x.onCycle = !s.bridge[e];
        x.stress = s.stress[e];
        x.weight = weightOfStress(x.stress);
        x.concyclicClass = classes.classOfEdge[e];
        if (s.bridge[e]) {
            const int g = s.gardenOfEdge[e];
            x.supportedBegin = list[g].begin;
            x.supportedCount = list[g].count;
        }
        const int end = s.eu[e] != 0 ? s.eu[e] : s.ev[e];
        int& part = end != 0 ? partOfTop[partOfVertex[end]] : x.part;
        if (part < 0) {
            part = static_cast<int>(a.parts.size());
            a.parts.emplace_back();
            partSize.push_back(0);
        }
        x.part = part;
        ++partSize[part];
        a.parts[part].value ^= x.weight;
    }
    // Each part's edges in picture order, written into lists of their final size (grown edge by
    // edge, a part of 10^7 edges was copied about 24 times over).
    for (std::size_t p = 0; p < a.parts.size(); ++p) a.parts[p].edges.reserve(partSize[p]);
    for (const EdgeAnalysis& x : a.edges)
        if (x.part >= 0) a.parts[x.part].edges.push_back(x.id);
    sortIds(a.floating);
    for (auto& part : a.parts) sortIds(part.edges);

    a.classes = classIdLists(picture, s, classes);

    if (options.winningMoves) {
        std::vector<char> wins = detail::winningMask(s, classes);
        for (int e = 0; e < m; ++e)
            if (wins[e]) {
                a.edges[e].winning = true;
                a.winningMoves.push_back(s.idOf(pictureEdges, e));
            }
        sortIds(a.winningMoves);
    }
    return a;
}

LoadOrder loadOrder(const Picture& picture, const Skeleton& s) {
    const int m = static_cast<int>(picture.edgeCount());
    // Counting sort of the standing edges by garden node (garden nodes are in preorder, so a
    // subtree is a range), each node's bridge down to its parent first: a bridge's load is then
    // the range after it up to the end of its subtree.
    constexpr int ahead = 16;  // prefetch what the edge or garden node this far ahead looks up
    std::vector<int> first(s.gardenCount + 1, 0);
    for (int e = 0; e < m; ++e) {
        if (e + ahead < m) __builtin_prefetch(&first[s.gardenOfEdge[e + ahead] + 1], 1);
        if (s.standing[e]) ++first[s.gardenOfEdge[e] + 1];
    }
    for (int c = 0; c < s.gardenCount; ++c) first[c + 1] += first[c];
    LoadOrder order;
    order.edges.resize(first[s.gardenCount]);
    std::vector<int> fill(first.begin(), first.end() - 1);
    const auto& edges = picture.edges();
    for (int c = 1; c < s.gardenCount; ++c) {
        if (c + ahead < s.gardenCount && !s.idIsIndex) __builtin_prefetch(&edges[s.gardenBridge[c + ahead]]);
        order.edges[fill[c]++] = s.idOf(edges, s.gardenBridge[c]);
    }
    for (int e = 0; e < m; ++e) {
        if (e + ahead < m && s.standing[e + ahead] && !s.bridge[e + ahead])
            __builtin_prefetch(&fill[s.gardenOfEdge[e + ahead]], 1);
        if (s.standing[e] && !s.bridge[e]) order.edges[fill[s.gardenOfEdge[e]]++] = edges[e].id;
    }
    // Each bridge's range written from its garden node, in garden order (scattered writes, which
    // do not wait, rather than reads that look up the garden node of each edge).
    order.range.assign(m, {0, 0});
    for (int c = 1; c < s.gardenCount; ++c) {
        if (c + ahead < s.gardenCount) {
            __builtin_prefetch(&first[c + ahead + s.gardenSize[c + ahead]]);
            __builtin_prefetch(&order.range[s.gardenBridge[c + ahead]], 1);
        }
        order.range[s.gardenBridge[c]] = {first[c] + 1, first[c + s.gardenSize[c]]};
    }
    return order;
}

}  // namespace detail

Analysis analyse(const Picture& picture, const AnalysisOptions& options) {
    detail::analysisStarting(picture);  // every analysis announces itself: counted, and where it runs checked
    detail::Skeleton s = detail::buildSkeleton(picture);
    return detail::analysisOf(picture, s, detail::concyclicClassIndices(picture, s), options);
}

Analysis analyse(Picture&& picture, const AnalysisOptions& options) {
    detail::analysisStarting(picture);
    detail::Skeleton s = detail::skeletonEnds(picture, true);
    picture = Picture();  // freed before the walk and the sweeps run
    const Picture none;
    detail::finishSkeleton(s);
    return detail::analysisOf(none, s, detail::concyclicClassIndices(none, s), options);
}

std::vector<EdgeId> load(const Picture& picture, EdgeId edge) {
    const std::size_t index = picture.indexOfEdge(edge);
    const detail::Skeleton s = detail::buildSkeleton(picture);
    return detail::loadOrder(picture, s).sorted(index);
}

std::vector<std::vector<EdgeId>> loads(const Picture& picture) {
    const detail::Skeleton s = detail::buildSkeleton(picture);
    const detail::LoadOrder order = detail::loadOrder(picture, s);
    std::vector<std::vector<EdgeId>> result(picture.edgeCount());
    for (std::size_t e = 0; e < result.size(); ++e) result[e] = order.sorted(e);
    return result;
}

}  // namespace homestead
