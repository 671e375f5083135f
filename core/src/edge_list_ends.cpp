// A .edges text straight into the skeleton's ends (hackenbush_skeleton.h), for the compact analysis
// (compact_analysis.h): nodes numbered in order of first mention, base nodes made vertex 0, as the
// value's reader numbers them (picture_value.cpp), but with nothing looked up per mention in a table
// the size of the ids. While reading, a node id below twice the lines is checked in a bitmap (1 bit an
// id: within the caches even at 10^7 ids, so shuffled ids cost what ascending ones do) and each end is
// kept as its id; once the text is read, the ids are numbered through a flat table in one pass over
// the nodes and one over the edges, each lookup started well ahead (independent misses that overlap,
// where a lookup per mention while parsing waited for memory one after another).
// A larger id (sparse ids) stops this reader at once; the value's reader, which hashes such ids
// (picture_value.cpp), then reads the whole text. Errors are the reader's
// (edge_list_reader.h), the same whichever sink meets them first.
#include "hackenbush_skeleton.h"

#include "edge_list_reader.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

namespace homestead::detail {

namespace {

struct LargeIdMet {};  // thrown by the sink at the first id from its bound on

class NearEndsSink {
public:
    explicit NearEndsSink(Skeleton& s) : s_(s) {}
    void reserve(std::size_t nodes, std::size_t edges) {
        bound_ = nodes + 1024;  // nodes <= kMaxPictureNodes (10^7): ids and vertices fit an int
        known_.assign((bound_ + 63) / 64, 0);
        ground_.assign((bound_ + 63) / 64, 0);
        firstMentions_.reserve(nodes);
        s_.eu.reserve(edges);
        s_.ev.reserve(edges);
    }
    void prefetch(NodeId id) const {
        const auto u = static_cast<std::uint64_t>(id);
        if (u < bound_) __builtin_prefetch(known_.data() + (u >> 6));
    }
    std::int64_t find(NodeId id) const {
        const auto u = static_cast<std::uint64_t>(id);  // ids are non-negative here
        if (u >= bound_) throw LargeIdMet{};
        return (known_[u >> 6] >> (u & 63)) & 1 ? id : -1;
    }
    std::int64_t add(NodeId id, bool ground) {
        const auto u = static_cast<std::uint64_t>(id);
        known_[u >> 6] |= std::uint64_t(1) << (u & 63);
        if (ground) setGround(id);
        largest_ = std::max(largest_, u);
        firstMentions_.push_back(static_cast<std::uint32_t>(id));
        return id;
    }
    void setGround(std::int64_t id) {
        const auto u = static_cast<std::uint64_t>(id);
        ground_[u >> 6] |= std::uint64_t(1) << (u & 63);
    }
    std::size_t nodeCount() const { return firstMentions_.size(); }
    std::size_t edgeCount() const { return s_.eu.size(); }
    void addEdge(std::int64_t from, std::int64_t to) {
        s_.eu.push_back(static_cast<int>(from));
        s_.ev.push_back(static_cast<int>(to));
    }

    // The ends' ids -> vertices: base nodes 0, the others 1, 2, … in order of first mention.
    void finish() {
        known_ = {};
        std::vector<int> vertexOfId(firstMentions_.empty() ? 0 : largest_ + 1);
        int n = 1;
        for (const std::uint32_t id : firstMentions_) vertexOfId[id] = (ground_[id >> 6] >> (id & 63)) & 1 ? 0 : n++;
        firstMentions_ = {};
        ground_ = {};
        s_.vertexCount = n;
        constexpr std::size_t ahead = 16;  // the lookups of the edge this far ahead, started now
        const std::size_t m = s_.eu.size();
        for (std::size_t e = 0; e < m; ++e) {
            if (e + ahead < m) {
                __builtin_prefetch(&vertexOfId[static_cast<std::size_t>(s_.eu[e + ahead])]);
                __builtin_prefetch(&vertexOfId[static_cast<std::size_t>(s_.ev[e + ahead])]);
            }
            s_.eu[e] = vertexOfId[static_cast<std::size_t>(s_.eu[e])];
            s_.ev[e] = vertexOfId[static_cast<std::size_t>(s_.ev[e])];
        }
    }

private:
    Skeleton& s_;
    std::uint64_t bound_ = 1024;
    std::uint64_t largest_ = 0;          // the largest id mentioned
    std::vector<std::uint64_t> known_;   // bit `id`: the node has been mentioned
    std::vector<std::uint64_t> ground_;  // bit `id`: a base node
    std::vector<std::uint32_t> firstMentions_;  // the node ids in order of first mention
};

}  // namespace

std::optional<Skeleton> skeletonEndsOfNearIdEdgeList(std::string_view text, const std::string& sourceName) {
    Skeleton s;
    NearEndsSink sink(s);
    try {
        EdgeListReader(text, sourceName, sink).read();
    } catch (const LargeIdMet&) {
        return std::nullopt;
    }
    sink.finish();
    return s;
}

}  // namespace homestead::detail
