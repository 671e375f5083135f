// The engine's reply time on drawn-shaped random pictures of 10^2 .. 10^4 edges (randomLargePicture:
// a tree on the ground with small cycles, loops and parallel edges). Target: <= 50 ms at 10^4 edges.
// Perfect play (analysis with all winning moves, then the choice) and Casual; also a reply in a
// P-position, where the engine falls back to the smallest-load rule (it needs every load).
#include <benchmark/benchmark.h>

#include "../core/random_picture.h"
#include "homestead/analysis.h"
#include "homestead/engine.h"

using namespace homestead;

static void BM_EngineReply(benchmark::State& state) {
    Picture p = testing::randomLargePicture(99, int(state.range(0)));
    EngineOptions o;
    for (auto _ : state) benchmark::DoNotOptimize(engineMove(p, o));
    state.counters["edges"] = double(p.edgeCount());
    state.counters["value"] = double(analyse(p).value);
}
BENCHMARK(BM_EngineReply)->RangeMultiplier(10)->Range(100, 10000)->Unit(benchmark::kMillisecond);

static void BM_EngineReplyCasual(benchmark::State& state) {
    Picture p = testing::randomLargePicture(7, int(state.range(0)));
    EngineOptions o;
    o.strength = Strength::Casual;
    std::uint64_t seed = 0;
    for (auto _ : state) {
        o.seed = seed++;
        benchmark::DoNotOptimize(engineMove(p, o));
    }
}
BENCHMARK(BM_EngineReplyCasual)->RangeMultiplier(10)->Range(100, 10000)->Unit(benchmark::kMillisecond);

// After a winning chop the position has value 0: the reply that must keep the game going.
static void BM_EngineReplyInPPosition(benchmark::State& state) {
    Picture p = testing::randomLargePicture(99, int(state.range(0)));
    if (auto win = engineMove(p)) {
        if (analyse(p).value != 0) p = p.chop(*win).picture;
    }
    for (auto _ : state) benchmark::DoNotOptimize(engineMove(p));
    state.counters["value"] = double(analyse(p).value);
}
BENCHMARK(BM_EngineReplyInPPosition)->RangeMultiplier(10)->Range(100, 10000)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
