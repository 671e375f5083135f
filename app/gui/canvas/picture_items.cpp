// Nodes, edges and labels on the canvas. Far out (a huge picture fitted to the window), what cannot
// be read is not drawn: labels under a few pixels high, and strokes become thin unantialiased lines.
#include "picture_items.h"

#include "picture_geometry.h"
#include "picture_tile.h"

#include <QGraphicsScene>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPathStroker>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <optional>

namespace homestead::gui {

using namespace homestead::render;

namespace {
// How many device pixels one unit of the item's coordinates covers.
double detail(const QPainter* painter) { return QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform()); }
constexpr double kFar = 0.3;  // below this, cheap drawing
}  // namespace

NodeItem::NodeItem(NodeId id, bool ground) : id_(id), ground_(ground) {
    setFlags(ItemIsSelectable | ItemSendsGeometryChanges);
    setZValue(2);
}

void NodeItem::setGround(bool ground) {
    if (ground == ground_) return;
    ground_ = ground;
    TileItem::touch(this);
    update();
}

QRectF NodeItem::boundingRect() const {
    const double r = kNodeRadius + 4;
    return {-r, -r, 2 * r, 2 * r};
}

QPainterPath NodeItem::shape() const {
    QPainterPath p;
    const double r = kNodeRadius + 3;
    p.addEllipse(QPointF(0, 0), r, r);
    return p;
}

void NodeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) { paintGlyph(*painter, ground_, isSelected()); }

void NodeItem::paintGlyph(QPainter& painter, bool ground, bool selected) {
    if (detail(&painter) < kFar) {  // a dot of a pixel or two
        painter.setRenderHint(QPainter::Antialiasing, false);
        painter.setPen(Qt::NoPen);
        painter.setBrush(selected ? colors::selection : ground ? colors::ground : colors::node);
        painter.drawRect(QRectF(-kNodeRadius, -kNodeRadius, 2 * kNodeRadius, 2 * kNodeRadius));
        return;
    }
    painter.setRenderHint(QPainter::Antialiasing);
    paintNode(painter, QPointF(0, 0), ground, selected);
}

double NodeItem::petalDirection() const {
    if (!petalDirection_) {
        std::vector<QPointF> neighbours;
        for (const EdgeItem* e : edges)
            if (!e->isLoop()) neighbours.push_back((e->from() == this ? e->to() : e->from())->pos());
        petalDirection_ = render::petalDirection(pos(), neighbours);
    }
    return *petalDirection_;
}

QVariant NodeItem::itemChange(GraphicsItemChange change, const QVariant& value) {
    if (change == ItemPositionHasChanged || change == ItemSelectedHasChanged || change == ItemScaleHasChanged)
        TileItem::touch(this);  // its square in the far-out sketch
    if (change == ItemPositionHasChanged) invalidatePetals();
    if (change == ItemPositionHasChanged && onMoved) onMoved(this);
    if (change == ItemSelectedHasChanged) update();
    return QGraphicsItem::itemChange(change, value);
}

LabelItem::LabelItem(QGraphicsItem* parent) : QGraphicsItem(parent), color_(colors::label) {
    setZValue(3);
    setAcceptedMouseButtons(Qt::NoButton);
}

QRectF LabelItem::boundingRect() const { return labelPlate(textBox_); }

void LabelItem::setText(const QString& text) {
    if (text == text_) return;
    const QRectF box = labelTextBox(text);
    if (box != textBox_) {
        repaintWhereItIs();
        prepareGeometryChange();
        if (leader_) leader_->plateChanging();  // its rectangle holds the plate
        textBox_ = box;
    }
    text_ = text;
    update();
}

QRectF LabelItem::paintedRect() const {
    const QRectF plate = sceneBoundingRect();
    return hasLeader() ? plate | leader_->sceneBoundingRect() : plate;
}

void LabelItem::repaintWhereItIs() {
    if (QGraphicsScene* s = scene(); s && isVisible()) s->update(paintedRect());
}

QVariant LabelItem::itemChange(GraphicsItemChange change, const QVariant& value) {
    if (change == ItemVisibleChange && !value.toBool()) repaintWhereItIs();  // (still visible: where it was)
    return QGraphicsItem::itemChange(change, value);
}

void LabelItem::setBrush(const QColor& color) {
    if (color == color_) return;
    color_ = color;
    update();
}

void LabelItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    ++paintCounters().labelPaints;
    if (detail(painter) * boundingRect().height() < kReadablePixels) return;  // unreadable: not drawn
    painter->setRenderHint(QPainter::Antialiasing);
    paintLabel(*painter, textBox_, text_, color_, {1.0, strong_});
}

void LabelItem::setStrong(bool strong) {
    if (strong == strong_) return;
    strong_ = strong;
    update();
    if (leader_) leader_->update();
}

void LabelItem::setLeader(std::optional<QPointF> sceneAnchor) {
    if (!sceneAnchor) {
        if (hasLeader()) {
            repaintWhereItIs();
            leader_->setVisible(false);
        }
        return;
    }
    if (!leader_) leader_ = new LeaderItem(this);
    const QPointF anchor = mapFromScene(*sceneAnchor);
    if (hasLeader() && anchor == leader_->anchor()) return;
    if (hasLeader()) repaintWhereItIs();
    leader_->setFlag(ItemStacksBehindParent);  // under its own plate
    leader_->setAnchor(anchor);
    leader_->setVisible(true);
}

void LabelItem::setBuried(bool buried) {
    if (buried == this->buried()) return;
    if (buried) repaintWhereItIs();
    setFlag(ItemHasNoContents, buried);  // Qt then neither prepares nor calls its paint
    if (buried) setLeader(std::nullopt);
    update();
}

bool LabelItem::hasLeader() const { return leader_ && leader_->isVisible(); }

std::optional<QPointF> LabelItem::leaderAnchor() const {
    if (!hasLeader()) return std::nullopt;
    return mapToScene(leader_->anchor());
}

void LeaderItem::setAnchor(QPointF local) {
    if (local == anchor_) return;
    prepareGeometryChange();
    anchor_ = local;
}

// (Not the plate united with a rectangle at the anchor: a rectangle of no size is null, and Qt's
// union ignores it, which left the leader painted beyond its rectangle, and partly wiped by repaints.)
QRectF LeaderItem::boundingRect() const { return leaderBounds(parentItem()->boundingRect(), anchor_); }

QPainterPath LeaderItem::shape() const {
    const QLineF l = leaderLine(parentItem()->boundingRect(), anchor_);
    QPainterPath line(l.p1());
    line.lineTo(l.p2());
    QPainterPathStroker stroker;
    stroker.setWidth(3);
    return stroker.createStroke(line);
}

void LeaderItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    const auto* label = static_cast<const LabelItem*>(parentItem());
    if (detail(painter) * label->boundingRect().height() < LabelItem::kReadablePixels) return;  // as its label
    painter->setRenderHint(QPainter::Antialiasing);
    paintLeader(*painter, label->boundingRect(), anchor_, label->strong());
}

void LabelItem::show(const QString& text, QPointF centre) {
    setText(text);
    setCentre(centre);
}

void LabelItem::setCentre(QPointF centre) {
    centre_ = centre;
    const QPointF at = centre - QPointF(textBox_.width() / 2, textBox_.height() / 2) * scale();
    if (at == pos()) return;
    repaintWhereItIs();
    setPos(at);
}

EdgeItem::EdgeItem(EdgeId id, NodeItem* from, NodeItem* to) : id_(id), from_(from), to_(to) {
    // No hover events: the scene shows the hover (PictureScene::hoverEdge). Qt's would repaint the
    // item on entering and leaving (up close on a big picture, all that lies under it: PictureView's
    // frame), and look for the items under the mouse on every move.
    setFlags(ItemIsSelectable);
    setZValue(1);
    setExtent();
    applyLook();
}

void EdgeItem::setExtent() {
    // the widest look plus the selection halo (6), and no less than the hover shape (12)
    setPen(QPen(Qt::transparent, std::max(12.0, (kWidestEdgeStroke + 6) * widthScale_)));  // (a geometry change)
    updateBox();
}

QRectF EdgeItem::boundingRect() const { return box_; }

// The path's box grown by half the extent pen (covers the widest look, the halo and shape()); kept,
// since Qt asks for it on every walk.
void EdgeItem::updateBox() {
    const double w = pen().widthF() / 2;
    box_ = path().boundingRect().adjusted(-w, -w, w, w);
}

QPainterPath EdgeItem::shape() const {
    // Asked for every candidate spot of every label placed near the edge: made once per path.
    if (shape_.isEmpty() && !path().isEmpty()) {
        QPainterPathStroker s;
        s.setWidth(std::max(12.0, kWidestEdgeStroke * widthScale_));  // a thick stroke is all hoverable
        s.setCapStyle(Qt::RoundCap);
        shape_ = s.createStroke(path());
    }
    return shape_;
}

