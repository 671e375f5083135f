// releasedOffThread: see off_thread_release.h.
#include "off_thread_release.h"

#include "background_pool.h"

#include <QCoreApplication>
#include <QThread>
#include <QThreadPool>

#include <mutex>

namespace homestead::gui {

namespace {
std::mutex observerMutex;
std::function<void(const void*, bool)>& observer() {
    static std::function<void(const void*, bool)> o;
    return o;
}

void destroyHere(const void* what, const std::function<void()>& destroy) {
    {
        std::lock_guard lock(observerMutex);
        if (observer()) {
            const QCoreApplication* app = QCoreApplication::instance();
            observer()(what, app && QThread::currentThread() == app->thread());
        }
    }
    destroy();
}
}  // namespace

void releaseOffWindowThread(const void* what, std::function<void()> destroy) {
    const QCoreApplication* app = QCoreApplication::instance();
    // nobody waits for a free: in the background pool, below the analysis
    if (app && QThread::currentThread() == app->thread() && backgroundPool()) {
        runInBackground([what, destroy = std::move(destroy)] { destroyHere(what, destroy); });
        return;
    }
    destroyHere(what, destroy);
}

void setReleaseObserver(std::function<void(const void*, bool)> o) {
    std::lock_guard lock(observerMutex);
    observer() = std::move(o);
}

}  // namespace homestead::gui
