// The pool for work nobody is waiting on: laying out and sketching the garden side view, freeing an
// old revision's artifact. It runs beside the window and the document's analysis, never ahead of
// them: its tasks run at a lower OS priority (on Linux each task's thread has its nice value raised
// by kBackgroundNice; elsewhere the pool's threads run at QThread::LowestPriority), and it has one
// thread of its own, so a long garden layout never holds a thread of QThreadPool::globalInstance(),
// where the next revision's analysis and what a user asked for (a mating, a search) run.
//
//   job.start<GardenLayout>([garden, font] { return layoutGarden(*garden, font); }, show, backgroundPool());
//   runInBackground([old = std::move(old)] {});   // fire and forget: nothing comes back
#pragma once

#include <QtConcurrent/QtConcurrentRun>

#include <utility>

class QThreadPool;

namespace homestead::gui {

inline constexpr int kBackgroundNice = 10;

// The application's background pool (made on first use, a child of the application); nullptr
// when there is no application. Call it, and runInBackground(), on the application's thread only.
// Work whose result comes back goes through LatestJob with this pool; runInBackground() is for work
// nothing waits for. Both lower the worker's thread.
QThreadPool* backgroundPool();

// Lowers the calling thread's priority (once per thread: an unprivileged thread cannot raise it
// again, and a background pool thread only ever runs background work). Never the application's
// thread (a wait may run a task there).
void lowerThisThread();

// The nice value of the calling thread (Linux; 0 elsewhere): tests check where work ran.
int currentThreadNice();

// Runs `f` on the background pool at low priority (needs an application).
template <class F> auto runInBackground(F&& f) {
    return QtConcurrent::run(backgroundPool(), [f = std::forward<F>(f)]() mutable {
        lowerThisThread();
        return f();
    });
}

}  // namespace homestead::gui
