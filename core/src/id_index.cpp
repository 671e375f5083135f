// IdIndex::assign and firstMissing (id_index.h): the whole index from a list in one go, and a whole
// list looked up. Placing or finding ids one by one touches a slot chosen by the id (the table) or
// its hash, so once the ids are shuffled or sparse every access is a cache miss, and at 10^7 ids
// that was most of what a reader spent beyond the ascending case. Here the (slot, place) pairs are
// first grouped by the slot's top bits (one counting pass, then each written to its group's place),
// then handled group by group: each group's accesses stay within a window of the table a few hundred kilobytes wide,
// whatever order the ids came in. The measurements
// are in docs/performance.md ("Ids in any order").
#include "homestead/id_index.h"

#include "radix_sort.h"

#include <algorithm>

namespace homestead {

namespace {
// Below this many ids the pairs are not grouped: the whole table fits in the caches anyway.
constexpr std::size_t kGroupFrom = std::size_t(1) << 15;
// Groups by the top 8 bits: 256 write streams in the grouping pass, windows of 1/256 of the table.
constexpr int kGroupBits = 8;
// How many items ahead a grouped item's slot is prefetched.
constexpr std::size_t kAhead = 16;
}  // namespace

template <class InTable, class InSlots>
void IdIndex::forEachGrouped(std::span<const std::int64_t> ids, InTable inTable, InSlots inSlots, bool hashedToo) const {
    // Few ids, or ids ascending (a table written in order, as an edge list's line numbers): in order.
    const bool ascending = std::is_sorted(ids.begin(), ids.end());
    if (ids.size() < kGroupFrom || ascending) {
        for (std::size_t i = 0; i < ids.size(); ++i) {
            if (inTableRange(ids[i])) inTable(static_cast<std::uint64_t>(ids[i]), static_cast<std::uint32_t>(i));
            else if (hashedToo) inSlots(ids[i], static_cast<std::uint32_t>(i), slots_.empty() ? 0 : home(ids[i]));
        }
        return;
    }
    // The table's ids grouped by their top bits, the hashed ones by their home slot's: counted, then
    // each written straight to its group's place (one buffer beside the ids). Each item carries its
    // id: reading ids[i] back would be the scattered access this avoids.
    struct Hashed {
        std::int64_t id;
        std::uint32_t position, home;
    };
    const int tableShift = std::max(detail::keyBitsBelow(std::max<std::size_t>(table_.size(), 2)) - kGroupBits, 0);
    std::vector<std::size_t> tableStart((1u << kGroupBits) + 1, 0), slotStart((1u << kGroupBits) + 1, 0);
    for (std::int64_t id : ids) {
        if (inTableRange(id)) ++tableStart[(static_cast<std::uint64_t>(id) >> tableShift) + 1];
        else if (hashedToo) ++slotStart[(mix(id) >> (64 - kGroupBits)) + 1];  // homes go in the mixed ids' order
    }
    for (std::size_t g = 1; g < tableStart.size(); ++g) {
        tableStart[g] += tableStart[g - 1];
        slotStart[g] += slotStart[g - 1];
    }
    std::vector<std::uint64_t> tableItems(tableStart.back());
    std::vector<Hashed> slotItems(slotStart.back());
    for (std::size_t i = 0; i < ids.size(); ++i) {
        const std::int64_t id = ids[i];
        if (inTableRange(id)) {
            const auto u = static_cast<std::uint64_t>(id);
            tableItems[tableStart[u >> tableShift]++] = (u << 32) | i;
        } else if (hashedToo) {
            const std::uint64_t mixed = mix(id);
            const auto h = static_cast<std::uint32_t>(homeOfMixed(mixed));
            slotItems[slotStart[mixed >> (64 - kGroupBits)]++] = {id, static_cast<std::uint32_t>(i), h};
        }
    }
    // Within a group the slots are still in the ids' order: each item's slot is asked for a few
    // items ahead, so that the misses of a window the caches do not hold yet overlap.
    for (std::size_t k = 0; k < tableItems.size(); ++k) {
        if (k + kAhead < tableItems.size()) __builtin_prefetch(table_.data() + (tableItems[k + kAhead] >> 32));
        inTable(tableItems[k] >> 32, static_cast<std::uint32_t>(tableItems[k]));
    }
    tableItems = {};
    for (std::size_t k = 0; k < slotItems.size(); ++k) {
        if (k + kAhead < slotItems.size()) __builtin_prefetch(slots_.data() + slotItems[k + kAhead].home);
        inSlots(slotItems[k].id, slotItems[k].position, slotItems[k].home);
    }
}

std::size_t IdIndex::assign(std::span<const std::int64_t> ids) {
    clear();
    const std::size_t n = ids.size();
    const std::uint64_t bound =
        std::min<std::uint64_t>(std::max<std::uint64_t>(2 * std::uint64_t(n) + 1024, reserved_), kEmpty);
    return placeAll(ids, bound, true);
}

std::size_t IdIndex::assignWithHashed(std::span<const std::int64_t> ids, IdIndex&& hashed, std::uint64_t bound) {
    clear();
    slots_ = std::move(hashed.slots_);
    size_ = hashed_ = hashed.hashed_;
    work_ += hashed.work_;
    hashed.clear();
    return placeAll(ids, std::min<std::uint64_t>(bound, kEmpty), false);
}

std::size_t IdIndex::placeAll(std::span<const std::int64_t> ids, std::uint64_t bound, bool hashOthers) {
    const std::size_t n = ids.size();
    std::uint64_t tableSize = 0;
    std::size_t hashedIds = 0;
    for (std::int64_t id : ids) {
        const auto u = static_cast<std::uint64_t>(id);
        if (u < bound) tableSize = std::max(tableSize, u + 1);
        else ++hashedIds;
    }
    table_.assign(static_cast<std::size_t>(tableSize), kEmpty);
    work_ += table_.size();
    if (hashOthers && hashedIds > 0) {
        makeSlots(std::max<std::size_t>(16, (10 * hashedIds + 6) / 7));  // at most 70% full
    }
    work_ += n;
    if (table_.empty() && !hashOthers) return npos;  // every id hashed already
    std::size_t firstRepeat = npos;
    const auto placeInTable = [&](std::uint64_t id, std::uint32_t position) {
        std::uint32_t& slot = table_[static_cast<std::size_t>(id)];
        if (slot == kEmpty) {
            slot = position;
            ++size_;
        } else {
            firstRepeat = std::min<std::size_t>(firstRepeat, position);
        }
    };
    const auto placeInSlots = [&](std::int64_t id, std::uint32_t position, std::size_t home) {
        if (placeHashedFrom(home, id, position)) {
            ++hashed_;
            ++size_;
        } else {
            firstRepeat = std::min<std::size_t>(firstRepeat, position);
        }
    };
    forEachGrouped(ids, [&](std::uint64_t id, std::uint32_t position) { placeInTable(id, position); },
                   [&](std::int64_t id, std::uint32_t position, std::size_t home) { placeInSlots(id, position, home); }, hashOthers);
    return firstRepeat;
}

std::size_t IdIndex::firstMissing(std::span<const std::int64_t> ids) const {
    std::size_t first = npos;
    forEachGrouped(ids,
                   [&](std::uint64_t id, std::uint32_t i) {
                       if (table_[static_cast<std::size_t>(id)] == kEmpty && (hashed_ == 0 || slotOf(std::int64_t(id)) == npos))
                           first = std::min<std::size_t>(first, i);
                   },
                   [&](std::int64_t id, std::uint32_t i, std::size_t home) {
                       if (hashed_ == 0 || slotFrom(home, id) == npos) first = std::min<std::size_t>(first, i);
                   });
    return first;
}

}  // namespace homestead
