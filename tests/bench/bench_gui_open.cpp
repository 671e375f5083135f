// bench_gui_open: the longest stall of the GUI thread while a 100,000-edge picture (no positions: the
// window lays it out) is opened in the real, shown window and built until every label is placed —
// the one-shot build (PictureScene::setIncremental(false), every item and label at once) beside the
// incremental one (slices of a few milliseconds from the event loop). A 0-ms timer measures the gaps
// between event-loop turns (stall_clock.h); counters: stall_ms (the longest gap), gap_p90_ms and
// total_ms (until all is built); the incremental build is repeated and reported as median, p90, max.
//
//   build-play/tests/bench/bench_gui_open            (QT_QPA_PLATFORM defaults to offscreen)
#include "gui_bench_main.h"
#include "stall_clock.h"
#include "main_window.h"
#include "picture_io.h"
#include "picture_scene.h"

#include "../core/random_picture.h"

#include <benchmark/benchmark.h>

#include <QApplication>
#include <QTemporaryDir>
#include <QTimer>

using namespace homestead;
using namespace homestead::gui;
using homestead::bench::StallClock;
using homestead::bench::withSpread;

namespace {

void openLoop(benchmark::State& state, bool incremental) {
    const int edges = static_cast<int>(state.range(0));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.json"));
    {
        QFile f(path);
        f.open(QIODevice::WriteOnly);
        f.write(QByteArray::fromStdString(io::writeJson(testing::randomLargePicture(7, edges))));
    }
    for (auto _ : state) {
        MainWindow window;
        window.show();
        QApplication::processEvents();
        window.scene()->setIncremental(incremental);
        StallClock clock;
        clock.start();
        QTimer::singleShot(0, [&] { window.openFile(path); });
        QApplication::processEvents();
        const double total = clock.runUntil([&] { return !window.scene()->building() && !window.document()->analysisPending(); }, 100);
        clock.report(state, total);
        window.document()->setPicture(Picture{});  // not timed: let the window close quietly
    }
}

void BM_Open_OneShot(benchmark::State& state) { openLoop(state, false); }
void BM_Open_Incremental(benchmark::State& state) { openLoop(state, true); }

}  // namespace

BENCHMARK(BM_Open_OneShot)->Arg(30000)->Arg(100000)->Unit(benchmark::kMillisecond)->Iterations(1)->UseManualTime();
BENCHMARK(BM_Open_Incremental)->Arg(30000)->Arg(100000)->Unit(benchmark::kMillisecond)->Iterations(1)->UseManualTime()
    ->Apply(withSpread)->Repetitions(5);

int main(int argc, char** argv) { return homestead::bench::runGuiBenchmarks(argc, argv); }
