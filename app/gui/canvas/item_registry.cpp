// The canvas's items by id, their tiles, their routing and their departure in bulk (see the header).
#include "item_registry.h"

#include "off_thread_release.h"
#include "out_of_memory_guard.h"
#include "picture_document.h"
#include "picture_geometry.h"
#include "picture_tile.h"

#include <QGraphicsScene>
#include <QSignalBlocker>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <set>

namespace homestead::gui {

using render::toScene;

namespace {
std::pair<NodeId, NodeId> pairKey(NodeId a, NodeId b) { return std::minmax(a, b); }
// The widest patch of a sparse picture, in kTileSize: far enough that the laid-out pictures (a
// 10^6-edge one wants 8 ×) get about kTileItems a tile; a bound for pictures whose few far-flung
// nodes make their extent mostly empty.
constexpr double kMostTileScale = 16;
}  // namespace

ItemRegistry::ItemRegistry(QGraphicsScene* scene, const PictureDocument* doc, CanvasStats* stats)
    : QObject(scene), scene_(scene), doc_(doc), stats_(stats) {
    departJob_ = new QTimer(this);
    departJob_->setSingleShot(true);
    connect(departJob_, &QTimer::timeout, this, [this] {  // (an exception cannot leave Qt's signal)
        if (runGuarded([this] {
                departStep();
                return true;
            }) && departing())
            departJob_->start(0);
    });
    fanJob_ = new QTimer(this);
    fanJob_->setSingleShot(true);
    connect(fanJob_, &QTimer::timeout, this, [this] {
        runGuarded([this] {
            finishFans();
            return true;
        });
    });
}

ItemRegistry::~ItemRegistry() = default;

// ---- tiles ----

QRectF ItemRegistry::nodesExtent(const Picture& picture) {
    double left = 1e300, top = 1e300, right = -1e300, bottom = -1e300;
    for (const Node& n : picture.nodes()) {
        const QPointF p = toScene(n.position.value_or(Point{}));
        left = std::min(left, p.x()), right = std::max(right, p.x());
        top = std::min(top, p.y()), bottom = std::max(bottom, p.y());
    }
    return left <= right ? QRectF(QPointF(left, top), QPointF(right, bottom)) : QRectF();
}

// The side of the smallest patches for a picture: about kTileItems nodes and edges a patch on
// average over its extent, from a quarter of kTileSize to kMostTileScale times it (a small
// picture: kTileSize). Dense pictures get small patches, whose images barely overlap in the far-out
// sketch; sparse ones big patches, so that the tiles stay few: Qt walks every tile in each turn in
// which an item changed, so a build in slices costs O(tiles) a slice (a laid-out 10^6-edge file,
// held to 4 × kTileSize, had 66,759 tiles of 30 items on average, and its build grew as n²).
void ItemRegistry::setTileSizeFor(const Picture& picture) {
    const double items = static_cast<double>(picture.nodeCount() + picture.edgeCount());
    if (items < 4 * kTileItems) {
        tileSize_ = kTileSize;
        return;
    }
    const QRectF extent = nodesExtent(picture);
    const double area = std::max(extent.width(), 1.0) * std::max(extent.height(), 1.0);
    tileSize_ = std::clamp(std::sqrt(area * kTileItems / items), kTileSize / 4, kTileSize * kMostTileScale);
}

// A loose grid by size: an item spanning up to tileSize·2^k goes to a tile of size class k, by its
// centre in patches tileSize·2^k across. A tile's rectangle is then at most about three patches of
// its class wide (one class for all let long chords widen every tile to the whole picture).
ItemRegistry::TileKey ItemRegistry::tileKey(bool node, const QRectF& extent) const {
    int sizeClass = 0;
    const double span = std::max(extent.width(), extent.height());
    while (span > tileSize_ * std::ldexp(1.0, sizeClass) && sizeClass < 40) ++sizeClass;
    const double patch = tileSize_ * std::ldexp(1.0, sizeClass);
    const QPointF at = extent.center();
    return {node, sizeClass, static_cast<int>(std::floor(at.x() / patch)), static_cast<int>(std::floor(at.y() / patch))};
}

QGraphicsItem* ItemRegistry::tileFor(bool node, const QRectF& extent) {
    Tile& t = tiles_[tileKey(node, extent)];
    if (!t.item || t.count >= kTileItems) {  // a new tile for this patch (a full one keeps its items)
        auto* tile = new TileItem(node);
        t.item = tile;
        t.count = 0;
        scene_->addItem(tile);
        tileItems_.push_back(tile);
    }
    ++t.count;
    static_cast<TileItem*>(t.item)->invalidate();  // its sketch gains the new item
    return t.item;
}

void ItemRegistry::leaveTile(QGraphicsItem* item) {
    QGraphicsItem* tile = item->parentItem();
    TileItem::touch(item);  // its sketch loses the item
    item->setParentItem(nullptr);
    if (tile && tile->childItems().isEmpty()) dropEmptyTile(tile);
}

void ItemRegistry::dropEmptyTile(QGraphicsItem* tile) {
    std::erase(tileItems_, tile);
    emit tileGone(static_cast<TileItem*>(tile));
    for (auto it = tiles_.begin(); it != tiles_.end(); ++it)
        if (it->second.item == tile) {  // few patches: a short walk
            it->second.item = nullptr;
            break;
        }
    scene_->removeItem(tile);
    delete tile;
}

// ---- items ----

NodeItem* ItemRegistry::addNode(NodeId id) {
    const Node& n = doc_->picture().node(id);
    auto* item = new NodeItem(id, n.ground);
    item->setPos(toScene(n.position.value_or(Point{})));
    item->onMoved = [this](NodeItem* node) { nodeItemMoved(node); };
    item->setScale(scales_->readable);
    item->setParentItem(tileFor(true, QRectF(item->pos(), QSizeF())));
    nodes_.insert(id, item);
    return item;
}

// A loop joins its node's fan; its item is made when the fan is routed (at once outside a build),
// if its petal is one that has an item.
EdgeItem* ItemRegistry::addEdge(EdgeId id) {
    const Edge& e = doc_->picture().edge(id);
    if (e.isLoop()) {
        if (loopAt_.contains(id)) return edges_.value(id);  // (queued twice)
        loopAt_.insert(id, e.from);
        fans_[e.from].push_back(id);
        if (deferRouting_) {
            queueGroup(pairKey(e.from, e.to));
            return nullptr;
        }
        fanChanged(e.from);
        return edges_.value(id);
    }
    NodeItem* a = nodes_.value(e.from);
    NodeItem* b = nodes_.value(e.to);
    EdgeItem* item = makeEdgeItem(id, a, b);
    parallel_[pairKey(e.from, e.to)].push_back(item);
    a->invalidatePetals();  // petals at either end turn away from the new edge
    b->invalidatePetals();
    if (deferRouting_) {
        queueGroup(pairKey(e.from, e.to));
        for (NodeId n : {e.from, e.to})
            if (!petalsPending_.contains(n)) {
                petalsPending_.insert(n);
                petalsOrder_.push_back(n);
            }
        return item;
    }
    reslot(e.from, e.to);
    turnLoopsAt({a, b});
    return item;
}

EdgeItem* ItemRegistry::makeEdgeItem(EdgeId id, NodeItem* a, NodeItem* b) {
    auto* item = new EdgeItem(id, a, b);
    item->setWidthScale(scales_->stroke(), scales_->highContrast);
    item->setParentItem(tileFor(false, QRectF(a->pos(), b->pos()).normalized()));  // (a loop: its node)
    edges_.insert(id, item);
    a->edges.push_back(item);
    if (b != a) {
        b->edges.push_back(item);
    } else {
        ++loopItems_;
    }
    emit edgeAdded(item);
    return item;
}

void ItemRegistry::queueGroup(std::pair<NodeId, NodeId> key) {
    if (reslotPending_.contains(key)) return;
    reslotPending_.insert(key);
    reslotOrder_.push_back(key);
}

void ItemRegistry::turnLoopsAt(std::initializer_list<NodeItem*> nodes) {
    std::vector<EdgeItem*> loops;
    for (NodeItem* n : nodes)
        for (EdgeItem* l : n->edges)
            if (l->isLoop()) {
                l->adjust();
                loops.push_back(l);
            }
    if (!loops.empty()) emit edgesMoved(std::move(loops));
}

void ItemRegistry::unlinkEdge(EdgeItem* item) {
    edges_.remove(item->id());
    NodeItem* a = item->from();
    NodeItem* b = item->to();
    for (NodeItem* n : {a, b}) std::erase(n->edges, item);
    if (a == b) {
        --loopItems_;
    } else if (auto it = parallel_.find(pairKey(a->id(), b->id())); it != parallel_.end()) {
        std::erase(it->second, item);
        if (it->second.empty()) parallel_.erase(it);
    }
    if (routing_) {
        std::erase(routing_->loops, item);
        std::erase(routing_->fan, item);
    }
}

void ItemRegistry::dropItem(EdgeItem* item) {
    emit edgeAboutToGo(item);
    unlinkEdge(item);
    leaveTile(item);
    scene_->removeItem(item);
    delete item;
}

void ItemRegistry::forgetLoop(EdgeId id) {
    const auto at = loopAt_.find(id);
    if (at == loopAt_.end()) return;
    const NodeId node = *at;
    loopAt_.erase(at);
    if (auto fan = fans_.find(node); fan != fans_.end()) {
        std::erase(fan->second, id);
        if (fan->second.empty()) fans_.erase(fan);
    }
}

void ItemRegistry::removeEdge(EdgeId id) {
    EdgeItem* item = edges_.value(id);
    if (const auto at = loopAt_.constFind(id); at != loopAt_.cend()) {  // its fan is slotted again
        const NodeId node = *at;
        forgetLoop(id);
        if (item) dropItem(item);
        fanChanged(node);
        return;
    }
    if (!item) return;  // never built (if queued, it is not built when it comes up)
    emit edgeAboutToGo(item);
    unlinkEdge(item);
    NodeItem* a = item->from();
    NodeItem* b = item->to();
    leaveTile(item);
    scene_->removeItem(item);
    delete item;
    reslot(a->id(), b->id());
    if (a != b) {
        a->invalidatePetals();
        b->invalidatePetals();
        turnLoopsAt({a, b});
    }
}

void ItemRegistry::removeNode(NodeId id) {
    NodeItem* item = nodes_.value(id);
    if (!item) return;  // never built
    emit nodeAboutToGo(item);
    nodes_.remove(id);
    fans_.erase(id);  // (its loops went before it)
    fansDue_.remove(id);
    leaveTile(item);
    scene_->removeItem(item);
    delete item;
}

void ItemRegistry::nodeChanged(NodeId id) {
    NodeItem* item = nodes_.value(id);
    if (!item) return;
    const Node& n = doc_->picture().node(id);
    item->setGround(n.ground);
    const QPointF p = toScene(n.position.value_or(Point{}));
    if (item->pos() != p) item->setPos(p);  // itemChange re-routes its edges
}

void ItemRegistry::nodeItemMoved(NodeItem* node) {
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
            if (l->isLoop()) {
                l->adjust();
                moved.push_back(l);
            }
    }
    if (!moved.empty()) emit edgesMoved(std::move(moved));
}

