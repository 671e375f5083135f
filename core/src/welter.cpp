// Welter's game: see welter.h.
//
// The fast methods share one structure, a path-compressed binary trie over the LOW bits of the
// squares (a residue table for every modulus 2^k at once). The squares are sorted by their
// bit-reversed value, so that the coins ≡ r (mod 2^k) form one contiguous run for every k and r; a
// trie node is such a run together with the range of levels k for which it is the whole residue
// class. Building it costs one sort plus O(n log n) for the split points; afterwards
//   - the pair sum (⊕ of all (a|b)) has bit k = parity of Σ C(c, 2) over the classes at level k,
//     read off the nodes in O(n);
//   - ⊕ over b ≠ a of (a|b) has bit k = parity of (size of a's class at level k) − 1: one
//     depth-first pass gives it for every coin;
//   - solving [x|S∖a] = t fixes x bit by bit from the low end. solve() walks x's path down the trie;
//     for all coins at once (movesToTarget) the queries are processed level by level, kept sorted
//     by their bit-reversed prefix and merged with the sorted keys, so memory is read sequentially
//     (one trie walk per coin costs a cache miss per level, ten times the time at 10^6 coins).
#include "homestead/welter.h"

#include "homestead/display_text.h"

#include "homestead/mating.h"
#include "reverse_bits.h"

#include <algorithm>
#include <bit>
#include <charconv>
#include <tuple>
#include <unordered_map>
#include <utility>

namespace homestead::welter {

WelterError::WelterError(const std::string& sentence) : std::invalid_argument(sentence), WordedError(ErrorParts{sentence}) {}

WelterError::WelterError(ErrorParts parts)
    : std::invalid_argument(joinedErrorText(parts, Language::English)), WordedError(std::move(parts)) {}

namespace {

constexpr int kLevels = 63;  // bits 0..62 of a solution; squares use bits 0..61

using detail::reverseBits;

// LSD radix sort by 16-bit digits of key(item); a digit that is the same in every key costs one
// counting pass (squares below 2^40 reversed have their low 24 bits zero). O(n) per pass, 4 passes
// at most; small inputs use std::sort.
template <typename T, typename Key>
void radixSort(std::vector<T>& items, Key key) {
    if (items.size() < 256) {
        std::sort(items.begin(), items.end(), [&](const T& a, const T& b) { return key(a) < key(b); });
        return;
    }
    std::vector<T> buffer(items.size());
    std::vector<std::size_t> count(65536);
    for (int shift = 0; shift < 64; shift += 16) {
        std::fill(count.begin(), count.end(), 0);
        for (const auto& item : items) ++count[(key(item) >> shift) & 0xFFFF];
        if (count[(key(items[0]) >> shift) & 0xFFFF] == items.size()) continue;
        std::size_t total = 0;
        for (auto& c : count) {
            const auto here = c;
            c = total;
            total += here;
        }
        for (const auto& item : items) buffer[count[(key(item) >> shift) & 0xFFFF]++] = item;
        items.swap(buffer);
    }
}

void radixSort(std::vector<std::uint64_t>& keys) {
    radixSort(keys, [](std::uint64_t k) { return k; });
}

// Bits from..to inclusive (0 <= from, to <= 63); empty when from > to.
std::uint64_t bitRange(int from, int to) {
    if (from > to) return 0;
    const std::uint64_t high = to >= 63 ? ~0ULL : ((1ULL << (to + 1)) - 1);
    const std::uint64_t low = (1ULL << from) - 1;
    return high & ~low;
}

// The residue trie. Node i covers the run [lo, hi) of `squares` (sorted by reversed bits); all of
// them agree on bits 0..level−1 and (for an inner node) differ at bit `level`. A leaf has level 63.
struct ResidueTrie {
    struct Node {
        std::uint32_t lo = 0, hi = 0;
        int level = 0;
        std::int32_t child[2] = {-1, -1};
    };
    std::vector<std::uint64_t> keys;     // the bit-reversed squares, ascending
    std::vector<std::uint64_t> squares;  // the squares in the same order (squares[i] = reverse(keys[i]))
    std::vector<Node> nodes;             // preorder; node 0 is the root (absent when empty)

