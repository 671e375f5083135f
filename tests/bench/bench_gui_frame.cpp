// bench_gui_frame: how long one full frame of the canvas takes to paint (viewport()->repaint(), the
// window shown at 1280×720) with a picture of 5,000, 30,000 or 100,000 edges built and numbered:
// - BM_Frame_Fitted: fitted to the window — at these sizes the view draws the scene's sketch
//   (PictureView::sketching(), PictureScene::drawSketch), the frame that matters when showing all of it;
// - BM_Frame_FittedItems: the same frame painted by Qt visiting every item (QGraphicsView::render),
//   which is what the view did before the sketch;
// - BM_Frame_Zoom1: zoomed to 1 around the middle, where the items paint themselves with their numbers;
// - BM_Frame_FittedHover: fitted, a hover of the edge with the largest load then a repaint
//   (the load's tiles remake their sketches);
// - BM_Frame_LoopsZoom1: n loops on one base node, zoomed to 1 on it: a fan of n petals (every
//   petalStride-th is stroked).
// Counters: median_ms, p90_ms, max_ms over the frames (wall clock), cpu_median_ms and cpu_max_ms (the
// window thread's CPU time: what the frame costs on a machine busy with other work), and sketching
// (1 when the view sketched).
//
//   build/tests/bench/bench_gui_frame --benchmark_filter=Fitted/100000
#include "bench_pictures.h"
#include "gui_bench_main.h"
#include "stall_clock.h"
#include "main_window.h"
#include "picture_scene.h"
#include "picture_view.h"

#include <benchmark/benchmark.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>

#include <ctime>

using namespace homestead;
using namespace homestead::gui;
using homestead::bench::bigPicture;
using homestead::bench::quantile;

namespace {

double threadCpuMs() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

enum class Frame { Fitted, FittedItems, Zoom1, FittedHover, LoopsZoom1 };

void frameLoop(benchmark::State& state, Frame frame) {
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    QApplication::processEvents();
    PictureDocument* doc = window.document();
    const int edges = static_cast<int>(state.range(0));
    doc->setPicture(frame == Frame::LoopsZoom1 ? bench::loopsOnOneNode(edges) : bigPicture(edges, 12345));
    doc->waitForAnalysis();
    window.scene()->finishBuild();
    QApplication::processEvents();
    PictureView* view = window.view();
    view->fitToContents();
    if (frame == Frame::Zoom1 || frame == Frame::LoopsZoom1) {
        view->resetZoom();
        view->centerOn(window.scene()->contentsRect().center());
    }
    QApplication::processEvents();
    EdgeId biggest = doc->picture().edges().front().id;
    for (const Edge& e : doc->picture().edges())
        if (doc->artifact()->load(e.id).size() > doc->artifact()->load(biggest).size()) biggest = e.id;
    QImage target(view->viewport()->size(), QImage::Format_ARGB32_Premultiplied);
    std::vector<double> ms, cpu;
    bool hovered = false;
    for (auto _ : state) {
        QElapsedTimer t;
        t.start();
        const double cpuBefore = threadCpuMs();
        if (frame == Frame::FittedHover) {
            window.scene()->hoverEdge(hovered ? std::nullopt : std::optional<EdgeId>(biggest));
            hovered = !hovered;
        }
        if (frame == Frame::FittedItems) {
            QPainter p(&target);
            view->render(&p);
        } else {
            view->viewport()->repaint();
        }
        ms.push_back(t.nsecsElapsed() / 1e6);
        cpu.push_back(threadCpuMs() - cpuBefore);
    }
    state.counters["cpu_median_ms"] = quantile(cpu, 0.5);
    state.counters["cpu_max_ms"] = quantile(cpu, 1.0);
    state.counters["median_ms"] = quantile(ms, 0.5);
    state.counters["p90_ms"] = quantile(ms, 0.9);
    state.counters["max_ms"] = quantile(ms, 1.0);
    state.counters["sketching"] = view->sketching() && frame != Frame::FittedItems;
    state.counters["zoom"] = view->zoom();
    window.document()->setPicture(Picture{});
}

void BM_Frame_Fitted(benchmark::State& state) { frameLoop(state, Frame::Fitted); }
void BM_Frame_FittedItems(benchmark::State& state) { frameLoop(state, Frame::FittedItems); }
void BM_Frame_Zoom1(benchmark::State& state) { frameLoop(state, Frame::Zoom1); }
void BM_Frame_FittedHover(benchmark::State& state) { frameLoop(state, Frame::FittedHover); }
void BM_Frame_LoopsZoom1(benchmark::State& state) { frameLoop(state, Frame::LoopsZoom1); }

}  // namespace

BENCHMARK(BM_Frame_Fitted)->Arg(5000)->Arg(30000)->Arg(100000)->Unit(benchmark::kMillisecond)->Iterations(15);
BENCHMARK(BM_Frame_FittedItems)->Arg(5000)->Arg(30000)->Arg(100000)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_Frame_Zoom1)->Arg(5000)->Arg(30000)->Arg(100000)->Unit(benchmark::kMillisecond)->Iterations(15);
BENCHMARK(BM_Frame_FittedHover)->Arg(5000)->Arg(30000)->Arg(100000)->Unit(benchmark::kMillisecond)->Iterations(10);
BENCHMARK(BM_Frame_LoopsZoom1)->Arg(3000)->Arg(30000)->Unit(benchmark::kMillisecond)->Iterations(5);

int main(int argc, char** argv) { return homestead::bench::runGuiBenchmarks(argc, argv); }
