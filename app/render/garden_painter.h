// Painting a laid-out garden (garden_layout.h): the one painting code behind the window's Garden tab
// and the garden drawn on a handout's analysis page (pdf_export.h). The dotted ground, bridges and
// petals in the edge green, base squares under the stalks, nodes, and the stress labels on white
// plates (loop counts without a plate). O(what is drawn); items outside `visible` are skipped.
//
//   GardenLayout l = layoutGarden(artifact.garden(), font);
//   painter.translate(-l.bounds.topLeft());
//   paintGarden(painter, l, l.bounds, font);
#pragma once

#include "garden_layout.h"

#include <QFont>
#include <QPainter>
#include <QRectF>

namespace homestead::render {

// Paints `layout` in its own coordinates (the caller sets the transform). `visible` is the part to
// draw, in layout coordinates; the ground line spans it. `thinnest` is the narrowest pen allowed
// (in layout units: about a device pixel, so a garden zoomed far out stays visible); labels are
// drawn in `labelFont` unless `labels` is false.
void paintGarden(QPainter& painter, const GardenLayout& layout, const QRectF& visible, const QFont& labelFont,
                 double thinnest = 0, bool labels = true);

}  // namespace homestead::render
