// Concyclic classes by grouping the cycle labels of the skeleton pass; the mating of one class from
// the chains of pieces its chops leave (and, as the baseline, by chopping each edge). See concyclic.h.
#include "homestead/concyclic.h"

#include "hackenbush_skeleton.h"
#include "homestead/analysis.h"

#include <algorithm>
#include <bit>
#include <string>
#include <tuple>
#include <utility>

namespace homestead {

namespace detail {

ConcyclicClasses concyclicClassIndices(const Picture& picture, const Skeleton& s) {
    const int m = static_cast<int>(s.eu.size());
    const auto& edges = picture.edges();  // (empty when s keeps the ids: see Skeleton::idOf)
    ConcyclicClasses result;
    result.classOfEdge.assign(m, -1);
    // The edge indices in id order: picture order when that is already id order (the usual case).
    const bool inIdOrder = s.edgesInIdOrder;
    std::vector<int> order;
    if (!inIdOrder) {
        order.resize(m);
        for (int e = 0; e < m; ++e) order[e] = e;
        std::sort(order.begin(), order.end(), [&](int x, int y) { return s.idOf(edges, x) < s.idOf(edges, y); });
    }
    auto edgeAt = [&](int i) { return inIdOrder ? i : order[i]; };
    auto onCycle = [&](int e) { return s.standing[e] && !s.bridge[e]; };

    // Walking the edges on cycles in id order, a label seen for the first time opens the next class:
    // the classes come numbered by their smallest id. The table is open addressing on the label's
    // bits (random words, so they hash themselves), at most 2/3 full.
    int cycleEdges = 0;
    for (int e = 0; e < m; ++e) cycleEdges += onCycle(e);
    const std::size_t mask = std::bit_ceil(static_cast<std::size_t>(cycleEdges) * 3 / 2 + 2) - 1;
    struct Slot {
        std::uint64_t label;
        int cls;  // -1: empty
    };
    std::vector<Slot> table(mask + 1, Slot{0, -1});
    std::vector<int> size;
    auto slotOf = [&](std::uint64_t label) { return (label ^ (label >> 29)) & mask; };
    constexpr int ahead = 16;  // prefetch the slot of the edge this far ahead: the misses overlap
    for (int i = 0; i < m; ++i) {
        if (i + ahead < m) __builtin_prefetch(&table[slotOf(s.label[edgeAt(i + ahead)])]);
        const int e = edgeAt(i);
        if (!onCycle(e)) continue;
        const std::uint64_t label = s.label[e];
        std::size_t h = slotOf(label);
        while (table[h].cls >= 0 && table[h].label != label) h = (h + 1) & mask;
        if (table[h].cls < 0) {
            table[h] = {label, static_cast<int>(size.size())};
            size.push_back(0);
        }
        result.classOfEdge[e] = table[h].cls;
        ++size[table[h].cls];
    }
    table = {};
    // The members, class after class, each in id order.
    result.start.resize(size.size() + 1);
    result.start[0] = 0;
    for (std::size_t c = 0; c < size.size(); ++c) result.start[c + 1] = result.start[c] + size[c];
    result.members.resize(result.start.back());
    std::vector<int>& fill = size;
    std::copy(result.start.begin(), result.start.end() - 1, fill.begin());
    for (int i = 0; i < m; ++i) {
        const int e = edgeAt(i);
        const int c = result.classOfEdge[e];
        if (c >= 0) result.members[fill[c]++] = e;
    }
    return result;
}

}  // namespace detail

std::vector<std::vector<EdgeId>> concyclicClasses(const Picture& picture) {
    detail::Skeleton s = detail::buildSkeleton(picture);
    detail::ConcyclicClasses classes = detail::concyclicClassIndices(picture, s);
    std::vector<std::vector<EdgeId>> result(classes.count());
    for (int c = 0; c < classes.count(); ++c) {
        result[c].reserve(classes[c].size());
        for (int e : classes[c]) result[c].push_back(s.idOf(picture.edges(), e));
    }
    return result;
}

namespace {

// The edge indices of `cls` after checking that they are distinct edges of one concyclic class.
std::vector<int> classEdgeIndices(const Picture& picture, const detail::Skeleton& s, std::span<const EdgeId> cls) {
    if (cls.empty()) throw PictureError("mateClass: the class is empty");
    std::vector<int> index;
    index.reserve(cls.size());
    std::uint64_t label = 0;
    for (EdgeId id : cls) {
        if (!picture.hasEdge(id))
            throw PictureError("mateClass: edge " + std::to_string(id) + " is not in the picture");
        const int e = static_cast<int>(picture.indexOfEdge(id));
        if (!s.standing[e] || s.bridge[e])
            throw PictureError("mateClass: edge " + std::to_string(id) + " is not on a cycle");
        if (label == 0) label = s.label[e];
        else if (s.label[e] != label)
            throw PictureError("mateClass: edge " + std::to_string(id) + " is not concyclic with edge " +
                               std::to_string(cls.front()));
        index.push_back(e);
    }
    std::vector<int> sorted = index;
    std::sort(sorted.begin(), sorted.end());
    if (auto twice = std::adjacent_find(sorted.begin(), sorted.end()); twice != sorted.end())
        throw PictureError("mateClass: edge " + std::to_string(picture.edges()[*twice].id) + " is given twice");
    return index;
}

// The order of the mating: a larger (x|y) first, ties to the pair with the smaller ids. Read from
// the upper triangle, so that the order is symmetric whatever the matrix.
struct PairOrder {
    const ClassMating& m;
    auto key(std::size_t i, std::size_t j) const {
        if (i > j) std::swap(i, j);
        const EdgeId lo = std::min(m.edges[i], m.edges[j]), hi = std::max(m.edges[i], m.edges[j]);
        return std::make_tuple(m.matrix[i][j], -lo, -hi);
    }
};

void recordPair(ClassMating& m, std::size_t i, std::size_t j) {
    m.pairs.emplace_back(std::min(m.edges[i], m.edges[j]), std::max(m.edges[i], m.edges[j]));
}

}  // namespace

ClassMating mateClass(const Picture& picture, std::span<const EdgeId> cls) {
    const detail::Skeleton s = detail::buildSkeleton(picture);
    const std::vector<int> given = classEdgeIndices(picture, s, cls);
    const std::size_t k = cls.size();
    ClassMating result;
    result.edges.assign(cls.begin(), cls.end());

    // The whole class (cls may be part of it), cut into its pieces.
    const std::uint64_t label = s.label[given.front()];
    std::vector<int> whole;
    for (int e = 0; e < static_cast<int>(s.eu.size()); ++e)
        if (s.standing[e] && !s.bridge[e] && s.label[e] == label) whole.push_back(e);
    const std::vector<std::uint64_t> sum = detail::pieceSums(s);
    std::vector<int> cut, scratch;
    std::vector<std::uint64_t> pieces;
    detail::classPieces(s, sum, sum[s.gardenRoot[s.gardenOfEdge[given.front()]]], whole, cut, pieces, scratch);
    const int n = static_cast<int>(cut.size());
    std::vector<int> positionInCut(s.eu.size(), -1);
    for (int f = 0; f < n; ++f) positionInCut[cut[f]] = f;

    // Row i: chop f_j = cls[i]; the stresses up the two chains that are left (see classPieces).
    result.matrix.assign(k, std::vector<std::uint64_t>(k, 0));
    std::vector<std::uint64_t> stress(n, 0);  // by position in cut: f_{p+1}
    for (std::size_t i = 0; i < k; ++i) {
        const int j = positionInCut[given[i]] + 1;
        std::uint64_t v = 0;
        for (int p = j - 1; p >= 1; --p) stress[p - 1] = v = 1 + (pieces[p] ^ v);
        v = 0;
        for (int p = j; p <= n - 1; ++p) stress[p] = v = 1 + (pieces[p] ^ v);
        for (std::size_t l = 0; l < k; ++l)
            if (l != i) result.matrix[i][l] = weightOfStress(stress[positionInCut[given[l]]]);
    }

    // Mating, greedily by PairOrder, in O(k^2): follow each edge to its best partner until two
    // edges are each other's best (a chain whose pairs only get better, so no cycles); such a pair
    // is the greedy choice among what is left whatever is mated meanwhile, and removing it leaves
    // the rest of the chain valid. Every edge joins the chain once, each step scans the class once.
    const PairOrder order{result};
    std::vector<char> alive(k, 1);
    std::vector<std::size_t> chain;
    std::size_t left = k, first = 0;
    std::vector<std::pair<std::size_t, std::size_t>> mated;
    while (left >= 2) {
        if (chain.empty()) {
            while (!alive[first]) ++first;
            chain.push_back(first);
        }
        const std::size_t a = chain.back();
        std::size_t b = k;
        for (std::size_t x = 0; x < k; ++x)
            if (alive[x] && x != a && (b == k || order.key(a, x) > order.key(a, b))) b = x;
        if (chain.size() >= 2 && chain[chain.size() - 2] == b) {
            chain.resize(chain.size() - 2);
            alive[a] = alive[b] = 0;
            left -= 2;
            mated.emplace_back(a, b);
        } else {
            chain.push_back(b);
        }
    }
    // The greedy order: each pair was the best of what was left, so their keys decrease.
    std::sort(mated.begin(), mated.end(),
              [&](auto p, auto q) { return order.key(p.first, p.second) > order.key(q.first, q.second); });
    for (auto [a, b] : mated) recordPair(result, a, b);
    for (std::size_t x = 0; x < k; ++x)
        if (alive[x]) result.spinster = cls[x];
    return result;
}

ClassMating mateClassByChopping(const Picture& picture, std::span<const EdgeId> cls) {
    const std::vector<int> given = classEdgeIndices(picture, detail::buildSkeleton(picture), cls);
    const std::size_t k = cls.size();
    ClassMating result;
    result.edges.assign(cls.begin(), cls.end());
    result.matrix.assign(k, std::vector<std::uint64_t>(k, 0));
    for (std::size_t i = 0; i < k; ++i) {
        Picture after = picture.chop(cls[i]).picture;
        detail::Skeleton t = detail::buildSkeleton(after);
        for (std::size_t j = 0; j < k; ++j)
            if (j != i) result.matrix[i][j] = weightOfStress(t.stress[after.indexOfEdge(cls[j])]);
    }
    // The definition: mate the best pair of all that are left, again and again (O(k^3)).
    const PairOrder order{result};
    std::vector<std::size_t> left(k);
    for (std::size_t i = 0; i < k; ++i) left[i] = i;
    while (left.size() >= 2) {
        std::size_t bi = 0, bj = 1;
        for (std::size_t a = 0; a < left.size(); ++a)
            for (std::size_t b = a + 1; b < left.size(); ++b)
                if (order.key(left[a], left[b]) > order.key(left[bi], left[bj])) bi = a, bj = b;
        recordPair(result, left[bi], left[bj]);
        left.erase(left.begin() + static_cast<std::ptrdiff_t>(bj));
        left.erase(left.begin() + static_cast<std::ptrdiff_t>(bi));
    }
    if (!left.empty()) result.spinster = cls[left[0]];
    return result;
}

}  // namespace homestead
