// The shared skeleton pass (core/src/hackenbush_skeleton.*) keeps the invariants its sweeps rely on,
// on the 4,000 mixed random pictures (several base nodes, loops, parallel edges, edges between base
// nodes, floating parts, leaves) and on drawn-like pictures of 2,000 edges: the reached vertices are
// numbered in preorder (a parent before its child), the tree edges are exactly the vertices' parent
// edges, every other standing edge joins a vertex and one of its ancestors (a DFS tree), standing is
// reaching the ground, and the bridges are exactly the standing edges whose two ends fall apart
// (ground identified) without them, found here by union-find over all the other edges. The walk
// finishes a leaf without reading its arcs or its mark (but for the ground) and the sweeps read the tree flags and bridges by vertex:
// a wrong shortcut there breaks one of these. Edge ids that are the indices (a file just read) are
// taken without reading the edges: the same picture with other ids gives the same garden, loads
// and classes, renamed.
#include <QtTest>

#include "../../core/src/hackenbush_skeleton.h"
#include "homestead/analysis.h"
#include "homestead/garden.h"
#include "random_picture.h"

#include <algorithm>
#include <numeric>
#include <string>

using namespace homestead;
using namespace homestead::testing;

namespace {

struct UnionFind {
    std::vector<int> up;
    explicit UnionFind(int n) : up(n) { std::iota(up.begin(), up.end(), 0); }
    int find(int x) { return up[x] == x ? x : up[x] = find(up[x]); }
    void join(int a, int b) { up[find(a)] = find(b); }
};

// Empty when every invariant holds, else what broke.
std::string brokenInvariant(const Picture& p) {
    const detail::Skeleton s = detail::buildSkeleton(p);
    const int m = static_cast<int>(p.edgeCount()), n = s.vertexCount;
    std::vector<char> isParentEdge(m, 0);
    for (int v = 1; v < s.reachedCount; ++v) {
        const int e = s.parentEdge[v], u = s.parentVertex[v];
        if (e < 0 || u < 0 || u >= v) return "vertex " + std::to_string(v) + ": parent not earlier in preorder";
        if (!((s.eu[e] == u && s.ev[e] == v) || (s.eu[e] == v && s.ev[e] == u)))
            return "vertex " + std::to_string(v) + ": its parent edge does not join it to its parent";
        isParentEdge[e] = 1;
    }
    auto isAncestor = [&](int a, int v) {  // a on the tree path from v to the ground
        while (v > a) v = s.parentVertex[v];
        return v == a;
    };
    for (int e = 0; e < m; ++e) {
        const std::string edge = "edge " + std::to_string(p.edges()[e].id) + ": ";
        const bool reached = s.eu[e] < s.reachedCount;
        if ((s.ev[e] < s.reachedCount) != reached) return edge + "one end reached, the other not";
        if ((s.standing[e] != 0) != reached) return edge + "standing is not reaching the ground";
        if ((s.tree[e] != 0) != (isParentEdge[e] != 0)) return edge + "tree flag is not 'a vertex's parent edge'";
        if (reached && !s.tree[e] && !isAncestor(std::min(s.eu[e], s.ev[e]), std::max(s.eu[e], s.ev[e])))
            return edge + "a non-tree edge that does not join a vertex and its ancestor";
        // A bridge: standing, and its ends are apart in the picture without it (ground identified).
        bool apart = false;
        if (reached && s.eu[e] != s.ev[e]) {
            UnionFind sets(n);
            for (int f = 0; f < m; ++f)
                if (f != e) sets.join(s.eu[f], s.ev[f]);
            apart = sets.find(s.eu[e]) != sets.find(s.ev[e]);
        }
        if ((s.bridge[e] != 0) != apart) return edge + (apart ? "a bridge not marked" : "marked a bridge but on a cycle");
    }
    return {};
}

// The picture with edge id e renamed to 3e + 7 (ids no longer the indices), same order.
Picture withOtherIds(const Picture& p) {
    Picture q;
    for (const Node& node : p.nodes()) q.insertNode(node);
    for (Edge edge : p.edges()) {
        edge.id = 3 * edge.id + 7;
        q.insertEdge(edge);
    }
    return q;
}

// Empty when p (ids 0..m-1) and its renamed copy agree on the garden's bridges, the loads and the
// classes, else what differs.
std::string renamedDiffers(const Picture& p) {
    const Picture q = withOtherIds(p);
    if (!detail::buildSkeleton(p).idIsIndex) return "ids 0..m-1 not seen as the indices";
    if (detail::buildSkeleton(q).idIsIndex) return "renamed ids seen as the indices";
    auto renamed = [](std::vector<EdgeId> ids) {
        for (EdgeId& id : ids) id = 3 * id + 7;
        return ids;
    };
    const Garden gp = collapse(p), gq = collapse(q);
    if (gp.bridges.size() != gq.bridges.size()) return "bridge counts differ";
    for (std::size_t i = 0; i < gp.bridges.size(); ++i)
        if (3 * gp.bridges[i].edge + 7 != gq.bridges[i].edge || gp.bridges[i].stress != gq.bridges[i].stress)
            return "bridge " + std::to_string(i) + " differs";
    const auto lp = loads(p), lq = loads(q);
    for (std::size_t e = 0; e < lp.size(); ++e)
        if (renamed(lp[e]) != lq[e]) return "load of edge " + std::to_string(e) + " differs";
    const Analysis ap = analyse(p), aq = analyse(q);
    if (ap.classes.size() != aq.classes.size()) return "class counts differ";
    for (std::size_t c = 0; c < ap.classes.size(); ++c)
        if (renamed(ap.classes.copy(c)) != aq.classes.copy(c)) return "class " + std::to_string(c) + " differs";
    return {};
}

}  // namespace

