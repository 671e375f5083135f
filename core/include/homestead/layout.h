// Automatic layout for pictures without positions (CGSuite imports, edge lists, generated pictures),
// drawn from the picture's structure so that a picture of any size fits a screen (width over height
// between 1/3 and 3) instead of a line.
//
// The tree of blocks (bridges and blocks of cycles) is drawn as a tree, upwards from the ground: a
// bridge one unit above the node it hangs from, a ring as a regular polygon with sides of one unit,
// a small tangle by Boost.Graph's Kamada–Kawai spring layout, a big tangle (more than 40 nodes) as a
// compact blob (its nodes a unit apart, a run of the search's order in one patch, so only the
// cycles' closing edges cross it) with its biggest hanging trees standing above it, readable, and
// its hair (small hangs) inside it, each beside its node. The parts hanging from one
// node sit side by side above it (small trees read the classic way: a parent over its children) and
// wrap into further rows once the row is about as wide as the square root of their area, the small
// parts first; a stalk longer than 24 edges is folded into columns. Base nodes stand on the ground
// line y = 0 under what they carry, a unit apart; every other node above it; floating parts beside.
// Nodes that already have a position keep it; the new ones go beside them within the ±1e9 a picture
// file holds (right of them, else left, else in the widest gap between them, squeezed if need be), so
// none share a place and the result can always be saved and opened again. Deterministic (depends
// only on the picture's order of nodes and edges). Cost: O(V + E), plus sorting base nodes and given
// x's and the spring layouts of small tangles.
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
