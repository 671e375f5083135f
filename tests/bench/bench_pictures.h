// Positioned pictures for the GUI benchmarks: a random drawn-looking tree with some cycles, a random
// tree on one base node, and a ring through the ground (one concyclic class of n edges),
// reproducible from their arguments; and an edge list without positions, a tree with dense random
// parts (treeWithTangles).
//
//   Picture p = bigPicture(100000, 12345);   // 100,000 edges on 20 base nodes
//   Picture t = randomTree(100000, 1);       // 100,000 edges on one base node, no cycles
//   Picture w = inWalkOrder(p);              // the same game, numbered as a walk from the ground meets it
#pragma once

#include "../../core/src/hackenbush_skeleton.h"
#include "homestead/picture.h"

#include <algorithm>

#include <cmath>
#include <random>
#include <vector>

namespace homestead::bench {

// A random tree of `edges` edges growing upwards from 20 base nodes, with one edge in 10 closing a
// cycle (so classes and loops take part), positioned so that it can be drawn.
inline Picture bigPicture(int edges, std::uint32_t seed) {
    std::mt19937 rng(seed);
    Picture p;
    std::vector<NodeId> ids;
    std::vector<Point> at;
    for (int i = 0; i < 20; ++i) {
        ids.push_back(p.addNode(Point{i * 8.0, 0}, true));
        at.push_back({i * 8.0, 0});
    }
    std::uniform_real_distribution<double> dx(-1.5, 1.5), dy(0.6, 1.4);
    while (static_cast<int>(p.edgeCount()) < edges) {
        std::size_t parent = rng() % ids.size();
        if (rng() % 10 == 0 && ids.size() > 30) {
            p.addEdge(ids[parent], ids[rng() % ids.size()]);
            continue;
        }
        Point q{at[parent].x + dx(rng), at[parent].y + dy(rng)};
        NodeId n = p.addNode(q);
        p.addEdge(ids[parent], n);
        ids.push_back(n);
        at.push_back(q);
    }
    return p;
}

// A random tree of `edges` edges on one base node, no cycles: each new node hangs on a node drawn
// uniformly from those before it (a random recursive tree: ~ln n stalks, depth ~e ln n), so its
// garden is the tree itself, a few stalks each thousands of nodes wide.
inline Picture randomTree(int edges, std::uint32_t seed) {
    std::mt19937 rng(seed);
    Picture p;
    std::vector<NodeId> ids{p.addNode(Point{0, 0}, true)};
    std::vector<Point> at{{0, 0}};
    std::uniform_real_distribution<double> dx(-1.5, 1.5), dy(0.6, 1.4);
    for (int i = 0; i < edges; ++i) {
        const std::size_t parent = rng() % ids.size();
        const Point q{at[parent].x + dx(rng), at[parent].y + dy(rng)};
        ids.push_back(p.addNode(q));
        p.addEdge(ids[parent], ids.back());
        at.push_back(q);
    }
    return p;
}

// An edge list (no positions) with dense random parts beside a readable tree: a random recursive
// tree on 5 base nodes, in which the subtrees of up to three nodes, each 1,500 to 6,000 nodes big,
// get half as many cross edges again between random nodes of the subtree; then loops and edges
// repeated beside tree edges up to `edges`. The README's screenshot of a big picture (make_bench_picture
// ... tangles).
inline Picture treeWithTangles(int edges, std::uint32_t seed) {
    std::mt19937 rng(seed);
    Picture p;
    std::vector<NodeId> ids;
    for (int i = 0; i < 5; ++i) ids.push_back(p.addNode(std::nullopt, true));
    const int nodes = std::max(6, edges * 9 / 10);
    std::vector<int> parent(nodes, -1);
    std::vector<std::vector<int>> children(nodes);
    for (int v = 5; v < nodes; ++v) {
        parent[v] = int(rng() % unsigned(v));
        children[parent[v]].push_back(v);
        ids.push_back(p.addNode());
        p.addEdge(ids[parent[v]], ids[v]);
    }
    std::vector<char> used(nodes, 0);
    int tangles = 0;
    for (int r = 5; r < nodes && tangles < 3; ++r) {
        std::vector<int> subtree{r};
        for (std::size_t k = 0; k < subtree.size() && subtree.size() <= 6000; ++k)
            subtree.insert(subtree.end(), children[subtree[k]].begin(), children[subtree[k]].end());
        if (subtree.size() < 1500 || subtree.size() > 6000 || used[r] || used[parent[r]]) continue;
        for (int v : subtree) used[v] = 1;
        for (std::size_t k = 0; k < subtree.size() / 2 && int(p.edgeCount()) < edges; ++k)
            p.addEdge(ids[subtree[rng() % subtree.size()]], ids[subtree[rng() % subtree.size()]]);
        ++tangles;
    }
    while (int(p.edgeCount()) < edges) {
        const int v = 5 + int(rng() % unsigned(nodes - 5));
        p.addEdge(ids[v], rng() % 2 ? ids[v] : ids[parent[v]]);
    }
    return p;
}

// A ring of n edges through one base node, drawn as a circle standing on the ground.
// `edges` loops on one base node: every petal in the same few cells, every label wanting one spot.
inline Picture loopsOnOneNode(int edges) {
    Picture p;
    p.insertNode(Node{0, Point{0, 0}, true, {}});
    for (int i = 0; i < edges; ++i) p.insertEdge(Edge{i, 0, 0});
    return p;
}

inline Picture groundRing(int n) {
    Picture p;
    const double r = n / 6.0;
    std::vector<NodeId> around{p.addNode(Point{0, 0}, true)};
    for (int i = 1; i < n; ++i) {
        const double a = 2 * M_PI * i / n;
        around.push_back(p.addNode(Point{r * std::sin(a), r - r * std::cos(a)}));
    }
    for (int i = 0; i < n; ++i) p.addEdge(around[i], around[(i + 1) % n]);
    return p;
}

// The same game renumbered in walk order: its base nodes first, then the other nodes in the preorder
// of the analysis's walk from the ground, and the edges by their deeper end in that order (every
// base node's edges on the first base node). Every pass of the analysis then reads memory nearly in
// order: the best case for the caches, beside bigPicture's random one (bench_scaling).
inline Picture inWalkOrder(const Picture& picture) {
    const detail::Skeleton s = detail::buildSkeleton(picture);
    std::vector<std::size_t> nodeAt(s.vertexCount, 0);
    Picture out;
    std::vector<NodeId> idOfVertex(s.vertexCount);
    for (std::size_t i = 0; i < picture.nodes().size(); ++i)
        if (picture.nodes()[i].ground) out.addNode(picture.nodes()[i].position, true);
    if (out.nodes().empty()) out.addNode(Point{0, 0}, true);  // vertex 0 with nothing on it
    idOfVertex[0] = out.nodes().front().id;
    for (std::size_t i = 0; i < picture.nodes().size(); ++i)
        if (!picture.nodes()[i].ground) nodeAt[s.vertexOfNode[i]] = i;
    for (int x = 1; x < s.vertexCount; ++x) idOfVertex[x] = out.addNode(picture.nodes()[nodeAt[x]].position);
    std::vector<int> edges(picture.edgeCount());
    for (std::size_t e = 0; e < edges.size(); ++e) edges[e] = static_cast<int>(e);
    std::stable_sort(edges.begin(), edges.end(), [&](int a, int b) {
        return std::max(s.eu[a], s.ev[a]) < std::max(s.eu[b], s.ev[b]);
    });
    for (int e : edges) out.addEdge(idOfVertex[s.eu[e]], idOfVertex[s.ev[e]]);
    return out;
}

}  // namespace homestead::bench
