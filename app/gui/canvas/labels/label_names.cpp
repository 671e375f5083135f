// Names that fit, presenting and in a fitted view at the desk (LabelLayer, label_layer.h): in
// presentation mode's large type, or a whole picture fitted at the desk, the labels "trunk: 15" of a
// crowded picture cannot all stand by their edges, and callouts of long names leave leaders crossing
// all over the screen. A name that finds no room is shed: the label shows its number alone, and the
// name stays in the edge's tooltip and the Explain panel. At the desk, zoomed in (no frame), every
// label shows its whole text again.
//
// In a fitted view the names are tried first (placed, boxed-in ones shed, untangled on a worker).
// When the untangling leaves leaders crossing, astray or clashing, the names are given up for that
// frame: every label is placed again as its number (the layout that untangles cleanly, as with names
// off), untangled, and then each name grows back, in the order of the edges' ids, where its whole
// label stands beside its edge — no leader, clear of every edge, node, label and leader, inside the
// frame. So a name never brings back a leader, and the numbers' clean layout stays clean.
//
// Cost: growing is on the window's thread, O(labels × spots beside an edge) queries of the scene's
// index (a small picture's: thorough), once per untangling; the untangling itself stays on its worker.
#include "label_layer.h"

#include "item_registry.h"
#include "picture_geometry.h"
#include "picture_items.h"

#include <QGraphicsScene>

#include <algorithm>

#include <optional>
#include <vector>

namespace homestead::gui {

using namespace homestead::render;

namespace {
constexpr int kBesideSamples = 48;  // points of an edge a name's plate is measured from
}  // namespace

// Presenting, and at the desk in a fitted view: a name is not worth a leader across the picture.
bool LabelLayer::shedsNames() const { return content_.names && (presenting_ || frame_.has_value()); }

// Its numbers alone ("trunk: 15" → "15", made with the label: EdgeItem::labelNumbers); false when it
// shows no name before numbers (a name alone stays whole, whatever it holds).
bool LabelLayer::shedName(EdgeItem* edge) {
    LabelItem* label = edge->label();
    if (!label || edge->labelNumbers.isEmpty() || label->text() == edge->labelNumbers) return false;
    const QPointF centre = label->centre();
    label->setText(edge->labelNumbers);
    label->setCentre(centre);
    return true;
}

bool LabelLayer::numbersFirst() const { return shedsNames() && namesTangled_ == namesTriedNow(); }

bool LabelLayer::placeNumbersFirst(bool tangled) {
    if (!tangled || !shedsNames() || !frame_ || numbersFirst()) return false;
    namesTangled_ = namesTriedNow();
    ++stats_->namesGivenUp;
    const int placed = placements_;
    emit namesDropped();  // a fitted view fits again with a numbers' margin, which places them all
    if (placements_ != placed) return true;
    std::vector<EdgeItem*> shown;
    for (EdgeItem* e : registry_->edges())
        if (e->labelShown() && !e->label()->text().isEmpty()) shown.push_back(e);
    placeBatch(shown);
    return true;
}

void LabelLayer::growNames(const std::vector<EdgeItem*>& labelled) {
    if (!shedsNames() || !frame_) return;
    std::vector<EdgeItem*> grown;
    for (EdgeItem* e : labelled)
        if (growName(e)) grown.push_back(e);
    stats_->namesGrown += static_cast<long long>(grown.size());
    if (!grown.empty()) emit labelsPlaced(grown);
}

// The edge's whole text on a spot beside its edge (render::labelCandidates, the nearest first) that
// needs no leader and meets nothing; true when it found one. Else the label stays as it was.
bool LabelLayer::growName(EdgeItem* edge) {
    LabelItem* label = edge->label();
    if (!edge->labelShown() || label->text() == edge->labelText || edge->labelText.isEmpty()) return false;
    const QString shed = label->text();
    const QPointF centre = label->centre();
    label->setText(edge->labelText);
    const QSizeF size = label->boundingRect().size() * label->scale();
    const double gap = labelGap(scales_.labelStroke());
    // beside: as near its line as the spots beside an edge are (a petal's leaderless spots reach
    // half a wide label's diagonal out, too far for a name that is not its edge's number)
    const double beside = gap + scales_.labelStroke() / 2 + kLeaderGap;
    std::vector<QPointF> along;
    for (int k = 0; k <= kBesideSamples; ++k) along.push_back(edge->path().pointAtPercent(double(k) / kBesideSamples));
    const auto nearItsLine = [&](const QRectF& plate) {
        return std::any_of(along.begin(), along.end(), [&](QPointF p) { return distanceToRect(plate, p) <= beside; });
    };
    for (const QPointF& c : labelCandidates(edge->path(), size, gap)) {
        const QRectF plate(c - QPointF(size.width(), size.height()) / 2, size);
        if (!frame_->contains(plate) || !nearItsLine(plate) || leaderAnchor(edge->path(), plate) || spotTaken(plate, edge, false)) continue;
        label->setCentre(c);
        label->setLeader(std::nullopt);
        return true;
    }
    label->setText(shed);
    label->setCentre(centre);
    return false;
}

}  // namespace homestead::gui
