// The incremental build of the canvas's items and the retirement of the previous picture's (see
// the header). One timer runs the job: each turn does small steps for budgetMs_ milliseconds, then
// lets the event loop run (painting, input, the analysis coming back).
#include "scene_builder.h"

#include "canvas_limits.h"
#include "label_layer.h"
#include "out_of_memory_guard.h"
#include "picture_document.h"
#include "picture_geometry.h"
#include "picture_tile.h"

#include <QElapsedTimer>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QSignalBlocker>
#include <QTimer>

#include <algorithm>
#include <functional>

namespace homestead::gui {

using render::toScene;

SceneBuilder::SceneBuilder(QGraphicsScene* scene, PictureDocument* doc, ItemRegistry* registry, CanvasStats* stats)
    : QObject(scene), scene_(scene), doc_(doc), registry_(registry), stats_(stats) {
    job_ = new QTimer(this);
    job_->setSingleShot(true);
    connect(job_, &QTimer::timeout, this, &SceneBuilder::runJob);
}

SceneBuilder::~SceneBuilder() = default;

bool SceneBuilder::rebuild() {
    job_->stop();
    jobActive_ = false;
    nodeQueue_.clear();
    edgeQueue_.clear();
    grouping_.reset();
    rectPending_ = false;
    toBound_.clear();
    nextToBound_ = 0;
    itemsTotal_ = itemsDone_ = 0;
    const bool big = incremental_ && registry_->edges().size() > limits::kSyncEdges;
    retire(big);
    sorted_ = unsorted_ = 0;  // (the retiring items are removed: the first removal sorts what is left)
    if (!big)                 // a small picture's items go at once
        while (retiring_) retireStep();
    const Picture& picture = doc_->picture();
    registry_->setTileSizeFor(picture);
    // (after a big picture, whose items go in steps first, even a small one is queued)
    if ((incremental_ && static_cast<int>(picture.edgeCount()) > limits::kSyncBuildEdges) || retiring_) {
        // Queued tile by tile: a slice then adds to a few tiles, and Qt's walk of what changed
        // between two slices visits their children, not every item built so far. Grouped in steps
        // of the job (groupStep), not here.
        grouping_ = Grouping{};
        grouping_->revision = doc_->revision();
        itemsTotal_ = static_cast<int>(picture.nodeCount() + picture.edgeCount());
        rectPending_ = true;
        labels_->requestLabels(false);
        startJob();
        emit buildProgress(0);
        return false;
    }
    labels_->setPlacing(false);  // place labels once, after every edge is in
    registry_->setDeferRouting(true);
    for (const Node& n : picture.nodes()) addNode(n.id);
    for (const Edge& e : picture.edges()) registry_->addEdge(e.id);
    registry_->flushRouting();
    labels_->setPlacing(true);
    labels_->refreshLabels();  // every label is new: placed all at once
    return true;
}

// ---- additions from the document ----

bool SceneBuilder::queueing() {
    if (jobActive_ && itemsPending()) return true;  // keep the order: nodes before their edges
    if (!incremental_) return false;
    if (!burstResetQueued_) {
        burstResetQueued_ = true;
        QTimer::singleShot(0, this, [this] {
            burst_ = 0;
            burstResetQueued_ = false;
        });
    }
    return ++burst_ > limits::kBurstLimit;
}

NodeItem* SceneBuilder::addNode(NodeId id) {
    NodeItem* item = registry_->addNode(id);
    if (jobActive_) {  // the scene rect is set once, when the build is done
        rectPending_ = true;
        return item;
    }
    const QRectF r = scene_->sceneRect();
    if (!r.contains(item->pos())) scene_->setSceneRect(r.united(QRectF(item->pos(), QSizeF(1, 1)).adjusted(-300, -300, 300, 300)));
    return item;
}

void SceneBuilder::nodeAdded(NodeId id) {
    if (!queueing()) {
        addNode(id);
        return;
    }
    nodeQueue_.push_back(id);
    ++itemsTotal_;
    startJob();
}

void SceneBuilder::edgeAdded(EdgeId id) {
    if (queueing()) {
        edgeQueue_.push_back(id);
        ++itemsTotal_;
        startJob();
        return;
    }
    registry_->addEdge(id);
    if (jobActive_) labels_->requestLabels(false);  // its label comes with the pass
}

// ---- the job ----

int SceneBuilder::perMille() const {
    if (!jobActive_) return 1000;
    if (itemsPending()) return itemsTotal_ > 0 ? 500 * itemsDone_ / itemsTotal_ : 0;
    return 500 + labels_->passPerMille();
}

void SceneBuilder::startJob() {
    jobActive_ = true;
    labels_->setPlacing(false);
    if (!job_->isActive()) job_->start(0);
}

// Out of memory in a slice (an exception cannot leave Qt's timer signal): the build stops where it
// is — what is drawn stays, and the document keeps the whole picture, to save or to close.
void SceneBuilder::runJob() {
    if (runGuarded([this] {
            runSlice();
            return true;
        }, tr("draw all of this picture")))
        return;
    job_->stop();
    jobActive_ = false;
    nodeQueue_ = {};
    edgeQueue_ = {};
    grouping_.reset();
    runGuarded([this] {
        emit buildProgress(1000);
        emit buildFinished();
        return true;
    });
}

void SceneBuilder::runSlice() {
    // The turn in which Qt walks every hidden item of a retired picture is not also given a step:
    // the job's first slice after retire() waits for the next turn.
    if (retiring_ && std::exchange(retiring_->yieldTurn, false)) {
        stats_->lastSlice = {};
        job_->start(0);
        return;
    }
    QElapsedTimer timer;
    timer.start();
    stats_->lastSlice = {};
    const int itemsBefore = itemsDone_;
    do {
        const bool more = step();
        stats_->lastSlice.items = itemsDone_ - itemsBefore;
        if (!more) {
            endJob();
            return;
        }
        ++stats_->lastSlice.steps;
    } while (timer.elapsed() < budgetMs_);
    emit buildProgress(perMille());
    job_->start(0);
}

void SceneBuilder::finishBuild() {
    job_->stop();
    if (!jobActive_) return;
    while (step()) {}
    endJob();
}

void SceneBuilder::endJob() {
    job_->stop();
    sortQtIndex();
    registry_->flushRouting();  // (done when the last items came; this is a safety net)
    jobActive_ = false;
    labels_->setPlacing(true);
    if (std::exchange(rectPending_, false)) emit sceneRectDue();
    itemsTotal_ = itemsDone_ = 0;
    emit buildProgress(1000);
    emit buildFinished();
}

// One small piece of work (well under a millisecond); false when nothing is left.
bool SceneBuilder::step() {
    if (retiring_) {
        retireStep();
        return true;
    }
    if (itemsQueued()) return makeStep();
    if (registry_->routing()) {
        if (registry_->route(limits::kItemsPerStep)) {
            toBound_ = registry_->tiles();
            nextToBound_ = 0;
            emit itemsBuilt();
        }
        return true;
    }
    if (boundingTiles()) {
        boundStep();
        return true;
    }
    return labels_->step();
}

// A step of queued items: a new picture's ids grouped, or up to kItemsPerStep nodes and edges made.
bool SceneBuilder::makeStep() {
    labels_->dropPass();  // new items: a pass under way has not seen them
    if (grouping_) {      // a new picture's ids are queued first (its edges need its nodes)
        groupStep();
        return true;
    }
    registry_->setDeferRouting(true);
    const Picture& picture = doc_->picture();
    int k = 0;  // items looked at in this step, nodes and edges together
    for (; k < limits::kItemsPerStep && !nodeQueue_.empty(); ++k) {
        const NodeId id = nodeQueue_.front();
        nodeQueue_.pop_front();
        if (picture.hasNode(id) && !registry_->node(id)) {
            addNode(id);
            ++itemsDone_;
            ++unsorted_;
        }
    }
    if (nodeQueue_.empty())  // an edge needs its nodes: nodes first
        for (; k < limits::kItemsPerStep && !edgeQueue_.empty(); ++k) {
            const EdgeId id = edgeQueue_.front();
            edgeQueue_.pop_front();
            if (picture.hasEdge(id) && !registry_->edge(id)) {
                registry_->addEdge(id);
                ++itemsDone_;
                ++unsorted_;
            }
        }
    if (unsorted_ >= std::max<std::size_t>(limits::kSortRun, sorted_ / 8)) sortQtIndex();
    if (!itemsQueued()) registry_->startRouting();
    return true;
}

// One step of queueing a new picture's ids tile by tile: kGroupPerStep ids grouped by their tile's
// key, or moved from the groups, in key order, to the queues (a stable sort of the ids by key).
void SceneBuilder::groupStep() {
    Grouping& g = *grouping_;
    int k = 0;
    if (!g.queueing) {
        const Picture& picture = doc_->picture();
        if (g.revision != doc_->revision()) {  // edited since: group afresh (what was added meanwhile
            g = Grouping{};                    // is queued as well, and built once)
            g.revision = doc_->revision();
        }
        const std::size_t nodes = picture.nodeCount(), total = nodes + picture.edgeCount();
        for (; k < limits::kGroupPerStep && g.next < total; ++k, ++g.next) {
            if (g.next < nodes) {
                const Node& n = picture.nodes()[g.next];
                g.tiles[registry_->tileKey(true, QRectF(toScene(n.position.value_or(Point{})), QSizeF()))].push_back(n.id);
            } else {
                const Edge& e = picture.edges()[g.next - nodes];
                const QPointF a = toScene(picture.node(e.from).position.value_or(Point{}));
                const QPointF b = toScene(picture.node(e.to).position.value_or(Point{}));
                g.tiles[registry_->tileKey(false, QRectF(a, b).normalized())].push_back(e.id);
            }
        }
        if (g.next == total) {
            g.queueing = true;
            g.tile = g.tiles.cbegin();
        }
        return;
    }
    while (k < limits::kGroupPerStep && g.tile != g.tiles.cend()) {
        const std::vector<std::int64_t>& ids = g.tile->second;
        std::deque<std::int64_t>& queue = std::get<0>(g.tile->first) ? nodeQueue_ : edgeQueue_;
        const std::size_t n = std::min(ids.size() - g.inTile, static_cast<std::size_t>(limits::kGroupPerStep - k));
        const auto from = ids.begin() + static_cast<std::ptrdiff_t>(g.inTile);
        queue.insert(queue.end(), from, from + static_cast<std::ptrdiff_t>(n));
        k += static_cast<int>(n);
        g.inTile += n;
        if (g.inTile == ids.size()) {
            ++g.tile;
            g.inTile = 0;
        }
    }
    if (g.tile == g.tiles.cend()) grouping_.reset();
}

// Qt's list of items (a scene with NoIndex) is sorted by address at the first removal after
// additions. So the build has it sorted as it goes, by adding and removing an empty item whenever
// the items made since number an eighth of those before (at least kSortRun): O(log items) times.
void SceneBuilder::sortQtIndex() {
    if (unsorted_ == 0) return;
    if (!indexProbe_) indexProbe_ = std::make_unique<QGraphicsRectItem>();
    scene_->addItem(indexProbe_.get());
    scene_->removeItem(indexProbe_.get());
    sorted_ += unsorted_;
    unsorted_ = 0;
    ++stats_->qtIndexSorts;
}

// ---- bounding the tiles ----

// One step of having Qt bound the tiles after a build: whole tiles, as long as their children (with
// their labels) come to at most kBoundItemsPerStep in all, one at least. Qt's paint walk and every
// items() query need the tiles' rectangles; the first query after a build computed all at once.
void SceneBuilder::boundStep() {
    std::size_t& next = nextToBound_;
    int bounded = 0;
    while (next < toBound_.size()) {
        TileItem* tile = toBound_[next];
        int children = 0;
        for (const QGraphicsItem* child : tile->childItems()) children += 1 + static_cast<int>(child->childItems().size());
        if (bounded > 0 && bounded + children > limits::kBoundItemsPerStep) break;
        tile->boundingRect();  // Qt keeps it until a child changes geometry
        bounded += children;
        ++next;
    }
    stats_->mostBoundInAStep = std::max(stats_->mostBoundInAStep, bounded);
    if (next >= toBound_.size()) {
        toBound_.clear();
        next = 0;
    }
}

// A tile already queued is not queued twice.
void SceneBuilder::boundAgain(const std::vector<EdgeItem*>& placed) {
    std::unordered_set<TileItem*> queued(toBound_.begin() + static_cast<std::ptrdiff_t>(nextToBound_), toBound_.end());
    for (EdgeItem* e : placed) {
        QGraphicsItem* parent = e->parentItem();
        if (!parent || parent->type() != TileItem::Type) continue;
        auto* tile = static_cast<TileItem*>(parent);
        if (queued.insert(tile).second) toBound_.push_back(tile);
    }
}

void SceneBuilder::tileGone(TileItem* tile) {
    // (not left waiting to be bounded: the queue would point at a deleted tile)
    toBound_.erase(std::remove(toBound_.begin() + static_cast<std::ptrdiff_t>(nextToBound_), toBound_.end(), tile), toBound_.end());
}

// ---- retiring the previous picture's items ----

// The registry's items become the retiring items: the tiles hidden at once (a tile's opacity hides
// everything in it, from painting and from every query), then deleted by retireStep().
void SceneBuilder::retire(bool big) {
    std::vector<QGraphicsItem*> items = registry_->takeAll(big);
    if (items.empty()) return;
    // A new picture's items are made only once a retirement has ended (itemsQueued() holds the
    // additions back), so none is under way here; were one, it would end first.
    while (retiring_) retireStep();
    retiring_ = Retiring{};
    for (QGraphicsItem* it : items)
        if (it->type() == TileItem::Type) it->setOpacity(0);
    retiring_->items = std::move(items);
}

std::size_t SceneBuilder::itemsRetiring() const { return retiring_ ? retiring_->items.size() - retiring_->done : 0; }

// Sorts a run of kSortRun items (descending addresses); once all are sorted, makes the heap that
// merges the runs. True while sorting.
bool SceneBuilder::retireSortStep() {
    Retiring& r = *retiring_;
    if (r.merging) return false;
    const std::size_t end = std::min(r.items.size(), r.sorted + limits::kSortRun);
    std::sort(r.items.begin() + static_cast<std::ptrdiff_t>(r.sorted), r.items.begin() + static_cast<std::ptrdiff_t>(end), std::greater<>());
    stats_->mostSortedInAStep = std::max(stats_->mostSortedInAStep, end - r.sorted);
    if (end > r.sorted) r.runs.emplace_back(r.sorted, end);
    r.sorted = end;
    if (r.sorted == r.items.size()) {
        r.merging = true;
        const auto lower = [&r](std::size_t a, std::size_t b) { return std::less<>()(r.items[r.runs[a].first], r.items[r.runs[b].first]); };
        for (std::size_t run = 0; run < r.runs.size(); ++run) r.heap.push_back(run);
        std::make_heap(r.heap.begin(), r.heap.end(), lower);
    }
    return true;
}

// The next item to delete: the highest address of the runs, then the parents that waited, in later
// passes over them; null when none is left.
QGraphicsItem* SceneBuilder::nextToRetire() {
    Retiring& r = *retiring_;
    const auto lower = [&r](std::size_t a, std::size_t b) { return std::less<>()(r.items[r.runs[a].first], r.items[r.runs[b].first]); };
    while (true) {
        if (!r.heap.empty()) {
            std::pop_heap(r.heap.begin(), r.heap.end(), lower);
            const std::size_t run = r.heap.back();
            QGraphicsItem* it = r.items[r.runs[run].first++];
            if (r.runs[run].first < r.runs[run].second) std::push_heap(r.heap.begin(), r.heap.end(), lower);
            else r.heap.pop_back();
            return it;
        }
        if (r.waitingAt < r.waiting.size()) return r.waiting[r.waitingAt++];
        if (r.later.empty()) return nullptr;
        r.waiting = std::exchange(r.later, {});  // the next pass over the parents that waited
        r.waitingAt = 0;
        ++r.pass;
    }
}

// A step of the retirement: a run sorted, or up to kRetirePerStep items deleted (an item's children
// count), the highest address first, but a parent whose children are not all gone yet after them.
void SceneBuilder::retireStep() {
    if (retireSortStep()) return;
    {
        const QSignalBlocker quiet(scene_);  // a selected item going: no selectionChanged per item
        retireSome();
    }
    Retiring& r = *retiring_;
    if (!r.heap.empty() || r.waitingAt < r.waiting.size() || !r.later.empty()) return;
    const bool selection = r.selection;
    retiring_.reset();
    if (selection) emit selectionRetired();  // once, when all are gone
}

// Deletes up to kRetirePerStep items (an item's children count), the highest address first, but
// a parent whose children are not all gone yet after them.
void SceneBuilder::retireSome() {
    Retiring& r = *retiring_;
    int deleted = 0;
    std::vector<QGraphicsItem*> below;
    // A child that is itself retiring (a tile's nodes and edges, an edge's label): a leader is not.
    const auto retiringChild = [](const QGraphicsItem* child) { return child->type() != LeaderItem::Type; };
    while (deleted < limits::kRetirePerStep) {
        QGraphicsItem* it = nextToRetire();
        if (!it) break;
        if (r.gone.erase(it)) {  // went with its parent
            ++r.done;
            continue;
        }
        // A parent whose retiring children are left (at lower addresses) waits for them: deleted
        // with it, each would leave Qt's index from below its top and move the rest. The hierarchy
        // is three deep (tile, edge, label), so after kLastRetirePass passes none is left.
        const QList<QGraphicsItem*> children = it->childItems();
        if (r.pass < limits::kLastRetirePass && std::any_of(children.begin(), children.end(), retiringChild)) {
            r.later.push_back(it);
            continue;
        }
        ++r.done;
        below.assign(children.begin(), children.end());
        r.selection = r.selection || it->isSelected();
        for (std::size_t i = 0; i < below.size(); ++i) {
            QGraphicsItem* child = below[i];
            r.gone.insert(child);
            r.selection = r.selection || child->isSelected();
            if (retiringChild(child)) ++stats_->deletedWithParent;
            for (QGraphicsItem* grandchild : child->childItems()) below.push_back(grandchild);
        }
        deleted += 1 + static_cast<int>(below.size());
        delete it;
    }
    stats_->mostRetiredInAStep = std::max(stats_->mostRetiredInAStep, deleted);
}

}  // namespace homestead::gui
