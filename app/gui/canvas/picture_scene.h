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
// Labels are drawn readableScale × textScale times their natural size; one placed away from its edge
// (edges crowd there) gets a thin leader line to it.
//
// Refreshing labels after an analysis touches only labels whose text or look changed: O(E) cheap
// comparisons. Placing a label costs a few collision queries of the scene (Qt's items(), which
// looks only into the tiles near the spot) and is done only when its edge moves.
//
// The scene has no Qt index (NoIndex): its tiles (picture_tile.h) bound their children, so Qt's
// paint walk and queries skip whole tiles; a BSP tree only added a walk of all its leaves after
// every geometry change.
//
// Large pictures are built without freezing the window. Up to kSyncBuildEdges edges, a new picture's
// items and labels are made at once, and up to kSyncEdges an edit's, as the document changes. Above
// that (opening, New, Play, an edit of a big picture, or thousands of edges added in one go, as when
// a huge delete is undone), the work is queued and
// done from the event loop in slices of a few milliseconds: nodes, then edges, then the labels' texts and looks, then their placement (the same grid placer as
// a one-shot build, fed step by step). The picture appears as it is built and stays interactive;
// buildProgress() reports how far it got, buildFinished() when all is in place. A document change
// during the build is queued too (a removed item that was not built yet is simply dropped), and a
// new analysis restarts the label pass, so the end result equals that of a one-shot build.
//
//   PictureScene scene(&doc);
//   connect(&scene, &PictureScene::edgeRequested, ...);   // → stack.push(new AddEdgeCommand(...))
#pragma once

#include "edit_commands.h"
#include "picture_document.h"
#include "picture_items.h"

#include <QGraphicsScene>
#include <QHash>
#include <QSet>

#include <deque>
#include <map>
#include <memory>
#include <set>
#include <tuple>
#include <unordered_map>
#include <unordered_set>

class QTimer;

namespace homestead::render { class LabelPlacer; }

namespace homestead::gui {

class TileItem;

class PictureScene : public QGraphicsScene {
    Q_OBJECT
public:
    enum class Mode { Draw, Select, Play };
    static constexpr double kGroundTolerance = 12.0;  // pixels: a drop this close is on the ground
    static constexpr double kGrid = 30.0;             // snap grid: half a picture unit

    // Pictures up to kSyncEdges edges are edited at once (an edit's numbers placed in its own turn)
    // and place every number; larger ones work in slices from the event loop, and place numbers only
    // near the view. A new picture (opening, New, Play) is built in slices already above
    // kSyncBuildEdges: placing every number of 1,000 edges at once stalled the window 54 ms, of
    // 3,000 edges 144 ms. (Edits of such a picture stay in their own turn: a slice shows the
    // build's plate and sketch for a moment, a flash at every edit.)
    static constexpr int kSyncEdges = 3000;
    static constexpr int kSyncBuildEdges = 500;
    // A picture up to kSyncEdges edges whose new numbers need more than this many labels placed (its
    // first analysis, one that changes most numbers) places them in a pass, in slices, like a big one:
    // the first numbers of 1,000 edges, placed in the analysis's turn, held the window 42-46 ms.
    static constexpr std::size_t kPlacedAtOnce = 256;
    std::size_t mostPlacedInABatch() const { return mostPlacedInABatch_; }  // in one turn, since made (tests)
    // The most edges one step of a build routed (gave their paths), since made (tests).
    std::size_t mostRoutedInAStep() const { return mostRouted_; }
    // Items added in one event-loop turn before the rest are queued (a huge undo, a paste).
    static constexpr int kBurstLimit = 2000;

    explicit PictureScene(PictureDocument* doc, QObject* parent = nullptr);
    ~PictureScene() override;

    PictureDocument* document() const { return doc_; }
    Mode mode() const { return mode_; }
    void setMode(Mode mode) { mode_ = mode; }
    bool snapToGrid() const { return snap_; }
    void setSnapToGrid(bool on);

    // What the labels show (render::labelText: a name first, "trunk: 5"), and what is coloured.
    void setShowStresses(bool on);
    void setShowWeights(bool on);
    void setShowNames(bool on);
    void setShowClasses(bool on);
    void setShowWinningMoves(bool on);
    bool showStresses() const { return labels_.stresses; }
    bool showWeights() const { return labels_.weights; }
    bool showNames() const { return labels_.names; }
    // Labels showing what `other`'s show (Play and the collapse stepper follow the drawing's canvas).
    void showLabelsAs(const PictureScene& other);
    bool showClasses() const { return showClasses_; }
    bool showWinningMoves() const { return showWinning_; }

