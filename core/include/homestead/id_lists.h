// Many short lists of edge ids kept one after another in one array: list i is ids[start[i] ..
// start[i + 1]). An analysis has a list per concyclic class and a garden a list of loops per node,
// millions of them at 10^7 edges; one std::vector each would cost an allocation, 24 bytes and a
// scattered write per list (docs/performance.md has the measurement).
//
//   IdLists lists = IdLists::of({{5, 6}, {}, {7}});  // or counted({2, 0, 1}) and at(i, j) = id,
//                                                    // or append(id) ... close() list by list
//   lists.size() == 3;  lists[0].size() == 2;  for (EdgeId id : lists[2]) ...;  lists.copy(0)
#pragma once

#include "homestead/picture.h"

#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <stdexcept>
#include <vector>

namespace homestead {

class IdLists {
public:
    IdLists() = default;

    // Lists with the given sizes, every id 0, to be written through `at`.
    template <typename Count>
    static IdLists counted(const std::vector<Count>& sizes) {
        IdLists lists;
        lists.start_.resize(sizes.size() + 1);
        lists.start_[0] = 0;
        std::size_t total = 0;
        for (std::size_t i = 0; i < sizes.size(); ++i) {
            total += static_cast<std::size_t>(sizes[i]);
            lists.start_[i + 1] = checked(total);
        }
        lists.ids_.resize(total);
        return lists;
    }
    static IdLists of(const std::vector<std::vector<EdgeId>>& lists) {
        IdLists out;
        out.start_.reserve(lists.size() + 1);
        out.start_.push_back(0);
        for (const auto& list : lists) {
            out.ids_.insert(out.ids_.end(), list.begin(), list.end());
            out.start_.push_back(checked(out.ids_.size()));
        }
        return out;
    }

    // Building list after list: append the ids of one, then close it.
    void reserve(std::size_t lists, std::size_t ids) {
        start_.reserve(lists + 1);
        ids_.reserve(ids);
    }
    void append(EdgeId id) { ids_.push_back(id); }
    void close() {
        if (start_.empty()) start_.push_back(0);
        start_.push_back(checked(ids_.size()));
    }

    std::size_t size() const { return start_.empty() ? 0 : start_.size() - 1; }
    bool empty() const { return size() == 0; }
    std::size_t totalSize() const { return ids_.size(); }
    std::span<const EdgeId> operator[](std::size_t i) const {
        return {ids_.data() + start_[i], start_[i + 1] - start_[i]};
    }
    // The place of list i's j-th id, for filling lists made by counted().
    EdgeId& at(std::size_t i, std::size_t j) { return ids_[start_[i] + j]; }

    std::vector<EdgeId> copy(std::size_t i) const {
        std::span<const EdgeId> list = (*this)[i];
        return {list.begin(), list.end()};
    }
    std::vector<std::vector<EdgeId>> copies() const {
        std::vector<std::vector<EdgeId>> out;
        out.reserve(size());
        for (std::size_t i = 0; i < size(); ++i) out.push_back(copy(i));
        return out;
    }

    // The lists in order, each as a span: `for (std::span<const EdgeId> list : lists)`.
    class Iterator {
    public:
        Iterator(const IdLists* lists, std::size_t i) : lists_(lists), i_(i) {}
        std::span<const EdgeId> operator*() const { return (*lists_)[i_]; }
        Iterator& operator++() {
            ++i_;
            return *this;
        }
        bool operator==(const Iterator& other) const { return i_ == other.i_; }

    private:
        const IdLists* lists_;
        std::size_t i_;
    };
    Iterator begin() const { return {this, 0}; }
    Iterator end() const { return {this, size()}; }

    bool operator==(const IdLists& other) const {
        return size() == other.size() && ids_ == other.ids_ && (size() == 0 || start_ == other.start_);
    }

private:
    static std::uint32_t checked(std::size_t total) {
        if (total > std::numeric_limits<std::uint32_t>::max()) throw std::length_error("IdLists: 2^32 ids or more");
        return static_cast<std::uint32_t>(total);
    }
    // size() + 1 entries, or none when there are no lists. 32 bits: a picture holds far fewer
    // edges (the skeleton's walk takes fewer than 2^30), and 4 bytes a list less at 10^7 lists.
    std::vector<std::uint32_t> start_;
    std::vector<EdgeId> ids_;
};

}  // namespace homestead
