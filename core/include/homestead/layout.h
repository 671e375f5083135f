// Automatic layout for pictures without positions (CGSuite imports, generated pictures).
//
// Base nodes go on the ground line y = 0, spread out; every other node above, by breadth-first
// layers from the ground (layer k at y = k * 2): a BFS tree is drawn like a tree, each node's
// children spread under its span, so trees read as trees and a small cycle as a ring on its stalk.
// Floating components are laid out the same way from their first node, to the right of the rest,
// starting at layer 1. Nodes that already have a position keep it; the new positions avoid them.
// Deterministic (depends only on the picture's order of nodes and edges). No two laid-out nodes
// share a place. Cost: O(V + E).
//
//   Picture p = readCgsuite("ee:Aeeee:A");
//   layoutPicture(p);   // node 0 at y = 0, the stalk above it, the 4-cycle on top
#pragma once

#include "homestead/picture.h"

namespace homestead {

// Positions every node that has none; leaves positioned nodes where they are.
void layoutPicture(Picture& picture);

}  // namespace homestead
