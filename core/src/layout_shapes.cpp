// Rings, spring-laid tangles and shelves for the automatic layout (see layout_shapes.h).
#include "layout_shapes.h"

// Boost's all-pairs distances inside the spring layout trip GCC's maybe-uninitialized analysis
// (a false alarm in boost::optional); the file holds nothing else it could hide.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/circle_layout.hpp>
#include <boost/graph/kamada_kawai_spring_layout.hpp>
#include <boost/graph/topology.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

namespace homestead::detail {

void Box::addNode(Point p) {
    Box node{p.x - 0.5, p.x + 0.5, p.y - 0.5, p.y + 0.5, false};
    add(node, Point{});
}

void Box::add(const Box& other, Point offset) {
    if (other.empty) return;
    const double l = other.left + offset.x, r = other.right + offset.x;
    const double b = other.bottom + offset.y, t = other.top + offset.y;
    if (empty) {
        *this = Box{l, r, b, t, false};
        return;
    }
    left = std::min(left, l);
    right = std::max(right, r);
    bottom = std::min(bottom, b);
    top = std::max(top, t);
}

std::vector<Point> ringShape(int n) {
    std::vector<Point> at(n);
    const double radius = 0.5 / std::sin(std::numbers::pi / n);
    for (int k = 1; k < n; ++k) {
        const int j = std::min(k, n - k);  // mirror pairs computed once, so they match exactly
        const double angle = 2 * std::numbers::pi * j / n;
        const double side = k < n - k ? -1.0 : k > n - k ? 1.0 : 0.0;
        at[k] = Point{side * radius * std::sin(angle), radius * (1 - std::cos(angle))};
    }
    return at;
}

namespace {

using SpringGraph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS, boost::no_property,
                                          boost::property<boost::edge_weight_t, double>>;
using SpringTopology = boost::square_topology<>;

// Boost's own tolerance, with a bound on the number of steps, so a layout that oscillates ends.
struct BoundedTolerance {
    boost::layout_tolerance<double> tolerance{0.001};
    long stepsLeft;
    template <typename Vertex>
    bool operator()(double delta, Vertex v, const SpringGraph& g, bool global) {
        return --stepsLeft <= 0 || tolerance(delta, v, g, global);
    }
};

}  // namespace

std::vector<Point> springShape(int n, std::span<const std::pair<int, int>> edges) {
    std::vector<std::pair<int, int>> simple;
    simple.reserve(edges.size());
    for (auto [a, b] : edges)
        if (a != b) simple.emplace_back(std::min(a, b), std::max(a, b));
    std::sort(simple.begin(), simple.end());
    simple.erase(std::unique(simple.begin(), simple.end()), simple.end());
    SpringGraph g(n);
    for (auto [a, b] : simple) boost::add_edge(a, b, 1.0, g);

    std::vector<SpringTopology::point_type> place(n);
    auto placeMap = boost::make_iterator_property_map(place.begin(), boost::get(boost::vertex_index, g));
    boost::circle_graph_layout(g, placeMap, n / (2 * std::numbers::pi) + 1);
    boost::kamada_kawai_spring_layout(g, placeMap, boost::get(boost::edge_weight, g), SpringTopology{},
                                      boost::edge_length(1.0), BoundedTolerance{{0.001}, 200L * n});

    std::vector<Point> at(n);
    for (int v = 0; v < n; ++v) at[v] = Point{place[v][0], place[v][1]};
    // Stand the tangle on its root: turn it so the root is straight below the centre.
    Point centre{};
    for (const Point& p : at) centre = Point{centre.x + p.x / n, centre.y + p.y / n};
    const double dx = at[0].x - centre.x, dy = at[0].y - centre.y;
    if (std::hypot(dx, dy) > 1e-9) {
        const double turn = -std::numbers::pi / 2 - std::atan2(dy, dx);
        const double c = std::cos(turn), s = std::sin(turn);
        for (Point& p : at) p = Point{c * (p.x - centre.x) - s * (p.y - centre.y), s * (p.x - centre.x) + c * (p.y - centre.y)};
    }
    const Point root = at[0];
    for (Point& p : at) p = Point{p.x - root.x, p.y - root.y};
    // No two closer than a unit; then the others lifted together to at least a unit above the root.
    double closest = std::numeric_limits<double>::infinity();
    for (int a = 0; a < n; ++a)
        for (int b = a + 1; b < n; ++b) closest = std::min(closest, std::hypot(at[a].x - at[b].x, at[a].y - at[b].y));
    if (!(closest > 1e-6)) return ringShape(n);  // a degenerate spring layout: a ring is always readable
    if (closest < 1)
        for (Point& p : at) p = Point{p.x / closest, p.y / closest};
    double lowest = std::numeric_limits<double>::infinity();
    for (int v = 1; v < n; ++v) lowest = std::min(lowest, at[v].y);
    for (int v = 1; v < n; ++v) at[v].y += 1 - lowest;
    at[0] = Point{};
    return at;
}

Shelves packShelves(std::span<const Box> items, double firstRowY, double minRowWidth, bool smallFirst) {
    const Box unit{-0.5, 0.5, -0.5, 0.5, false};
    auto boxOf = [&](std::size_t k) -> const Box& { return items[k].empty ? unit : items[k]; };
    double area = 0, widest = 0, total = 0;
    for (std::size_t k = 0; k < items.size(); ++k) {
        area += boxOf(k).width() * boxOf(k).height();
        widest = std::max(widest, boxOf(k).width());
        total += boxOf(k).width();
    }
    const double rowWidth = std::max({widest, 1.4 * std::sqrt(area), minRowWidth});
    std::vector<std::size_t> order(items.size());
    for (std::size_t k = 0; k < order.size(); ++k) order[k] = k;
    if (smallFirst && total > rowWidth + 1e-9)
        std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
            return boxOf(a).width() * boxOf(a).height() < boxOf(b).width() * boxOf(b).height();
        });
    Shelves s;
    s.anchors.resize(items.size());
    double below = 0;  // the top of the row below
    for (std::size_t first = 0, end = 0; first < order.size(); first = end) {
        double used = 0;
        for (end = first; end < order.size() && (end == first || used + boxOf(order[end]).width() <= rowWidth + 1e-9); ++end)
            used += boxOf(order[end]).width();
        double y = firstRowY;
        if (first > 0) {
            y = -std::numeric_limits<double>::infinity();
            for (std::size_t i = first; i < end; ++i) y = std::max(y, below - boxOf(order[i]).bottom);
        }
        double cursor = -used / 2;
        for (std::size_t i = first; i < end; ++i) {
            const std::size_t k = order[i];
            s.anchors[k] = Point{cursor - boxOf(k).left, y};
            cursor += boxOf(k).width();
            s.box.add(boxOf(k), s.anchors[k]);
        }
        below = s.box.top;
    }
    return s;
}

}  // namespace homestead::detail

