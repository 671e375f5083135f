// The automatic layout at any size (layout.h): pictures without positions — random edge lists (a
// random tree on 20 base nodes with one edge in ten closing a cycle, as an edge list from another
// tool gives them), random trees, rings, dense blocks and mixes of them, from 2,000 edges up — come
// out with an aspect ratio between 1:3 and 3:1, so a screen fits them (a long stalk folded into
// columns); a dense block is a compact
// blob (its box about as many square units as it has nodes) hanging in a readable tree. Laid-out
// nodes never leave the ±1e9 a picture file holds, whatever fixed nodes stand at the extremes, and
// Paste still finds room after; given positions never move; the same picture gives the same layout.
#include <QtTest>

#include "homestead/layout.h"
#include "homestead/picture_limits.h"
#include "random_picture.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <vector>

using namespace homestead;

namespace {

struct Extent {
    double left = 1e300, right = -1e300, bottom = 1e300, top = -1e300;
    void add(Point p) {
        left = std::min(left, p.x);
        right = std::max(right, p.x);
        bottom = std::min(bottom, p.y);
        top = std::max(top, p.y);
    }
    // Width over height, a node counting one unit each way.
    double aspect() const { return (right - left + 1) / (top - bottom + 1); }
};

Extent extentOf(const Picture& p) {
    Extent e;
    for (const Node& n : p.nodes()) e.add(*n.position);
    return e;
}

Picture laidOut(Picture p) {
    layoutPicture(p);
    return p;
}

// An edge list from another tool: a random tree on 20 base nodes, one edge in ten closing a cycle
// between two random nodes; no positions.
Picture edgeList(int edges, std::uint32_t seed) {
    std::mt19937 rng(seed);
    Picture p;
    std::vector<NodeId> ids;
    for (int i = 0; i < 20; ++i) ids.push_back(p.addNode(std::nullopt, true));
    while (static_cast<int>(p.edgeCount()) < edges) {
        const NodeId below = ids[rng() % ids.size()];
        if (rng() % 10 == 0 && ids.size() > 30) {
            p.addEdge(below, ids[rng() % ids.size()]);
            continue;
        }
        ids.push_back(p.addNode());
        p.addEdge(below, ids.back());
    }
    return p;
}

// A random recursive tree on one base node.
Picture randomTree(int edges, std::uint32_t seed) {
    std::mt19937 rng(seed);
    Picture p;
    std::vector<NodeId> ids{p.addNode(std::nullopt, true)};
    for (int i = 0; i < edges; ++i) {
        ids.push_back(p.addNode());
        p.addEdge(ids[rng() % (ids.size() - 1)], ids.back());
    }
    return p;
}

// A ring of n edges through one base node, hanging from `at` when given.
std::vector<NodeId> addRing(Picture& p, int n, std::optional<NodeId> at = {}) {
    std::vector<NodeId> around{at ? *at : p.addNode(std::nullopt, true)};
    for (int i = 1; i < n; ++i) around.push_back(p.addNode());
    for (int i = 0; i < n; ++i) p.addEdge(around[i], around[(i + 1) % n]);
    return around;
}

// A dense random block of n nodes (each node joined to a few earlier ones), standing on `at`.
std::vector<NodeId> addDenseBlock(Picture& p, int n, NodeId at, std::mt19937& rng) {
    std::vector<NodeId> block{at};
    for (int i = 1; i < n; ++i) {
        block.push_back(p.addNode());
        for (int k = 0; k < 3; ++k) p.addEdge(block[rng() % i], block.back());
    }
    return block;
}

// A tree with rings, dense blocks and loops hanging from it: the mix a drawn picture has.
Picture mix(int edges, std::uint32_t seed) {
    std::mt19937 rng(seed);
    Picture p = randomTree(edges / 2, seed);
    std::vector<NodeId> ids;
    for (const Node& n : p.nodes()) ids.push_back(n.id);
    while (static_cast<int>(p.edgeCount()) < edges) {
        const NodeId at = ids[rng() % ids.size()];
        switch (rng() % 3) {
        case 0: addRing(p, 3 + rng() % 40, at); break;
        case 1: addDenseBlock(p, 5 + rng() % 60, at, rng); break;
        default: p.addEdge(at, at);
        }
    }
    return p;
}

// A part of a laid-out picture (these nodes): its box, and the length of its edges (both ends in it)
// per square unit of that box — how much of it a drawing's strokes paint.
struct Blob {
    Extent box;
    double ink = 0;
    double area() const { return (box.right - box.left + 1) * (box.top - box.bottom + 1); }
};

Blob blobOf(const Picture& q, const std::vector<NodeId>& nodes) {
    Blob b;
    std::set<NodeId> in(nodes.begin(), nodes.end());
    for (NodeId id : nodes) b.box.add(*q.node(id).position);
    double length = 0;
    for (const Edge& e : q.edges())
        if (in.count(e.from) && in.count(e.to)) {
            const Point pa = *q.node(e.from).position, pb = *q.node(e.to).position;
            length += std::hypot(pa.x - pb.x, pa.y - pb.y);
        }
    b.ink = length / b.area();
    return b;
}

// A dense part is a blob: as compact as its edges allow — a few square units per node, or, when its
// random cycles' edges would paint that solid, spread only until they come to a few units of edge
// per square unit (strokes a tenth of a unit wide then leave most of it blank, at any zoom).
QString blobProblems(const Blob& b, std::size_t nodes) {
    if (!(b.ink <= 5.0)) return QString("%1 units of edge per square unit: painted solid").arg(b.ink);
    if (!(b.area() < 4.0 * double(nodes) || b.ink >= 0.6))
        return QString("%1 square units for %2 nodes, only %3 units of edge per square unit").arg(b.area()).arg(nodes).arg(b.ink);
    if (!(b.box.aspect() >= 1.0 / 3 && b.box.aspect() <= 3)) return QString("aspect %1").arg(b.box.aspect());
    return {};
}

QString besideProblems(const Picture& before, const Picture& after) {
    std::set<std::pair<double, double>> places;
    for (std::size_t k = 0; k < after.nodeCount(); ++k) {
        const Node &was = before.nodes()[k], &is = after.nodes()[k];
        if (!is.position) return QString("node %1 has no position").arg(is.id);
        if (was.position && *was.position != *is.position) return QString("node %1 moved").arg(is.id);
        if (!(std::abs(is.position->x) <= kMaxPictureCoordinate && std::abs(is.position->y) <= kMaxPictureCoordinate))
            return QString("node %1 at (%2, %3) is out of bounds").arg(is.id).arg(is.position->x, 0, 'f').arg(is.position->y, 0, 'f');
        if (!places.emplace(is.position->x, is.position->y).second) return QString("node %1 shares its place").arg(is.id);
    }
    if (auto problem = pictureLimitProblem(after)) return QString::fromStdString(*problem);
    return {};
}

}  // namespace

