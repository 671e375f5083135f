// bench_render_labels: placing the stress labels of a whole random picture (laid out automatically,
// as `homestead-cli render` and the window do) with LabelPlacer, at 10,000, 30,000 and 100,000
// edges. The per-edge time should stay flat as the picture grows (linear placement); counters:
// us_per_edge, register_ms (addEdge of every edge) and tests_per_label (LabelPlacer::strokeTests).
// About 1% of the edges of these laid-out pictures are chords as long as the picture is wide: long
// paths are bucketed, so none fills its bounding box with cells. loopsOnOneNode / stalk: the crowds
// of loops on one node and of a long stalk at 10^4, 10^5, 10^6 edges.
// STATS=1 prints the edge lengths instead (percentiles, in pixels) and the cells bounding boxes fill.
//
//   build/tests/bench/bench_render_labels
#include "picture_geometry.h"

#include "homestead/layout.h"

#include "../core/random_picture.h"

#include <benchmark/benchmark.h>

#include <QElapsedTimer>
#include <QGuiApplication>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <unordered_map>

using namespace homestead;
using namespace homestead::render;

namespace {

std::vector<QPainterPath> paths(const Picture& picture, std::vector<QPointF>* nodes) {
    std::unordered_map<NodeId, QPointF> at;
    for (const Node& n : picture.nodes()) {
        at[n.id] = toScene(n.position.value_or(Point{}));
        nodes->push_back(at[n.id]);
    }
    auto places = edgeSlots(picture);
    std::vector<QPainterPath> out;
    const auto& edges = picture.edges();
    for (std::size_t i = 0; i < edges.size(); ++i) {
        const Edge& e = edges[i];
        if (e.isLoop())
            out.push_back(loopPath(at[e.from], -M_PI / 2, places[i].index, places[i].count));
        else
            out.push_back(edgePath(at[e.from], at[e.to], places[i].index, places[i].count, e.from < e.to));
    }
    return out;
}

void stats(int edges) {
    Picture picture = testing::randomLargePicture(2026, edges);
    layoutPicture(picture);
    std::vector<QPointF> nodes;
    const auto all = paths(picture, &nodes);
    std::vector<double> w;
    std::unordered_map<long long,int> cells;
    long long reg = 0;
    for (auto& p : all) {
        QRectF r = p.boundingRect();
        w.push_back(std::max(r.width(), r.height()));
        long long x0 = std::floor(r.left()/80), x1 = std::floor(r.right()/80), y0 = std::floor(r.top()/80), y1=std::floor(r.bottom()/80);
        for (long long gx=x0;gx<=x1;++gx) for(long long gy=y0;gy<=y1;++gy){ cells[gx*2000003LL+gy]++; ++reg; }
    }
    std::sort(w.begin(), w.end());
    int mx=0; for (auto& [k,c]:cells) mx=std::max(mx,c);
    QRectF b; for (auto&p:all) b|=p.boundingRect();
    printf("n=%d edges=%zu ext=%.0fx%.0f p50=%.0f p90=%.0f p99=%.0f p999=%.0f max=%.0f bbox_cells=%lld cells=%zu maxcell=%d\n", edges, all.size(), b.width(), b.height(),
      w[w.size()/2], w[w.size()*9/10], w[w.size()*99/100], w[w.size()*999/1000], w.back(), reg, cells.size(), mx);
}

// What the placer must keep clear of: every edge's stroke and every node.
void registerAll(LabelPlacer& placer, const std::vector<QPainterPath>& all, const std::vector<QPointF>& nodes) {
    for (std::size_t i = 0; i < all.size(); ++i) placer.addEdge(static_cast<int>(i), all[i]);
    for (QPointF p : nodes) placer.addBlock(QRectF(p.x() - kNodeRadius, p.y() - kNodeRadius, 2 * kNodeRadius, 2 * kNodeRadius));
}

// Each iteration registers every stroke and node with a fresh placer, then places every label of
// size `label`. Counters: us_per_edge, register_ms (the registering alone), tests_per_label (stroke
// tests), queries_per_label (candidate rectangles tested) and cells_per_label (the index's size).
void timePlacement(benchmark::State& state, const std::vector<QPainterPath>& all, const std::vector<QPointF>& nodes,
                   QSizeF label) {
    long long tests = 0, queries = 0, addMs = 0;
    std::size_t cells = 0;
    for (auto _ : state) {
        QElapsedTimer clock;
        clock.start();
        LabelPlacer placer;
        registerAll(placer, all, nodes);
        addMs = clock.elapsed();
        for (std::size_t i = 0; i < all.size(); ++i)
            benchmark::DoNotOptimize(placer.place(static_cast<int>(i), all[i], label));
        tests = placer.strokeTests();
        queries = placer.queries();
        cells = placer.cells();
    }
    const double n = static_cast<double>(all.size());
    state.counters["us_per_edge"] = benchmark::Counter(n, benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
    state.counters["register_ms"] = static_cast<double>(addMs);
    state.counters["tests_per_label"] = static_cast<double>(tests) / n;
    state.counters["queries_per_label"] = static_cast<double>(queries) / n;
    state.counters["cells_per_label"] = static_cast<double>(cells) / n;
}

void placeAll(benchmark::State& state) {
    Picture picture = testing::randomLargePicture(2026, static_cast<int>(state.range(0)));
    layoutPicture(picture);
    std::vector<QPointF> nodes;
    const auto all = paths(picture, &nodes);
    timePlacement(state, all, nodes, QSizeF(24, 19));
}

// The crowds of issue 12: n loops on one node (every petal in the same cells, every label wanting
// the same spot) and a stalk of n edges (a path straight up from one base node).
void crowd(benchmark::State& state, bool loops) {
    const int n = static_cast<int>(state.range(0));
    std::vector<QPainterPath> all;
    std::vector<QPointF> nodes{QPointF(0, 0)};
    all.reserve(n);
    for (int k = 0; k < n; ++k) {
        if (loops) {
            all.push_back(loopPath(nodes[0], -M_PI / 2, k, n));
        } else {
            nodes.push_back(toScene({0, double(k + 1)}));
            all.push_back(edgePath(nodes[k], nodes[k + 1], 0, 1));
        }
    }
    timePlacement(state, all, nodes, QSizeF(loops ? 15 : 52, 19));
}
void loopsOnOneNode(benchmark::State& state) { crowd(state, true); }
void stalk(benchmark::State& state) { crowd(state, false); }

}  // namespace

BENCHMARK(placeAll)->Arg(10000)->Arg(30000)->Arg(100000)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(loopsOnOneNode)->Arg(10000)->Arg(100000)->Arg(1000000)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(stalk)->Arg(10000)->Arg(100000)->Arg(1000000)->Unit(benchmark::kMillisecond)->Iterations(1);

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", qgetenv("QT_QPA_PLATFORM").isEmpty() ? QByteArray("offscreen") : qgetenv("QT_QPA_PLATFORM"));
    QGuiApplication app(argc, argv);
    if (qEnvironmentVariableIsSet("STATS")) { for (int n : {10000, 30000, 100000}) stats(n); return 0; }
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
}
