// bench_gui_stalls: how long the real, shown window stalls for the big operations whose structure
// tests/gui/tst_large_picture.cpp checks (slices, one step per edit) — New after a 3·10^4- or
// 10^5-edge picture, entering Play on one, a chop in it and the engine's answer, a chop felling 3,000 edges beside
// 10^5 others, chopping the foot of a 10,000-edge stalk, Select All,
// Delete, Undo and Redo of all its edges (the last argument: the edges). Each is timed from the event loop until the scene is built and the
// analysis is in; the set-up is not timed. Counters per run (stall_clock.h): stall_ms (the longest
// gap between two turns of the event loop: the frozen window), gap_p90_ms, total_ms; over 10 runs:
// median, p90, max. (The suite checks the structure; only this program times it.)
//
//   build/tests/bench/bench_gui_stalls            (QT_QPA_PLATFORM defaults to offscreen)
#include "gui_bench_main.h"
#include "stall_clock.h"
#include "main_window.h"
#include "picture_io.h"
#include "picture_scene.h"
#include "picture_view.h"
#include "play_controller.h"

#include "../core/golden_pictures.h"
#include "../core/random_picture.h"

#include <QAction>
#include <QApplication>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>
#include <functional>

using namespace homestead;
using namespace homestead::gui;
using homestead::bench::StallClock;
using homestead::bench::withSpread;

namespace {


// A shown window holding a large random picture, laid out, built and analysed.
struct BigWindow {
    MainWindow window;
    explicit BigWindow(const Picture& picture) {
        window.show();
        QApplication::processEvents();
        window.document()->setPicture(picture);
        window.scene()->finishBuild();
        window.document()->waitForAnalysis();
        window.scene()->finishBuild();
        QApplication::processEvents();
    }
    ~BigWindow() {
        window.undoStack()->setClean();
        window.setPlayMode(false);
        window.document()->setPicture(Picture{});  // let the window close quietly
    }
    PlayController* play() {
        PlayController* p = window.play();
        p->setHighlightDuration(30);
        p->setPlayers(PlayerKind::Human, PlayerKind::Human);
        return p;
    }
};

// Random pictures of 3·10^4 and 10^5 edges (the benchmarks' last argument).
Picture largePicture(int edges) {
    Picture p = testing::randomLargePicture(13, edges);
    io::layOutIfNeeded(p);
    return p;
}

// Runs `action` from the event loop and reports the stall until `scene` and `doc` are done (and
// `busy`, if given, says no more).
void timeAction(benchmark::State& state, PictureScene* scene, PictureDocument* doc, const std::function<void()>& action,
                const std::function<bool()>& busy = {}) {
    StallClock clock;
    clock.start();
    QTimer::singleShot(0, action);
    QApplication::processEvents();
    const double total = clock.runUntil([&] {
        return !scene->building() && !scene->selectingAll() && scene->stats().itemsDeparting == 0 && !doc->analysisPending() &&
               !(busy && busy());
    });
    clock.report(state, total);
}

void BM_Stall_New(benchmark::State& state) {
    const Picture big = largePicture(static_cast<int>(state.range(0)));
    for (auto _ : state) {
        BigWindow w(big);
        timeAction(state, w.window.scene(), w.window.document(), [&] {
            w.window.undoStack()->setClean();
            w.window.actions().newFile->trigger();
        });
    }
}

void BM_Stall_EnterPlay(benchmark::State& state) {
    const Picture big = largePicture(static_cast<int>(state.range(0)));
    for (auto _ : state) {
        BigWindow w(big);
        PlayController* play = w.play();
        timeAction(state, play->scene(), play->document(), [&] { w.window.setPlayMode(true); });
    }
}

// Times a chop of `edge` in Play on `picture`, once Play's scene is built and analysed.
void timeChopInPlay(benchmark::State& state, const Picture& picture, EdgeId edge) {
    BigWindow w(picture);
    PlayController* play = w.play();
    play->setFallDuration(200);
    w.window.setPlayMode(true);
    play->scene()->finishBuild();
    play->document()->waitForAnalysis();
    play->scene()->finishBuild();
    QApplication::processEvents();
    timeAction(state, play->scene(), play->document(), [&] { play->humanChop(edge); });
}

void BM_Stall_ChopStalkFoot(benchmark::State& state) {
    const Picture tall = testing::stalk(10000);
    const EdgeId foot = tall.edges().front().id;
    for (auto _ : state) timeChopInPlay(state, tall, foot);
}

// A chop in Play that fells more than PictureDocument::kRebuildAbove edges of a big picture: a
// stalk of 3,000 edges beside a random picture of range(0) edges, chopped at its foot. The fallen
// items leave in place, in steps; the rest stay.
void BM_Stall_ChopBigFall(benchmark::State& state) {
    Picture big = largePicture(static_cast<int>(state.range(0)));
    double right = 0;
    for (const Node& n : big.nodes()) right = std::max(right, n.position.value_or(Point{}).x);
    NodeId below = big.addNode(Point{right + 10, 0}, true);
    EdgeId foot = -1;
    for (int i = 1; i <= 3000; ++i) {
        const NodeId above = big.addNode(Point{right + 10, 0.5 * i});
        const EdgeId e = big.addEdge(below, above);
        if (foot < 0) foot = e;
        below = above;
    }
    for (auto _ : state) timeChopInPlay(state, big, foot);
}

// A chop in Play against the perfect engine (no delay), timed until the engine has answered and
// both moves are shown and analysed: the human's move, the engine's turn, its move. range(1): the
// whole picture in view (0), or Actual Size in its middle (1), where a frame strokes ~4,500 edges.
void BM_Stall_ChopAndAnswer(benchmark::State& state) {
    const Picture big = largePicture(static_cast<int>(state.range(0)));
    state.SetLabel(state.range(1) == 0 ? "fitted" : "zoom 1");
    for (auto _ : state) {
        BigWindow w(big);
        PlayController* play = w.play();
        play->setPlayers(PlayerKind::Human, PlayerKind::EnginePerfect);
        play->setEngineDelay(0);
        w.window.setPlayMode(true);
        play->scene()->finishBuild();
        play->document()->waitForAnalysis();
        if (state.range(1) == 0) {
            w.window.view()->fitToContents();  // the whole picture, as opening a file shows it
        } else {  // Actual Size in the middle, where the edges paint themselves with their numbers
            w.window.view()->resetZoom();
            w.window.view()->centerOn(play->scene()->contentsRect().center());
        }
        QApplication::processEvents();
        play->scene()->finishBuild();
        QApplication::processEvents();
        EdgeId chop = -1;
        const auto standing = play->document()->picture().standingMask();
        for (std::size_t e = play->document()->picture().edgeCount() / 2; e < standing.size() && chop < 0; ++e)
            if (standing[e]) chop = play->document()->picture().edges()[e].id;
        timeAction(state, play->scene(), play->document(), [&] { play->humanChop(chop); },
                   [&] { return play->ply() < 2 && !play->isOver(); });
    }
}

// Select All, then Delete, Undo, Redo in turn; range(0) says which of them is timed.
void BM_Stall_SelectDeleteUndoRedo(benchmark::State& state) {
    const Picture big = largePicture(static_cast<int>(state.range(1)));
    const char* names[] = {"selectAll", "delete", "undo", "redo"};
    const int timed = static_cast<int>(state.range(0));
    state.SetLabel(names[timed]);
    for (auto _ : state) {
        BigWindow w(big);
        PictureScene* scene = w.window.scene();
        PictureDocument* doc = w.window.document();
        const std::function<void()> steps[] = {
            [&] { w.window.actions().selectAll->trigger(); },
            [&] { w.window.actions().deleteSelection->trigger(); },
            [&] { w.window.undoStack()->undo(); },
            [&] { w.window.undoStack()->redo(); },
        };
        for (int k = 0; k < timed; ++k) {  // the steps before, untimed
            steps[k]();
            while (scene->selectingAll()) QApplication::processEvents();  // Select All takes turns
            scene->finishBuild();
            doc->waitForAnalysis();
            scene->finishBuild();
            QApplication::processEvents();
        }
        timeAction(state, scene, doc, steps[timed]);
    }
}

// Whole-picture operations: Lay Out (io::layOut on a worker, timed until the result is in and
// built), Copy as CGSuite, and pasting a picture's JSON into an empty drawing (read on a worker
// too); range(0): 0, 1, 2.
void BM_Stall_WholePicture(benchmark::State& state) {
    const Picture big = largePicture(static_cast<int>(state.range(1)));
    const char* names[] = {"layOut", "copy", "pasteJson"};
    const int timed = static_cast<int>(state.range(0));
    state.SetLabel(names[timed]);
    const QString json = QString::fromStdString(io::writeJson(big));
    for (auto _ : state) {
        BigWindow w(timed == 2 ? Picture{} : big);
        timeAction(state, w.window.scene(), w.window.document(), [&] {
            if (timed == 0) w.window.actions().layout->trigger();
            else if (timed == 1) w.window.actions().copy->trigger();
            else w.window.startPaste(json);
        }, [&] { return w.window.workerEditing(); });
    }
}

}  // namespace