namespace homestead::detail {

namespace {

// packBlob's halving: packs items[from, to) about `width` wide into `anchors` (relative to the
// patch it returns). `areaBefore[k]` is the total area of the items before k. A run of at most
// kRunArea square units is packed in rows; a bigger one is halved by area and its halves put side by
// side, each given its share of the width, when the patch is at least twice as wide as high, else one
// above the other at the full width: every patch is nearly filled, whatever the items' sizes.
constexpr double kRunArea = 24;

Box packHalves(std::span<const Box> items, const std::vector<double>& areaBefore, std::size_t from, std::size_t to,
               double width, std::vector<Point>& anchors) {
    const double area = areaBefore[to] - areaBefore[from];
    if (to - from == 1 || area <= kRunArea) {
        const Shelves rows = packShelves(items.subspan(from, to - from), 0, width);
        std::copy(rows.anchors.begin(), rows.anchors.end(), anchors.begin() + std::ptrdiff_t(from));
        return rows.box;
    }
    // the split nearest to half the area, each side keeping at least one item
    const double half = (areaBefore[from] + areaBefore[to]) / 2;
    auto at = std::lower_bound(areaBefore.begin() + std::ptrdiff_t(from) + 1, areaBefore.begin() + std::ptrdiff_t(to), half);
    std::size_t mid = std::size_t(at - areaBefore.begin());
    if (mid > from + 1 && half - areaBefore[mid - 1] < areaBefore[mid] - half) --mid;
    mid = std::clamp(mid, from + 1, to - 1);
    const bool beside = width * width >= 2 * area;
    const double firstWidth = beside ? width * (areaBefore[mid] - areaBefore[from]) / area : width;
    const Box first = packHalves(items, areaBefore, from, mid, firstWidth, anchors);
    const Box second = packHalves(items, areaBefore, mid, to, beside ? width - firstWidth : width, anchors);
    const Point shift = beside ? Point{first.right - second.left, first.bottom - second.bottom}
                               : Point{first.left - second.left, first.top - second.bottom};
    for (std::size_t k = mid; k < to; ++k) anchors[k] = Point{anchors[k].x + shift.x, anchors[k].y + shift.y};
    Box both = first;
    both.add(second, shift);
    return both;
}

}  // namespace

Shelves packBlob(std::span<const Box> items) {
    Shelves s;
    if (items.empty()) return s;
    std::vector<double> areaBefore(items.size() + 1, 0);
    for (std::size_t k = 0; k < items.size(); ++k)
        areaBefore[k + 1] = areaBefore[k] + (items[k].empty ? 1.0 : std::max(items[k].width() * items[k].height(), 1e-9));
    // the squarest of a few widths (what the rows of a half hold is only known once packed)
    auto squareness = [](const Box& b) { return std::max(b.width() / b.height(), b.height() / b.width()); };
    std::vector<Point> anchors(items.size());
    for (double widthPerSide : {1.0, 1.2, 1.45}) {
        const Box box = packHalves(items, areaBefore, 0, items.size(), widthPerSide * std::sqrt(areaBefore.back()), anchors);
        if (s.anchors.empty() || squareness(box) < squareness(s.box)) {
            s.box = box;
            s.anchors = anchors;
        }
    }
    return s;
}

double blobSpread(double edgeLength, double packedArea) {
    if (!(edgeLength > 0) || !(packedArea > 0)) return 1;
    return std::clamp(edgeLength / (kBlobInk * packedArea), 1.0, kWidestBlobSpread);
}

}  // namespace homestead::detail
