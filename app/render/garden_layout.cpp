// The garden's tidy layout (see garden_layout.h): contours in rows, merged small into large.
#include "garden_layout.h"

#include "homestead/shelf_fold.h"

#include <QFontMetricsF>
#include <QHash>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <unordered_map>
#include <utility>

namespace homestead::render {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kRow = 2.0;          // contour resolution, pixels
constexpr double kGap = 4.0;          // between neighbouring subtrees, pixels
constexpr double kStemGap = 2.0;      // between a node and the label under it
constexpr double kShelfGap = 16.0;    // between a shelf's tallest part and the next shelf's ground line
constexpr double kFold = 6.0;         // fold when the row is this many times wider than the view's aspect
constexpr double kLeastAspect = 0.5;
constexpr int kCapTries = 4;          // layouts tried for the trunks' row width
constexpr double kCapClose = 1.2;     // ... stopping when the ratio is this close to the view's
constexpr double kMissed = 1.5;       // hang on trunks a garden whose shelves came out this much wider than the view  // ... taking a narrower view as this (a classic garden never folds)
constexpr double kPetalLength = 23.0;
constexpr double kPetalOpening = 0.40;  // half-angle of a petal's control points, radians
constexpr double kDeg = M_PI / 180.0;

// A fan's look: how many petals at most, around which direction, how far apart.
struct FanStyle {
    int maxShown;
    double direction;  // radians, y down: -90° is up
    double step;
    bool countBeyondTip;  // "×k" along the fan's direction (else straight above the fan)
};
constexpr FanStyle kLeafFan{5, -90 * kDeg, 27 * kDeg, false};
constexpr FanStyle kInnerFan{3, -140 * kDeg, 20 * kDeg, true};
constexpr FanStyle kGroundFan{5, -90 * kDeg, 26 * kDeg, false};

QPainterPath petal(QPointF at, double angle) {
    // a cubic from the node back to it; its tip lies kPetalLength out along `angle`
    const double reach = kPetalLength / (0.75 * std::cos(kPetalOpening));
    QPainterPath path(at);
    path.cubicTo(at + QPointF(std::cos(angle - kPetalOpening), std::sin(angle - kPetalOpening)) * reach,
                 at + QPointF(std::cos(angle + kPetalOpening), std::sin(angle + kPetalOpening)) * reach, at);
    return path;
}

// A fan at the origin: its petals, and its count label's box (empty when there is none).
struct Fan {
    std::vector<QPainterPath> petals;
    GardenLabel count;
};

// Text boxes in the labels' font. A garden's numbers repeat (a big garden has a few hundred distinct
// ones), and shaping text is the dearest part of a layout: each text is measured once, and a stress
// is looked up by its value, not by its text.
class Measure {
public:
    explicit Measure(const QFont& font) : metrics_(font), height_(std::ceil(metrics_.height()) + 2) {}
    QSizeF size(const QString& text) const {
        auto it = widths_.find(text);
        if (it == widths_.end()) it = widths_.emplace(text, std::ceil(metrics_.horizontalAdvance(text)) + 4);
        return {*it, height_};
    }
    QSizeF size(std::uint64_t number) const {
        auto it = numberWidths_.find(number);
        if (it == numberWidths_.end()) it = numberWidths_.emplace(number, size(QString::number(number)).width()).first;
        return {it->second, height_};
    }
    double height() const { return height_; }

private:
    QFontMetricsF metrics_;
    double height_;
    mutable QHash<QString, double> widths_;
    mutable std::unordered_map<std::uint64_t, double> numberWidths_;
};

Fan makeFan(const FanStyle& style, int loops, const Measure& measure) {
    Fan fan;
    const int shown = std::min(loops, style.maxShown);
    QRectF box;
    for (int i = 0; i < shown; ++i) {
        fan.petals.push_back(petal({0, 0}, style.direction + (i - (shown - 1) / 2.0) * style.step));
        box |= fan.petals.back().boundingRect();
    }
    if (loops >= 2) {
        fan.count.text = QStringLiteral("×%1").arg(loops);
        const QSizeF size = measure.size(fan.count.text);
        QPointF centre;
        if (style.countBeyondTip) {
            const QPointF u(std::cos(style.direction), std::sin(style.direction));
            const double support = std::abs(u.x()) * size.width() / 2 + std::abs(u.y()) * size.height() / 2;
            centre = u * (kPetalLength + 3 + support);
        } else {
            centre = QPointF(0, box.top() - 3 - size.height() / 2);
        }
        fan.count.rect = QRectF(centre - QPointF(size.width() / 2, size.height() / 2), size);
    }
    return fan;
}

// The boxes a fan covers, for the contours: each petal's (pen included) and its count's.
std::vector<QRectF> fanBoxes(const Fan& fan) {
    std::vector<QRectF> out;
    const double pen = kGardenPetalWidth / 2 + 0.5;
    for (const QPainterPath& p : fan.petals) out.push_back(p.boundingRect().adjusted(-pen, -pen, pen, pen));
    if (!fan.count.text.isEmpty()) out.push_back(fan.count.rect);
    return out;
}

// The horizontal extent of a subtree, row by row (a row is kRow pixels of height). Stored values plus
// `shift` are x positions; empty rows hold +inf / -inf. Rows are absolute (y / kRow), so subtrees of
// one level line up without bookkeeping.
struct Contour {
    int top = 0;
    std::vector<double> lo, hi;
    double shift = 0;
    bool empty() const { return lo.empty(); }
    int bottom() const { return top + static_cast<int>(lo.size()) - 1; }
};

int rowOf(double y) { return static_cast<int>(std::floor(y / kRow)); }

void ensureRows(Contour& c, int top, int bottom) {
    if (c.empty()) {
        c.top = top;
        c.lo.assign(bottom - top + 1, kInf);
        c.hi.assign(bottom - top + 1, -kInf);
        return;
    }
    if (top < c.top) {
        c.lo.insert(c.lo.begin(), c.top - top, kInf);
        c.hi.insert(c.hi.begin(), c.top - top, -kInf);
        c.top = top;
    }
    if (bottom > c.bottom()) {
        c.lo.resize(bottom - c.top + 1, kInf);
        c.hi.resize(bottom - c.top + 1, -kInf);
    }
}

void addBox(Contour& c, const QRectF& r) {
    const int top = rowOf(r.top()), bottom = rowOf(r.bottom());
    ensureRows(c, top, bottom);
    for (int row = top; row <= bottom; ++row) {
        double& lo = c.lo[row - c.top];
        double& hi = c.hi[row - c.top];
        lo = std::min(lo, r.left() - c.shift);
        hi = std::max(hi, r.right() - c.shift);
    }
}

// How far right of `left`'s origin `right`'s origin must go so that no row of the two touches.
double separation(const Contour& left, const Contour& right) {
    double need = -kInf;
    const int from = std::max(left.top, right.top), to = std::min(left.bottom(), right.bottom());
    for (int row = from; row <= to; ++row) {
        const double l = left.hi[row - left.top], r = right.lo[row - right.top];
        if (l == -kInf || r == kInf) continue;
        need = std::max(need, l + left.shift - (r + right.shift) + kGap);
    }
    return need;
}

// `b` placed at `offset` in `a`'s frame, folded into the longer of the two.
Contour merge(Contour a, Contour b, double offset) {
    b.shift += offset;
    if (b.lo.size() > a.lo.size()) std::swap(a, b);
    if (b.empty()) return a;
    ensureRows(a, b.top, b.bottom());
    for (std::size_t i = 0; i < b.lo.size(); ++i) {
        if (b.lo[i] == kInf) continue;
        const std::size_t j = b.top + i - a.top;
        a.lo[j] = std::min(a.lo[j], b.lo[i] + b.shift - a.shift);
        a.hi[j] = std::max(a.hi[j], b.hi[i] + b.shift - a.shift);
    }
    return a;
}

// Lays siblings side by side (each as close to the ones before as the contours allow); returns
// their origins in the first one's frame and the merged contour.
std::vector<double> placeSide(std::vector<Contour>& parts, Contour& merged) {
    std::vector<double> at(parts.size(), 0);
    merged = Contour{};
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i > 0) {
            double need = separation(merged, parts[i]);
            at[i] = std::isfinite(need) ? std::max(need, at[i - 1]) : at[i - 1] + kGap;
        }
        merged = merge(std::move(merged), std::move(parts[i]), at[i]);
    }
    return at;
}