    // Labels, nodes and strokes drawn `scale` times larger (the view sets 1/zoom when zoomed out,
    // so numbers keep a readable size on screen); labels are placed again. O(E).
    void setReadableScale(double scale);
    double readableScale() const { return readableScale_; }
    // The text size (TextScale::factor(): the user's setting, larger in presentation mode): labels
    // are drawn readableScale() × textScale() times their natural size and placed again. The scene
    // follows TextScale by itself. O(E).
    void setTextScale(double factor);
    double textScale() const { return textScale_; }
    double labelScale() const { return readableScale_ * textScale_; }
    // Presentation mode's high contrast: strokes render::kStrongStroke times thicker, opaque label plates with a dark rim, darker text.
    void setHighContrast(bool on);
    bool highContrast() const { return highContrast_; }

    NodeItem* nodeItem(NodeId id) const { return nodes_.value(id, nullptr); }
    EdgeItem* edgeItem(EdgeId id) const { return edges_.value(id, nullptr); }
    std::vector<NodeId> selectedNodes() const;
    std::vector<EdgeId> selectedEdges() const;
    // Both in one pass over Qt's selection (each pass rebuilds Qt's set of selected items: at
    // 3·10^4 edges, Select All then Delete spent ~65 ms in two). Sorted; a previous picture's items,
    // still being deleted, are not in it.
    struct Selection { std::vector<NodeId> nodes; std::vector<EdgeId> edges; };
    Selection selection() const;
    // Selects every node and edge of the picture shown (Select All): one selectionChanged, no walk
    // of Qt's sorted list of every item (itemsBoundingRect), nothing of a previous picture. Tile by
    // tile, at least kSelectPerStep items a turn of the event loop (Qt's setSelected costs about
    // 0.7 us an item: 3·10^4 edges and their nodes froze the window 35-50 ms, 10^5 edges three
    // times that); a small picture is done before it returns. Whatever reads or changes the
    // selection meanwhile (selection(), hasSelection(), a click, the band, an edit) has the rest
    // done first; a selection changed from outside (clearSelection) ends it; a new picture drops it.
    void selectAll();
    static constexpr int kSelectPerStep = 4096;
    bool selectingAll() const { return selectingAll_.has_value(); }
    int mostSelectedInAStep() const { return mostSelected_; }  // (tests)
    int selectAllSteps() const { return selectAllSteps_; }     // steps the last Select All took (tests)
    // Whether the selection is read from the items' flags tile by tile rather than from Qt's list
    // (see forEachSelected; tests).
    bool readsSelectionFromTiles() const { return bigSelection_; }

    // The hovered edge and its load as highlighted now (sorted); empty when nothing is hovered.
    std::optional<EdgeId> hoveredEdge() const { return hovered_; }
    std::vector<EdgeId> highlightedLoad() const;
    void hoverEdge(std::optional<EdgeId> id);
    // The hover drawn over the canvas by its view (PictureView: a big picture up close), not by
    // restyling the items: the hovered edge and its load keep their resting look, and a hover only
    // emits hoverChanged() with the edges whose highlight came or went. Off, as by default, the
    // items take the Hovered and Load looks (what the far-out sketch and small pictures show).
    void setHoverOverlay(bool on);
    bool hoverOverlay() const { return hoverOverlay_; }
    // Two edges marked in colours of their own — x (the edge chopped) red, y (the edge weighed)
    // indigo — as the class matrix's cell under the mouse asks; nullopt clears a mark. O(1).
    static inline const QColor kMarkX{0xc6, 0x28, 0x28}, kMarkY{0x39, 0x49, 0xab};
    void markEdges(std::optional<EdgeId> x, std::optional<EdgeId> y);
    std::optional<EdgeId> markedX() const { return markX_; }
    std::optional<EdgeId> markedY() const { return markY_; }
    // The tooltip of an edge: its stress, weight, how the stress arises, its name; in Play or with
    // the winning moves shown, the value chopping it leaves (for an edge on a cycle only up to
    // kSyncChopValueEdges edges: that needs an analysis of the chopped picture).
    static constexpr std::size_t kSyncChopValueEdges = 1000;
    QString edgeToolTip(EdgeId id) const;
    QString edgeToolTip(EdgeId id, std::size_t falls) const;  // when the load's size is known

