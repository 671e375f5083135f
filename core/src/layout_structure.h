// Private to the core: where the automatic layout (layout.h) puts each vertex of a picture's block
// structure (layout_blocks.h), drawn from the picture's shape and nothing else.
//
// The tree of blocks is drawn as a tree, upwards from the ground. A block hanging from vertex v is a
// unit: its own shape standing on v (a bridge: its other end one unit above; a ring: a polygon; a
// small tangle: a spring layout; a big tangle: a compact blob of its vertices, packBlob, its hair
// inside it and its biggest hangs above it) and above it what hangs from its vertices (right above
// the vertex when only its top vertex carries anything, as a tree grows, otherwise packed in rows
// over the shape). The units hanging from
// one vertex sit side by side above it, centred, and wrap into further rows once the row is about as
// wide as the square root of their area: every part of the picture, and so the whole, comes out
// roughly square at any size, small trees still drawn the classic way (a parent over its children).
// Floating components stand in rows to the right of the ground's part, their first vertex at y = 1.
// Bottom-up in reverse preorder, then top-down in preorder: O(V + E), plus O(k log k) for each big
// tangle of k vertices and the spring layouts of tangles of at most kMostSprungVertices vertices.
//
//   std::vector<Point> at = structuralPositions(findBlocks(picture));   // at[vertex]
#pragma once

#include "layout_blocks.h"

#include "homestead/picture.h"

#include <vector>

namespace homestead::detail {

// A position for every vertex; the ground (vertex 0) is at (0, 0), every other vertex above it.
std::vector<Point> structuralPositions(const BlockForest& forest);

}  // namespace homestead::detail
