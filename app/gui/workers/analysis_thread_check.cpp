// Counts the analyses run on the window's thread, and asserts in debug builds (see analysis_thread_check.h).
#include "analysis_thread_check.h"

#include "homestead/analysis_observer.h"

#include <QCoreApplication>
#include <QThread>
#include <QtGlobal>

#include <atomic>

namespace homestead::gui {

namespace {
std::atomic<std::uint64_t> onWindowThread{0};

void observe(const Picture& picture) {
    const QCoreApplication* app = QCoreApplication::instance();
    if (!app || QThread::currentThread() != app->thread() || picture.edgeCount() == 0) return;
    onWindowThread.fetch_add(1);
    Q_ASSERT_X(false, "analysis", "an analysis ran on the window's thread: run it on a worker (latest_job.h)");
}
}  // namespace

void installAnalysisThreadCheck() { setAnalysisObserver(&observe); }

AnalysisCounts analysisCounts() { return {analysesRun(), onWindowThread.load()}; }

}  // namespace homestead::gui
