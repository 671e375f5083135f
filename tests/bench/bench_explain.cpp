// Explanations (explanation.h): what the Explain panel's worker and the canvas tooltip cost.
// - BM_ExplainEdge/E/kind: explainEdge of random standing edges of a 10^3..10^5-edge picture
//   (tests/core/random_picture.h), kind 0 bridges, kind 1 edges on cycles (a re-analysis of the
//   chopped picture).
// - BM_ValueAfterChop/E/kind: valueAfterChop, what a tooltip in Play or with M on asks: kind 0
//   bridges (the O(depth) walk), kind 1 edges on cycles (asked synchronously only up to
//   PictureScene::kSyncChopValueEdges = 1000 edges).
// Each reports the median, p90 and max of single calls in milliseconds (median_ms, p90_ms, max_ms).
//
//   build/tests/bench/bench_explain
#include <benchmark/benchmark.h>

#include "../core/random_picture.h"
#include "homestead/explanation.h"

#include <algorithm>
#include <chrono>
#include <map>
#include <random>

using namespace homestead;

namespace {

const PictureAnalysis& artifactOf(int edges) {
    static std::map<int, std::shared_ptr<const PictureAnalysis>> cache;
    auto it = cache.find(edges);
    if (it == cache.end()) it = cache.emplace(edges, PictureAnalysis::of(testing::randomLargePicture(2026, edges))).first;
    return *it->second;
}

std::vector<EdgeId> edgesOfKind(const PictureAnalysis& a, bool onCycle) {
    std::vector<EdgeId> out;
    for (const EdgeAnalysis& e : a.analysis().edges)
        if (e.standing && e.onCycle == onCycle) out.push_back(e.id);
    return out;
}

template <class Call> void timeCalls(benchmark::State& state, Call call) {
    const PictureAnalysis& a = artifactOf(int(state.range(0)));
    const std::vector<EdgeId> edges = edgesOfKind(a, state.range(1) == 1);
    std::mt19937_64 rng(7);
    std::vector<double> ms;
    for (auto _ : state) {
        const EdgeId e = edges[rng() % edges.size()];
        const auto start = std::chrono::steady_clock::now();
        call(a, e);
        ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    std::sort(ms.begin(), ms.end());
    state.counters["median_ms"] = ms[ms.size() / 2];
    state.counters["p90_ms"] = ms[std::min(ms.size() - 1, ms.size() * 9 / 10)];
    state.counters["max_ms"] = ms.back();
}

void BM_ExplainEdge(benchmark::State& state) {
    timeCalls(state, [](const PictureAnalysis& a, EdgeId e) { benchmark::DoNotOptimize(explainEdge(a, e)); });
}
BENCHMARK(BM_ExplainEdge)->ArgsProduct({{1000, 10000, 100000}, {0, 1}})->Iterations(50)->Unit(benchmark::kMillisecond);

void BM_ValueAfterChop(benchmark::State& state) {
    timeCalls(state, [](const PictureAnalysis& a, EdgeId e) { benchmark::DoNotOptimize(valueAfterChop(a, e)); });
}
BENCHMARK(BM_ValueAfterChop)->ArgsProduct({{1000, 100000}, {0, 1}})->Iterations(200)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
