// bench_gui_smooth: what a researcher does with a big picture in the real, shown window, and the
// longest stall of the window's thread (the longest time between two turns of its event loop) each
// step costs, side by side. Every step is started from the event loop and timed until the window is
// quiet again (scene built, labels placed, revision analysed, files written, searches answered); the
// stall is StallClock's. The file is opened afresh for each run; the table gives the least, median
// and most of the runs (the machine is shared: read the least). The analyses column counts the
// analyses a step started (analysis_thread_check.h), `win` those on the window's thread.
//
//   build/tests/bench/make_bench_picture 100000 big5s.edges 12345 shuffled
//   build/tests/bench/bench_gui_smooth big5s.edges --runs 5      (QT_QPA_PLATFORM defaults to offscreen)
//   build/tests/bench/bench_gui_smooth big6.json --runs 1 --only fit,hover --without Export
// (--only and --without take parts of the steps' names. Closing the window waits for an export
// still being written: at 10^5 edges, minutes.)
#include "analysis_thread_check.h"
#include "edit_controller.h"
#include "file_controller.h"
#include "file_writer.h"
#include "find_actions.h"
#include "find_bar.h"
#include "handout_actions.h"
#include "autosaver.h"
#include "hackenbush_page.h"
#include "latest_job.h"
#include "main_window.h"
#include "picture_export.h"
#include "picture_items.h"
#include "picture_scene.h"
#include "picture_document.h"
#include "picture_view.h"
#include "play_controller.h"
#include "presentation_mode.h"
#include "stall_clock.h"
#include "winning_move_stepper.h"

#include "homestead/picture_analysis.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QScrollBar>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextDocumentFragment>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

using namespace homestead;
using namespace homestead::gui;
using homestead::bench::StallClock;

namespace {

struct Step {
    std::string name;
    std::function<void()> act;
};

struct Figures {
    std::vector<double> stallMs, totalMs;
    std::uint64_t analyses = 0, onWindow = 0;
};

// Resident memory now and at peak (MB), from /proc.
std::pair<double, double> residentMb() {
    QFile f(QStringLiteral("/proc/self/status"));
    f.open(QIODevice::ReadOnly);
    double rss = 0, hwm = 0;
    for (const QByteArray& line : f.readAll().split('\n')) {
        if (line.startsWith("VmRSS:")) rss = line.mid(6).trimmed().split(' ').front().toDouble() / 1024;
        if (line.startsWith("VmHWM:")) hwm = line.mid(6).trimmed().split(' ').front().toDouble() / 1024;
    }
    return {rss, hwm};
}

// The stages of opening, as the window reaches them (ms since the open began): the file read and
// laid out (on a worker), every item made, the analysis back, the label pass done; and every few
// seconds what is still under way with the build's progress.
class OpenStages {
public:
    explicit OpenStages(MainWindow& w) {
        since_.start();
        const auto at = [this](const char* what) {
            return [this, what] { std::printf("    %-34s at %8.0f ms\n", what, since_.nsecsElapsed() / 1e6); };
        };
        links_ = {QObject::connect(&w, &MainWindow::fileOpened, at("read and laid out (fileOpened)")),
                  QObject::connect(w.scene(), &PictureScene::itemsBuilt, at("every item made (itemsBuilt)")),
                  QObject::connect(w.document(), &PictureDocument::analysisChanged, at("analysis back (analysisChanged)")),
                  QObject::connect(w.scene(), &PictureScene::buildFinished, at("build and labels done (buildFinished)")),
                  QObject::connect(w.scene(), &PictureScene::buildProgress, [this, &w](int perMille) {
                      if (since_.elapsed() < nextReport_) return;
                      nextReport_ = since_.elapsed() + 5000;
                      const CanvasStats s = w.scene()->stats();
                      std::printf("    progress %4d/1000 at %8.0f ms (queued %zu, tiles %zu, to bound %zu)\n", perMille,
                                  since_.nsecsElapsed() / 1e6, s.itemsInQueue, w.scene()->tiles().size(), s.tilesToBound);
                  })};
    }
    ~OpenStages() {
        for (const auto& l : links_) QObject::disconnect(l);
    }

private:
    QElapsedTimer since_;
    qint64 nextReport_ = 0;
    std::vector<QMetaObject::Connection> links_;
};

constexpr int kStepLimitMs = 120000;  // a step still busy after this is reported and left
// An export's worker places the picture's labels and paints it (seconds at 10^5 edges): its stall is
// timed at most this long, and a write still under way goes on behind the next steps.
constexpr int kExportLimitMs = 20000;

class Session {
public:
    Session(const QString& file, const QTemporaryDir& dir) : file_(file), dir_(dir) {}

