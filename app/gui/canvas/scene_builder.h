// Builds the canvas's items without freezing the window. Up to kSyncBuildEdges edges a new
// picture's items are made at once, and up to kSyncEdges an edit's, as the document changes; above
// that (opening, New, Play, an edit of a big picture, thousands of edges added in one go) the work
// is queued and done by one job from the event loop, in slices of a few milliseconds: the previous
// picture's items retired, the new ids grouped by tile, nodes, then edges, then their routing, then
// the tiles bounded, then the label layer's work. The picture appears as it is built and stays
// interactive; buildProgress() reports how far it got, buildFinished() when all is in place.
//
// Retiring: the previous picture's tiles are hidden at once and their items deleted in steps, in
// descending address order (Qt's index of items is a vector sorted by address: it loses them from
// its end), sorted in runs a step at a time and merged through a heap; a parent waits for its
// children. Qt's list of items is kept sorted as the build goes (sortQtIndex), so the first removal
// afterwards does not sort all of it at once.
#pragma once

#include "canvas_stats.h"
#include "item_registry.h"

#include "homestead/picture.h"

#include <QObject>

#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <unordered_set>
#include <utility>
#include <vector>

class QGraphicsItem;
class QGraphicsRectItem;
class QGraphicsScene;
class QTimer;

namespace homestead::gui {

class LabelLayer;
class PictureDocument;
class TileItem;

class SceneBuilder : public QObject {
    Q_OBJECT
public:
    SceneBuilder(QGraphicsScene* scene, PictureDocument* doc, ItemRegistry* registry, CanvasStats* stats);
    ~SceneBuilder() override;
    void setLabels(LabelLayer* labels) { labels_ = labels; }

    // Every item made afresh for the document's picture; true when it was built at once.
    bool rebuild();
    // Additions from the document: at once, unless a build is under way or thousands come in one turn.
    void nodeAdded(NodeId id);
    void edgeAdded(EdgeId id);

    bool building() const { return jobActive_; }
    bool itemsPending() const { return itemsQueued() || registry_->routing(); }
    bool incremental() const { return incremental_; }
    void setIncremental(bool on) { incremental_ = on; }
    void setBudget(int ms) { budgetMs_ = ms; }
    int perMille() const;
    void finishBuild();
    void startJob();  // the label layer has work too

    bool boundingTiles() const { return nextToBound_ < toBound_.size(); }
    std::size_t tilesToBound() const { return toBound_.size() - nextToBound_; }
    std::size_t itemsInQueue() const { return nodeQueue_.size() + edgeQueue_.size(); }
    std::size_t itemsRetiring() const;
    void tileGone(TileItem* tile);  // not to be bounded any more
    // The labels of `placed` moved, so Qt made their tiles' rectangles invalid: bounded again in steps.
    void boundAgain(const std::vector<EdgeItem*>& placed);
    void labelItemMade() { ++unsorted_; }

signals:
    void buildProgress(int perMille);
    void itemsBuilt();
    void buildFinished();
    void sceneRectDue();        // the build is done: the scene rect is set from the contents
    void selectionRetired();    // some retired items were selected (told once, at the end)

private:
    bool queueing();
    void runJob();
    void runSlice();
    bool step();
    bool makeStep();
    void endJob();
    void groupStep();
    void sortQtIndex();
    void boundStep();
    void retire(bool big);
    void retireStep();
    void retireSome();
    bool retireSortStep();
    QGraphicsItem* nextToRetire();
    NodeItem* addNode(NodeId id);
    bool itemsQueued() const {
        return !nodeQueue_.empty() || !edgeQueue_.empty() || grouping_.has_value() || retiring_.has_value();
    }

    QGraphicsScene* scene_;
    PictureDocument* doc_;
    ItemRegistry* registry_;
    LabelLayer* labels_ = nullptr;
    CanvasStats* stats_;
    QTimer* job_ = nullptr;
    bool jobActive_ = false;
    bool incremental_ = true;
    int budgetMs_ = 6;
    bool rectPending_ = false;    // the scene rect is set from the contents when done
    int burst_ = 0;               // items added this turn outside a job
    bool burstResetQueued_ = false;
    int itemsTotal_ = 0, itemsDone_ = 0;
    // Ids to build. One may be there twice, or be gone from the document: an id is built when it
    // comes up only if the document has it and it has no item yet.
    std::deque<NodeId> nodeQueue_;
    std::deque<EdgeId> edgeQueue_;
    // A new picture's nodes and edges being grouped by tile, then queued (kGroupPerStep a step).
    struct Grouping {
        quint64 revision = 0;  // the document's when grouping began: an edit since starts it again
        std::size_t next = 0;  // the picture's nodes, then its edges, by index
        std::map<ItemRegistry::TileKey, std::vector<std::int64_t>> tiles;  // ids by tile, picture order within one
        bool queueing = false;  // all grouped: moved to the queues in key order
        std::map<ItemRegistry::TileKey, std::vector<std::int64_t>>::const_iterator tile;
        std::size_t inTile = 0;
    };
    std::optional<Grouping> grouping_;
    // Items made since Qt's list was last sorted, and before (sortQtIndex).
    std::size_t unsorted_ = 0, sorted_ = 0;
    std::unique_ptr<QGraphicsRectItem> indexProbe_;
    // The tiles to have Qt bound, and the next of them.
    std::vector<TileItem*> toBound_;
    std::size_t nextToBound_ = 0;
    // The previous picture's items being deleted.
    struct Retiring {
        std::vector<QGraphicsItem*> items;
        std::size_t sorted = 0;                                 // items before this are in sorted runs
        std::vector<std::pair<std::size_t, std::size_t>> runs;  // [next, end) of each run
        std::vector<std::size_t> heap;                          // runs left, by their next item
        bool merging = false;
        std::size_t done = 0;                        // items taken from the runs
        std::vector<QGraphicsItem*> waiting, later;  // parents deleted after their children: this pass's, the next's
        std::size_t waitingAt = 0;
        int pass = 0;                              // 0: the runs; then over the parents that waited
        std::unordered_set<QGraphicsItem*> gone;   // deleted with their parent already
        bool selection = false;                    // some were selected: one selectionChanged at the end
        bool yieldTurn = true;                     // the job's next turn is Qt's (see runJob)
    };
    std::optional<Retiring> retiring_;
};

}  // namespace homestead::gui
