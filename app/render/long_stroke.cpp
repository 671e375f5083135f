// Long edges on a raster image in segments and discs (see long_stroke.h).
#include "long_stroke.h"

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

}  // namespace homestead::render
