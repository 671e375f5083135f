// Welter speed: the value and all winning moves of random positions of 10^3..10^6 coins below 2^40,
// by the fast method (evaluate(): one residue table, O(n·B)) and, where feasible (10^3, 10^4), by the
// definition: the value as ⊕ over all pairs (O(n²)) and for each coin a, [S∖a] from the n − 1 mating
// values with a and x solved bit by bit by counting the coins ≡ x (mod 2^k) directly (O(n) per
// level). BM_WelterRatio reports definition/fast as a counter ("ratio").
// Transfinite Welter: n coins ω + m (n odd, so the ω-part of the value is ω and every coin has a good
// move down into the finite class) and n/2 finite coins, by transfinite::welterGoodMoves (O(n·B))
// and by the direct O(n²·B) computation it replaced (tests/core/transfinite_reference.h);
// BM_TransfiniteRatio reports direct/fast as "ratio".
//
//   build/tests/bench/bench_welter
#include <benchmark/benchmark.h>

#include "homestead/mating.h"
#include "homestead/transfinite.h"
#include "homestead/welter.h"
#include "../core/transfinite_reference.h"

#include <chrono>
#include <map>
#include <random>
#include <unordered_set>

using namespace homestead;
using namespace homestead::welter;

namespace {

const std::vector<Square>& positionOf(std::int64_t n) {
    static std::map<std::int64_t, std::vector<Square>> cache;
    auto it = cache.find(n);
    if (it == cache.end()) {
        std::mt19937_64 rng(2026);
        std::unordered_set<Square> seen;
        std::vector<Square> coins;
        while (static_cast<std::int64_t>(coins.size()) < n) {
            const auto x = static_cast<Square>(rng() & ((std::uint64_t{1} << 40) - 1));
            if (seen.insert(x).second) coins.push_back(x);
        }
        it = cache.emplace(n, std::move(coins)).first;
    }
    return it->second;
}

// The definition-based computation of value + all winning moves.
std::pair<std::int64_t, std::vector<Move>> byDefinition(const std::vector<Square>& coins) {
    const std::int64_t whole = valueByDefinition(coins);
    std::vector<Move> moves;
    for (auto a : coins) {
        std::int64_t rest = whole ^ a;
        for (auto b : coins)
            if (b != a) rest ^= mate(a, b);
        const std::uint64_t u = static_cast<std::uint64_t>(rest);  // target 0: u = [S∖a]
        std::uint64_t x = 0;
        for (int k = 0; k < 63; ++k) {
            const std::uint64_t mask = (std::uint64_t{1} << k) - 1;
            std::uint64_t count = 0;
            for (auto s : coins)
                if (s != a && (static_cast<std::uint64_t>(s) & mask) == (x & mask)) ++count;
            x |= (((u >> k) ^ count) & 1) << k;
            if (count == 0) {  // the class stays empty: the remaining bits are u's
                x |= u & ~((std::uint64_t{2} << k) - 1);
                break;
            }
        }
        if (x < static_cast<std::uint64_t>(a)) moves.push_back({a, static_cast<Square>(x)});
    }
    std::sort(moves.begin(), moves.end(), [](const Move& p, const Move& q) { return p.from < q.from; });
    return {whole, moves};
}

void BM_WelterFast(benchmark::State& state) {
    const auto& coins = positionOf(state.range(0));
    for (auto _ : state) benchmark::DoNotOptimize(evaluate(coins));
    state.counters["coins"] = double(coins.size());
    state.counters["coins/s"] = benchmark::Counter(double(coins.size()), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_WelterFast)->RangeMultiplier(10)->Range(1000, 1000000)->Unit(benchmark::kMillisecond);

void BM_WelterDefinition(benchmark::State& state) {
    const auto& coins = positionOf(state.range(0));
    for (auto _ : state) benchmark::DoNotOptimize(byDefinition(coins));
}
BENCHMARK(BM_WelterDefinition)->Arg(1000)->Arg(10000)->Unit(benchmark::kMillisecond)->Iterations(1);

// One definition run against the mean of many fast runs; also checks that they agree.
void BM_WelterRatio(benchmark::State& state) {
    const auto& coins = positionOf(state.range(0));
    double ratio = 0;
    for (auto _ : state) {
        using Clock = std::chrono::steady_clock;
        const auto t0 = Clock::now();
        const auto slow = byDefinition(coins);
        const auto t1 = Clock::now();
        constexpr int kFastRuns = 20;
        Evaluation fast;
        for (int i = 0; i < kFastRuns; ++i) fast = evaluate(coins);
        const auto t2 = Clock::now();
        if (fast.value != slow.first || fast.moves != slow.second) state.SkipWithError("fast and definition disagree");
        ratio = std::chrono::duration<double>(t1 - t0).count() /
                (std::chrono::duration<double>(t2 - t1).count() / kFastRuns);
    }
    state.counters["ratio"] = ratio;
}
BENCHMARK(BM_WelterRatio)->Arg(1000)->Arg(10000)->Unit(benchmark::kMillisecond)->Iterations(1);

// n coins ω + m and n/2 finite coins, squares below 2^40 (n odd: see the top of the file).
std::vector<Ordinal> transfinitePositionOf(std::int64_t n) {
    const auto& finite = positionOf(n + n / 2);
    std::vector<Ordinal> coins;
    for (std::int64_t i = 0; i < n; ++i) coins.push_back(Ordinal::fromCoefficients({finite[i], 1}));
    for (std::int64_t i = n; i < n + n / 2; ++i) coins.push_back(Ordinal(finite[i]));
    return coins;
}

void BM_TransfiniteFast(benchmark::State& state) {
    const auto coins = transfinitePositionOf(state.range(0));
    for (auto _ : state) benchmark::DoNotOptimize(transfinite::welterGoodMoves(coins));
    state.counters["coins"] = double(coins.size());
}
BENCHMARK(BM_TransfiniteFast)->Arg(3001)->Arg(30001)->Arg(300001)->Unit(benchmark::kMillisecond);

void BM_TransfiniteRatio(benchmark::State& state) {
    const auto coins = transfinitePositionOf(state.range(0));
    double ratio = 0;
    for (auto _ : state) {
        using Clock = std::chrono::steady_clock;
        const auto t0 = Clock::now();
        const auto slow = testing::welterGoodMovesDirect(coins);
        const auto t1 = Clock::now();
        constexpr int kFastRuns = 5;
        std::vector<transfinite::OrdinalMove> fast;
        for (int i = 0; i < kFastRuns; ++i) fast = transfinite::welterGoodMoves(coins);
        const auto t2 = Clock::now();
        if (fast != slow) state.SkipWithError("fast and direct disagree");
        ratio = std::chrono::duration<double>(t1 - t0).count() /
                (std::chrono::duration<double>(t2 - t1).count() / kFastRuns);
    }
    state.counters["ratio"] = ratio;
}
BENCHMARK(BM_TransfiniteRatio)->Arg(3001)->Arg(10001)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace

BENCHMARK_MAIN();