    explicit ResidueTrie(std::span<const Square> coins) {
        keys.reserve(coins.size());
        for (auto c : coins) keys.push_back(reverseBits(static_cast<std::uint64_t>(c)));
        radixSort(keys);
        squares.reserve(keys.size());
        for (auto key : keys) squares.push_back(reverseBits(key));
        if (squares.empty()) return;
        nodes.reserve(2 * squares.size());
        build(0, static_cast<std::uint32_t>(squares.size()));
    }

    std::int32_t build(std::uint32_t lo, std::uint32_t hi) {
        const auto index = static_cast<std::int32_t>(nodes.size());
        nodes.push_back({lo, hi, 63, {-1, -1}});
        if (hi - lo < 2) return index;
        if (squares[lo] == squares[hi - 1])
            throw WelterError(ErrorParts{{Msg::WelterSquareTwice, {std::to_string(squares[lo])}}});
        const int level = std::countr_zero(squares[lo] ^ squares[hi - 1]);
        const std::uint64_t bit = 1ULL << level;
        const auto mid = static_cast<std::uint32_t>(
            std::partition_point(squares.begin() + lo, squares.begin() + hi,
                                 [bit](std::uint64_t s) { return (s & bit) == 0; }) -
            squares.begin());
        nodes[index].level = level;
        const auto left = build(lo, mid);
        nodes[index].child[0] = left;
        const auto right = build(mid, hi);
        nodes[index].child[1] = right;
        return index;
    }

    // ⊕ over unordered pairs of (a|b).
    std::uint64_t pairSum() const {
        std::uint64_t sum = 0;
        walkLevels([&](const Node& node, int parentLevel) {
            const std::uint64_t c = node.hi - node.lo;
            if (((c * (c - 1) / 2) & 1) != 0) sum ^= bitRange(parentLevel + 1, std::min(node.level, 62));
        });
        return sum;
    }

    template <typename F>
    void walkLevels(F&& visit) const {
        if (nodes.empty()) return;
        std::vector<std::pair<std::int32_t, int>> stack{{0, -1}};
        while (!stack.empty()) {
            auto [index, parentLevel] = stack.back();
            stack.pop_back();
            const Node& node = nodes[index];
            visit(node, parentLevel);
            if (node.child[0] >= 0) {
                stack.push_back({node.child[0], node.level});
                stack.push_back({node.child[1], node.level});
            }
        }
    }

    // ⊕ over the other coins b of (a|b), for every coin a at once, by one depth-first pass over the trie (sequential in memory):
    // result[i] belongs to squares[i].
    std::vector<std::uint64_t> allMateSums() const {
        std::vector<std::uint64_t> result(squares.size());
        if (nodes.empty()) return result;
        std::vector<std::tuple<std::int32_t, int, std::uint64_t>> stack{{0, -1, 0}};
        while (!stack.empty()) {
            auto [index, parentLevel, sum] = stack.back();
            stack.pop_back();
            const Node& node = nodes[index];
            if (((node.hi - node.lo - 1) & 1) != 0) sum ^= bitRange(parentLevel + 1, std::min(node.level, 62));
            if (node.child[0] < 0) {
                result[node.lo] = sum;
                continue;
            }
            stack.push_back({node.child[1], node.level, sum});
            stack.push_back({node.child[0], node.level, sum});
        }
        return result;
    }

