// Random Hackenbush pictures for tests and benchmarks, reproducible from a seed.
//
// randomSmallPicture: 1–3 base nodes, 1–6 other nodes, up to maxEdges edges — loops, repeated edges,
// edges between base nodes, and edges that may float (nothing forces them to reach the ground).
// Node and edge ids are shuffled so that picture order and id order differ.
// randomLargePicture: a random tree on the ground (about `edges` edges in all) decorated with small
// cycles, loops and parallel edges — the shape of drawn pictures, at any size.
// stalkUnderLoops: one edge from the ground (id 0) carrying `loops` loops (ids 1..loops), placed: a
// sum of thousands of terms, and a label pass that changes only the few labels near the stalk.
// forEachMixedPicture: the 4,000 pictures a property test walks — 3,000 small ones of every shape,
// then 1,000 drawn-like ones (trees of 8–40 edges with small cycles, loops and parallel edges).
//
//   std::mt19937_64 rng(42);
//   homestead::Picture p = homestead::testing::randomSmallPicture(rng, 10);
#pragma once

#include "homestead/picture.h"

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <random>
#include <vector>

namespace homestead::testing {

inline Picture randomSmallPicture(std::mt19937_64& rng, int maxEdges = 10) {
    auto uniform = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    Picture p;
    int bases = uniform(1, 3);
    int others = uniform(1, 6);
    std::vector<NodeId> nodeIds(bases + others);
    std::iota(nodeIds.begin(), nodeIds.end(), 0);
    for (auto& id : nodeIds) id = id * 3 + uniform(0, 2);
    std::shuffle(nodeIds.begin(), nodeIds.end(), rng);
    for (int i = 0; i < bases + others; ++i)
        p.insertNode(Node{nodeIds[i], Point{double(i), i < bases ? 0.0 : 1.0 + i}, i < bases, {}});
    int edges = uniform(0, maxEdges);
    std::vector<EdgeId> edgeIds(edges);
    std::iota(edgeIds.begin(), edgeIds.end(), 0);
    for (auto& id : edgeIds) id = id * 2 + uniform(0, 1);
    std::shuffle(edgeIds.begin(), edgeIds.end(), rng);
    auto anyNode = [&] { return nodeIds[uniform(0, bases + others - 1)]; };
    auto upperNode = [&] { return nodeIds[uniform(bases, bases + others - 1)]; };
    for (int e = 0; e < edges; ++e) {
        int kind = uniform(0, 19);
        NodeId a, b;
        if (kind < 2) {  // a loop
            a = b = anyNode();
        } else if (kind < 5 && e > 0) {  // a repeated edge
            const Edge& old = p.edges()[uniform(0, e - 1)];
            a = old.from;
            b = old.to;
        } else if (kind < 6) {  // anything, base-to-base included
            a = anyNode();
            b = anyNode();
        } else {  // mostly growing upwards
            a = kind < 14 ? anyNode() : upperNode();
            b = upperNode();
        }
        if (uniform(0, 1)) std::swap(a, b);
        p.insertEdge(Edge{edgeIds[e], a, b, {}});
    }
    return p;
}

inline Picture randomLargePicture(std::uint64_t seed, int edges) {
    std::mt19937_64 rng(seed);
    auto uniform = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    Picture p;
    std::vector<NodeId> nodes;
    nodes.push_back(p.addNode(std::nullopt, true));
    nodes.push_back(p.addNode(std::nullopt, true));
    int made = 0;
    while (made < edges) {
        int kind = uniform(0, 19);
        NodeId below = nodes[nodes.size() > 64 && uniform(0, 3) ? nodes.size() - 1 - uniform(0, 63)
                                                                 : uniform(0, int(nodes.size()) - 1)];
        if (kind < 12) {  // a new edge upwards
            NodeId top = p.addNode();
            p.addEdge(below, top);
            nodes.push_back(top);
            made += 1;
        } else if (kind < 15) {  // a small cycle of 3 or 4 edges
            int len = uniform(3, 4);
            NodeId prev = below;
            for (int i = 0; i < len - 1; ++i) {
                NodeId next = p.addNode();
                p.addEdge(prev, next);
                nodes.push_back(next);
                prev = next;
            }
            p.addEdge(prev, below);
            made += len;
        } else if (kind < 17) {  // a loop
            p.addEdge(below, below);
            made += 1;
        } else if (kind < 19) {  // a parallel edge to a new node (a 2-cycle)
            NodeId top = p.addNode();
            p.addEdge(below, top);
            p.addEdge(below, top);
            nodes.push_back(top);
            made += 2;
        } else {  // a chord between two existing nodes
            int back = std::min<int>(int(nodes.size()) - 1, 63);
            p.addEdge(below, nodes[nodes.size() - 1 - uniform(0, back)]);
            made += 1;
        }
    }
    return p;
}

// Calls visit(seed, picture) for seeds 0..3999: seeds below 3,000 give randomSmallPicture(rng,
// maxSmallEdges) with rng seeded `seed * multiplier + offset` (each test its own stream), the rest
// randomLargePicture(seed, 8 + seed % 33). Stops early when visit returns false (a failed check).
template <class Visit>
void forEachMixedPicture(std::uint64_t multiplier, std::uint64_t offset, int maxSmallEdges, Visit&& visit) {
    for (std::uint64_t seed = 0; seed < 4000; ++seed) {
        std::mt19937_64 rng(seed * multiplier + offset);
        Picture p = seed < 3000 ? randomSmallPicture(rng, maxSmallEdges) : randomLargePicture(seed, 8 + int(seed % 33));
        if (!visit(seed, std::move(p))) return;
    }
}

inline Picture stalkUnderLoops(int loops) {
    Picture p;
    p.insertNode(Node{0, Point{0, 0}, true, {}});
    p.insertNode(Node{1, Point{0, 80}, false, {}});
    p.insertEdge(Edge{0, 0, 1, "stalk"});
    for (EdgeId e = 1; e <= loops; ++e) p.insertEdge(Edge{e, 1, 1, {}});
    return p;
}

}  // namespace homestead::testing
