// bench_garden_layout: laying out the garden side view (render::layoutGarden) of random pictures of
// 300 to 50,000 edges and of a 3,000-node path with loops (tests/gui/tst_garden_layout checks the
// layouts, this program times them). The layout is meant to be
// O(E · rows per level): s_per_edge (CPU time per edge) should stay roughly flat as the picture
// grows. Also the benchmarks' 10^5-edge picture (bench_pictures.h, seed 1, as make_bench_picture
// writes it) laid out as one tidy row (aspect 0: what the garden view drew before folding) and
// folded onto shelves for the side panel's shape (aspect 370/560), side by side; and a 10^5-edge
// random tree on one base node (bench_pictures.h randomTree, seed 1), as a row and with its wide
// nodes' children hung on trunks for the panel (a few whole layouts to find the rows' width).
// 10 runs each: median, p90, max.
//
//   build/tests/bench/bench_garden_layout
#include "garden_layout.h"
#include "gui_bench_main.h"
#include "stall_clock.h"

#include "bench_pictures.h"

#include "../core/random_picture.h"
#include "homestead/garden.h"

#include <benchmark/benchmark.h>

#include <QFont>

using namespace homestead;
using namespace homestead::render;
using homestead::bench::withSpread;

namespace {

QFont labelFont() {  // as the garden view's
    QFont f;
    f.setPixelSize(13);
    f.setBold(true);
    return f;
}

void layOut(benchmark::State& state, const Picture& picture, double aspect = 0) {
    const Garden g = collapse(picture);
    const QFont font = labelFont();
    for (auto _ : state) benchmark::DoNotOptimize(layoutGarden(g, font, aspect));
    state.counters["s_per_edge"] = benchmark::Counter(static_cast<double>(picture.edgeCount()),
                                                      benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
    state.counters["garden_nodes"] = g.nodeCount;
}

void BM_GardenLayout_Random(benchmark::State& state) {
    const int edges = static_cast<int>(state.range(0));
    layOut(state, testing::randomLargePicture(1000 + edges, edges));
}

void BM_GardenLayout_LongPath(benchmark::State& state) {
    Picture path;
    NodeId below = path.addNode(std::nullopt, true);
    for (int i = 0; i < state.range(0); ++i) {
        const NodeId top = path.addNode();
        path.addEdge(below, top);
        if (i % 7 == 0) path.addEdge(top, top);
        below = top;
    }
    layOut(state, path);
}

void BM_GardenLayout_BenchPicture_Row(benchmark::State& state) {
    layOut(state, bench::bigPicture(static_cast<int>(state.range(0)), 1));
}

void BM_GardenLayout_BenchPicture_Folded(benchmark::State& state) {
    layOut(state, bench::bigPicture(static_cast<int>(state.range(0)), 1), 370.0 / 560.0);
}

void BM_GardenLayout_Tree_Row(benchmark::State& state) {
    layOut(state, bench::randomTree(static_cast<int>(state.range(0)), 1));
}

void BM_GardenLayout_Tree_Folded(benchmark::State& state) {
    layOut(state, bench::randomTree(static_cast<int>(state.range(0)), 1), 370.0 / 560.0);
}

}  // namespace

BENCHMARK(BM_GardenLayout_Random)->Arg(300)->Arg(2000)->Arg(8000)->Arg(50000)->Unit(benchmark::kMillisecond)->Apply(withSpread);
BENCHMARK(BM_GardenLayout_BenchPicture_Row)->Arg(100000)->Unit(benchmark::kMillisecond)->Apply(withSpread);
BENCHMARK(BM_GardenLayout_BenchPicture_Folded)->Arg(100000)->Unit(benchmark::kMillisecond)->Apply(withSpread);
BENCHMARK(BM_GardenLayout_Tree_Row)->Arg(100000)->Unit(benchmark::kMillisecond)->Apply(withSpread);
BENCHMARK(BM_GardenLayout_Tree_Folded)->Arg(100000)->Unit(benchmark::kMillisecond)->Apply(withSpread);
BENCHMARK(BM_GardenLayout_LongPath)->Arg(3000)->Unit(benchmark::kMillisecond)->Apply(withSpread);

int main(int argc, char** argv) { return homestead::bench::runGuiBenchmarks(argc, argv); }