void EdgeItem::setSlot(int index, int count, int itemStride) {
    slot_ = index;
    slotCount_ = count;
    itemStride_ = itemStride;
}

void EdgeItem::adjust() {
    ++paintCounters().adjustments;
    prepareGeometryChange();
    TileItem::touch(this);
    shape_ = QPainterPath();
    if (isLoop()) {
        setPath(loopPath(from_->pos(), from_->petalDirection(), slot_, slotCount_));
    } else {
        setPath(edgePath(from_->pos(), to_->pos(), slot_, slotCount_, from_->id() < to_->id()));
    }
    updateBox();
    // A hidden label waits at its edge: its tile's rectangle holds it too (Qt counts hidden
    // children), and one left at the origin stretched every tile across the picture, so every
    // query near the origin visited every item.
    if (label_ && !label_->isVisible()) label_->setCentre(box_.center());
}

LabelItem* EdgeItem::makeLabel() {
    if (!label_) {
        label_ = new LabelItem(this);
        label_->setVisible(false);
        label_->setCentre(box_.center());
    }
    return label_;
}

void EdgeItem::setWidthScale(double scale, bool strong) {
    if (scale == widthScale_ && strong == strong_) return;
    strong_ = strong;
    widthScale_ = scale;
    shape_ = QPainterPath();
    setExtent();
    applyLook();
}

void EdgeItem::setLook(Look look, QColor classColor) {
    if (look == look_ && classColor == classColor_) return;
    look_ = look;
    classColor_ = classColor;
    applyLook();
}

// Builds the pen from look_, classColor_ and widthScale_ (the item's default pen is black and thin,
// so the constructor must call this, not setLook, whose no-change shortcut would keep it).
void EdgeItem::applyLook() {
    stroke_ = edgePen(look_, classColor_, widthScale_, strong_);
    TileItem::touch(this);
    repaintStroke();
}

QPen EdgeItem::strokeFor(Look look) const { return edgePen(look, classColor_, widthScale_, strong_); }

// A long straight edge across the view (a chord closing a cycle) would ask for its whole bounding
// box, and every item in it would be painted again for one hover: it asks for a band of boxes
// along its line instead (the scene passes each to the views, which repaint the region they make).
std::vector<QRectF> EdgeItem::strokeBands() const {
    const QPainterPath& line = path();
    const QRectF box = boundingRect();
    if (line.elementCount() != 2 || std::min(box.width(), box.height()) < kBandLength) return {mapRectToScene(box)};
    const QPointF a = line.elementAt(0), b = line.elementAt(1);
    const double m = pen().widthF() / 2 + 2;
    const int pieces = std::min(kMostBands, int(std::max(box.width(), box.height()) / kBandLength) + 1);
    std::vector<QRectF> bands;
    for (int i = 0; i < pieces; ++i) {
        const QRectF piece = QRectF(a + (b - a) * i / pieces, a + (b - a) * (i + 1) / pieces).normalized();
        bands.push_back(mapRectToScene(piece.adjusted(-m, -m, m, m)));
    }
    return bands;
}

void EdgeItem::repaintStroke() {
    QGraphicsScene* s = scene();
    if (!s || !isVisible() || path().elementCount() != 2) {
        update();
        return;
    }
    const std::vector<QRectF> bands = strokeBands();
    if (bands.size() == 1) update();
    else
        for (const QRectF& band : bands) s->update(band);
}

QVariant EdgeItem::itemChange(GraphicsItemChange change, const QVariant& value) {
    if (change == ItemSelectedHasChanged) TileItem::touch(this);  // the sketch shows the selection's colour
    return QGraphicsPathItem::itemChange(change, value);
}

