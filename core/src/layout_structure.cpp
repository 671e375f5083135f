// The structural layout of a picture's blocks (see layout_structure.h).
#include "layout_structure.h"

#include "layout_shapes.h"

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

namespace homestead::detail {

namespace {

// A row of units over one vertex stays a single row up to this width, so small trees read the
// classic way; wider ones wrap once they pass about the square root of their area.
constexpr double kSingleRowWidth = 16;
// A run of bridges longer than this (a stalk) is folded into columns, so it is not a line.
constexpr int kStraightestChain = 24;
// Above a big tangle stand at most this many of its hangs plus the square root of its vertices
// (about what its top side holds), the biggest; the others go inside it, each beside its vertex.
constexpr int kMostHangsAboveABlob = 8;
// A hang of at most this many square units is hair: it goes inside a big tangle, beside its vertex.
constexpr double kHairArea = 9;

class StructuralLayout {
public:
    explicit StructuralLayout(const BlockForest& f)
        : f_(f), shape_(f.vertexCount), hangAt_(f.vertexCount), hang_(f.vertexCount), unitAt_(f.blockCount()),
          chainAbove_(f.vertexCount, 0), local_(f.vertexCount, -1), firstNeighbour_(f.vertexCount, -1),
          secondNeighbour_(f.vertexCount, -1), hangInCell_(f.vertexCount, 0) {}

    std::vector<Point> run() {
        std::vector<Box> units;
        for (auto it = f_.preorder.rbegin(); it != f_.preorder.rend(); ++it) {
            const int v = *it;
            units.clear();
            for (int b : f_.blocksAt(v)) units.push_back(layOutBlock(b));
            if (units.empty()) continue;
            if (onlyBridge(v)) chainAbove_[v] = 1 + chainAbove_[f_.members(f_.blocksAt(v)[0])[0]];
            Shelves s = packShelves(units, 0, kSingleRowWidth, true);
            for (std::size_t i = 0; i < units.size(); ++i) unitAt_[f_.blocksAt(v)[i]] = s.anchors[i];
            hang_[v] = s.box;
        }
        return place();
    }

private:
    const BlockForest& f_;
    std::vector<Point> shape_;   // a member's place relative to its block's root
    std::vector<Point> hangAt_;  // where the origin of what hangs from a member goes, relative to the same
    std::vector<Box> hang_;      // what hangs from a vertex, relative to its origin
    std::vector<Point> unitAt_;  // a block's root's place relative to the origin of what hangs from the root
    std::vector<int> chainAbove_;  // how many bridges follow one another straight up from a vertex
    std::vector<int> local_, firstNeighbour_, secondNeighbour_;  // scratch, -1 between blocks
    std::vector<char> hangInCell_;  // a big tangle's member whose hang is in its cell of the blob; 0 between blocks

    // The vertex carries one block, a bridge: the next link of a chain.
    bool onlyBridge(int v) const {
        const auto blocks = f_.blocksAt(v);
        return blocks.size() == 1 && f_.members(blocks[0]).size() == 1;
    }

    // A vertex with what hangs from it right above, relative to the vertex.
    Box withHang(int v) const {
        Box box;
        box.addNode(Point{});
        box.add(hang_[v], Point{});
        return box;
    }

    // The block's shape and what hangs from its members; returns what the unit covers, relative to
    // its root.
    Box layOutBlock(int b) {
        const auto members = f_.members(b);
        const int k = static_cast<int>(members.size());
        if (k == 1) {
            shape_[members[0]] = Point{0, 1};
            const int root = f_.root[b], below = f_.blockOfVertex[root];
            const bool chainGoesOnDown = onlyBridge(root) && below >= 0 && f_.members(below).size() == 1;
            if (!chainGoesOnDown && 1 + chainAbove_[members[0]] > kStraightestChain) return foldChain(b);
        } else if (std::vector<int> ring = ringOrder(b); !ring.empty()) {
            const std::vector<Point> at = ringShape(k + 1);
            for (int i = 1; i <= k; ++i) shape_[ring[i]] = at[i];
        } else if (k + 1 <= kMostSprungVertices) {
            local_[f_.root[b]] = 0;
            for (int i = 0; i < k; ++i) local_[members[i]] = i + 1;
            std::vector<std::pair<int, int>> edges;
            for (auto [a, c] : f_.edges(b)) edges.emplace_back(local_[a], local_[c]);
            const std::vector<Point> at = springShape(k + 1, edges);
            for (int i = 0; i < k; ++i) shape_[members[i]] = at[i + 1];
            local_[f_.root[b]] = -1;
            for (int v : members) local_[v] = -1;
        } else {
            return packTangle(b);
        }
        return hangAbove(members);
    }