    // Where a click at `scenePos` puts a node: snapped if asked, on the ground line if close to it.
    std::pair<Point, bool> dropPoint(QPointF scenePos) const;
    // The rectangle around everything, for "fit to window" (while building: around the nodes of
    // the document, with room for the labels, so a fit made early stays right).
    QRectF contentsRect() const;

    // The incremental build (see above). building(): items or labels still to be made or placed.
    // itemsPending(): nodes or edges not yet made. finishBuild() does the rest at once (tests,
    // benchmarks, a window about to be grabbed). buildBudget: milliseconds of work per slice.
    bool building() const;
    // Items still to come, or to be routed (a build's edges get their paths once all are in).
    bool itemsPending() const { return itemsQueued() || routing_.has_value(); }
    void finishBuild();
    // Per mille of the build done: items count for a half, labels for the other half.
    int buildPerMille() const;
    void setBuildBudget(int ms) { budgetMs_ = ms; }
    // Off: every picture is built at once, as before (benchmarks compare the two ways).
    void setIncremental(bool on) { incremental_ = on; }
    // What one slice of the incremental build did: how many steps and how many items it made. A
    // step makes at most kItemsPerStep nodes or edges (or a bounded piece of a label pass); a slice
    // takes steps until its budget is spent, so with a budget of 0 it is exactly one step. Tests
    // check the work per slice this way instead of timing it (tests/bench times it).
    static constexpr int kItemsPerStep = 64;
    struct Slice { int steps = 0, items = 0; };
    // A new big picture's ids are put in the build's queue tile by tile: first grouped by tile,
    // kGroupPerStep ids a step, then moved to the queue, kGroupPerStep a step (done in the turn
    // of the reset, 10^5 edges' keys, sort and sets froze the window ~0.1 s). itemsInQueue(): ids
    // queued for the build now (tests check that a step adds at most kGroupPerStep).
    static constexpr int kGroupPerStep = 16 * kItemsPerStep;
    // Once a build's items exist (itemsBuilt), the job has Qt compute each tile's rectangle of its
    // children (TileItem::boundingRect), tiles of at most kBoundItemsPerStep children (labels
    // included) a step: Qt's paint walk and every items() query (a hover, a click, a label spot)
    // need them, and the first such query after a build computed all of them in one turn (at 10^5
    // edges 2,000 tiles, 60 ms: the first frame, before the sketch stopped asking). The most
    // children one step bounded, and whether tiles are still to be bounded (tests).
    static constexpr int kBoundItemsPerStep = 16 * kItemsPerStep;
    int mostBoundInAStep() const { return mostBound_; }
    bool boundingTiles() const { return nextToBound_ < toBound_.size(); }
    std::size_t tilesToBound() const { return toBound_.size() - nextToBound_; }
    // A new scale (a zoom) places every shown label again: they are gathered kGatherPerStep edges
    // a step (10^5 edges' labels looked at in one step: 10–25 ms); the most one step gathered (tests).
    static constexpr int kGatherPerStep = 16 * kItemsPerStep;
    int mostGatheredInAStep() const { return mostGathered_; }
    // A label pass with a few labels to place (up to 32) places them by the scene's own queries of
    // its items (placeLabel), one label a step: the most labels one step placed so (tests).
    int mostQueriedLabelsInAStep() const { return mostQueriedLabels_; }
    // The most edges' labels one step of a label pass checked against an analysis (tests: at most
    // 1024, however many items are new or lack a number).
    long long mostLabelsVisitedInAStep() const { return mostVisitedLabels_; }
    // How many times the build had Qt sort its list of items (sortQtIndex; tests).
    int qtIndexSorts() const { return indexSorts_; }
    std::size_t itemsInQueue() const { return nodeQueue_.size() + edgeQueue_.size(); }
    Slice lastSlice() const { return lastSlice_; }
    // Where numbers are placed (level of detail). A view tells its scene what it shows, grown by
    // half a view each side, or an empty rectangle when no number could be read at its zoom. In a
    // big picture (above kSyncEdges edges, built incrementally) labels are placed and shown only
    // for edges meeting that area: the rest keep their text current (EdgeItem::labelText, O(1)
    // per edge) and are placed when the view comes near. So opening or editing 10^5 edges fitted
    // to the window places no label at all, and a zoomed-in view places the few thousand it shows.
    // A scene no view told (and any picture up to kSyncEdges edges) places every label, as before.
    // An area inside the last one is no news; a new one starts a label pass (in slices).
    void setLabelArea(const QRectF& area);
    std::optional<QRectF> labelArea() const { return labelArea_; }
    // True when labels are placed only in the label area (see above).
    bool labelsByArea() const;
    // The previous picture's items (a new picture, New, a delete of everything) are hidden at once
    // and deleted by the build job, kRetirePerStep at a time, before any new item is made: deleting
    // 10^5 edges' items in one go froze the window 0.8 s (3·10^4: 0.2–0.3 s). They go in descending
    // address order, so Qt's item index (a vector sorted by address) loses them from its end; in any
    // other order each delete moved the rest of it. A picture up to kSyncEdges edges goes at once.
    // The items of others in the scene (a glow, a highlight, halos) are their owners' to delete.
    static constexpr int kRetirePerStep = 512;
    // They are sorted by address in runs of kSortRun, a run a step (3·10^5 items sorted at once
    // were a step of 15–30 ms), then deleted in that order, the runs merged through a heap.
    static constexpr std::size_t kSortRun = 8 * kRetirePerStep;
    // Items of a previous picture still to be deleted, and the most one step deleted or sorted (tests).
    std::size_t itemsRetiring() const;
    int mostRetiredInAStep() const { return mostRetired_; }
    // Retiring items (tiles, nodes, edges, labels) that went with their parent, since the scene was
    // made: none, since a parent waits for its children (see retireStep), unless it took more than
    // kLastRetirePass passes over the waiting parents.
    long long deletedWithParent() const { return deletedWithParent_; }
    static constexpr int kLastRetirePass = 3;
    std::size_t mostSortedInAStep() const { return mostSorted_; }
    // Whether a node or edge of the picture shown is selected (a previous picture's, still being
    // deleted, does not count).
    bool hasSelection() const { return glanceAtSelection().any; }
    // What the window needs after a change of the selection, without listing it all (listing and
    // sorting 2·10^5 ids after Select All at 10^5 edges stalled the window 86 ms): whether anything
    // of the picture shown is selected, and the edge when exactly one edge is. Stops looking once it
    // has seen two edges.
    struct SelectionGlance {
        bool any = false;
        std::optional<EdgeId> onlyEdge;
    };
    SelectionGlance glanceAtSelection() const;
    // Whether every node and edge of the document's picture is built and selected (Select All, not
    // changed since): Delete then takes the whole picture at once. Stops at the first item not
    // selected; reads every item's flag when all are (tile by tile, no list of them).
    bool selectsEverything() const;
    // Whether a label spot (scene rectangle) meets the shape of an item other than `edge`, its label
    // and its leader: any visible label, and unless `labelsOnly` any node or edge. The same answer
    // as a walk of Qt's items(spot, IntersectsItemShape), but it stops at the first hit and tests
    // the shapes of labels only when only labels count.
    bool spotTaken(const QRectF& spot, const EdgeItem* edge, bool labelsOnly) const;
    // Candidate spots tested for labels so far, by the grid placer and against the scene
    // (tests check that a build does O(1) per label, however crowded the picture).
    long long labelQueries() const { return labelQueries_; }
    // How many times an edge's label and look were checked against an analysis, in all (tests: an
    // edit's pass visits the edges it changed, not all).
    long long labelsVisited() const { return labelsVisited_; }

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

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;
    void contextMenuEvent(QGraphicsSceneContextMenuEvent* event) override;
    void drawBackground(QPainter* painter, const QRectF& rect) override;

private:
    struct LabelPass;
    void rebuild();
    void nodeAdded(NodeId id);
    void edgeAdded(EdgeId id);
    void addNodeItem(NodeId id);
    void addEdgeItem(EdgeId id);
    // the incremental build
    bool queueing();
    void startJob();
    void runJob();
    bool step();
    void endJob();
    void requestLabels(bool placeAll);
    void placeMoved(std::vector<EdgeItem*> moved);
    void flushRouting();
    bool refreshLabel(EdgeItem* e, const EdgeAnalysis* a, const std::string& name);
    void setLabelContent(render::LabelContent shown);
    void dropPass();
    bool labelStep();
    void removeNodeItem(NodeId id);
    void removeEdgeItem(EdgeId id);
    void nodeChanged(NodeId id);
    void reslot(NodeId a, NodeId b);
    void reslot(const std::vector<EdgeItem*>& group);  // the edges between one pair of nodes
    void slotGroup(const std::vector<EdgeItem*>& group, std::size_t from, std::size_t to);  // its paths [from, to)
    void placeInPass(const std::vector<EdgeItem*>& labelled);
    void nodeItemMoved(NodeItem* node);
    void placeLabel(EdgeItem* edge);
    void putLabel(EdgeItem* edge, QPointF centre);  // its centre and its leader line, if it needs one
    void applyScales(bool items);
    bool rescaleStep();
    void applyScale(EdgeItem* e, bool stroke);
    // The width labels keep clear of: the widest look's stroke at this scale (5 pixels at least).
    double labelStroke() const { return std::max(5.0, render::kWidestEdgeStroke * strokeScale()); }
    double strokeScale() const { return readableScale_ * (highContrast_ ? render::kStrongStroke : 1.0); }
    void refreshLabels();
    void placeBatch(std::vector<EdgeItem*> toPlace);
    void refreshLooks();
    EdgeItem::Look restingLook(EdgeItem* e, const EdgeAnalysis* a, QColor* color) const;
    NodeItem* nodeAt(QPointF pos) const;
    EdgeItem* edgeAt(QPointF pos) const;
    QPointF snapped(QPointF p) const;
    void selectWithin(const QRectF& r);  // the rubber band: the nodes and edges wholly inside r

