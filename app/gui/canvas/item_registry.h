// The canvas's items by id: one NodeItem per node, one EdgeItem per edge, the groups of parallel
// edges between two nodes, and the tiles that hold them (picture_tile.h). It makes, moves and
// deletes items as the scene asks and announces what changed (an edge added, edges moved, an item
// about to go) through its signals; it calls none of the other parts of the canvas.
//
// Tiles: parents of at most kTileItems nodes or edges of one patch of the scene and one size class
// (a loose grid by size, so a repaint or a query meets only the tiles near it in each class). An
// emptied tile goes away.
//
// Fans: the loops at a node are kept by id, in their slots' order (a fan of petals). Up to
// mostPetalItems() loops at a node each have an item; beyond that the fan keeps items for every
// fanStride()-th petal and the last only: the petals between lie within a fraction of a pixel of
// those at any zoom (their strokes under theirs), so the fan looks the same, and 10^6 loops at a
// node cost some 16,000 items, not 10^6. A petal's item stands for the hidden loops after it up to
// the next item (bundledWith): selecting it selects them too. reveal() makes an item for a hidden
// loop on demand (a found edge), kept while it is selected.
//
// Routing: while a build adds edges, the groups of parallel edges and the loops they turn are given
// their paths once, when all are in (startRouting, route in steps), not once per edge: n loops at a
// node cost O(n), not O(n²).
//
// Departures: a bulk removal (PictureDocument::manyAboutToBeRemoved) takes its items out of the
// registry and hides them at once, then deletes them in slices from the event loop in descending
// address order (Qt's index of items is a vector sorted by address: it loses them from the top).
// Every other item stays as it is.
#pragma once

#include "canvas_limits.h"
#include "canvas_scales.h"
#include "canvas_stats.h"
#include "picture_items.h"

#include "homestead/picture.h"

#include <QHash>
#include <QObject>
#include <QSet>
#include <QRectF>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <span>
#include <optional>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

class QGraphicsScene;
class QTimer;

namespace homestead::gui {

class PictureDocument;
class TileItem;

class ItemRegistry : public QObject {
    Q_OBJECT
public:
    static constexpr int kTileItems = limits::kTileItems;
    static constexpr double kTileSize = limits::kTileSize;

    ItemRegistry(QGraphicsScene* scene, const PictureDocument* doc, CanvasStats* stats);
    void setScales(const CanvasScales* scales) { scales_ = scales; }  // what new items are drawn at
    ~ItemRegistry() override;

    NodeItem* node(NodeId id) const { return nodes_.value(id, nullptr); }
    EdgeItem* edge(EdgeId id) const { return edges_.value(id, nullptr); }
    const QHash<NodeId, NodeItem*>& nodes() const { return nodes_; }
    const QHash<EdgeId, EdgeItem*>& edges() const { return edges_; }
    const std::vector<TileItem*>& tiles() const { return tileItems_; }
    // Every edge of the picture shown, with or without an item (a fan's hidden loops count).
    std::size_t edgeCount() const { return static_cast<std::size_t>(edges_.size()) + hiddenLoops(); }
    std::size_t hiddenLoops() const { return static_cast<std::size_t>(loopAt_.size()) - loopItems_; }

    // Fans (see above). The most loops at one node that all have items; beyond it, the stride
    // between the petals that have one. The limit is a setting for tests (a small one shows the
    // bound is independent of the number of loops).
    static int mostPetalItems() { return mostPetalItems_; }
    static void setMostPetalItems(int most) { mostPetalItems_ = std::max(2, most); }
    static int fanStride(std::size_t loops);
    // The hidden loops `item`'s petal stands for (empty for an edge that is not such a petal).
    std::span<const EdgeId> bundledWith(const EdgeItem* item) const;
    // An item for a loop hidden in a fan, made now (nullptr if the picture has no such edge);
    // the edge's item if it has one.
    EdgeItem* reveal(EdgeId id);
    // A fan of more than mostPetalItems() loops that gained or lost some is slotted again once, at
    // the next turn of the event loop (a delete of many loops one by one walks it once);
    // finishFans() does it now.
    bool fansDue() const { return !fansDue_.isEmpty(); }
    void finishFans();

    // Tiles. The key of the tile an item of `extent` goes to: nodes?, size class, patch x, y.
    using TileKey = std::tuple<bool, int, int, int>;
    TileKey tileKey(bool node, const QRectF& extent) const;
    void setTileSizeFor(const Picture& picture);  // before a new picture's first item
    static QRectF nodesExtent(const Picture& picture);  // the scene rectangle through its nodes

    // Items of the document's picture as it is now.
    NodeItem* addNode(NodeId id);
    EdgeItem* addEdge(EdgeId id);
    void removeEdge(EdgeId id);
    void removeNode(NodeId id);
    void nodeChanged(NodeId id);  // its place or ground flag from the document

    // Routing put off while a build adds edges (see above).
    void setDeferRouting(bool on) { deferRouting_ = on; }
    bool routing() const { return routing_.has_value(); }
    void startRouting();
    bool route(std::size_t budget);  // about `budget` edges more; true when all are routed
    void flushRouting();             // all at once

    // A bulk removal (see above): the items of these nodes and edges leave at once and are deleted
    // in steps; departStep() deletes a step's worth, finishDepartures() the rest.
    void depart(const std::vector<NodeId>& nodes, const std::vector<EdgeId>& edges);
    bool departing() const { return departNext_ < departing_.size(); }
    std::size_t itemsDeparting() const { return departing_.size() - departNext_; }
    void finishDepartures();

