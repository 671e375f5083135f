// All winning moves: target climb for bridges, piece chains per concyclic class (a trie of chain
// values for all chops of a class at once), and the naive chop-and-re-analyse baseline.
// O(E log E) in all; see winning.h.
#include "homestead/winning.h"

#include "hackenbush_skeleton.h"
#include "homestead/analysis.h"

#include <algorithm>
#include <bit>
#include <utility>

namespace homestead {

namespace detail {

namespace {

// Values v_1..v_n that start at 0 at different times and all undergo the same steps
// v := 1 + (v ^ w). Keyed by the low bits first: "XOR all" is a lazy tag, "add 1 to all" swaps the
// children of the nodes along one path (the carry). Values stay below 2^bits (they are stresses of
// the picture, at most its edge count), so nothing wraps. Each operation costs O(bits).
class ChainTrie {
public:
    ChainTrie(int bits, int items) : bits_(bits), next_(items, -1) { nodes_.emplace_back(); }

    void insertZero(int item) {
        int x = 0;
        for (int d = 0; d < bits_; ++d) {
            push(x, d);
            if (nodes_[x].child[0] < 0) {
                int fresh = static_cast<int>(nodes_.size());
                nodes_.emplace_back();
                nodes_[x].child[0] = fresh;
            }
            x = nodes_[x].child[0];
        }
        next_[item] = nodes_[x].head;
        nodes_[x].head = item;
    }

    // v := 1 + (v ^ w) for every value present.
    void step(std::uint64_t w) {
        nodes_[0].tag ^= w;
        int x = 0;
        for (int d = 0; d < bits_ && x >= 0; ++d) {
            push(x, d);
            std::swap(nodes_[x].child[0], nodes_[x].child[1]);
            x = nodes_[x].child[0];  // the values whose bit d was 1: they carry
        }
    }

