// The canvas scene: shows a PictureDocument (one NodeItem per node, one EdgeItem per edge, labels
// with the analysis) and turns mouse gestures into requests. It never edits the document: the
// window turns its signals into undo commands, and the items change when the document says so.
//
// A thin facade over the canvas's parts, each with one job (in the manner of Qt's diagramscene
// and elasticnodes examples):
//   ItemRegistry    the items by id and their tiles; announces what changed (item_registry.h)
//   SceneBuilder    the incremental build in slices, retiring a previous picture (scene_builder.h)
//   LabelLayer      the numbers: passes, placement, scales, level of detail (label_layer.h)
//   Highlights      hover, load, the class matrix's marks, looks, tooltips (highlights.h)
//   CanvasSelection Select All in steps and reading a big selection (canvas_selection.h)
//   CanvasTool      Draw, Select and Chop: the mouse gestures (canvas_tools.h)
// The scene has no Qt index (NoIndex): its tiles (picture_tile.h) bound their children, so Qt's
// paint walk and queries skip whole tiles. A bulk removal (a big delete, a chop in Play) deletes
// its items in place, in slices: every other item stays, and nothing is rebuilt.
//
//   PictureScene scene(&doc);
//   connect(&scene, &PictureScene::edgeRequested, ...);   // → stack.push(new AddEdgeCommand(...))
#pragma once

#include "canvas_limits.h"
#include "canvas_selection.h"
#include "canvas_stats.h"
#include "edit_commands.h"
#include "highlights.h"
#include "layout_faults.h"
#include "picture_items.h"

#include "homestead/picture.h"

#include <QGraphicsScene>
#include <QPainterPath>
#include <QRectF>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

class QGraphicsPathItem;

namespace homestead::gui {

class CanvasTool;
class ItemRegistry;
class LabelLayer;
class PictureDocument;
class SceneBuilder;
class TileItem;

class PictureScene : public QGraphicsScene {
    Q_OBJECT
public:
    enum class Mode { Draw, Select, Play };
    static constexpr double kGroundTolerance = 12.0;  // pixels: a drop this close is on the ground
    static constexpr double kGrid = 30.0;             // snap grid: half a picture unit

    // How much is done at once (canvas_limits.h).
    static constexpr int kSyncEdges = limits::kSyncEdges;
    static constexpr int kSyncBuildEdges = limits::kSyncBuildEdges;
    static constexpr std::size_t kPlacedAtOnce = limits::kPlacedAtOnce;
    static constexpr int kBurstLimit = limits::kBurstLimit;
    static constexpr int kItemsPerStep = limits::kItemsPerStep;
    static constexpr int kGroupPerStep = limits::kGroupPerStep;
    static constexpr int kBoundItemsPerStep = limits::kBoundItemsPerStep;
    static constexpr int kGatherPerStep = limits::kGatherPerStep;
    static constexpr int kSelectPerStep = limits::kSelectPerStep;
    static constexpr int kRetirePerStep = limits::kRetirePerStep;
    static constexpr std::size_t kSortRun = limits::kSortRun;
    static constexpr int kLastRetirePass = limits::kLastRetirePass;
    static constexpr int kTileItems = limits::kTileItems;
    static constexpr double kTileSize = limits::kTileSize;
    static constexpr int kSketchItemsPerFrame = limits::kSketchItemsPerFrame;
    static constexpr int kDepartPerStep = limits::kDepartPerStep;
    static constexpr std::size_t kSyncChopValueEdges = Highlights::kSyncChopValueEdges;
    static constexpr const QColor& kMarkX = Highlights::kMarkX;  // the class matrix's marks: x red, y indigo
    static constexpr const QColor& kMarkY = Highlights::kMarkY;
    using Slice = CanvasStats::Slice;

    explicit PictureScene(PictureDocument* doc, QObject* parent = nullptr);
    ~PictureScene() override;

    PictureDocument* document() const { return doc_; }
    Mode mode() const { return mode_; }
    void setMode(Mode mode);
    bool snapToGrid() const { return snap_; }
    void setSnapToGrid(bool on);

    // What the labels show (render::labelText: a name first, "trunk: 5"), and what is coloured.
    void setShowStresses(bool on);
    void setShowWeights(bool on);
    void setShowNames(bool on);
    void setShowClasses(bool on);
    void setShowWinningMoves(bool on);
    bool showStresses() const;
    bool showWeights() const;
    bool showNames() const;
    // Labels showing what `other`'s show (Play and the collapse stepper follow the drawing's canvas).
    void showLabelsAs(const PictureScene& other);
    bool showClasses() const;
    bool showWinningMoves() const;
    // Play and the puzzle mode: every label led by the tag the game's sentences name its edge by
    // (edge_tags.h), its numbers after it when shown ("b: 5"), and tooltips titled by it; an empty
    // function: the picture's names, as the N toggle says.
    void setEdgeTags(std::function<std::string(EdgeId)> tagOf);
    // Hide numbers: no stresses or weights in the labels, no values in the tooltips, winning moves
    // not coloured — until turned off. The toggles keep what they say (showStresses(), …) meanwhile.
    void setNumbersHidden(bool hidden);
    bool numbersHidden() const { return numbersHidden_; }