    // Items live in tiles (picture_tile.h): parents of at most kTileItems nodes or edges of one
    // patch of the scene and one size class (a loose grid), which also hold the far-out sketch of
    // their items. An emptied tile goes away.
    QGraphicsItem* tileFor(bool node, const QRectF& extent);
    static double tileSizeFor(const Picture& picture);
    static QRectF nodesExtent(const Picture& picture);
    double tileSize_ = kTileSize;  // the smallest patches' side for this picture (tileSizeFor)
    void leaveTile(QGraphicsItem* item);
    struct Tile { QGraphicsItem* item = nullptr; int count = 0; };
    using TileKey = std::tuple<bool, int, int, int>;  // nodes?, size class, patch x, y
    TileKey tileKey(bool node, const QRectF& extent) const;
    std::map<TileKey, Tile> tiles_;  // the tile being filled per patch
    std::vector<TileItem*> tileItems_;                  // every tile, full ones too
    QGraphicsPathItem* sketchOverlay_ = nullptr;
public:
    static constexpr int kTileItems = 256;
    static constexpr double kTileSize = 2400;  // scene pixels: a patch's side, before the picture's density (tileSizeFor)
    int tileCount() const;  // tests: how many top-level tiles hold the picture
    const std::vector<TileItem*>& tiles() const { return tileItems_; }
    // The whole picture as the tiles' sketches (picture_tile.h): what the view draws instead of the
    // items when zoomed far out (PictureView::sketching()). `exposed` in scene coordinates, `zoom`
    // device pixels per scene pixel. O(tiles) calls plus the strokes; a sketch is made again only
    // where an item changed. At most kSketchItemsPerFrame items are sketched or drawn into the
    // tiles' images again a frame (an image's pixels count too: TileItem::kPixelsPerItem) (a new picture, a zoom, a hover of a huge load); the other tiles
    // show their old image, scaled, or nothing yet, and this returns false: the caller draws again.
    bool drawSketch(QPainter* painter, const QRectF& exposed, double zoom);
    static constexpr int kSketchItemsPerFrame = 8192;
    // An item of someone else's that the sketch draws too, under the edges (the garden link's halo);
    // its owner sets nullptr before deleting it. A new picture forgets it.
    void setSketchOverlay(QGraphicsPathItem* item);
private:
    PictureDocument* doc_;
    QHash<NodeId, NodeItem*> nodes_;
    QHash<EdgeId, EdgeItem*> edges_;
    // The edges between each pair of nodes (pairKey: the smaller id first), in their slots' order.
    struct PairHash {
        std::size_t operator()(const std::pair<NodeId, NodeId>& k) const noexcept {
            return std::hash<std::uint64_t>{}(std::uint64_t(k.first) * 0x9E3779B97F4A7C15ULL ^ std::uint64_t(k.second));
        }
    };
    using ParallelEdges = std::unordered_map<std::pair<NodeId, NodeId>, std::vector<EdgeItem*>, PairHash>;
    ParallelEdges parallel_;
    Mode mode_ = Mode::Draw;
    bool snap_ = false;
    render::LabelContent labels_;  // stresses, weights, names
    quint64 labelEpoch_ = 1;       // bumped when what a label shows or its size changes (EdgeItem::LabelBasis)
    // What every edge's label and look were last made from, once a label pass has visited them all:
    // the next pass, if made with the same epoch, area and scale, skips the edges its artifact
    // analysed alike (an edit at 10^5 edges then visits the few it changed, not 10^5 items).
    struct ShownWith {
        quint64 epoch = 0;
        std::optional<QRectF> area;
        double scale = 1;
        bool operator==(const ShownWith&) const = default;
    };
    struct Shown {
        std::shared_ptr<const PictureAnalysis> artifact;
        ShownWith with;
    };
    std::optional<Shown> shown_;
    std::vector<EdgeId> freshEdges_;  // items made since the last pass began (their labels are not made yet)
    bool shownAlike(const EdgeAnalysis& a, const EdgeAnalysis& b) const;
    bool showClasses_ = false, showWinning_ = false;
    std::optional<EdgeId> hovered_;
    bool hoverOverlay_ = false;
    std::optional<EdgeId> markX_, markY_;
    std::set<EdgeId> loadSet_;
    bool placingLabels_ = true;
    double readableScale_ = 1.0;
    double textScale_ = 1.0;
    bool highContrast_ = false;