    // out[item] = the current value of every inserted item.
    void collect(std::vector<std::uint64_t>& out) {
        struct Frame { int node; int depth; std::uint64_t value; };
        std::vector<Frame> stack{{0, 0, 0}};
        while (!stack.empty()) {
            Frame f = stack.back();
            stack.pop_back();
            if (f.depth == bits_) {
                for (int item = nodes_[f.node].head; item >= 0; item = next_[item]) out[item] = f.value;
                continue;
            }
            push(f.node, f.depth);
            for (int b = 0; b < 2; ++b) {
                int c = nodes_[f.node].child[b];
                if (c >= 0) stack.push_back({c, f.depth + 1, f.value | (std::uint64_t(b) << f.depth)});
            }
        }
    }

private:
    struct Node {
        int child[2] = {-1, -1};
        std::uint64_t tag = 0;
        int head = -1;
    };
    void push(int x, int d) {
        std::uint64_t t = nodes_[x].tag;
        if (!t) return;
        if ((t >> d) & 1) std::swap(nodes_[x].child[0], nodes_[x].child[1]);
        for (int c : nodes_[x].child)
            if (c >= 0) nodes_[c].tag ^= t;
        nodes_[x].tag = 0;
    }
    int bits_;
    std::vector<Node> nodes_;
    std::vector<int> next_;
};

}  // namespace

std::vector<std::uint64_t> pieceSums(const Skeleton& s) {
    // S[v] = XOR over the vertices of v's DFS subtree inside its garden node of what they carry
    // (child bridges' stresses, 1 per non-bridge edge owned by the deeper end). The bridge up to
    // garden node c hangs from the parent of c's root and has stress W_c + 1.
    const int m = static_cast<int>(s.eu.size());
    constexpr int ahead = 16;  // prefetch for the edge this far ahead: the misses overlap
    std::vector<std::uint64_t> sum(s.vertexCount, 0);
    for (int c = 1; c < s.gardenCount; ++c) {
        if (c + ahead < s.gardenCount) __builtin_prefetch(&sum[s.parentVertex[s.gardenRoot[c + ahead]]], 1);
        sum[s.parentVertex[s.gardenRoot[c]]] ^= s.gardenSum[c] + 1;
    }
    for (int e = 0; e < m; ++e) {
        // No prefetch: these writes do not wait, and the out-of-order core overlaps them better
        // than a prefetch for every edge, most of which write nothing.
        if (s.standing[e] && !s.bridge[e]) sum[s.ownerVertex(e)] ^= 1;
    }
    // Leaves first. Whether v's tree edge is a bridge (v roots a garden node) is read off the
    // garden roots, which ascend in preorder, walked down alongside v: not looked up by edge, a
    // random read per vertex, which misses the cache on a large picture.
    int root = s.gardenCount - 1;  // the last garden root not after v
    for (int v = s.reachedCount - 1; v >= 1; --v) {
        if (v > ahead) __builtin_prefetch(&sum[s.parentVertex[v - ahead]], 1);
        while (s.gardenRoot[root] > v) --root;
        if (s.gardenRoot[root] != v) sum[s.parentVertex[v]] ^= sum[v];
    }
    return sum;
}

void classPieces(const Skeleton& s, const std::vector<std::uint64_t>& sum, std::uint64_t rootSum,
                 std::span<const int> cls, std::vector<int>& cut, std::vector<std::uint64_t>& pieces,
                 std::vector<int>& treeEdges) {
    treeEdges.clear();
    int back = -1;  // a class holds at most one non-tree edge: their labels are distinct
    for (int e : cls) {
        if (s.tree[e]) treeEdges.push_back(e);
        else back = e;
    }
    auto lowerEnd = [&](int e) { return s.ownerVertex(e); };
    // On one root path, deeper is later in preorder: the vertex numbers are the order.
    std::sort(treeEdges.begin(), treeEdges.end(), [&](int a, int b) { return lowerEnd(a) < lowerEnd(b); });
    const int t = static_cast<int>(treeEdges.size());
    pieces.clear();
    cut.assign(treeEdges.begin(), treeEdges.end());
    if (back >= 0) cut.push_back(back);
    if (t == 0) {
        pieces.push_back(rootSum ^ 1);
    } else {
        auto S = [&](int i) { return sum[lowerEnd(treeEdges[i])]; };
        if (back >= 0) pieces.push_back(rootSum ^ S(0));
        else pieces.push_back(rootSum ^ S(0) ^ S(t - 1) ^ 1);
        for (int i = 1; i < t; ++i) pieces.push_back(S(i - 1) ^ S(i) ^ 1);
        if (back >= 0) pieces.push_back(S(t - 1));
    }
}

std::vector<char> winningMask(const Skeleton& s, const ConcyclicClasses& classes) {
    const int m = static_cast<int>(s.eu.size());
    std::vector<char> wins(m, 0);
    if (s.value() == 0) return wins;

    // Targets: D[X] is what W_X must become for the whole picture to be worth 0; `none` when no
    // chop at or above X can make it 0. The stress of the bridge up to node c is W_c + 1. A node's
    // target and its root's piece sum (below) share a cache line: one miss per class.
    constexpr std::uint64_t none = ~std::uint64_t(0);
    struct Goal {
        std::uint64_t target;
        std::uint64_t rootSum;
    };
    std::vector<Goal> goal(s.gardenCount, Goal{none, 0});
    goal[0].target = 0;
    for (int c = 1; c < s.gardenCount; ++c) {
        int p = s.gardenParent[c];
        if (goal[p].target == none) continue;
        std::uint64_t need = goal[p].target ^ s.gardenSum[p] ^ (s.gardenSum[c] + 1);
        if (need == 0) wins[s.gardenBridge[c]] = 1;
        else goal[c].target = need - 1;
    }

    std::vector<std::uint64_t> sum = pieceSums(s);
    constexpr int ahead = 16;  // prefetch for the class this far ahead: the misses overlap

    for (int g = 0; g < s.gardenCount; ++g) goal[g].rootSum = sum[s.gardenRoot[g]];

    int bits = std::bit_width(static_cast<std::uint64_t>(m) + 2) + 1;
    std::vector<std::uint64_t> pieces, chainA, chainB;
    std::vector<int> cut;  // the class edges f_1..f_k in cyclic order
    std::vector<int> treeEdges;
    for (int c = 0; c < classes.count(); ++c) {
        if (c + ahead < classes.count()) {
            const int f = classes[c + ahead].front();
            __builtin_prefetch(&goal[s.gardenOfEdge[f]]);
            __builtin_prefetch(&sum[s.ownerVertex(f)]);
        }
        const std::span<const int> cls = classes[c];
        const Goal node = goal[s.gardenOfEdge[cls.front()]];
        if (node.target == none) continue;
        classPieces(s, sum, node.rootSum, cls, cut, pieces, treeEdges);
        const int k = static_cast<int>(cut.size());
        // Chopping f_j (cut[j-1], between pieces j-1 and j mod k) leaves chain A = pieces j-1..1
        // hanging from piece 0 by f_1 and chain B = pieces j..k-1 hanging by f_k.
        chainA.assign(k + 1, 0);
        chainB.assign(k + 1, 0);
        if (k <= 24) {  // small classes: the chains directly, O(k^2) but no allocation
            for (int j = 1; j <= k; ++j) {
                std::uint64_t v = 0;
                for (int i = j - 1; i >= 1; --i) v = 1 + (pieces[i] ^ v);
                chainA[j] = v;
                v = 0;
                for (int i = j; i <= k - 1; ++i) v = 1 + (pieces[i] ^ v);
                chainB[j] = v;
            }
        } else {
            ChainTrie trieA(bits, k + 1);
            for (int i = k - 1; i >= 1; --i) {
                trieA.insertZero(i + 1);
                trieA.step(pieces[i]);
            }
            trieA.collect(chainA);
            ChainTrie trieB(bits, k + 1);
            for (int i = 1; i <= k - 1; ++i) {
                trieB.insertZero(i);
                trieB.step(pieces[i]);
            }
            trieB.collect(chainB);
        }
        for (int j = 1; j <= k; ++j)
            if ((pieces[0] ^ chainA[j] ^ chainB[j]) == node.target) wins[cut[j - 1]] = 1;
    }
    return wins;
}

}  // namespace detail

std::vector<EdgeId> winningMoves(const Picture& picture) {
    detail::Skeleton s = detail::buildSkeleton(picture);
    auto classes = detail::concyclicClassIndices(picture, s);
    std::vector<char> wins = detail::winningMask(s, classes);
    std::vector<EdgeId> moves;
    for (std::size_t e = 0; e < wins.size(); ++e)
        if (wins[e]) moves.push_back(picture.edges()[e].id);
    std::sort(moves.begin(), moves.end());
    return moves;
}

std::vector<EdgeId> winningMovesByChopping(const Picture& picture) {
    std::vector<bool> standing = picture.standingMask();
    std::vector<EdgeId> moves;
    for (std::size_t e = 0; e < picture.edgeCount(); ++e) {
        if (!standing[e]) continue;
        EdgeId id = picture.edges()[e].id;
        Picture after = picture.chop(id).picture;
        if (detail::buildSkeleton(after).value() == 0) moves.push_back(id);
    }
    std::sort(moves.begin(), moves.end());
    return moves;
}

}  // namespace homestead
