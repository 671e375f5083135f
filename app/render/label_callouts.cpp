// Callouts of the label placer (LabelPlacer, picture_geometry.h): a label that finds no clear spot
// near its edge in a crowd (the Homestead's 24 px numbers on a projector) is set in the free
// margins of the view instead — columns left and right of the drawing's box, rows above and below
// it, inside the bounds — with a dashed leader to a point of its edge. Its plate meets no edge,
// label or leader; its leader crosses no label or node (it may cross edges). A plate is aligned to
// the drawing's side of its column (or row), so a leader leaving it towards the drawing never
// passes through another plate of that column.
//
// Cost: only for labels boxed in near their edges, in small pictures (thorough); each tries at most
// kCalloutSlots slots, nearest its edge first, and kCalloutAnchors points of its edge per slot, in
// one walk (the first leader over nodes only is kept meanwhile, for when no leader is clear of all).
#include "picture_geometry.h"

#include "picture_style.h"

#include <algorithm>
#include <cmath>

namespace homestead::render {

namespace {
constexpr int kCalloutSlots = 1500;  // slots tried per label, nearest first
constexpr int kCalloutAnchors = 9;   // points of its edge tried per slot, nearest first
constexpr int kAlong = 17;           // points sampled along the edge for its leader's end
}  // namespace

// Plates of `size` in the margins between the drawing's box (a gap around it) and the bounds, with
// the ring they are in (0: beside the box): columns stepping outwards from the box's sides, their
// plates at every half height down the bounds; rows stepping outwards from its top and bottom,
// their plates at every half width.
std::vector<LabelPlacer::CalloutSlot> LabelPlacer::calloutSlots(QSizeF size) const {
    std::vector<CalloutSlot> out;
    const QRectF bounds = *bounds_;
    const double gap = labelGap(strokeWidth_);
    const QRectF box = drawing_->adjusted(-gap, -gap, gap, gap);
    const double w = size.width(), h = size.height();
    const double down = std::max(2.0, h / 2), across = std::max(2.0, w / 2);
    int ring = 0;
    const auto column = [&](double left) {
        for (double top = bounds.top(); top + h <= bounds.bottom(); top += down) out.push_back({QRectF(left, top, w, h), ring});
        ++ring;
    };
    const auto row = [&](double top) {
        for (double left = bounds.left(); left + w <= bounds.right(); left += across) out.push_back({QRectF(left, top, w, h), ring});
        ++ring;
    };
    ring = 0;
    for (double right = box.left(); right - w >= bounds.left(); right -= w + gap) column(right - w);
    ring = 0;
    for (double left = box.right(); left + w <= bounds.right(); left += w + gap) column(left);
    ring = 0;
    for (double bottom = box.top(); bottom - h >= bounds.top(); bottom -= h + gap) row(bottom - h);
    ring = 0;
    for (double top = box.bottom(); top + h <= bounds.bottom(); top += h + gap) row(top);
    return out;
}

std::optional<std::pair<QPointF, QPointF>> LabelPlacer::callout(const QPainterPath& path, QSizeF size) const {
    if (!bounds_ || !drawing_ || path.isEmpty()) return std::nullopt;
    std::vector<QPointF> along;  // the leader's possible ends, inside the edge (its nodes are at its ends)
    for (int k = 1; k < kAlong; ++k) along.push_back(path.pointAtPercent(double(k) / kAlong));
    std::erase_if(along, [](QPointF p) { return !std::isfinite(p.x()) || !std::isfinite(p.y()); });
    if (along.empty()) return std::nullopt;
    const auto reach = [&](const QRectF& r) {  // the shortest leader from r
        double best = 1e300;
        for (const QPointF& p : along) best = std::min(best, distanceToRect(r, p));
        return best;
    };
    std::vector<std::pair<double, CalloutSlot>> places;
    for (const CalloutSlot& slot : calloutSlots(size)) places.emplace_back(reach(slot.plate), slot);
    // the ring beside the drawing first (a leader from there passes no other callout), nearest
    // first in it; ties by place, so the choice never depends on the order the slots were made in
    std::sort(places.begin(), places.end(), [](const auto& a, const auto& b) {
        if (a.second.ring != b.second.ring) return a.second.ring < b.second.ring;
        if (a.first != b.first) return a.first < b.first;
        if (a.second.plate.top() != b.second.plate.top()) return a.second.plate.top() < b.second.plate.top();
        return a.second.plate.left() < b.second.plate.left();
    });
    if (places.size() > std::size_t(kCalloutSlots)) places.resize(kCalloutSlots);
    const double gap = labelGap(strokeWidth_);
    std::vector<std::pair<double, QPointF>> ends;
    // a leader clear of nodes too if any slot has one (one through a node could be read as meaning
    // it); else the first that crosses only nodes (the middle of a short edge boxed in by its
    // neighbours' nodes), found in the same walk through the slots
    std::optional<std::pair<QPointF, QPointF>> overNode;
    for (const auto& [reached, slot] : places) {
        const QRectF& plate = slot.plate;
        // a gap from other plates, for the leaders of callouts further out to pass between
        if (collides(plate.adjusted(-gap, -gap, gap, gap), true)) continue;
        ends.clear();
        for (const QPointF& p : along) ends.emplace_back(distanceToRect(plate, p), p);
        std::stable_sort(ends.begin(), ends.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
        for (std::size_t k = 0; k < ends.size() && k < std::size_t(kCalloutAnchors); ++k) {
            const Crossing crossing = leaderCrossing(leaderLine(plate, ends[k].second), overNode.has_value());
            if (crossing == Crossing::Nothing) return std::make_pair(plate.center(), ends[k].second);
            if (crossing == Crossing::NodesOnly && !overNode) overNode = std::make_pair(plate.center(), ends[k].second);
        }
    }
    return overNode;
}

}  // namespace homestead::render