    // solve(u[i], true, squares[i]) for every coin i at once, level by level, by merging with the
    // sorted keys instead of walking the trie (a walk costs a cache miss per level per coin). The
    // active queries are kept sorted by the bit-reversed prefix of their x, so at level k each group
    // of queries sharing x mod 2^k finds its residue class among the keys by galloping forward from
    // where the previous group's class was: sequential memory traffic, O(n) per level. A query
    // leaves as soon as its class is empty and its own coin no longer matches x.
    std::vector<std::uint64_t> solveAll(const std::vector<std::uint64_t>& u) const {
        struct Query {
            std::uint64_t rx, u, ra;  // reversed x so far, the target bits, the reversed own coin
            std::uint32_t id;
            bool aMatches;
        };
        std::vector<std::uint64_t> result(squares.size());
        std::vector<Query> active(squares.size()), next;
        for (std::uint32_t i = 0; i < squares.size(); ++i) active[i] = {0, u[i], keys[i], i, true};
        next.reserve(active.size());
        for (int k = 0; k < kLevels && !active.empty(); ++k) {
            const std::uint64_t mask = k == 0 ? 0 : ~0ULL << (64 - k);  // the top k bits of a key
            const std::uint64_t bitK = 1ULL << (63 - k);
            next.clear();
            std::size_t j = 0;  // keys[0..j) are below the current group's class
            for (std::size_t g = 0; g < active.size();) {
                const std::uint64_t prefix = active[g].rx & mask;
                std::size_t h = g + 1;
                while (h < active.size() && (active[h].rx & mask) == prefix) ++h;
                j = gallop(j, [&](std::uint64_t key) { return (key & mask) < prefix; });
                const std::size_t end = gallop(j, [&](std::uint64_t key) { return (key & mask) <= prefix; });
                const std::uint64_t count = end - j;
                j = end;
                for (std::size_t i = g; i < h; ++i) {
                    Query& q = active[i];
                    if (count == 0 && !q.aMatches) {
                        result[q.id] = reverseBits(q.rx) | (q.u & bitRange(k, 62));
                        q.aMatches = true;  // marks the query as finished for the pass below
                        q.id |= 0x80000000U;
                        continue;
                    }
                    const std::uint64_t b = ((q.u >> k) ^ (count - (q.aMatches ? 1 : 0))) & 1;
                    if (b) q.rx |= bitK;
                    if (q.aMatches && ((q.ra & bitK) != 0) != (b != 0)) q.aMatches = false;
                }
                for (int bit = 0; bit < 2; ++bit)
                    for (std::size_t i = g; i < h; ++i) {
                        const Query& q = active[i];
                        if ((q.id & 0x80000000U) == 0 && ((q.rx & bitK) != 0) == (bit == 1)) next.push_back(q);
                    }
                g = h;
            }
            active.swap(next);
        }
        for (const auto& q : active) result[q.id] = reverseBits(q.rx);
        return result;
    }

    // The first index >= from whose key fails `before` (keys are sorted, `before` is monotone).
    template <typename Before>
    std::size_t gallop(std::size_t from, Before before) const {
        const std::size_t n = keys.size();
        if (from >= n || !before(keys[from])) return from;
        std::size_t step = 1, lo = from;  // before(keys[lo]) holds
        while (lo + step < n && before(keys[lo + step])) {
            lo += step;
            step *= 2;
        }
        std::size_t hi = std::min(n, lo + step);  // first candidate not known to be before
        return static_cast<std::size_t>(
            std::partition_point(keys.begin() + static_cast<std::ptrdiff_t>(lo) + 1,
                                 keys.begin() + static_cast<std::ptrdiff_t>(hi), before) -
            keys.begin());
    }

