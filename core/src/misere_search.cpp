// Misère outcome by exhaustive search over canonical positions (see misere_search.h). What falls:
// connected components by Boost.Graph (vertex_components.h).
#include "homestead/misere_search.h"

#include "vertex_components.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <unordered_map>
#include <string>
#include <utility>
#include <vector>

namespace homestead {

namespace {

using Pair = std::pair<int, int>;   // node indices, ground = 0, first <= second
using Position = std::vector<Pair>; // sorted multiset of standing edges

// Keeps only the edges connected to the ground (node 0), sorted.
Position standing(const Position& edges, int nodeCount) {
    detail::VertexComponents components;
    const std::vector<int>& component = components.of(nodeCount, edges);
    Position out;
    for (const Pair& p : edges)
        if (component[p.first] == component[0]) out.push_back(p);
    std::sort(out.begin(), out.end());
    return out;
}

// Renames the nodes of a standing position by colour refinement (Weisfeiler–Leman: a node's colour
// is refined by the multiset of its neighbours' colours, three rounds), ties broken by the old
// index, so that isomorphic positions usually get the same key. Always sound: the key is the
// position itself under a bijection of its nodes, so equal keys mean isomorphic positions.
Position canonical(const Position& pos, int nodeCount) {
    std::vector<std::uint64_t> colour(nodeCount, 0);
    std::vector<std::vector<int>> adj(nodeCount);
    for (const Pair& e : pos) {
        adj[e.first].push_back(e.second);
        adj[e.second].push_back(e.first);  // a loop counts twice at its node
    }
    for (int n = 0; n < nodeCount; ++n) colour[n] = n == 0 ? 0x9e3779b97f4a7c15ULL : adj[n].size() + 1;
    std::vector<std::uint64_t> next(nodeCount), around;
    for (int round = 0; round < 3; ++round) {
        for (int n = 0; n < nodeCount; ++n) {
            around.clear();
            for (int m : adj[n]) around.push_back(colour[m]);
            std::sort(around.begin(), around.end());
            std::uint64_t h = colour[n] * 0xff51afd7ed558ccdULL + 0x632be59bd9b4e5b1ULL;
            for (std::uint64_t c : around) h = (h ^ c) * 0xc4ceb9fe1a85ec53ULL + 0x2545f4914f6cdd1dULL;
            next[n] = n == 0 ? colour[0] : h | 1;  // the ground keeps its own colour
        }
        colour.swap(next);
    }
    std::vector<int> order;
    for (int n = 1; n < nodeCount; ++n)
        if (!adj[n].empty()) order.push_back(n);
    std::sort(order.begin(), order.end(), [&](int a, int b) { return colour[a] != colour[b] ? colour[a] < colour[b] : a < b; });
    std::vector<int> rename(nodeCount, 0);
    for (std::size_t i = 0; i < order.size(); ++i) rename[order[i]] = int(i) + 1;
    Position out;
    out.reserve(pos.size());
    for (const Pair& e : pos) out.push_back(std::minmax(rename[e.first], rename[e.second]));
    std::sort(out.begin(), out.end());
    return out;
}

struct PositionHash {
    std::size_t operator()(const Position& p) const {
        std::uint64_t h = 0x84222325cbf29ce4ULL ^ p.size();
        for (const Pair& e : p) h = (h ^ (std::uint64_t(e.first) << 32 | std::uint32_t(e.second))) * 0x100000001b3ULL;
        return std::size_t(h ^ (h >> 29));
    }
};

struct Searcher {
    int nodeCount;
    const MisereLimits& limits;
    std::unordered_map<Position, bool, PositionHash> memo;

    // Does the player to move win?
    bool wins(const Position& pos) {
        if (pos.empty()) return true;
        auto it = memo.find(pos);
        if (it != memo.end()) return it->second;
        if (memo.size() >= limits.maxPositions)
            throw MisereTooLarge("misère search: more than " + std::to_string(limits.maxPositions) +
                                 " positions; the picture is too large to search");
        bool result = false;
        for (std::size_t i = 0; i < pos.size() && !result; ++i) {
            if (i > 0 && pos[i] == pos[i - 1]) continue;  // parallel edges are interchangeable
            Position rest = pos;
            rest.erase(rest.begin() + std::ptrdiff_t(i));
            if (!wins(canonical(standing(rest, nodeCount), nodeCount))) result = true;
        }
        memo.emplace(pos, result);
        return result;
    }
};

}  // namespace

namespace {
// `why` (the limit, then the count) when more edges stand in `picture` than the search takes.
std::optional<std::string> refusedAbove(const Picture& picture, const MisereLimits& limits, Language language, Msg why) {
    std::size_t count = 0;
    for (bool s : picture.standingMask()) count += s;
    if (count > limits.maxEdges) return message(language, why, {std::to_string(limits.maxEdges), std::to_string(count)});
    return std::nullopt;
}
}  // namespace

std::optional<std::string> misereRefusal(const Picture& picture, const MisereLimits& limits, Language language) {
    return refusedAbove(picture, limits, language, Msg::MisereRefusal);
}

std::optional<std::string> misereNewGameRefusal(const Picture& start, const MisereLimits& limits, Language language) {
    return refusedAbove(start, limits, language, Msg::MisereNewGameRefusal);
}

MisereResult misereAnalyse(const Picture& picture, const MisereLimits& limits) {
    if (auto why = misereRefusal(picture, limits)) throw MisereTooLarge(*why);
    std::unordered_map<NodeId, int> index;
    int next = 1;
    for (const Node& n : picture.nodes()) index[n.id] = n.ground ? 0 : next++;
    const std::vector<bool> mask = picture.standingMask();
    Position all;
    std::vector<std::pair<Pair, EdgeId>> edgeOf;
    for (std::size_t i = 0; i < picture.edges().size(); ++i) {
        if (!mask[i]) continue;
        const Edge& e = picture.edges()[i];
        Pair p = std::minmax(index.at(e.from), index.at(e.to));
        all.push_back(p);
        edgeOf.push_back({p, e.id});
    }
    std::sort(all.begin(), all.end());
    Searcher s{next, limits, {}};
    MisereResult r;
    std::map<Pair, bool> chopWins;  // by pair of ends: parallel edges share the answer
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (i > 0 && all[i] == all[i - 1]) continue;
        Position rest = all;
        rest.erase(rest.begin() + std::ptrdiff_t(i));
        chopWins[all[i]] = !s.wins(canonical(standing(rest, next), next));
    }
    r.firstPlayerWins = all.empty();
    for (auto& [pair, win] : chopWins) r.firstPlayerWins = r.firstPlayerWins || win;
    for (auto& [pair, id] : edgeOf)
        if (chopWins[pair]) r.winningMoves.push_back(id);
    std::sort(r.winningMoves.begin(), r.winningMoves.end());
    r.positions = s.memo.size();
    return r;
}

}  // namespace homestead
