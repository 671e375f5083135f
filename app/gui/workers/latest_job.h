// The one way the window runs work off its thread: a LatestJob runs a function on a worker and hands
// its result back on the window's thread, but only the result of the job started last. Starting a
// job makes every earlier one stale; cancel() does too. A stale result is dropped (and counted), and
// a job that went stale before a worker took it up does not run at all, so a view never shows what
// an older revision, request or file gave, and a queue of outdated work costs nothing. The window
// never waits: results arrive through the event loop.
//
// Every worker launch of the window goes through one (analysis, loading, the engine, the garden's
// layout and sketch, matings, explanations, collapse steps, exports, recovery files). The work must
// not touch QObjects of the window; it gets what it needs by value or by shared_ptr to const (a
// revision).
//
//   LatestJob job;
//   job.start<int>([picture] { return analyse(*picture).value; }, [this](int v) { show(v); });
//   job.start<int>(...);   // the first result, when it comes, is dropped: droppedCount() == 1
//   job.startAfter<int>(600, ...);    // the same, once 600 ms have passed (the engine's delay)
//
// pool: where the work runs (QThreadPool::globalInstance() when null; backgroundPool() for work
// nobody waits on, which then runs at the background priority). finished() is emitted after each
// delivered result; idle() after the last job has delivered or been cancelled.
#pragma once

#include "background_pool.h"
#include "out_of_memory_guard.h"

#include <QFuture>
#include <QFutureWatcher>
#include <QObject>
#include <QSemaphore>
#include <QThread>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <new>
#include <optional>
#include <utility>
#include <vector>

namespace homestead::gui {

class LatestJob : public QObject {
    Q_OBJECT
public:
    explicit LatestJob(QObject* parent = nullptr) : QObject(parent) {}

    // Runs `work` on `pool`; its result goes to `deliver` on this object's thread unless start() or
    // cancel() is called first. Call it on this object's thread. Returns the job's ticket.
    template <class Result>
    std::uint64_t start(std::function<Result()> work, std::function<void(Result)> deliver,
                        QThreadPool* pool = nullptr) {
        const std::uint64_t ticket = begin();
        launch<Result>(ticket, std::move(work), std::move(deliver), pool);
        return ticket;
    }

    // As start(), but the work is handed to the pool only after `ms` (busy meanwhile); a start() or
    // cancel() during the wait drops it before it runs (counted as dropped when the wait ends).
    template <class Result>
    std::uint64_t startAfter(int ms, std::function<Result()> work, std::function<void(Result)> deliver,
                             QThreadPool* pool = nullptr) {
        const std::uint64_t ticket = begin();
        schedule(ms, [this, ticket, work = std::move(work), deliver = std::move(deliver), pool]() mutable {
            if (!stillLatest(ticket)) return;
            launch<Result>(ticket, std::move(work), std::move(deliver), pool);
        });
        return ticket;
    }

    // `step` on this thread after `ms`: a job without a worker, dropped like a result by a start()
    // or cancel() meanwhile.
    std::uint64_t after(int ms, std::function<void()> step);

    // Makes whatever is under way stale; its result will be dropped.
    void cancel();
    // A job has been started and neither delivered nor been made stale.
    bool busy() const { return busy_; }
    // The ticket of the latest job: a caller can tell whether a job it started is still the latest.
    std::uint64_t current() const { return ticket_; }

    // Blocks until the latest job's work is done and delivers its result now, then does the same for
    // any job that delivery started. A delay still running ends at once. The work is never run on
    // this thread, and no other event is processed. For a synchronous open, and tests.
    void wait();
    // Makes every job stale and blocks until the workers of all of them have let go (a job not
    // begun is skipped). For an owner whose work must not outlive it (text measured with the
    // application's fonts).
    void cancelAndWaitForWorkers();

