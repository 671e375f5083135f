// The canvas's keyboard focus: at most one node or edge of the picture shown, which the keys act on
// (canvas_keys.h) and which the view rings (paintRing: a thick black-and-yellow outline, seen on
// white, in high contrast and at a projector alike). It only points at the document's ids: it
// never edits, and forgets an item the moment the document removes it (the point where it was is
// kept, so the next key goes on from there). When the document is replaced whole (Play's position
// after an undo, a lay-out), a focused item the new picture still has keeps the focus, and one it
// lacks (or one lost when nothing was left) hands it to the nearest item there: the canvas never
// keeps the keyboard with nothing ringed.
//
// Moving it, each O(nodes + edges) over the document's picture, nothing sorted or cached:
// - step(): Tab / Shift+Tab in reading order: rows of half a unit from the top, left to right in a
//   row, a node before the edges that start level with it;
// - moveToward(): an arrow to the nearest item in its direction (within a 45° cone if any is
//   there, else in the half plane), distance along the arrow counting half what the offset across it does.
// Which items it visits (setKinds): nodes and edges when drawing, edges alone in Play (a node cannot
// be chopped), nodes alone while an edge is being drawn by keys.
//
//   KeyboardFocus f(view);  f.setScene(scene);  f.step(true);  f.edge();   // the first edge in reading order
#pragma once

#include "homestead/picture.h"

#include <QObject>
#include <QPainterPath>
#include <QPointF>
#include <QRectF>

#include <cstdint>
#include <optional>
#include <vector>

class QPainter;
class QTransform;

namespace homestead::gui {

class PictureScene;

class KeyboardFocus : public QObject {
    Q_OBJECT
public:
    enum class Kinds { NodesAndEdges, Edges, Nodes };
    explicit KeyboardFocus(QObject* parent = nullptr);

    // The scene whose document's items the focus points at; a new scene (Play swapping its game
    // in, the drawing back) clears it.
    void setScene(PictureScene* scene);
    PictureScene* scene() const { return scene_; }

    std::optional<EdgeId> edge() const { return isEdge_ && id_ ? id_ : std::nullopt; }
    std::optional<NodeId> node() const { return !isEdge_ && id_ ? id_ : std::nullopt; }
    bool any() const { return id_.has_value(); }
    void focusEdge(EdgeId id);
    void focusNode(NodeId id);
    // The item nearest to `at` (scene coordinates) of the kinds visited; false, and nothing
    // focused, when there is none.
    bool focusNearest(QPointF at);
    void clear();

    void setKinds(Kinds kinds) { kinds_ = kinds; }
    Kinds kinds() const { return kinds_; }
    // The next (or previous) item in reading order; from nothing, the first (last). False when
    // there is none past the focus (the focus is then cleared: Tab leaves the canvas).
    bool step(bool forward);
    // The nearest item in direction (dx, dy) (scene coordinates, y down) from the focus, or from
    // the last place focused if nothing is; false (nothing moves) when there is none that way.
    bool moveToward(QPointF direction);

    // Where the focus is (scene coordinates): a node's centre, an edge's middle; or the last place
    // focused when nothing is now (the view's centre is the caller's business if none ever was).
    std::optional<QPointF> point() const;
    QPointF nodePoint(NodeId id) const;
    QPointF edgePoint(EdgeId id) const;
    // The focused item's outline in scene coordinates (a node's disc, an edge's path); empty if none.
    QPainterPath outline() const;
    QPainterPath nodeOutline(NodeId id) const;

    // Half the focused edge's breadth, the nodes at its ends included (scene pixels; 0 for a node,
    // whose outline is its disc).
    double outlineHalfWidth() const;

    // The ring around `sceneOutline` (whose stroke is `halfWidth` viewport pixels each side), drawn
    // with `toViewport` (the view's transform): a band a few pixels outside the item, black with a
    // yellow core, the same width at any zoom. ringRect() is what it covers, in viewport pixels.
    static void paintRing(QPainter& painter, const QPainterPath& sceneOutline, const QTransform& toViewport,
                          double halfWidth, bool dashed = false);
    static QRectF ringRect(const QPainterPath& sceneOutline, const QTransform& toViewport, double halfWidth);
    // What the ring covers in scene coordinates, at `zoom` (viewport pixels per scene unit), the
    // item's inside included; `sceneHalfWidth` as outlineHalfWidth(). The labels keep clear of it.
    static QPainterPath ringArea(const QPainterPath& sceneOutline, double zoom, double sceneHalfWidth);

signals:
    void changed();

private:
    void set(bool isEdge, std::optional<std::int64_t> id);
    void forget(bool isEdge, std::int64_t id);  // the document is removing it
    void keepThroughReset();                     // the document's picture was replaced whole
    bool visits(bool isEdge) const;
    // visit(isEdge, id, point) for every item of the kinds visited.
    template <class Visit>
    void forEachItem(Visit&& visit) const;

    PictureScene* scene_ = nullptr;
    std::vector<QMetaObject::Connection> watch_;
    bool isEdge_ = false;
    std::optional<std::int64_t> id_;  // a NodeId or an EdgeId
    std::optional<QPointF> lastPoint_;
    bool orphaned_ = false;  // its item was removed and no other was left to take the focus
    Kinds kinds_ = Kinds::NodesAndEdges;
};

}  // namespace homestead::gui