    // the incremental build
    // Ids to build. One may be there twice, or be gone from the document: an id is built when it
    // comes up only if the document has it and it has no item yet.
    std::deque<NodeId> nodeQueue_;
    std::deque<EdgeId> edgeQueue_;
    // A new picture's nodes and edges being grouped by tile, then queued (kGroupPerStep).
    struct Grouping {
        quint64 revision = 0;  // the document's when grouping began: an edit since moves the indices, so it starts again
        std::size_t next = 0;  // the picture's nodes, then its edges, by index
        std::map<TileKey, std::vector<std::int64_t>> tiles;  // ids by tile (node and edge ids are int64), picture order within one
        bool queueing = false;  // all grouped: moved to the queues in key order
        std::map<TileKey, std::vector<std::int64_t>>::const_iterator tile;
        std::size_t inTile = 0;
    };
    std::optional<Grouping> grouping_;
    void groupStep();
    // Keeping Qt's list of items sorted during a build (sortQtIndex): items made since it was last
    // sorted, and before.
    std::size_t unsorted_ = 0, sorted_ = 0;
    int indexSorts_ = 0;
    std::unique_ptr<QGraphicsRectItem> indexProbe_;
    void sortQtIndex();
    QTimer* job_ = nullptr;
    // Select All under way (selectAll()): the next tile, whether it selected anything yet.
    std::optional<std::size_t> selectingAll_;
    bool selectAllChanged_ = false;
    int mostSelected_ = 0;
    QTimer* selectJob_ = nullptr;
    bool selectStep();               // one turn's worth; false when done (selectionChanged emitted)
    void finishSelectAll() const;    // the rest at once (const: the readers of the selection call it)
    void dropSelectAll();            // stops it where it is
    int selectAllSteps_ = 0;
    mutable bool bigSelection_ = false;  // (forEachSelected)
    // visit(item) for each selected node and edge of the picture shown, until it returns false.
    template <class Visit>
    void forEachSelected(Visit&& visit) const;
    // visit(item) for each node and edge item in the tiles (the picture shown), until it returns
    // false; whether it went through all of them.
    template <class Visit>
    bool forEachShownItem(Visit&& visit) const;
    bool incremental_ = true;
    bool jobActive_ = false;
    bool labelsDirty_ = false;    // a label pass is due
    bool placeAll_ = false;       // ... and it places every shown label again (a new scale)
    bool rectPending_ = false;    // the scene rect is set from the contents when done
    int burst_ = 0;               // items added this turn outside a job
    bool burstResetQueued_ = false;
    int itemsTotal_ = 0, itemsDone_ = 0;
    std::unique_ptr<LabelPass> pass_;
    // A new scale in a big picture: every node and stroke resized in steps (before the label pass
    // places the numbers at that scale), not in one turn (10^5 edges: a second of the window frozen).
    struct Rescale {
        std::vector<NodeId> nodes;  // only when `items`
        std::vector<EdgeId> edges;
        std::size_t next = 0;  // nodes first, then edges
        bool items = false;    // nodes and strokes too, not only the labels
    };
    std::optional<Rescale> rescale_;
    std::set<EdgeId> carry_;      // labels given a new text by a dropped pass: still to be placed
    int budgetMs_ = 6;
    Slice lastSlice_;
    // While a build adds edges, the groups of parallel edges and loops they join are re-slotted
    // once, when all are in (flushRouting), not once per edge: n loops at a node cost O(n), not O(n²).
    bool deferRouting_ = false;
    // Qt's hash sets (flat arrays of entries), not std::set: at 10^5 edges, walking and freeing
    // the trees' 1.7·10^5 nodes when the last item came was one step of 70 ms.
    QSet<std::pair<NodeId, NodeId>> reslotPending_;
    std::vector<std::pair<NodeId, NodeId>> reslotOrder_;  // the same, in the order they came
    QSet<NodeId> petalsPending_;  // nodes whose loops turn (an edge other than a loop came)
    std::vector<NodeId> petalsOrder_;  // the same, in the order they came
    // ... and routed in steps of the build job once the queues are empty (route()).
    struct Routing {
        std::vector<std::pair<NodeId, NodeId>> pairs;
        std::vector<NodeId> turned;
        std::size_t pair = 0, turn = 0;
        std::size_t within = 0;        // the next edge of the group or node under way
        std::vector<EdgeItem*> loops;  // turned: their labels are placed when all are routed
    };
    std::optional<Routing> routing_;
    // The tiles to have Qt bound (kBoundItemsPerStep), and the next of them: every tile once a
    // build's items exist, the tiles of the labels a pass placed after it (new rectangles).
    std::vector<TileItem*> toBound_;
    std::size_t nextToBound_ = 0;
    int mostBound_ = 0, mostGathered_ = 0;
    int queriedLabels_ = 0, mostQueriedLabels_ = 0;  // labels placed by placeLabel
    long long mostVisitedLabels_ = 0;
    bool measuredStep();  // step(), noting the labels it placed by placeLabel
    void boundStep();
    void boundAgain(const std::vector<EdgeItem*>& placed);
    bool itemsQueued() const {
        return !nodeQueue_.empty() || !edgeQueue_.empty() || grouping_.has_value() || retiring_.has_value();
    }
    // the previous picture's items being deleted (see kRetirePerStep and kSortRun)
    struct Retiring {
        std::vector<QGraphicsItem*> items;
        std::size_t sorted = 0;                               // items before this are in sorted runs
        std::vector<std::pair<std::size_t, std::size_t>> runs;  // [next, end) of each run
        std::vector<std::size_t> heap;                        // runs left, by their next item; once all are sorted
        bool merging = false;
        std::size_t done = 0;                                 // items taken from the runs
        std::vector<QGraphicsItem*> waiting, later;  // parents deleted after their children: this pass's, the next's
        std::size_t waitingAt = 0;
        int pass = 0;                             // 0: the runs; then over the parents that waited
        std::unordered_set<QGraphicsItem*> gone;  // deleted with their parent already
        bool selection = false;                   // some were selected: one selectionChanged at the end
        bool yieldTurn = true;                    // the job's next turn is Qt's (see runJob)
    };
    std::optional<Retiring> retiring_;
    int mostRetired_ = 0;
    long long deletedWithParent_ = 0;
    std::size_t mostPlacedInABatch_ = 0;
    std::size_t mostRouted_ = 0;
    std::size_t mostSorted_ = 0;
    void retire();
    void retireStep();
    void startRouting();
    bool route(std::size_t budget);
    long long labelQueries_ = 0;
    long long labelsVisited_ = 0;
    std::optional<QRectF> labelArea_;  // nullopt: everywhere
    bool inLabelArea(const EdgeItem* e) const;

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
