// Homestead's analysis beside the naive exhaustive game-tree search (search.h) on the same pictures,
// 10 to 25 edges: where the search stops being feasible, and how far apart the two are. The pictures
// are the hard kind for a search: one base node and a random connected multigraph of n edges on
// n/2 + 1 nodes (many cycles, few independent parts to split), three per size (fixed seeds). The
// search is capped (10^6 memoised positions or 2 s each, SearchLimits); a capped search counts as
// not feasible. Counters: "feasible" (searches finished, of 3), "search_ms" and "analyse_us" (the
// mean over the finished pictures), "ratio" (search / analyse). A value that differs aborts the run.
// BM_Search and BM_MisereSearch time the searches alone, uncapped, on pictures they finish (CPU
// time is comparable between two builds on a busy machine: what the ground walk costs).
//
//   build/tests/bench/bench_search_vs_theory
//   build/tests/bench/bench_search_vs_theory --benchmark_filter='Search/|Misere'
#include <benchmark/benchmark.h>

#include "homestead/analysis.h"
#include "homestead/misere_search.h"
#include "homestead/search.h"

#include <chrono>
#include <random>

using namespace homestead;

namespace {

Picture hardPicture(int edges, std::uint32_t seed) {
    std::mt19937 rng(seed);
    Picture p;
    const int nodes = edges / 2 + 1;
    std::vector<NodeId> ids{p.addNode(Point{0, 0}, true)};
    for (int i = 1; i < nodes; ++i) {  // a random spanning tree keeps everything standing
        ids.push_back(p.addNode(Point{double(i), 1}));
        p.addEdge(ids[rng() % i], ids[i]);
    }
    while (static_cast<int>(p.edgeCount()) < edges) p.addEdge(ids[rng() % nodes], ids[rng() % nodes]);
    return p;
}

void BM_SearchBesideAnalysis(benchmark::State& state) {
    using Clock = std::chrono::steady_clock;
    const int edges = int(state.range(0));
    SearchLimits limits;
    limits.maxTime = std::chrono::milliseconds(2000);
    int feasible = 0;
    double searchMs = 0, analyseUs = 0;
    for (auto _ : state) {
        feasible = 0;
        searchMs = analyseUs = 0;
        for (std::uint32_t seed : {1u, 2u, 3u}) {
            const Picture p = hardPicture(edges, seed);
            const auto t0 = Clock::now();
            const int rounds = 100;
            for (int r = 0; r < rounds; ++r) {
                Analysis a = analyse(p);
                benchmark::DoNotOptimize(a);
            }
            const std::uint64_t theory = analyse(p).value;
            const auto t1 = Clock::now();
            try {
                const std::uint64_t searched = searchValue(p, limits);
                const auto t2 = Clock::now();
                if (searched != theory) {
                    state.SkipWithError("search and analysis disagree");
                    return;
                }
                ++feasible;
                searchMs += std::chrono::duration<double, std::milli>(t2 - t1).count();
                analyseUs += std::chrono::duration<double, std::micro>(t1 - t0).count() / rounds;
            } catch (const SearchTooLarge&) {
            }
        }
    }
    state.counters["feasible"] = feasible;
    if (feasible) {
        state.counters["search_ms"] = searchMs / feasible;
        state.counters["analyse_us"] = analyseUs / feasible;
        state.counters["ratio"] = searchMs * 1000 / analyseUs;
    }
}
BENCHMARK(BM_SearchBesideAnalysis)->DenseRange(10, 25, 1)->Iterations(1)->Unit(benchmark::kMillisecond);

void BM_Search(benchmark::State& state) {
    const int edges = int(state.range(0));
    for (auto _ : state)
        for (std::uint32_t seed : {1u, 2u, 3u}) benchmark::DoNotOptimize(searchValue(hardPicture(edges, seed)));
}
BENCHMARK(BM_Search)->DenseRange(12, 16, 2)->Unit(benchmark::kMillisecond);

void BM_MisereSearch(benchmark::State& state) {
    const int edges = int(state.range(0));
    for (auto _ : state)
        for (std::uint32_t seed : {1u, 2u, 3u}) benchmark::DoNotOptimize(misereAnalyse(hardPicture(edges, seed)));
}
BENCHMARK(BM_MisereSearch)->DenseRange(10, 14, 2)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
