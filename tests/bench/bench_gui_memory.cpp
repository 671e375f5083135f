// bench_gui_memory: the window's peak memory (the process's VmHWM, read from /proc/self/status)
// while it opens a big picture the way File → Open does and builds it until every item is made,
// every number placed and the analysis is back: n loops on one base node, and a random drawn-like
// picture of n edges (tests/core/random_picture.h; no positions: the window lays it out).
// LoopsOnOneNode_EveryPetal: the loops with an item each, as the canvas had them before its fans
// were thinned (ItemRegistry::setMostPetalItems), for comparison.
// Counters: peak_rss_mb (VmHWM after the open), start_rss_mb (resident memory before it: the
// program and Qt, and what an earlier benchmark of the same run left in the allocator), and the
// resident memory when the file was read and handed to the document (opened_rss_mb), when every
// item was made (built_rss_mb) and when all was done (end_rss_mb);
// scene_items (the graphics items the canvas holds for the picture).
// Peaks are per process and only go up: run one benchmark per process for exact figures.
//
//   build/tests/bench/bench_gui_memory --benchmark_filter='LoopsOnOneNode/1000000'
//   build/tests/bench/bench_gui_memory --benchmark_filter='RandomPicture/1000000'
#include "gui_bench_main.h"
#include "open_bench_file.h"
#include "item_registry.h"
#include "main_window.h"
#include "picture_document.h"
#include "picture_items.h"
#include "picture_scene.h"

#include <benchmark/benchmark.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QGraphicsScene>
#include <QTemporaryDir>
#include <QTimer>

#include <fstream>
#include <limits>
#include <string>
#include <vector>

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
    QTemporaryDir dir;
    const QString path = bench::writeOpenBenchFile(dir, static_cast<int>(state.range(0)), loops);
    for (auto _ : state) {
        MainWindow window;
        window.show();
        QApplication::processEvents();  // the empty window drawn: not counted
        resetPeak();
        state.counters["start_rss_mb"] = statusMegabytes("VmRSS");
        bool opened = false;
        const auto done = QObject::connect(&window, &MainWindow::fileOpened, [&] {
            opened = true;
            state.counters["opened_rss_mb"] = statusMegabytes("VmRSS");
        });
        const auto built = QObject::connect(window.scene(), &PictureScene::itemsBuilt,
                                            [&] { state.counters["built_rss_mb"] = statusMegabytes("VmRSS"); });
        QElapsedTimer since;
        since.start();
        QTimer::singleShot(0, [&] { window.startOpening(path); });
        while (!(opened && !window.scene()->building() && !window.document()->analysisPending()))
            QApplication::processEvents(QEventLoop::AllEvents, 50);
        QObject::disconnect(done);
        QObject::disconnect(built);
        state.counters["end_rss_mb"] = statusMegabytes("VmRSS");
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

// What the canvas's items cost each, alone: n nodes in a row and an edge between each two, made
// as the registry makes them (an edge's pen and path set, all in one tile-less scene), without a
// document, labels or analysis. Counters: bytes_per_node, bytes_per_edge (resident memory grown).
void BM_ItemBytes(benchmark::State& state) {
    const int n = static_cast<int>(state.range(0));
    for (auto _ : state) {
        QGraphicsScene scene;
        scene.setItemIndexMethod(QGraphicsScene::NoIndex);
        std::vector<NodeItem*> nodes;
        nodes.reserve(static_cast<std::size_t>(n));
        const double before = statusMegabytes("VmRSS");
        for (int i = 0; i < n; ++i) {
            auto* node = new NodeItem(i, false);
            node->setPos(i * 30.0, (i % 7) * 30.0);
            scene.addItem(node);
            nodes.push_back(node);
        }
        const double afterNodes = statusMegabytes("VmRSS");
        for (int i = 1; i < n; ++i) {
            auto* edge = new EdgeItem(i, nodes[static_cast<std::size_t>(i - 1)], nodes[static_cast<std::size_t>(i)]);
            edge->setWidthScale(1.5);
            scene.addItem(edge);
            edge->adjust();
        }
        const double afterEdges = statusMegabytes("VmRSS");
        state.counters["bytes_per_node"] = (afterNodes - before) * 1024 * 1024 / n;
        state.counters["bytes_per_edge"] = (afterEdges - afterNodes) * 1024 * 1024 / (n - 1);
        state.SetIterationTime(1);
    }
}

}  // namespace

BENCHMARK(BM_ItemBytes)->Arg(100000)->Iterations(1)->UseManualTime();
BENCHMARK(BM_PeakMemory_LoopsOnOneNode)->Arg(100000)->Arg(1000000)->Unit(benchmark::kMillisecond)->Iterations(1)->UseManualTime();
BENCHMARK(BM_PeakMemory_LoopsOnOneNode_EveryPetal)->Arg(100000)->Arg(1000000)->Unit(benchmark::kMillisecond)->Iterations(1)->UseManualTime();
BENCHMARK(BM_PeakMemory_RandomPicture)->Arg(100000)->Arg(1000000)->Unit(benchmark::kMillisecond)->Iterations(1)->UseManualTime();

int main(int argc, char** argv) { return homestead::bench::runGuiBenchmarks(argc, argv); }
