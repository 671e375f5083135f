// Concyclic classes (THEORY.md §6): edges that lie on exactly the same non-empty set of cycles,
// base nodes identified (cycle equivalence). Found in linear time by random 64-bit cycle labels
// (see analysis.h). A class behaves like the mating function (Conway's Theorem 85): with
// (x|y) = weight of y after chopping x, (x|y) = (y|x) and of any three edges two values are equal
// and below the third. Mating pairs the two edges of largest (x|y), removes them, and repeats; an
// odd class leaves one edge, the spinster.
//
//   auto classes = concyclicClasses(door);        // {{0, 1, 2}}
//   ClassMating mating = mateClass(door, classes[0]);
//   // mating.matrix[i][j] = (x_i | x_j); mating.spinster == one edge of the door
#pragma once

#include "homestead/picture.h"

#include <cstdint>
#include <optional>
#include <span>
#include <utility>
#include <vector>

namespace homestead {

// Every concyclic class, each sorted by id, ordered by smallest id. O(E): the edges on cycles are
// walked in id order and grouped by label in a hash table (plus one sort of the edges by id when
// picture order is not id order).
std::vector<std::vector<EdgeId>> concyclicClasses(const Picture& picture);

// The largest class the views and explanations mate: the matrix alone is k^2 words (2,500 edges:
// 50 MB; a ring of 2·10^4 edges needs gigabytes, one of 10^5 would not fit in memory).
inline constexpr std::size_t kMostMatedEdges = 2500;

struct ClassMating {
    std::vector<EdgeId> edges;                          // the class, in the order given
    std::vector<std::vector<std::uint64_t>> matrix;     // matrix[i][j] = (edges[i] | edges[j]); 0 on the diagonal
    std::vector<std::pair<EdgeId, EdgeId>> pairs;       // mating order: the largest (x|y) first
    std::optional<EdgeId> spinster;                     // the edge left over in an odd class
};

// The matrix, the mating pairs and the spinster of a class (or of some edges of one class, in the
// order given). One skeleton pass cuts the class into its pieces (see winning.h); each row of the
// matrix is then two chains of stresses, and the mating follows best partners until two edges are
// each other's best: O(V + E + k^2) for k edges. Ties in the mating are broken by smaller ids.
// Throws PictureError if an edge is missing or given twice, or the edges are not in one class.
ClassMating mateClass(const Picture& picture, std::span<const EdgeId> cls);

// The same by the definition, the baseline for tests: chops each edge and re-analyses, then mates
// the best pair left again and again. O(k·E + k^3).
ClassMating mateClassByChopping(const Picture& picture, std::span<const EdgeId> cls);

}  // namespace homestead