// One shelf or row of a fold: parts [from, to) side by side (placeSide), moved so that their
// leftmost drawing is at x = 0 (`left`: each part's left edge in its own frame, from extentOf).
// Returns their x; `merged`: their contour.
std::vector<double> placeShelf(std::vector<Contour>& parts, std::size_t from, std::size_t to, const std::vector<double>& left,
                               Contour& merged) {
    std::vector<Contour> row(std::make_move_iterator(parts.begin() + from), std::make_move_iterator(parts.begin() + to));
    std::vector<double> xs = placeSide(row, merged);
    double edge = kInf;
    for (std::size_t i = from; i < to; ++i) edge = std::min(edge, xs[i - from] + left[i]);
    for (double& x : xs) x -= edge;
    merged.shift -= edge;
    return xs;
}

// The parts standing on the ground (its fan, then its stalks' subtrees), as ShelfBoxes: their
// extent across and over and under the ground line (rows are measured from the ground, y = 0).
ShelfBox extentOf(const Contour& c, double& left) {
    double lo = kInf, hi = -kInf;
    int top = c.bottom() + 1, bottom = c.top - 1;
    for (std::size_t i = 0; i < c.lo.size(); ++i) {
        if (c.lo[i] == kInf) continue;
        lo = std::min(lo, c.lo[i]);
        hi = std::max(hi, c.hi[i]);
        top = std::min(top, c.top + static_cast<int>(i));
        bottom = std::max(bottom, c.top + static_cast<int>(i));
    }
    if (lo > hi) {
        left = 0;
        return {};
    }
    left = lo + c.shift;
    return {hi - lo, std::max(0.0, -top * kRow), std::max(0.0, (bottom + 1) * kRow)};
}

