// The low-priority pool: see background_pool.h.
#include "background_pool.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThread>
#include <QThreadPool>

#ifdef __linux__
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace homestead::gui {

QThreadPool* backgroundPool() {
    // A child of the application, so that it finishes its queue when the application goes (as the
    // global pool does); none without an application.
    static QPointer<QThreadPool> pool;  // (read and made on the application's thread only)
    QCoreApplication* app = QCoreApplication::instance();
    Q_ASSERT(!app || QThread::currentThread() == app->thread());
    if (!pool && app) {
        pool = new QThreadPool(app);
        pool->setMaxThreadCount(1);  // one core's worth at most, and never one of the global pool's
        pool->setThreadPriority(QThread::LowestPriority);  // (does nothing under Linux's default scheduler)
    }
    return pool;
}

void lowerThisThread() {
#ifdef __linux__
    const QCoreApplication* app = QCoreApplication::instance();
    if (app && QThread::currentThread() == app->thread()) return;  // (a wait that ran the task here)
    thread_local bool lowered = false;
    if (lowered) return;
    lowered = true;
    setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), kBackgroundNice);
#endif
}

int currentThreadNice() {
#ifdef __linux__
    return getpriority(PRIO_PROCESS, static_cast<id_t>(gettid()));
#else
    return 0;
#endif
}

}  // namespace homestead::gui
