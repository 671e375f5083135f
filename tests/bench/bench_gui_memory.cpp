// bench_gui_memory: the window's peak memory (the process's VmHWM, read from /proc/self/status)
// while it opens a big picture the way File → Open does and builds it until every item is made,
// every number placed and the analysis is back: n loops on one base node, and a random drawn-like
// picture of n edges (tests/core/random_picture.h; no positions: the window lays it out).
// LoopsOnOneNode_EveryPetal: the loops with an item each, as the canvas had them before its fans
// were thinned (ItemRegistry::setMostPetalItems), for comparison.
// Counters: peak_rss_mb (VmHWM after the open), start_rss_mb (resident memory before it: the
// program and Qt, and what an earlier benchmark of the same run left in the allocator),
// scene_items (the graphics items the canvas holds for the picture).
// Peaks are per process and only go up: run one benchmark per process for exact figures.
//
//   build/tests/bench/bench_gui_memory --benchmark_filter='LoopsOnOneNode/1000000'
//   build/tests/bench/bench_gui_memory --benchmark_filter='RandomPicture/1000000'
#include "bench_pictures.h"
#include "gui_bench_main.h"
#include "item_registry.h"
#include "main_window.h"
#include "picture_document.h"
#include "picture_io.h"
#include "picture_scene.h"

#include "../core/random_picture.h"

#include <benchmark/benchmark.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTimer>

#include <fstream>
#include <limits>
#include <string>

using namespace homestead;
using namespace homestead::gui;

namespace {

// A line of /proc/self/status ("VmHWM:  123456 kB") in megabytes; 0 where there is none.
double statusMegabytes(const std::string& key) {
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line))
        if (line.rfind(key + ':', 0) == 0) return std::stod(line.substr(key.size() + 1)) / 1024.0;
    return 0;
}

// Starts the peak again from what is resident now (Linux: "5" to clear_refs).
void resetPeak() {
    std::ofstream clear("/proc/self/clear_refs");
    clear << "5";
}

void openAndMeasure(benchmark::State& state, bool loops) {
    const int edges = static_cast<int>(state.range(0));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.json"));
    {
        QFile f(path);
        f.open(QIODevice::WriteOnly);
        f.write(QByteArray::fromStdString(io::writeJson(loops ? bench::loopsOnOneNode(edges) : testing::randomLargePicture(7, edges))));
    }
    for (auto _ : state) {
        MainWindow window;
        window.show();
        QApplication::processEvents();
        resetPeak();
        state.counters["start_rss_mb"] = statusMegabytes("VmRSS");
        bool opened = false;
        const auto done = QObject::connect(&window, &MainWindow::fileOpened, [&] { opened = true; });
        QElapsedTimer since;
        since.start();
        QTimer::singleShot(0, [&] { window.startOpening(path); });
        while (!(opened && !window.scene()->building() && !window.document()->analysisPending()))
            QApplication::processEvents(QEventLoop::AllEvents, 50);
        QObject::disconnect(done);
        state.SetIterationTime(since.nsecsElapsed() / 1e9);
        state.counters["peak_rss_mb"] = statusMegabytes("VmHWM");
        state.counters["scene_items"] = static_cast<double>(window.scene()->items().size());
        window.document()->setPicture(Picture{});  // not measured: let the window close quietly
        window.scene()->finishBuild();
    }
}

void BM_PeakMemory_LoopsOnOneNode(benchmark::State& state) { openAndMeasure(state, true); }
void BM_PeakMemory_LoopsOnOneNode_EveryPetal(benchmark::State& state) {
    ItemRegistry::setMostPetalItems(std::numeric_limits<int>::max());
    openAndMeasure(state, true);
    ItemRegistry::setMostPetalItems(limits::kMostPetalItems);
}
void BM_PeakMemory_RandomPicture(benchmark::State& state) { openAndMeasure(state, false); }

}  // namespace

BENCHMARK(BM_PeakMemory_LoopsOnOneNode)->Arg(100000)->Arg(1000000)->Unit(benchmark::kMillisecond)->Iterations(1)->UseManualTime();
BENCHMARK(BM_PeakMemory_LoopsOnOneNode_EveryPetal)->Arg(100000)->Arg(1000000)->Unit(benchmark::kMillisecond)->Iterations(1)->UseManualTime();
BENCHMARK(BM_PeakMemory_RandomPicture)->Arg(100000)->Arg(1000000)->Unit(benchmark::kMillisecond)->Iterations(1)->UseManualTime();

int main(int argc, char** argv) { return homestead::bench::runGuiBenchmarks(argc, argv); }
