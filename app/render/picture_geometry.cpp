// Geometry of drawn pictures: arcs for repeated edges, petals for loops, label spots.
#include "picture_geometry.h"

#include "grid_cells.h"
#include "picture_style.h"

#include <QLineF>
#include <QPolygonF>
#include <QPainterPathStroker>
#include <QtMath>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <utility>

namespace homestead::render {

QPointF toScene(const Point& p) { return {p.x * kUnit, -p.y * kUnit}; }
Point fromScene(const QPointF& p) { return {p.x() / kUnit, -p.y() / kUnit}; }

std::vector<EdgeSlot> edgeSlots(const Picture& picture) {
    const auto& edges = picture.edges();
    std::vector<EdgeSlot> places(edges.size());
    std::map<std::pair<NodeId, NodeId>, std::vector<std::size_t>> groups;
    for (std::size_t i = 0; i < edges.size(); ++i) {
        auto key = std::minmax(edges[i].from, edges[i].to);
        groups[{key.first, key.second}].push_back(i);
    }
    for (const auto& [key, members] : groups)
        for (std::size_t k = 0; k < members.size(); ++k)
            places[members[k]] = {static_cast<int>(k), static_cast<int>(members.size())};
    return places;
}

QPainterPath edgePath(QPointF a, QPointF b, int slot, int count, bool forward) {
    QPainterPath path(a);
    const double offset = (slot - (count - 1) / 2.0) * 22.0;
    QLineF line(forward ? a : b, forward ? b : a);
    if (std::abs(offset) < 1e-9 || line.length() < 1e-9) {
        path.lineTo(b);
        return path;
    }
    QPointF normal(-line.dy() / line.length(), line.dx() / line.length());
    // A quadratic curve reaches half way to its control point: bow by `offset` at the middle.
    QPointF control = (a + b) / 2 + normal * (2 * offset);
    path.quadTo(control, b);
    return path;
}

double petalDirection(QPointF at, const std::vector<QPointF>& neighbours) {
    QPointF sum(0, 0);
    std::vector<double> angles;  // of the edges leaving the node
    for (const QPointF& n : neighbours) {
        QLineF l(at, n);
        if (l.length() <= 1e-9) continue;
        sum += QPointF(l.dx(), l.dy()) / l.length();
        angles.push_back(std::atan2(l.dy(), l.dx()));
    }
    if (angles.empty()) return -M_PI / 2;  // straight up
    auto apart = [](double a, double b) {  // the angle between two directions, 0..π
        const double d = std::fmod(std::abs(a - b), 2 * M_PI);
        return std::min(d, 2 * M_PI - d);
    };
    if (std::hypot(sum.x(), sum.y()) >= 0.2) {  // away from the edges' mean direction, when that is clear of them
        const double away = std::atan2(-sum.y(), -sum.x());
        if (std::all_of(angles.begin(), angles.end(), [&](double a) { return apart(a, away) >= kPetalClearance; })) return away;
    }
    // else (edges on all sides, or balanced: one up and one down) the middle of the widest gap
    // between them, so a loop never lies along an edge
    std::sort(angles.begin(), angles.end());
    double best = -M_PI / 2, widest = -1;
    for (std::size_t i = 0; i < angles.size(); ++i) {
        const double from = angles[i];
        const double to = i + 1 < angles.size() ? angles[i + 1] : angles.front() + 2 * M_PI;
        if (to - from > widest + 1e-9) widest = to - from, best = from + (to - from) / 2;
    }
    return best;
}

double petalSpread(int count) { return count <= 1 ? 0 : std::min(M_PI / 3.2, 2 * M_PI / (count + 1)); }

int petalStride(int count, double devicePixelsPerScenePixel, double strokeWidth) {
    const double apart = devicePixelsPerScenePixel * kPetalLength * petalSpread(count);  // tips, in device pixels
    const double gap = std::max(1.0, strokeWidth * devicePixelsPerScenePixel / 4);
    if (!(apart > 0) || apart >= gap) return 1;
    return static_cast<int>(std::min<double>(count, std::floor(gap / apart)));
}

QPainterPath loopPath(QPointF at, double direction, int slot, int count) {
    const double spread = petalSpread(count);
    const double angle = direction + (slot - (count - 1) / 2.0) * spread;
    const double half = 0.38;  // half-opening of a petal, radians
    const double reach = kPetalLength * 1.3;
    QPointF c1 = at + QPointF(std::cos(angle - half), std::sin(angle - half)) * reach;
    QPointF c2 = at + QPointF(std::cos(angle + half), std::sin(angle + half)) * reach;
    QPainterPath path(at);
    path.cubicTo(c1, c2, at);
    return path;
}

namespace {

// A path flattened into a polyline (Qt's flattening, well under a pixel off the curve) with the
// length up to each of its points: pointAt(t) is the point a fraction t of the way along, as
// QPainterPath::pointAtPercent gives it, by a binary search.
class PathSampler {
public:
    explicit PathSampler(const QPainterPath& path) {
        for (const QPolygonF& part : path.toSubpathPolygons())
            for (const QPointF& p : part) {
                lengths_.push_back(points_.empty() ? 0.0 : lengths_.back() + QLineF(points_.back(), p).length());
                points_.push_back(p);
            }
    }
    QPointF pointAt(double t) const {
        if (points_.empty()) return {};
        const double wanted = std::clamp(t, 0.0, 1.0) * lengths_.back();
        const auto after = std::upper_bound(lengths_.begin(), lengths_.end(), wanted);
        if (after == lengths_.end()) return points_.back();
        if (after == lengths_.begin()) return points_.front();
        const std::size_t i = std::size_t(after - lengths_.begin());
        const double span = lengths_[i] - lengths_[i - 1];
        const double f = span > 0 ? (wanted - lengths_[i - 1]) / span : 0.0;
        return points_[i - 1] + (points_[i] - points_[i - 1]) * f;
    }

private:
    std::vector<QPointF> points_;
    std::vector<double> lengths_;
};

}  // namespace

bool isPetal(const QPainterPath& path) {
    return path.elementCount() > 1 && QLineF(path.elementAt(0), path.currentPosition()).length() < 1e-6;
}

std::vector<QPointF> labelCandidates(const QPainterPath& path, QSizeF size, double gap) {
    std::vector<QPointF> out;
    const double halfDiag = 0.5 * std::hypot(size.width(), size.height());
    if (isPetal(path)) {  // a petal: the label sits beyond its tip
        QPointF tip = path.pointAtPercent(0.5);
        QLineF dir(path.pointAtPercent(0), tip);
        if (dir.length() > 1e-9) {
            QPointF u(dir.dx() / dir.length(), dir.dy() / dir.length());
            QPointF n(-u.y(), u.x());
            for (double far : {0.0, 1.0, 2.2}) {
                const double d = gap + halfDiag + far * size.height();
                out.push_back(tip + u * d);
                out.push_back(tip + n * d - u * 6);
                out.push_back(tip - n * d - u * 6);
            }
        } else {
            out.push_back(tip);
        }
        return out;
    }
    // Each spot along the path and its normal, once (on a curve each pointAtPercent measures the
    // curve again): then close beside the edge first, further out after.
    struct Spot {
        QPointF at, normal;
        double reach;  // from the line to the rectangle's centre, so that the rectangle clears the line
    };
    std::array<Spot, 5> spots;
    const std::array<double, 5> along{0.5, 0.32, 0.68, 0.2, 0.8};
    for (std::size_t i = 0; i < along.size(); ++i) {
        const double angle = qDegreesToRadians(-path.angleAtPercent(along[i]));  // angleAtPercent is counter-clockwise
        const QPointF normal(-std::sin(angle), std::cos(angle));
        spots[i] = {path.pointAtPercent(along[i]), normal,
                    0.5 * (std::abs(normal.x()) * size.width() + std::abs(normal.y()) * size.height())};
    }
    for (double far : {0.0, 1.0, 2.2, 3.5})
        for (const Spot& spot : spots) {
            const double extra = far * size.height();
            for (double side : {1.0, -1.0}) out.push_back(spot.at + spot.normal * side * (spot.reach + gap + extra));
        }
    return out;
}

std::optional<QPointF> leaderAnchor(const QPainterPath& path, const QRectF& plate) {
    if (path.isEmpty() || plate.isEmpty()) return std::nullopt;
    // The samples are taken along the path flattened once: QPainterPath::pointAtPercent on a curve
    // solves for the curve's length at every call, too dear for 30 calls per label.
    const PathSampler along(path);
    QPointF best;
    double bestGap = 1e300;
    auto consider = [&](double t) {
        const QPointF p = along.pointAt(t);
        if (const double g = distanceToRect(plate, p); std::isfinite(g) && g < bestGap) bestGap = g, best = p;
    };
    for (double t : {0.5, 0.32, 0.68, 0.2, 0.8}) consider(t);  // where labelCandidates puts labels
    for (int k = 0; k <= 24; ++k) consider(k / 24.0);
    // beside an edge a label clears its line by a few pixels; beyond a petal's tip, by up to half its diagonal
    const double beside = isPetal(path) ? 0.5 * std::hypot(plate.width(), plate.height()) : 0.5 * plate.height();
    if (bestGap > kLeaderGap + beside && bestGap < 1e300) return best;
    return std::nullopt;
}

std::vector<QPointF> farLabelCandidates(const QPainterPath& path, QSizeF size, double gap, bool thorough) {
    std::vector<QPointF> out;
    if (path.isEmpty()) return out;
    const QPointF from = path.pointAtPercent(0.5);  // a petal's tip, an edge's middle
    const double halfDiag = 0.5 * std::hypot(size.width(), size.height());
    // every label's rings first, then a wide label's further out
    const int rings = thorough ? kThoroughRings : isWideLabel(size) ? kWideFarRings : kFarRings;
    for (int ring = 1; ring <= rings; ++ring) {
        const double d = halfDiag + gap + ring * (size.height() + gap);
        const int directions = thorough ? std::clamp(static_cast<int>(std::ceil(2 * M_PI * d / (size.width() + gap))), 16, kMostFarDirections)
                               : ring <= kFarRings ? kFarDirections : kWideFarDirections;
        for (int k = 0; k < directions; ++k) {
            // rings turned by half a step each: a crowd of labels fans out instead of lining up
            const double a = 2 * M_PI * (k + 0.5 * (ring % 2)) / directions - M_PI / 2;
            out.push_back(from + QPointF(std::cos(a), std::sin(a)) * d);
        }
    }
    return out;
}

namespace {
// The first free candidate, else the first free far one, else the first candidate that meets no
// label, then the first far one that meets none, else the first (see placeLabel). A spot whose
// leader would cross a label is not free.
QPointF pick(std::vector<QPointF> candidates, const QPainterPath& path, QSizeF size, double gap,
             const std::function<bool(const QRectF&)>& collides, const std::function<bool(const QRectF&)>& hitsLabel,
             const std::function<bool(const QLineF&)>& leaderCrosses, bool thorough, bool* free = nullptr,
             bool* onLabel = nullptr) {
    if (free) *free = true;
    if (onLabel) *onLabel = false;
    // An edge between two nodes drawn at one spot has no direction (its tangent is NaN): such spots
    // are dropped and its label sits on it, so labels and image bounds stay finite.
    auto notFinite = [](QPointF p) { return !std::isfinite(p.x()) || !std::isfinite(p.y()); };
    std::erase_if(candidates, notFinite);
    if (candidates.empty()) return path.elementCount() ? QPointF(path.elementAt(0)) : QPointF();
    auto rect = [&](QPointF c) {
        return QRectF(c.x() - size.width() / 2, c.y() - size.height() / 2, size.width(), size.height());
    };
    // free by `test`, and its leader (if it needs one) crosses no label
    auto fits = [&](QPointF c, const std::function<bool(const QRectF&)>& test) {
        const QRectF r = rect(c);
        if (test(r)) return false;
        if (!leaderCrosses) return true;
        const std::optional<QPointF> anchor = leaderAnchor(path, r);
        return !anchor || !leaderCrosses(leaderLine(r, *anchor));
    };
    for (const QPointF& c : candidates)
        if (fits(c, collides)) return c;
    std::vector<QPointF> far = farLabelCandidates(path, size, gap, thorough);  // only for a label that found no room beside its edge
    std::erase_if(far, notFinite);
    for (const QPointF& c : far)
        if (fits(c, collides)) return c;
    if (free) *free = false;
    if (hitsLabel) {
        for (const QPointF& c : candidates)
            if (fits(c, hitsLabel)) return c;
        if (thorough || isWideLabel(size))  // a label set further out with a leader reads better than one under another
            for (const QPointF& c : far)
                if (fits(c, hitsLabel)) return c;
    }
    if (onLabel) *onLabel = true;
    return candidates.front();
}
}  // namespace

QPointF placeLabel(const QPainterPath& path, QSizeF size,
                   const std::function<bool(const QRectF&)>& collides,
                   const std::function<bool(const QRectF&)>& hitsLabel, double gap,
                   const std::function<bool(const QLineF&)>& leaderCrosses, bool thorough) {
    return pick(labelCandidates(path, size, gap), path, size, gap, collides, hitsLabel, leaderCrosses, thorough);
}

void LabelPlacer::addEdge(int index, const QPainterPath& path) {
    if (index >= static_cast<int>(paths_.size())) {
        paths_.resize(index + 1);
        strokes_.resize(index + 1);
    }
    paths_[index] = path;  // shared with the caller's copy; stroked on its first test (stroke())
    if (isPetal(path)) {
        const QPointF at = path.elementAt(0);
        ++anchors_[{at.x(), at.y()}].count;
    }
    const QRectF box = path.boundingRect().adjusted(-3, -3, 3, 3);
    if (box.width() * box.height() <= 16 * cell_ * cell_) {  // short (every drawn edge): its box
        forRectCells(box, cell_, [&](long long k) { push(edgeCells_[k], index); });
        return;
    }
    // A long path (a chord across a big laid-out picture) would fill a rectangle of cells quadratic
    // in its length, and its cells would hold hundreds of such strokes: it goes to the index of long
    // paths instead, as segments in a coarse grid (long_path_index.h), which answers the same.
    longPaths_.add(index, path);
}

void LabelPlacer::addBlock(const QRectF& rect, bool node) {
    const int index = static_cast<int>(blocks_.size());
    blocks_.push_back(rect);
    nodeBlocks_.push_back(node);
    forRectCells(rect, cell_, [&](long long k) { push(blockCells_[k], index); });
}

void LabelPlacer::addLeader(const QLineF& leader) {
    const int index = static_cast<int>(leaders_.size());
    leaders_.push_back(leader);
    forLineCells(leader, cell_, 1.0, [&](long long k) { push(leaderCells_[k], index); });
}

LabelPlacer::Crossing LabelPlacer::leaderCrossing(const QLineF& leader, bool stopAtNode) const {
    ++queries_;
    Crossing found = Crossing::Nothing;
    forLineCells(leader, cell_, 1.0, [&](long long k) {
        if (found == Crossing::Label || (stopAtNode && found != Crossing::Nothing)) return;
        const auto it = blockCells_.find(k);
        if (it == blockCells_.end()) return;
        if (it->second.full) { found = Crossing::Label; return; }
        for (int b : it->second.items) {
            const QRectF& block = blocks_[b];
            QLineF part = leader;
            // (a block holding its end is the node it ends at)
            if (!clipLine(part, block) || block.contains(leader.p2())) continue;
            if (!nodeBlocks_[b]) { found = Crossing::Label; return; }
            found = Crossing::NodesOnly;
            if (stopAtNode) return;
        }
    });
    return found;
}

// A crowded cell (petals of thousands of loops, nodes piled on one spot) stops keeping its list:
// it is full, no label goes there, and a query of it is one look-up.
void LabelPlacer::push(Cell& cell, int item) {
    if (cell.full) return;
    if (cell.items.size() < kCellCap) {
        cell.items.push_back(item);
        return;
    }
    cell.full = true;
    std::vector<int>().swap(cell.items);
    ++fullCells_;
}

// An edge's stroke, made when first tested: most petals of a crowded node sit in full cells and
// are never tested, and a stroke of a curve costs far more memory than its path.
const QPainterPath& LabelPlacer::stroke(int edge) const {
    if (strokes_[edge].isEmpty() && !paths_[edge].isEmpty()) {
        QPainterPathStroker stroker;
        stroker.setWidth(strokeWidth_);
        strokes_[edge] = stroker.createStroke(paths_[edge]);
    }
    return strokes_[edge];
}

bool LabelKeepClear::meets(const QRectF& plate) const {
    if (groundHalfWidth > 0 && plate.top() < groundHalfWidth && plate.bottom() > -groundHalfWidth) return true;
    return std::any_of(areas.begin(), areas.end(), [&](const QPainterPath& area) {
        return area.boundingRect().intersects(plate) && area.intersects(plate);
    });
}

bool LabelPlacer::collides(const QRectF& r, bool edgesToo) const {
    ++queries_;
    if (bounds_ && !bounds_->contains(r)) return true;
    if (edgesToo && keepClear_.meets(r)) return true;
    bool hit = false;
    forRectCells(r, cell_, [&](long long k) {
        if (hit) return;
        if (auto it = leaderCells_.find(k); it != leaderCells_.end()) {  // a leader through a label reads as its own
            if (it->second.full) { hit = true; return; }
            for (int l : it->second.items) {
                ++itemTests_;
                if (QLineF part = leaders_[l]; clipLine(part, r)) { hit = true; return; }
            }
        }
        if (auto it = blockCells_.find(k); it != blockCells_.end()) {
            if (it->second.full) { hit = true; return; }
            for (int b : it->second.items) {
                ++itemTests_;
                if (blocks_[b].intersects(r)) { hit = true; return; }
            }
        }
        if (!edgesToo) return;
        if (auto it = edgeCells_.find(k); it != edgeCells_.end()) {
            if (it->second.full) { hit = true; return; }
            for (int e : it->second.items) {
                ++itemTests_;
                ++strokeTests_;
                if (stroke(e).intersects(r)) { hit = true; return; }
            }
        }
    });
    if (hit || !edgesToo) return hit;
    return longPaths_.anyNear(r, [&](int edge) {
        ++strokeTests_;
        return stroke(edge).intersects(r);
    });
}

// Slots for the label of a petal at a node with several loops (see the header): its ring's slot at
// the petal's angle, then kOverflowSlots further out on the same ray. The rings are laid out for
// the node on its first label, a label's diagonal apart (at least two label heights, so longer
// numbers at the same node fit too).
void LabelPlacer::ringCandidates(const QPainterPath& path, QSizeF size, std::vector<QPointF>& out) {
    const QPointF at = path.elementAt(0);
    auto it = anchors_.find({at.x(), at.y()});
    if (it == anchors_.end() || it->second.count < 2) return;
    const QPointF tip = path.pointAtPercent(0.5);
    const QLineF ray(at, tip);
    if (ray.length() < 1e-9) return;
    Anchor& a = it->second;
    if (a.rings == 0) {
        a.step = std::max(std::hypot(size.width(), size.height()), 2 * size.height()) + 4;
        a.spread = petalSpread(a.count);
        a.rings = std::max(1, static_cast<int>(std::ceil(1 / std::sqrt(a.spread))));
        const double apart = std::min(a.rings * a.spread, M_PI);  // angle between neighbours in a ring
        // beyond the spots beside the tip that labelCandidates offers, and wide enough for the ring
        a.inner = std::max(ray.length() + 3.5 * size.height() + a.step, a.step / (2 * std::sin(apart / 2)));
    }
    const double angle = std::atan2(tip.y() - at.y(), tip.x() - at.x());
    const long long k = std::llround(angle / a.spread);
    const int ring = static_cast<int>(((k % a.rings) + a.rings) % a.rings);
    const QPointF u(std::cos(angle), std::sin(angle));
    out.push_back(at + u * (a.inner + ring * a.step));
    for (int t = 0; t < kOverflowSlots; ++t) out.push_back(at + u * (a.inner + (a.rings + t) * a.step));
}

QPointF LabelPlacer::place(int, const QPainterPath& path, QSizeF size, bool calloutFirst) {
    lastAnchor_.reset();
    lastCallout_ = lastOnLabel_ = false;
    std::optional<QPointF> anchor;
    QPointF c;
    const auto toMargin = [&] {
        const auto slot = thorough_ ? callout(path, size) : std::nullopt;
        if (!slot) return false;
        c = slot->first;
        anchor = slot->second;
        lastFree_ = lastCallout_ = true;
        ++callouts_;
        return true;
    };
    if (!calloutFirst || !toMargin()) {
        const double gap = labelGap(strokeWidth_);
        std::vector<QPointF> candidates = labelCandidates(path, size, gap);
        if (isPetal(path)) ringCandidates(path, size, candidates);
        c = pick(std::move(candidates), path, size, gap, [&](const QRectF& r) { return collides(r, true); },
                 [&](const QRectF& r) { return collides(r, false); },
                 thorough_ ? std::function<bool(const QLineF&)>([&](const QLineF& l) { return leaderCrosses(l); }) : nullptr,
                 thorough_, &lastFree_, &lastOnLabel_);
        if (!lastFree_ && !calloutFirst) toMargin();
    }
    if (!lastFree_) ++crowded_;
    if (lastOnLabel_ && leaveOutCrowds_) return c;
    const QRectF plate(c.x() - size.width() / 2, c.y() - size.height() / 2, size.width(), size.height());
    addBlock(plate);
    if (!thorough_) return c;
    if (!anchor) anchor = leaderAnchor(path, plate);
    if (anchor) addLeader(leaderLine(plate, *anchor));
    lastAnchor_ = anchor;
    return c;
}

bool clipLine(QLineF& line, const QRectF& r) {
    // Most lines tested against a rectangle (a leader against the plates in its cells) miss even
    // its box: that is answered first, without the divisions. The slack keeps the answer the
    // clipping's own where the two only touch.
    constexpr double kSlack = 1e-6;
    if (std::max(line.x1(), line.x2()) < r.left() - kSlack || std::min(line.x1(), line.x2()) > r.right() + kSlack ||
        std::max(line.y1(), line.y2()) < r.top() - kSlack || std::min(line.y1(), line.y2()) > r.bottom() + kSlack)
        return false;
    double t0 = 0, t1 = 1;
    const double dx = line.dx(), dy = line.dy();
    const double p[4] = {-dx, dx, -dy, dy};
    const double q[4] = {line.x1() - r.left(), r.right() - line.x1(), line.y1() - r.top(), r.bottom() - line.y1()};
    for (int i = 0; i < 4; ++i) {
        if (p[i] == 0) {
            if (q[i] < 0) return false;
            continue;
        }
        const double t = q[i] / p[i];
        if (p[i] < 0) t0 = std::max(t0, t);
        else t1 = std::min(t1, t);
        if (t0 > t1) return false;
    }
    line = QLineF(line.pointAt(t0), line.pointAt(t1));
    return true;
}

}  // namespace homestead::render