// Places the parts standing on the ground: side by side (the tidy tree), or, when that row would
// be more than kFold times wider for its height than `aspect` (a 10^5-edge garden: ~1000 times),
// folded onto shelves (shelf_fold.h) so the whole is about as wide for its height as `aspect`: each
// shelf's parts side by side exactly as in the row, every shelf's left edge at one x, shelf 0 on
// the ground line y = 0 and each next one kShelfGap above the tallest part of the one below.
// `at`: each part's x; `shelf`: its shelf; `shelfY`: each shelf's ground line (one when unfolded).
// `whole`: the extent of all of it (measured only when `aspect` > 0; an upper bound of the row's width).
void placeOnGround(std::vector<Contour>& parts, double aspect, std::vector<double>& at, std::vector<int>& shelf,
                   std::vector<double>& shelfY, ShelfFold& whole) {
    shelf.assign(parts.size(), 0);
    shelfY.assign(1, 0.0);
    std::vector<ShelfBox> boxes;
    std::vector<double> left(parts.size(), 0);
    bool fold = false;
    whole = ShelfFold{};
    if (aspect > 0) {
        for (std::size_t i = 0; i < parts.size(); ++i) boxes.push_back(extentOf(parts[i], left[i]));
        whole = foldOntoShelves(boxes, kGap, kShelfGap, 0);  // an upper bound of the tidy row
        fold = parts.size() >= 2 && whole.width > kFold * std::max(aspect, kLeastAspect) * whole.height;
    }
    if (!fold) {
        Contour merged;
        at = placeSide(parts, merged);
        return;
    }
    const ShelfFold f = foldOntoShelves(boxes, kGap, kShelfGap, aspect);
    whole = f;
    at.assign(parts.size(), 0);
    shelfY.assign(f.first.size(), 0.0);
    for (std::size_t s = 0; s < f.first.size(); ++s) {
        const std::size_t from = f.first[s], to = s + 1 < f.first.size() ? f.first[s + 1] : parts.size();
        Contour merged;
        const std::vector<double> xs = placeShelf(parts, from, to, left, merged);
        double above = 0, below = 0;
        for (std::size_t i = from; i < to; ++i) {
            at[i] = xs[i - from];
            shelf[i] = static_cast<int>(s);
            above = std::max(above, boxes[i].above);
            below = std::max(below, boxes[i].below);
        }
        if (s > 0) shelfY[s] -= below + kShelfGap;
        if (s + 1 < f.first.size()) shelfY[s + 1] = shelfY[s] - above;
    }
}