    // Counters (tests assert on these, never on time).
    int startedCount() const { return started_; }
    int deliveredCount() const { return delivered_; }
    int droppedCount() const { return dropped_; }
    int skippedCount() const { return skipped_->load(); }  // stale before a worker took them up

signals:
    void busyChanged(bool busy);
    void finished();
    void idle();

private:
    std::uint64_t begin();
    bool stillLatest(std::uint64_t ticket);  // false (and counted as dropped) for a stale ticket
    bool landed(std::uint64_t ticket);       // stillLatest(), and no longer busy
    void delivered(std::uint64_t ticket);    // counts, emits finished() and maybe idle()
    void schedule(int ms, std::function<void()> run);
    void setBusy(bool busy);
    static bool backgroundPoolIs(QThreadPool* pool);
    // Its worker has let go (a future whose result was taken is invalid, and done).
    static bool workerDone(const QFuture<void>& f) { return !f.isValid() || f.isFinished(); }

    template <class Result>
    void launch(std::uint64_t ticket, std::function<Result()> work, std::function<void(Result)> deliver,
                QThreadPool* pool) {
        Q_ASSERT(QThread::currentThread() == thread());
        auto ended = std::make_shared<QSemaphore>(0);  // released when the worker lets go of the job
        const bool lower = backgroundPoolIs(pool);
        // A worker that runs out of memory delivers nothing and says so (out_of_memory_guard.h): the
        // exception would otherwise come back out of takeResult() inside Qt's signal, where an
        // exception ends the program.
        auto outOfMemory = std::make_shared<std::atomic<bool>>(false);
        QFuture<std::optional<Result>> future = QtConcurrent::run(
            pool ? pool : QThreadPool::globalInstance(),
            [latest = latest_, skipped = skipped_, ticket, lower, ended, outOfMemory, work = std::move(work)]() -> std::optional<Result> {
                struct Release {
                    QSemaphore& s;
                    ~Release() { s.release(); }
                } release{*ended};
                if (latest->load() != ticket) {  // stale before it began: not worth running
                    ++*skipped;
                    return std::nullopt;
                }
                if (lower) lowerThisThread();
                try {
                    return work();
                } catch (const std::bad_alloc&) {
                    outOfMemory->store(true);
                    return std::nullopt;
                }
            });
        auto done = std::make_shared<bool>(false);
        auto land = [this, ticket, future, done, outOfMemory, deliver = std::move(deliver)]() mutable {
            if (std::exchange(*done, true)) return;
            std::optional<Result> result = future.takeResult();
            if (outOfMemory->load()) reportOutOfMemory();
            if (!landed(ticket)) return;
            if (result)  // (what it delivers to may run out of memory too: an exception cannot leave Qt's signal)
                runGuarded([&] {
                    deliver(std::move(*result));
                    return true;
                });
            delivered(ticket);
        };
        auto* watcher = new QFutureWatcher<std::optional<Result>>(this);
        connect(watcher, &QFutureWatcherBase::finished, this, [watcher, land]() mutable {
            watcher->deleteLater();
            land();
        });
        watcher->setFuture(future);
        waitLatest_ = [ended, future, land]() mutable {
            ended->acquire();          // the worker is done with it (never run here, unlike
            future.waitForFinished();  // QFuture::waitForFinished() on a job not yet begun)
            land();
        };
        std::erase_if(workers_, [](const QFuture<void>& f) { return workerDone(f); });
        workers_.push_back(QFuture<void>(future));
    }

    std::uint64_t ticket_ = 0;
    std::shared_ptr<std::atomic<std::uint64_t>> latest_ = std::make_shared<std::atomic<std::uint64_t>>(0);
    std::shared_ptr<std::atomic<int>> skipped_ = std::make_shared<std::atomic<int>>(0);
    std::function<void()> waitLatest_;  // finishes the latest job now (wait())
    std::vector<QFuture<void>> workers_;
    bool busy_ = false;
    int started_ = 0, delivered_ = 0, dropped_ = 0;
};

}  // namespace homestead::gui
