// Long edges on a raster image in segments and discs (see long_stroke.h).
#include "long_stroke.h"

#include "picture_geometry.h"
#include "picture_style.h"

#include <QPolygonF>
#include <QTransform>

namespace homestead::render {

void paintEdgeInImage(QPainter& painter, const QPainterPath& path, const QPen& pen) {
    const QRectF box = painter.transform().mapRect(path.boundingRect());
    if (pen.style() != Qt::SolidLine || pen.capStyle() != Qt::RoundCap || pen.joinStyle() != Qt::RoundJoin ||
        box.width() * box.height() <= kWholeStrokeArea) {
        paintEdge(painter, path, pen, false);
        return;
    }
    // flattened in units kFine times smaller than the scene's: curves stay smooth at an export's scale
    constexpr double kFine = 8;
    const double radius = pen.widthF() / 2;
    painter.save();
    QPen flat = pen;
    flat.setCapStyle(Qt::FlatCap);
    for (const QPolygonF& fine : path.toSubpathPolygons(QTransform::fromScale(kFine, kFine))) {
        painter.setPen(flat);
        painter.setBrush(Qt::NoBrush);
        for (qsizetype i = 1; i < fine.size(); ++i) painter.drawLine(fine[i - 1] / kFine, fine[i] / kFine);
        painter.setPen(Qt::NoPen);
        painter.setBrush(pen.color());
        for (const QPointF& p : fine) painter.drawEllipse(p / kFine, radius, radius);
    }
    painter.restore();
}

void paintCrowdedEdgesInImage(QPainter& painter, const std::vector<const QPainterPath*>& paths, const QPen& pen) {
    static_assert(kNodeRadius > kWidestEdgeStroke * kStrongStroke / 2, "a node's glyph covers the round cap of any edge pen");
    std::vector<QLineF> lines;
    lines.reserve(paths.size());
    for (const QPainterPath* path : paths) {
        if (path->elementCount() == 2 && path->elementAt(1).isLineTo()) lines.emplace_back(path->elementAt(0), path->elementAt(1));
        else paintEdgeInImage(painter, *path, pen);
    }
    if (lines.empty()) return;
    painter.save();
    QPen flat = pen;
    flat.setCapStyle(Qt::FlatCap);  // (Qt's line rasterizer: linear in the length, for flat or square caps)
    painter.setPen(flat);
    painter.drawLines(lines.data(), int(lines.size()));
    painter.restore();
}

}  // namespace homestead::render