    // The x with bit k = u_k ⊕ parity(#{s in the trie, s ≠ excluded : s ≡ x mod 2^k}) for k = 0..62.
    // `excluded` (a coin of the trie) is left out of the counts when `hasExcluded`.
    std::uint64_t solve(std::uint64_t u, bool hasExcluded, std::uint64_t excluded) const {
        std::uint64_t x = 0;
        std::int32_t index = nodes.empty() ? -1 : 0;  // the node holding x's class, -1 when empty
        bool excludedMatches = hasExcluded;
        for (int k = 0; k < kLevels; ++k) {
            if (index < 0 && !excludedMatches) {
                x |= u & bitRange(k, 62);
                break;
            }
            std::uint64_t count = 0;
            if (index >= 0) count = nodes[index].hi - nodes[index].lo;
            if (excludedMatches) --count;
            const std::uint64_t bitK = ((u >> k) ^ count) & 1;
            x |= bitK << k;
            if (excludedMatches && ((excluded >> k) & 1) != bitK) excludedMatches = false;
            if (index >= 0) {
                const Node& node = nodes[index];
                if (k == node.level) {
                    index = node.child[bitK];
                } else if (((squares[node.lo] >> k) & 1) != bitK) {
                    index = -1;
                }
            }
        }
        return x;
    }
};

std::string describe(Square s) { return std::to_string(s); }

void checkDistinctSorted(std::span<const Square> sorted) {
    for (std::size_t i = 1; i < sorted.size(); ++i)
        if (sorted[i] == sorted[i - 1])
            throw WelterError(ErrorParts{{Msg::WelterSquareTwice, {describe(sorted[i])}}});
}

std::uint64_t xorAll(std::span<const Square> coins) {
    std::uint64_t sum = 0;
    for (auto c : coins) sum ^= static_cast<std::uint64_t>(c);
    return sum;
}

// True iff the sorted coins hold `square`.
bool holds(std::span<const Square> sorted, Square square) {
    return std::binary_search(sorted.begin(), sorted.end(), square);
}

}  // namespace

std::vector<Square> normalisePosition(std::vector<Square> coins) {
    for (auto c : coins) {
        if (c < 0) throw WelterError(ErrorParts{{Msg::WelterSquareNegative, {describe(c)}}});
        if (c >= kSquareLimit) throw WelterError(ErrorParts{{Msg::WelterSquareTooLarge, {describe(c)}}});
    }
    radixSort(coins, [](Square c) { return static_cast<std::uint64_t>(c); });  // all >= 0 here
    checkDistinctSorted(coins);
    return coins;
}

Square parseSquare(const std::string& text) {
    if (text.empty()) throw WelterError(ErrorParts{Msg::WelterEmptySquare});
    if (text[0] == '-') {
        bool digits = text.size() > 1 &&
                      std::all_of(text.begin() + 1, text.end(), [](char ch) { return ch >= '0' && ch <= '9'; });
        if (digits) throw WelterError(ErrorParts{{Msg::WelterSquareNegative, {displayText(text)}}});
        throw WelterError(ErrorParts{{Msg::WelterNotASquare, {quote(text)}}});
    }
    Square value = 0;
    const char* first = text.data();
    const char* last = first + text.size();
    auto [ptr, ec] = std::from_chars(first, last, value);
    if (ptr == first || ptr != last) throw WelterError(ErrorParts{{Msg::WelterNotASquare, {quote(text)}}});
    if (ec == std::errc::result_out_of_range || value >= kSquareLimit)
        throw WelterError(ErrorParts{{Msg::WelterSquareTooLarge, {displayText(text)}}});
    return value;
}

std::vector<Square> parseSquareList(std::string_view text) {
    std::vector<Square> squares;
    std::size_t pos = 0, index = 0;
    const auto isSeparator = [](char ch) { return ch == ' ' || ch == '\n' || ch == '\t' || ch == '\r' || ch == ','; };
    while (pos < text.size()) {
        if (isSeparator(text[pos])) {
            ++pos;
            continue;
        }
        std::size_t end = pos;
        while (end < text.size() && !isSeparator(text[end])) ++end;
        ++index;
        Square value = 0;
        const auto [ptr, ec] = std::from_chars(text.data() + pos, text.data() + end, value);
        if (ptr != text.data() + end || ec != std::errc() || value < 0 || value >= kSquareLimit) {
            try {  // parseSquare words the problem; enough of the token to show its start whole
                parseSquare(std::string(text.substr(pos, std::min<std::size_t>(end - pos, 8 * kDisplayLimit))));
            } catch (const WelterError& error) {  // "number 3: " before the problem
                ErrorParts parts{ErrorPhrase(Msg::WelterNumber, {std::to_string(index)})};
                parts.insert(parts.end(), error.parts().begin(), error.parts().end());
                throw WelterError(std::move(parts));
            }
            throw WelterError(ErrorParts{ErrorPhrase(Msg::WelterNumber, {std::to_string(index)}), Msg::WelterNotASquareShort});
        }
        squares.push_back(value);
        pos = end;
    }
    return squares;
}

std::int64_t value(std::span<const Square> coins) {
    const ResidueTrie trie(coins);
    return static_cast<std::int64_t>(xorAll(coins) ^ trie.pairSum());
}

std::int64_t valueByDefinition(std::span<const Square> coins) {
    std::int64_t sum = 0;
    for (std::size_t i = 0; i < coins.size(); ++i) {
        sum ^= coins[i];
        for (std::size_t j = i + 1; j < coins.size(); ++j) sum ^= mate(coins[i], coins[j]);
    }
    return sum;
}

Mating matingMethod(std::span<const Square> coins) {
    Mating result;
    ResidueTrie trie(coins);
    if (trie.nodes.empty()) return result;
    // Bottom-up: every subtree leaves at most one unmated coin; an inner node mates the leftovers of
    // its two children, whose mating value is 2^(level+1) − 1, the largest left among them.
    std::vector<std::optional<Square>> leftover(trie.nodes.size());
    for (auto index = static_cast<std::int32_t>(trie.nodes.size()) - 1; index >= 0; --index) {
        const auto& node = trie.nodes[index];
        if (node.child[0] < 0) {
            leftover[index] = static_cast<Square>(trie.squares[node.lo]);
            continue;
        }
        const auto& left = leftover[node.child[0]];
        const auto& right = leftover[node.child[1]];
        if (left && right) {
            const Square a = std::min(*left, *right), b = std::max(*left, *right);
            result.pairs.push_back({a, b, welterPair(a, b)});
        } else {
            leftover[index] = left ? left : right;
        }
    }
    result.spinster = leftover[0];
    // Conway's order: best-mated first ((a|b) largest), ties by the smallest squares.
    std::sort(result.pairs.begin(), result.pairs.end(), [](const MatedPair& p, const MatedPair& q) {
        const auto mp = mate(p.a, p.b), mq = mate(q.a, q.b);
        if (mp != mq) return mp > mq;
        return p.a < q.a;
    });
    for (const auto& pair : result.pairs) result.value ^= pair.value;
    if (result.spinster) result.value ^= *result.spinster;
    return result;
}

std::int64_t valueBySato(std::span<const Square> coins) {
    std::vector<Square> sorted = normalisePosition({coins.begin(), coins.end()});
    const auto n = static_cast<std::int64_t>(sorted.size());
    // λ_i = a_i − (n − i) for a_1 > … > a_n (1-based), i.e. row i of the partition, largest first.
    std::vector<std::int64_t> lambda;
    std::int64_t cells = 0;
    for (std::int64_t i = 1; i <= n; ++i) {
        lambda.push_back(sorted[static_cast<std::size_t>(n - i)] - (n - i));
        cells += lambda.back();
        if (cells > 50'000'000) throw WelterError("position too large for Sato's hook formula");
    }
    const std::int64_t width = lambda.empty() ? 0 : lambda.front();
    std::vector<std::int64_t> conjugate(static_cast<std::size_t>(width), 0);  // λ'_j, j = 1..width
    for (auto row : lambda)
        for (std::int64_t j = 0; j < row; ++j) ++conjugate[static_cast<std::size_t>(j)];
    std::int64_t sum = 0;
    for (std::int64_t i = 0; i < n; ++i)
        for (std::int64_t j = 0; j < lambda[static_cast<std::size_t>(i)]; ++j) {
            const std::int64_t hook = lambda[static_cast<std::size_t>(i)] - j - 1 +
                                      conjugate[static_cast<std::size_t>(j)] - i - 1 + 1;
            sum ^= hook ^ (hook - 1);
        }
    return sum;
}

std::int64_t searchValue(std::span<const Square> coins, bool misere) {
    const auto sorted = normalisePosition({coins.begin(), coins.end()});
    if (sorted.size() > 8) throw WelterError("exhaustive search takes at most 8 coins");
    if (!sorted.empty() && sorted.back() >= 24) throw WelterError("exhaustive search takes squares below 24 only");
    std::uint32_t start = 0;
    for (auto c : sorted) start |= 1U << c;
    // Values depend only on the occupied squares, so the memo is kept between calls (per thread):
    // the tests search thousands of small positions that share most of their game trees.
    thread_local std::unordered_map<std::uint32_t, std::int64_t> memos[2];
    auto& memo = memos[misere ? 1 : 0];
    auto grundy = [&](auto&& self, std::uint32_t mask) -> std::int64_t {
        if (auto it = memo.find(mask); it != memo.end()) return it->second;
        std::vector<std::int64_t> options;
        for (int from = 1; from < 24; ++from) {
            if (!(mask >> from & 1)) continue;
            for (int to = 0; to < from; ++to)
                if (!(mask >> to & 1)) options.push_back(self(self, (mask & ~(1U << from)) | (1U << to)));
        }
        std::int64_t result;
        if (options.empty() && misere) {
            result = 1;
        } else {
            std::sort(options.begin(), options.end());
            result = 0;
            for (auto v : options)
                if (v == result) ++result;
                else if (v > result) break;
        }
        memo.emplace(mask, result);
        return result;
    };
    return grundy(grundy, start);
}

Square solve(std::span<const Square> others, std::int64_t target) {
    return solveEach(others, std::span<const std::int64_t>(&target, 1)).front();
}

std::vector<Square> solveEach(std::span<const Square> others, std::span<const std::int64_t> targets) {
    for (auto target : targets) {
        if (target < 0) throw WelterError("target value " + std::to_string(target) + " is negative");
        // Squares and mating values are below 2^62, so is every value of a position; a larger
        // target could need bit 63 of x, and the solver works out bits 0..62 only.
        if (target >= kSquareLimit)
            throw WelterError("target value " + std::to_string(target) + " is 2^62 or more (values are below 2^62)");
    }
    // With the target and the others below 2^62, x is below 2^63: bit 62 of x is set only when
    // x mod 2^62 is one of the others, and then no other is x mod 2^63, so every higher bit is the
    // target's, 0. Bits 0..62 are exactly what the solver computes.
    const ResidueTrie trie(others);
    const std::uint64_t othersPart = xorAll(others) ^ trie.pairSum();
    std::vector<Square> result;
    result.reserve(targets.size());
    for (auto target : targets)
        result.push_back(static_cast<Square>(trie.solve(static_cast<std::uint64_t>(target) ^ othersPart, false, 0)));
    return result;
}

std::vector<std::int64_t> valuesWithoutEach(std::span<const Square> coins) {
    const ResidueTrie trie(coins);
    const std::uint64_t whole = xorAll(coins) ^ trie.pairSum();
    const auto mateSums = trie.allMateSums();
    // [S∖a] = [S] ⊕ a ⊕ (⊕ over b ≠ a of (a|b)); the trie holds the coins in bit-reversed order.
    std::vector<std::pair<Square, std::int64_t>> bySquare(trie.squares.size());
    for (std::size_t i = 0; i < bySquare.size(); ++i)
        bySquare[i] = {static_cast<Square>(trie.squares[i]),
                       static_cast<std::int64_t>(whole ^ trie.squares[i] ^ mateSums[i])};
    std::sort(bySquare.begin(), bySquare.end());
    std::vector<std::int64_t> result;
    result.reserve(coins.size());
    for (auto c : coins)
        result.push_back(std::lower_bound(bySquare.begin(), bySquare.end(), std::pair<Square, std::int64_t>{c, 0},
                                          [](const auto& a, const auto& b) { return a.first < b.first; })
                             ->second);
    return result;
}

Evaluation evaluate(std::span<const Square> coins, std::int64_t target) {
    Evaluation result;
    ResidueTrie trie(coins);
    const std::uint64_t whole = xorAll(coins) ^ trie.pairSum();
    result.value = static_cast<std::int64_t>(whole);
    // No position of squares below 2^62 has a value of 2^62 or more (see solve): no move reaches it.
    if (target < 0 || target >= kSquareLimit) return result;
    const auto mateSums = trie.allMateSums();
    std::vector<std::uint64_t> u(trie.squares.size());
    for (std::size_t i = 0; i < u.size(); ++i)  // [S∖a] = [S] ⊕ a ⊕ (⊕ over b ≠ a of (a|b))
        u[i] = static_cast<std::uint64_t>(target) ^ whole ^ trie.squares[i] ^ mateSums[i];
    const auto x = trie.solveAll(u);
    for (std::size_t i = 0; i < x.size(); ++i)
        if (x[i] < trie.squares[i])
            result.moves.push_back({static_cast<Square>(trie.squares[i]), static_cast<Square>(x[i])});
    radixSort(result.moves, [](const Move& m) { return static_cast<std::uint64_t>(m.from); });
    return result;
}

std::vector<Move> movesToTarget(std::span<const Square> coins, std::int64_t target) {
    return evaluate(coins, target).moves;
}

std::vector<Move> winningMoves(std::span<const Square> coins) { return movesToTarget(coins, 0); }

bool isFickle(std::span<const Square> coins) {
    const auto n = static_cast<Square>(coins.size());
    std::vector<Square> sorted(coins.begin(), coins.end());
    std::sort(sorted.begin(), sorted.end());
    if (!sorted.empty() && sorted.back() >= 2 * n) return false;
    for (auto c : sorted)
        if (holds(sorted, 2 * n - 1 - c)) return false;
    return true;
}

bool isMisereP(std::span<const Square> coins) {
    const auto v = value(coins);
    return isFickle(coins) ? v == 1 : v == 0;
}

std::vector<Move> misereWinningMoves(std::span<const Square> coins) {
    std::vector<Square> sorted(coins.begin(), coins.end());
    std::sort(sorted.begin(), sorted.end());
    const auto n = static_cast<Square>(sorted.size());
    // Fickleness after a move a → x, in O(1): all coins below 2n and no "mirror pair" i, 2n−1−i both
    // occupied. Count the coins at 2n or more and the occupied mirror pairs once, then adjust.
    std::int64_t high = 0, mirrored = 0;
    for (auto c : sorted) {
        if (c >= 2 * n) ++high;
        else if (c < n && holds(sorted, 2 * n - 1 - c)) ++mirrored;
    }
    auto fickleAfter = [&](Move m) {
        std::int64_t h = high - (m.from >= 2 * n ? 1 : 0) + (m.to >= 2 * n ? 1 : 0);
        if (h != 0) return false;
        std::int64_t pairs = mirrored;
        auto occupiedAfter = [&](Square s) { return s == m.to || (s != m.from && holds(sorted, s)); };
        if (m.from < 2 * n && holds(sorted, 2 * n - 1 - m.from)) --pairs;  // from's pair loses a coin
        if (occupiedAfter(2 * n - 1 - m.to)) ++pairs;
        return pairs == 0;
    };
    std::vector<Move> moves;
    for (auto m : movesToTarget(sorted, 0))
        if (!fickleAfter(m)) moves.push_back(m);
    for (auto m : movesToTarget(sorted, 1))
        if (fickleAfter(m)) moves.push_back(m);
    std::sort(moves.begin(), moves.end(),
              [](const Move& p, const Move& q) { return p.from != q.from ? p.from < q.from : p.to < q.to; });
    return moves;
}

std::vector<Move> legalMoves(std::span<const Square> coins) {
    std::vector<Square> sorted(coins.begin(), coins.end());
    std::sort(sorted.begin(), sorted.end());
    std::vector<Move> moves;
    for (auto from : sorted)
        for (Square to = 0; to < from; ++to)
            if (!holds(sorted, to)) moves.push_back({from, to});
    return moves;
}

std::optional<ErrorPhrase> illegalReason(std::span<const Square> coins, Move move) {
    std::vector<Square> sorted(coins.begin(), coins.end());
    std::sort(sorted.begin(), sorted.end());
    if (!holds(sorted, move.from)) return ErrorPhrase(Msg::RuleNoCoinOnSquare, {std::to_string(move.from)});
    if (move.to < 0) return ErrorPhrase(Msg::RuleSquareNegative, {std::to_string(move.to)});
    if (move.to >= move.from) return ErrorPhrase(Msg::RuleSlidesLeft);
    if (holds(sorted, move.to)) return ErrorPhrase(Msg::RuleSquareOccupied, {std::to_string(move.to)});
    return std::nullopt;
}

std::vector<Square> applyMove(std::span<const Square> coins, Move move) {
    if (auto why = illegalReason(coins, move))
        throw WelterError(ErrorParts{ErrorPhrase(Msg::RuleIllegalWelterMove, {std::to_string(move.from), std::to_string(move.to)}),
                                     std::move(*why)});
    std::vector<Square> sorted(coins.begin(), coins.end());
    std::sort(sorted.begin(), sorted.end());
    *std::lower_bound(sorted.begin(), sorted.end(), move.from) = move.to;
    std::sort(sorted.begin(), sorted.end());
    return sorted;
}

bool isOver(std::span<const Square> coins) {
    const auto n = static_cast<Square>(coins.size());
    return std::all_of(coins.begin(), coins.end(), [n](Square c) { return c < n; });
}

std::optional<int> winner(std::span<const Square> coins, int toMove, bool misere) {
    if (!isOver(coins)) return std::nullopt;
    const int mover = toMove & 1;
    return misere ? mover : 1 - mover;
}

}  // namespace homestead::welter