// ---- routing ----

void ItemRegistry::reslot(NodeId a, NodeId b) {
    if (a == b) return refan(a);
    if (auto it = parallel_.find(pairKey(a, b)); it != parallel_.end()) reslot(it->second);
}

void ItemRegistry::reslot(const std::vector<EdgeItem*>& group) {
    slotGroup(group, 0, group.size());
    emit groupRerouted(group);
}

void ItemRegistry::slotGroup(const std::vector<EdgeItem*>& group, std::size_t from, std::size_t to) {
    const int count = static_cast<int>(group.size());
    for (std::size_t i = from; i < to; ++i) {
        group[i]->setSlot(static_cast<int>(i), count);
        group[i]->adjust();
    }
}

int ItemRegistry::fanStride(std::size_t loops) {
    const auto most = static_cast<std::size_t>(mostPetalItems_);
    return loops <= most ? 1 : static_cast<int>((loops + most - 1) / most);
}

bool ItemRegistry::fanStep(NodeId node, std::size_t& at, std::size_t budget, std::size_t& done, std::vector<EdgeItem*>& touched) {
    const auto fan = fans_.find(node);
    NodeItem* n = nodes_.value(node);
    if (fan == fans_.end() || !n) return true;
    const std::vector<EdgeId>& loops = fan->second;
    const std::size_t count = loops.size();
    const int stride = fanStride(count);
    std::size_t passed = 0;
    for (; at < count && done < budget; ++at) {
        const EdgeId id = loops[at];
        EdgeItem* item = edges_.value(id);
        const bool shown = at % static_cast<std::size_t>(stride) == 0 || at + 1 == count;
        if (!shown && item && !item->isSelected()) {  // (a revealed petal stays while selected)
            dropItem(item);
            item = nullptr;
        }
        if (shown && !item) item = makeEdgeItem(id, n, n);
        if (!item) {
            if (++passed % 16 == 0) ++done;
            continue;
        }
        item->setSlot(static_cast<int>(at), static_cast<int>(count), stride);
        item->adjust();
        touched.push_back(item);
        ++done;
    }
    return at >= count;
}