    // Labels, nodes and strokes drawn `scale` times larger (the view sets 1/zoom when zoomed out);
    // labels are placed again. O(E).
    void setReadableScale(double scale, bool exactly = false);  // (see LabelLayer::setReadableScale)
    double readableScale() const;
    // The text size (TextScale::factor()): labels are drawn readableScale() × textScale() times
    // their natural size. The scene follows TextScale by itself. O(E).
    void setTextScale(double factor);
    double textScale() const;
    double labelScale() const;
    // Presentation mode's high contrast: thicker strokes, opaque label plates with a dark rim.
    void setHighContrast(bool on);
    bool highContrast() const;
    // Presentation mode: names that find no room are shed (label_layer.h), as they are not at the
    // desk, high contrast or not.
    void setPresenting(bool on);
    bool presenting() const;
    bool labelsShedNames() const;  // names shown, presenting or in a fitted view (LabelLayer::shedsNames)

    NodeItem* nodeItem(NodeId id) const;
    EdgeItem* edgeItem(EdgeId id) const;
    std::vector<NodeId> selectedNodes() const;
    std::vector<EdgeId> selectedEdges() const;
    // Both in one pass over the selection; sorted; a previous picture's items are not in it.
    using Selection = CanvasSelection::Selection;
    Selection selection() const;
    // Selects every node and edge of the picture shown, in steps (canvas_selection.h).
    void selectAll();
    bool selectingAll() const;
    bool hasSelection() const { return glanceAtSelection().any; }
    // Whether anything of the picture shown is selected, and the edge when exactly one edge is.
    using SelectionGlance = CanvasSelection::Glance;
    SelectionGlance glanceAtSelection() const;
    // Whether every node and edge of the document's picture is built and selected: Delete then
    // takes the whole picture at once.
    bool selectsEverything() const;

    // The hovered edge and its load as highlighted now (sorted); empty when nothing is hovered.
    std::optional<EdgeId> hoveredEdge() const;
    std::vector<EdgeId> highlightedLoad() const;
    void hoverEdge(std::optional<EdgeId> id);
    // The hover drawn over the canvas by its view (a big picture up close), not by restyling the
    // items: a hover then only emits hoverChanged() with the edges whose highlight came or went.
    void setHoverOverlay(bool on);
    bool hoverOverlay() const;
    // Two edges marked in colours of their own, as the class matrix's cell under the mouse asks:
    // x (the edge chopped) red, y (the edge weighed) indigo; nullopt clears a mark. O(1).
    void markEdges(std::optional<EdgeId> x, std::optional<EdgeId> y);
    std::optional<EdgeId> markedX() const;
    std::optional<EdgeId> markedY() const;
    QString edgeToolTip(EdgeId id) const;
    QString edgeToolTip(EdgeId id, std::size_t falls) const;  // when the load's size is known
    // What a screen reader says of an edge or a node (Highlights::spokenEdge).
    QString spokenEdge(EdgeId id, Language language) const;
    QString spokenNode(NodeId id, Language language) const;

    // Where a click at `scenePos` puts a node: snapped if asked, on the ground line if close to it.
    std::pair<Point, bool> dropPoint(QPointF scenePos) const;
    QPointF snapped(QPointF p) const;  // to the grid, if snapping is on
    // The rectangle around everything, for "fit to window" (while building: around the nodes of
    // the document, with room for the labels, so a fit made early stays right).
    QRectF contentsRect() const;
    // The same without the labels: what a fit keeps in view, leaving room for the labels around it.
    QRectF drawingRect() const;
    // The rectangle through the document's nodes' centres: what the drawing spans whatever the scale
    // its nodes and strokes are drawn at (none when there are no nodes; it may have no height or width).
    std::optional<QRectF> nodesExtent() const;

    // The incremental build (scene_builder.h). building(): items or labels still to be made or
    // placed. itemsPending(): nodes or edges not yet made or routed. finishItems() does the rest of
    // the build at once, a bulk removal's deletions included; finishBuild() that and waits for the
    // labels being placed on a worker (LabelLayer::finishPlacing) too (tests, benchmarks, a window
    // about to be grabbed).
    bool building() const;
    bool itemsPending() const;
    void finishItems();
    void finishBuild();
    // finishBuild's labels, then the leaders being untangled on a worker (LabelLayer::finishUntangling),
    // put in place: for tests; the window never waits for them. labelsSettling(): either under way.
    void finishUntangling();
    bool labelsSettling() const;
    int buildPerMille() const;  // items count for a half, labels for the other half
    void setBuildBudget(int ms);  // milliseconds of work per slice
    void setIncremental(bool on);  // off: every picture built at once (benchmarks compare)
    bool boundingTiles() const;   // tiles still to have Qt compute their rectangles

