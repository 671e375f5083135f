// Drawing a Hackenbush picture with its numbers (QPainter): the images exported by the application
// and written by `homestead-cli render`. The look matches the application's canvas: a dotted ground
// line, green edges with their stresses, floating edges faded and without numbers.
//
// Cost: O(E) to build the paths plus the label search, which checks each label against the
// edges and labels whose boxes meet it (a uniform grid keeps that near O(E) in practice).
//
//   Picture door = ...;
//   QString error;
//   if (!exportPicture(door, analyse(door), "door.svg", {}, &error)) qWarning() << error;
#pragma once

#include "homestead/analysis.h"
#include "homestead/picture.h"

#include <QColor>
#include <QPainter>
#include <QRectF>
#include <QString>

namespace homestead::render {

// The palette shared by the canvas and the images.
namespace colors {
inline const QColor edge{0x2a, 0x7a, 0x3a};
inline const QColor floating{0xb8, 0xc4, 0xbc};
inline const QColor node{0x1d, 0x3b, 0x2a};
inline const QColor ground{0x7a, 0x5c, 0x3e};
inline const QColor label{0x1f, 0x3a, 0x8a};
inline const QColor weight{0x9a, 0x4a, 0x10};
inline const QColor winning{0xe6, 0x7e, 0x22};
inline const QColor load{0xd6, 0x2f, 0x5a};
}  // namespace colors

// A colour for concyclic class number `index`: well spread hues, readable on white.
QColor classColor(int index);

struct RenderOptions {
    bool stresses = true;    // label each standing edge with its stress
    bool weights = false;    // ... and/or with its weight
    bool title = true;       // the picture's title and value above it
    double scale = 1.0;      // output pixels per scene pixel (PNG)
    double margin = 40.0;    // scene pixels around the picture
};

// The rectangle (scene coordinates) the drawing covers, labels and margins included (it analyses the
// picture to know the labels).
QRectF pictureBounds(const Picture& picture, const RenderOptions& options = {});

// Paints the picture in scene coordinates (see picture_geometry.h); the caller sets the transform.
// Every node must have a position. `analysis` must be analyse(picture).
void paintPicture(QPainter& painter, const Picture& picture, const Analysis& analysis,
                  const RenderOptions& options = {});

// The largest PNG written: 16,384 pixels a side and 64 million pixels (256 MB) in all; a larger
// picture is refused with its size and a pointer to SVG, which has no such limit.
inline constexpr int kMaxPngSide = 16384;
inline constexpr double kMaxPngPixels = 64e6;

// Writes OUT.png or OUT.svg (chosen by the suffix, case-insensitive). Every node needs a position
// (lay the picture out first). Returns false and sets `error` (naming the file and the problem) on failure.
bool exportPicture(const Picture& picture, const Analysis& analysis, const QString& path,
                   const RenderOptions& options = {}, QString* error = nullptr);

// The label text of one edge: "5", "w 3" or "5 · 3" depending on the options.
QString labelText(const EdgeAnalysis& edge, bool stresses, bool weights);

}  // namespace homestead::render
