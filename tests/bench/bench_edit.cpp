// bench_edit: the workbench's edit → analysis → labels path on a 5,000-edge and a 100,000-edge
// picture (target: no stall above one frame, 16 ms). Each iteration pushes one undoable edit through
// the real window (an edge added between two random nodes, or undone); the document computes the
// revision's artifact on a worker, and the window adopts it and refreshes the labels (above 3,000
// edges in slices). The clock is the window's longest stall (StallMeter) from the edit until the
// last label is placed: median_ms, p90_ms and max_ms over the edits.
#include "bench_pictures.h"
#include "gui_bench_main.h"
#include "stall_meter.h"
#include "edit_commands.h"
#include "main_window.h"
#include "picture_scene.h"

#include "homestead/analysis.h"

#include <benchmark/benchmark.h>

#include <QApplication>
#include <QTimer>

#include <algorithm>
#include <random>

using namespace homestead;
using namespace homestead::gui;
using homestead::bench::bigPicture;
using homestead::bench::quantile;
using homestead::bench::StallMeter;

namespace {

void editLoop(benchmark::State& state, int edges) {
    MainWindow window;
    PictureDocument* doc = window.document();
    doc->setPicture(bigPicture(edges, 12345));
    doc->waitForAnalysis();
    while (window.scene()->building()) QCoreApplication::processEvents();
    std::mt19937 rng(1);
    std::vector<double> ms;
    bool undoNext = false;
    StallMeter meter;
    for (auto _ : state) {
        meter.restart();
        bool edited = false;
        QTimer::singleShot(0, [&] {
            if (undoNext) {
                window.undoStack()->undo();
            } else {
                const auto& nodes = doc->picture().nodes();
                NodeId a = nodes[rng() % nodes.size()].id, b = nodes[rng() % nodes.size()].id;
                window.undoStack()->push(new AddEdgeCommand(doc, a, b));
            }
            edited = true;
        });
        // Done when the edit's artifact (computed on a worker) is adopted and the last label placed.
        do QCoreApplication::processEvents();
        while (!edited || doc->analysisPending() || window.scene()->building());
        ms.push_back(meter.longestMs());
        undoNext = !undoNext;
        benchmark::DoNotOptimize(doc->analysis().value);
    }
    state.counters["median_ms"] = quantile(ms, 0.5);
    state.counters["p90_ms"] = quantile(ms, 0.9);
    state.counters["max_ms"] = quantile(ms, 1.0);
    state.counters["edges"] = static_cast<double>(doc->picture().edgeCount());
}

void BM_EditAnalyseLabels_5000(benchmark::State& state) { editLoop(state, 5000); }
void BM_EditReturns_100000_Background(benchmark::State& state) { editLoop(state, 100000); }

void BM_AnalyseOnly_5000(benchmark::State& state) {
    Picture p = bigPicture(5000, 12345);
    for (auto _ : state) benchmark::DoNotOptimize(analyse(p).value);
}

}  // namespace

BENCHMARK(BM_AnalyseOnly_5000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_EditAnalyseLabels_5000)->Unit(benchmark::kMillisecond)->Iterations(60)->Repetitions(5)->ReportAggregatesOnly(false);
BENCHMARK(BM_EditReturns_100000_Background)->Unit(benchmark::kMillisecond)->Iterations(10);

int main(int argc, char** argv) { return homestead::bench::runGuiBenchmarks(argc, argv); }