class LayoutStructureTest : public QObject {
    Q_OBJECT
private slots:
    void fitsAScreen_data() {
        QTest::addColumn<Picture>("picture");
        for (int edges : {2000, 20000, 100000}) {
            for (std::uint32_t seed : {1u, 2u, 3u})
                QTest::newRow(qPrintable(QString("edge list %1 #%2").arg(edges).arg(seed))) << edgeList(edges, seed);
            QTest::newRow(qPrintable(QString("tree %1").arg(edges))) << randomTree(edges, 7);
            QTest::newRow(qPrintable(QString("mix %1").arg(edges))) << mix(edges, 11);
            QTest::newRow(qPrintable(QString("drawn-like %1").arg(edges))) << testing::randomLargePicture(5 + edges, edges);
        }
        for (int n : {10, 100, 2000}) {
            Picture ring;
            addRing(ring, n);
            QTest::newRow(qPrintable(QString("ring %1").arg(n))) << ring;
        }
        for (int n : {25, 30, 1000, 100000}) {  // a stalk, folded into columns, a ring on its top
            Picture stalk;
            NodeId top = stalk.addNode(std::nullopt, true);
            for (int i = 0; i < n; ++i) {
                const NodeId above = stalk.addNode();
                stalk.addEdge(top, above);
                top = above;
            }
            addRing(stalk, 12, top);
            QTest::newRow(qPrintable(QString("stalk %1").arg(n))) << stalk;
        }
        for (int n : {12, 40, 41, 500, 5000}) {
            std::mt19937 rng(n);
            Picture dense;
            addDenseBlock(dense, n, dense.addNode(std::nullopt, true), rng);
            QTest::newRow(qPrintable(QString("dense block %1").arg(n))) << dense;
        }
    }
    void fitsAScreen() {
        QFETCH(Picture, picture);
        const Extent e = extentOf(laidOut(picture));
        QVERIFY2(e.aspect() >= 1.0 / 3 && e.aspect() <= 3,
                 qPrintable(QString("%1 wide, %2 high").arg(e.right - e.left).arg(e.top - e.bottom)));
    }

