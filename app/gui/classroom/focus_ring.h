// The one look of the keyboard focus inside the app's own drawn widgets (the canvas's node or edge,
// the Welter strip's square, the Nim heap, the puzzle board's edge): a thick black band with a
// yellow core, the same number of pixels at any zoom or text size. Black shows on the white
// canvas and the light panels, yellow on dark strokes and on the high-contrast theme's black rims,
// so the ring is seen on a desktop, at a projector (presentation mode) and in High Contrast alike.
//
//   focusRing::paint(painter, path);              // path in device (widget) pixels
//   focusRing::paintInside(painter, squareRect);  // a rounded ring just inside a cell
#pragma once

#include <QColor>
#include <QPainterPath>
#include <QRectF>

class QPainter;

namespace homestead::gui::focusRing {

inline constexpr double kOuterWidth = 6;  // the black band
inline constexpr double kInnerWidth = 3;  // the yellow core, drawn over its middle
inline const QColor kDark{0, 0, 0};
inline const QColor kLight{0xff, 0xd4, 0x00};
// How far outside `path` the ring reaches (half the band and a pixel of antialiasing).
inline constexpr double kReach = kOuterWidth / 2 + 1;

// `path` (device pixels) stroked as the ring; dashed: the core in dashes (a mark that is not the
// focus itself, such as where an edge drawn by keys starts).
void paint(QPainter& painter, const QPainterPath& path, bool dashed = false);
void paintRect(QPainter& painter, const QRectF& rect, double radius = 4);  // centred on rect's outline
void paintInside(QPainter& painter, const QRectF& rect, double radius = 4);  // wholly inside rect

}  // namespace homestead::gui::focusRing