    // Every item, for the previous picture's retirement: tiles first, then nodes, edges and
    // labels (a departure under way hands its items over too). The registry is empty afterwards;
    // `releaseOffThread`: a big picture's groups of edges are freed on a worker.
    std::vector<QGraphicsItem*> takeAll(bool releaseOffThread);

signals:
    void edgeAdded(homestead::gui::EdgeItem* edge);
    // Edges whose paths changed: their labels want a new place.
    void edgesMoved(std::vector<homestead::gui::EdgeItem*> edges);
    // A group of parallel edges given their slots again (labels placed only outside a build).
    void groupRerouted(std::vector<homestead::gui::EdgeItem*> edges);
    void edgeAboutToGo(homestead::gui::EdgeItem* edge);
    void nodeAboutToGo(homestead::gui::NodeItem* node);
    // Many items leave at once (a departure): nothing may keep a pointer to an item.
    void manyAboutToGo();
    void tileGone(homestead::gui::TileItem* tile);
    // Some departing items were selected: the selection of the picture shown changed (told in the
    // first step after the removal, once the document has changed).
    void selectionLeft();

private:
    QGraphicsItem* tileFor(bool node, const QRectF& extent);
    void leaveTile(QGraphicsItem* item);
    void dropEmptyTile(QGraphicsItem* tile);
    void unlinkEdge(EdgeItem* item);  // out of the maps and its nodes' lists
    void reslot(NodeId a, NodeId b);
    void reslot(const std::vector<EdgeItem*>& group);
    void slotGroup(const std::vector<EdgeItem*>& group, std::size_t from, std::size_t to);
    void turnLoopsAt(std::initializer_list<NodeItem*> nodes);  // after an edge other than a loop came or went
    void nodeItemMoved(NodeItem* node);
    void departStep();
    EdgeItem* makeEdgeItem(EdgeId id, NodeItem* a, NodeItem* b);
    void dropItem(EdgeItem* item);  // the item of an edge that stays (a fan thinned again)
    void queueGroup(std::pair<NodeId, NodeId> key);
    // Items for the shown loops of `node`'s fan from its slot `at` on, about `budget` of work
    // (an item made or routed counts 1, a hidden loop passed 1/16); `at` moves on. True when the
    // whole fan is done: the items routed are in `touched`.
    bool fanStep(NodeId node, std::size_t& at, std::size_t budget, std::size_t& done, std::vector<EdgeItem*>& touched);
    void refan(NodeId node);       // all at once
    void fanChanged(NodeId node);  // at once, or at the next turn for a big fan
    void forgetLoop(EdgeId id);  // out of its fan

    QGraphicsScene* scene_;
    const PictureDocument* doc_;
    const CanvasScales* scales_ = nullptr;
    CanvasStats* stats_;
    QHash<NodeId, NodeItem*> nodes_;
    QHash<EdgeId, EdgeItem*> edges_;
    // Fans: every loop's node, and each node's loops in slot order (their items are in edges_).
    QHash<EdgeId, NodeId> loopAt_;
    std::unordered_map<NodeId, std::vector<EdgeId>> fans_;
    std::size_t loopItems_ = 0;  // loops with an item
    static inline int mostPetalItems_ = limits::kMostPetalItems;
    QSet<NodeId> fansDue_;
    QTimer* fanJob_ = nullptr;
    // The edges between each pair of two nodes (the smaller id first), in their slots' order (loops
    // are in fans_).
    struct PairHash {
        std::size_t operator()(const std::pair<NodeId, NodeId>& k) const noexcept {
            return std::hash<std::uint64_t>{}(std::uint64_t(k.first) * 0x9E3779B97F4A7C15ULL ^ std::uint64_t(k.second));
        }
    };
    using ParallelEdges = std::unordered_map<std::pair<NodeId, NodeId>, std::vector<EdgeItem*>, PairHash>;
    ParallelEdges parallel_;

    struct Tile {
        QGraphicsItem* item = nullptr;
        int count = 0;
    };
    double tileSize_ = kTileSize;
    std::map<TileKey, Tile> tiles_;      // the tile being filled per patch
    std::vector<TileItem*> tileItems_;  // every tile, full ones too

    bool deferRouting_ = false;
    // Qt's hash sets (flat arrays), not std::set: freeing a big tree's nodes at once is one long step.
    QSet<std::pair<NodeId, NodeId>> reslotPending_;
    std::vector<std::pair<NodeId, NodeId>> reslotOrder_;  // the same, in the order they came
    QSet<NodeId> petalsPending_;       // nodes whose loops turn
    std::vector<NodeId> petalsOrder_;  // the same, in the order they came
    struct Routing {
        std::vector<std::pair<NodeId, NodeId>> pairs;
        std::vector<NodeId> turned;
        std::size_t pair = 0, turn = 0;
        std::size_t within = 0;        // the next edge of the group or node under way
        std::vector<EdgeItem*> loops;  // turned: their labels are placed when all are routed
        std::vector<EdgeItem*> fan;    // the items of the fan under way
    };
    std::optional<Routing> routing_;

    std::vector<QGraphicsItem*> departing_;  // hidden, out of the maps: deleted highest address first
    std::size_t departNext_ = 0;
    bool departSelection_ = false;
    QTimer* departJob_ = nullptr;
};

}  // namespace homestead::gui