    // A dense block hanging in a tree is a blob (blobProblems), beside the tree's own nodes; a
    // block of a few cycles stays a few square units per node (a row of them would be hundreds).
    void denseBlockIsACompactBlob() {
        std::mt19937 rng(3);
        Picture p = randomTree(300, 5);
        const NodeId at = p.nodes()[150].id;
        const std::vector<NodeId> block = addDenseBlock(p, 2000, at, rng);
        const Picture q = laidOut(p);
        QCOMPARE(blobProblems(blobOf(q, block), block.size()), QString());
        Picture few = randomTree(300, 5);  // a ladder of 500 rungs: 499 cycles
        std::vector<NodeId> ladder;
        NodeId left = few.nodes()[150].id, right = few.addNode();
        few.addEdge(left, right);
        ladder = {left, right};
        for (int i = 0; i < 500; ++i) {
            const NodeId l = few.addNode(), r = few.addNode();
            few.addEdge(left, l);
            few.addEdge(right, r);
            few.addEdge(l, r);
            ladder.push_back(left = l);
            ladder.push_back(right = r);
        }
        const Blob tidy = blobOf(laidOut(few), ladder);
        QVERIFY2(tidy.area() < 4.0 * double(ladder.size()), qPrintable(QString("%1 square units for %2 nodes").arg(tidy.area()).arg(ladder.size())));
        QCOMPARE(blobProblems(tidy, ladder.size()), QString());
        // A small dense block is drawn by the spring layout: no two of its nodes closer than a unit.
        Picture small = randomTree(20, 1);
        const std::vector<NodeId> k = addDenseBlock(small, 12, small.nodes()[10].id, rng);
        const Picture s = laidOut(small);
        for (std::size_t a = 0; a < k.size(); ++a)
            for (std::size_t b = a + 1; b < k.size(); ++b) {
                const Point pa = *s.node(k[a]).position, pb = *s.node(k[b]).position;
                QVERIFY(std::hypot(pa.x - pb.x, pa.y - pb.y) >= 1 - 1e-9);
            }
    }

    // A dense random part (a block of cross edges between random nodes, with loops and repeated
    // edges) hanging in a tree that stands on several base nodes, a few trees hanging from the
    // block: the block is a blob (blobProblems), and the trees stand beside
    // it, not inside it (hardly any of their nodes within the blob's box), drawn with short edges
    // (a few units on average, as a random tree alone).
    void denseRandomPartBesideAReadableTree_data() {
        QTest::addColumn<int>("blockNodes");
        QTest::addColumn<std::uint32_t>("seed");
        for (int n : {300, 3000, 30000})
            for (std::uint32_t seed : {1u, 2u}) QTest::newRow(qPrintable(QString("%1 #%2").arg(n).arg(seed))) << n << seed;
    }
    void denseRandomPartBesideAReadableTree() {
        QFETCH(int, blockNodes);
        QFETCH(std::uint32_t, seed);
        std::mt19937 rng(seed);
        Picture p;
        std::vector<NodeId> tree;
        for (int i = 0; i < 5; ++i) tree.push_back(p.addNode(std::nullopt, true));
        auto grow = [&](std::vector<NodeId>& nodes, NodeId from, int count) {
            const std::size_t first = nodes.size();
            nodes.push_back(from);
            for (int i = 0; i < count; ++i) {
                nodes.push_back(p.addNode());
                p.addEdge(nodes[first + rng() % (nodes.size() - 1 - first)], nodes.back());
            }
        };
        std::vector<NodeId> stems;
        grow(stems, tree[0], blockNodes);  // a random tree; then cross edges between random nodes of it
        grow(tree, tree[1], blockNodes);   // the readable tree, on other base nodes
        for (int i = 0; i < 3; ++i) p.addEdge(tree[rng() % 5], tree[5 + rng() % 20]);
        std::vector<NodeId> block(stems.begin() + 1, stems.end());
        for (int i = 0; i < blockNodes; ++i) p.addEdge(block[rng() % block.size()], block[rng() % block.size()]);
        for (int i = 0; i < 20; ++i) {
            const NodeId at = block[rng() % block.size()];
            p.addEdge(at, at);                                 // a loop
            p.addEdge(at, block[rng() % block.size()]);        // and a repeated edge
            p.addEdge(at, block[rng() % block.size()]);
        }
        for (int i = 0; i < 4; ++i) grow(tree, block[rng() % block.size()], 40);  // trees hanging from the block

        // the block: the random tree's nodes that lie on a cycle, nearly all; not the leaves no cross
        // edge reached (one edge each), which hang from it as hair
        {
            std::map<NodeId, int> degree;
            const std::set<NodeId> inStems(block.begin(), block.end());
            for (const Edge& e : p.edges())
                if (e.from != e.to && inStems.count(e.from) && inStems.count(e.to)) {
                    ++degree[e.from];
                    ++degree[e.to];
                }
            std::erase_if(block, [&](NodeId id) { return degree[id] < 2; });
        }
        const Picture q = laidOut(p);
        QCOMPARE(besideProblems(p, q), QString());
        const Extent all = extentOf(q);
        QVERIFY2(all.aspect() >= 1.0 / 3 && all.aspect() <= 3, qPrintable(QString("aspect %1").arg(all.aspect())));
        // the block is a blob (blobProblems), and its box, from the 5th to the 95th percentile each way, holds hardly any of the tree's nodes
        QCOMPARE(blobProblems(blobOf(q, block), block.size()), QString());
        std::vector<double> xs, ys;
        for (NodeId id : block) {
            xs.push_back(q.node(id).position->x);
            ys.push_back(q.node(id).position->y);
        }
        std::sort(xs.begin(), xs.end());
        std::sort(ys.begin(), ys.end());
        const std::size_t lo = xs.size() / 20, hi = xs.size() - 1 - xs.size() / 20;
        std::size_t inside = 0, treeEdges = 0;
        double treeLength = 0;
        for (std::size_t k = 5; k < tree.size(); ++k) {
            const Point at = *q.node(tree[k]).position;
            inside += at.x > xs[lo] && at.x < xs[hi] && at.y > ys[lo] && at.y < ys[hi] ? 1 : 0;
        }
        QVERIFY2(inside * 20 < tree.size(), qPrintable(QString("%1 of the tree's %2 nodes inside the blob").arg(inside).arg(tree.size())));
        std::set<NodeId> inTree(tree.begin(), tree.end());
        for (NodeId id : block) inTree.erase(id);  // not the edges from the blob up to the trees on it
        for (const Edge& e : q.edges()) {
            if (!inTree.count(e.from) || !inTree.count(e.to)) continue;
            ++treeEdges;
            const Point a = *q.node(e.from).position, b = *q.node(e.to).position;
            treeLength += std::hypot(a.x - b.x, a.y - b.y);
        }
        QVERIFY2(treeLength < 6.0 * double(treeEdges), qPrintable(QString("the tree's edges %1 units long on average").arg(treeLength / double(treeEdges))));
    }

