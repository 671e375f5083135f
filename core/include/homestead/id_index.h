// The id -> position map of a Picture's nodes or edges, linear in the number of ids whatever their
// order or spread. Ids below a bound live in a flat table (4 bytes an id, one memory access a
// lookup); the others in an open-addressing hash table (12-byte slots, linear probing from a home
// slot given by the top bits of a mixed id scaled to the table's size, at most 70% full, doubled when
// it fills; built at once by assign, it is sized to the ids, not to a power of 2; its memory starts
// zeroed, an empty slot being zero bytes, and a large one is in 2 MiB pages: page_array.h). The table may cover ids up to
// twice the entries plus 1024, or up to what reserve() announced, so its memory is O(entries +
// reserved) whatever the ids are: ids in any order below that bound (a shuffled numbering from
// another program) all go in the table. An id is never moved between the two once placed: find()
// looks in the table and, if the slot is empty and any id is hashed, in the hash table too; so the
// table's growth never sweeps the hashed ids. Because the home slot is the mixed id's top bits, a
// doubling moves every entry from slot h to about 2h: the rehash reads and writes nearly in order.
// assign() builds the whole index from a list at once (a reader's), and firstMissing() looks a whole
// list up, in a time that does not depend on the ids' order or spread (id_index.cpp). A reader may
// instead hash its large ids as it meets them (reserveHashed once, tryEmplaceHashed per mention, or
// tryEmplaceHashedExpecting, which starts small; the slot prefetched ahead) and hand that table over
// with the rest (assignWithHashed): one pass, no list of mentions to sort. work() counts the slots
// written by growth and by assign (table slots cleared, hash slots cleared, entries moved or
// placed): it stays within a constant times the entries, which a test checks.
//
//   IdIndex index; index.emplace(7, 0);  index.find(7) == 0;  index.count(8) == 0
//   index.assign(ids);   // ids[i] -> i for every i; returns the first i whose id came before, or npos
#pragma once

#include "homestead/page_array.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace homestead {

class IdIndex {
public:
    static constexpr std::size_t npos = static_cast<std::size_t>(-1);

    // The position of `id`, or npos.
    std::size_t find(std::int64_t id) const {
        if (inTableRange(id)) {
            const std::uint32_t at = table_[static_cast<std::size_t>(id)];
            if (at != kEmpty) return at;
        }
        if (hashed_ == 0) return npos;
        const std::size_t slot = slotOf(id);
        return slot == npos ? npos : slots_[slot].position();
    }
    std::size_t count(std::int64_t id) const { return find(id) == npos ? 0 : 1; }
    // Asks the processor to fetch the slot for `id` ahead of a find: a caller with many lookups at
    // scattered ids issues these first, so the cache misses overlap.
    void prefetch(std::int64_t id) const {
        if (inTableRange(id)) __builtin_prefetch(table_.data() + id);
        else if (!slots_.empty()) {
            const Slot* const slot = slots_.data() + home(id);
            prefetchKept(slot);
            prefetchKept(slot + 2);
        }
    }
    std::size_t size() const { return size_; }
    // Slots written by growth so far (see above): O(size()) for ids of any order and spread.
    std::size_t work() const { return work_; }

    // Adds id -> position; the id must be new (the Picture checks) and the position below 2^32 - 1
    // (a picture holds at most 10^7 items).
    void emplace(std::int64_t id, std::size_t position) {
        ++size_;
        const auto u = static_cast<std::uint64_t>(id);
        if (id >= 0 && u >= table_.size() && u < tableBound()) growTable(u + 1);
        if (inTableRange(id)) {
            table_[static_cast<std::size_t>(u)] = static_cast<std::uint32_t>(position);
            return;
        }
        if (10 * (hashed_ + 1) > 7 * slots_.size()) rehash(std::max<std::size_t>(16, 2 * slots_.size()));
        placeHashed(id, static_cast<std::uint32_t>(position));
        ++hashed_;
    }

    // The index becomes ids[i] -> i for every i (what it held before is dropped), at a cost linear
    // in ids.size() and alike for ids ascending, shuffled or sparse up to 2^63 - 1 (id_index.cpp).
    // An id met again is not placed again: the result is the first such i (find() gives the earlier
    // place), or npos when the ids are distinct. Ids below what reserve() announced go in the table.
    std::size_t assign(std::span<const std::int64_t> ids);
    // The first i whose ids[i] is not in the index, or npos: many lookups at once (a reader checking
    // that every edge's ends exist), grouped as assign groups its writes, so that ids in any order or
    // spread cost alike.
    std::size_t firstMissing(std::span<const std::int64_t> ids) const;

