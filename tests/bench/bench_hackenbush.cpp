// Hackenbush speed: analyse() on generated pictures of 10^3..10^6 edges (trees with small cycles,
// loops, parallel edges and chords: tests/core/random_picture.h), and all winning moves fast beside
// the naive chop-and-re-analyse at 10^3 and 10^4 edges. BM_WinningRatio reports naive/fast as a
// counter ("ratio"), timing one naive run against the mean of many fast runs. BM_StandingMask: what
// stands (the ground's component), the walk behind every chop, at 10^5 and 10^6 edges.
//
//   build/tests/bench/bench_hackenbush --benchmark_filter=Analyse
#include <benchmark/benchmark.h>

#include "../core/random_picture.h"
#include "homestead/analysis.h"
#include "homestead/winning.h"

#include <chrono>
#include <map>

using namespace homestead;

namespace {

const Picture& pictureOf(int edges) {
    static std::map<int, Picture> cache;
    auto it = cache.find(edges);
    if (it == cache.end()) it = cache.emplace(edges, testing::randomLargePicture(2026, edges)).first;
    return it->second;
}

void BM_Analyse(benchmark::State& state) {
    const Picture& p = pictureOf(int(state.range(0)));
    for (auto _ : state) benchmark::DoNotOptimize(analyse(p));
    state.counters["edges"] = double(p.edgeCount());
    state.counters["edges/s"] = benchmark::Counter(double(p.edgeCount()), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_Analyse)->RangeMultiplier(10)->Range(1000, 1000000)->Unit(benchmark::kMillisecond);

void BM_StandingMask(benchmark::State& state) {
    const Picture& p = pictureOf(int(state.range(0)));
    for (auto _ : state) benchmark::DoNotOptimize(p.standingMask());
}
BENCHMARK(BM_StandingMask)->Arg(100000)->Arg(1000000)->Unit(benchmark::kMillisecond);

void BM_WinningFast(benchmark::State& state) {
    const Picture& p = pictureOf(int(state.range(0)));
    for (auto _ : state) benchmark::DoNotOptimize(winningMoves(p));
}
BENCHMARK(BM_WinningFast)->Arg(1000)->Arg(10000)->Unit(benchmark::kMillisecond);

void BM_WinningNaive(benchmark::State& state) {
    const Picture& p = pictureOf(int(state.range(0)));
    for (auto _ : state) benchmark::DoNotOptimize(winningMovesByChopping(p));
}
BENCHMARK(BM_WinningNaive)->Arg(1000)->Arg(10000)->Unit(benchmark::kMillisecond)->Iterations(1);

void BM_WinningRatio(benchmark::State& state) {
    const Picture& p = pictureOf(int(state.range(0)));
    using Clock = std::chrono::steady_clock;
    double ratio = 0;
    for (auto _ : state) {
        auto t0 = Clock::now();
        auto naive = winningMovesByChopping(p);
        auto t1 = Clock::now();
        const int runs = 50;
        std::vector<EdgeId> fast;
        for (int i = 0; i < runs; ++i) fast = winningMoves(p);
        auto t2 = Clock::now();
        if (fast != naive) state.SkipWithError("fast and naive winning moves differ");
        ratio = std::chrono::duration<double>(t1 - t0).count() /
                (std::chrono::duration<double>(t2 - t1).count() / runs);
    }
    state.counters["ratio"] = ratio;
}
BENCHMARK(BM_WinningRatio)->Arg(1000)->Arg(10000)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace

BENCHMARK_MAIN();
