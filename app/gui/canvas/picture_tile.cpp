// Tiles of the canvas and their batched far-out sketch (see picture_tile.h).
#include "picture_tile.h"

#include "picture_geometry.h"
#include "picture_items.h"
#include "picture_style.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace homestead::gui {

using namespace homestead::render;

namespace {
std::uint64_t changes = 0;  // sketchChanges()
}  // namespace

std::uint64_t TileItem::sketchChanges() { return changes; }

TileItem::TileItem(bool nodes) : nodes_(nodes) {
    ++changes;
    setFlag(ItemContainsChildrenInShape);  // not ItemHasNoContents: Qt culls only a tile with contents
    setAcceptedMouseButtons(Qt::NoButton);  // a click on empty canvas inside a tile's rectangle is on no item
    setZValue(nodes ? 2 : 1);  // nodes above edges, as the items' own z says
}

TileItem::~TileItem() { ++changes; }

void TileItem::touch(const QGraphicsItem* child) {
    QGraphicsItem* parent = child ? child->parentItem() : nullptr;
    if (parent && parent->type() == Type) static_cast<TileItem*>(parent)->invalidate();
}

void TileItem::invalidate() {
    stale_ = true;
    ++changes;
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
    ++paintCounters().sketchesMade;
    stale_ = false;
    raster_ = QImage();  // (drawn again on its next paint)
    strokes_.clear();
    dots_.clear();
    bounds_ = QRectF();
    for (QGraphicsItem* child : childItems()) {
        if (!child->isVisible()) continue;  // a bulk removal's item, hidden until it is deleted
        if (child->type() == EdgeItem::Type) {
            const auto* e = static_cast<const EdgeItem*>(child);
            // a dense fan of petals as at zoom 1 (the sketch is drawn far out, or briefly during a
            // build): a node with tens of thousands of loops would be drawn petal by petal
            if (!e->drawnAt(kFanZoom)) continue;
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
// lines at least a pixel wide, nodes as squares. A tile that covers at most kMostRasterPixels
// device pixels keeps what it drew as an image for this zoom: a frame after a hover or an edit
// copies the images of the tiles nothing changed in and draws again only the tiles touched.
bool TileItem::paintSketch(QPainter& painter, const QRectF& exposed, double zoom, int* workBudget) {
    // away from what is painted: nothing. A stale tile's sketch is made again first, wherever it
    // is (within the frame's budget): its bounds come with it. Qt's rectangle of its children
    // (boundingRect()) would walk them and their labels as well, and after a build Qt knows it
    // for no tile.
    if (!stale_ && !bounds_.intersects(exposed)) return true;
    const QTransform& world = painter.worldTransform();
    const double dpr = painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
    // The tile's size in device pixels (a function: a stale tile's bounds come with its remake).
    auto devicePixels = [&] {
        const QSizeF size = bounds_.size() * zoom * dpr;
        return size.width() * size.height();
    };
    auto rasterable = [&] { return world.isScaling() && !world.isRotating() && devicePixels() <= kMostRasterPixels; };
    const bool newZoom = !raster_.isNull() && rasterZoom_ != zoom * dpr && rasterable();
    bool working = false;
    if (stale_ || newZoom || (raster_.isNull() && rasterable())) {  // work: its sketch or its image made again
        if (workBudget && *workBudget <= 0) {  // not this frame: its old image meanwhile, scaled, if it has one
            if (!raster_.isNull() && bounds_.intersects(exposed)) {
                ++paintCounters().sketchTilesDrawn;
                const QPointF margin = QPointF(1, 1) / rasterZoom_;
                painter.drawImage(QRectF(bounds_.topLeft() - margin, QSizeF(raster_.width(), raster_.height()) / rasterZoom_),
                                  raster_);
            }
            return false;
        }
        working = true;
        if (newZoom && !stale_) paintCounters().itemsRezoomed += childItems().size();
    }
    if (stale_) remake();
    if (working && workBudget) {  // its items, and the pixels of its image (lines across a wide tile cost more)
        const int pixels = rasterable() && bounds_.intersects(exposed) ? static_cast<int>(devicePixels()) : 0;
        *workBudget -= std::max(kLeastTileWork, static_cast<int>(childItems().size()) + pixels / kPixelsPerItem);
    }
    if (!bounds_.intersects(exposed)) return true;
    ++paintCounters().sketchTilesDrawn;
    if (rasterable()) {
        if (raster_.isNull() || rasterZoom_ != zoom * dpr) {
            ++paintCounters().sketchesRastered;
            rasterZoom_ = zoom * dpr;
            const QSizeF deviceSize = bounds_.size() * rasterZoom_;
            raster_ = QImage(QSize(int(std::ceil(deviceSize.width())) + 2, int(std::ceil(deviceSize.height())) + 2),
                             QImage::Format_ARGB32_Premultiplied);
            paintCounters().pixelsRastered += static_cast<long long>(raster_.width()) * raster_.height();
            raster_.fill(Qt::transparent);
            QPainter p(&raster_);
            p.translate(1, 1);
            p.scale(rasterZoom_, rasterZoom_);
            p.translate(-bounds_.topLeft());
            drawStrokes(p, zoom);  // pen widths as on screen: `zoom` device pixels a scene pixel
        }
        // one device pixel of the image is one of the view's: placed at the nearest whole pixel
        const QPointF at = world.map(bounds_.topLeft()) - QPointF(1, 1) / dpr;
        painter.save();
        painter.resetTransform();
        raster_.setDevicePixelRatio(dpr);
        painter.drawImage(QPointF(std::round(at.x() * dpr) / dpr, std::round(at.y() * dpr) / dpr), raster_);
        painter.restore();
        return true;
    }
    drawStrokes(painter, zoom);
    return true;
}

void TileItem::drawStrokes(QPainter& painter, double zoom) const {
    painter.setRenderHint(QPainter::Antialiasing, false);
    if (!nodes_) {
        painter.setBrush(Qt::NoBrush);
        for (const Stroke& s : strokes_) {
            // Width 0 is Qt's one-pixel cosmetic line, its fast path; a width of 1.03 would send
            // every line through the general stroker, many times slower.
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
