// bench_gui_open: the longest stall of the GUI thread while a picture of 1,000 to 100,000 edges
// (no positions: the window lays it out) is opened in the real, shown window and built until every
// label is placed — the one-shot build (PictureScene::setIncremental(false), every item and label at
// once) beside the incremental one (slices of a few milliseconds from the event loop). A 0-ms timer
// measures the gaps between event-loop turns (stall_clock.h); counters: stall_ms (the longest gap),
// gap_p90_ms, open_ms (until the file is read and laid out — on a worker, as File → Open does it —
// and handed to the document), drawn_ms
// (every item made: the picture is drawn, fitted, sketched that far out), total_ms (every number
// placed); the incremental build is repeated and reported as median, p90, max.
// BM_Open_LoopsOnOneNode: the same for a picture of n loops on one base node (the petals all share a
// few cells of the label grid, and every loop could re-route the others).
//
//   build/tests/bench/bench_gui_open            (QT_QPA_PLATFORM defaults to offscreen)
#include "bench_pictures.h"
#include "gui_bench_main.h"
#include "open_bench_file.h"
#include "stall_clock.h"
#include "main_window.h"
#include "picture_io.h"
#include "picture_scene.h"

#include "../core/random_picture.h"

#include <benchmark/benchmark.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTimer>

using namespace homestead;
using namespace homestead::gui;
using homestead::bench::StallClock;
using homestead::bench::withSpread;

namespace {

void openLoop(benchmark::State& state, bool incremental, bool loops = false) {
    const int edges = static_cast<int>(state.range(0));
    QTemporaryDir dir;
    const QString path = bench::writeOpenBenchFile(dir, edges, loops);
    for (auto _ : state) {
        MainWindow window;
        window.show();
        QApplication::processEvents();
        window.scene()->setIncremental(incremental);
        StallClock clock;
        QElapsedTimer since;
        double openMs = 0, drawnMs = -1;
        const auto drawn = QObject::connect(window.scene(), &PictureScene::itemsBuilt, [&] { drawnMs = since.nsecsElapsed() / 1e6; });
        const auto opened = QObject::connect(&window, &MainWindow::fileOpened, [&] { openMs = since.nsecsElapsed() / 1e6; });
        clock.start();
        since.start();
        QTimer::singleShot(0, [&] { window.startOpening(path); });  // as File → Open does
        QApplication::processEvents();
        const double total = clock.runUntil([&] {
            return openMs > 0 && !window.scene()->building() && !window.document()->analysisPending();
        }, 100);
        QObject::disconnect(drawn);
        QObject::disconnect(opened);
        clock.report(state, total);
        state.counters["open_ms"] = openMs;
        state.counters["drawn_ms"] = drawnMs < 0 ? total : drawnMs;  // built at once: drawn when done
        window.document()->setPicture(Picture{});  // not timed: let the window close quietly
    }
}

void BM_Open_OneShot(benchmark::State& state) { openLoop(state, false); }
void BM_Open_Incremental(benchmark::State& state) { openLoop(state, true); }
void BM_Open_LoopsOnOneNode(benchmark::State& state) { openLoop(state, true, true); }

}  // namespace

BENCHMARK(BM_Open_OneShot)->Arg(30000)->Arg(100000)->Unit(benchmark::kMillisecond)->Iterations(1)->UseManualTime();
BENCHMARK(BM_Open_Incremental)->Arg(1000)->Arg(3000)->Arg(5000)->Arg(30000)->Arg(100000)->Unit(benchmark::kMillisecond)->Iterations(1)->UseManualTime()
    ->Apply(withSpread)->Repetitions(5);
BENCHMARK(BM_Open_LoopsOnOneNode)->Arg(3000)->Arg(10000)->Arg(30000)->Unit(benchmark::kMillisecond)->Iterations(1)->UseManualTime();

int main(int argc, char** argv) { return homestead::bench::runGuiBenchmarks(argc, argv); }
