// Mouse gestures on the canvas, by tool (see the header).
#include "canvas_tools.h"

#include "canvas_selection.h"
#include "item_registry.h"
#include "picture_document.h"
#include "picture_geometry.h"
#include "picture_items.h"
#include "picture_scene.h"
#include "picture_style.h"

#include <QAction>
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsSceneContextMenuEvent>
#include <QGraphicsSceneMouseEvent>
#include <QIcon>
#include <QLineF>
#include <QMenu>
#include <QPainter>
#include <QPen>

#include <algorithm>
#include <utility>

namespace homestead::gui {

using namespace homestead::render;

namespace {
constexpr double kDragThreshold = 5.0;
}  // namespace

NodeItem* nodeAt(const PictureScene& scene, QPointF pos) {
    const double r = kNodeRadius + 5;
    NodeItem* best = nullptr;
    double bestDistance = 1e18;
    for (QGraphicsItem* it : scene.items(QRectF(pos.x() - r, pos.y() - r, 2 * r, 2 * r)))
        if (it->type() == NodeItem::Type) {
            const double d = QLineF(it->pos(), pos).length();
            if (d <= r && d < bestDistance) {
                best = static_cast<NodeItem*>(it);
                bestDistance = d;
            }
        }
    return best;
}

EdgeItem* edgeAt(const PictureScene& scene, QPointF pos) {
    for (QGraphicsItem* it : scene.items(pos))
        if (it->type() == EdgeItem::Type) return static_cast<EdgeItem*>(it);
    return nullptr;
}

// ---- Chop ----

void ChopTool::press(QGraphicsSceneMouseEvent* event) {
    if (EdgeItem* edge = edgeAt(*scene_, event->scenePos())) emit scene_->edgeClicked(edge->id());
}

// ---- Draw and Select ----

EditTool::~EditTool() = default;  // (its gesture's items belong to the scene)

void EditTool::press(QGraphicsSceneMouseEvent* event) {
    pressPos_ = event->scenePos();
    movedFar_ = false;
    NodeItem* node = nodeAt(*scene_, pressPos_);
    const bool toggle = event->modifiers() & Qt::ControlModifier;
    if (node) {
        if (selectMode_ || (event->modifiers() & Qt::ShiftModifier)) {
            startMove(node, toggle);
        } else {
            drag_ = Drag::Edge;
            dragNode_ = node;
        }
        return;
    }
    if (EdgeItem* edge = edgeAt(*scene_, pressPos_)) {
        if (!toggle) scene_->clearSelection();
        edge->setSelected(toggle ? !edge->isSelected() : true);
        drag_ = Drag::None;
        return;
    }
    drag_ = Drag::Rubber;
    if (!toggle && selectMode_) scene_->clearSelection();
}

void EditTool::startMove(NodeItem* node, bool toggle) {
    if (!node->isSelected()) {
        if (!toggle) scene_->clearSelection();
        node->setSelected(true);
    }
    drag_ = Drag::Move;
    moving_.clear();
    moveStart_.clear();
    const Picture& picture = scene_->document()->picture();
    for (NodeId id : scene_->selectedNodes()) {
        const Node& n = picture.node(id);
        moving_.push_back(scene_->nodeItem(id));
        moveStart_.push_back({id, n.position, n.ground});
    }
    dragNode_ = node;
}

bool EditTool::drag(QGraphicsSceneMouseEvent* event) {
    if (drag_ == Drag::None || !(event->buttons() & Qt::LeftButton)) return false;
    const QPointF pos = event->scenePos();
    if (QLineF(pos, pressPos_).length() > kDragThreshold) movedFar_ = true;
    if (!movedFar_) return true;
    switch (drag_) {
    case Drag::Edge: dragEdge(pos); break;
    case Drag::Move: dragMove(pos); break;
    case Drag::Rubber: dragRubber(pos); break;
    case Drag::None: break;
    }
    return true;
}

void EditTool::dragEdge(QPointF pos) {
    if (!dragNode_) return;
    NodeItem* target = nodeAt(*scene_, pos);
    const QPointF end = target                         ? target->pos()
                        : scene_->dropPoint(pos).second ? QPointF(scene_->snapped(pos).x(), 0)
                                                        : scene_->snapped(pos);
    if (!preview_) {
        preview_ = scene_->addLine(QLineF(dragNode_->pos(), end), QPen(colors::edge, 2.5, Qt::DashLine, Qt::RoundCap));
        preview_->setZValue(5);
    }
    preview_->setLine(QLineF(dragNode_->pos(), end));
}

void EditTool::dragMove(QPointF pos) {
    const QPointF delta = pos - pressPos_;
    for (std::size_t i = 0; i < moving_.size(); ++i) {
        if (!moving_[i]) continue;
        const QPointF start = toScene(moveStart_[i].position.value_or(Point{}));
        moving_[i]->setPos(scene_->snapped(start + delta));
    }
}

void EditTool::dragRubber(QPointF pos) {
    const QRectF r = QRectF(pressPos_, pos).normalized();
    if (!rubber_) {
        rubber_ = scene_->addRect(r, QPen(colors::selection, 1, Qt::DashLine), QColor(0x2f, 0x80, 0xed, 30));
        rubber_->setZValue(10);
    }
    rubber_->setRect(r);
    scene_->canvasSelection().selectWithin(r);
}

void EditTool::release(QGraphicsSceneMouseEvent* event) {
    const QPointF pos = event->scenePos();
    const Drag drag = std::exchange(drag_, Drag::None);
    dropGestureItems();
    switch (drag) {
    case Drag::Edge: releaseEdge(event); return;
    case Drag::Move: releaseMove(); return;
    case Drag::Rubber:
        if (!movedFar_ && !selectMode_) {
            auto [at, ground] = scene_->dropPoint(pos);
            scene_->clearSelection();
            emit scene_->nodeRequested(at, ground);
        }
        return;
    case Drag::None: return;
    }
}

void EditTool::releaseEdge(QGraphicsSceneMouseEvent* event) {
    NodeItem* from = std::exchange(dragNode_, nullptr);
    if (!from) return;
    const QPointF pos = event->scenePos();
    NodeItem* target = nodeAt(*scene_, pos);
    if (!movedFar_) {  // a click on a node selects it
        const bool toggle = event->modifiers() & Qt::ControlModifier;
        if (!toggle) scene_->clearSelection();
        from->setSelected(!from->isSelected() || !toggle);
        return;
    }
    if (target) {
        emit scene_->edgeRequested(from->id(), target->id());
    } else {
        auto [at, ground] = scene_->dropPoint(pos);
        emit scene_->edgeToNewNodeRequested(from->id(), at, ground);
    }
}

void EditTool::releaseMove() {
    dragNode_ = nullptr;
    if (!movedFar_) return;
    std::vector<NodeState> after;
    std::vector<NodeState> before;
    for (std::size_t i = 0; i < moving_.size(); ++i) {
        if (!moving_[i]) continue;
        auto [at, ground] = scene_->dropPoint(moving_[i]->pos());
        before.push_back(moveStart_[i]);
        after.push_back({moveStart_[i].id, at, ground});
    }
    moving_.clear();
    if (before != after) emit scene_->nodesChangeRequested(before, after, PictureScene::tr("move"));
    else
        for (const NodeState& s : before) scene_->itemRegistry().nodeChanged(s.id);
}

void EditTool::contextMenu(QGraphicsSceneContextMenuEvent* event) {
    NodeItem* node = nodeAt(*scene_, event->scenePos());
    EdgeItem* edge = node ? nullptr : edgeAt(*scene_, event->scenePos());
    if (!node && !edge) return;
    QMenu menu;
    if (node) {
        QAction* ground = menu.addAction(PictureScene::tr("Base node (on the ground)"));
        ground->setCheckable(true);
        ground->setChecked(node->ground());
        QAction* remove = menu.addAction(QIcon(QStringLiteral(":/icons/delete.svg")), PictureScene::tr("Delete node"));
        QAction* chosen = menu.exec(event->screenPos());
        if (chosen == ground) {
            const Node& n = scene_->document()->picture().node(node->id());
            emit scene_->nodesChangeRequested({{n.id, n.position, n.ground}}, {{n.id, n.position, !n.ground}},
                                              n.ground ? PictureScene::tr("lift node off the ground") : PictureScene::tr("make base node"));
        } else if (chosen == remove) {
            emit scene_->deleteRequested({node->id()}, {});
        }
    } else {
        QAction* remove = menu.addAction(QIcon(QStringLiteral(":/icons/delete.svg")), PictureScene::tr("Delete edge"));
        if (menu.exec(event->screenPos()) == remove) emit scene_->deleteRequested({}, {edge->id()});
    }
    event->accept();
}

void EditTool::nodeGoing(const NodeItem* node) {
    std::replace(moving_.begin(), moving_.end(), const_cast<NodeItem*>(node), static_cast<NodeItem*>(nullptr));  // (moveStart_ keeps its order)
    if (dragNode_ == node) {
        dragNode_ = nullptr;
        drag_ = Drag::None;
    }
}

void EditTool::dropGestureItems() {
    delete std::exchange(preview_, nullptr);  // (out of the scene with it)
    delete std::exchange(rubber_, nullptr);
}

void EditTool::cancel() {
    drag_ = Drag::None;
    dropGestureItems();
    moving_.clear();
    dragNode_ = nullptr;
}

bool EditTool::isGestureItem(const QGraphicsItem* item) const { return item && (item == preview_ || item == rubber_); }

void EditTool::drawOverSketch(QPainter& painter) const {
    if (preview_) {
        QPen pen = preview_->pen();
        pen.setCosmetic(true);
        pen.setWidthF(1.5);
        painter.setPen(pen);
        painter.drawLine(preview_->line());
    }
    if (rubber_) {
        QPen pen = rubber_->pen();
        pen.setCosmetic(true);
        painter.setPen(pen);
        painter.setBrush(rubber_->brush());
        painter.drawRect(rubber_->rect());
    }
}

}  // namespace homestead::gui