    // For a reader that hashes ids as it meets them (an edge list's large node ids), in one pass
    // instead of collecting them first: room in the hash table for this many hashed ids, so that
    // tryEmplaceHashed does not grow it before then (the table at most 70% full).
    void reserveHashed(std::size_t ids) {
        const std::size_t capacity = std::max<std::size_t>(16, (10 * ids + 6) / 7);
        if (capacity > slots_.size()) rehash(capacity);
    }
    // Puts id -> position in the hash table, whatever the id (the caller keeps the ids it will put
    // in the table out of it), unless the id is hashed already: then its position is returned and
    // nothing changes; npos when placed. Grows the table (a doubling) only past what was reserved.
    std::size_t tryEmplaceHashed(std::int64_t id, std::size_t position) {
        std::size_t slot = slots_.empty() ? 0 : home(id);
        for (; !slots_.empty() && !slots_[slot].isEmpty(); slot = nextSlot(slot))
            if (slots_[slot].id == id) return slots_[slot].position();
        if (10 * (hashed_ + 1) > 7 * slots_.size()) {
            rehash(std::max<std::size_t>(16, 2 * slots_.size()));
            placeHashed(id, static_cast<std::uint32_t>(position));
        } else {
            slots_[slot] = {id, static_cast<std::uint32_t>(position) + 1};
        }
        ++hashed_;
        ++size_;
        return npos;
    }
    // As tryEmplaceHashed, for a reader that does not know how many of its ids are large, only that
    // there are at most about `expected`: the first hashed id makes room for a few (kFirstHashed),
    // and once those are placed, room for `expected` at once (one rehash of the few); past that the
    // table doubles. A picture with a few large ids keeps a small table; one with many pays one
    // small rehash.
    std::size_t tryEmplaceHashedExpecting(std::int64_t id, std::size_t position, std::size_t expected) {
        if (slots_.empty()) reserveHashed(std::min(expected, kFirstHashed));
        else if (hashed_ == kFirstHashed) reserveHashed(expected);
        return tryEmplaceHashed(id, position);
    }
    static constexpr std::size_t kFirstHashed = 4096;
    // As assign(ids), for a reader that has already put every id from `bound` on into `hashed` with
    // its place in ids (tryEmplaceHashed): that hash table is taken over as it is, and only the ids
    // below `bound` are placed, in the table. Returns the first repeat among those, or npos.
    std::size_t assignWithHashed(std::span<const std::int64_t> ids, IdIndex&& hashed, std::uint64_t bound);

    // Removes `id`, which must be there (its slot in the table is left empty: the table keeps the
    // size it grew to until clear()).
    void erase(std::int64_t id) {
        --size_;
        if (inTableRange(id) && table_[static_cast<std::size_t>(id)] != kEmpty) {
            table_[static_cast<std::size_t>(id)] = kEmpty;
            return;
        }
        eraseHashed(id);
    }
    // Gives `id`, which must be there, a new position (an item moved in its list).
    void move(std::int64_t id, std::size_t position) {
        if (inTableRange(id) && table_[static_cast<std::size_t>(id)] != kEmpty)
            table_[static_cast<std::size_t>(id)] = static_cast<std::uint32_t>(position);
        else
            slots_[slotOf(id)].place = static_cast<std::uint32_t>(position) + 1;
    }

    // Room for the table to hold ids below n without moving (a reader that knows how many ids
    // follow): ids below n then go in the table in any order, and it grows in place. Memory beyond
    // what the table fills is address space only.
    void reserve(std::size_t n) {
        reserved_ = std::max(reserved_, n);
        table_.reserve(n);
    }

