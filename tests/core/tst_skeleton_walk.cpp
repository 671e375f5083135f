// The shared skeleton pass (core/src/hackenbush_skeleton.*) keeps the invariants its sweeps rely on,
// on the 4,000 mixed random pictures (several base nodes, loops, parallel edges, edges between base
// nodes, floating parts, leaves) and on drawn-like pictures of 2,000 edges: the reached vertices are
// numbered in preorder (a parent before its child), the tree edges are exactly the vertices' parent
// edges, every other standing edge joins a vertex and one of its ancestors (a DFS tree), standing is
// reaching the ground, and the bridges are exactly the standing edges whose two ends fall apart
// (ground identified) without them, found here by union-find over all the other edges. The walk
// finishes a leaf without reading its arcs and the sweeps read the tree flags and bridges by vertex:
// a wrong shortcut there breaks one of these.
#include <QtTest>

#include "../../core/src/hackenbush_skeleton.h"
#include "random_picture.h"

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
};

QTEST_APPLESS_MAIN(SkeletonWalkTest)
#include "tst_skeleton_walk.moc"