// A node's children whose row would be wider than `cap`, folded (shelf_fold.h, greedily at `cap`)
// onto rows stacked above the node and hung from its trunk: a vertical line from the node (at x = 0,
// its height `y`) up to each row's own point, from where slanted lines rise `rise` to the row's stems,
// as from a node under them. Row 0 stands where the unfolded row would; each next one kShelfGap above
// everything of the one below (its lines from the trunk included); every row starts right of the
// trunk. Returns false, leaving `parts` as they were, when the row fits the cap. Else `at`: each
// part's x; `raised`: how far it is moved up (a whole number of contour rows); `merged`: the rows,
// their lines and the trunk, as a contour in the node's frame.
bool placeOnTrunk(std::vector<Contour>& parts, double cap, double y, double rise, std::vector<double>& at,
                  std::vector<double>& raised, Contour& merged) {
    if (!(cap < kInf) || parts.size() < 2) return false;
    std::vector<ShelfBox> boxes(parts.size());
    std::vector<double> left(parts.size());
    double row = -kGap;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        boxes[i] = extentOf(parts[i], left[i]);
        row += boxes[i].width + kGap;
    }
    if (row <= cap) return false;
    const ShelfFold f = foldOntoShelvesAt(boxes, kGap, kShelfGap, cap);
    if (f.first.size() < 2) return false;
    const double inset = kGardenEdgeWidth + kGap;  // the trunk, then a gap
    at.assign(parts.size(), 0);
    raised.assign(parts.size(), 0);
    merged = Contour{};
    double up = 0;
    for (std::size_t s = 0; s < f.first.size(); ++s) {
        const std::size_t from = f.first[s], to = s + 1 < f.first.size() ? f.first[s + 1] : parts.size();
        Contour c;
        const std::vector<double> xs = placeShelf(parts, from, to, left, c);
        c.shift += inset;
        for (std::size_t i = from; i < to; ++i) at[i] = xs[i - from] + inset;
        addBox(c, QRectF(-kGardenEdgeWidth, y - rise, at[to - 1] + 2 * kGardenEdgeWidth, rise));  // its lines from the trunk
        if (s > 0) {
            up = std::ceil((y - merged.top * kRow + kShelfGap) / kRow) * kRow;
            c.top -= static_cast<int>(std::lround(up / kRow));
        }
        for (std::size_t i = from; i < to; ++i) raised[i] = up;
        merged = merge(std::move(merged), std::move(c), 0);
    }
    addBox(merged, QRectF(-kGardenEdgeWidth, y - up, 2 * kGardenEdgeWidth, up));  // the trunk
    return true;
}

QRectF centredBox(QPointF c, QSizeF s) { return {c - QPointF(s.width() / 2, s.height() / 2), s}; }

}  // namespace

