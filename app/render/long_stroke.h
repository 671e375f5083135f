// Stroking an edge on a raster image (the PNG export) as paintEdge does, at a cost linear in its
// length. Qt's rasterizer fills a stroke at a cost that grows with the area of its box on the device:
// a chord of a big laid-out picture, 7,000 pixels on the diagonal, takes tens of milliseconds, and a
// picture has thousands. A long path in a solid pen is drawn instead as its straight segments (the
// path flattened finely) in flat-capped lines, which Qt's line rasterizer draws in time linear in
// their length, with a disc the pen's width at every vertex: the pen's round caps and joins. The
// same shape; only antialiased pixels where two pieces meet may differ a little. A short path (every
// edge of a picture of ordinary size) and a dashed pen are stroked whole by paintEdge.
//
//   paintEdgeInImage(painter, chord, restingPen(analysis, i, toggles));
//
// A crowd (a picture of more than a few thousand edges) goes faster still: paintCrowdedEdgesInImage
// draws its straight edges in a solid pen together, as flat-capped lines in one drawLines, with no
// set-up per stroke. Their round caps are left out: an edge ends at its nodes' centres, and each
// node's glyph, painted over the edges, covers the cap (kNodeRadius is more than half the widest pen).
//
//   paintCrowdedEdgesInImage(painter, chunkOfPaths, pen);   // then the nodes, over them
#pragma once

#include <QPainter>
#include <QPainterPath>
#include <QPen>

#include <vector>

namespace homestead::render {

inline constexpr double kWholeStrokeArea = 512.0 * 512.0;  // device pixels² of box: stroked whole up to this

void paintEdgeInImage(QPainter& painter, const QPainterPath& path, const QPen& pen);

// The edges `paths` in `pen` (solid, opaque): the straight ones as flat-capped lines in one call,
// the others by paintEdgeInImage. Every path must end at nodes whose glyphs are painted after it.
void paintCrowdedEdgesInImage(QPainter& painter, const std::vector<const QPainterPath*>& paths, const QPen& pen);

}  // namespace homestead::render
