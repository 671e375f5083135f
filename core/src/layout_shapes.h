// Private to the core: the pieces the automatic layout (layout.h) builds a picture from.
//
// Each block of cycles is drawn standing on its root at (0, 0), its other vertices above: a ring as
// a regular polygon with sides of one unit (mirror-symmetric, so a small ring closes level), a small
// tangle by Boost.Graph's Kamada–Kawai spring layout. Subtrees are packed as boxes into rows
// (shelves) about as wide as the square root of their area, so a part of any size comes out roughly
// square instead of one long row. The vertices of a big tangle are packed as a blob by halving their
// sequence (packBlob): a run of consecutive vertices (a subtree of the search) lands in a compact
// patch, so the edges of the search's tree stay short and only the cycles' other edges cross it.
//
//   std::vector<Point> ring = ringShape(4);   // (0,0), (-0.71,0.71), (0,1.41), (0.71,0.71)
//   Shelves s = packShelves(boxes, 0, 16);   // s.anchors[i]: where item i's origin goes
//   Shelves b = packBlob(cells);             // the cells in one roughly square patch
#pragma once

#include "homestead/picture.h"

#include <span>
#include <utility>
#include <vector>

namespace homestead::detail {

// What a drawn part covers, a node counting half a unit on each side of its centre.
struct Box {
    double left = 0, right = 0, bottom = 0, top = 0;
    bool empty = true;
    double width() const { return empty ? 0 : right - left; }
    double height() const { return empty ? 0 : top - bottom; }
    void addNode(Point p);
    void add(const Box& other, Point offset);
};

// The most vertices a tangle may have for the spring layout (its cost grows with the square of
// the vertices); bigger ones are packed as boxes.
inline constexpr int kMostSprungVertices = 40;

// A ring of n >= 3 vertices in cycle order, vertex 0 (the root) at (0, 0) at the bottom, the rest
// above it around a circle, neighbours one unit apart; vertices k and n - k mirror each other.
std::vector<Point> ringShape(int n);

// A tangle of n vertices (vertex 0 the root) drawn by the spring layout: the root at (0, 0), the
// others at y >= 1, no two closer than one unit. `edges` are pairs of vertex numbers; the graph
// must be connected. Deterministic.
std::vector<Point> springShape(int n, std::span<const std::pair<int, int>> edges);

// Items (their boxes relative to their own origins) packed in order into rows of about
// max(widest item, 1.4·sqrt(total area), minRowWidth) wide, each row centred on x = 0: the items of
// the first row have their origins at y = firstRowY; each later row sits on the one below (its
// origins at one height, its boxes above the lower row's). Empty boxes take a unit of room.
// `smallFirst`: when they take more than one row, the smallest (by area) go first, so the many small
// parts of a wide node (leaves, short stalks) stand next to it and only the few big ones higher up.
struct Shelves {
    std::vector<Point> anchors;  // where each item's origin goes
    Box box;                     // what they cover together
};
Shelves packShelves(std::span<const Box> items, double firstRowY, double minRowWidth, bool smallFirst = false);

// Items (as above; empty boxes a unit) packed as one roughly square patch, keeping their order local:
// the sequence is halved by area, each half packed so, and the two halves put side by side or one
// above the other, whichever is squarer. Any run of consecutive items lies in a few compact patches
// (as along a space-filling curve), so an item's neighbours in the sequence are near it. The patch's
// area is within a small factor of the items' total area. O(n log n).
Shelves packBlob(std::span<const Box> items);

// How many times further apart a big tangle's cells, packed in `packedArea` square units, go so that
// its edges, `edgeLength` units long all together as packed, come to about kBlobInk units of edge per
// square unit (spreading by s makes the edges s times longer and the area s² times larger). A random
// tangle's cycles join random cells, across half the blob: packed, thousands of them would paint it
// solid at any zoom; spread, the drawing's strokes (a tenth of a unit or less) leave most of it
// blank. At least 1 (a tidy tangle, a ladder, stays a unit apart), at most kWidestBlobSpread.
inline constexpr double kBlobInk = 2.5;
inline constexpr double kWidestBlobSpread = 40;
double blobSpread(double edgeLength, double packedArea);

}  // namespace homestead::detail
