// searchValue(): memoised exhaustive search over multisets of edges, split into parts. See search.h.
// What falls and what the parts are: connected components by Boost.Graph (vertex_components.h).
#include "homestead/search.h"

#include "vertex_components.h"

#include <algorithm>
#include <map>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace homestead {

namespace {

// 1000000 → "1,000,000" (German "1.000.000"): the digits in threes, each pair joined by the
// language's separator.
ErrorPhrase grouped(std::size_t n) {
    if (n < 1000) return std::to_string(n);
    std::string last = std::to_string(n % 1000);
    last.insert(0, 3 - last.size(), '0');
    return ErrorPhrase(Msg::DigitGroups, {grouped(n / 1000), std::move(last)});
}

// 10000 ms → "10 seconds"; 1500 ms → "1500 ms".
ErrorPhrase seconds(std::chrono::milliseconds time) {
    const auto ms = time.count();
    if (ms % 1000 == 0) return ErrorPhrase::counted(Msg::SearchSeconds, static_cast<std::uint64_t>(ms / 1000), {std::to_string(ms / 1000)});
    return std::to_string(ms) + " ms";
}

// "30 standing edges or 1,000,000 positions" (describeLimits).
ErrorPhrase limitsPhrase(const SearchLimits& limits) {
    if (!limits.maxTime) return ErrorPhrase(Msg::SearchLimits, {std::to_string(limits.maxEdges), grouped(limits.maxPositions)});
    return ErrorPhrase(Msg::SearchLimitsTimed, {std::to_string(limits.maxEdges), grouped(limits.maxPositions), seconds(*limits.maxTime)});
}

// "search: " and the problem, in any language.
SearchTooLarge refusal(ErrorPhrase problem) { return SearchTooLarge(ErrorParts{"search", std::move(problem)}); }

class Searcher {
public:
    Searcher(std::vector<std::pair<int, int>> pairs, int vertices, const SearchLimits& limits)
        : pairs_(std::move(pairs)), vertices_(vertices), limits_(limits),
          deadline_(limits.maxTime ? std::chrono::steady_clock::now() + *limits.maxTime
                                   : std::chrono::steady_clock::time_point::max()) {}

    // Value of a position given as counts per pair (not necessarily all standing): the edges no
    // longer connected to the ground fall, and what stands splits into parts, the components once the
    // ground is taken out (each loop at the ground is a part worth 1).
    std::uint64_t value(std::string counts) {
        present_.clear();
        for (std::size_t p = 0; p < pairs_.size(); ++p)
            if (counts[p]) present_.push_back(pairs_[p]);
        const std::vector<int>& withGround = components_.of(vertices_, present_);
        present_.clear();
        for (std::size_t p = 0; p < pairs_.size(); ++p) {
            if (!counts[p]) continue;
            if (withGround[pairs_[p].first] != withGround[0]) counts[p] = 0;  // it falls
            else if (pairs_[p].first != 0) present_.push_back(pairs_[p]);   // off the ground
        }
        const std::vector<int>& part = components_.of(vertices_, present_);
        std::uint64_t total = 0;
        std::map<int, std::string> parts;
        for (std::size_t p = 0; p < pairs_.size(); ++p) {
            if (!counts[p]) continue;
            auto [u, v] = pairs_[p];  // u <= v, so v is off the ground unless both are
            if (v == 0) {
                total ^= static_cast<std::uint64_t>(counts[p] & 1);  // loops at the ground: each worth 1
                continue;
            }
            auto [it, fresh] = parts.try_emplace(part[v], std::string(pairs_.size(), '\0'));
            it->second[p] = counts[p];
        }
        for (auto& [root, piece] : parts) total ^= partValue(piece);
        return total;
    }

private:
    std::uint64_t partValue(const std::string& part) {
        auto found = memo_.find(part);
        if (found != memo_.end()) return found->second;
        if (memo_.size() >= limits_.maxPositions)
            throw refusal(tooLarge(ErrorPhrase(Msg::SearchGaveUpPositions, {grouped(limits_.maxPositions)})));
        if (limits_.maxTime && memo_.size() % kSearchClockInterval == 0 &&
            std::chrono::steady_clock::now() >= deadline_)
            throw refusal(tooLarge(ErrorPhrase(Msg::SearchGaveUpTime, {seconds(*limits_.maxTime), grouped(memo_.size())})));
        std::vector<std::uint64_t> options;
        for (std::size_t p = 0; p < pairs_.size(); ++p) {
            if (!part[p]) continue;
            std::string next = part;
            --next[p];
            options.push_back(value(std::move(next)));
        }
        std::sort(options.begin(), options.end());
        std::uint64_t mex = 0;
        for (std::uint64_t o : options) {
            if (o == mex) ++mex;
            else if (o > mex) break;
        }
        memo_.emplace(part, mex);
        return mex;
    }

    std::vector<std::pair<int, int>> pairs_;
    int vertices_;
    SearchLimits limits_;
    std::vector<std::pair<int, int>> present_;  // scratch for value(): the pairs a position holds
    detail::VertexComponents components_;
    std::unordered_map<std::string, std::uint64_t> memo_;
    std::chrono::steady_clock::time_point deadline_;

    ErrorPhrase tooLarge(ErrorPhrase gaveUp) const {
        return ErrorPhrase(Msg::SearchTooLarge, {std::move(gaveUp), limitsPhrase(limits_)});
    }
};

}  // namespace

SearchTooLarge::SearchTooLarge(ErrorParts parts)
    : std::runtime_error(joinedErrorText(parts, Language::English)), WordedError(std::move(parts)) {}

std::string describeLimits(const SearchLimits& limits, Language language) { return limitsPhrase(limits).text(language); }

std::uint64_t searchValue(const Picture& picture, const SearchLimits& limits) {
    std::vector<bool> standing = picture.standingMask();
    std::size_t count = static_cast<std::size_t>(std::count(standing.begin(), standing.end(), true));
    if (count > limits.maxEdges)
        throw refusal(ErrorPhrase(Msg::SearchTooManyEdges, {std::to_string(count), std::to_string(limits.maxEdges)}));
    // Vertices: 0 for all base nodes, then the other nodes.
    std::vector<int> vertexOf(picture.nodeCount());
    int n = 1;
    for (std::size_t i = 0; i < picture.nodeCount(); ++i)
        vertexOf[i] = picture.nodes()[i].ground ? 0 : n++;
    std::map<std::pair<int, int>, int> pairIndex;
    std::vector<std::pair<int, int>> pairs;
    std::string counts;
    for (std::size_t e = 0; e < picture.edgeCount(); ++e) {
        if (!standing[e]) continue;
        const Edge& edge = picture.edges()[e];
        int u = vertexOf[picture.indexOfNode(edge.from)], v = vertexOf[picture.indexOfNode(edge.to)];
        if (u > v) std::swap(u, v);
        auto [it, fresh] = pairIndex.try_emplace({u, v}, static_cast<int>(pairs.size()));
        if (fresh) {
            pairs.push_back({u, v});
            counts.push_back('\0');
        }
        ++counts[it->second];
    }
    Searcher searcher(std::move(pairs), n, limits);
    return searcher.value(std::move(counts));
}

}  // namespace homestead