    void clear() {
        table_.clear();
        slots_ = {};
        size_ = hashed_ = 0;
    }

private:
    static constexpr std::uint32_t kEmpty = 0xFFFFFFFFu;
    // A prefetch the compiler keeps: GCC 12 drops __builtin_prefetch of a hash slot once the caller
    // is inlined into a reader's loop (seen in the edge-list reader's code).
    static void prefetchKept(const void* at) {
#if defined(__x86_64__) || defined(__i386__)
        asm volatile("prefetcht0 %0" : : "m"(*static_cast<const char*>(at)));
#else
        __builtin_prefetch(at);
#endif
    }
#pragma pack(push, 4)
    struct Slot {  // 12 bytes: a sparse picture's hash table is its largest index
        std::int64_t id;
        std::uint32_t place;  // the position + 1; 0 for an empty slot (the table starts as zero bytes)
        bool isEmpty() const { return place == 0; }
        std::size_t position() const { return place - 1; }
    };
#pragma pack(pop)

public:
    // A SplitMix64 finaliser: ids in any pattern spread over the hash table's slots (and, by its top
    // bits, over the buckets of a reader's sort: picture_edges.cpp).
    static std::uint64_t mix(std::int64_t id) {
        std::uint64_t z = static_cast<std::uint64_t>(id) + 0x9E3779B97F4A7C15ULL;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

private:
    // The hash slot where the search for `id` starts: the mixed id's top 32 bits scaled to the
    // table's size, so homes go in the order of the mixed ids (slots_ has fewer than 2^32 slots).
    std::size_t home(std::int64_t id) const { return homeOfMixed(mix(id)); }
    std::size_t homeOfMixed(std::uint64_t mixed) const { return static_cast<std::size_t>(((mixed >> 32) * slots_.size()) >> 32); }
    std::size_t nextSlot(std::size_t slot) const { return slot + 1 == slots_.size() ? 0 : slot + 1; }
    bool inTableRange(std::int64_t id) const { return static_cast<std::uint64_t>(id) < table_.size(); }
    std::uint64_t tableBound() const { return std::max<std::uint64_t>(2 * static_cast<std::uint64_t>(size_) + 1024, reserved_); }

    // The hash slot holding `id`, or npos.
    std::size_t slotOf(std::int64_t id) const { return slots_.empty() ? npos : slotFrom(home(id), id); }
    // The same from the id's home slot, known already (slots_ not empty).
    std::size_t slotFrom(std::size_t slot, std::int64_t id) const {
        for (;; slot = nextSlot(slot)) {
            if (slots_[slot].isEmpty()) return npos;
            if (slots_[slot].id == id) return slot;
        }
    }
    // Puts id -> position in the first free slot from its home; the id must not be there. Returns
    // false, placing nothing, when it is (for assign).
    bool placeHashed(std::int64_t id, std::uint32_t position) { return placeHashedFrom(home(id), id, position); }
    bool placeHashedFrom(std::size_t slot, std::int64_t id, std::uint32_t position) {
        for (; !slots_[slot].isEmpty(); slot = nextSlot(slot))
            if (slots_[slot].id == id) return false;
        slots_[slot] = {id, position + 1};
        return true;
    }
    // Calls inTable(id, i) for the ids[i] in the table's range, inSlots(id, i, home) for the others
    // (home: the id's home slot, computed once), the ids grouped by the top bits of their table or
    // hash slot when there are many (id_index.cpp).
    // With hashedToo false, the ids outside the table's range are skipped (assignWithHashed's).
    template <class InTable, class InSlots>
    void forEachGrouped(std::span<const std::int64_t> ids, InTable inTable, InSlots inSlots, bool hashedToo = true) const;
    // assign's and assignWithHashed's placing: the table sized to the ids below `bound` and each of
    // them placed; the others hashed when hashOthers. Returns the first repeat or npos.
    std::size_t placeAll(std::span<const std::int64_t> ids, std::uint64_t bound, bool hashOthers);
    // An empty hash table of `capacity` slots (any number from 1 on: sized to the ids, not rounded
    // up to a power of 2).
    void makeSlots(std::size_t capacity) {
        slots_ = PageArray<Slot>(capacity);
        work_ += capacity;
    }
    void growTable(std::uint64_t atLeast) {
        // doubling (amortised O(1) an insert), but never beyond the bound the caller checked atLeast against
        const std::size_t n = std::max<std::size_t>(static_cast<std::size_t>(atLeast),
                                                    std::min<std::size_t>(table_.size() * 2, tableBound()));
        work_ += n - table_.size();
        table_.resize(n, kEmpty);
    }
    // Doubled (or made): the old slots read in order go to about twice their place.
    void rehash(std::size_t capacity) {
        PageArray<Slot> old = std::move(slots_);
        makeSlots(capacity);
        work_ += hashed_;
        for (const Slot& s : old)
            if (!s.isEmpty()) placeHashed(s.id, static_cast<std::uint32_t>(s.position()));
    }
    // Linear probing's deletion: the entries after the hole that may not stay past it move back.
    void eraseHashed(std::int64_t id) {
        const std::size_t n = slots_.size();
        const auto distance = [n](std::size_t from, std::size_t to) { return to >= from ? to - from : to + n - from; };
        std::size_t hole = slotOf(id);
        --hashed_;
        for (std::size_t next = nextSlot(hole); !slots_[next].isEmpty(); next = nextSlot(next)) {
            const std::size_t from = home(slots_[next].id);
            // the entry at `next` may fill the hole when its home is not cyclically in (hole, next]
            if (distance(from, next) >= distance(hole, next)) {
                slots_[hole] = slots_[next];
                hole = next;
            }
        }
        slots_[hole] = Slot{0, 0};
    }

    std::vector<std::uint32_t> table_;
    PageArray<Slot> slots_;  // the hash table (empty when no id is hashed yet)
    std::size_t size_ = 0;
    std::size_t hashed_ = 0;    // entries in slots_
    std::size_t reserved_ = 0;  // the table may grow to cover ids below this
    std::size_t work_ = 0;
};

}  // namespace homestead
