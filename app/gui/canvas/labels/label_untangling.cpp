// Untangling a small picture's leader lines off the window's thread (LabelLayer::untangle): the
// labels just placed, the edges and nodes are copied (paths deep, so the worker shares nothing with
// this thread), render::untangleLeaders runs on a worker once the window's thread is free again (a
// fit places the labels several times in a row: only the last placement's untangling runs), and
// its spots are put in place when they come — unless a label was placed again, its edge moved or
// went meanwhile (then they are dropped: the placement that did it started its own). The longest
// leader it leaves is kLeaderHeights label heights. Presenting with names, what it leaves decides
// whether the names are given up (label_names.cpp); then the faults it leaves are what a fitted view
// chooses its margin by (placedInFrame).
#include "label_layer.h"

#include "item_registry.h"
#include "items_by_id.h"
#include "label_batch.h"
#include "latest_job.h"
#include "leader_untangle.h"
#include "picture_geometry.h"

#include <QGraphicsScene>
#include <QPainterPath>

#include <algorithm>
#include <set>

namespace homestead::gui {

using namespace homestead::render;

namespace {
constexpr double kLeaderHeights = 4.0;

struct Untangled {
    std::vector<PlacedLabel> labels;
    UntangleReport report;
};
}  // namespace

void LabelLayer::stopUntangling() {
    untangling_->cancel();
    if (untangleStop_) untangleStop_->store(true);
    untangleStop_.reset();
}

void LabelLayer::finishUntangling() {
    while (settling()) {  // (an untangling can give names up, which places a batch again)
        finishPlacing();
        if (untangling_->busy()) untangling_->wait();
    }
}

bool LabelLayer::settling() const { return batching_->busy() || untangling_->busy(); }

bool LabelLayer::untangle(const std::vector<EdgeItem*>& placed) {
    const std::optional<QRectF> frame = frameFor(true);
    if (!frame || placed.empty()) return false;
    UntangleScene world;
    world.bounds = *frame;
    world.strokeWidth = scales_.labelStroke();
    world.cell = 80.0 * scales_.label();
    world.gap = labelGap(scales_.labelStroke());
    world.keepClear = keepClear(true, false);
    const std::vector<EdgeItem*> all = byId<EdgeItem>(registry_->edges());
    for (EdgeItem* e : all) world.edges.push_back(ownPathCopy(e->path()));
    for (NodeItem* n : registry_->nodes()) world.nodes.push_back(n->sceneBoundingRect());
    std::sort(world.nodes.begin(), world.nodes.end(), [](const QRectF& a, const QRectF& b) {
        return std::make_pair(a.top(), a.left()) < std::make_pair(b.top(), b.left());
    });
    std::vector<PlacedLabel> labels;
    struct Placed {
        EdgeId id;
        QPointF centre;
        QRectF edge;
    };
    std::vector<Placed> ids;  // the movable labels, as they were placed
    double height = 0;
    for (EdgeItem* e : placed) {
        const LabelItem* label = e->label();
        if (!e->labelShown() || label->text().isEmpty()) continue;
        const QSizeF size = label->boundingRect().size() * label->scale();
        labels.push_back({ownPathCopy(e->path()), size, label->centre(), label->leaderAnchor(), false});
        ids.push_back({e->id(), label->centre(), e->path().boundingRect()});
        height = std::max(height, size.height());
    }
    if (ids.empty()) return false;
    const std::set<EdgeItem*> moving(placed.begin(), placed.end());
    for (EdgeItem* e : all)
        if (!moving.count(e) && e->labelShown() && !e->label()->text().isEmpty()) {
            const QRectF plate = e->label()->sceneBoundingRect();
            labels.push_back({ownPathCopy(e->path()), plate.size(), plate.center(), e->label()->leaderAnchor(), true});
        }
    stopUntangling();
    untangleStop_ = std::make_shared<std::atomic<bool>>(false);
    world.maxLeader = kLeaderHeights * height;
    untangling_->startAfter<Untangled>(
        0,
        [labels = std::move(labels), world = std::move(world), stop = untangleStop_]() mutable {
            Untangled out;
            out.report = untangleLeaders(labels, world, stop.get());
            out.labels = std::move(labels);
            return out;
        },
        [this, ids = std::move(ids)](Untangled result) {
            untangleStop_.reset();
            stats_->untangleMoves += result.report.moves;
            std::vector<EdgeItem*> edges;
            for (const Placed& p : ids) {
                EdgeItem* e = registry_->edge(p.id);
                if (!e || !e->labelShown() || e->label()->centre() != p.centre || e->path().boundingRect() != p.edge) return;
                edges.push_back(e);
            }
            if (result.report.changed) {
                for (std::size_t i = 0; i < edges.size(); ++i) {
                    LabelItem* label = edges[i]->label();
                    label->setCentre(result.labels[i].centre);
                    label->setLeader(result.labels[i].anchor);
                }
            }
            const UntangleReport& r = result.report;
            const LayoutFaults faults{r.clashesAfter, r.crossingsAfter + r.astrayAfter};
            if (placeNumbersFirst(!faults.none())) return;
            growNames(edges);  // (only where a name makes no fault)
            if (frame_) emit placedInFrame(boxedIn_, faults);
        });
    return true;
}

}  // namespace homestead::gui
