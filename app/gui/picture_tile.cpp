// Tiles of the canvas and their batched far-out sketch (see picture_tile.h).
#include "picture_tile.h"

#include "picture_geometry.h"
#include "picture_items.h"
#include "picture_style.h"

#include <QPainter>

#include <algorithm>

namespace homestead::gui {

using namespace homestead::render;

TileItem::TileItem(bool nodes) : nodes_(nodes) {
    setFlag(ItemContainsChildrenInShape);  // not ItemHasNoContents: Qt culls only a tile with contents
    setAcceptedMouseButtons(Qt::NoButton);  // a click on empty canvas inside a tile's rectangle is on no item  // not ItemHasNoContents: Qt culls only a tile with contents
    setZValue(nodes ? 2 : 1);  // nodes above edges, as the items' own z says
}

void TileItem::touch(const QGraphicsItem* child) {
    QGraphicsItem* parent = child ? child->parentItem() : nullptr;
    if (parent && parent->type() == Type) static_cast<TileItem*>(parent)->stale_ = true;
}

const std::vector<TileItem::Stroke>& TileItem::strokes() {
    if (stale_) remake();
    return strokes_;
}

const std::vector<TileItem::Dots>& TileItem::dots() {
    if (stale_) remake();
    return dots_;
}

QRectF TileItem::sketchBounds() {
    if (stale_) remake();
    return bounds_;
}

// One stroke per pen (colour and width), one list of squares per colour: a tile of 256 edges in a
// plain picture is one line list.
void TileItem::remake() {
    ++made_;
    stale_ = false;
    strokes_.clear();
    dots_.clear();
    bounds_ = QRectF();
    for (QGraphicsItem* child : childItems()) {
        if (child->type() == EdgeItem::Type) {
            const auto* e = static_cast<const EdgeItem*>(child);
            const QColor colour = e->isSelected() ? colors::selection : e->stroke().color();
            const double width = e->stroke().widthF();
            auto it = std::find_if(strokes_.begin(), strokes_.end(),
                                   [&](const Stroke& s) { return s.colour == colour && s.width == width; });
            if (it == strokes_.end()) it = strokes_.insert(strokes_.end(), Stroke{colour, width, {}, {}, 0});
            const QPainterPath& path = e->path();
            if (path.elementCount() == 2 && path.elementAt(1).isLineTo())
                it->lines.append(QLineF(path.elementAt(0), path.elementAt(1)));
            else
                it->curves.addPath(path);
            ++it->edges;
            bounds_ |= path.controlPointRect().adjusted(-width, -width, width, width);
        } else if (child->type() == NodeItem::Type) {
            const auto* n = static_cast<const NodeItem*>(child);
            const QColor colour = n->isSelected() ? colors::selection : n->ground() ? colors::ground : colors::node;
            const double r = kNodeRadius * n->scale();
            auto it = std::find_if(dots_.begin(), dots_.end(), [&](const Dots& d) { return d.colour == colour && d.radius == r; });
            if (it == dots_.end()) it = dots_.insert(dots_.end(), Dots{colour, r, {}});
            it->squares.append(QRectF(n->pos().x() - r, n->pos().y() - r, 2 * r, 2 * r));
            bounds_ |= it->squares.back();
        }
    }
}

// As the items draw themselves that far out (picture_items.cpp): strokes as thin unantialiased
// lines at least a pixel wide, nodes as squares.
void TileItem::paintSketch(QPainter& painter, const QRectF& exposed, double zoom) {
    if (stale_) remake();
    if (!bounds_.intersects(exposed)) return;
    painter.setRenderHint(QPainter::Antialiasing, false);
    if (!nodes_) {
        painter.setBrush(Qt::NoBrush);
        for (const Stroke& s : strokes_) {
            // Width 0 is Qt's one-pixel cosmetic line, its fast path; a width of 1.03 would send
            // every line through the general stroker (118 ms a frame at 10^5 edges instead of ~10).
            const double w = s.width * zoom;
            QPen pen(s.colour, w < 1.5 ? 0.0 : w);
            pen.setCosmetic(true);
            painter.setPen(pen);
            if (!s.lines.isEmpty()) painter.drawLines(s.lines);
            if (!s.curves.isEmpty()) painter.drawPath(s.curves);
        }
        return;
    }
    // Nodes under 3 pixels across are left out: tens of thousands of specks would bury the edges
    // that show the picture's shape in dark squares.
    painter.setPen(Qt::NoPen);
    for (const Dots& d : dots_) {
        if (2 * d.radius * zoom < 3) continue;
        painter.setBrush(d.colour);
        painter.drawRects(d.squares);
    }
}

}  // namespace homestead::gui