    // Where numbers are placed (label_layer.h): what a view shows, grown by half a view each side,
    // or an empty rectangle when no number could be read at its zoom.
    void setLabelArea(const QRectF& area);
    void setLabelFrame(std::optional<QRectF> frame);  // LabelLayer::setFrame
    void setLabelFocusRing(const QPainterPath& ring);  // LabelLayer::setFocusRing
    std::size_t labelsBoxedIn() const;                // LabelLayer::boxedIn
    bool labelNamesGivenUp() const;                   // LabelLayer::namesGivenUp
    std::optional<QRectF> labelArea() const;
    bool labelsByArea() const;
    bool spotTaken(const QRectF& spot, const EdgeItem* edge, bool labelsOnly) const;

    int tileCount() const;  // how many top-level tiles are in the scene (a previous picture's too)
    const std::vector<TileItem*>& tiles() const;
    // The whole picture as the tiles' sketches (picture_tile.h): what the view draws instead of
    // the items when zoomed far out. `exposed` in scene coordinates, `zoom` device pixels per scene
    // pixel. At most kSketchItemsPerFrame items are sketched again a frame; false when some tiles
    // showed an old image or nothing yet (the caller draws again).
    bool drawSketch(QPainter* painter, const QRectF& exposed, double zoom);
    // drawSketch() in its three layers, for a view that keeps the tiles' as an image (sketch_frame.h):
    // the overlay under the edges, the tiles (false as drawSketch), a gesture's marks over them.
    void drawUnderSketch(QPainter* painter, double zoom) const;
    bool drawSketchTiles(QPainter* painter, const QRectF& exposed, double zoom);
    void drawOverSketch(QPainter* painter) const;
    // An item of someone else's that the sketch draws too, under the edges (the garden link's
    // halo); its owner sets nullptr before deleting it. A new picture forgets it.
    void setSketchOverlay(QGraphicsPathItem* item);

    // What the canvas counted of its own work (tests, benchmarks).
    CanvasStats stats() const;

    // The parts (tools and tests reach them here).
    ItemRegistry& itemRegistry() const { return *registry_; }
    CanvasSelection& canvasSelection() const { return *selection_; }

signals:
    void nodeRequested(homestead::Point at, bool ground);
    void edgeRequested(homestead::NodeId from, homestead::NodeId to);
    void edgeToNewNodeRequested(homestead::NodeId from, homestead::Point at, bool ground);
    void nodesChangeRequested(std::vector<homestead::gui::NodeState> before,
                              std::vector<homestead::gui::NodeState> after, QString what);
    void deleteRequested(std::vector<homestead::NodeId> nodes, std::vector<homestead::EdgeId> edges);
    void edgeHovered(std::optional<homestead::EdgeId> id);
    void hoverChanged(const std::vector<homestead::EdgeId>& edges);  // setHoverOverlay(true) only
    void edgeClicked(homestead::EdgeId id);  // Play mode only
    // The incremental build: how far (0–1000), when every item exists, when all is in place.
    void buildProgress(int perMille);
    void itemsBuilt();
    void buildFinished();
    // Labels were placed in the frame (setLabelFrame) and settled: `boxedIn` of them with no clear
    // spot (labelsBoxedIn), `faults` left in their layout (LabelLayer::placedInFrame). A fitted view
    // then tries more margin while labels clash, and keeps the margin whose layout has the fewest faults.
    void labelsPlacedInFrame(std::size_t boxedIn, homestead::gui::LayoutFaults faults);
    // The labels' names were given up (labelNamesGivenUp): a fitted view fits again with a numbers' margin.
    void labelsCrowded();

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;
    void contextMenuEvent(QGraphicsSceneContextMenuEvent* event) override;
    void drawBackground(QPainter* painter, const QRectF& rect) override;

private:
    QRectF extent(bool labels) const;  // contentsRect, drawingRect
    void wire();
    void rebuild();
    void removeMany(const std::vector<NodeId>& nodes, const std::vector<EdgeId>& edges);
    CanvasTool& tool() const;
    void setLabelContent(render::LabelContent shown);
    void applyLabelContent();  // what the toggles say, with the tags and Hide numbers

    PictureDocument* doc_;
    CanvasStats stats_;
    ItemRegistry* registry_ = nullptr;
    SceneBuilder* builder_ = nullptr;
    Highlights* highlights_ = nullptr;
    LabelLayer* labels_ = nullptr;
    CanvasSelection* selection_ = nullptr;
    std::unique_ptr<CanvasTool> drawTool_, selectTool_, chopTool_;
    Mode mode_ = Mode::Draw;
    bool snap_ = false;
    render::LabelContent shown_;  // the T, W and N toggles
    std::function<std::string(EdgeId)> tagOf_;
    bool numbersHidden_ = false;
    QGraphicsPathItem* sketchOverlay_ = nullptr;
};

}  // namespace homestead::gui
