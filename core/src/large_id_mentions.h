// Private to the core: the value's edge-list reader's mentions of large node ids (picture_value.cpp;
// the Picture's reader hashes them as it meets them instead: picture_edges.cpp). An id below twice the lines is looked up where it is read, in a bitmap or table
// that fits the caches or is touched in order; a larger id (sparse ids up to 2^63 - 1) could only be
// told new or not by a lookup in a table hundreds of megabytes large, a cache and TLB miss at every
// mention. So its mentions are only noted while the text is read, and resolved at the end in one go:
// one pass puts (mixed id, mention) pairs into buckets by the mixed id's top bits (a few thousand
// write streams, in memory order), then each bucket, in mention order, goes through a small hash
// table that stays in the caches, which tells each mention the first mention of its id. The mixed
// id (IdIndex::mix, a bijection) stands for the id, so no id is read back at a scattered place.
//
//   LargeIdMentions far;  far.note(id);  …
//   far.resolve([&](std::uint32_t mention, std::uint32_t first) { … });  // first == mention: new id
#pragma once

#include "homestead/id_index.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace homestead::detail {

class LargeIdMentions {
public:
    // Notes a mention of `id`; returns its number (0, 1, … in order).
    std::uint32_t note(std::int64_t id) {
        if (ids_.size() == ids_.capacity() && ids_.size() < expected_) ids_.reserve(expected_);
        ids_.push_back(id);
        return static_cast<std::uint32_t>(ids_.size() - 1);
    }
    // About how many mentions may come (a reader's twice its lines): room for them is taken at the
    // first, so the list is not copied as it grows (memory not written is address space only).
    void expect(std::size_t mentions) { expected_ = mentions; }
    std::size_t size() const { return ids_.size(); }
    bool empty() const { return ids_.empty(); }
    std::int64_t id(std::size_t mention) const { return ids_[mention]; }
    void clear() { ids_ = {}; }

    // Calls f(mention, first) once for every mention, `first` being the first mention of the same
    // id (equal to `mention` for a first mention). Calls come bucket by bucket (not in mention
    // order); within a bucket, in mention order. O(mentions), whatever the ids.
    template <class F>
    void resolve(F f) const {
        const std::size_t m = ids_.size();
        if (m == 0) return;
        // Buckets of about kBucketMentions mentions, at most 2^kMostBucketBits write streams.
        int bits = 0;
        while (bits < kMostBucketBits && (m >> bits) > kBucketMentions) ++bits;
        const auto bucketOf = [bits](std::uint64_t mixed) { return bits == 0 ? 0 : std::size_t(mixed >> (64 - bits)); };
        std::vector<std::uint32_t> start((std::size_t(1) << bits) + 1, 0);
        for (std::int64_t id : ids_) ++start[bucketOf(IdIndex::mix(id)) + 1];
        std::size_t largest = 0;
        for (std::size_t b = 1; b < start.size(); ++b) {
            largest = std::max<std::size_t>(largest, start[b]);
            start[b] += start[b - 1];
        }
#pragma pack(push, 4)
        struct Mention {  // 12 bytes: the bucketed copy of the mentions is the pass's largest buffer
            std::uint64_t mixed;
            std::uint32_t at;
        };
#pragma pack(pop)
        // written in full below: no zeroing first
        const std::unique_ptr<Mention[]> byBucket(new Mention[m]);
        for (std::size_t j = 0; j < m; ++j) {
            const std::uint64_t mixed = IdIndex::mix(ids_[j]);
            byBucket[start[bucketOf(mixed)]++] = {mixed, static_cast<std::uint32_t>(j)};
        }
        // start[b] is now bucket b's end. A table at most half full, its slot from the mixed id's
        // low bits (the top bits chose the bucket).
        std::size_t capacity = 16;
        while (capacity < 2 * largest) capacity *= 2;
        std::vector<Mention> table(capacity, Mention{0, kFree});
        for (std::size_t b = 0, from = 0; b + 1 < start.size(); from = start[b], ++b) {
            const std::size_t count = start[b] - from;
            if (count == 0) continue;
            std::size_t size = 16;
            while (size < 2 * count) size *= 2;
            const std::size_t mask = size - 1;
            std::fill(table.begin(), table.begin() + static_cast<std::ptrdiff_t>(size), Mention{0, kFree});
            for (std::size_t k = from; k < start[b]; ++k) {
                const Mention& x = byBucket[k];
                std::size_t slot = x.mixed & mask;
                while (table[slot].at != kFree && table[slot].mixed != x.mixed) slot = (slot + 1) & mask;
                if (table[slot].at == kFree) table[slot] = x;
                f(x.at, table[slot].at);
            }
        }
    }

private:
    static constexpr std::uint32_t kFree = 0xFFFFFFFFu;
    static constexpr std::size_t kBucketMentions = 2048;
    static constexpr int kMostBucketBits = 12;

    std::vector<std::int64_t> ids_;  // every mention's id, in order
    std::size_t expected_ = 0;
};

}  // namespace homestead::detail
