// The canvas's keys (see the header): requests to the scene, never an edit.
#include "canvas_keys.h"

#include "keyboard_focus.h"
#include "picture_document.h"
#include "picture_geometry.h"
#include "picture_items.h"
#include "picture_scene.h"
#include "picture_view.h"

#include <QKeyEvent>
#include <QLineF>
#include <QPainter>
#include <QPen>
#include <QTransform>

#include <array>
#include <cmath>

namespace homestead::gui {

namespace {
constexpr double kStep = render::kUnit;  // how far from the focus a new node goes
bool isEnter(const QKeyEvent* e) { return e->key() == Qt::Key_Return || e->key() == Qt::Key_Enter; }
bool isDelete(const QKeyEvent* e) { return e->key() == Qt::Key_Delete || e->key() == Qt::Key_Backspace; }
std::optional<QPointF> arrow(int key) {
    switch (key) {
    case Qt::Key_Left: return QPointF(-1, 0);
    case Qt::Key_Right: return QPointF(1, 0);
    case Qt::Key_Up: return QPointF(0, -1);
    case Qt::Key_Down: return QPointF(0, 1);
    default: return std::nullopt;
    }
}
}  // namespace

CanvasKeys::CanvasKeys(PictureView* view, KeyboardFocus* focus) : QObject(view), view_(view), focus_(focus) {
    // A new scene (Play, the stepper, the drawing back) or the start node gone: no edge under way.
    connect(focus_, &KeyboardFocus::changed, this, [this] {
        if (edgeStart_ && !(focus_->scene() && focus_->scene()->document()->picture().hasNode(*edgeStart_))) cancelEdge();
        hoverFocusedEdge();
    });
}

PictureScene* CanvasKeys::scene() const { return focus_->scene(); }

// The focused edge is hovered as the mouse hovers it: what would fall with it is marked, and the
// Explain panel and the status line speak of it. Moving the focus off it ends that hover (not one
// the mouse has made since).
void CanvasKeys::hoverFocusedEdge() {
    const std::optional<EdgeId> edge = focus_->edge();
    PictureScene* s = scene();
    if (s != hoverScene_) hovered_.reset();
    hoverScene_ = s;
    if (!s) return;
    if (edge) s->hoverEdge(edge);
    else if (hovered_ && s->hoveredEdge() == hovered_) s->hoverEdge(std::nullopt);
    hovered_ = edge;
}

void CanvasKeys::syncKinds() {
    using Kinds = KeyboardFocus::Kinds;
    if (scene() && scene()->mode() == PictureScene::Mode::Play) focus_->setKinds(Kinds::Edges);
    else focus_->setKinds(edgeStart_ ? Kinds::Nodes : Kinds::NodesAndEdges);
}

bool CanvasKeys::claims(const QKeyEvent* event) const {
    const Qt::KeyboardModifiers mods = event->modifiers() & ~Qt::KeypadModifier;
    if (event->key() == Qt::Key_Escape) return edgeStart_ || focus_->any();
    if (isDelete(event))
        return mods == Qt::NoModifier && focus_->any() && scene() && scene()->mode() != PictureScene::Mode::Play &&
               !scene()->hasSelection();
    return false;
}

void CanvasKeys::showFocus() {
    const QPainterPath outline = focus_->outline();
    if (outline.isEmpty()) return;
    const double m = render::kUnit / 2;
    view_->bringIntoView(outline.boundingRect().adjusted(-m, -m, m, m));
}

bool CanvasKeys::tab(bool forward) {
    syncKinds();
    const bool moved = focus_->step(forward);
    if (moved) showFocus();
    return moved;
}

void CanvasKeys::focusNear(QPointF at) {
    syncKinds();
    focus_->focusNearest(at);
}

bool CanvasKeys::keyPress(QKeyEvent* event) {
    if (!scene()) return false;
    syncKinds();
    const Qt::KeyboardModifiers mods = event->modifiers() & ~Qt::KeypadModifier;
    const bool play = scene()->mode() == PictureScene::Mode::Play;
    if (const std::optional<QPointF> d = arrow(event->key())) {
        if (mods == Qt::NoModifier) {
            if (focus_->moveToward(*d)) showFocus();
            return true;  // (the arrows never scroll the canvas: the focus moves, or nothing)
        }
        if (mods == Qt::ShiftModifier && !play && focus_->node()) {
            moveNode(*d * PictureScene::kGrid);
            return true;
        }
        return false;
    }
    if (isEnter(event) && (mods == Qt::NoModifier || mods == Qt::ControlModifier)) return enter(mods == Qt::ControlModifier);
    if (event->key() == Qt::Key_Escape) {
        if (edgeStart_) cancelEdge();
        else if (focus_->any()) focus_->clear();
        else return false;
        return true;
    }
    if (play) return false;
    if (event->key() == Qt::Key_A && (mods == Qt::NoModifier || mods == Qt::ShiftModifier)) {
        addNode(mods == Qt::ShiftModifier);
        return true;
    }
    if (event->key() == Qt::Key_L && mods == Qt::NoModifier && focus_->node()) {
        edgeStart_ = focus_->node();
        emit edgeStartChanged();
        return true;
    }
    if (isDelete(event) && claims(event)) {
        deleteFocused();
        return true;
    }
    return false;
}

bool CanvasKeys::enter(bool toggle) {
    if (!focus_->any()) return tab(true);
    if (scene()->mode() == PictureScene::Mode::Play) {
        if (const std::optional<EdgeId> e = focus_->edge()) emit scene()->edgeClicked(*e);  // as a click on it
        return true;
    }
    if (edgeStart_) {
        if (const std::optional<NodeId> to = focus_->node()) {
            const NodeId from = *edgeStart_;
            cancelEdge();
            emit scene()->edgeRequested(from, *to);
        }
        return true;
    }
    QGraphicsItem* item = focus_->edge() ? static_cast<QGraphicsItem*>(scene()->edgeItem(*focus_->edge()))
                                         : static_cast<QGraphicsItem*>(scene()->nodeItem(*focus_->node()));
    if (!item) return true;
    if (!toggle) scene()->clearSelection();
    item->setSelected(toggle ? !item->isSelected() : true);
    return true;
}

void CanvasKeys::cancelEdge() {
    if (!edgeStart_) return;
    edgeStart_.reset();
    emit edgeStartChanged();
}

QPointF CanvasKeys::viewCentre() const { return view_->mapToScene(view_->viewport()->rect().center()); }

QPointF CanvasKeys::freeSpot(QPointF near, bool ground, bool besideFirst) const {
    const Picture& picture = scene()->document()->picture();
    const auto free = [&](QPointF p) {
        for (const Node& n : picture.nodes())
            if (QLineF(focus_->nodePoint(n.id), p).length() < kStep / 2) return false;
        return true;
    };
    if (ground) {
        for (int k = besideFirst ? 1 : 0; k < 64; ++k)
            for (int side : {1, -1}) {
                const QPointF p(near.x() + side * k * kStep, 0);
                if (free(p)) return p;
            }
        return {near.x(), 0};
    }
    static constexpr std::array<QPointF, 5> kAround{QPointF(0, -1), QPointF(0.7, -1), QPointF(-0.7, -1), QPointF(1, 0), QPointF(-1, 0)};
    for (int ring = besideFirst ? 1 : 0; ring < 16; ++ring) {
        if (ring == 0 && free(near)) return near;
        for (const QPointF& d : kAround) {
            const QPointF p = near + d * kStep * std::max(ring, 1);
            if (free(p)) return p;
        }
    }
    return near + QPointF(0, -kStep);
}

void CanvasKeys::focusNewNode(NodeId id) {
    if (scene()->document()->picture().hasNode(id)) {
        focus_->focusNode(id);
        showFocus();
    }
}

void CanvasKeys::addNode(bool ground) {
    const std::optional<QPointF> at = focus_->any() ? focus_->point() : std::nullopt;
    const QPointF spot = freeSpot(at.value_or(viewCentre()), ground, at.has_value());
    auto [where, onGround] = scene()->dropPoint(scene()->snapped(spot));
    if (ground) {
        where.y = 0;
        onGround = true;
    }
    const NodeId next = scene()->document()->picture().nextNodeId();
    if (edgeStart_) {
        const NodeId from = *edgeStart_;
        cancelEdge();
        emit scene()->edgeToNewNodeRequested(from, where, onGround);
    } else {
        emit scene()->nodeRequested(where, onGround);
    }
    focusNewNode(next);
}

void CanvasKeys::moveNode(QPointF by) {
    const NodeId id = *focus_->node();
    const Node& n = scene()->document()->picture().node(id);
    auto [to, ground] = scene()->dropPoint(scene()->snapped(focus_->nodePoint(id) + by));
    emit scene()->nodesChangeRequested({{id, n.position, n.ground}}, {{id, to, ground}}, PictureScene::tr("move"));
    showFocus();
}

void CanvasKeys::deleteFocused() {
    if (const std::optional<NodeId> n = focus_->node()) emit scene()->deleteRequested({*n}, {});
    else if (const std::optional<EdgeId> e = focus_->edge()) emit scene()->deleteRequested({}, {*e});
}

void CanvasKeys::paintOver(QPainter& painter, const QTransform& toViewport) const {
    if (!edgeStart_ || !scene()) return;
    const QPainterPath start = focus_->nodeOutline(*edgeStart_);
    KeyboardFocus::paintRing(painter, start, toViewport, 0, true);
    const std::optional<NodeId> to = focus_->node();
    if (!to || *to == *edgeStart_) return;
    painter.save();
    painter.resetTransform();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(render::colors::edge, 2.5, Qt::DashLine, Qt::RoundCap));
    painter.drawLine(toViewport.map(QLineF(focus_->nodePoint(*edgeStart_), focus_->nodePoint(*to))));
    painter.restore();
}

QRectF CanvasKeys::paintedRect(const QTransform& toViewport) const {
    if (!edgeStart_ || !scene()) return {};
    QPainterPath path = focus_->nodeOutline(*edgeStart_);
    if (const std::optional<NodeId> to = focus_->node()) path.addPath(focus_->nodeOutline(*to));
    return KeyboardFocus::ringRect(path, toViewport, 0);
}

}  // namespace homestead::gui
