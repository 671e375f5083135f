// The keyboard focus ring (see the header).
#include "focus_ring.h"

#include <QPainter>
#include <QPen>

namespace homestead::gui::focusRing {

void paint(QPainter& painter, const QPainterPath& path, bool dashed) {
    if (path.isEmpty()) return;
    painter.save();
    painter.resetTransform();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(kDark, kOuterWidth, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawPath(path);
    painter.setPen(QPen(kLight, kInnerWidth, dashed ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawPath(path);
    painter.restore();
}

void paintRect(QPainter& painter, const QRectF& rect, double radius) {
    QPainterPath path;
    path.addRoundedRect(rect, radius, radius);
    paint(painter, path);
}

void paintInside(QPainter& painter, const QRectF& rect, double radius) {
    paintRect(painter, rect.adjusted(kReach, kReach, -kReach, -kReach), radius);
}

}  // namespace homestead::gui::focusRing
