// The radix sort the readers use for ids in any order (core/src/radix_sort.h) beside the library
// sorts it stands in for, on what the edge-list reader sorts: one 16-byte record per mention of a
// large node id (the id, its place, a key of the mixed id's top bits), 2·10^6 and 2·10^7 of them
// (10^6 and 10^7 edges), keys as wide as the reader makes them. All four give the same order (equal
// keys by place: the reader needs each id's first mention first). CPU time per record.
//
//   build/tests/bench/bench_radix_sort --benchmark_counters_tabular=true
#include <benchmark/benchmark.h>

#include "../../core/src/radix_sort.h"
#include "homestead/id_index.h"

#include <boost/sort/spreadsort/integer_sort.hpp>

#include <algorithm>
#include <map>
#include <random>
#include <vector>

using namespace homestead;

namespace {

struct Mention {
    std::int64_t id;
    std::uint32_t at, key;
};
bool byKeyThenPlace(const Mention& a, const Mention& b) { return a.key != b.key ? a.key < b.key : a.at < b.at; }

const std::vector<Mention>& mentions(std::size_t m) {
    static std::map<std::size_t, std::vector<Mention>> cache;
    auto& out = cache[m];
    if (out.empty()) {
        std::mt19937_64 rng(m);
        const int bits = detail::keyBitsBelow(2 * m);
        for (std::size_t j = 0; j < m; ++j) {
            const auto id = static_cast<std::int64_t>(rng() >> 1);
            out.push_back({id, static_cast<std::uint32_t>(j), static_cast<std::uint32_t>(IdIndex::mix(id) >> (64 - bits))});
        }
    }
    return out;
}

// kind 0: radixSortByKey; 1: std::sort; 2: std::stable_sort; 3: boost::sort::spreadsort::integer_sort.
void BM_SortMentions(benchmark::State& state) {
    const std::size_t m = std::size_t(state.range(0));
    const int kind = int(state.range(1));
    const std::vector<Mention>& input = mentions(m);
    for (auto _ : state) {
        state.PauseTiming();
        std::vector<Mention> items = input;
        state.ResumeTiming();
        if (kind == 0) detail::radixSortByKey(items, detail::keyBitsBelow(2 * m), [](const Mention& x) { return x.key; });
        else if (kind == 1) std::sort(items.begin(), items.end(), byKeyThenPlace);
        else if (kind == 2) std::stable_sort(items.begin(), items.end(), byKeyThenPlace);
        else
            boost::sort::spreadsort::integer_sort(
                items.begin(), items.end(), [](const Mention& x, unsigned shift) { return ((std::uint64_t(x.key) << 32) | x.at) >> shift; },
                byKeyThenPlace);
        benchmark::DoNotOptimize(items.data());
    }
    state.counters["s_per_record"] = benchmark::Counter(double(m), benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
    state.SetLabel(kind == 0 ? "radix" : kind == 1 ? "std::sort" : kind == 2 ? "std::stable_sort" : "spreadsort");
}
BENCHMARK(BM_SortMentions)
    ->ArgsProduct({{2000000, 20000000}, {0, 1, 2, 3}})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3);

}  // namespace

BENCHMARK_MAIN();