BENCHMARK(BM_Stall_WholePicture)->ArgsProduct({{0, 1, 2}, {30000, 100000}})->Unit(benchmark::kMillisecond)->Iterations(1)
    ->UseManualTime()->Apply(withSpread);
BENCHMARK(BM_Stall_New)->Arg(30000)->Arg(100000)->Unit(benchmark::kMillisecond)->Iterations(1)->UseManualTime()->Apply(withSpread);
BENCHMARK(BM_Stall_EnterPlay)->Arg(30000)->Arg(100000)->Unit(benchmark::kMillisecond)->Iterations(1)->UseManualTime()->Apply(withSpread);
BENCHMARK(BM_Stall_ChopAndAnswer)->ArgsProduct({{30000, 100000}, {0, 1}})->Unit(benchmark::kMillisecond)->Iterations(1)->UseManualTime()->Apply(withSpread);
BENCHMARK(BM_Stall_ChopBigFall)->Arg(100000)->Unit(benchmark::kMillisecond)->Iterations(1)->UseManualTime()->Apply(withSpread);
BENCHMARK(BM_Stall_ChopStalkFoot)->Unit(benchmark::kMillisecond)->Iterations(1)->UseManualTime()->Apply(withSpread);
BENCHMARK(BM_Stall_SelectDeleteUndoRedo)->ArgsProduct({{0, 1, 2, 3}, {30000, 100000}})->Unit(benchmark::kMillisecond)->Iterations(1)
    ->UseManualTime()->Apply(withSpread);

int main(int argc, char** argv) { return homestead::bench::runGuiBenchmarks(argc, argv); }