    // Whether anything the window started is still under way.
    bool busy() const { return !whatIsBusy().empty(); }
    // What is still under way (empty: nothing), for a step that never ends.
    std::string whatIsBusy() const {
        MainWindow& w = *window_;
        PlayController* play = w.play();
        const std::pair<bool, const char*> parts[] = {
            {w.scene()->building(), "scene building"},
            {w.scene()->selectingAll(), "selecting all"},
            {w.scene()->stats().itemsDeparting != 0, "items departing"},
            {w.document()->analysisPending(), "analysis"},
            {play->scene()->building(), "Play's scene building"},
            {play->scene()->stats().itemsDeparting != 0, "Play's items departing"},
            {play->document()->analysisPending(), "Play's analysis"},
            {w.opening(), "opening"},
            {w.files()->saving(), "saving"},
            {w.workerEditing(), "worker edit"},
            {w.hackenbushPage()->exports()->imageWriter()->job()->busy(), "image export"},
            {w.handouts()->writer()->job()->busy(), "handout export"},
            {w.autosaver()->writing(), "autosave"},
            {w.findActions()->bar()->searching(), "find"},
            {w.findActions()->winningMoves()->waiting(), "winning moves"},
        };
        std::string busy;
        for (const auto& [on, what] : parts)
            if (on) busy += std::string(busy.empty() ? "" : ", ") + what;
        return busy;
    }
    // `act` from the event loop, timed until the window is quiet again.
    void time(const std::string& name, const std::function<void()>& act, std::map<std::string, Figures>& out) {
        const AnalysisCounts before = analysisCounts();
        StallClock clock;
        clock.start();
        QTimer::singleShot(0, act);
        QApplication::processEvents();
        QElapsedTimer limit;
        limit.start();
        bool stuck = false;
        const double total = clock.runUntil([&] {
            if (limit.elapsed() > (name.rfind("Export", 0) == 0 ? kExportLimitMs : kStepLimitMs)) stuck = true;
            return stuck || !busy();
        }, 150);
        if (stuck) std::printf("  %s: still busy, left (%s)\n", name.c_str(), whatIsBusy().c_str());
        std::printf("  %-36s stall %8.1f ms, done in %8.0f ms\n", name.c_str(), clock.longestMs(), total);
        Figures& f = out[name];
        f.stallMs.push_back(clock.longestMs());
        f.totalMs.push_back(total);
        f.analyses = std::max(f.analyses, analysisCounts().all - before.all);
        f.onWindow = std::max(f.onWindow, analysisCounts().onWindowThread - before.onWindowThread);
    }

    // An edge far from the first one read, standing, chosen the same way in every run.
    EdgeId farEdge() const {
        const Picture& p = window_->document()->picture();
        return p.edges()[p.edgeCount() * 7 / 8].id;
    }
    EdgeId middleEdge() const {
        const Picture& p = window_->document()->picture();
        const auto standing = p.standingMask();
        for (std::size_t e = p.edgeCount() / 2; e < standing.size(); ++e)
            if (standing[e]) return p.edges()[e].id;
        return p.edges().front().id;
    }

    // Moves the mouse onto edge `id` (Actual Size around it) and asks for its tooltip.
    void hoverAndTip(EdgeId id) {
        PictureView* view = window_->view();
        EdgeItem* item = window_->scene()->edgeItem(id);
        if (!item) return;
        const QPointF at = item->mapToScene(item->path().pointAtPercent(0.5));
        view->centerOn(at);
        const QPoint pos = view->mapFromScene(at);
        QMouseEvent move(QEvent::MouseMove, QPointF(pos), view->viewport()->mapToGlobal(QPointF(pos)), Qt::NoButton,
                         Qt::NoButton, Qt::NoModifier);
        QApplication::sendEvent(view->viewport(), &move);
        QHelpEvent tip(QEvent::ToolTip, pos, view->viewport()->mapToGlobal(pos));
        QApplication::sendEvent(view->viewport(), &tip);
    }

