// Automatic layout (see layout.h).
//
// 1. Breadth-first layers: all base nodes are layer 0; each floating component (not reached from
//    the ground) is searched from its first node, which is put at layer 1.
// 2. The BFS tree is drawn as a tree: a node's width is the number of leaves under it (at least
//    1), or a quarter of its subtree's height where that is more (a long chain gets room beside
//    it); the roots (base nodes, then floating roots) take consecutive spans from left to right and
//    each node sits at the middle of its span, its children sharing the middle of the span in order.
// 3. A node reached from two or more nodes in the layer below (the top of a cycle, a door's top
//    corner) moves to the mean x of those nodes when that place is free in its layer, so cycles
//    close into diamonds and rings instead of leaning.
// 4. Nodes that had a position keep it; the laid-out ones are shifted right of them.
// Positions: x in units of 1 per leaf (or per four layers of a chain), y = layer (base nodes at y = 0). Cost: O((V + E) log V)
// (the sorted sets of step 3).
#include "homestead/layout.h"

#include "homestead/picture_json.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>
#include <unordered_map>
#include <utility>
#include <vector>

namespace homestead {

void layoutPicture(Picture& picture) {
    const auto& nodes = picture.nodes();
    const auto& edges = picture.edges();
    const int n = static_cast<int>(nodes.size());
    bool anyMissing = false;
    for (const Node& node : nodes) anyMissing = anyMissing || !node.position;
    if (!anyMissing) return;

    // Adjacency by node index (CSR), loops left out (they need no room).
    std::vector<int> start(n + 1, 0), neighbour;
    std::vector<std::pair<int, int>> ends;
    ends.reserve(edges.size());
    for (const Edge& e : edges) {
        int a = static_cast<int>(picture.indexOfNode(e.from));
        int b = static_cast<int>(picture.indexOfNode(e.to));
        if (a == b) continue;
        ends.emplace_back(a, b);
        ++start[a + 1];
        ++start[b + 1];
    }
    for (int v = 0; v < n; ++v) start[v + 1] += start[v];
    neighbour.resize(start[n]);
    {
        std::vector<int> fill(start.begin(), start.end() - 1);
        for (auto [a, b] : ends) {
            neighbour[fill[a]++] = b;
            neighbour[fill[b]++] = a;
        }
    }

    // 1. Layers and the BFS forest.
    std::vector<int> layer(n, -1), parent(n, -1), order, roots;
    order.reserve(n);
    auto search = [&](std::size_t from) {
        for (std::size_t head = from; head < order.size(); ++head) {
            int v = order[head];
            for (int s = start[v]; s < start[v + 1]; ++s) {
                int w = neighbour[s];
                if (layer[w] >= 0) continue;
                layer[w] = layer[v] + 1;
                parent[w] = v;
                order.push_back(w);
            }
        }
    };
    for (int v = 0; v < n; ++v)
        if (nodes[v].ground) {
            layer[v] = 0;
            order.push_back(v);
            roots.push_back(v);
        }
    search(0);
    for (int v = 0; v < n; ++v)
        if (layer[v] < 0) {
            layer[v] = 1;
            std::size_t from = order.size();
            order.push_back(v);
            roots.push_back(v);
            search(from);
        }

    // 2. Widths bottom-up (reverse BFS order), spans top-down. A node's width is the number of
    // leaves under it, or a quarter of the height of its subtree where that is more, so that a long
    // chain has room beside it in proportion to its length: the sides of a ring of 2,000 edges
    // stand 250 units apart (a tall loop when fitted) instead of one (a line a pixel wide). A node's
    // children share the middle of its span, so a single child stays straight above it.
    constexpr double kTallness = 4;
    std::vector<double> width(n, 0), childrenWidth(n, 0);
    std::vector<int> height(n, 0);
    for (auto it = order.rbegin(); it != order.rend(); ++it) {
        int v = *it;
        width[v] = std::max({childrenWidth[v], 1.0, height[v] / kTallness});
        if (parent[v] >= 0) {
            childrenWidth[parent[v]] += width[v];
            height[parent[v]] = std::max(height[parent[v]], height[v] + 1);
        }
    }
    std::vector<double> x(n, 0);
    std::vector<double> nextSlot(n, 0);  // the left end of the span still free under a node
    double slot = 0;
    for (int r : roots) {
        nextSlot[r] = slot;
        slot += width[r];
    }
    for (int v : order) {
        double left = nextSlot[v];
        if (parent[v] >= 0) {
            left = nextSlot[parent[v]];
            nextSlot[parent[v]] += width[v];
        }
        x[v] = left + (width[v] - 1) / 2.0;
        nextSlot[v] = left + (width[v] - childrenWidth[v]) / 2.0;
    }

    // 3. Nodes held from two or more nodes below move between them when there is room.
    std::vector<std::set<double>> taken(1);
    for (int v = 0; v < n; ++v) {
        if (layer[v] >= static_cast<int>(taken.size())) taken.resize(layer[v] + 1);
        taken[layer[v]].insert(x[v]);
    }
    for (int v : order) {
        if (layer[v] == 0) continue;
        double sum = 0;
        int count = 0;
        for (int s = start[v]; s < start[v + 1]; ++s) {
            int w = neighbour[s];
            if (layer[w] == layer[v] - 1) {
                sum += x[w];
                ++count;
            }
        }
        if (count < 2) continue;
        double mean = sum / count;
        auto& row = taken[layer[v]];
        auto near = row.lower_bound(mean - 0.5);
        bool free = true;
        for (; near != row.end() && *near < mean + 0.5; ++near)
            if (*near != x[v]) free = false;
        if (!free) continue;
        row.erase(x[v]);
        x[v] = mean;
        row.insert(mean);
    }

    // 4. Keep given positions; put the new ones to their right.
    double givenRight = -std::numeric_limits<double>::infinity();
    double newLeft = std::numeric_limits<double>::infinity();
    for (int v = 0; v < n; ++v) {
        if (nodes[v].position) givenRight = std::max(givenRight, nodes[v].position->x);
        else newLeft = std::min(newLeft, x[v]);
    }
    const double shift = std::isinf(givenRight) ? 0.0 : givenRight + 2.0 - newLeft;
    std::vector<std::pair<NodeId, Point>> placed;
    for (int v = 0; v < n; ++v)
        if (!nodes[v].position)
            placed.emplace_back(nodes[v].id, Point{x[v] + shift, static_cast<double>(layer[v])});
    for (auto& [id, p] : placed) picture.setPosition(id, p);
}

Picture placeBeside(Picture drawing, Picture added) {
    if (drawing.empty()) return added;
    auto xOf = [](const Node& n) { return n.position.value_or(Point{}).x; };
    double right = -std::numeric_limits<double>::infinity(), left = -right, addedLeft = left, addedRight = right;
    for (const Node& n : drawing.nodes()) {
        right = std::max(right, xOf(n));
        left = std::min(left, xOf(n));
    }
    for (const Node& n : added.nodes()) {
        addedLeft = std::min(addedLeft, xOf(n));
        addedRight = std::max(addedRight, xOf(n));
    }
    constexpr double gap = 1.5;
    double shift = right + gap - addedLeft;
    if (addedRight + shift > kMaxPictureCoordinate) shift = left - gap - addedRight;
    drawing.reserve(drawing.nodeCount() + added.nodeCount(), drawing.edgeCount() + added.edgeCount());
    std::unordered_map<NodeId, NodeId> ids;
    ids.reserve(added.nodeCount());
    for (const Node& n : added.nodes()) {
        const Point p = n.position.value_or(Point{});
        ids.emplace(n.id, drawing.addNode(Point{p.x + shift, p.y}, n.ground, n.name));
    }
    for (const Edge& e : added.edges()) drawing.addEdge(ids.at(e.from), ids.at(e.to), e.name);
    return drawing;
}

}  // namespace homestead