    // A chain of bridges starting with bridge b, longer than kStraightestChain, drawn as columns one
    // unit apart, up the first, down the next, and so on (about twice as high as wide); what hangs
    // from its top vertex goes above all the columns. Overrides the straight layout the links got.
    Box foldChain(int b) {
        const int links = 1 + chainAbove_[f_.members(b)[0]];
        const int high = static_cast<int>(std::ceil(std::sqrt(2.0 * links)));
        Box box;
        Point previous{};
        int v = f_.members(b)[0];
        for (int t = 0;; ++t) {
            const int column = t / high, row = t % high;
            const Point at{double(column), column % 2 == 0 ? 1.0 + row : double(high - row)};
            if (t > 0) unitAt_[f_.blocksAt(f_.root[f_.blockOfVertex[v]])[0]] = Point{};
            shape_[v] = hangAt_[v] = Point{at.x - previous.x, at.y - previous.y};
            box.addNode(at);
            previous = at;
            if (t + 1 == links) break;
            v = f_.members(f_.blocksAt(v)[0])[0];
        }
        // The top vertex's hang: above the columns.
        hangAt_[v] = Point{shape_[v].x, shape_[v].y + high - previous.y};
        box.add(hang_[v], Point{previous.x, double(high)});
        return box;
    }

    // A big tangle: a compact blob of its members in preorder (packBlob: a subtree of the search is a
    // patch, so the search's tree edges are short), standing on the root, its cells spread apart as
    // far as the edges crossing it need (blobSpread). The biggest things hanging from it, as many as
    // its top side holds, stand above it as readable trees (hangAbove); the rest (the hair all over a
    // random tangle: leaves, short stalks) goes inside, each beside its vertex in its cell, so that no
    // edge has to cross the blob to reach it.
    Box packTangle(int b) {
        const auto members = f_.members(b);
        std::vector<int> carrying;
        for (int v : members)
            if (!hang_[v].empty) carrying.push_back(v);
        const auto roomAbove = static_cast<std::size_t>(kMostHangsAboveABlob + std::sqrt(double(members.size())));
        auto areaOf = [&](int v) { return hang_[v].width() * hang_[v].height(); };
        if (carrying.size() > roomAbove) {
            std::stable_sort(carrying.begin(), carrying.end(), [&](int a, int c) { return areaOf(a) > areaOf(c); });
            std::size_t above = 0;
            while (above < roomAbove && areaOf(carrying[above]) > kHairArea) ++above;
            for (std::size_t i = above; i < carrying.size(); ++i) hangInCell_[carrying[i]] = 1;
        }
        std::vector<Box> cells;
        cells.reserve(members.size());
        for (int v : members) cells.push_back(hangInCell_[v] ? withHang(v) : Box{});
        const Shelves s = packBlob(cells);
        const double spread = blobSpread(packedEdgeLength(b, s), s.box.width() * s.box.height());
        Box blob;
        for (std::size_t i = 0; i < members.size(); ++i) {
            const Point at{s.anchors[i].x * spread, s.anchors[i].y * spread};
            if (cells[i].empty) blob.addNode(at);
            else blob.add(cells[i], at);
        }
        // every vertex at least a unit above the root, the blob centred over it
        const Point shift{-(blob.left + blob.right) / 2, 0.5 - blob.bottom};
        for (std::size_t i = 0; i < members.size(); ++i)
            shape_[members[i]] = hangAt_[members[i]] = Point{s.anchors[i].x * spread + shift.x, s.anchors[i].y * spread + shift.y};
        const Box box = hangAbove(members);
        for (int v : members) hangInCell_[v] = 0;
        return box;
    }

    // The total length of a big tangle's edges with its members where `packed` puts them (the root
    // under the middle of their box).
    double packedEdgeLength(int b, const Shelves& packed) {
        const auto members = f_.members(b);
        const Point root{(packed.box.left + packed.box.right) / 2, packed.box.bottom - 0.5};
        local_[f_.root[b]] = 0;
        for (std::size_t i = 0; i < members.size(); ++i) local_[members[i]] = static_cast<int>(i) + 1;
        auto at = [&](int v) { return local_[v] == 0 ? root : packed.anchors[std::size_t(local_[v] - 1)]; };
        double length = 0;
        for (auto [u, w] : f_.edges(b)) length += std::hypot(at(u).x - at(w).x, at(u).y - at(w).y);
        local_[f_.root[b]] = -1;
        for (int v : members) local_[v] = -1;
        return length;
    }

