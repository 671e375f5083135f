// Find (picture_find.h): what one search costs, as the find bar's worker runs it on every keystroke.
// BM_Find/E/kind on a random 10^4..10^6-edge picture (tests/core/random_picture.h) where every
// tenth edge and node has a name ("branch 17", "knot 40"): kind 0 an id ("e" + a random id),
// kind 1 part of a name matching about a tenth of the named items ("ch 1"), kind 2 nothing
// ("zebra"). Each is a full pass over the picture (an id is checked in O(1), but names are still
// matched). Reports the median, p90 and max of single calls in milliseconds (median_ms, p90_ms, max_ms)
// and the matches found.
//
//   build/tests/bench/bench_find
#include <benchmark/benchmark.h>

#include "../core/random_picture.h"
#include "homestead/picture_find.h"

#include <algorithm>
#include <chrono>
#include <map>
#include <random>

using namespace homestead;

namespace {

const Picture& pictureOf(int edges) {
    static std::map<int, Picture> cache;
    auto it = cache.find(edges);
    if (it == cache.end()) {
        Picture p = testing::randomLargePicture(2026, edges);
        for (std::size_t i = 0; i < p.edges().size(); i += 10) p.setEdgeName(p.edges()[i].id, "branch " + std::to_string(i / 10));
        for (std::size_t i = 0; i < p.nodes().size(); i += 10) p.setNodeName(p.nodes()[i].id, "knot " + std::to_string(i / 10));
        it = cache.emplace(edges, std::move(p)).first;
    }
    return it->second;
}

void BM_Find(benchmark::State& state) {
    const Picture& p = pictureOf(int(state.range(0)));
    std::mt19937_64 rng(7);
    std::vector<double> ms;
    std::size_t found = 0;
    for (auto _ : state) {
        const std::string query = state.range(1) == 0   ? "e" + std::to_string(p.edges()[rng() % p.edgeCount()].id)
                                  : state.range(1) == 1 ? std::string("ch 1")
                                                        : std::string("zebra");
        const auto start = std::chrono::steady_clock::now();
        const std::vector<FoundItem> matches = findInPicture(p, query);
        ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
        found = matches.size();
    }
    std::sort(ms.begin(), ms.end());
    state.counters["median_ms"] = ms[ms.size() / 2];
    state.counters["p90_ms"] = ms[std::min(ms.size() - 1, ms.size() * 9 / 10)];
    state.counters["max_ms"] = ms.back();
    state.counters["matches"] = double(found);
}
BENCHMARK(BM_Find)->ArgsProduct({{10000, 100000, 1000000}, {0, 1, 2}})->Iterations(30)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