void ItemRegistry::refan(NodeId node) {
    std::size_t at = 0, done = 0;
    std::vector<EdgeItem*> touched;
    fanStep(node, at, std::numeric_limits<std::size_t>::max(), done, touched);
    if (!touched.empty()) emit groupRerouted(touched);
}

void ItemRegistry::fanChanged(NodeId node) {
    const auto fan = fans_.find(node);
    if (fan == fans_.end() || fan->second.size() <= static_cast<std::size_t>(mostPetalItems_)) {
        fansDue_.remove(node);
        return refan(node);
    }
    fansDue_.insert(node);
    if (!fanJob_->isActive()) fanJob_->start(0);
}

void ItemRegistry::finishFans() {
    fanJob_->stop();
    const QSet<NodeId> due = std::exchange(fansDue_, {});
    for (NodeId node : due) refan(node);
}

std::span<const EdgeId> ItemRegistry::bundledWith(const EdgeItem* item) const {
    if (!item->isLoop()) return {};
    const auto fan = fans_.find(item->from()->id());
    if (fan == fans_.end()) return {};
    const std::vector<EdgeId>& loops = fan->second;
    const auto slot = static_cast<std::size_t>(item->slot());
    const auto stride = static_cast<std::size_t>(fanStride(loops.size()));
    if (stride == 1 || slot >= loops.size() || loops[slot] != item->id() || slot % stride != 0) return {};
    const std::size_t next = std::min(slot + stride, loops.size() - 1);
    return next > slot ? std::span<const EdgeId>(loops.data() + slot + 1, next - slot - 1) : std::span<const EdgeId>();
}

