// bench_gui_autosave: one autosave as the window does it on the GUI thread — the picture written as
// a recovery file (writePictureJson, then writeFileSafely: QSaveFile, fdatasync, rename, folder
// fsync) — on pictures of 1,000, 100,000 and 1,000,000 edges. It runs 3 s after the last edit (or
// after 20 edits), only when changed, on a worker thread; BM_AutosaveWindowPays times what the GUI
// thread pays to start it. The median, p90 and max are the counters median_ms, p90_ms and max_ms.
#include "gui_bench_main.h"
#include "autosaver.h"
#include "edit_commands.h"
#include "main_window.h"
#include "recovery_file.h"

#include <QElapsedTimer>
#include <QTemporaryDir>

#include <algorithm>
#include <random>

using namespace homestead;
using namespace homestead::gui;

namespace {

// A random positioned tree of `edges` edges on 20 base nodes.
Picture treePicture(int edges) {
    std::mt19937 rng(5);
    Picture p;
    std::vector<NodeId> ids;
    for (int i = 0; i < 20; ++i) ids.push_back(p.addNode(Point{i * 8.0, 0}, true));
    while (static_cast<int>(p.edgeCount()) < edges) {
        const NodeId from = ids[rng() % ids.size()];
        const NodeId to = p.addNode(Point{double(rng() % 100000) / 7, double(rng() % 5000) / 3 + 1});
        p.addEdge(from, to);
        ids.push_back(to);
    }
    return p;
}

double quantile(std::vector<double> v, double q) {
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, static_cast<std::size_t>(q * double(v.size())))];
}

void BM_Autosave(benchmark::State& state) {
    const Picture picture = treePicture(static_cast<int>(state.range(0)));
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("recovery-1-1.recovery"));
    std::vector<double> ms;
    for (auto _ : state) {
        QElapsedTimer timer;
        timer.start();
        if (!writeRecovery(file, picture, QStringLiteral("/somewhere/big.json"))) state.SkipWithError("write failed");
        ms.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    state.counters["median_ms"] = quantile(ms, 0.5);
    state.counters["p90_ms"] = quantile(ms, 0.9);
    state.counters["max_ms"] = *std::max_element(ms.begin(), ms.end());
}
BENCHMARK(BM_Autosave)->Arg(1000)->Arg(100000)->Arg(1000000)->Unit(benchmark::kMillisecond)->Iterations(15);

// What the window itself pays: Autosaver::autosaveNow() after an edit, which hands the write to a
// worker and returns (the write is waited for outside the timing).
void BM_AutosaveWindowPays(benchmark::State& state) {
    MainWindow window;
    window.document()->setPicture(treePicture(static_cast<int>(state.range(0))));
    window.document()->waitForAnalysis();
    Autosaver* autosaver = window.autosaver();
    autosaver->setIdleDelay(3600 * 1000);
    autosaver->setEditLimit(1 << 30);
    std::vector<double> ms;
    NodeId base = window.document()->picture().nodes().front().id;
    for (auto _ : state) {
        state.PauseTiming();
        window.undoStack()->push(new SetNodesCommand(window.document(), {{base, Point{0, 0}, true}},
                                                     {{base, Point{double(ms.size() % 2), 0}, true}}, QStringLiteral("move")));
        window.document()->waitForAnalysis();
        state.ResumeTiming();
        QElapsedTimer timer;
        timer.start();
        autosaver->autosaveNow();
        ms.push_back(double(timer.nsecsElapsed()) / 1e6);
        state.PauseTiming();
        autosaver->waitForWrite();
        state.ResumeTiming();
    }
    state.counters["median_ms"] = quantile(ms, 0.5);
    state.counters["p90_ms"] = quantile(ms, 0.9);
    state.counters["max_ms"] = *std::max_element(ms.begin(), ms.end());
    window.undoStack()->setClean();
}
BENCHMARK(BM_AutosaveWindowPays)->Arg(100000)->Arg(1000000)->Unit(benchmark::kMillisecond)->Iterations(10);

}  // namespace

int main(int argc, char** argv) { return homestead::bench::runGuiBenchmarks(argc, argv); }
