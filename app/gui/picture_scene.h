// The canvas scene: shows a PictureDocument (one NodeItem per node, one EdgeItem per edge, labels
// with the analysis) and turns mouse gestures into requests. It never edits the document: the
// window turns its signals into undo commands, and the items change when the document says so.
//
// Gestures (Draw mode): click empty space → a node (a base node on the ground line); drag from a
// node to a node → an edge, to empty space → an edge and a new node, back onto itself → a loop;
// Shift+drag a node → move it; drag on empty space → rubber-band selection; right-click → context
// menu. Select mode: drag moves the selected nodes, click selects. Play mode: a click on an edge
// emits edgeClicked() and nothing is edited (hovering still shows what would fall).
//
// Refreshing labels after an analysis touches only labels whose text or look changed: O(E) cheap
// comparisons. Placing a label costs one collision query in the scene's index and is done only
// when its edge moves.
//
//   PictureScene scene(&doc);
//   connect(&scene, &PictureScene::edgeRequested, ...);   // → stack.push(new AddEdgeCommand(...))
#pragma once

#include "edit_commands.h"
#include "picture_document.h"
#include "picture_items.h"

#include <QGraphicsScene>
#include <QHash>

#include <map>
#include <set>

namespace homestead::gui {

class PictureScene : public QGraphicsScene {
    Q_OBJECT
public:
    enum class Mode { Draw, Select, Play };
    static constexpr double kGroundTolerance = 12.0;  // pixels: a drop this close is on the ground
    static constexpr double kGrid = 30.0;             // snap grid: half a picture unit

    explicit PictureScene(PictureDocument* doc, QObject* parent = nullptr);

    PictureDocument* document() const { return doc_; }
    Mode mode() const { return mode_; }
    void setMode(Mode mode) { mode_ = mode; }
    bool snapToGrid() const { return snap_; }
    void setSnapToGrid(bool on);

    // What the labels show, and what is coloured.
    void setShowStresses(bool on);
    void setShowWeights(bool on);
    void setShowClasses(bool on);
    void setShowWinningMoves(bool on);
    bool showStresses() const { return showStresses_; }
    bool showWeights() const { return showWeights_; }

    // Labels, nodes and strokes drawn `scale` times larger (the view sets 1/zoom when zoomed out,
    // so numbers keep a readable size on screen); labels are placed again. O(E).
    void setReadableScale(double scale);
    double readableScale() const { return readableScale_; }

    NodeItem* nodeItem(NodeId id) const { return nodes_.value(id, nullptr); }
    EdgeItem* edgeItem(EdgeId id) const { return edges_.value(id, nullptr); }
    std::vector<NodeId> selectedNodes() const;
    std::vector<EdgeId> selectedEdges() const;

    // The hovered edge and its load as highlighted now (sorted); empty when nothing is hovered.
    std::optional<EdgeId> hoveredEdge() const { return hovered_; }
    std::vector<EdgeId> highlightedLoad() const;
    void hoverEdge(std::optional<EdgeId> id);
    // The tooltip of an edge: its stress, weight, how the stress arises, its name.
    QString edgeToolTip(EdgeId id) const;

    // Where a click at `scenePos` puts a node: snapped if asked, on the ground line if close to it.
    std::pair<Point, bool> dropPoint(QPointF scenePos) const;
    // The rectangle around everything, for "fit to window".
    QRectF contentsRect() const;

signals:
    void nodeRequested(homestead::Point at, bool ground);
    void edgeRequested(homestead::NodeId from, homestead::NodeId to);
    void edgeToNewNodeRequested(homestead::NodeId from, homestead::Point at, bool ground);
    void nodesChangeRequested(std::vector<homestead::gui::NodeState> before,
                              std::vector<homestead::gui::NodeState> after, QString what);
    void deleteRequested(std::vector<homestead::NodeId> nodes, std::vector<homestead::EdgeId> edges);
    void edgeHovered(std::optional<homestead::EdgeId> id);
    void edgeClicked(homestead::EdgeId id);  // Play mode only

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;
    void contextMenuEvent(QGraphicsSceneContextMenuEvent* event) override;
    void drawBackground(QPainter* painter, const QRectF& rect) override;

private:
    void rebuild();
    void addNodeItem(NodeId id);
    void addEdgeItem(EdgeId id);
    void removeNodeItem(NodeId id);
    void removeEdgeItem(EdgeId id);
    void nodeChanged(NodeId id);
    void reslot(NodeId a, NodeId b);
    void nodeItemMoved(NodeItem* node);
    void placeLabel(EdgeItem* edge);
    void refreshLabels();
    void placeBatch(std::vector<EdgeItem*> toPlace);
    void refreshLooks();
    EdgeItem::Look restingLook(EdgeItem* e, const EdgeAnalysis* a, QColor* color) const;
    NodeItem* nodeAt(QPointF pos) const;
    EdgeItem* edgeAt(QPointF pos) const;
    QPointF snapped(QPointF p) const;

    PictureDocument* doc_;
    QHash<NodeId, NodeItem*> nodes_;
    QHash<EdgeId, EdgeItem*> edges_;
    std::map<std::pair<NodeId, NodeId>, std::vector<EdgeItem*>> parallel_;
    Mode mode_ = Mode::Draw;
    bool snap_ = false;
    bool showStresses_ = true, showWeights_ = false, showClasses_ = false, showWinning_ = false;
    std::optional<EdgeId> hovered_;
    std::set<EdgeId> loadSet_;
    bool placingLabels_ = true;
    double readableScale_ = 1.0;

    // the gesture under way
    enum class Drag { None, Edge, Move, Rubber } drag_ = Drag::None;
    QPointF pressPos_;
    bool movedFar_ = false;
    NodeItem* dragNode_ = nullptr;
    QGraphicsLineItem* preview_ = nullptr;
    QGraphicsRectItem* rubber_ = nullptr;
    std::vector<NodeState> moveStart_;
    std::vector<NodeItem*> moving_;
};

}  // namespace homestead::gui