EdgeItem* ItemRegistry::reveal(EdgeId id) {
    if (EdgeItem* item = edges_.value(id)) return item;
    const auto at = loopAt_.constFind(id);
    if (at == loopAt_.cend()) return nullptr;
    NodeItem* n = nodes_.value(*at);
    const std::vector<EdgeId>& loops = fans_[*at];
    const auto slot = std::find(loops.begin(), loops.end(), id);
    if (!n || slot == loops.end()) return nullptr;
    EdgeItem* item = makeEdgeItem(id, n, n);
    item->setSlot(static_cast<int>(slot - loops.begin()), static_cast<int>(loops.size()), fanStride(loops.size()));
    item->adjust();
    emit groupRerouted({item});
    return item;
}

void ItemRegistry::flushRouting() {
    startRouting();
    route(std::numeric_limits<std::size_t>::max());
}

// The groups and petals put off so far join the routing to do, in the order the edges came (a
// build queues them tile by tile: a step changes the far-out sketch of a tile or two).
void ItemRegistry::startRouting() {
    if (!routing_) routing_ = Routing{};  // (not emplace(): clang rejects it for a nested struct with member initializers)
    routing_->pairs.insert(routing_->pairs.end(), reslotOrder_.begin(), reslotOrder_.end());
    reslotOrder_.clear();
    routing_->turned.insert(routing_->turned.end(), petalsOrder_.begin(), petalsOrder_.end());
    petalsOrder_.clear();
    reslotPending_.clear();
    petalsPending_.clear();
}