    std::vector<Step> steps() {
        MainWindow& w = *window_;
        const WindowActions& a = w.actions();
        auto toggle = [](QAction* action) { action->trigger(); };
        std::vector<Step> s;
        s.push_back({"fit", [&] { a.fit->trigger(); }});
        s.push_back({"first paint (repaint, fitted)", [&] { w.view()->viewport()->repaint(); }});
        s.push_back({"zoom in", [&] { a.zoomIn->trigger(); }});
        s.push_back({"zoom in again", [&] { a.zoomIn->trigger(); }});
        s.push_back({"zoom out", [&] { a.zoomOut->trigger(); }});
        s.push_back({"actual size", [&] { a.actualSize->trigger(); }});
        s.push_back({"pan (10 scrolls, one a turn)", [&] {
                         for (int k = 1; k <= 10; ++k)
                             QTimer::singleShot(k, [view = w.view()] {
                                 view->horizontalScrollBar()->setValue(view->horizontalScrollBar()->value() + 120);
                             });
                     }});
        s.push_back({"hover an edge + tooltip", [&, this] { hoverAndTip(middleEdge()); }});
        s.push_back({"fit again", [&] { a.fit->trigger(); }});
        s.push_back({"Find a far edge (Ctrl+F, Enter)", [&, this] {
                         a.find->trigger();
                         w.findActions()->bar()->setQuery(QString::number(farEdge()));
                         w.findActions()->bar()->findNext();
                     }});
        s.push_back({"close the find bar", [&] { w.findActions()->bar()->close(); }});
        s.push_back({"Next Winning Move (F3)", [&] { a.nextWinning->trigger(); }});
        s.push_back({"fit after F3", [&] { a.fit->trigger(); }});
        s.push_back({"labels: names", [&] { toggle(a.names); }});
        s.push_back({"labels: none", [&] {
                         toggle(a.names);
                         toggle(a.stresses);
                     }});
        s.push_back({"labels: numbers", [&] { toggle(a.stresses); }});
        s.push_back({"editor: chop (select, Delete)", [&, this] {
                         w.scene()->edgeItem(middleEdge())->setSelected(true);
                         a.deleteSelection->trigger();
                     }});
        s.push_back({"editor: Undo", [&] { w.undoStack()->undo(); }});
        s.push_back({"editor: Redo", [&] { w.undoStack()->redo(); }});
        s.push_back({"autosave tick", [&] { w.autosaver()->autosaveNow(); }});
        s.push_back({"Save (.json)", [&] { w.files()->startSaving(dir_.filePath(QStringLiteral("saved.json"))); }});
        s.push_back({"Save As (.json)", [&] { w.files()->startSaving(dir_.filePath(QStringLiteral("saved-as.json"))); }});
        s.push_back({"tab away (Welter)", [&] { w.tabs()->setCurrentIndex(1); }});
        s.push_back({"tab back (Hackenbush)", [&] { w.tabs()->setCurrentIndex(0); }});
        s.push_back({"F5 present", [&] { w.presentation()->toggleAction()->trigger(); }});
        s.push_back({"F5 back", [&] { w.presentation()->toggleAction()->trigger(); }});
        s.push_back({"enter Play", [&] {
                         w.play()->setPlayers(PlayerKind::Human, PlayerKind::Human);
                         w.play()->setFallDuration(200);
                         w.setPlayMode(true);
                     }});
        s.push_back({"Play: chop", [&, this] { w.play()->humanChop(middleEdge()); }});
        s.push_back({"Play: Undo move", [&] { a.undoMove->trigger(); }});
        s.push_back({"Play: Redo move", [&] { a.redoMove->trigger(); }});
        s.push_back({"leave Play", [&] { w.setPlayMode(false); }});
        // last: at 10^5 edges the worker places labels for minutes, and the window would share the cores
        s.push_back({"Export PNG", [&] { w.hackenbushPage()->exports()->beginImage(dir_.filePath(QStringLiteral("x.png"))); }});
        s.push_back({"Export SVG", [&] { w.hackenbushPage()->exports()->beginImage(dir_.filePath(QStringLiteral("x.svg"))); }});
        s.push_back({"Export PDF", [&] { w.handouts()->beginPdf(dir_.filePath(QStringLiteral("x.pdf"))); }});
        s.push_back({"close the document (New)", [&] {
                         w.undoStack()->setClean();
                         a.newFile->trigger();
                     }});
        return s;
    }

