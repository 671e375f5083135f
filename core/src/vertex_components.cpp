// Connected components of a small multigraph by Boost.Graph's incremental components (see
// vertex_components.h).
#include "vertex_components.h"

#include <boost/graph/edge_list.hpp>
#include <boost/graph/incremental_components.hpp>
#include <boost/pending/disjoint_sets.hpp>

namespace homestead::detail {

const std::vector<int>& VertexComponents::of(int vertices, std::span<const std::pair<int, int>> edges) {
    parent_.resize(static_cast<std::size_t>(vertices));
    rank_.resize(parent_.size());
    boost::disjoint_sets<int*, int*> sets(rank_.data(), parent_.data());
    for (int v = 0; v < vertices; ++v) sets.make_set(v);
    const auto graph = boost::make_edge_list(edges.begin(), edges.end());
    boost::incremental_components(graph, sets);
    boost::compress_components(parent_.data(), parent_.data() + parent_.size());
    return parent_;
}

}  // namespace homestead::detail