// A group or a node's petals may take several steps: `within` is where the next step goes on.
bool ItemRegistry::route(std::size_t budget) {
    Routing& r = *routing_;
    std::size_t done = 0;
    while (r.pair < r.pairs.size() && done < budget) {
        const auto [a, b] = r.pairs[r.pair];
        if (a == b) {  // a fan of loops
            if (!fanStep(a, r.within, budget, done, r.fan)) break;
            if (!r.fan.empty()) emit groupRerouted(std::exchange(r.fan, {}));
        } else if (auto it = parallel_.find(pairKey(a, b)); it != parallel_.end()) {
            const std::vector<EdgeItem*>& group = it->second;
            r.within = std::min(r.within, group.size());  // (the group may have lost edges since)
            const std::size_t to = r.within + std::min(budget - done, group.size() - r.within);
            slotGroup(group, r.within, to);
            done += to - r.within;
            r.within = to;
            if (r.within < group.size()) break;
            emit groupRerouted(group);
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
    if (budget != std::numeric_limits<std::size_t>::max()) stats_->mostRoutedInAStep = std::max(stats_->mostRoutedInAStep, done);
    if (r.pair < r.pairs.size() || r.turn < r.turned.size()) return false;
    std::vector<EdgeItem*> loops = std::move(r.loops);
    routing_.reset();
    deferRouting_ = false;
    if (!loops.empty()) emit edgesMoved(std::move(loops));
    return true;
}

// ---- departures ----

void ItemRegistry::depart(const std::vector<NodeId>& nodes, const std::vector<EdgeId>& edges) {
    std::vector<EdgeItem*> goingEdges;
    std::vector<NodeItem*> goingNodes;
    QSet<EdgeId> goingLoops;  // with or without an item
    QSet<NodeId> fanNodes;
    for (EdgeId id : edges) {
        if (const auto at = loopAt_.constFind(id); at != loopAt_.cend()) {
            goingLoops.insert(id);
            fanNodes.insert(*at);
        }
        if (EdgeItem* e = edges_.value(id)) goingEdges.push_back(e);
    }
    for (NodeId id : nodes)
        if (NodeItem* n = nodes_.value(id)) goingNodes.push_back(n);
    if (goingEdges.empty() && goingNodes.empty() && goingLoops.empty()) return;
    emit manyAboutToGo();
    // The nodes whose other edges stay: their groups are slotted again, their loops turned.
    QSet<std::pair<NodeId, NodeId>> groups;
    QSet<NodeId> going;
    for (NodeItem* n : goingNodes) going.insert(n->id());
    // The fans lose their loops that go in one pass each; those of the nodes that stay are slotted again.
    for (NodeId n : fanNodes) {
        if (auto fan = fans_.find(n); fan != fans_.end()) {
            std::erase_if(fan->second, [&goingLoops](EdgeId id) { return goingLoops.contains(id); });
            if (fan->second.empty()) fans_.erase(fan);
        }
        if (!going.contains(n)) groups.insert({n, n});
    }
    for (EdgeId id : goingLoops) loopAt_.remove(id);
    for (NodeId n : going) fans_.erase(n);
    std::vector<NodeItem*> turned;
    const QSignalBlocker quiet(scene_);  // hiding a selected item: one selectionChanged at the end
    for (EdgeItem* e : goingEdges) {
        unlinkEdge(e);
        departSelection_ = departSelection_ || e->isSelected();
        e->setVisible(false);  // (its label with it)
        TileItem::touch(e);
        departing_.push_back(e);
        if (!going.contains(e->from()->id()) && !going.contains(e->to()->id())) groups.insert(pairKey(e->from()->id(), e->to()->id()));
        if (!e->isLoop())
            for (NodeItem* n : {e->from(), e->to()})
                if (!going.contains(n->id())) turned.push_back(n);
    }
    for (NodeItem* n : goingNodes) {
        nodes_.remove(n->id());
        n->onMoved = nullptr;
        departSelection_ = departSelection_ || n->isSelected();
        n->setVisible(false);
        TileItem::touch(n);
        departing_.push_back(n);
    }
    for (const auto& [a, b] : groups) reslot(a, b);
    std::sort(turned.begin(), turned.end());
    turned.erase(std::unique(turned.begin(), turned.end()), turned.end());
    std::vector<EdgeItem*> loops;
    for (NodeItem* n : turned) {
        n->invalidatePetals();
        for (EdgeItem* l : n->edges)
            if (l->isLoop()) {
                l->adjust();
                loops.push_back(l);
            }
    }
    if (!loops.empty()) emit edgesMoved(std::move(loops));
    // Highest address first, among those not deleted yet (Qt's index loses them from its top).
    std::sort(departing_.begin() + static_cast<std::ptrdiff_t>(departNext_), departing_.end(), std::greater<>());
    departJob_->start(0);
}

void ItemRegistry::departStep() {
    int deleted = 0;
    {
        const QSignalBlocker quiet(scene_);  // a selected item going: no selectionChanged per item
        while (deleted < limits::kDepartPerStep && departNext_ < departing_.size()) {
            QGraphicsItem* it = departing_[departNext_++];
            QGraphicsItem* tile = it->parentItem();
            deleted += 1 + static_cast<int>(it->childItems().size());
            delete it;
            ++stats_->itemsDeparted;
            if (tile && tile->childItems().isEmpty()) dropEmptyTile(tile);
        }
    }
    stats_->mostDepartedInAStep = std::max(stats_->mostDepartedInAStep, deleted);
    if (departNext_ == departing_.size()) {
        departing_.clear();
        departNext_ = 0;
    }
    if (std::exchange(departSelection_, false)) emit selectionLeft();
}

void ItemRegistry::finishDepartures() {
    departJob_->stop();
    while (departing()) departStep();
}

std::vector<QGraphicsItem*> ItemRegistry::takeAll(bool releaseOffThread) {
    std::vector<QGraphicsItem*> items;
    items.reserve(tileItems_.size() + static_cast<std::size_t>(nodes_.size()) + 2 * static_cast<std::size_t>(edges_.size()) +
                  departing_.size());
    for (TileItem* t : tileItems_) items.push_back(t);
    for (NodeItem* n : nodes_) items.push_back(n);
    const auto withLabel = [&items](QGraphicsItem* it) {
        items.push_back(it);
        if (it->type() == EdgeItem::Type)
            if (LabelItem* label = static_cast<EdgeItem*>(it)->label()) items.push_back(label);  // (its leader goes with it)
    };
    for (EdgeItem* e : edges_) withLabel(e);
    for (std::size_t i = departNext_; i < departing_.size(); ++i) withLabel(departing_[i]);
    departJob_->stop();
    departing_.clear();
    departNext_ = 0;
    departSelection_ = false;
    tiles_.clear();
    tileItems_.clear();
    nodes_.clear();
    edges_.clear();
    loopItems_ = 0;
    fanJob_->stop();
    fansDue_.clear();
    deferRouting_ = false;
    routing_.reset();
    reslotPending_.clear();
    reslotOrder_.clear();
    petalsPending_.clear();
    petalsOrder_.clear();
    if (releaseOffThread) {  // a big picture's groups and fans freed on a worker, not in this turn
        auto* groups = new ParallelEdges(std::move(parallel_));
        auto* fans = new std::pair<QHash<EdgeId, NodeId>, std::unordered_map<NodeId, std::vector<EdgeId>>>(std::move(loopAt_), std::move(fans_));
        releaseOffWindowThread(groups, [groups, fans] {
            delete groups;
            delete fans;
        });
    }
    parallel_.clear();
    loopAt_.clear();
    fans_.clear();
    parallel_.reserve(doc_->picture().edgeCount());  // no rehash of them all in one turn of a big build
    return items;
}

}  // namespace homestead::gui
