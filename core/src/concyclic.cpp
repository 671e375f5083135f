// Concyclic classes by grouping the cycle labels of the skeleton pass; the mating of one class by
// chopping each of its edges. See concyclic.h.
#include "homestead/concyclic.h"

#include "hackenbush_skeleton.h"

#include <algorithm>
#include <bit>
#include <string>
#include <tuple>
#include <utility>

namespace homestead {

namespace detail {

ConcyclicClasses concyclicClassIndices(const Picture& picture, const Skeleton& s) {
    const int m = static_cast<int>(s.eu.size());
    const auto& edges = picture.edges();
    ConcyclicClasses result;
    result.classOfEdge.assign(m, -1);
    // The edge indices in id order: picture order when that is already id order (the usual case).
    const bool inIdOrder = s.edgesInIdOrder;
    std::vector<int> order;
    if (!inIdOrder) {
        order.resize(m);
        for (int e = 0; e < m; ++e) order[e] = e;
        std::sort(order.begin(), order.end(), [&](int x, int y) { return edges[x].id < edges[y].id; });
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
        for (int e : classes[c]) result[c].push_back(picture.edges()[e].id);
    }
    return result;
}

ClassMating mateClass(const Picture& picture, const std::vector<EdgeId>& cls) {
    detail::Skeleton s = detail::buildSkeleton(picture);
    ClassMating result;
    result.edges = cls;
    const std::size_t k = cls.size();
    if (k == 0) throw PictureError("mateClass: the class is empty");
    std::uint64_t label = 0;
    for (EdgeId id : cls) {
        if (!picture.hasEdge(id))
            throw PictureError("mateClass: edge " + std::to_string(id) + " is not in the picture");
        std::size_t e = picture.indexOfEdge(id);
        if (!s.standing[e] || s.bridge[e])
            throw PictureError("mateClass: edge " + std::to_string(id) + " is not on a cycle");
        if (label == 0) label = s.label[e];
        else if (s.label[e] != label)
            throw PictureError("mateClass: edge " + std::to_string(id) + " is not concyclic with edge " +
                               std::to_string(cls.front()));
    }
    result.matrix.assign(k, std::vector<std::uint64_t>(k, 0));
    for (std::size_t i = 0; i < k; ++i) {
        Picture after = picture.chop(cls[i]).picture;
        detail::Skeleton t = detail::buildSkeleton(after);
        for (std::size_t j = 0; j < k; ++j) {
            if (j == i) continue;
            std::uint64_t sigma = t.stress[after.indexOfEdge(cls[j])];
            result.matrix[i][j] = sigma == 0 ? 0 : ((std::uint64_t(2) << std::countr_zero(sigma)) - 1);
        }
    }
    std::vector<std::size_t> left(k);
    for (std::size_t i = 0; i < k; ++i) left[i] = i;
    while (left.size() >= 2) {
        std::size_t bi = 0, bj = 1;
        for (std::size_t a = 0; a < left.size(); ++a)
            for (std::size_t b = a + 1; b < left.size(); ++b) {
                auto key = [&](std::size_t x, std::size_t y) {
                    EdgeId lo = std::min(cls[left[x]], cls[left[y]]), hi = std::max(cls[left[x]], cls[left[y]]);
                    return std::make_tuple(result.matrix[left[x]][left[y]], -lo, -hi);
                };
                if (key(a, b) > key(bi, bj)) bi = a, bj = b;
            }
        EdgeId x = cls[left[bi]], y = cls[left[bj]];
        result.pairs.emplace_back(std::min(x, y), std::max(x, y));
        left.erase(left.begin() + static_cast<std::ptrdiff_t>(bj));
        left.erase(left.begin() + static_cast<std::ptrdiff_t>(bi));
    }
    if (!left.empty()) result.spinster = cls[left[0]];
    return result;
}

}  // namespace homestead
