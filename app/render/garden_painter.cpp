// paintGarden: see garden_painter.h.
#include "garden_painter.h"

#include "picture_style.h"

#include <algorithm>

namespace homestead::render {

void paintGarden(QPainter& p, const GardenLayout& l, const QRectF& visible, const QFont& labelFont, double thin, bool labels) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(colors::ground, std::max(2.5, thin), Qt::DotLine, Qt::RoundCap));
    for (double y : l.grounds) p.drawLine(QPointF(visible.left(), y), QPointF(visible.right(), y));

    p.setPen(QPen(colors::edge, std::max(kGardenEdgeWidth, thin), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(Qt::NoBrush);
    for (const QPolygonF& line : l.bridges)
        if (line.boundingRect().adjusted(-3, -3, 3, 3).intersects(visible)) p.drawPolyline(line);
    p.setPen(QPen(colors::edge, std::max(kGardenPetalWidth, thin), Qt::SolidLine, Qt::RoundCap));
    for (const QPainterPath& petal : l.petals)
        if (petal.boundingRect().adjusted(-3, -3, 3, 3).intersects(visible)) p.drawPath(petal);

    p.setPen(Qt::NoPen);
    p.setBrush(colors::ground);
    for (QPointF base : l.bases)  // a base square under every stalk
        if (visible.contains(base)) p.drawRect(QRectF(base - QPointF(4, 4), QSizeF(8, 8)));
    p.setBrush(colors::node);
    const double r = kGardenNodeRadius;
    for (std::size_t v = 1; v < l.nodes.size(); ++v)
        if (visible.contains(l.nodes[v])) p.drawEllipse(l.nodes[v], r, r);

    if (labels) {
        p.setFont(labelFont);
        for (const GardenLabel& label : l.labels) {
            if (!label.rect.intersects(visible)) continue;
            p.setPen(Qt::NoPen);
            p.setBrush(label.bridge >= 0 ? QColor(255, 255, 255, 235) : QColor(255, 255, 255, 0));
            p.drawRoundedRect(label.rect, 3, 3);
            p.setPen(colors::label);
            p.drawText(label.rect, Qt::AlignCenter, label.text);
        }
    }
    p.restore();
}

}  // namespace homestead::render
