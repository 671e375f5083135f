// Concyclic classes by grouping the cycle labels of the skeleton pass; the mating of one class by
// chopping each of its edges. See concyclic.h.
#include "homestead/concyclic.h"

#include "hackenbush_skeleton.h"

#include <algorithm>
#include <bit>
#include <tuple>
#include <utility>
#include <string>

namespace homestead {

namespace detail {

std::vector<std::vector<int>> concyclicClassIndices(const Picture& picture, const Skeleton& s) {
    const int m = static_cast<int>(s.eu.size());
    const auto& edges = picture.edges();
    // Sort the non-bridge edges by label: a class is a run of equal labels.
    std::vector<std::pair<std::uint64_t, int>> keyed;
    for (int e = 0; e < m; ++e)
        if (s.standing[e] && !s.bridge[e]) keyed.emplace_back(s.label[e], e);
    if (keyed.size() < 4096) {
        std::sort(keyed.begin(), keyed.end());
    } else {  // least-significant-digit radix sort on the 64-bit labels: 4 passes of 16 bits, O(E)
        std::vector<std::pair<std::uint64_t, int>> buffer(keyed.size());
        std::vector<std::size_t> count(1 << 16);
        for (int shift = 0; shift < 64; shift += 16) {
            std::fill(count.begin(), count.end(), 0);
            for (const auto& k : keyed) ++count[(k.first >> shift) & 0xFFFF];
            std::size_t total = 0;
            for (auto& c : count) total += std::exchange(c, total);
            for (const auto& k : keyed) buffer[count[(k.first >> shift) & 0xFFFF]++] = k;
            keyed.swap(buffer);
        }
    }
    auto byId = [&](int a, int b) { return edges[a].id < edges[b].id; };
    std::vector<std::vector<int>> runs;
    std::vector<std::pair<EdgeId, int>> firstIds;  // (smallest id, run) to order the classes
    for (std::size_t i = 0; i < keyed.size();) {
        std::size_t j = i;
        while (j < keyed.size() && keyed[j].first == keyed[i].first) ++j;
        std::vector<int> cls;
        cls.reserve(j - i);
        for (std::size_t t = i; t < j; ++t) cls.push_back(keyed[t].second);
        std::sort(cls.begin(), cls.end(), byId);
        firstIds.emplace_back(edges[cls[0]].id, static_cast<int>(runs.size()));
        runs.push_back(std::move(cls));
        i = j;
    }
    std::sort(firstIds.begin(), firstIds.end());
    std::vector<std::vector<int>> classes;
    classes.reserve(runs.size());
    for (const auto& [id, run] : firstIds) classes.push_back(std::move(runs[run]));
    return classes;
}

}  // namespace detail

std::vector<std::vector<EdgeId>> concyclicClasses(const Picture& picture) {
    detail::Skeleton s = detail::buildSkeleton(picture);
    std::vector<std::vector<EdgeId>> result;
    for (const auto& cls : detail::concyclicClassIndices(picture, s)) {
        std::vector<EdgeId> ids;
        ids.reserve(cls.size());
        for (int e : cls) ids.push_back(picture.edges()[e].id);
        result.push_back(std::move(ids));
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
