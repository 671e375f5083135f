// Automatic layout for pictures without positions (CGSuite imports, generated pictures).
//
// Base nodes go on the ground line y = 0, spread out; every other node above, by breadth-first
// layers from the ground (layer k at y = k, one picture unit apart): the BFS tree is drawn like a
// tree, a node over the span of its children, so trees read as trees (a long chain has room
// beside it, a quarter of its length, so a big ring reads as a loop); a node reached from two
// nodes of the layer below (the top of a ring, a door's corner) sits between them when there is
// room, so a small cycle closes into a ring on its stalk. Floating components are laid out the same
// way from their first node, starting at layer 1. Nodes that already have a position keep it; the
// new ones are placed to the right of them, so none share a place. Deterministic (depends only on
// the picture's order of nodes and edges). Cost: O((V + E) log V).
//
//   Picture p = readCgsuite("ee:Aeeee:A");
//   layoutPicture(p);   // node 0 at y = 0, the stalk above it, the 4-cycle on top
#pragma once

#include "homestead/picture.h"

namespace homestead {

// Positions every node that has none; leaves positioned nodes where they are.
void layoutPicture(Picture& picture);

// What Paste makes: `drawing` with `added` beside it, 1.5 units right of its rightmost node, or, where
// that would go past the +kMaxPictureCoordinate a file can hold, left of its leftmost; the added
// nodes and edges take new ids in their order, keep names and ground flags, and are shifted
// sideways only (a node without a position counts as at (0, 0)). An empty drawing gives `added`
// as it is. The result can still break the file's limits: check it (picture_limits.h). O(V + E).
//   Picture both = placeBeside(door, readCgsuite(":Geee:G"));
Picture placeBeside(Picture drawing, Picture added);

}  // namespace homestead