// Where a painter can draw, in its item's coordinates: the repaint's region (the system clip:
// QPainter::hasClipping does not report it, so a view's repaint of a few pixels seemed unclipped), or
// else the whole device the engine paints on, and the painter's own clip. Both are taken from the
// paint engine, in the coordinates of deviceTransform(): a widget's painter is redirected into its
// window's backing store, so painter.device() (the viewport, without its offset in the window) is
// not the device that transform maps to, and clipping to it cut every long edge along a band at the
// bottom of the canvas (seen in Play). Given `within` (device pixels), that rectangle alone. Empty
// optional when the transform cannot be inverted.
static std::optional<QRectF> paintedArea(const QPainter& painter, const std::optional<QRect>& within) {
    bool invertible = false;
    const QTransform toItem = painter.deviceTransform().inverted(&invertible);
    const QPaintEngine* engine = painter.paintEngine();
    if (!invertible || !engine) return std::nullopt;
    QRect device;
    if (within) device = *within;
    else if (!engine->systemClip().isEmpty()) device = engine->systemClip().boundingRect();
    else if (const QPaintDevice* target = engine->paintDevice())
        device = QRect(0, 0, target->width(), target->height());
    else return std::nullopt;
    QRectF area = toItem.mapRect(QRectF(device));
    if (!within && painter.hasClipping()) area &= painter.clipBoundingRect();
    return area;
}

bool EdgeItem::drawnAt(double devicePixelsPerScenePixel) const {
    // A fan of petals that overlap on screen is drawn from every petalStride-th and its last;
    // a petal that stands out (selected, hovered, in a load, a winning move) is always drawn.
    if (!isLoop() || slotCount_ <= 1 || slot_ == slotCount_ - 1 || isSelected()) return true;
    if (look_ != Look::Normal && look_ != Look::Class && look_ != Look::Floating) return true;
    // (a thinned fan has items every itemStride_ petals: the stride drawn is a multiple of it)
    const int stride = render::petalStride(slotCount_, devicePixelsPerScenePixel, stroke_.widthF());
    return slot_ % (std::max(1, stride / itemStride_) * itemStride_) == 0;
}

void EdgeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    if (!drawnAt(detail(painter))) return;
    if (paintCounters().inkStroked > inkLimit_) {
        inkExceeded_ = true;
        return;
    }
    ++paintCounters().strokesPainted;
    paintStroke(*painter, path(), stroke_, isSelected());
}

void EdgeItem::paintStroke(QPainter& painter, const QPainterPath& path, const QPen& pen, bool selected) {
    const double lod = detail(&painter);
    if (lod < kFar) {
        QPen thin(selected ? colors::selection : pen.color(), std::max(1.0, pen.widthF() * lod));
        thin.setCosmetic(true);
        painter.setRenderHint(QPainter::Antialiasing, false);
        painter.setPen(thin);
        painter.setBrush(Qt::NoBrush);
        strokeEdgePath(painter, path);
        return;
    }
    painter.setRenderHint(QPainter::Antialiasing, !plain_);
    if (plain_) ++paintCounters().plainStrokesPainted;
    auto stroke = [&](const QPainterPath& what) {
        const double length = what.length();
        paintCounters().lengthStroked += length;
        paintCounters().inkStroked += length * pen.widthF() * lod * lod;
        paintEdge(painter, what, pen, selected);  // no dashed box: the blue halo shows the selection
    };
    // A long edge (a chord across the picture, or the arc of a parallel edge between far nodes) is
    // stroked only where the repaint is: Qt strokes a whole path before clipping it, so a hover
    // repainting a few pixels that many chords cross would stroke each of them whole, thousands of
    // pixels long.
    const std::optional<QRectF> painted = paintedArea(painter, within_);
    if (!painted) return stroke(path);
    const double margin = 2 * pen.widthF() + 4;  // the selection halo too
    const QRectF clip = painted->adjusted(-margin, -margin, margin, margin);
    if (clip.contains(path.controlPointRect())) return stroke(path);
    // Flattened at the device's scale (as finely as Qt would stroke it; a line stays one segment),
    // and only the runs of its segments that cross the clip are stroked, joined where they meet.
    const double scale = std::max(lod, 1e-6);
    QPainterPath pieces;
    for (const QPolygonF& polygon : path.toSubpathPolygons(QTransform::fromScale(scale, scale))) {
        bool joined = false;
        for (qsizetype i = 1; i < polygon.size(); ++i) {
            QLineF segment(polygon[i - 1] / scale, polygon[i] / scale);
            const bool whole = clip.contains(segment.p1()) && clip.contains(segment.p2());
            if (!whole && !clipLine(segment, clip)) {
                joined = false;
                continue;
            }
            if (!joined) pieces.moveTo(segment.p1());
            pieces.lineTo(segment.p2());
            joined = whole || clip.contains(segment.p2());
        }
    }
    if (!pieces.isEmpty()) stroke(pieces);
}

}  // namespace homestead::gui
