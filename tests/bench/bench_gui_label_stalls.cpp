// bench_gui_label_stalls: the longest stalls of the window's thread while the canvas's labels are
// made and placed, in a shown window on a 1280×720 screen: opening a picture, names on, F5
// (presentation mode: high contrast, large type, a fitted view), a resize while presenting, F5 off
// and a resize at the desk. Each step starts from the event loop and is watched for a fixed time
// (labels settle through workers and refits: no single "done" to wait for); the longest gap
// between two turns of the loop is printed (a frame is 16 ms). Not a Google Benchmark: one run,
// one line per step; the suites check the structure (work per turn), never time.
//
//   build/tests/bench/bench_gui_label_stalls                         (the Homestead example)
//   build/tests/bench/make_bench_picture 2000 /tmp/e2k.json && build/tests/bench/bench_gui_label_stalls /tmp/e2k.json
//
// HOMESTEAD_STALL_TRACE=MS (stall_clock.h) is not read here; to see what a stall does, run this
// under `perf record -g` and look at the window thread's samples.
#include "stall_meter.h"

#include "main_window.h"
#include "picture_document.h"
#include "picture_scene.h"
#include "picture_view.h"
#include "presentation_mode.h"
#include "window_actions.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>

#include <cstdio>
#include <functional>

using namespace homestead::gui;
using homestead::bench::StallMeter;

namespace {

// Runs `action` from the event loop and turns the loop for `ms`; the longest stall in that time.
double stallOf(const std::function<void()>& action, int ms) {
    QApplication::processEvents();
    StallMeter meter;
    meter.restart();
    QTimer::singleShot(0, action);
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < ms) QApplication::processEvents(QEventLoop::AllEvents, 5);
    return meter.longestMs();
}

void report(const QString& picture, const char* step, double ms, MainWindow& window) {
    const PictureScene* scene = window.scene();
    std::printf("%-18s %-30s longest stall %7.1f ms  (%dx%d, names %d, contrast %d, fitted %d, names given up %d, label queries %lld, edges %zu, path %s)\n",
                qPrintable(picture.section(QLatin1Char('/'), -1)), step, ms, window.width(), window.height(), scene->showNames(),
                scene->highContrast(), window.view()->fitted(), scene->labelNamesGivenUp(), scene->stats().labelQueries, window.document()->picture().edges().size(), qPrintable(picture));
    std::fflush(stdout);
}

void measure(const QString& path, int settleMs) {
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    QApplication::processEvents();
    report(path, "open", stallOf([&] { window.startOpening(path); }, settleMs), window);
    report(path, "names on", stallOf([&] { window.actions().names->setChecked(true); }, settleMs), window);
    auto* presentation = window.findChild<PresentationMode*>();
    if (presentation) {
        report(path, "F5 (presenting, names)", stallOf([&] { presentation->setActive(true); }, 2 * settleMs), window);
        report(path, "F5 off", stallOf([&] { presentation->setActive(false); }, settleMs), window);
    }
    window.showNormal();
    report(path, "resize 1280x720 -> 1000x600", stallOf([&] { window.resize(1000, 600); }, settleMs), window);
    report(path, "resize 1000x600 -> 1280x720", stallOf([&] { window.resize(1280, 720); }, settleMs), window);
    window.undoStack()->setClean();
}

}  // namespace

int main(int argc, char** argv) {
    QTemporaryDir dir;
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {  // one 1280×720 screen, as a projector's
        const QString config = dir.filePath(QStringLiteral("screen.json"));
        QFile file(config);
        if (!file.open(QIODevice::WriteOnly)) return 2;
        file.write(R"({"screens": [{"name": "projector", "x": 0, "y": 0, "width": 1280, "height": 720,
                       "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})");
        file.close();
        qputenv("QT_QPA_PLATFORM", QStringLiteral("offscreen:configfile=%1").arg(config).toLocal8Bit());
    }
    QApplication app(argc, argv);
    QStringList pictures = app.arguments().mid(1);
    if (pictures.isEmpty()) pictures << QStringLiteral(HOMESTEAD_RESOURCES "/pictures/homestead.json");
    for (const QString& path : pictures) measure(path, qEnvironmentVariableIntValue("SETTLE_MS") > 0 ? qEnvironmentVariableIntValue("SETTLE_MS") : 4000);
    return 0;
}
