// Many labels placed at once off the window's thread (LabelLayer::placeBatch; the rules are in
// label_batch.h). A new picture, a toggle, a zoom or a fit asks for a batch: the labels join the
// batch under way, and the scene is copied (every edge's path, the nodes, the labels that stay, the
// sizes of those to place, the frame) into a LatestJob that runs once the window's thread is free
// (a fit asks several times in a row: only the last copy is placed). Its result is put in place in
// one step — unless anything it was copied from changed meanwhile (an edge moved, a text or a scale
// changed, a label was placed by other means, the frame or the names' rule changed): then it is
// dropped and the batch copied and placed again. Where a batch leaves labels boxed in in a fitted
// view, placedInFrame tells the view, which fits the drawing smaller and so asks for the next one.
//
// Why a worker and not slices of the window's thread: a batch's rounds each place the whole crowd
// on one grid (a label's spot depends on every label placed before it, and the best round is chosen
// among whole rounds), so it cannot be cut into independent pieces, and a small picture's batch
// presenting with names is seconds of work; copying the geometry it reads is O(E) and cheap.
//
// Cost on the window's thread: O(E) to copy the scene and O(E) to tell a stale result, with the
// sizes of the labels to place; the placing itself (rounds × labels × candidate spots) is the worker's.
#include "label_layer.h"

#include "item_registry.h"
#include "items_by_id.h"
#include "label_batch.h"
#include "latest_job.h"
#include "picture_geometry.h"
#include "picture_items.h"
#include "picture_style.h"

#include <QGraphicsScene>

#include <algorithm>
#include <tuple>
#include <unordered_map>

