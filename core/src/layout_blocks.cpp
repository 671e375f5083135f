// The blocks of a picture for the automatic layout (see layout_blocks.h).
#include "layout_blocks.h"

#include <algorithm>
#include <utility>
#include <vector>

namespace homestead::detail {

namespace {

// Counting sort of items by key into CSR form: start[k]..start[k+1] index the items of key k, in
// their given order.
template <typename Item, typename KeyOf>
void bucket(const std::vector<Item>& items, int keys, KeyOf keyOf, std::vector<int>& start, std::vector<Item>& out) {
    start.assign(keys + 1, 0);
    for (const Item& item : items) ++start[keyOf(item) + 1];
    for (int k = 0; k < keys; ++k) start[k + 1] += start[k];
    out.resize(items.size());
    std::vector<int> fill(start.begin(), start.end() - 1);
    for (const Item& item : items) out[fill[keyOf(item)]++] = item;
}

}  // namespace

BlockForest findBlocks(const Picture& picture) {
    BlockForest f;
    const auto& nodes = picture.nodes();
    f.vertexOfNode.resize(nodes.size());
    int next = 1;
    for (std::size_t i = 0; i < nodes.size(); ++i) f.vertexOfNode[i] = nodes[i].ground ? 0 : next++;
    const int n = f.vertexCount = next;

    // Adjacency (CSR) with the number of the edge at each place, loops left out.
    std::vector<std::pair<int, int>> ends;
    ends.reserve(picture.edgeCount());
    for (const Edge& e : picture.edges()) {
        const int a = f.vertexOfNode[picture.indexOfNode(e.from)], b = f.vertexOfNode[picture.indexOfNode(e.to)];
        if (a != b) ends.emplace_back(a, b);
    }
    std::vector<int> start(n + 1, 0);
    for (auto [a, b] : ends) {
        ++start[a + 1];
        ++start[b + 1];
    }
    for (int v = 0; v < n; ++v) start[v + 1] += start[v];
    std::vector<int> neighbour(start[n]), edgeAt(start[n]);
    {
        std::vector<int> fill(start.begin(), start.end() - 1);
        for (int e = 0; e < static_cast<int>(ends.size()); ++e) {
            auto [a, b] = ends[e];
            neighbour[fill[a]] = b;
            edgeAt[fill[a]++] = e;
            neighbour[fill[b]] = a;
            edgeAt[fill[b]++] = e;
        }
    }

    // Tarjan's blocks by an explicit stack: `path` is the search's stack, `waiting` the vertices not
    // yet given to a block (a block is cut off when a child's lowlink does not reach above its parent).
    std::vector<int> disc(n, -1), low(n, 0), parentEdge(n, -1), cursor(start.begin(), start.end() - 1);
    std::vector<int> path, waiting;
    f.preorder.reserve(n);
    f.blockOfVertex.assign(n, -1);
    f.memberStart.push_back(0);
    int clock = 0;
    auto enter = [&](int v, int viaEdge) {
        disc[v] = low[v] = clock++;
        parentEdge[v] = viaEdge;
        f.preorder.push_back(v);
        path.push_back(v);
    };
    auto search = [&](int from) {
        enter(from, -1);
        while (!path.empty()) {
            const int v = path.back();
            if (cursor[v] < start[v + 1]) {
                const int s = cursor[v]++;
                const int w = neighbour[s];
                if (edgeAt[s] == parentEdge[v]) continue;
                if (disc[w] < 0) {
                    waiting.push_back(w);
                    enter(w, edgeAt[s]);
                } else {
                    low[v] = std::min(low[v], disc[w]);
                }
                continue;
            }
            path.pop_back();
            if (path.empty()) break;
            const int u = path.back();
            low[u] = std::min(low[u], low[v]);
            if (low[v] < disc[u]) continue;
            const int b = static_cast<int>(f.root.size());
            f.root.push_back(u);
            auto first = std::find(waiting.rbegin(), waiting.rend(), v).base() - 1;
            for (auto it = first; it != waiting.end(); ++it) f.blockOfVertex[*it] = b;
            f.memberList.insert(f.memberList.end(), first, waiting.end());
            waiting.erase(first, waiting.end());
            f.memberStart.push_back(static_cast<int>(f.memberList.size()));
        }
    };
    search(0);
    for (int v = 1; v < n; ++v)
        if (disc[v] < 0) {
            f.componentRoots.push_back(v);
            search(v);
        }

    // An edge lies in the block of its later end in preorder (a tree edge's child, a back edge's
    // descendant).
    auto blockOfEdge = [&](const std::pair<int, int>& e) {
        return f.blockOfVertex[disc[e.first] > disc[e.second] ? e.first : e.second];
    };
    bucket(ends, f.blockCount(), blockOfEdge, f.edgeStart, f.edgeList);
    std::vector<int> blocks(f.blockCount());
    for (int b = 0; b < f.blockCount(); ++b) blocks[b] = b;
    bucket(blocks, n, [&](int b) { return f.root[b]; }, f.hangingStart, f.hangingList);
    return f;
}

}  // namespace homestead::detail
