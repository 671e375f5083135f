// bench_layout: the automatic layout (layout.h) of pictures without positions, as an edge list
// gives them: the benchmarks' random picture (bench_pictures.h bigPicture: a random tree on 20 base
// nodes with one edge in ten closing a cycle, so a big tangled block with hair), a random tree on one
// base node (randomTree), and the drawn-like pictures of the tests (random_picture.h
// randomLargePicture: small cycles, loops, parallel edges), from 2,000 to 10^6 edges (the edge list
// also at 10^4). The layout is
// meant to be linear: s_per_edge should stay roughly flat as the picture grows. Counter `aspect` is
// the laid-out picture's width over its height (a screen fits it when it is between 1/3 and 3),
// `area_per_node` the square units of its box per node (how compact it is), `mean_edge` the mean
// length of an edge in units (how far the eye travels along one: 1 is a tidy tree), `long_edges` the
// share of edges longer than 4 units (those that cross other parts: about the one edge in ten that
// closes a random cycle in an edge list, when the rest is drawn as a tree).
//
//   build/tests/bench/bench_layout
#include "bench_pictures.h"

#include "../core/random_picture.h"
#include "homestead/layout.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

using namespace homestead;

namespace {

Picture withoutPositions(Picture picture) {
    std::vector<NodeId> ids;
    for (const Node& n : picture.nodes()) ids.push_back(n.id);
    for (NodeId id : ids) picture.setPosition(id, std::nullopt);
    return picture;
}

// Width and height of the laid-out picture in units (a node is a unit wide).
std::pair<double, double> sizeOf(const Picture& p) {
    double left = 1e300, right = -1e300, bottom = 1e300, top = -1e300;
    for (const Node& n : p.nodes()) {
        left = std::min(left, n.position->x);
        right = std::max(right, n.position->x);
        bottom = std::min(bottom, n.position->y);
        top = std::max(top, n.position->y);
    }
    return {right - left + 1, top - bottom + 1};
}

// An edge longer than this many units crosses other parts of the picture rather than joining neighbours.
constexpr double kLongEdge = 4;

void layOut(benchmark::State& state, const Picture& bare) {
    Picture laid;
    for (auto _ : state) {
        state.PauseTiming();
        laid = bare;
        state.ResumeTiming();
        layoutPicture(laid);
        benchmark::ClobberMemory();
    }
    state.counters["s_per_edge"] = benchmark::Counter(static_cast<double>(bare.edgeCount()),
                                                      benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
    const auto [width, height] = sizeOf(laid);
    state.counters["aspect"] = width / height;
    state.counters["area_per_node"] = width * height / static_cast<double>(laid.nodeCount());
    double length = 0, longEdges = 0;
    for (const Edge& e : laid.edges()) {
        const Point a = *laid.node(e.from).position, b = *laid.node(e.to).position;
        length += std::hypot(a.x - b.x, a.y - b.y);
        longEdges += std::hypot(a.x - b.x, a.y - b.y) > kLongEdge ? 1 : 0;
    }
    state.counters["mean_edge"] = length / static_cast<double>(laid.edgeCount());
    state.counters["long_edges"] = longEdges / static_cast<double>(laid.edgeCount());
}

void BM_Layout_EdgeList(benchmark::State& state) {
    layOut(state, withoutPositions(bench::bigPicture(static_cast<int>(state.range(0)), 1)));
}

void BM_Layout_RandomTree(benchmark::State& state) {
    layOut(state, withoutPositions(bench::randomTree(static_cast<int>(state.range(0)), 1)));
}

void BM_Layout_DrawnLike(benchmark::State& state) {
    const int edges = static_cast<int>(state.range(0));
    layOut(state, testing::randomLargePicture(1000 + edges, edges));
}

}  // namespace

BENCHMARK(BM_Layout_EdgeList)->Arg(2000)->Arg(10000)->Arg(100000)->Arg(1000000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Layout_RandomTree)->Arg(2000)->Arg(100000)->Arg(1000000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Layout_DrawnLike)->Arg(2000)->Arg(100000)->Arg(1000000)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
