// The same picture with its node and edge ids renumbered, for reading the same game with ids in
// another order: ascending as drawn, a random permutation of the same ids (as an edge list exported
// from another program has them), or random sparse ids up to 2^63 - 1. Order, positions, names and
// ground flags are kept; only the ids change (edge ids too, which a .edges file does not keep).
//
//   Picture s = relabelIds(p, IdShape::shuffled, 7);   // node ids a permutation of p's
#pragma once

#include "homestead/picture.h"

#include <cstdint>
#include <numeric>
#include <random>
#include <string>
#include <unordered_set>
#include <vector>

namespace homestead::bench {

enum class IdShape { ascending, shuffled, sparse };

inline IdShape idShapeOf(const std::string& name) {
    return name == "shuffled" ? IdShape::shuffled : name == "sparse" ? IdShape::sparse : IdShape::ascending;
}

// n distinct ids of the shape: 0..n-1 in order, shuffled, or random in [0, 2^63 - 1].
inline std::vector<std::int64_t> idsOfShape(std::size_t n, IdShape shape, std::mt19937_64& rng) {
    std::vector<std::int64_t> ids(n);
    if (shape != IdShape::sparse) {
        std::iota(ids.begin(), ids.end(), std::int64_t{0});
        if (shape == IdShape::shuffled) std::shuffle(ids.begin(), ids.end(), rng);
        return ids;
    }
    std::unordered_set<std::int64_t> seen;
    seen.reserve(2 * n);
    for (auto& id : ids) {
        do id = static_cast<std::int64_t>(rng() >> 1);
        while (!seen.insert(id).second);
    }
    if (n > 0) ids[n / 2] = INT64_MAX;  // the largest id there is takes part
    return ids;
}

inline Picture relabelIds(const Picture& picture, IdShape shape, std::uint64_t seed) {
    if (shape == IdShape::ascending) return picture;
    std::mt19937_64 rng(seed);
    const std::vector<std::int64_t> nodeIds = idsOfShape(picture.nodeCount(), shape, rng);
    const std::vector<std::int64_t> edgeIds = idsOfShape(picture.edgeCount(), shape, rng);
    Picture out;
    out.title = picture.title;
    out.reserve(picture.nodeCount(), picture.edgeCount());
    for (std::size_t i = 0; i < picture.nodeCount(); ++i) {
        Node n = picture.nodes()[i];
        n.id = nodeIds[i];
        out.insertNode(std::move(n));
    }
    for (std::size_t i = 0; i < picture.edgeCount(); ++i) {
        Edge e = picture.edges()[i];
        e.id = edgeIds[i];
        e.from = nodeIds[picture.indexOfNode(e.from)];
        e.to = nodeIds[picture.indexOfNode(e.to)];
        out.insertEdge(std::move(e));
    }
    return out;
}

}  // namespace homestead::bench
