// The numbers on the canvas: texts, looks, placement and scales (see the header). The label pass
// that does this in steps for a big picture is in label_pass.cpp.
#include "label_layer.h"

#include "canvas_limits.h"
#include "highlights.h"
#include "item_registry.h"
#include "items_by_id.h"
#include "label_pass.h"
#include "latest_job.h"
#include "picture_document.h"
#include "picture_geometry.h"
#include "picture_style.h"
#include "picture_tile.h"
#include "scene_builder.h"

#include <QGraphicsScene>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <set>
#include <utility>

namespace homestead::gui {

using namespace homestead::render;

LabelLayer::LabelLayer(QGraphicsScene* scene, PictureDocument* doc, ItemRegistry* registry, const Highlights* highlights,
                       const SceneBuilder* builder, CanvasStats* stats)
    : QObject(scene), scene_(scene), doc_(doc), registry_(registry), highlights_(highlights), builder_(builder), stats_(stats),
      batching_(new LatestJob(this)), untangling_(new LatestJob(this)) {}

LabelLayer::~LabelLayer() = default;

bool LabelLayer::building() const { return builder_->building(); }
bool LabelLayer::incremental() const { return builder_->incremental(); }
bool LabelLayer::big() const { return incremental() && registry_->edges().size() > limits::kSyncEdges; }

void LabelLayer::setContent(render::LabelContent shown) {
    content_ = shown;
    ++epoch_;
    refreshLabels();
}

void LabelLayer::reset() {
    stopUntangling();
    batching_->cancel();
    batch_.clear();
    pass_.reset();
    carry_.clear();
    shown_.reset();
    namesTangled_.reset();
    freshEdges_.clear();
    dirty_ = placeAll_ = false;
    rescale_.reset();
}

void LabelLayer::edgeAdded(EdgeItem* edge) { freshEdges_.push_back(edge->id()); }

// ---- what a label shows ----

// Whether two analyses of an edge give it the same label and look with the toggles as they are: a
// winning move or a class index that is not shown makes no difference. Turning a toggle on sets
// every look again (Highlights::refreshLooks).
bool LabelLayer::shownAlike(const EdgeAnalysis& a, const EdgeAnalysis& b) const {
    return a.stress == b.stress && a.weight == b.weight && a.standing == b.standing &&
           (!highlights_->showWinningMoves() || a.winning == b.winning) &&
           (!highlights_->showClasses() || a.concyclicClass == b.concyclicClass);
}

// `name` is the edge's name in the picture analysed, used when names are shown. True when the
// label has a new text of another width: it needs a place.
bool LabelLayer::refreshLabel(EdgeItem* e, const EdgeAnalysis* a, const std::string& name) {
    ++stats_->labelsVisited;
    QColor c;
    e->setLook(highlights_->restingLook(e, a, &c), c);
    const bool nearView = inLabelArea(e);
    EdgeItem::LabelBasis basis{a ? a->stress : 0, a ? a->weight : 0, a && a->standing, nearView, e->labelShown(), epoch_};
    if (!content_.names && basis == e->labelBasis) return false;  // nothing it shows has changed (names: a rename)
    const std::string shownName = !content_.names ? std::string() : nameOf_ ? nameOf_(e->id()) : name;
    QString text = a && a->standing ? labelText(*a, shownName, content_) : QString();
    const auto made = [&] {  // the basis the label now has
        basis.shown = e->labelShown();
        e->labelBasis = basis;
    };
    e->labelNumbers = a && a->standing ? labelText(*a, std::string(), content_) : QString();
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
    if (!e->label()) emit labelItemMade();
    LabelItem* label = e->makeLabel();
    if (label->scale() != scales_.label()) label->setScale(scales_.label());  // new, or a hidden label missed a zoom
    if (label->strong() != scales_.highContrast) label->setStrong(scales_.highContrast);
    const bool wasShown = label->isVisible() && !label->text().isEmpty();
    const bool sameWidth = wasShown && text.size() == label->text().size();
    e->labelText = text;
    label->setBrush(labelColor(content_));
    label->setVisible(true);
    made();
    if (sameWidth) {
        label->show(text, label->centre());  // keep its place
        return false;
    }
    label->setText(text);  // new, wider or narrower: find it a place
    return true;
}

void LabelLayer::refreshLabels() {
    if (building() || big()) {  // in slices
        requestLabels(false);
        return;
    }
    const AnalysisSnapshot& s = doc_->snapshot();
    std::vector<EdgeItem*> toPlace;
    shown_.reset();  // (kept for the passes of big pictures)
    freshEdges_.clear();
    static const std::string kNoName;
    for (EdgeItem* e : registry_->edges()) {
        const EdgeAnalysis* a = s.edge(e->id());
        if (refreshLabel(e, a, a && content_.names ? s.artifact->picture().edge(e->id()).name : kNoName)) toPlace.push_back(e);
    }
    if (!placing_ || toPlace.empty()) return;
    sortById(toPlace);  // (the registry's order is its hash's: it differs from run to run)
    // A small picture fitted (a projector's, or Fit at the desk) places even a few as a batch: one
    // by one there are no callouts to the margins and no untangling, and in its crowd the few whose
    // numbers a move in Play changed landed on other labels.
    if (toPlace.size() <= limits::kFewLabels && !(thorough() && frame_)) {
        for (EdgeItem* e : toPlace) placeLabel(e);
        return;
    }
    if (incremental() && toPlace.size() > limits::kPlacedAtOnce) return placeInPass(toPlace);
    placeBatch(std::move(toPlace));
}

void LabelLayer::requestLabels(bool placeAll) {
    dirty_ = true;
    placeAll_ = placeAll_ || placeAll;
    dropPass();
    emit workQueued();
}

// ---- where a label goes ----

// Labels whose edges moved: by the pass when a build is under way; else one by one against the
// scene when few, on one grid placer when many, by a pass in a big picture.
void LabelLayer::placeMoved(std::vector<EdgeItem*> moved) {
    if (moved.empty()) return;
    if (building()) return placeInPass(moved);
    if (!placing_) return;  // a build places every label when all is in
    std::erase_if(moved, [this](EdgeItem* e) {  // away from the view: placed when it comes near
        if (inLabelArea(e)) return false;
        if (e->labelShown()) e->label()->setVisible(false);
        return true;
    });
    if (moved.empty()) return;
    sortById(moved);
    if (moved.size() <= limits::kFewLabels) {
        for (EdgeItem* e : moved) placeLabel(e);
        return;
    }
    if (big()) return placeInPass(moved);
    std::erase_if(moved, [](EdgeItem* e) { return !e->labelShown() || e->label()->text().isEmpty(); });
    placeBatch(std::move(moved));
}

void LabelLayer::groupRerouted(const std::vector<EdgeItem*>& group) {
    if (placing_) placeMoved(group);
}

// These labels placed by the next label pass, in slices.
void LabelLayer::placeInPass(const std::vector<EdgeItem*>& labelled) {
    for (EdgeItem* e : labelled) carry_.insert(e->id());
    requestLabels(false);
}

namespace {
// Whether an item is drawn: shown, and (a label) not buried.
bool painted(const QGraphicsItem* it) {
    return it->isVisible() && !(it->type() == LabelItem::Type && static_cast<const LabelItem*>(it)->buried());
}
}  // namespace

// Qt's items(r, IntersectsItemShape) tests the shape of every item whose rectangle meets the spot
// before answering: here the rectangles come from Qt, the shapes are tested one by one, labels only
// when only labels count, and the first hit ends the search.
bool LabelLayer::spotTaken(const QRectF& spot, const EdgeItem* edge, bool labelsOnly) const {
    const QGraphicsItem* label = edge->label();
    QPainterPath area;
    area.addRect(spot);
    for (QGraphicsItem* it : scene_->items(spot, Qt::IntersectsItemBoundingRect)) {
        if (it == edge || (label && (it == label || it->parentItem() == label)) || it->type() == TileItem::Type) continue;
        if (isGestureItem_ && isGestureItem_(it)) continue;
        // a leader counts as its label: a number with another's leader through it reads as that one's
        const bool labelOrLeader = it->type() == LabelItem::Type || it->type() == LeaderItem::Type;
        if (labelOrLeader ? !painted(it) : labelsOnly) continue;
        if (it->collidesWithPath(it->mapFromScene(area), Qt::IntersectsItemShape)) return true;
    }
    return false;
}

render::LabelKeepClear LabelLayer::keepClear(bool ownPaths, bool ground) const {
    render::LabelKeepClear clear;
    if (ground) clear.groundHalfWidth = render::groundPen().widthF() / 2 * scales_.readable;  // (a cosmetic pen: zoomed out, wider)
    if (!focusRing_.isEmpty()) {
        QPainterPath ring;
        if (ownPaths) ring.addPath(focusRing_);  // (shares no data with this thread's)
        clear.areas.push_back(ownPaths ? ring : focusRing_);
    }
    return clear;
}

void LabelLayer::setFocusRing(const QPainterPath& ring) {
    if (ring == focusRing_) return;
    const QPainterPath was = std::exchange(focusRing_, ring);
    if (!placing_ || building()) return;  // (a build places every label when all is in, clear of it)
    std::vector<EdgeItem*> covered;  // labels under the ring now, or under it before it moved
    const QRectF near = was.boundingRect() | focusRing_.boundingRect();
    for (QGraphicsItem* it : scene_->items(near, Qt::IntersectsItemBoundingRect)) {
        if (it->type() != LabelItem::Type || !it->isVisible() || it->parentItem()->type() != EdgeItem::Type) continue;
        const QRectF plate = it->sceneBoundingRect();
        if (was.intersects(plate) || focusRing_.intersects(plate)) covered.push_back(static_cast<EdgeItem*>(it->parentItem()));
    }
    placeMoved(std::move(covered));
}

void LabelLayer::placeLabel(EdgeItem* edge) {
    if (!edge->labelShown() || edge->label()->text().isEmpty()) return;
    LabelItem* label = edge->label();
    ++queriedLabels_;
    const QSizeF size = label->boundingRect().size() * label->scale();
    const std::optional<QRectF> frame = frameFor(true);
    auto hits = [&](const QRectF& r, bool labelsOnly) {
        ++stats_->labelQueries;
        return (frame && !frame->contains(r)) || spotTaken(r, edge, labelsOnly) || (!labelsOnly && keepClear().meets(r));
    };
    putLabel(edge, render::placeLabel(edge->path(), size, [&](const QRectF& r) { return hits(r, false); },
                                      [&](const QRectF& r) { return hits(r, true); }, labelGap(scales_.labelStroke()),
                                      thorough() ? std::function<bool(const QLineF&)>([&](const QLineF& l) { return leaderTaken(l, edge); }) : nullptr,
                                      thorough()));
}

// Whether a leader line for `edge`'s label would run through another visible label, or a node
// other than the one it ends at.
bool LabelLayer::leaderTaken(const QLineF& leader, const EdgeItem* edge) const {
    ++stats_->labelQueries;
    const QRectF box = QRectF(leader.p1(), leader.p2()).normalized().adjusted(-1, -1, 1, 1);
    for (QGraphicsItem* it : scene_->items(box, Qt::IntersectsItemBoundingRect)) {
        const bool node = it->type() == NodeItem::Type;
        if ((it->type() != LabelItem::Type && !node) || it == edge->label() || !painted(it)) continue;
        const QRectF r = it->sceneBoundingRect();
        if (node && r.contains(leader.p2())) continue;
        if (QLineF part = leader; clipLine(part, r)) return true;
    }
    return false;
}

// A label that stays, to a placer: its plate and its leader.
void LabelLayer::blockFor(LabelPlacer& placer, const EdgeItem* edge) {
    const LabelItem* label = edge->label();
    placer.addBlock(label->sceneBoundingRect());
    if (const std::optional<QPointF> anchor = label->leaderAnchor()) placer.addLeader(leaderLine(label->sceneBoundingRect(), *anchor));
}

void LabelLayer::putLabel(EdgeItem* edge, QPointF centre) {
    stopUntangling();
    LabelItem* label = edge->label();
    label->setBuried(false);
    label->setCentre(centre);
    label->setLeader(leaderAnchor(edge->path(), label->sceneBoundingRect()));
}

void LabelLayer::putLabel(EdgeItem* edge, QPointF centre, std::optional<QPointF> anchor) {
    stopUntangling();
    edge->label()->setBuried(false);
    edge->label()->setCentre(centre);
    edge->label()->setLeader(anchor);
}

// ---- the frame ----

bool LabelLayer::thorough() const { return !big() && std::size_t(registry_->edges().size()) <= kThoroughEdges; }

std::optional<QRectF> LabelLayer::frameFor(bool small) const { return small && !big() ? frame_ : std::nullopt; }

void LabelLayer::setFrame(std::optional<QRectF> frame) {
    if (frame == frame_) return;
    const bool shed = shedsNames();
    frame_ = frame;
    boxedIn_ = 0;
    if (big() || building() || !placing_) return;
    // (a label left outside stays until placed again; but names shed at the desk's fit come back)
    if (!frame_ && shed == shedsNames()) return;
    std::vector<EdgeItem*> shown;
    for (EdgeItem* e : registry_->edges())
        if (e->labelShown() && !e->label()->text().isEmpty()) shown.push_back(e);
    placeBatch(std::move(shown));
}

// ---- scales ----

void LabelLayer::setReadableScale(double scale, bool exactly) {
    if (exactly ? scale == scales_.readable : std::abs(scale - scales_.readable) < 1e-3) return;
    scales_.readable = scale;
    applyScales(true);
}

void LabelLayer::setTextScale(double factor) {
    if (std::abs(factor - scales_.text) < 1e-3) return;
    scales_.text = factor;
    applyScales(false);
}

void LabelLayer::setHighContrast(bool on) {
    if (on == scales_.highContrast) return;
    scales_.highContrast = on;
    for (EdgeItem* e : registry_->edges())
        if (e->label()) e->label()->setStrong(on);  // (a label made later takes it then)
    applyScales(true);
}

// Presenting or not, names are tried afresh: a name shed at the projector comes back at the desk.
void LabelLayer::setPresenting(bool on) {
    if (on == presenting_) return;
    presenting_ = on;
    namesTangled_.reset();
    if (!content_.names) return;
    std::vector<EdgeItem*> shown;
    for (EdgeItem* e : registry_->edges())
        if (e->labelShown() && !e->label()->text().isEmpty()) {
            if (!on && e->label()->text() != e->labelText) e->label()->setText(e->labelText);
            shown.push_back(e);
        }
    if (!big() && !building() && placing_) placeBatch(shown);
}

// Sizes every node, stroke (`items`) and label from the scales, then places the shown labels again:
// at once in a small picture, in steps of the build job in a big one (rescaleStep). O(E).
void LabelLayer::applyScales(bool items) {
    if (incremental() && (building() || registry_->edges().size() > limits::kSyncEdges)) {
        const bool alsoItems = items || (rescale_ && rescale_->items);
        rescale_ = Rescale{};  // from the start: what was resized before has the old scale
        rescale_->items = alsoItems;
        // tile by tile: a step then stales the far-out sketch of a few tiles, not of all of them
        for (TileItem* tile : registry_->tiles())
            for (QGraphicsItem* child : tile->childItems()) {
                if (child->type() == EdgeItem::Type) rescale_->edges.push_back(static_cast<EdgeItem*>(child)->id());
                else if (alsoItems && child->type() == NodeItem::Type) rescale_->nodes.push_back(static_cast<NodeItem*>(child)->id());
            }
        requestLabels(true);
        return;
    }
    std::vector<EdgeItem*> visible;
    if (items)
        for (NodeItem* n : registry_->nodes()) n->setScale(scales_.readable);
    for (EdgeItem* e : registry_->edges()) {
        applyScale(e, items);
        if (e->labelShown()) visible.push_back(e);
    }
    placeBatch(std::move(visible));
}

// An edge at the scales: its stroke (if `stroke`) and its label (one hidden away from the view in a
// big picture is scaled when it is shown: refreshLabel).
void LabelLayer::applyScale(EdgeItem* e, bool stroke) {
    if (stroke) e->setWidthScale(scales_.stroke(), scales_.highContrast);
    if (e->label() && (!labelsByArea() || e->labelShown())) e->label()->setScale(scales_.label());
}

// A step of a big picture's new scale: kItemsPerStep × 8 nodes or edges. The label pass waits.
bool LabelLayer::rescaleStep() {
    Rescale& r = *rescale_;
    for (int k = 0; k < 8 * limits::kItemsPerStep && r.next < r.nodes.size() + r.edges.size(); ++k, ++r.next) {
        if (r.next < r.nodes.size()) {
            if (NodeItem* n = registry_->node(r.nodes[r.next])) n->setScale(scales_.readable);
        } else if (EdgeItem* e = registry_->edge(r.edges[r.next - r.nodes.size()])) {
            applyScale(e, r.items);
        }
    }
    if (r.next == r.nodes.size() + r.edges.size()) rescale_.reset();
    return true;
}

// ---- the label area ----

bool LabelLayer::labelsByArea() const { return labelArea_.has_value() && big(); }

bool LabelLayer::inLabelArea(const EdgeItem* e) const {
    return !labelsByArea() || e->boundingRect().intersects(*labelArea_);  // tiles sit at the origin
}

void LabelLayer::setLabelArea(const QRectF& area) {
    const QRectF a = area.isEmpty() ? QRectF() : area;
    if (labelArea_ && (a.isEmpty() || (!labelArea_->isEmpty() && labelArea_->contains(a)))) {
        if (a.isEmpty()) labelArea_ = a;  // nothing readable: nothing more to place
        return;
    }
    labelArea_ = a;
    if (labelsByArea() && !a.isEmpty()) requestLabels(false);
}

}  // namespace homestead::gui