class SkeletonWalkTest : public QObject {
    Q_OBJECT
private slots:
    void mixedPicturesKeepTheInvariants() {
        int checked = 0;
        forEachMixedPicture(7919, 17, 12, [&](std::uint64_t seed, Picture p) {
            const std::string broken = brokenInvariant(p);
            if (!broken.empty()) qWarning("picture %llu: %s", static_cast<unsigned long long>(seed), broken.c_str());
            ++checked;
            return broken.empty();
        });
        QCOMPARE(checked, 4000);
    }

    void drawnPicturesKeepTheInvariants() {
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            const std::string broken = brokenInvariant(randomLargePicture(seed, 2000));
            QVERIFY2(broken.empty(), broken.c_str());
        }
    }

    // The walk takes an arc to a leaf (a vertex with one arc) as new without looking at its mark: a
    // leaf is reached only through its one edge. The ground is the exception, when it has one arc:
    // the end of a stalk on one base node, or a lone loop there. Each vertex is reached once.
    void aGroundWithOneArcIsReachedOnce() {
        auto stalk = [](int edges, bool loopOnGround, bool loopOnTop) {
            Picture p;
            NodeId below = p.addNode(Point{0, 0}, true);
            if (loopOnGround) p.addEdge(below, below);
            for (int i = 0; i < edges; ++i) {
                const NodeId above = p.addNode(Point{0, double(i + 1)});
                p.addEdge(below, above);
                below = above;
            }
            if (loopOnTop) p.addEdge(below, below);
            return p;
        };
        for (int edges = 0; edges <= 3; ++edges)
            for (bool loopOnGround : {false, true})
                for (bool loopOnTop : {false, true}) {
                    if (edges == 0 && loopOnTop) continue;  // the top is the ground itself
                    const Picture p = stalk(edges, loopOnGround, loopOnTop);
                    const QByteArray what = QByteArray::number(edges) + " edges, loops " +
                                            QByteArray::number(loopOnGround) + QByteArray::number(loopOnTop);
                    QCOMPARE(detail::buildSkeleton(p).reachedCount, edges + 1);
                    const std::string broken = brokenInvariant(p);
                    QVERIFY2(broken.empty(), (what + ": " + broken.c_str()).constData());
                }
    }

    void idsThatAreIndicesAreNotLookedUp() {
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            Picture p = randomLargePicture(seed, 2000);
            QVERIFY(p.edges().front().id == 0);  // the drawn pictures number their edges from 0
            const std::string differs = renamedDiffers(p);
            QVERIFY2(differs.empty(), differs.c_str());
        }
    }
};

QTEST_APPLESS_MAIN(SkeletonWalkTest)
#include "tst_skeleton_walk.moc"
