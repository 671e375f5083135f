// bench_gui_save: what Save costs the window on a big picture (the last argument: the edges). Save
// makes the file's text, reads it back and writes it atomically on a worker (file_controller.h);
// BM_Stall_Save times the window from Save until the save is reported: stall_ms is the longest gap
// between two turns of its event loop (stall_clock.h), total_ms the whole save. BM_SaveWork times the
// same work (formats::savePicture) on the calling thread: the window's stall when it was done there.
//
//   build/tests/bench/bench_gui_save            (QT_QPA_PLATFORM defaults to offscreen)
#include "gui_bench_main.h"
#include "stall_clock.h"
#include "file_controller.h"
#include "main_window.h"
#include "picture_file_formats.h"
#include "picture_io.h"

#include "../core/random_picture.h"

#include <QApplication>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>

using namespace homestead;
using namespace homestead::gui;
using homestead::bench::StallClock;
using homestead::bench::withSpread;

namespace {

Picture largePicture(int edges) {
    Picture p = testing::randomLargePicture(13, edges);
    io::layOutIfNeeded(p);
    return p;
}

void BM_Stall_Save(benchmark::State& state) {
    const Picture big = largePicture(static_cast<int>(state.range(0)));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.json"));
    MainWindow window;
    window.show();
    window.document()->setPicture(big);
    window.document()->waitForAnalysis();
    QApplication::processEvents();
    for (auto _ : state) {
        StallClock clock;
        clock.start();
        QTimer::singleShot(0, [&] { window.files()->startSaving(path); });
        QApplication::processEvents();
        clock.report(state, clock.runUntil([&] { return !window.files()->saving(); }));
    }
    window.undoStack()->setClean();
}

void BM_SaveWork(benchmark::State& state) {
    const Picture big = largePicture(static_cast<int>(state.range(0)));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.json"));
    for (auto _ : state) {
        QString error;
        if (!formats::savePicture(big, path, &error)) state.SkipWithError(qPrintable(error));
    }
}

}  // namespace

BENCHMARK(BM_Stall_Save)->Arg(100000)->Arg(1000000)->Unit(benchmark::kMillisecond)->Iterations(1)->UseManualTime()->Apply(withSpread);
BENCHMARK(BM_SaveWork)->Arg(100000)->Arg(1000000)->Unit(benchmark::kMillisecond)->Iterations(3);

int main(int argc, char** argv) { return homestead::bench::runGuiBenchmarks(argc, argv); }