    void run(const std::vector<std::string>& only, const std::vector<std::string>& without, std::map<std::string, Figures>& out, std::vector<std::string>& order) {
        auto wanted = [&](const std::string& name) {
            for (const std::string& w : without)
                if (name.find(w) != std::string::npos) return false;
            if (only.empty()) return true;
            for (const std::string& o : only)
                if (name.find(o) != std::string::npos) return true;
            return false;
        };
        window_ = std::make_unique<MainWindow>();
        window_->resize(1280, 720);
        window_->show();
        QApplication::processEvents();
        const std::string open = "Open " + QFileInfo(file_).suffix().toStdString();
        {
            OpenStages stages(*window_);
            time(open, [this] { window_->startOpening(file_); }, out);
        }
        if (order.empty()) order.push_back(open);
        const auto [rss, hwm] = residentMb();
        std::printf("  opened: %zu edges; resident %.0f MB, peak %.0f MB\n", window_->document()->picture().edgeCount(), rss, hwm);
        if (order.size() == 1) {  // the first run: what the window says of a few edges, to hold beside
            // `homestead-cli analyse --json` of the same file
            std::printf("  %s\n", qPrintable(window_->valueText()));
            for (const EdgeId id : {window_->document()->picture().edges().front().id, middleEdge(), farEdge()})
                std::printf("  tooltip: %s\n", qPrintable(QTextDocumentFragment::fromHtml(window_->scene()->edgeToolTip(id)).toPlainText().replace(QLatin1Char('\n'), QLatin1String(" / "))));
        }
        for (const Step& step : steps()) {
            if (!wanted(step.name)) continue;
            time(step.name, step.act, out);
            if (step.name.rfind("Find", 0) == 0 || step.name.rfind("Next", 0) == 0)
                std::printf("    find bar: %s; status: %s\n", qPrintable(window_->findActions()->bar()->statusText()),
                            qPrintable(window_->statusBar()->currentMessage()));
            if (std::find(order.begin(), order.end(), step.name) == order.end()) order.push_back(step.name);
        }
        StallClock clock;  // the window's end: hidden at once, then its parts freed
        clock.start();
        window_->undoStack()->setClean();
        QTimer::singleShot(0, [this] { window_->close(); });
        QApplication::processEvents();
        clock.runUntil([] { return true; });
        out["close the window"].stallMs.push_back(clock.longestMs());
        out["close the window"].totalMs.push_back(0);
        if (std::find(order.begin(), order.end(), "close the window") == order.end()) order.push_back("close the window");
        window_->undoStack()->setClean();
        window_.reset();
        QApplication::processEvents();
    }

private:
    QString file_;
    const QTemporaryDir& dir_;
    std::unique_ptr<MainWindow> window_;
};

}  // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    std::setvbuf(stdout, nullptr, _IOLBF, 0);
    installAnalysisThreadCheck();
    QString file;
    int runs = 3;
    std::vector<std::string> only, without;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--runs" && i + 1 < argc) runs = std::atoi(argv[++i]);
        else if (arg == "--only" && i + 1 < argc) {
            for (const QString& part : QString::fromUtf8(argv[++i]).split(QLatin1Char(',')))
                only.push_back(part.toStdString());
        } else if (arg == "--without" && i + 1 < argc) {
            for (const QString& part : QString::fromUtf8(argv[++i]).split(QLatin1Char(',')))
                without.push_back(part.toStdString());
        } else file = QString::fromLocal8Bit(argv[i]);
    }
    if (file.isEmpty()) {
        std::fprintf(stderr, "usage: bench_gui_smooth PICTURE [--runs N] [--only STEP,...] [--without STEP,...]\n");
        return 2;
    }
    QTemporaryDir dir;
    std::map<std::string, Figures> out;
    std::vector<std::string> order;
    for (int r = 0; r < runs; ++r) {
        std::printf("run %d of %d\n", r + 1, runs);
        Session(file, dir).run(only, without, out, order);
    }
    std::printf("\n%-36s %9s %9s %9s %10s %8s %4s\n", "step", "least ms", "median", "most", "done (ms)", "analyses", "win");
    for (const std::string& name : order) {
        const Figures& f = out[name];
        std::printf("%-36s %9.1f %9.1f %9.1f %10.0f %8llu %4llu\n", name.c_str(), homestead::bench::quantile(f.stallMs, 0),
                    homestead::bench::quantile(f.stallMs, 0.5), homestead::bench::quantile(f.stallMs, 1),
                    homestead::bench::quantile(f.totalMs, 0.5), static_cast<unsigned long long>(f.analyses),
                    static_cast<unsigned long long>(f.onWindow));
    }
    const auto [rss, hwm] = residentMb();
    std::printf("\nresident at the end %.0f MB, peak %.0f MB\n", rss, hwm);
    return 0;
}
