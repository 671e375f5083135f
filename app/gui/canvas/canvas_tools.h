// The tools that turn mouse gestures on the canvas into requests (the scene never edits the
// document: the window turns its requests into undo commands). PictureScene hands the left
// button's press, move and release, and the context menu, to the tool of its mode.
//
// Draw: click empty space → a node (a base node on the ground line); drag from a node to a node →
// an edge, to empty space → an edge and a new node, back onto itself → a loop; Shift+drag a node →
// move it; drag on empty space → rubber-band selection; right-click → context menu.
// Select: drag moves the selected nodes, click selects, drag on empty space → rubber band.
// Chop (Play): a click on an edge emits edgeClicked() and nothing is edited.
#pragma once

#include "homestead/picture.h"
#include "edit_commands.h"

#include <QPointF>

#include <vector>

class QGraphicsItem;
class QGraphicsLineItem;
class QGraphicsRectItem;
class QGraphicsSceneContextMenuEvent;
class QGraphicsSceneMouseEvent;
class QPainter;

namespace homestead::gui {

class EdgeItem;
class NodeItem;
class PictureScene;

// The node or edge item under a scene position (a node within its radius and a margin).
NodeItem* nodeAt(const PictureScene& scene, QPointF pos);
EdgeItem* edgeAt(const PictureScene& scene, QPointF pos);

class CanvasTool {
public:
    virtual ~CanvasTool() = default;
    virtual void press(QGraphicsSceneMouseEvent* event) = 0;
    // False when no gesture of this tool is under way (the scene then hovers).
    virtual bool drag(QGraphicsSceneMouseEvent* event) = 0;
    virtual void release(QGraphicsSceneMouseEvent* event) = 0;
    virtual void contextMenu(QGraphicsSceneContextMenuEvent*) {}
    virtual void nodeGoing(const NodeItem*) {}  // an item the gesture holds is about to go
    virtual void cancel() {}                    // a new picture: the gesture ends, its items go
    virtual bool isGestureItem(const QGraphicsItem*) const { return false; }
    // The gesture's marks (the dashed edge, the rubber band) over the far-out sketch.
    virtual void drawOverSketch(QPainter&) const {}
};

// Draw and Select: the gestures that edit (they differ in what a drag from a node does, and in
// whether a click on empty space makes a node).
class EditTool : public CanvasTool {
public:
    EditTool(PictureScene* scene, bool selectMode) : scene_(scene), selectMode_(selectMode) {}
    ~EditTool() override;
    void press(QGraphicsSceneMouseEvent* event) override;
    bool drag(QGraphicsSceneMouseEvent* event) override;
    void release(QGraphicsSceneMouseEvent* event) override;
    void contextMenu(QGraphicsSceneContextMenuEvent* event) override;
    void nodeGoing(const NodeItem* node) override;
    void cancel() override;
    bool isGestureItem(const QGraphicsItem* item) const override;
    void drawOverSketch(QPainter& painter) const override;

private:
    enum class Drag { None, Edge, Move, Rubber };
    void startMove(NodeItem* node, bool toggle);
    void dragEdge(QPointF pos);
    void dragMove(QPointF pos);
    void dragRubber(QPointF pos);
    void releaseEdge(QGraphicsSceneMouseEvent* event);
    void releaseMove();
    void dropGestureItems();

    PictureScene* scene_;
    bool selectMode_;
    Drag drag_ = Drag::None;
    QPointF pressPos_;
    bool movedFar_ = false;
    NodeItem* dragNode_ = nullptr;
    QGraphicsLineItem* preview_ = nullptr;
    QGraphicsRectItem* rubber_ = nullptr;
    std::vector<NodeState> moveStart_;
    std::vector<NodeItem*> moving_;
};

class DrawTool : public EditTool {
public:
    explicit DrawTool(PictureScene* scene) : EditTool(scene, false) {}
};

class SelectTool : public EditTool {
public:
    explicit SelectTool(PictureScene* scene) : EditTool(scene, true) {}
};

class ChopTool : public CanvasTool {
public:
    explicit ChopTool(PictureScene* scene) : scene_(scene) {}
    void press(QGraphicsSceneMouseEvent* event) override;
    bool drag(QGraphicsSceneMouseEvent*) override { return false; }
    void release(QGraphicsSceneMouseEvent*) override {}

private:
    PictureScene* scene_;
};

}  // namespace homestead::gui