GardenLayout layoutGarden(const Garden& garden, const QFont& labelFont, double aspect) {
    GardenLayout out;
    const int n = garden.nodeCount;
    if (n <= 0) return out;
    const Measure measure(labelFont);
    const double r = kGardenNodeRadius;
    const double labelH = measure.height();
    const double stem = r + kStemGap + labelH + 5;  // from a node down to its stem's foot
    // A parent's own drawing (its inner fan) must stay below its children's stems: the rise from a
    // parent to its children's stem feet clears the tallest inner fan.
    double fanRise = 0;
    for (int loops = 1; loops <= kInnerFan.maxShown + 1; ++loops)
        for (const QRectF& b : fanBoxes(makeFan(kInnerFan, loops, measure))) fanRise = std::max(fanRise, -b.top());
    const double rise = std::max(40.0, fanRise + kGap);
    const double level = stem + rise;

    std::vector<std::vector<int>> children(n);
    for (const GardenBridge& b : garden.bridges) children[b.parent].push_back(b.child);
    std::vector<int> depth(n, 0);
    std::vector<int> order;  // pre-order: parents before children
    order.reserve(n);
    {
        std::vector<int> stack{0};
        while (!stack.empty()) {
            const int v = stack.back();
            stack.pop_back();
            order.push_back(v);
            for (int c : children[v]) {
                depth[c] = depth[v] + 1;
                stack.push_back(c);
            }
        }
    }
    // In a run of three or more sibling leaves every second one stands taller, on a longer stem,
    // so that neighbouring leaves' labels are at different heights and the leaves stand closer.
    const double lift = kStemGap + labelH + 2 * r + 4;
    std::vector<double> lifted(n, 0);
    for (int v = 0; v < n; ++v) {
        const std::vector<int>& cs = children[v];
        for (std::size_t i = 0; i < cs.size();) {
            std::size_t end = i;
            while (end < cs.size() && children[cs[end]].empty()) ++end;
            if (end - i >= 3)
                for (std::size_t k = i + 1; k < end; k += 2) lifted[cs[k]] = lift;
            i = std::max(end, i + 1);
        }
    }
    auto nodeY = [&](int v) { return -depth[v] * level - lifted[v]; };
    // where a node's stem begins: the ground, or the level its parent's lines rise to
    auto footY = [&](int v) { return depth[v] == 1 ? 0.0 : -depth[v] * level + stem; };
    auto stressOf = [&](int v) { return garden.bridges[garden.bridgeToParent[v]].stress; };
    std::vector<Fan> fans(n);
    for (int v = 0; v < n; ++v) {
        const int loops = static_cast<int>(garden.loops[v].size());
        if (loops == 0) continue;
        fans[v] = makeFan(v == 0 ? kGroundFan : children[v].empty() ? kLeafFan : kInnerFan, loops, measure);
    }

    // Bottom-up: each node's subtree contour in its own frame (the node at x = 0), and its
    // children's offsets from it.
    std::vector<Contour> contour(n);
    std::vector<double> rel(n, 0);
    std::vector<double> base(n, 0);    // the y of the ground line a node's stalk stands on
    std::vector<double> raised(n, 0);  // how far a node's row is hung above its parent's first (placeOnTrunk)
    double groundFanX = 0;
    int trunks = 0;
    ShelfFold whole;  // the garden's extent on its ground (with a shape)
    // One bottom-up pass; a node whose children's row would be wider than `cap` hangs them on a trunk.
    auto pass = [&](double cap) {
    std::fill(raised.begin(), raised.end(), 0.0);
    trunks = 0;
    for (auto it = order.rbegin(); it != order.rend(); ++it) {
        const int v = *it;
        std::vector<Contour> parts;
        const bool groundFan = v == 0 && !fans[0].petals.empty();
        if (groundFan) {
            Contour f;
            for (const QRectF& b : fanBoxes(fans[0])) addBox(f, b);
            parts.push_back(std::move(f));
        }
        for (int c : children[v]) parts.push_back(std::move(contour[c]));
        const std::size_t first = groundFan ? 1 : 0;
        if (v == 0) {  // the ground's frame is its first part's; folded: each shelf's, shifted up
            std::vector<double> at, shelfY;
            std::vector<int> shelf;
            placeOnGround(parts, aspect, at, shelf, shelfY, whole);
            if (groundFan) groundFanX = at[0];
            for (std::size_t i = first; i < at.size(); ++i) {
                rel[children[0][i - first]] = at[i];
                base[children[0][i - first]] = shelfY[shelf[i]];
            }
            out.grounds = std::move(shelfY);
            continue;
        }
        Contour merged;
        const double y = nodeY(v);
        std::vector<double> at, up;
        const bool hung = placeOnTrunk(parts, cap, y, rise, at, up, merged);
        if (hung) ++trunks;
        else at = placeSide(parts, merged);
        double x = 0;
        if (!children[v].empty() && !hung) x = fans[v].petals.empty() ? (at.front() + at.back()) / 2 : at.front();
        for (std::size_t i = 0; i < at.size(); ++i) rel[children[v][i]] = at[i] - x;
        for (std::size_t i = 0; i < up.size(); ++i) raised[children[v][i]] = up[i];
        merged.shift -= x;
        // the node's own drawing, in its frame
        addBox(merged, QRectF(-r - 1, y - r - 1, 2 * r + 2, 2 * r + 2));
        addBox(merged, QRectF(-kGardenEdgeWidth / 2, y, kGardenEdgeWidth, footY(v) - y));
        if (depth[v] == 1) addBox(merged, QRectF(-5, -5, 10, 10));  // its base square
        addBox(merged, centredBox({0, y + r + kStemGap + labelH / 2}, measure.size(stressOf(v))));
        if (!children[v].empty() && !hung) {
            const double lo = std::min(0.0, rel[children[v].front()]), hi = std::max(0.0, rel[children[v].back()]);
            addBox(merged, QRectF(lo - kGardenEdgeWidth, y - rise, hi - lo + 2 * kGardenEdgeWidth, rise));
        }
        for (const QRectF& b : fanBoxes(fans[v])) addBox(merged, b.translated(0, y));
        contour[v] = std::move(merged);
    }
    };
    pass(kInf);
    // Far wider than the view, even with its stalks on shelves (a few stalks, each thousands of nodes
    // wide: a 10^5-edge tree on one base node is ~350 times wider than high, ~190 on two shelves):
    // hang wide nodes' children on trunks, all rows at
    // most `cap` wide, the cap chosen so the whole comes out about the view's shape. Narrowing a
    // garden about keeps its area (w ≈ cap, h ≈ area / cap), so each try scales the cap by the square
    // root of how far its ratio missed; the closest of a few tries is kept.
    const bool groundFolded = out.grounds.size() > 1;  // then still over kMissed off the view's shape
    if (aspect > 0 && whole.height > 0 &&
        whole.width > (groundFolded ? kMissed * aspect : kFold * std::max(aspect, kLeastAspect)) * whole.height) {
        auto miss = [&] { return whole.height > 0 ? std::abs(std::log(whole.width / whole.height / aspect)) : kInf; };
        double cap = std::sqrt(whole.width * whole.height * aspect), bestCap = kInf, bestMiss = miss();
        for (int tries = 0; tries < kCapTries; ++tries) {
            pass(cap);
            if (miss() < bestMiss) {
                bestMiss = miss();
                bestCap = cap;
            }
            if (bestMiss < std::log(kCapClose)) break;
            cap *= std::sqrt(aspect / (whole.width / whole.height));
        }
        if (bestCap != cap) pass(bestCap);
    }
    out.trunks = trunks;

    // Top-down: absolute positions, then the drawing.
    out.nodes.assign(n, QPointF());
    out.nodes[0] = QPointF(groundFanX, 0);
    for (int v : order)
        if (v != 0) {
            if (garden.parent[v] != 0) base[v] = base[garden.parent[v]] - raised[v];
            out.nodes[v] = QPointF((garden.parent[v] == 0 ? 0 : out.nodes[garden.parent[v]].x()) + rel[v], nodeY(v) + base[v]);
        }
    out.bridges.reserve(garden.bridges.size());
    for (std::size_t i = 0; i < garden.bridges.size(); ++i) {
        const GardenBridge& b = garden.bridges[i];
        const QPointF top = out.nodes[b.child];
        QPolygonF line;
        if (b.parent == 0) {
            line << QPointF(top.x(), base[b.child]) << top;
            out.bases.push_back(line.front());
        } else {
            const QPointF parent = out.nodes[b.parent];
            line << parent;
            if (raised[b.child] > 0) line << QPointF(parent.x(), parent.y() - raised[b.child]);  // up the trunk
            line << QPointF(top.x(), footY(b.child) + base[b.child]) << top;
        }
        out.bridges.push_back(line);
        GardenLabel label;
        label.text = QString::number(b.stress);
        label.rect = centredBox({top.x(), top.y() + r + kStemGap + labelH / 2}, measure.size(b.stress));
        label.bridge = static_cast<int>(i);
        out.labels.push_back(label);
    }
    for (int v = 0; v < n; ++v) {
        const QPointF at = out.nodes[v];
        for (const QPainterPath& p : fans[v].petals) {
            out.petals.push_back(p.translated(at));
            out.petalNode.push_back(v);
        }
        if (!fans[v].count.text.isEmpty()) {
            GardenLabel count = fans[v].count;
            count.rect.translate(at);
            count.node = v;
            out.labels.push_back(count);
        }
    }

    QRectF bounds(QPointF(-r, -r), QPointF(r, r));
    for (const QPointF& p : out.nodes) bounds |= QRectF(p - QPointF(r + 2, r + 2), QSizeF(2 * r + 4, 2 * r + 4));
    for (const QPainterPath& p : out.petals) bounds |= p.boundingRect().adjusted(-2, -2, 2, 2);
    for (const GardenLabel& l : out.labels) bounds |= l.rect;
    for (const QPolygonF& l : out.bridges) bounds |= l.boundingRect().adjusted(-2, -2, 2, 2);
    out.bounds = bounds.adjusted(-6, -12, 6, 8);
    return out;
}

}  // namespace homestead::render