    // The vertices of a ring in cycle order from the root, or nothing if the block is not a ring
    // (some vertex has other than two neighbours in it).
    std::vector<int> ringOrder(int b) {
        const int root = f_.root[b];
        bool ring = true;
        auto note = [&](int v, int w) {
            if (firstNeighbour_[v] < 0 || firstNeighbour_[v] == w) firstNeighbour_[v] = w;
            else if (secondNeighbour_[v] < 0 || secondNeighbour_[v] == w) secondNeighbour_[v] = w;
            else ring = false;
        };
        for (auto [a, c] : f_.edges(b)) {
            note(a, c);
            note(c, a);
        }
        for (int v : f_.members(b)) ring = ring && secondNeighbour_[v] >= 0;
        ring = ring && secondNeighbour_[root] >= 0;
        std::vector<int> order;
        if (ring) {
            order.push_back(root);
            for (int previous = root, at = firstNeighbour_[root]; at != root;) {
                order.push_back(at);
                const int next = firstNeighbour_[at] == previous ? secondNeighbour_[at] : firstNeighbour_[at];
                previous = at;
                at = next;
            }
        }
        firstNeighbour_[root] = secondNeighbour_[root] = -1;
        for (int v : f_.members(b)) firstNeighbour_[v] = secondNeighbour_[v] = -1;
        return order;
    }

    // What hangs from the members of a block whose shape is set (but for what is in a member's cell
    // already: hangInCell_): straight above its vertex when only
    // the top vertex carries anything (a tree grows up), otherwise in rows over the shape, left to
    // right in the order of the vertices they hang from.
    Box hangAbove(std::span<const int> members) {
        Box box;
        double shapeTop = -1e300;
        std::vector<int> carrying;
        for (int v : members) {
            box.addNode(shape_[v]);
            shapeTop = std::max(shapeTop, shape_[v].y);
            if (hangInCell_[v]) box.add(hang_[v], shape_[v]);
            else if (!hang_[v].empty) carrying.push_back(v);
        }
        if (carrying.size() == 1 && shape_[carrying[0]].y >= shapeTop) {
            hangAt_[carrying[0]] = shape_[carrying[0]];
            box.add(hang_[carrying[0]], shape_[carrying[0]]);
            return box;
        }
        if (carrying.empty()) return box;
        std::stable_sort(carrying.begin(), carrying.end(), [&](int a, int c) { return shape_[a].x < shape_[c].x; });
        std::vector<Box> hangs;
        double firstRowY = -1e300;
        for (int v : carrying) {
            hangs.push_back(hang_[v]);
            firstRowY = std::max(firstRowY, box.top - hang_[v].bottom);
        }
        Shelves s = packShelves(hangs, firstRowY, 0);
        for (std::size_t i = 0; i < carrying.size(); ++i) hangAt_[carrying[i]] = s.anchors[i];
        box.add(s.box, Point{});
        return box;
    }

    // Top-down: the ground's part at the origin, the floating components in rows to its right, then
    // every member from its block's root.
    std::vector<Point> place() const {
        const int n = f_.vertexCount;
        std::vector<Point> at(n), origin(n);
        if (!f_.componentRoots.empty()) {
            std::vector<Box> parts;
            for (int r : f_.componentRoots) parts.push_back(withHang(r));
            Shelves s = packShelves(parts, 1, 0);
            const double shift = hang_[0].empty ? -s.box.left : hang_[0].right + 1 - s.box.left;
            for (std::size_t i = 0; i < parts.size(); ++i) {
                const int r = f_.componentRoots[i];
                at[r] = origin[r] = Point{s.anchors[i].x + shift, s.anchors[i].y};
            }
        }
        for (int v : f_.preorder) {
            const int b = f_.blockOfVertex[v];
            if (b < 0) continue;
            const Point rootOrigin = origin[f_.root[b]];
            const Point base{rootOrigin.x + unitAt_[b].x, rootOrigin.y + unitAt_[b].y};
            at[v] = Point{base.x + shape_[v].x, base.y + shape_[v].y};
            origin[v] = Point{base.x + hangAt_[v].x, base.y + hangAt_[v].y};
        }
        return at;
    }
};

}  // namespace

std::vector<Point> structuralPositions(const BlockForest& forest) { return StructuralLayout(forest).run(); }

}  // namespace homestead::detail
