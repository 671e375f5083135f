// Private to the core: the connected components of a multigraph given as vertex pairs, by Boost.Graph.
//
// What stands in a picture (Picture::standingMask, behind every chop) is the ground's component;
// the cgsuite reader and the collapse steps join nodes with it too: the core's one union-find.
// The exhaustive searches (search.cpp, misere_search.cpp) ask two things of every position: which
// edges are still connected to the ground (the rest fall), and how the standing edges split into
// independent parts once the ground is taken out. Both are the connected components of a graph of a
// few dozen edges given as vertex pairs (loops and repeated pairs allowed: they join nothing new).
// Clarity wins there: the pairs are a boost::edge_list, and boost::incremental_components unites
// their ends in disjoint sets, about as fast as a hand-written walk and union-find, and much faster
// than boost::connected_components on an adjacency list (docs/performance.md).
//
//   VertexComponents components;
//   components.of(4, {{0, 1}, {2, 2}})   // {c, c, d, e}: 0 and 1 together, 2 and 3 alone
#pragma once

#include <span>
#include <utility>
#include <vector>

namespace homestead::detail {

// The components of one graph after another, in storage kept between calls (the plain search asks
// twice per position: a vector allocated per call cost it a third more time).
class VertexComponents {
public:
    // result[u] == result[v] exactly when u and v (0 .. vertices-1) are connected by the edges: each
    // vertex gets its component's representative vertex. Overwritten by the next call. O((V + E) α(V)).
    const std::vector<int>& of(int vertices, std::span<const std::pair<int, int>> edges);

private:
    std::vector<int> parent_, rank_;
};

}  // namespace homestead::detail
