// The id -> position map of a Picture's nodes or edges. Ids are usually dense (0, 1, 2, … as
// addNode and the readers give them), so ids below a bound live in a flat table (8 bytes an id, one
// memory access a lookup) and only scattered large ids go to a hash map. The table grows only while
// it stays within twice the number of entries plus 1024 slots, so memory is O(entries) whatever the
// ids are. A hash map for every id made the lookups a large share of reading a big picture
// (docs/performance.md).
//
//   IdIndex index; index.emplace(7, 0);  index.find(7) == 0;  index.count(8) == 0
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace homestead {

class IdIndex {
public:
    static constexpr std::size_t npos = static_cast<std::size_t>(-1);

    // The position of `id`, or npos.
    std::size_t find(std::int64_t id) const {
        if (id >= 0 && static_cast<std::uint64_t>(id) < table_.size()) return table_[static_cast<std::size_t>(id)];
        if (sparse_.empty()) return npos;
        const auto it = sparse_.find(id);
        return it == sparse_.end() ? npos : it->second;
    }
    std::size_t count(std::int64_t id) const { return find(id) == npos ? 0 : 1; }
    // Asks the processor to fetch the table's slot for `id` ahead of a find: a caller with many
    // lookups at scattered ids issues these first, so the cache misses overlap.
    void prefetch(std::int64_t id) const {
        // (a negative id is out of range as unsigned; GCC 12 drops the prefetch under `id >= 0 &&`)
        if (static_cast<std::uint64_t>(id) < table_.size()) __builtin_prefetch(table_.data() + id);
    }
    std::size_t size() const { return size_; }

    // Adds id -> position; the id must be new (the Picture checks).
    void emplace(std::int64_t id, std::size_t position) {
        ++size_;
        const auto u = static_cast<std::uint64_t>(id);
        if (id >= 0 && u >= table_.size() && u < 2 * static_cast<std::uint64_t>(size_) + 1024) grow(u + 1);
        if (id >= 0 && u < table_.size())
            table_[static_cast<std::size_t>(u)] = position;
        else
            sparse_.emplace(id, position);
    }

    // Removes `id`, which must be there (its slot in the table is left empty: the table keeps the
    // size it grew to until clear()).
    void erase(std::int64_t id) {
        --size_;
        if (inTable(id)) table_[static_cast<std::size_t>(id)] = npos;
        else sparse_.erase(id);
    }
    // Gives `id`, which must be there, a new position (an item moved in its list).
    void move(std::int64_t id, std::size_t position) {
        if (inTable(id)) table_[static_cast<std::size_t>(id)] = position;
        else sparse_[id] = position;
    }

    // Room for the table to hold ids below n without moving (a reader that knows how many ids
    // follow): the table then grows in place, so at 10^6 ids it is neither copied nor its memory
    // touched twice. Memory beyond what the table fills is address space only.
    void reserve(std::size_t n) { table_.reserve(n); }

    void clear() {
        table_.clear();
        sparse_.clear();
        size_ = 0;
    }
private:
    bool inTable(std::int64_t id) const { return id >= 0 && static_cast<std::uint64_t>(id) < table_.size(); }
    void grow(std::uint64_t atLeast) {
        // doubling (amortised O(1) an insert), but never beyond the bound the caller checked atLeast against
        const std::size_t bound = 2 * size_ + 1024;
        const std::size_t n = std::max<std::size_t>(static_cast<std::size_t>(atLeast), std::min(table_.size() * 2, bound));
        table_.resize(n, npos);
        // sparse ids now inside the table move into it, so a lookup never misses them
        for (auto it = sparse_.begin(); it != sparse_.end();) {
            if (it->first >= 0 && static_cast<std::uint64_t>(it->first) < table_.size()) {
                table_[static_cast<std::size_t>(it->first)] = it->second;
                it = sparse_.erase(it);
            } else {
                ++it;
            }
        }
    }

    std::vector<std::size_t> table_;
    std::unordered_map<std::int64_t, std::size_t> sparse_;
    std::size_t size_ = 0;
};

}  // namespace homestead