    // Fixed nodes at the extremes of what a file holds, the rest laid out: every coordinate stays
    // within ±1e9, the fixed ones do not move, nobody shares a place, the same answer twice.
    void staysWithinTheFileBounds() {
        std::mt19937_64 rng(2024);
        const double far = kMaxPictureCoordinate;
        const std::vector<std::vector<double>> extremes{
            {far}, {-far}, {far, -far}, {far, far - 1, -far, -far + 3}, {far, 0, -far}, {far - 0.5, -far + 0.5, 1e8}};
        for (int trial = 0; trial < 600; ++trial) {
            Picture p = trial % 3 == 0 ? edgeList(40 + trial, static_cast<std::uint32_t>(trial)) : testing::randomSmallPicture(rng, 12);
            std::vector<NodeId> ids;
            for (const Node& n : p.nodes()) ids.push_back(n.id);
            for (NodeId id : ids) p.setPosition(id, std::nullopt);
            const auto& xs = extremes[trial % extremes.size()];
            for (std::size_t k = 0; k < xs.size() && k < ids.size(); ++k) {
                const NodeId id = ids[(k * 7 + trial) % ids.size()];
                const bool ground = p.node(id).ground;
                p.setPosition(id, Point{xs[k], ground ? 0.0 : (trial % 2 ? far : 1.0)});
            }
            const Picture q = laidOut(p);
            const QString wrong = besideProblems(p, q);
            QVERIFY2(wrong.isEmpty(), qPrintable(QString("trial %1: %2").arg(trial).arg(wrong)));
            QCOMPARE(laidOut(p), q);
        }
    }

    // Issue 37's picture: one node at x = 1e9, the others without positions. They are laid out to
    // its left, inside the bounds; a paste afterwards finds room (to the left again).
    void oneNodeAtTheRightEdge() {
        Picture p = edgeList(2000, 9);
        p.setPosition(p.nodes()[0].id, Point{kMaxPictureCoordinate, 0});
        const Picture q = laidOut(p);
        QCOMPARE(besideProblems(p, q), QString());
        for (std::size_t k = 1; k < q.nodeCount(); ++k) QVERIFY(q.nodes()[k].position->x < kMaxPictureCoordinate);
        const Picture pasted = placeBeside(q, laidOut(edgeList(500, 4)));
        QVERIFY(!pictureLimitProblem(pasted));
    }
};

QTEST_APPLESS_MAIN(LayoutStructureTest)
#include "tst_layout_structure.moc"
