// Automatic layout (see layout.h).
//
// 1. The structure (layout_blocks.h, layout_structure.h): every node that is not a base node gets
//    a place from the picture's tree of blocks, the whole roughly square.
// 2. Base nodes go on the ground line, each under the mean x of its other neighbours, in that order,
//    at least a unit apart (those with none after the rest).
// 3. Nodes that had a position keep it; the laid-out ones go beside them where the x range has room
//    within the ±kMaxPictureCoordinate a file can hold: to their right as before, else to their left,
//    else in the widest gap between them, squeezed sideways if even that is too narrow.
// Cost: O(V + E), plus sorting the base nodes and the given x's.
#include "homestead/layout.h"

#include "layout_blocks.h"
#include "layout_structure.h"

#include "homestead/picture_json.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <unordered_map>
#include <utility>
#include <vector>

namespace homestead {

namespace {

// Base nodes along the ground under what they carry, a unit apart at least.
void placeOnGround(const Picture& picture, std::vector<Point>& at) {
    const auto& nodes = picture.nodes();
    std::vector<double> sum(nodes.size(), 0);
    std::vector<int> count(nodes.size(), 0);
    for (const Edge& e : picture.edges()) {
        const std::size_t a = picture.indexOfNode(e.from), b = picture.indexOfNode(e.to);
        if (nodes[a].ground == nodes[b].ground) continue;
        const std::size_t base = nodes[a].ground ? a : b, other = nodes[a].ground ? b : a;
        sum[base] += at[other].x;
        ++count[base];
    }
    std::vector<std::size_t> bases;
    for (std::size_t i = 0; i < nodes.size(); ++i)
        if (nodes[i].ground) bases.push_back(i);
    auto wantedX = [&](std::size_t i) {
        return count[i] ? sum[i] / count[i] : std::numeric_limits<double>::infinity();
    };
    std::stable_sort(bases.begin(), bases.end(), [&](std::size_t a, std::size_t b) { return wantedX(a) < wantedX(b); });
    double previous = -std::numeric_limits<double>::infinity();
    for (std::size_t i : bases) {
        const double after = std::isinf(previous) ? 0.0 : previous + 1;
        const double x = !count[i] ? after : std::isinf(previous) ? wantedX(i) : std::max(wantedX(i), after);
        at[i] = Point{x, 0};
        previous = x;
    }
}

// Where the laid-out x range [left, right] goes among the given nodes' x's: new x = to + (x - left)·scale.
struct SidewaysFit {
    double to = 0;
    double scale = 1;
};

SidewaysFit fitSideways(std::vector<double> given, double left, double right) {
    constexpr double gap = 2, limit = kMaxPictureCoordinate - 1;
    const double width = right - left;
    if (given.empty()) {
        if (left >= -limit && right <= limit) return {left, 1};
        if (width <= 2 * limit) return {std::clamp(left, -limit, limit - width), 1};
        return {-limit, 2 * limit / width};
    }
    std::sort(given.begin(), given.end());
    // The free stretches of x, right end first, then the left end, then between given nodes from the right.
    // The left end is filled from its right, next to the given nodes.
    struct Stretch {
        double from, to;
        bool fromTheRight;
    };
    std::vector<Stretch> free{{given.back() + gap, limit, false}, {-limit, given.front() - gap, true}};
    for (std::size_t i = given.size() - 1; i > 0; --i)
        if (given[i] - given[i - 1] > 2 * gap) free.push_back({given[i - 1] + gap, given[i] - gap, false});
    for (const Stretch& s : free)
        if (s.to - s.from >= width) return {s.fromTheRight ? s.to - width : s.from, 1};
    auto widest = std::max_element(free.begin(), free.end(), [](const Stretch& a, const Stretch& b) { return a.to - a.from < b.to - b.from; });
    const double room = std::max(0.0, widest->to - widest->from);
    return {widest->from, width > 0 ? room / width : 1};
}

}  // namespace

void layoutPicture(Picture& picture) {
    const auto& nodes = picture.nodes();
    const std::size_t n = nodes.size();
    bool anyMissing = false;
    for (const Node& node : nodes) anyMissing = anyMissing || !node.position;
    if (!anyMissing) return;

    const detail::BlockForest forest = detail::findBlocks(picture);
    std::vector<Point> at(n);
    {
        const std::vector<Point> ofVertex = detail::structuralPositions(forest);
        for (std::size_t i = 0; i < n; ++i) at[i] = ofVertex[forest.vertexOfNode[i]];
    }
    placeOnGround(picture, at);

    std::vector<double> given;
    double left = std::numeric_limits<double>::infinity(), right = -left, top = 0;
    for (std::size_t i = 0; i < n; ++i) {
        if (nodes[i].position) {
            given.push_back(nodes[i].position->x);
            continue;
        }
        left = std::min(left, at[i].x);
        right = std::max(right, at[i].x);
        top = std::max(top, at[i].y);
    }
    const SidewaysFit fit = fitSideways(std::move(given), left, right);
    const double limit = kMaxPictureCoordinate - 1;
    const double yScale = top > limit ? limit / top : 1;
    std::vector<std::pair<NodeId, Point>> placed;
    for (std::size_t i = 0; i < n; ++i)
        if (!nodes[i].position)
            placed.emplace_back(nodes[i].id, Point{fit.to + (at[i].x - left) * fit.scale, at[i].y * yScale});
    for (auto& [id, p] : placed) picture.setPosition(id, p);
}

Picture placeBeside(Picture drawing, Picture added) {
    if (drawing.empty()) return added;
    auto xOf = [](const Node& n) { return n.position.value_or(Point{}).x; };
    double right = -std::numeric_limits<double>::infinity(), left = -right, addedLeft = left, addedRight = right;
    for (const Node& n : drawing.nodes()) {
        right = std::max(right, xOf(n));
        left = std::min(left, xOf(n));
    }
    for (const Node& n : added.nodes()) {
        addedLeft = std::min(addedLeft, xOf(n));
        addedRight = std::max(addedRight, xOf(n));
    }
    constexpr double gap = 1.5;
    double shift = right + gap - addedLeft;
    if (addedRight + shift > kMaxPictureCoordinate) shift = left - gap - addedRight;
    drawing.reserve(drawing.nodeCount() + added.nodeCount(), drawing.edgeCount() + added.edgeCount());
    std::unordered_map<NodeId, NodeId> ids;
    ids.reserve(added.nodeCount());
    for (const Node& n : added.nodes()) {
        const Point p = n.position.value_or(Point{});
        ids.emplace(n.id, drawing.addNode(Point{p.x + shift, p.y}, n.ground, n.name));
    }
    for (const Edge& e : added.edges()) drawing.addEdge(ids.at(e.from), ids.at(e.to), e.name);
    return drawing;
}

}  // namespace homestead
