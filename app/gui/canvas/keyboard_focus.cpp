// The canvas's keyboard focus: which item, moving it, and its ring (see the header).
#include "keyboard_focus.h"

#include "focus_ring.h"
#include "picture_document.h"
#include "picture_geometry.h"
#include "picture_items.h"
#include "picture_scene.h"

#include <QPainterPathStroker>
#include <QTimer>
#include <QTransform>

#include <algorithm>
#include <cmath>
#include <limits>
#include <tuple>

namespace homestead::gui {

namespace {

constexpr double kRowHeight = render::kUnit / 2;  // reading order: items this close in height share a row
constexpr double kRingGap = 7;                    // viewport pixels between the item and the ring's middle

// Reading order: the row from the top, then left to right; a node before an edge; then the id.
using ReadingKey = std::tuple<long long, double, bool, std::int64_t>;
ReadingKey readingKey(QPointF at, bool isEdge, std::int64_t id) {
    return {static_cast<long long>(std::floor(at.y() / kRowHeight)), at.x(), isEdge, id};
}

}  // namespace

KeyboardFocus::KeyboardFocus(QObject* parent) : QObject(parent) {}

void KeyboardFocus::setScene(PictureScene* scene) {
    if (scene == scene_) return;
    for (const auto& c : watch_) disconnect(c);
    watch_.clear();
    scene_ = scene;
    lastPoint_.reset();
    orphaned_ = false;
    const bool had = id_.has_value();
    id_.reset();
    if (scene_) {
        PictureDocument* doc = scene_->document();
        watch_ = {connect(doc, &PictureDocument::nodeAboutToBeRemoved, this, [this](NodeId id) { forget(false, id); }),
                  connect(doc, &PictureDocument::edgeAboutToBeRemoved, this, [this](EdgeId id) { forget(true, id); }),
                  connect(doc, &PictureDocument::manyAboutToBeRemoved, this,
                          [this](const std::vector<NodeId>& nodes, const std::vector<EdgeId>& edges) {
                              if (!id_) return;
                              for (NodeId n : nodes) forget(false, n);
                              for (EdgeId e : edges) forget(true, e);
                          }),
                  connect(doc, &PictureDocument::pictureReset, this, &KeyboardFocus::keepThroughReset)};
    }
    if (had) emit changed();
}

void KeyboardFocus::set(bool isEdge, std::optional<std::int64_t> id) {
    if (id_ == id && (!id || isEdge_ == isEdge)) return;
    orphaned_ = false;
    isEdge_ = isEdge;
    id_ = id;
    if (id_) lastPoint_ = point();
    emit changed();
}

void KeyboardFocus::focusEdge(EdgeId id) {
    if (scene_ && scene_->document()->picture().hasEdge(id)) set(true, id);
}

void KeyboardFocus::focusNode(NodeId id) {
    if (scene_ && scene_->document()->picture().hasNode(id)) set(false, id);
}

bool KeyboardFocus::focusNearest(QPointF at) {
    const bool had = id_.has_value();
    id_.reset();
    lastPoint_ = at;
    if (moveToward({})) return true;
    if (had) emit changed();
    return false;
}

void KeyboardFocus::keepThroughReset() {
    if (!id_) {
        // Its item went with nothing left to take the focus (an undo after the game's last chop):
        // the nearest item of the picture back. Else Tab starts from the new picture's first item.
        if (orphaned_ && lastPoint_) focusNearest(*lastPoint_);
        else lastPoint_.reset();
        return;
    }
    const Picture& picture = scene_->document()->picture();
    if (isEdge_ ? picture.hasEdge(*id_) : picture.hasNode(*id_)) {
        lastPoint_ = point();
        emit changed();  // the ring where the item is now
    } else if (lastPoint_) {
        focusNearest(*lastPoint_);
    } else {
        set(false, std::nullopt);
    }
}

void KeyboardFocus::clear() {
    lastPoint_.reset();  // Tab starts again from the first item
    set(false, std::nullopt);
}

// The focused item is going: forgotten at once, and once the document has changed (a chop in Play
// takes more than the edge), the nearest item left to where it was takes the focus, so the keys
// go on from there.
void KeyboardFocus::forget(bool isEdge, std::int64_t id) {
    if (!id_ || *id_ != id || isEdge_ != isEdge) return;
    lastPoint_ = point();
    set(false, std::nullopt);
    QTimer::singleShot(0, this, [this] {
        if (!id_ && lastPoint_ && !moveToward({})) orphaned_ = true;  // nothing left (the game's last chop)
    });
}

bool KeyboardFocus::visits(bool isEdge) const {
    switch (kinds_) {
    case Kinds::Edges: return isEdge;
    case Kinds::Nodes: return !isEdge;
    case Kinds::NodesAndEdges: break;
    }
    return true;
}

QPointF KeyboardFocus::nodePoint(NodeId id) const {
    if (const NodeItem* n = scene_->nodeItem(id)) return n->pos();
    return render::toScene(scene_->document()->picture().node(id).position.value_or(Point{}));
}

// The middle of the path as drawn (a loop's petal, one of parallel arcs); the middle of the chord
// for a straight edge or one whose item is not built yet (no path walked: O(1)).
QPointF KeyboardFocus::edgePoint(EdgeId id) const {
    if (const EdgeItem* e = scene_->edgeItem(id); e && (e->isLoop() || e->path().elementCount() > 2))
        return e->sceneTransform().map(e->path().pointAtPercent(0.5));
    const Edge& edge = scene_->document()->picture().edge(id);
    return (nodePoint(edge.from) + nodePoint(edge.to)) / 2;
}

template <class Visit>
void KeyboardFocus::forEachItem(Visit&& visit) const {
    if (!scene_) return;
    const Picture& picture = scene_->document()->picture();
    if (visits(false))
        for (const Node& n : picture.nodes()) visit(false, n.id, nodePoint(n.id));
    if (visits(true))
        for (const Edge& e : picture.edges()) visit(true, e.id, edgePoint(e.id));
}

std::optional<QPointF> KeyboardFocus::point() const {
    if (!id_ || !scene_) return lastPoint_;
    return isEdge_ ? edgePoint(*id_) : nodePoint(*id_);
}

bool KeyboardFocus::step(bool forward) {
    std::optional<ReadingKey> from;
    if (id_) from = readingKey(*point(), isEdge_, *id_);
    else if (lastPoint_) from = readingKey(*lastPoint_, true, forward ? -1 : std::numeric_limits<std::int64_t>::max());
    std::optional<ReadingKey> best;
    bool bestIsEdge = false;
    forEachItem([&](bool isEdge, std::int64_t id, QPointF at) {
        const ReadingKey k = readingKey(at, isEdge, id);
        if (from && (forward ? !(*from < k) : !(k < *from))) return;
        if (!best || (forward ? k < *best : *best < k)) {
            best = k;
            bestIsEdge = isEdge;
        }
    });
    if (!best) {
        if (id_) lastPoint_ = point();
        set(false, std::nullopt);
        return false;
    }
    set(bestIsEdge, std::get<3>(*best));
    return true;
}

bool KeyboardFocus::moveToward(QPointF direction) {
    const std::optional<QPointF> fromPoint = point();
    if (!fromPoint) return step(true);
    const double length = std::hypot(direction.x(), direction.y());
    const bool nearest = length == 0;  // no direction: the nearest item at all (after a removal)
    const QPointF d = nearest ? QPointF() : direction / length;
    struct Best {
        double score = std::numeric_limits<double>::infinity();
        bool isEdge = false;
        std::int64_t id = -1;
    } inCone, inHalf;
    forEachItem([&](bool isEdge, std::int64_t id, QPointF at) {
        if (id_ && *id_ == id && isEdge_ == isEdge) return;
        const QPointF v = at - *fromPoint;
        const double along = v.x() * d.x() + v.y() * d.y();
        const double across = std::abs(v.x() * d.y() - v.y() * d.x());
        if (nearest) {
            const double r = std::hypot(v.x(), v.y());
            if (r < inCone.score) inCone = {r, isEdge, id};
            return;
        }
        if (along <= 1e-9) return;
        const double score = along + 2 * across;
        Best& b = across <= along ? inCone : inHalf;
        if (score < b.score) b = {score, isEdge, id};
    });
    const Best& b = inCone.id >= 0 ? inCone : inHalf;
    if (b.id < 0) return false;
    set(b.isEdge, b.id);
    return true;
}

QPainterPath KeyboardFocus::nodeOutline(NodeId id) const {
    QPainterPath path;
    const NodeItem* n = scene_->nodeItem(id);
    const double r = render::kNodeRadius * (n ? n->scale() : 1.0);
    path.addEllipse(nodePoint(id), r, r);
    return path;
}

QPainterPath KeyboardFocus::outline() const {
    if (!id_ || !scene_) return {};
    if (!isEdge_) return nodeOutline(*id_);
    if (const EdgeItem* e = scene_->edgeItem(*id_)) return e->sceneTransform().map(e->path());
    const Edge& edge = scene_->document()->picture().edge(*id_);
    QPainterPath path(nodePoint(edge.from));
    path.lineTo(nodePoint(edge.to));
    return path;
}

namespace {
// The band's middle line: the item's outline, in viewport pixels, grown by kRingGap on every side.
QPainterPath ringLine(const QPainterPath& sceneOutline, const QTransform& toViewport, double halfWidth) {
    QPainterPathStroker grow;
    grow.setWidth(2 * (kRingGap + halfWidth));
    grow.setCapStyle(Qt::RoundCap);
    grow.setJoinStyle(Qt::RoundJoin);
    const QPainterPath onScreen = toViewport.map(sceneOutline);
    return grow.createStroke(onScreen).united(onScreen);  // a disc or a petal: its inside too, one outer line
}
}  // namespace

double KeyboardFocus::outlineHalfWidth() const {
    const EdgeItem* e = id_ && isEdge_ && scene_ ? scene_->edgeItem(*id_) : nullptr;
    // the stroke, or the nodes at its ends if they are wider: the ring passes round them
    return e ? std::max(e->stroke().widthF() / 2, render::kNodeRadius * e->from()->scale()) : 0.0;
}

void KeyboardFocus::paintRing(QPainter& painter, const QPainterPath& sceneOutline, const QTransform& toViewport,
                              double halfWidth, bool dashed) {
    if (sceneOutline.isEmpty()) return;
    focusRing::paint(painter, ringLine(sceneOutline, toViewport, halfWidth), dashed);
}

QPainterPath KeyboardFocus::ringArea(const QPainterPath& sceneOutline, double zoom, double sceneHalfWidth) {
    if (sceneOutline.isEmpty() || zoom <= 0) return {};
    QPainterPathStroker grow;
    grow.setWidth(2 * (sceneHalfWidth + (kRingGap + focusRing::kReach) / zoom));
    grow.setCapStyle(Qt::RoundCap);
    grow.setJoinStyle(Qt::RoundJoin);
    return grow.createStroke(sceneOutline).united(sceneOutline).simplified();
}

QRectF KeyboardFocus::ringRect(const QPainterPath& sceneOutline, const QTransform& toViewport, double halfWidth) {
    if (sceneOutline.isEmpty()) return {};
    const double m = kRingGap + halfWidth + focusRing::kReach + 1;
    return toViewport.map(sceneOutline).boundingRect().adjusted(-m, -m, m, m);
}

}  // namespace homestead::gui
