// The skeleton pass (core/src/hackenbush_skeleton.*) with its walk from the ground by hand, and the
// same pass with Boost.Graph's in its place: a boost::compressed_sparse_row_graph of the arcs (each
// edge both ways, its index as the arc's property; the structure made for large static graphs) and
// boost::depth_first_visit with a visitor that numbers the vertices in preorder and records each
// one's tree edge by its index (the parent EDGE, so a parallel edge is a non-tree edge, never taken
// for the tree edge it doubles). Both feed the same sweeps; the results must be equal (a difference
// aborts the run). Counters: "edges", and in BM_WalkRatio "ratio" = Boost / by hand over the whole
// pass (interleaved runs, medians of 5, so a busy machine affects both alike).
//
//   build/tests/bench/bench_skeleton_walk
//   /usr/bin/time -v build/tests/bench/bench_skeleton_walk --benchmark_filter='Skeleton<by_hand>/10000000'
#include <benchmark/benchmark.h>

#include "../../core/src/hackenbush_skeleton.h"
#include "../core/random_picture.h"

#include <boost/graph/compressed_sparse_row_graph.hpp>
#include <boost/graph/depth_first_search.hpp>
#include <boost/graph/two_bit_color_map.hpp>
#include <boost/iterator/counting_iterator.hpp>
#include <boost/iterator/transform_iterator.hpp>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <map>

using namespace homestead;

namespace {

using Csr = boost::compressed_sparse_row_graph<boost::directedS, boost::no_property, int, boost::no_property,
                                               std::uint32_t, std::uint32_t>;

// Arc k of the 2m arcs: edge k / 2, from its first end (k even) or its second (k odd). A loop is two
// arcs from its vertex to itself; the walk never takes either.
struct ArcEnds {
    const detail::Skeleton* s;
    std::pair<std::uint32_t, std::uint32_t> operator()(std::uint32_t k) const {
        const int e = static_cast<int>(k / 2);
        return k % 2 ? std::pair<std::uint32_t, std::uint32_t>(s->ev[e], s->eu[e])
                     : std::pair<std::uint32_t, std::uint32_t>(s->eu[e], s->ev[e]);
    }
};
struct ArcEdge {
    int operator()(std::uint32_t k) const { return static_cast<int>(k / 2); }
};

struct Preorder : boost::default_dfs_visitor {
    detail::Skeleton* s;
    std::vector<int>* number;
    int* count;
    int pendingEdge = -1, pendingParent = -1;  // the tree edge just taken (discover_vertex follows it)

    void tree_edge(Csr::edge_descriptor e, const Csr& g) {
        pendingEdge = g[e];
        pendingParent = (*number)[boost::source(e, g)];
    }
    void discover_vertex(Csr::vertex_descriptor v, const Csr&) {
        const int x = (*count)++;
        (*number)[v] = x;
        s->parentEdge[x] = pendingEdge;
        s->parentVertex[x] = pendingParent;
    }
};

std::vector<int> walkByBoost(detail::Skeleton& s) {
    const int n = s.vertexCount;
    const std::uint32_t arcs = 2 * static_cast<std::uint32_t>(s.eu.size());
    const auto first = boost::make_counting_iterator<std::uint32_t>(0);
    const auto last = boost::make_counting_iterator<std::uint32_t>(arcs);
    const Csr g(boost::edges_are_unsorted_multi_pass, boost::make_transform_iterator(first, ArcEnds{&s}),
                boost::make_transform_iterator(last, ArcEnds{&s}), boost::make_transform_iterator(first, ArcEdge{}),
                static_cast<std::uint32_t>(n));
    std::vector<int> number(n, -1);
    s.parentEdge.assign(n, -1);
    s.parentVertex.assign(n, -1);
    int count = 0;
    Preorder visitor;
    visitor.s = &s;
    visitor.number = &number;
    visitor.count = &count;
    boost::two_bit_color_map<> colour(static_cast<std::size_t>(n));
    boost::depth_first_visit(g, 0, visitor, colour);
    s.reachedCount = count;
    for (int v = 0; v < n; ++v)
        if (number[v] < 0) number[v] = count++;
    return number;
}

const Picture& pictureOf(int edges) {
    static std::map<int, Picture> cache;
    auto it = cache.find(edges);
    if (it == cache.end()) it = cache.emplace(edges, testing::randomLargePicture(2026, edges)).first;
    return it->second;
}

bool same(const detail::Skeleton& a, const detail::Skeleton& b) {
    return a.stress == b.stress && a.bridge == b.bridge && a.standing == b.standing && a.value() == b.value() &&
           a.gardenCount == b.gardenCount;
}

template <detail::GroundWalk walk>
void BM_Skeleton(benchmark::State& state) {
    const Picture& p = pictureOf(int(state.range(0)));
    for (auto _ : state) benchmark::DoNotOptimize(detail::buildSkeleton(p, walk));
    state.counters["edges"] = double(p.edgeCount());
}
void BM_SkeletonByHand(benchmark::State& state) { BM_Skeleton<detail::walkByHand>(state); }
void BM_SkeletonByBoost(benchmark::State& state) { BM_Skeleton<walkByBoost>(state); }
BENCHMARK(BM_SkeletonByHand)->RangeMultiplier(10)->Range(100000, 10000000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SkeletonByBoost)->RangeMultiplier(10)->Range(100000, 10000000)->Unit(benchmark::kMillisecond);

void BM_WalkRatio(benchmark::State& state) {
    using Clock = std::chrono::steady_clock;
    const Picture& p = pictureOf(int(state.range(0)));
    std::vector<double> ratios;
    for (auto _ : state) {
        const auto t0 = Clock::now();
        const detail::Skeleton hand = detail::buildSkeleton(p, detail::walkByHand);
        const auto t1 = Clock::now();
        const detail::Skeleton boost = detail::buildSkeleton(p, walkByBoost);
        const auto t2 = Clock::now();
        if (!same(hand, boost)) state.SkipWithError("the two walks give different skeletons");
        ratios.push_back(std::chrono::duration<double>(t2 - t1).count() / std::chrono::duration<double>(t1 - t0).count());
    }
    std::sort(ratios.begin(), ratios.end());
    state.counters["ratio"] = ratios[ratios.size() / 2];
    state.counters["edges"] = double(p.edgeCount());
}
BENCHMARK(BM_WalkRatio)->Arg(1000000)->Arg(10000000)->Iterations(5)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