namespace homestead::gui {

using namespace homestead::render;

// What a batch was copied from, as far as its places depend on it.
struct LabelLayer::LabelsSeen {
    struct Edge {
        EdgeId id;
        QRectF path;  // its path's box: it moved when this changed
        bool shown = false;
        QString text, whole;  // shown, and its whole text
        double scale = 1;
        QPointF centre;
        std::optional<QPointF> anchor;
        bool operator==(const Edge&) const = default;
    };
    std::vector<Edge> edges;  // in the order of their ids
    std::vector<QRectF> nodes;
    std::optional<QRectF> frame;
    QPainterPath focusRing;
    double cell = 0, stroke = 0;
    bool thorough = false, numbersFirst = false, shedsNames = false;
    bool operator==(const LabelsSeen&) const = default;
};

LabelLayer::LabelsSeen LabelLayer::labelsSeen() const {
    LabelsSeen seen;
    for (EdgeItem* e : byId<EdgeItem>(registry_->edges())) {
        LabelsSeen::Edge edge{e->id(), e->path().boundingRect()};
        if (const LabelItem* label = e->label()) {
            edge.shown = label->isVisible();
            edge.text = label->text();
            edge.whole = e->labelText;
            edge.scale = label->scale();
            edge.centre = label->centre();
            edge.anchor = label->leaderAnchor();
        }
        seen.edges.push_back(std::move(edge));
    }
    for (NodeItem* n : byId<NodeItem>(registry_->nodes())) seen.nodes.push_back(n->sceneBoundingRect());
    seen.frame = frameFor(true);
    seen.focusRing = focusRing_;
    seen.cell = 80.0 * scales_.label();
    seen.stroke = scales_.labelStroke();
    seen.thorough = thorough();
    seen.numbersFirst = numbersFirst();
    seen.shedsNames = shedsNames();
    return seen;
}

void LabelLayer::placeBatch(const std::vector<EdgeItem*>& toPlace) {
    if (toPlace.empty()) return;
    ++placements_;
    for (EdgeItem* e : toPlace) batch_.insert(e->id());
    stats_->mostPlacedInABatch = std::max(stats_->mostPlacedInABatch, batch_.size());
    startBatch();
}

// Copies the scene for the batch under way and places it on a worker once this thread is free.
void LabelLayer::startBatch() {
    stopUntangling();  // (what it would put in place is placed again)
    const std::vector<EdgeItem*> all = byId<EdgeItem>(registry_->edges());
    LabelBatch batch;
    std::unordered_map<const EdgeItem*, std::size_t> index;
    for (EdgeItem* e : all) {
        index.emplace(e, batch.edges.size());
        batch.edges.push_back(ownPathCopy(e->path()));
    }
    for (NodeItem* n : byId<NodeItem>(registry_->nodes())) batch.nodes.push_back(n->sceneBoundingRect());
    std::vector<EdgeId> ids;  // the labels to place, in the order of their ids (batch_ is ordered)
    for (EdgeId id : batch_) {
        EdgeItem* e = registry_->edge(id);
        if (!e || !e->labelShown() || e->label()->text().isEmpty()) continue;
        // its whole text, whatever an earlier batch shed: the places depend on what is shown now,
        // not on the names shed in another frame
        const LabelItem* label = e->label();
        const QString& whole = e->labelText.isEmpty() ? label->text() : e->labelText;
        LabelBatch::Label l{index.at(e), labelPlate(labelTextBox(whole)).size() * label->scale(), std::nullopt};
        if (!e->labelNumbers.isEmpty() && whole != e->labelNumbers)  // a name before its numbers
            l.numberSize = labelPlate(labelTextBox(e->labelNumbers)).size() * label->scale();
        batch.labels.push_back(l);
        ids.push_back(id);
    }
    if (ids.empty()) {
        batch_.clear();
        batching_->cancel();
        return;
    }
    const std::set<EdgeId> moving(ids.begin(), ids.end());
    for (EdgeItem* e : all)
        if (!moving.count(e->id()) && e->labelPainted()) {
            const QRectF plate = e->label()->sceneBoundingRect();
            const std::optional<QPointF> anchor = e->label()->leaderAnchor();
            batch.staying.push_back({plate, anchor ? std::optional<QLineF>(leaderLine(plate, *anchor)) : std::nullopt});
        }
    batch.frame = frameFor(true);
    batch.keepClear = keepClear(true);
    batch.cell = 80.0 * scales_.label();
    batch.stroke = scales_.labelStroke();
    batch.thorough = thorough();
    batch.rounds = batch.thorough ? kCrowdRounds : 1;
    batch.numbersFirst = numbersFirst();
    batch.shedsNames = shedsNames();
    batching_->startAfter<PlacedBatch>(
        0, [batch = std::move(batch)] { return placeLabelBatch(batch); },
        [this, ids = std::move(ids), seen = labelsSeen()](PlacedBatch placed) {
            if (labelsSeen() != seen) {  // placed for a scene that is no more: again, as it is now
                ++stats_->labelBatchesDropped;
                startBatch();
                return;
            }
            batch_.clear();
            applyBatch(ids, placed);
        });
}

// A batch's places put in place: names shed where it shed them, then every label and its leader.
void LabelLayer::applyBatch(const std::vector<EdgeId>& ids, const PlacedBatch& placed) {
    stats_->labelQueries += placed.queries;
    stats_->labelQueriesOffThread += placed.queries;
    ++stats_->labelBatchesPlaced;
    std::vector<EdgeItem*> order;
    for (std::size_t i = 0; i < placed.order.size(); ++i) {
        const std::size_t label = placed.order[i];
        EdgeItem* e = registry_->edge(ids[label]);  // (there: the scene is as it was copied)
        if (placed.shed[label]) shedName(e);
        else if (!e->labelText.isEmpty()) e->label()->setText(e->labelText);  // a name shed before, back
        putLabel(e, placed.spots[i].centre, placed.spots[i].anchor);
        order.push_back(e);
    }
    boxedIn_ = frame_ ? placed.boxedIn : 0;
    const bool untangling = thorough() && frame_ && untangle(order);
    emit labelsPlaced(order);
    if (frame_ && !untangling) emit placedInFrame(boxedIn_, LayoutFaults{static_cast<int>(boxedIn_), 0});  // (else once untangled)
}

bool LabelLayer::placingBatch() const { return batching_->busy(); }

void LabelLayer::finishPlacing() {
    while (batching_->busy()) batching_->wait();
}

}  // namespace homestead::gui
