// The canvas scene: items mirror the document; gestures become requests. Large pictures are built
// in slices from the event loop (see "the incremental build" below).
#include "picture_scene.h"

#include "homestead/explanation.h"
#include "homestead/explanation_text.h"

#include "off_thread_release.h"
#include "picture_geometry.h"
#include "picture_renderer.h"
#include "picture_tile.h"
#include "text_scale.h"

#include <QGraphicsSceneContextMenuEvent>
#include <QGraphicsSceneMouseEvent>
#include <QElapsedTimer>
#include <QMenu>
#include <QPainter>
#include <QSet>
#include <QSignalBlocker>
#include <QTimer>
#include <QtMath>

#include <algorithm>
#include <limits>
#include <cmath>
#include <unordered_set>
#include <utility>

namespace homestead::gui {

using namespace homestead::render;

namespace {
std::pair<NodeId, NodeId> pairKey(NodeId a, NodeId b) { return std::minmax(a, b); }
constexpr double kDragThreshold = 5.0;
}  // namespace

// A label pass in progress: first every label's text and look (phase 1), then the placement of the
// new ones on a grid placer that is fed the edges, the nodes and the labels that stay (phase 2).
// The pointers are valid because any removal while a pass runs drops the pass first (dropPass).
struct PictureScene::LabelPass {
    std::shared_ptr<const PictureAnalysis> artifact;  // the one the texts are made from
    // The artifact every item already shows, when the label area, epoch and scale are those it was
    // shown with: an edge it analysed alike (same id at the same place) is skipped unvisited.
    std::shared_ptr<const PictureAnalysis> before;
    std::vector<EdgeId> fresh;  // items made since the last pass (no label yet): visited one by one
    std::size_t next = 0;     // phase 1: the next edge of the artifact, in its order (memory order)
    // Phase 1 ends with the fresh items, then the items the artifact lacks (added since; every item
    // while a new picture's analysis is still to come), 1024 a step: 10^5 in one step froze the
    // window 0.2 s (entering Play on 10^5 edges).
    std::size_t freshStep = 0;
    bool strays = false;
    std::vector<EdgeItem*> strayItems;
    std::size_t strayStep = 0;
    // A new scale: the shown labels to place again are gathered in the artifact's order (kGatherPerStep).
    std::size_t gathered = 0;
    std::vector<EdgeItem*> toPlace;
    bool placing = false;
    // Up to 32 labels are placed by the scene's own queries, no placer built: one a step, for in the
    // crowd of a big picture one can take milliseconds (an undo of 3·10^4 edges placed 32 in one
    // turn: 50-75 ms; bench_gui_stalls).
    bool few = false;
    std::vector<EdgeItem*> all;
    std::vector<NodeItem*> nodes;
    std::unordered_set<EdgeItem*> moving;
    std::unique_ptr<LabelPlacer> placer;
    std::size_t edgeStep = 0, nodeStep = 0, blockStep = 0, placeStep = 0;
};

// The scene rectangle through the picture's nodes (empty for no nodes).
QRectF PictureScene::nodesExtent(const Picture& picture) {
    double left = 1e300, top = 1e300, right = -1e300, bottom = -1e300;
    for (const Node& n : picture.nodes()) {
        const QPointF p = toScene(n.position.value_or(Point{}));
        left = std::min(left, p.x()), right = std::max(right, p.x());
        top = std::min(top, p.y()), bottom = std::max(bottom, p.y());
    }
    return left <= right ? QRectF(QPointF(left, top), QPointF(right, bottom)) : QRectF();
}

// The side of the smallest patches for a picture: about kTileItems nodes and edges a patch on
// average over its extent, within a factor of 4 of kTileSize either way (a small picture: kTileSize).
// Dense pictures get small patches, whose images barely overlap in the far-out sketch (a fitted
// frame of the 10^5-edge benchmark picture: 4.7 ms with 600-pixel patches, 8.6 ms with 1,200);
// sparse ones big patches, so that the tiles stay few (Qt's walks are O(tiles)).
double PictureScene::tileSizeFor(const Picture& picture) {
    const double items = static_cast<double>(picture.nodeCount() + picture.edgeCount());
    if (items < 4 * kTileItems) return kTileSize;
    const QRectF extent = nodesExtent(picture);
    const double area = std::max(extent.width(), 1.0) * std::max(extent.height(), 1.0);
    return std::clamp(std::sqrt(area * kTileItems / items), kTileSize / 4, kTileSize * 4);
}

// A loose grid by size: an item spanning up to kTileSize·2^k goes to a tile of size class k, by its
// centre in patches kTileSize·2^k across. A tile's rectangle is then at most about three patches of
// its class wide: a repaint or a query meets only the tiles near it in each class, and the far-out
// sketch's images barely overlap. (One class for all let a random picture's long chords widen
// every tile to the whole picture: at 10^5 edges a fitted frame blended 755 picture-wide images,
// 15 ms, and every label query met every item.)
PictureScene::TileKey PictureScene::tileKey(bool node, const QRectF& extent) const {
    int sizeClass = 0;
    const double span = std::max(extent.width(), extent.height());
    while (span > tileSize_ * std::ldexp(1.0, sizeClass) && sizeClass < 40) ++sizeClass;
    const double patch = tileSize_ * std::ldexp(1.0, sizeClass);
    const QPointF at = extent.center();
    return {node, sizeClass, static_cast<int>(std::floor(at.x() / patch)), static_cast<int>(std::floor(at.y() / patch))};
}

QGraphicsItem* PictureScene::tileFor(bool node, const QRectF& extent) {
    Tile& t = tiles_[tileKey(node, extent)];
    if (!t.item || t.count >= kTileItems) {  // a new tile for this patch (a full one keeps its items)
        auto* tile = new TileItem(node);
        t.item = tile;
        t.count = 0;
        addItem(tile);
        tileItems_.push_back(tile);
    }
    ++t.count;
    static_cast<TileItem*>(t.item)->invalidate();  // its sketch gains the new item
    return t.item;
}

void PictureScene::leaveTile(QGraphicsItem* item) {
    QGraphicsItem* tile = item->parentItem();
    TileItem::touch(item);  // its sketch loses the item
    item->setParentItem(nullptr);
    if (!tile || !tile->childItems().isEmpty()) return;
    std::erase(tileItems_, tile);
    // (not left waiting to be bounded: the queue would point at a deleted tile)
    toBound_.erase(std::remove(toBound_.begin() + static_cast<std::ptrdiff_t>(nextToBound_), toBound_.end(), tile), toBound_.end());
    for (auto it = tiles_.begin(); it != tiles_.end(); ++it)
        if (it->second.item == tile) { it->second.item = nullptr; break; }  // few patches: a short walk
    removeItem(tile);
    delete tile;
}

int PictureScene::tileCount() const {
    int n = 0;
    for (QGraphicsItem* it : items())
        n += it->type() == TileItem::Type;
    return n;
}

// No index: Qt 6 walks the top-level items for every paint and query anyway, and the tiles (each
// bounding its children, picture_tile.h) make that walk O(tiles) plus the children of the tiles met.
// Qt's BSP tree only cost: each geometry change made the next query walk every leaf of the tree
// (after an edit at 3·10^4 edges, 1–6 s; at 10^5, 17 s), and rebuilding it after a build took seconds.
PictureScene::PictureScene(PictureDocument* doc, QObject* parent) : QGraphicsScene(parent), doc_(doc) {
    setItemIndexMethod(NoIndex);
    // Qt activates every top-level item when a view in an active window starts showing a scene,
    // and deactivates them when it stops, each time through items() — every item, sorted: entering
    // Play with a 3·10^4-edge picture froze the window 1.5 s. Activated once while empty, the scene
    // stays active, and views coming and going no longer walk it (it has no panels or focus to
    // activate).
    QEvent activate(QEvent::WindowActivate);
    QCoreApplication::sendEvent(this, &activate);
    job_ = new QTimer(this);
    job_->setSingleShot(true);
    connect(job_, &QTimer::timeout, this, &PictureScene::runJob);
    selectJob_ = new QTimer(this);
    selectJob_->setSingleShot(true);
    connect(selectJob_, &QTimer::timeout, this, [this] {
        if (selectingAll_ && selectStep()) selectJob_->start(0);
    });
    // A selection changed from outside while Select All is under way (clearSelection, a click's
    // own selecting) is the user's newer wish: the rest is not selected.
    connect(this, &QGraphicsScene::selectionChanged, this, &PictureScene::dropSelectAll);
    connect(doc, &PictureDocument::nodeAdded, this, &PictureScene::nodeAdded);
    connect(doc, &PictureDocument::edgeAdded, this, &PictureScene::edgeAdded);
    connect(doc, &PictureDocument::nodeAboutToBeRemoved, this, &PictureScene::removeNodeItem);
    connect(doc, &PictureDocument::edgeAboutToBeRemoved, this, &PictureScene::removeEdgeItem);
    connect(doc, &PictureDocument::nodeChanged, this, &PictureScene::nodeChanged);
    connect(doc, &PictureDocument::pictureReset, this, &PictureScene::rebuild);
    connect(doc, &PictureDocument::analysisChanged, this, &PictureScene::refreshLabels);
    // The hovered edge's load and tooltip come from the artifact: read them again from the new one.
    connect(doc, &PictureDocument::analysisChanged, this, [this] {
        if (const auto id = std::exchange(hovered_, std::nullopt)) hoverEdge(id);
    });
    // every number follows the application's text size (View → Larger / Smaller Text, presentation mode)
    textScale_ = TextScale::instance()->factor();
    connect(TextScale::instance(), &TextScale::changed, this, &PictureScene::setTextScale);
    setSceneRect(-600, -500, 1200, 700);
    rebuild();
}

PictureScene::~PictureScene() = default;

void PictureScene::setSnapToGrid(bool on) {
    snap_ = on;
    update();
}

void PictureScene::setShowStresses(bool on) { setLabelContent({on, labels_.weights, labels_.names}); }
void PictureScene::setShowWeights(bool on) { setLabelContent({labels_.stresses, on, labels_.names}); }
void PictureScene::setShowNames(bool on) { setLabelContent({labels_.stresses, labels_.weights, on}); }
void PictureScene::showLabelsAs(const PictureScene& other) { setLabelContent(other.labels_); }

void PictureScene::setLabelContent(render::LabelContent shown) {
    labels_ = shown;
    ++labelEpoch_;
    refreshLabels();
}
void PictureScene::setShowClasses(bool on) { showClasses_ = on; refreshLooks(); }
void PictureScene::setShowWinningMoves(bool on) { showWinning_ = on; refreshLooks(); }

// ---- mirroring the document ----

void PictureScene::rebuild() {
    dropSelectAll();
    job_->stop();
    jobActive_ = false;
    pass_.reset();
    carry_.clear();
    shown_.reset();
    freshEdges_.clear();
    nodeQueue_.clear();
    edgeQueue_.clear();
    grouping_.reset();
    labelsDirty_ = placeAll_ = rectPending_ = false;
    rescale_.reset();
    deferRouting_ = false;
    routing_.reset();
    toBound_.clear();
    nextToBound_ = 0;
    reslotPending_.clear();
    reslotOrder_.clear();
    petalsPending_.clear();
    petalsOrder_.clear();
    itemsTotal_ = itemsDone_ = 0;
    hovered_.reset();
    markX_.reset();
    markY_.reset();
    loadSet_.clear();
    drag_ = Drag::None;
    delete preview_;
    preview_ = nullptr;
    delete rubber_;
    rubber_ = nullptr;
    moving_.clear();
    dragNode_ = nullptr;
    const bool big = incremental_ && edges_.size() > kSyncEdges;
    retire();
    tiles_.clear();
    tileItems_.clear();
    sketchOverlay_ = nullptr;
    nodes_.clear();
    edges_.clear();
    sorted_ = unsorted_ = 0;  // (the retiring items are removed: the first removal sorts what is left)
    if (big) {  // its 10^4–10^5 tree nodes freed on a worker (3·10^4 edges: 6 ms of a delete's turn)
        auto* groups = new ParallelEdges(std::move(parallel_));
        releaseOffWindowThread(groups, [groups] { delete groups; });
    }
    parallel_.clear();
    parallel_.reserve(doc_->picture().edgeCount());  // no rehash of them all in one turn of a big build
    if (!big)  // a small picture's items go at once
        while (retiring_) retireStep();
    const Picture& picture = doc_->picture();
    tileSize_ = tileSizeFor(picture);
    // (after a big picture, whose items go in steps first, even a small one is queued)
    if ((incremental_ && static_cast<int>(picture.edgeCount()) > kSyncBuildEdges) || retiring_) {
        // Queued tile by tile: a slice then adds to a few tiles, and Qt's walk of what changed
        // between two slices visits their children, not every item built so far (in the picture's
        // order a slice touched most tiles: ~10 ms of walking a turn at 10^5 edges). Grouped in
        // steps of the job (groupStep), not here.
        grouping_.emplace();
        grouping_->revision = doc_->revision();
        itemsTotal_ = static_cast<int>(picture.nodeCount() + picture.edgeCount());
        labelsDirty_ = true;
        rectPending_ = true;
        startJob();
        emit buildProgress(0);
        return;
    }
    placingLabels_ = false;  // place labels once, after every edge is in
    deferRouting_ = true;
    for (const Node& n : doc_->picture().nodes()) addNodeItem(n.id);
    for (const Edge& e : doc_->picture().edges()) addEdgeItem(e.id);
    flushRouting();
    placingLabels_ = true;
    refreshLabels();  // every label is new: placed all at once
    setSceneRect(contentsRect().adjusted(-400, -300, 400, 300));
}

// ---- the incremental build ----
//
// One timer runs the job: each turn does small steps for budgetMs_ milliseconds, then lets the event
// loop run (painting, input, the analysis coming back). Order: queued nodes, queued edges, then a
// label pass. Document changes meanwhile: additions are queued, removals of queued
// items just leave the queue, and anything that moves or removes a built item restarts the label pass.

bool PictureScene::building() const { return jobActive_; }

int PictureScene::buildPerMille() const {
    if (!jobActive_) return 1000;
    if (itemsPending()) return itemsTotal_ > 0 ? 500 * itemsDone_ / itemsTotal_ : 0;
    if (!pass_) return 500;
    const LabelPass& p = *pass_;
    if (!p.placing) return 500 + static_cast<int>(100 * p.next / std::max<std::size_t>(1, p.artifact->picture().edges().size()));
    const std::size_t work = 2 * p.all.size() + p.nodes.size() + p.toPlace.size() * 8;
    const std::size_t done = p.edgeStep + p.nodeStep + p.blockStep + p.placeStep * 8;
    return 600 + static_cast<int>(400 * done / std::max<std::size_t>(1, work));
}

void PictureScene::startJob() {
    jobActive_ = true;
    placingLabels_ = false;
    if (!job_->isActive()) job_->start(0);
}

void PictureScene::runJob() {
    // The turn in which Qt walks every hidden item of a retired picture (30 ms at 10^5 edges) is
    // not also given a step: the job's first slice after retire() waits for the next turn.
    if (retiring_ && std::exchange(retiring_->yieldTurn, false)) {
        lastSlice_ = {};
        job_->start(0);
        return;
    }
    QElapsedTimer timer;
    timer.start();
    lastSlice_ = {};
    const int itemsBefore = itemsDone_;
    do {
        const bool more = measuredStep();
        lastSlice_.items = itemsDone_ - itemsBefore;
        if (!more) {
            endJob();
            return;
        }
        ++lastSlice_.steps;
    } while (timer.elapsed() < budgetMs_);
    emit buildProgress(buildPerMille());
    job_->start(0);
}

void PictureScene::finishBuild() {
    job_->stop();
    if (!jobActive_) return;
    while (measuredStep()) {}
    endJob();
}

bool PictureScene::measuredStep() {
    const int before = queriedLabels_;
    const long long refreshedBefore = labelsVisited_;
    const bool more = step();
    mostQueriedLabels_ = std::max(mostQueriedLabels_, queriedLabels_ - before);
    mostVisitedLabels_ = std::max(mostVisitedLabels_, labelsVisited_ - refreshedBefore);
    return more;
}

void PictureScene::endJob() {
    job_->stop();
    sortQtIndex();
    flushRouting();  // (done when the last items came; this is a safety net)
    jobActive_ = false;
    placingLabels_ = true;
    if (rectPending_) {
        rectPending_ = false;
        setSceneRect(sceneRect().united(contentsRect().adjusted(-400, -300, 400, 300)));
    }
    itemsTotal_ = itemsDone_ = 0;
    emit buildProgress(1000);
    emit buildFinished();
}

// One small piece of work (well under a millisecond); false when nothing is left.
bool PictureScene::step() {
    if (retiring_) {
        retireStep();
        return true;
    }
    if (itemsQueued()) {
        if (pass_) {  // new items: the pass under way has not seen them
            dropPass();
            labelsDirty_ = true;
        }
        if (grouping_) {  // a new picture's ids are queued first (its edges need its nodes)
            groupStep();
            return true;
        }
        deferRouting_ = true;
        const Picture& picture = doc_->picture();
        int k = 0;  // items looked at in this step: kItemsPerStep at most, nodes and edges together
        for (; k < kItemsPerStep && !nodeQueue_.empty(); ++k) {
            NodeId id = nodeQueue_.front();
            nodeQueue_.pop_front();
            if (picture.hasNode(id) && !nodes_.contains(id)) { addNodeItem(id); ++itemsDone_; ++unsorted_; }
        }
        if (nodeQueue_.empty())  // an edge needs its nodes: nodes first
            for (; k < kItemsPerStep && !edgeQueue_.empty(); ++k) {
                EdgeId id = edgeQueue_.front();
                edgeQueue_.pop_front();
                if (picture.hasEdge(id) && !edges_.contains(id)) { addEdgeItem(id); ++itemsDone_; ++unsorted_; }
            }
        if (unsorted_ >= std::max<std::size_t>(kSortRun, sorted_ / 8)) sortQtIndex();
        if (!itemsQueued()) startRouting();
        return true;
    }
    if (routing_) {
        if (route(kItemsPerStep)) {
            toBound_ = tileItems_;
            nextToBound_ = 0;
            emit itemsBuilt();
        }
        return true;
    }
    if (boundingTiles()) {
        boundStep();
        return true;
    }
    if (rescale_) return rescaleStep();
    if (labelsDirty_ || pass_) {
        return labelStep();
    }
    return false;
}

void PictureScene::requestLabels(bool placeAll) {
    labelsDirty_ = true;
    placeAll_ = placeAll_ || placeAll;
    dropPass();
    startJob();
}

// Forgets the pass under way; the labels it gave a new text are placed by the next one, and the
// new items it had not visited are visited by the next one.
void PictureScene::dropPass() {
    if (!pass_) return;
    if (pass_->placer) labelQueries_ += pass_->placer->queries();
    for (EdgeItem* e : pass_->toPlace) carry_.insert(e->id());
    freshEdges_.insert(freshEdges_.end(), pass_->fresh.begin(), pass_->fresh.end());
    pass_.reset();
    labelsDirty_ = true;
}

bool PictureScene::labelStep() {
    if (!pass_) {
        labelsDirty_ = false;
        pass_ = std::make_unique<LabelPass>();
        LabelPass& p = *pass_;
        p.artifact = doc_->artifact();
        const ShownWith now{labelEpoch_, labelArea_, labelScale()};
        if (shown_ && shown_->with == now) p.before = shown_->artifact;
        shown_.reset();  // until this pass has visited every edge, the items are between two artifacts
        if (p.before) p.fresh.swap(freshEdges_);
        else freshEdges_.clear();  // every edge is visited
        return true;
    }
    LabelPass& p = *pass_;
    if (p.few) {
        placeLabel(p.toPlace[p.placeStep++]);
        if (p.placeStep == p.toPlace.size()) pass_.reset();
        return true;
    }
    if (!p.placing) {  // phase 1: texts and looks; 1024 items a step, and any number of edges analysed alike
        const Picture& picture = p.artifact->picture();
        const std::vector<EdgeAnalysis>& analysed = p.artifact->analysis().edges;
        const std::size_t n = picture.edges().size();
        const Picture* old = p.before ? &p.before->picture() : nullptr;
        static const std::string kNoName;
        for (int k = 0; k < 1024 && p.next < n; ++p.next) {
            const Edge& edge = picture.edges()[p.next];
            if (old && p.next < old->edges().size() && old->edges()[p.next].id == edge.id &&
                shownAlike(p.before->analysis().edges[p.next], analysed[p.next]) &&
                (!labels_.names || old->edges()[p.next].name == edge.name))
                continue;  // its item shows this already
            ++k;
            if (EdgeItem* e = edges_.value(edge.id))
                if (refreshLabel(e, &analysed[p.next], labels_.names ? edge.name : kNoName)) p.toPlace.push_back(e);
        }
        if (p.next < n) return true;
        if (p.freshStep < p.fresh.size()) {  // new items, which the skip above cannot tell from old ones
            const std::size_t end = std::min(p.fresh.size(), p.freshStep + 1024);
            for (; p.freshStep < end; ++p.freshStep) {
                const EdgeId id = p.fresh[p.freshStep];
                if (EdgeItem* e = edges_.value(id); e && picture.hasEdge(id))
                    if (refreshLabel(e, p.artifact->edge(id), labels_.names ? picture.edge(id).name : kNoName))
                        p.toPlace.push_back(e);
            }
            return true;
        }
        if (!p.strays) {  // items the artifact lacks: no numbers
            if (p.strayStep == 0 && static_cast<std::size_t>(edges_.size()) != n)
                p.strayItems.assign(edges_.begin(), edges_.end());  // (a removal drops the pass)
            const std::size_t end = std::min(p.strayItems.size(), p.strayStep + 1024);
            for (; p.strayStep < end; ++p.strayStep)
                if (EdgeItem* e = p.strayItems[p.strayStep]; !picture.hasEdge(e->id()) && refreshLabel(e, nullptr, kNoName))
                    p.toPlace.push_back(e);
            if (p.strayStep < p.strayItems.size()) return true;
            p.strays = true;
            p.strayItems = {};
            shown_ = Shown{p.artifact, {labelEpoch_, labelArea_, labelScale()}};
            return true;
        }
        if (placeAll_) {  // a new scale: every shown label is placed again (in the label area)
            if (p.gathered == 0) p.toPlace.clear();
            const std::size_t gatheredBefore = p.gathered;
            // (an item the artifact lacks shows no label: the strays above hid it)
            for (int k = 0; k < kGatherPerStep && p.gathered < n; ++k, ++p.gathered)
                if (EdgeItem* e = edges_.value(picture.edges()[p.gathered].id); e && e->labelShown()) {
                    if (inLabelArea(e)) p.toPlace.push_back(e);
                    else e->label()->setVisible(false);  // placed for another scale: again when the view comes near
                }
            mostGathered_ = std::max(mostGathered_, static_cast<int>(p.gathered - gatheredBefore));
            if (p.gathered < n) return true;
        } else {
            std::unordered_set<EdgeItem*> in(p.toPlace.begin(), p.toPlace.end());
            for (EdgeId id : carry_)
                if (EdgeItem* e = edges_.value(id); e && e->labelShown() && !e->label()->text().isEmpty() && !in.count(e))
                    p.toPlace.push_back(e);
        }
        placeAll_ = false;
        carry_.clear();
        if (p.toPlace.size() <= 32) {
            if (p.toPlace.empty()) pass_.reset();
            else p.few = true;
            return true;
        }
        p.placing = true;
        p.moving.insert(p.toPlace.begin(), p.toPlace.end());
        if (labelsByArea()) {  // the placer is fed what is near the label area: the rest cannot meet its labels
            const double reach = 12 * 80.0 * labelScale();
            const QRectF near = labelArea_->adjusted(-reach, -reach, reach, reach);
            for (EdgeItem* e : edges_)
                if (e->boundingRect().intersects(near)) p.all.push_back(e);
            for (NodeItem* n : nodes_)
                if (near.contains(n->scenePos())) p.nodes.push_back(n);
        } else {
            p.all.assign(edges_.begin(), edges_.end());
            p.nodes.assign(nodes_.begin(), nodes_.end());
        }
        p.placer = std::make_unique<LabelPlacer>(80.0 * labelScale(), labelStroke());
        std::sort(p.toPlace.begin(), p.toPlace.end(), [](EdgeItem* a, EdgeItem* b) { return a->id() < b->id(); });
        return true;
    }
    // phase 2: what placeBatch does at once, a little at a time
    if (p.edgeStep < p.all.size()) {
        for (int k = 0; k < 64 && p.edgeStep < p.all.size(); ++k, ++p.edgeStep)
            p.placer->addEdge(static_cast<int>(p.edgeStep), p.all[p.edgeStep]->path());
        return true;
    }
    if (p.nodeStep < p.nodes.size()) {
        for (int k = 0; k < 512 && p.nodeStep < p.nodes.size(); ++k, ++p.nodeStep)
            p.placer->addBlock(p.nodes[p.nodeStep]->sceneBoundingRect());
        return true;
    }
    if (p.blockStep < p.all.size()) {
        for (int k = 0; k < 512 && p.blockStep < p.all.size(); ++k, ++p.blockStep) {
            EdgeItem* e = p.all[p.blockStep];
            if (!p.moving.count(e) && e->labelShown()) p.placer->addBlock(e->label()->sceneBoundingRect());
        }
        return true;
    }
    for (int k = 0; k < 16 && p.placeStep < p.toPlace.size(); ++k, ++p.placeStep) {
        EdgeItem* e = p.toPlace[p.placeStep];
        putLabel(e, p.placer->place(0, e->path(), e->label()->boundingRect().size() * e->label()->scale()));
    }
    if (p.placeStep == p.toPlace.size()) {
        labelQueries_ += p.placer->queries();
        boundAgain(p.toPlace);
        pass_.reset();
    }
    return true;
}

// The labels of `placed` moved, so Qt made their tiles' rectangles invalid: the job has them
// bounded again a few a step, not the next frame all at once (opening 3·10^4 loops on one node,
// about 8 ms of the first frame). A tile already queued is not queued twice.
void PictureScene::boundAgain(const std::vector<EdgeItem*>& placed) {
    std::unordered_set<TileItem*> queued(toBound_.begin() + static_cast<std::ptrdiff_t>(nextToBound_), toBound_.end());
    for (EdgeItem* e : placed) {
        QGraphicsItem* parent = e->parentItem();
        if (!parent || parent->type() != TileItem::Type) continue;
        auto* tile = static_cast<TileItem*>(parent);
        if (queued.insert(tile).second) toBound_.push_back(tile);
    }
}

// Qt's list of items (a scene with NoIndex) is sorted by address at the first removal after
// additions: items made since get sorted then. A removal after a build sorted all of its items at
// once (3·10^5 pointers after 10^5 edges: the first step of deleting them, or the first edit's
// removal, stalled tens of milliseconds). So the build has it sorted as it goes, by adding and
// removing an empty item whenever the items made since number an eighth of those before (at least
// kSortRun): O(kSortRun log kSortRun + items) a time, O(log items) times.
void PictureScene::sortQtIndex() {
    if (unsorted_ == 0) return;
    if (!indexProbe_) indexProbe_ = std::make_unique<QGraphicsRectItem>();
    addItem(indexProbe_.get());
    removeItem(indexProbe_.get());
    sorted_ += unsorted_;
    unsorted_ = 0;
    ++indexSorts_;
}

// One step of having Qt bound the tiles after a build (see kBoundItemsPerStep): whole tiles, as
// long as their children (with their labels) come to at most kBoundItemsPerStep in all, one at least.
void PictureScene::boundStep() {
    std::size_t& next = nextToBound_;
    int bounded = 0;
    while (next < toBound_.size()) {
        TileItem* tile = toBound_[next];
        int children = 0;
        for (const QGraphicsItem* child : tile->childItems()) children += 1 + static_cast<int>(child->childItems().size());
        if (bounded > 0 && bounded + children > kBoundItemsPerStep) break;
        tile->boundingRect();  // Qt keeps it until a child changes geometry
        bounded += children;
        ++next;
    }
    mostBound_ = std::max(mostBound_, bounded);
    if (next >= toBound_.size()) {
        toBound_.clear();
        next = 0;
    }
}

// One step of queueing a new picture's ids tile by tile (see Grouping): kGroupPerStep ids grouped
// by their tile's key, or moved from the groups, in key order, to the queues. The order is that of
// a stable sort of the ids by key, as when it was done in one go.
void PictureScene::groupStep() {
    Grouping& g = *grouping_;
    int k = 0;
    if (!g.queueing) {
        const Picture& picture = doc_->picture();
        if (g.revision != doc_->revision()) {  // edited since: group afresh (what was added meanwhile
            g = Grouping{};                    // is queued as well, and built once)
            g.revision = doc_->revision();
        }
        const std::size_t nodes = picture.nodeCount(), total = nodes + picture.edgeCount();
        for (; k < kGroupPerStep && g.next < total; ++k, ++g.next) {
            if (g.next < nodes) {
                const Node& n = picture.nodes()[g.next];
                g.tiles[tileKey(true, QRectF(toScene(n.position.value_or(Point{})), QSizeF()))].push_back(n.id);
            } else {
                const Edge& e = picture.edges()[g.next - nodes];
                const QPointF a = toScene(picture.node(e.from).position.value_or(Point{}));
                const QPointF b = toScene(picture.node(e.to).position.value_or(Point{}));
                g.tiles[tileKey(false, QRectF(a, b).normalized())].push_back(e.id);
            }
        }
        if (g.next == total) {
            g.queueing = true;
            g.tile = g.tiles.cbegin();
        }
        return;
    }
    while (k < kGroupPerStep && g.tile != g.tiles.cend()) {
        const std::vector<std::int64_t>& ids = g.tile->second;
        std::deque<std::int64_t>& queue = std::get<0>(g.tile->first) ? nodeQueue_ : edgeQueue_;
        const std::size_t n = std::min(ids.size() - g.inTile, static_cast<std::size_t>(kGroupPerStep - k));
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

// The tiles of the picture shown (with their nodes, edges and labels) become the retiring items:
// hidden at once (a tile's opacity hides everything in it, from painting and from every query), then
// deleted by retireStep(). O(items) to list them; the sorting comes in steps.
void PictureScene::retire() {
    if (tileItems_.empty()) return;
    // A new picture's items are made only once a retirement has ended (itemsQueued() holds the
    // additions back), so none is under way here; were one, it would end first.
    while (retiring_) retireStep();
    retiring_.emplace();
    Retiring& r = *retiring_;
    r.items.reserve(tileItems_.size() + nodes_.size() + 2 * static_cast<std::size_t>(edges_.size()));
    for (TileItem* t : tileItems_) {
        t->setOpacity(0);
        r.items.push_back(t);
    }
    for (NodeItem* n : nodes_) r.items.push_back(n);
    for (EdgeItem* e : edges_) {
        r.items.push_back(e);
        if (e->label()) r.items.push_back(e->label());  // (a label's leader, if any, goes with it)
    }
}

// A step of the retirement: sorts a run of kSortRun items (descending addresses), or, once all are
// sorted, deletes up to kRetirePerStep items (an item's children count), the highest address first,
// but a parent whose children are not all gone yet after them, in a later pass (same order).
void PictureScene::retireStep() {
    Retiring& r = *retiring_;
    const auto next = [&r](std::size_t run) { return r.items[r.runs[run].first]; };
    const auto lower = [&](std::size_t a, std::size_t b) { return std::less<>()(next(a), next(b)); };
    if (!r.merging) {
        const std::size_t end = std::min(r.items.size(), r.sorted + kSortRun);
        std::sort(r.items.begin() + static_cast<std::ptrdiff_t>(r.sorted), r.items.begin() + static_cast<std::ptrdiff_t>(end), std::greater<>());
        mostSorted_ = std::max(mostSorted_, end - r.sorted);
        if (end > r.sorted) r.runs.emplace_back(r.sorted, end);
        r.sorted = end;
        if (r.sorted == r.items.size()) {
            r.merging = true;
            for (std::size_t run = 0; run < r.runs.size(); ++run) r.heap.push_back(run);
            std::make_heap(r.heap.begin(), r.heap.end(), lower);
        }
        return;
    }
    const QSignalBlocker quiet(this);  // a selected item going: no selectionChanged per item
    int deleted = 0;
    std::vector<QGraphicsItem*> below;
    // A child that is itself retiring (a tile's nodes and edges, an edge's label): a leader is not.
    const auto retiringChild = [](const QGraphicsItem* child) { return child->type() != LeaderItem::Type; };
    while (deleted < kRetirePerStep) {
        QGraphicsItem* it = nullptr;
        if (!r.heap.empty()) {
            std::pop_heap(r.heap.begin(), r.heap.end(), lower);
            const std::size_t run = r.heap.back();
            it = r.items[r.runs[run].first++];
            if (r.runs[run].first < r.runs[run].second) std::push_heap(r.heap.begin(), r.heap.end(), lower);
            else r.heap.pop_back();
        } else if (r.waitingAt < r.waiting.size()) {
            it = r.waiting[r.waitingAt++];
        } else if (!r.later.empty()) {  // the next pass over the parents that waited, still in descending order
            r.waiting = std::exchange(r.later, {});
            r.waitingAt = 0;
            ++r.pass;
            continue;
        } else {
            break;
        }
        if (r.gone.erase(it)) {  // went with its parent
            ++r.done;
            continue;
        }
        // A parent whose retiring children are left (at lower addresses) waits for them: deleted
        // with it, each would leave Qt's index from below its top and move the rest (3-6 ms a tile
        // of 200 items). The hierarchy is three deep (tile, edge, label), so after kLastRetirePass passes
        // none is left; the last deletes whatever remains with its children, as before.
        const QList<QGraphicsItem*> children = it->childItems();
        if (r.pass < kLastRetirePass && std::any_of(children.begin(), children.end(), retiringChild)) {
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
            if (retiringChild(child)) ++deletedWithParent_;
            for (QGraphicsItem* grandchild : child->childItems()) below.push_back(grandchild);
        }
        deleted += 1 + static_cast<int>(below.size());
        delete it;
    }
    mostRetired_ = std::max(mostRetired_, deleted);
    if (!r.heap.empty() || r.waitingAt < r.waiting.size() || !r.later.empty()) return;
    const bool selection = r.selection;
    retiring_.reset();
    if (selection) emit selectionChanged();
}

std::size_t PictureScene::itemsRetiring() const { return retiring_ ? retiring_->items.size() - retiring_->done : 0; }

// Qt's selectedItems() rebuilds its set of the selected items at every call, at a cost in their
// number: nothing for a few, 40-60 ms for the 2·10^5 of Select All at 10^5 edges. A selection that
// may be that big (bigSelection_) is read from the items' flags, tile by tile, instead, until such a
// read finds it small again. Only the picture shown is in the tiles; from Qt's list a previous
// picture's items, still being deleted, are left out.
template <class Visit>
void PictureScene::forEachSelected(Visit&& visit) const {
    finishSelectAll();
    if (!bigSelection_) {
        for (QGraphicsItem* it : selectedItems()) {
            const bool current = it->type() == NodeItem::Type   ? nodes_.value(static_cast<NodeItem*>(it)->id()) == it
                                 : it->type() == EdgeItem::Type ? edges_.value(static_cast<EdgeItem*>(it)->id()) == it
                                                                : false;
            if (current && !visit(it)) return;
        }
        return;
    }
    std::size_t selected = 0;
    const bool whole = forEachShownItem([&](QGraphicsItem* it) {
        if (!it->isSelected()) return true;
        ++selected;
        return static_cast<bool>(visit(it));
    });
    if (whole && selected <= static_cast<std::size_t>(kSelectPerStep)) bigSelection_ = false;
}

template <class Visit>
bool PictureScene::forEachShownItem(Visit&& visit) const {
    for (TileItem* tile : tileItems_)
        for (QGraphicsItem* it : tile->childItems())
            if ((it->type() == NodeItem::Type || it->type() == EdgeItem::Type) && !visit(it)) return false;
    return true;
}

PictureScene::SelectionGlance PictureScene::glanceAtSelection() const {
    SelectionGlance glance;
    int edges = 0;
    forEachSelected([&](QGraphicsItem* it) {
        glance.any = true;
        if (it->type() != EdgeItem::Type) return true;
        if (++edges == 2) {
            glance.onlyEdge.reset();
            return false;  // no need to look further
        }
        glance.onlyEdge = static_cast<EdgeItem*>(it)->id();
        return true;
    });
    return glance;
}

bool PictureScene::selectsEverything() const {
    finishSelectAll();
    const Picture& picture = doc_->picture();
    if (picture.empty() || itemsPending()) return false;
    if (static_cast<std::size_t>(nodes_.size()) != picture.nodeCount() || static_cast<std::size_t>(edges_.size()) != picture.edgeCount())
        return false;
    std::size_t selected = 0;
    const bool all = forEachShownItem([&](QGraphicsItem* it) {
        if (!it->isSelected()) return false;  // (stops at the first one not selected)
        ++selected;
        return true;
    });
    return all && selected == picture.nodeCount() + picture.edgeCount();
}

// Additions from the document: at once, unless a build is under way or thousands come in one turn.
bool PictureScene::queueing() {
    if (jobActive_ && itemsPending()) return true;  // keep the order: nodes before their edges
    if (!incremental_) return false;
    if (!burstResetQueued_) {
        burstResetQueued_ = true;
        QTimer::singleShot(0, this, [this] { burst_ = 0; burstResetQueued_ = false; });
    }
    return ++burst_ > kBurstLimit;
}

void PictureScene::nodeAdded(NodeId id) {
    finishSelectAll();
    if (!queueing()) return addNodeItem(id);
    nodeQueue_.push_back(id);
    ++itemsTotal_;
    startJob();
}

void PictureScene::edgeAdded(EdgeId id) {
    finishSelectAll();
    if (queueing()) {
        edgeQueue_.push_back(id);
        ++itemsTotal_;
        startJob();
        return;
    }
    addEdgeItem(id);
    if (jobActive_) requestLabels(false);  // its label comes with the pass
}

// Labels whose edges moved: by the pass when a build is under way; else one by one against the
// scene when few, on one grid placer when many (a node with thousands of loops re-routes them
// all: a query of the scene per label would meet every petal), by a pass in a big picture.
void PictureScene::placeMoved(std::vector<EdgeItem*> moved) {
    if (moved.empty()) return;
    if (jobActive_) return placeInPass(moved);
    if (!placingLabels_) return;  // a build places every label when all is in
    std::erase_if(moved, [this](EdgeItem* e) {  // away from the view: placed when it comes near
        if (inLabelArea(e)) return false;
        if (e->labelShown()) e->label()->setVisible(false);
        return true;
    });
    if (moved.empty()) return;
    if (moved.size() <= 32) {
        for (EdgeItem* e : moved) placeLabel(e);
        return;
    }
    if (incremental_ && edges_.size() > kSyncEdges) return placeInPass(moved);
    std::erase_if(moved, [](EdgeItem* e) { return !e->labelShown() || e->label()->text().isEmpty(); });
    placeBatch(std::move(moved));
}

// These labels placed by the next label pass, in slices.
void PictureScene::placeInPass(const std::vector<EdgeItem*>& labelled) {
    for (EdgeItem* e : labelled) carry_.insert(e->id());
    requestLabels(false);
}

// The re-slotting and petal turns a build put off (see deferRouting_).
void PictureScene::flushRouting() {
    startRouting();
    route(std::numeric_limits<std::size_t>::max());
}

// The groups and petals put off so far join the routing to do (a build's edges have no path
// until then).
void PictureScene::startRouting() {
    if (!routing_) routing_.emplace();
    // in the order the edges came (a build queues them tile by tile): a step changes the far-out
    // sketch of a tile or two, not of all of them
    routing_->pairs.insert(routing_->pairs.end(), reslotOrder_.begin(), reslotOrder_.end());
    reslotOrder_.clear();
    routing_->turned.insert(routing_->turned.end(), petalsOrder_.begin(), petalsOrder_.end());
    petalsOrder_.clear();
    reslotPending_.clear();
    petalsPending_.clear();
}

// Routes about `budget` edges more; true when all are routed. A build of 10^5 edges
// routed them in one turn: 0.3 s of the window frozen, just before it showed the picture.
bool PictureScene::route(std::size_t budget) {
    Routing& r = *routing_;
    std::size_t done = 0;
    // A group or a node's petals may take several steps (3·10^4 loops at a node were one step of
    // 30 ms): `within` is where the next step goes on. A group that changes meanwhile is queued again.
    while (r.pair < r.pairs.size() && done < budget) {
        const auto [a, b] = r.pairs[r.pair];
        if (auto it = parallel_.find(pairKey(a, b)); it != parallel_.end()) {  // one lookup: 10^5 of them at 10^5 edges
            const std::vector<EdgeItem*>& group = it->second;
            r.within = std::min(r.within, group.size());  // (the group may have lost edges since)
            const std::size_t to = r.within + std::min(budget - done, group.size() - r.within);
            slotGroup(group, r.within, to);
            done += to - r.within;
            r.within = to;
            if (r.within < group.size()) break;
            if (placingLabels_) placeMoved(group);
        }
        ++r.pair;
        r.within = 0;
    }
    while (r.turn < r.turned.size() && done < budget) {
        if (NodeItem* n = nodes_.value(r.turned[r.turn])) {
            for (; r.within < n->edges.size() && done < budget; ++r.within)
                if (EdgeItem* l = n->edges[r.within]; l->isLoop()) {
                    l->adjust();
                    r.loops.push_back(l);
                    ++done;
                }
            if (r.within < n->edges.size()) break;
        }
        ++r.turn;
        r.within = 0;
    }
    if (budget != std::numeric_limits<std::size_t>::max()) mostRouted_ = std::max(mostRouted_, done);
    if (r.pair < r.pairs.size() || r.turn < r.turned.size()) return false;
    std::vector<EdgeItem*> loops = std::move(r.loops);
    routing_.reset();
    deferRouting_ = false;
    placeMoved(std::move(loops));
    return true;
}

void PictureScene::addNodeItem(NodeId id) {
    const Node& n = doc_->picture().node(id);
    auto* item = new NodeItem(id, n.ground);
    item->setPos(toScene(n.position.value_or(Point{})));
    item->onMoved = [this](NodeItem* node) { nodeItemMoved(node); };
    item->setScale(readableScale_);
    item->setParentItem(tileFor(true, QRectF(item->pos(), QSizeF())));
    nodes_.insert(id, item);
    if (jobActive_) {  // the scene rect is set once, when the build is done
        rectPending_ = true;
        return;
    }
    QRectF r = sceneRect();
    if (!r.contains(item->pos())) setSceneRect(r.united(QRectF(item->pos(), QSizeF(1, 1)).adjusted(-300, -300, 300, 300)));
}

void PictureScene::addEdgeItem(EdgeId id) {
    const Edge& e = doc_->picture().edge(id);
    NodeItem* a = nodes_.value(e.from);
    NodeItem* b = nodes_.value(e.to);
    auto* item = new EdgeItem(id, a, b);
    item->setWidthScale(strokeScale());
    freshEdges_.push_back(id);  // its label is made by the next pass, if it is shown
    item->setParentItem(tileFor(false, QRectF(a->pos(), b->pos()).normalized()));  // (a loop: its node)
    edges_.insert(id, item);
    a->edges.push_back(item);
    if (b != a) b->edges.push_back(item);
    parallel_[pairKey(e.from, e.to)].push_back(item);
    if (!e.isLoop()) {  // petals at either end turn away from the new edge
        a->invalidatePetals();
        b->invalidatePetals();
    }
    if (deferRouting_) {
        const auto key = pairKey(e.from, e.to);
        if (!reslotPending_.contains(key)) {
            reslotPending_.insert(key);
            reslotOrder_.push_back(key);
        }
        if (!e.isLoop())
            for (NodeId n : {e.from, e.to})
                if (!petalsPending_.contains(n)) {
                    petalsPending_.insert(n);
                    petalsOrder_.push_back(n);
                }
        return;
    }
    reslot(e.from, e.to);
    if (!e.isLoop()) {
        std::vector<EdgeItem*> loops;
        for (NodeItem* n : {a, b})
            for (EdgeItem* l : n->edges)
                if (l->isLoop()) { l->adjust(); loops.push_back(l); }
        placeMoved(std::move(loops));
    }
}

void PictureScene::removeEdgeItem(EdgeId id) {
    finishSelectAll();
    EdgeItem* item = edges_.value(id);
    if (!item) return;  // never built (if queued, it is not built when it comes up)
    dropPass();  // it may hold this item
    edges_.remove(id);
    if (hovered_ == id) hoverEdge(std::nullopt);
    NodeItem* a = item->from();
    NodeItem* b = item->to();
    for (NodeItem* n : {a, b}) n->edges.erase(std::remove(n->edges.begin(), n->edges.end(), item), n->edges.end());
    auto key = pairKey(a->id(), b->id());
    auto& group = parallel_[key];
    group.erase(std::remove(group.begin(), group.end(), item), group.end());
    if (group.empty()) parallel_.erase(key);
    loadSet_.erase(id);
    leaveTile(item);
    removeItem(item);
    delete item;
    reslot(a->id(), b->id());
    if (a != b) {
        std::vector<EdgeItem*> loops;
        for (NodeItem* n : {a, b}) {
            n->invalidatePetals();
            for (EdgeItem* l : n->edges)
                if (l->isLoop()) { l->adjust(); loops.push_back(l); }
        }
        placeMoved(std::move(loops));
    }
}

void PictureScene::removeNodeItem(NodeId id) {
    finishSelectAll();
    NodeItem* item = nodes_.value(id);
    if (!item) return;  // never built
    dropPass();
    nodes_.remove(id);
    moving_.erase(std::remove(moving_.begin(), moving_.end(), item), moving_.end());
    if (dragNode_ == item) { dragNode_ = nullptr; drag_ = Drag::None; }
    leaveTile(item);
    removeItem(item);
    delete item;
}

void PictureScene::nodeChanged(NodeId id) {
    finishSelectAll();
    NodeItem* item = nodes_.value(id);
    if (!item) return;
    const Node& n = doc_->picture().node(id);
    item->setGround(n.ground);
    QPointF p = toScene(n.position.value_or(Point{}));
    if (item->pos() != p) item->setPos(p);  // itemChange re-routes its edges
}

void PictureScene::reslot(NodeId a, NodeId b) {
    if (auto it = parallel_.find(pairKey(a, b)); it != parallel_.end()) reslot(it->second);
}

void PictureScene::reslot(const std::vector<EdgeItem*>& group) {
    slotGroup(group, 0, group.size());
    if (placingLabels_) placeMoved(group);
}

void PictureScene::slotGroup(const std::vector<EdgeItem*>& group, std::size_t from, std::size_t to) {
    const int count = static_cast<int>(group.size());
    for (std::size_t i = from; i < to; ++i) {
        group[i]->setSlot(static_cast<int>(i), count);
        group[i]->adjust();
    }
}

void PictureScene::nodeItemMoved(NodeItem* node) {
    std::set<NodeItem*> loopsAt;
    std::vector<EdgeItem*> moved;
    for (EdgeItem* e : node->edges) {
        e->adjust();
        moved.push_back(e);
        if (!e->isLoop()) loopsAt.insert(e->from() == node ? e->to() : e->from());
    }
    for (NodeItem* n : loopsAt) {
        n->invalidatePetals();  // its neighbour moved
        for (EdgeItem* l : n->edges)
            if (l->isLoop()) { l->adjust(); moved.push_back(l); }
    }
    placeMoved(std::move(moved));
}

// ---- labels and looks ----

// Qt's items(r, IntersectsItemShape) tests the shape of every item whose rectangle meets the spot
// before answering, and in a crowd of long edges (10^5 random edges) one label's spots took 20-60
// ms: here the rectangles come from Qt, the shapes are tested one by one, labels only when only
// labels count, and the first hit ends the search.
bool PictureScene::spotTaken(const QRectF& spot, const EdgeItem* edge, bool labelsOnly) const {
    const QGraphicsItem* label = edge->label();
    QPainterPath area;
    area.addRect(spot);
    for (QGraphicsItem* it : items(spot, Qt::IntersectsItemBoundingRect)) {
        if (it == edge || (label && (it == label || it->parentItem() == label)) || it == rubber_ || it == preview_ || it->type() == TileItem::Type) continue;
        if (it->type() == LabelItem::Type ? !it->isVisible() : labelsOnly) continue;
        if (it->collidesWithPath(it->mapFromScene(area), Qt::IntersectsItemShape)) return true;
    }
    return false;
}

void PictureScene::placeLabel(EdgeItem* edge) {
    if (!edge->labelShown() || edge->label()->text().isEmpty()) return;
    LabelItem* label = edge->label();
    ++queriedLabels_;
    QSizeF size = label->boundingRect().size() * label->scale();
    auto hits = [&](const QRectF& r, bool labelsOnly) {
        ++labelQueries_;
        return spotTaken(r, edge, labelsOnly);
    };
    putLabel(edge, render::placeLabel(edge->path(), size, [&](const QRectF& r) { return hits(r, false); },
                                      [&](const QRectF& r) { return hits(r, true); }, labelGap(labelStroke())));
}

EdgeItem::Look PictureScene::restingLook(EdgeItem* e, const EdgeAnalysis* a, QColor* color) const {
    if (hovered_ != e->id() && (markX_ == e->id() || markY_ == e->id())) {  // the class matrix's x and y
        *color = markX_ == e->id() ? kMarkX : kMarkY;
        return EdgeItem::Look::Class;
    }
    const bool hovered = !hoverOverlay_ && hovered_ == e->id(), inLoad = !hoverOverlay_ && loadSet_.count(e->id()) != 0;
    return render::restingLook(a, {showClasses_, showWinning_}, hovered, inLoad, color);
}

void PictureScene::refreshLooks() {
    const AnalysisSnapshot& s = doc_->snapshot();
    for (EdgeItem* e : edges_) {
        QColor c;
        EdgeItem::Look look = restingLook(e, s.edge(e->id()), &c);
        e->setLook(look, c);
    }
}

// Whether two analyses of an edge give it the same label and look (restingLook, labelText) with the
// toggles as they are: a winning move or a class index that is not shown makes no difference (an
// edit that changes the value changes which edges win, and one that makes or breaks a cycle
// renumbers the classes after it: 10^4 edges and more of a 10^5-edge picture). Turning a toggle on
// sets every look again (refreshLooks).
bool PictureScene::shownAlike(const EdgeAnalysis& a, const EdgeAnalysis& b) const {
    return a.stress == b.stress && a.weight == b.weight && a.standing == b.standing &&
           (!showWinning_ || a.winning == b.winning) && (!showClasses_ || a.concyclicClass == b.concyclicClass);
}

// `name` is the edge's name in the picture analysed (a standing edge is in it), used when names are shown.
bool PictureScene::refreshLabel(EdgeItem* e, const EdgeAnalysis* a, const std::string& name) {
    ++labelsVisited_;
    QColor c;
    e->setLook(restingLook(e, a, &c), c);
    const bool nearView = inLabelArea(e);
    EdgeItem::LabelBasis basis{a ? a->stress : 0, a ? a->weight : 0, a && a->standing, nearView, e->labelShown(), labelEpoch_};
    if (!labels_.names && basis == e->labelBasis) return false;  // nothing it shows has changed (names: a rename)
    QString text = a && a->standing ? labelText(*a, labels_.names ? name : std::string(), labels_) : QString();
    const auto made = [&] {  // the basis the label now has
        basis.shown = e->labelShown();
        e->labelBasis = basis;
    };
    if (text.isEmpty()) {
        if (e->labelShown()) e->label()->setVisible(false);
        e->labelText.clear();
        made();
        return false;
    }
    if (text == e->labelText && e->labelShown()) {
        made();
        return false;
    }
    if (!nearView) {  // away from the view: the text is kept, the label placed when the view comes near
        e->labelText = text;
        if (e->labelShown()) e->label()->setVisible(false);
        made();
        return false;
    }
    if (!e->label()) ++unsorted_;  // a new item in Qt's index
    LabelItem* label = e->makeLabel();
    if (label->scale() != labelScale()) label->setScale(labelScale());  // new, or a hidden label missed a zoom
    if (label->strong() != highContrast_) label->setStrong(highContrast_);
    const bool wasShown = label->isVisible() && !label->text().isEmpty();
    const bool sameWidth = wasShown && text.size() == label->text().size();
    e->labelText = text;
    label->setBrush(labelColor(labels_));
    label->setVisible(true);
    made();
    if (sameWidth) {
        label->show(text, label->centre());  // keep its place
        return false;
    }
    label->setText(text);  // new, wider or narrower: find it a place
    return true;
}

void PictureScene::refreshLabels() {
    if (jobActive_ || (incremental_ && edges_.size() > kSyncEdges)) {  // a big picture: in slices
        requestLabels(false);
        return;
    }
    const AnalysisSnapshot& s = doc_->snapshot();
    std::vector<EdgeItem*> toPlace;
    shown_.reset();  // (kept for the passes of big pictures)
    freshEdges_.clear();
    static const std::string kNoName;
    for (EdgeItem* e : edges_) {
        const EdgeAnalysis* a = s.edge(e->id());
        if (refreshLabel(e, a, a && labels_.names ? s.artifact->picture().edge(e->id()).name : kNoName)) toPlace.push_back(e);
    }
    if (!placingLabels_ || toPlace.empty()) return;
    if (toPlace.size() <= 32) {
        for (EdgeItem* e : toPlace) placeLabel(e);
        return;
    }
    if (incremental_ && toPlace.size() > kPlacedAtOnce) return placeInPass(toPlace);
    placeBatch(std::move(toPlace));
}

// Many at once (a new picture, a toggle, a zoom): a grid of edges, nodes and the labels that stay.
void PictureScene::placeBatch(std::vector<EdgeItem*> toPlace) {
    if (toPlace.empty()) return;
    mostPlacedInABatch_ = std::max(mostPlacedInABatch_, toPlace.size());
    std::set<EdgeItem*> moving(toPlace.begin(), toPlace.end());
    LabelPlacer placer(80.0 * labelScale(), labelStroke());
    std::vector<EdgeItem*> all(edges_.begin(), edges_.end());
    for (std::size_t i = 0; i < all.size(); ++i) placer.addEdge(static_cast<int>(i), all[i]->path());
    for (NodeItem* n : nodes_) placer.addBlock(n->sceneBoundingRect());
    for (EdgeItem* e : all)
        if (!moving.count(e) && e->labelShown()) placer.addBlock(e->label()->sceneBoundingRect());
    std::sort(toPlace.begin(), toPlace.end(), [](EdgeItem* a, EdgeItem* b) { return a->id() < b->id(); });
    for (EdgeItem* e : toPlace) {
        putLabel(e, placer.place(0, e->path(), e->label()->boundingRect().size() * e->label()->scale()));
    }
    labelQueries_ += placer.queries();
}

void PictureScene::setReadableScale(double scale) {
    if (std::abs(scale - readableScale_) < 1e-3) return;
    readableScale_ = scale;
    applyScales(true);
}

void PictureScene::setTextScale(double factor) {
    if (std::abs(factor - textScale_) < 1e-3) return;
    textScale_ = factor;
    applyScales(false);
}

void PictureScene::setHighContrast(bool on) {
    if (on == highContrast_) return;
    highContrast_ = on;
    for (EdgeItem* e : edges_)
        if (e->label()) e->label()->setStrong(on);  // (a label made later takes it then)
    applyScales(true);
}

// Sizes every node, stroke (`items`) and label from the scales, then places the shown labels again:
// at once in a small picture, in steps of the build job in a big one (rescaleStep). O(E).
void PictureScene::applyScales(bool items) {
    if (incremental_ && (jobActive_ || edges_.size() > kSyncEdges)) {
        const bool alsoItems = items || (rescale_ && rescale_->items);
        rescale_.emplace();  // from the start: what was resized before has the old scale
        rescale_->items = alsoItems;
        // tile by tile: a step then stales the far-out sketch of a few tiles, not of all of them
        for (TileItem* tile : tileItems_)
            for (QGraphicsItem* child : tile->childItems()) {
                if (child->type() == EdgeItem::Type) rescale_->edges.push_back(static_cast<EdgeItem*>(child)->id());
                else if (alsoItems && child->type() == NodeItem::Type) rescale_->nodes.push_back(static_cast<NodeItem*>(child)->id());
            }
        requestLabels(true);
        return;
    }
    std::vector<EdgeItem*> visible;
    if (items)
        for (NodeItem* n : nodes_) n->setScale(readableScale_);
    for (EdgeItem* e : edges_) {
        applyScale(e, items);
        if (e->labelShown()) visible.push_back(e);
    }
    placeBatch(std::move(visible));
}

// An edge at the scene's scales: its stroke (if `stroke`) and its label (one hidden away from the
// view in a big picture is scaled when it is shown: refreshLabel).
void PictureScene::applyScale(EdgeItem* e, bool stroke) {
    if (stroke) e->setWidthScale(strokeScale());
    if (e->label() && (!labelsByArea() || e->labelShown())) e->label()->setScale(labelScale());
}

// A step of a big picture's new scale: kItemsPerStep × 8 nodes or edges. The label pass waits
// until the last one.
bool PictureScene::rescaleStep() {
    Rescale& r = *rescale_;
    for (int k = 0; k < 8 * kItemsPerStep && r.next < r.nodes.size() + r.edges.size(); ++k, ++r.next) {
        if (r.next < r.nodes.size()) {
            if (NodeItem* n = nodes_.value(r.nodes[r.next])) n->setScale(readableScale_);
        } else if (EdgeItem* e = edges_.value(r.edges[r.next - r.nodes.size()])) {
            applyScale(e, r.items);
        }
    }
    if (r.next == r.nodes.size() + r.edges.size()) rescale_.reset();
    return true;
}

bool PictureScene::labelsByArea() const {
    return labelArea_.has_value() && incremental_ && edges_.size() > kSyncEdges;
}

bool PictureScene::inLabelArea(const EdgeItem* e) const {
    return !labelsByArea() || e->boundingRect().intersects(*labelArea_);  // tiles sit at the origin
}

void PictureScene::setLabelArea(const QRectF& area) {
    const QRectF a = area.isEmpty() ? QRectF() : area;
    if (labelArea_ && (a.isEmpty() || (!labelArea_->isEmpty() && labelArea_->contains(a)))) {
        if (a.isEmpty()) labelArea_ = a;  // nothing readable: nothing more to place
        return;
    }
    labelArea_ = a;
    if (labelsByArea() && !a.isEmpty()) requestLabels(false);
}

void PictureScene::putLabel(EdgeItem* edge, QPointF centre) {
    LabelItem* label = edge->label();
    label->setCentre(centre);
    label->setLeader(leaderAnchor(edge->path(), label->sceneBoundingRect()));
}

QString PictureScene::edgeToolTip(EdgeId id) const {
    return doc_->picture().hasEdge(id) ? edgeToolTip(id, doc_->artifact()->load(id).size()) : QString();
}

QString PictureScene::edgeToolTip(EdgeId id, std::size_t falls) const {
    const Picture& p = doc_->picture();
    if (!p.hasEdge(id)) return {};
    const Edge& edge = p.edge(id);
    QString name = edge.name.empty() ? QStringLiteral("edge %1").arg(id)
                                     : QStringLiteral("edge %1 “%2”").arg(id).arg(QString::fromStdString(edge.name));
    const EdgeAnalysis* a = doc_->snapshot().edge(id);
    QString html = QStringLiteral("<b>%1</b>").arg(name.toHtmlEscaped());
    if (!a) return html + tr("<br>being analysed…");
    if (!a->standing) return html + tr("<br>floating: not connected to the ground, so it takes no part in the game");
    // The words are the core's (explanation_text.h), as in the Explain panel and homestead-cli explain.
    const std::string how = text::stressSum(doc_->analysis().supported(*a), a->onCycle, edge.isLoop());
    QString tip = html + tr("<br>stress <b>%1</b> = %2<br>weight <b>%3</b> = (%1|0)<br>%4")
                             .arg(a->stress)
                             .arg(QString::fromStdString(how).toHtmlEscaped())
                             .arg(a->weight)
                             .arg(QString::fromStdString(text::loadSentence(falls)));
    // In Play, or with the winning moves shown (M): what chopping it leaves, so a losing move
    // explains itself too. O(depth) for a bridge; an edge on a cycle needs an analysis of the
    // chopped picture, done here only for a small picture (the Explain panel does it on a worker).
    if (mode_ == Mode::Play || showWinning_) {
        const auto& artifact = *doc_->artifact();
        if (choppedValueIsCheap(artifact, id) || artifact.picture().edgeCount() <= kSyncChopValueEdges)
            tip += QStringLiteral("<br>") +
                   QString::fromStdString(text::valueAfterChopSentence(valueAfterChop(artifact, id))).toHtmlEscaped();
        else
            tip += tr("<br>The Explain panel (E) works out what chopping it leaves.");
    }
    return tip;
}

void PictureScene::hoverEdge(std::optional<EdgeId> id) {
    if (id && !edges_.contains(*id)) id.reset();
    if (id == hovered_) return;
    // What falls, from the artifact the labels show: a range lookup, sorted here for the difference
    // below. A pending revision's edges that artifact lacks have no load yet.
    std::vector<EdgeId> newLoad;
    if (id) newLoad = doc_->artifact()->sortedLoad(*id);
    const std::optional<EdgeId> before = hovered_;
    hovered_ = id;
    if (id) edges_.value(*id)->setToolTip(edgeToolTip(*id, newLoad.size()));
    const AnalysisSnapshot& s = doc_->snapshot();
    auto restyle = [&](EdgeId e) {
        if (EdgeItem* item = edges_.value(e)) {
            QColor c;
            item->setLook(restingLook(item, s.edge(e), &c), c);
        }
    };
    // Only the edges whose look changes: moving along a big tree shifts its load by a few edges.
    std::vector<EdgeId> changed;
    std::set_symmetric_difference(loadSet_.begin(), loadSet_.end(), newLoad.begin(), newLoad.end(),
                                  std::back_inserter(changed));
    loadSet_.clear();
    loadSet_.insert(newLoad.begin(), newLoad.end());
    if (before) changed.push_back(*before);
    if (id) changed.push_back(*id);
    if (hoverOverlay_) emit hoverChanged(changed);
    else
        for (EdgeId e : changed) restyle(e);
    emit edgeHovered(id);
}

void PictureScene::setHoverOverlay(bool on) {
    if (on == hoverOverlay_) return;
    hoverOverlay_ = on;
    const AnalysisSnapshot& s = doc_->snapshot();
    std::vector<EdgeId> lit(loadSet_.begin(), loadSet_.end());
    if (hovered_) lit.push_back(*hovered_);
    for (EdgeId e : lit)
        if (EdgeItem* item = edges_.value(e)) {
            QColor c;
            item->setLook(restingLook(item, s.edge(e), &c), c);
        }
}

void PictureScene::markEdges(std::optional<EdgeId> x, std::optional<EdgeId> y) {
    const std::optional<EdgeId> before[] = {std::exchange(markX_, x), std::exchange(markY_, y)};
    const AnalysisSnapshot& s = doc_->snapshot();
    for (const std::optional<EdgeId>& id : {before[0], before[1], x, y})
        if (EdgeItem* item = id ? edges_.value(*id) : nullptr) {
            QColor c;
            item->setLook(restingLook(item, s.edge(*id), &c), c);
        }
}

std::vector<EdgeId> PictureScene::highlightedLoad() const { return {loadSet_.begin(), loadSet_.end()}; }

// ---- selection and queries ----

PictureScene::Selection PictureScene::selection() const {
    Selection out;
    forEachSelected([&](QGraphicsItem* it) {
        if (it->type() == NodeItem::Type) out.nodes.push_back(static_cast<NodeItem*>(it)->id());
        else out.edges.push_back(static_cast<EdgeItem*>(it)->id());
        return true;
    });
    std::sort(out.nodes.begin(), out.nodes.end());
    std::sort(out.edges.begin(), out.edges.end());
    return out;
}

std::vector<NodeId> PictureScene::selectedNodes() const { return selection().nodes; }
std::vector<EdgeId> PictureScene::selectedEdges() const { return selection().edges; }

void PictureScene::selectAll() {
    selectJob_->stop();
    bigSelection_ = true;
    selectAllSteps_ = 0;
    selectingAll_ = 0;
    selectAllChanged_ = false;
    if (selectStep()) selectJob_->start(0);
}

bool PictureScene::selectStep() {
    ++selectAllSteps_;
    std::size_t& next = *selectingAll_;
    int selected = 0;
    {
        const QSignalBlocker quiet(this);  // one selectionChanged, not one per item
        // Tile by tile: items made together lie together in memory.
        for (; next < tileItems_.size() && selected < kSelectPerStep; ++next)
            for (QGraphicsItem* it : tileItems_[next]->childItems())
                if ((it->type() == NodeItem::Type || it->type() == EdgeItem::Type) && !it->isSelected()) {
                    it->setSelected(true);
                    ++selected;
                }
    }
    mostSelected_ = std::max(mostSelected_, selected);
    selectAllChanged_ = selectAllChanged_ || selected > 0;
    if (next < tileItems_.size()) return true;
    const bool changed = selectAllChanged_;
    selectingAll_.reset();
    if (changed) emit selectionChanged();
    return false;
}

void PictureScene::finishSelectAll() const {
    if (!selectingAll_) return;
    auto* self = const_cast<PictureScene*>(this);
    self->selectJob_->stop();
    while (self->selectingAll_ && self->selectStep()) {}
}

void PictureScene::dropSelectAll() {
    selectJob_->stop();
    selectingAll_.reset();  // what it selected so far stays selected, and was told of: by the change
                            // that ends it, or by the retiring of a new picture's predecessor
}

NodeItem* PictureScene::nodeAt(QPointF pos) const {
    const double r = kNodeRadius + 5;
    NodeItem* best = nullptr;
    double bestDistance = 1e18;
    for (QGraphicsItem* it : items(QRectF(pos.x() - r, pos.y() - r, 2 * r, 2 * r)))
        if (it->type() == NodeItem::Type) {
            double d = QLineF(it->pos(), pos).length();
            if (d <= r && d < bestDistance) {
                best = static_cast<NodeItem*>(it);
                bestDistance = d;
            }
        }
    return best;
}

EdgeItem* PictureScene::edgeAt(QPointF pos) const {
    for (QGraphicsItem* it : items(pos))
        if (it->type() == EdgeItem::Type) return static_cast<EdgeItem*>(it);
    return nullptr;
}

// Qt's setSelectionArea(…, ContainsItemShape) would skip each tile not wholly inside the band and
// every item in it (a tile bounds its children: picture_tile.h), so the band asks for what meets it
// and keeps the nodes and edges whose shape it contains.
void PictureScene::selectWithin(const QRectF& r) {
    finishSelectAll();
    QPainterPath area;
    area.addRect(r);
    QSet<QGraphicsItem*> inside;
    for (QGraphicsItem* it : items(r, Qt::IntersectsItemShape))
        if ((it->type() == NodeItem::Type || it->type() == EdgeItem::Type) && area.contains(it->mapToScene(it->shape())))
            inside.insert(it);
    if (inside.size() > kSelectPerStep) bigSelection_ = true;
    bool changed = false;
    {
        const QSignalBlocker quiet(this);  // one selectionChanged for the band, not one per item
        for (QGraphicsItem* it : selectedItems())
            if (!inside.contains(it)) { it->setSelected(false); changed = true; }
        for (QGraphicsItem* it : inside)
            if (!it->isSelected()) { it->setSelected(true); changed = true; }
    }
    if (changed) emit selectionChanged();
}

QPointF PictureScene::snapped(QPointF p) const {
    if (!snap_) return p;
    return {std::round(p.x() / kGrid) * kGrid, std::round(p.y() / kGrid) * kGrid};
}

std::pair<Point, bool> PictureScene::dropPoint(QPointF scenePos) const {
    QPointF p = snapped(scenePos);
    const bool ground = std::abs(scenePos.y()) <= kGroundTolerance;
    if (ground) p.setY(0);
    Point q = fromScene(p);
    // keep coordinates tidy: twentieths of a unit (3 pixels at zoom 1)
    q.x = std::round(q.x * 20) / 20;
    q.y = std::round(q.y * 20) / 20;
    return {q, ground};
}

QRectF PictureScene::contentsRect() const {
    QRectF r;
    // Not all built, or big (its numbers placed only near the view): around the document's nodes,
    // with room for loops and labels. O(nodes) in memory order, where the items' own rectangles
    // took a walk of 3·10^5 items at 10^5 edges (a fit: 0.2 s).
    if (itemsPending() || (incremental_ && edges_.size() > kSyncEdges)) {
        const double m = 30 * labelScale();
        if (doc_->picture().nodeCount() > 0) r = nodesExtent(doc_->picture()).adjusted(-m, -m, m, m);
    } else {
        for (NodeItem* n : nodes_) r |= n->sceneBoundingRect();
        for (EdgeItem* e : edges_) {
            r |= e->sceneBoundingRect();
            if (e->labelShown()) r |= e->label()->sceneBoundingRect();
        }
    }
    if (r.isNull()) r = QRectF(-300, -300, 600, 330);
    r |= QRectF(r.left(), -1, 1, 2);  // include the ground line
    return r.adjusted(-30, -30, 30, 30);
}

void PictureScene::setSketchOverlay(QGraphicsPathItem* item) { sketchOverlay_ = item; }

bool PictureScene::drawSketch(QPainter* painter, const QRectF& exposed, double zoom) {
    if (sketchOverlay_) {  // a halo of at least 3 pixels, so that it shows that far out
        QPen pen = sketchOverlay_->pen();
        pen.setWidthF(std::max(3.0, pen.widthF() * zoom));
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(sketchOverlay_->path());
    }
    int workBudget = kSketchItemsPerFrame;
    bool complete = true;
    for (bool nodes : {false, true})  // edges, then the nodes over them
        for (TileItem* tile : tileItems_)
            if (tile->holdsNodes() == nodes) complete = tile->paintSketch(*painter, exposed, zoom, &workBudget) && complete;
    // a gesture under way: the dashed edge being drawn, the rubber band
    if (preview_) {
        QPen pen = preview_->pen();
        pen.setCosmetic(true);
        pen.setWidthF(1.5);
        painter->setPen(pen);
        painter->drawLine(preview_->line());
    }
    if (rubber_) {
        QPen pen = rubber_->pen();
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->setBrush(rubber_->brush());
        painter->drawRect(rubber_->rect());
    }
    return complete;
}

// ---- gestures ----

void PictureScene::mousePressEvent(QGraphicsSceneMouseEvent* event) {
    if (event->button() != Qt::LeftButton) {
        QGraphicsScene::mousePressEvent(event);
        return;
    }
    event->accept();
    finishSelectAll();  // a Ctrl+click toggles one item of the whole selection
    if (mode_ == Mode::Play) {  // a chop, never an edit
        if (EdgeItem* edge = edgeAt(event->scenePos())) emit edgeClicked(edge->id());
        return;
    }
    pressPos_ = event->scenePos();
    movedFar_ = false;
    NodeItem* node = nodeAt(pressPos_);
    const bool toggle = event->modifiers() & Qt::ControlModifier;
    if (node) {
        const bool move = mode_ == Mode::Select || (event->modifiers() & Qt::ShiftModifier);
        if (move) {
            if (!node->isSelected()) {
                if (!toggle) clearSelection();
                node->setSelected(true);
            }
            drag_ = Drag::Move;
            moving_.clear();
            moveStart_.clear();
            for (NodeId id : selectedNodes()) {
                const Node& n = doc_->picture().node(id);
                moving_.push_back(nodes_.value(id));
                moveStart_.push_back({id, n.position, n.ground});
            }
            dragNode_ = node;
        } else {
            drag_ = Drag::Edge;
            dragNode_ = node;
        }
        return;
    }
    if (EdgeItem* edge = edgeAt(pressPos_)) {
        if (!toggle) clearSelection();
        edge->setSelected(toggle ? !edge->isSelected() : true);
        drag_ = Drag::None;
        return;
    }
    drag_ = Drag::Rubber;
    if (!toggle && mode_ == Mode::Select) clearSelection();
}

void PictureScene::mouseMoveEvent(QGraphicsSceneMouseEvent* event) {
    const QPointF pos = event->scenePos();
    if (drag_ == Drag::None || !(event->buttons() & Qt::LeftButton)) {
        QGraphicsScene::mouseMoveEvent(event);  // hover events for the edges
        EdgeItem* e = nodeAt(pos) ? nullptr : edgeAt(pos);
        hoverEdge(e ? std::optional<EdgeId>(e->id()) : std::nullopt);
        return;
    }
    if (QLineF(pos, pressPos_).length() > kDragThreshold) movedFar_ = true;
    switch (drag_) {
    case Drag::Edge: {
        if (!movedFar_ || !dragNode_) return;
        NodeItem* target = nodeAt(pos);
        QPointF end = target ? target->pos() : dropPoint(pos).second ? QPointF(snapped(pos).x(), 0) : snapped(pos);
        if (!preview_) {
            preview_ = addLine(QLineF(dragNode_->pos(), end), QPen(colors::edge, 2.5, Qt::DashLine, Qt::RoundCap));
            preview_->setZValue(5);
        }
        preview_->setLine(QLineF(dragNode_->pos(), end));
        return;
    }
    case Drag::Move: {
        if (!movedFar_) return;
        QPointF delta = pos - pressPos_;
        for (std::size_t i = 0; i < moving_.size(); ++i) {
            if (!moving_[i]) continue;
            QPointF start = toScene(moveStart_[i].position.value_or(Point{}));
            moving_[i]->setPos(snapped(start + delta));
        }
        return;
    }
    case Drag::Rubber: {
        if (!movedFar_) return;
        QRectF r = QRectF(pressPos_, pos).normalized();
        if (!rubber_) {
            rubber_ = addRect(r, QPen(colors::selection, 1, Qt::DashLine), QColor(0x2f, 0x80, 0xed, 30));
            rubber_->setZValue(10);
        }
        rubber_->setRect(r);
        selectWithin(r);
        return;
    }
    case Drag::None: return;
    }
}

void PictureScene::mouseReleaseEvent(QGraphicsSceneMouseEvent* event) {
    if (event->button() != Qt::LeftButton) {
        QGraphicsScene::mouseReleaseEvent(event);
        return;
    }
    const QPointF pos = event->scenePos();
    const Drag drag = drag_;
    drag_ = Drag::None;
    if (preview_) { removeItem(preview_); delete preview_; preview_ = nullptr; }
    if (rubber_) { removeItem(rubber_); delete rubber_; rubber_ = nullptr; }
    switch (drag) {
    case Drag::Edge: {
        NodeItem* from = dragNode_;
        dragNode_ = nullptr;
        if (!from) return;
        NodeItem* target = nodeAt(pos);
        if (!movedFar_) {  // a click on a node selects it
            if (!(event->modifiers() & Qt::ControlModifier)) clearSelection();
            from->setSelected(!from->isSelected() || !(event->modifiers() & Qt::ControlModifier));
            return;
        }
        if (target) {
            emit edgeRequested(from->id(), target->id());
        } else {
            auto [at, ground] = dropPoint(pos);
            emit edgeToNewNodeRequested(from->id(), at, ground);
        }
        return;
    }
    case Drag::Move: {
        dragNode_ = nullptr;
        if (!movedFar_) return;
        std::vector<NodeState> after;
        std::vector<NodeState> before;
        for (std::size_t i = 0; i < moving_.size(); ++i) {
            if (!moving_[i]) continue;
            auto [at, ground] = dropPoint(moving_[i]->pos());
            before.push_back(moveStart_[i]);
            after.push_back({moveStart_[i].id, at, ground});
        }
        moving_.clear();
        if (before != after) emit nodesChangeRequested(before, after, tr("move"));
        else for (const NodeState& s : before) nodeChanged(s.id);
        return;
    }
    case Drag::Rubber:
        if (!movedFar_ && mode_ == Mode::Draw) {
            auto [at, ground] = dropPoint(pos);
            clearSelection();
            emit nodeRequested(at, ground);
        }
        return;
    case Drag::None: return;
    }
}

void PictureScene::contextMenuEvent(QGraphicsSceneContextMenuEvent* event) {
    if (mode_ == Mode::Play) return;
    NodeItem* node = nodeAt(event->scenePos());
    EdgeItem* edge = node ? nullptr : edgeAt(event->scenePos());
    if (!node && !edge) return;
    QMenu menu;
    if (node) {
        QAction* ground = menu.addAction(tr("Base node (on the ground)"));
        ground->setCheckable(true);
        ground->setChecked(node->ground());
        QAction* remove = menu.addAction(QIcon(QStringLiteral(":/icons/delete.svg")), tr("Delete node"));
        QAction* chosen = menu.exec(event->screenPos());
        if (chosen == ground) {
            const Node& n = doc_->picture().node(node->id());
            emit nodesChangeRequested({{n.id, n.position, n.ground}}, {{n.id, n.position, !n.ground}},
                                      n.ground ? tr("lift node off the ground") : tr("make base node"));
        } else if (chosen == remove) {
            emit deleteRequested({node->id()}, {});
        }
    } else {
        QAction* remove = menu.addAction(QIcon(QStringLiteral(":/icons/delete.svg")), tr("Delete edge"));
        if (menu.exec(event->screenPos()) == remove) emit deleteRequested({}, {edge->id()});
    }
    event->accept();
}

void PictureScene::drawBackground(QPainter* painter, const QRectF& rect) {
    painter->fillRect(rect, Qt::white);
    if (snap_) {
        painter->setPen(QPen(QColor(0xe4, 0xe9, 0xf0), 1));
        for (double x = std::floor(rect.left() / kGrid) * kGrid; x < rect.right(); x += kGrid)
            painter->drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()));
        for (double y = std::floor(rect.top() / kGrid) * kGrid; y < rect.bottom(); y += kGrid)
            painter->drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y));
    }
    if (rect.top() <= 4 && rect.bottom() >= -4) {
        painter->setRenderHint(QPainter::Antialiasing);
        QPen pen = groundPen();
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->drawLine(QPointF(rect.left(), 0), QPointF(rect.right(), 0));
    }
}

}  // namespace homestead::gui
