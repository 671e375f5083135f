// The one way the window runs work off its thread: a LatestJob runs a function on a worker and hands
// its result back on the window's thread, but only the result of the job started last. Starting a
// job makes every earlier one stale; cancel() does too. A stale result is dropped (and counted), so a
// view never shows what an older revision, an older request or an older file gave. The window never
// waits: results arrive through the event loop.
//
// Every worker launch of the window goes through one (analysis, loading, paste and lay out, the
// engine, the garden's layout, matings and explanations, collapse steps, exports, recovery files).
// The work must not touch QObjects of the window; it gets what it needs by value or by shared_ptr to
// const (a revision).
//
//   LatestJob job;
//   job.start<int>([picture] { return analyse(*picture).value; }, [this](int v) { show(v); });
//   job.start<int>(...);   // the first result, when it comes, is dropped: droppedCount() == 1
//
// pool: where the work runs (QThreadPool::globalInstance() when null; backgroundPool() for work
// nobody waits on). finished() is emitted after each delivered result; idle() after the last job
// has delivered or been cancelled.
#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <cstdint>
#include <functional>
#include <utility>

namespace homestead::gui {

class LatestJob : public QObject {
    Q_OBJECT
public:
    explicit LatestJob(QObject* parent = nullptr) : QObject(parent) {}

    // Runs `work` on `pool`; its result goes to `deliver` on this object's thread unless start() or
    // cancel() is called first. Returns the job's ticket (see current()).
    template <class Result>
    std::uint64_t start(std::function<Result()> work, std::function<void(Result)> deliver,
                        QThreadPool* pool = nullptr) {
        const std::uint64_t ticket = begin();
        auto* watcher = new QFutureWatcher<Result>(this);
        connect(watcher, &QFutureWatcherBase::finished, this, [this, ticket, watcher, deliver = std::move(deliver)] {
            watcher->deleteLater();
            if (!landed(ticket)) return;
            Result result = watcher->result();
            deliver(std::move(result));
            ++delivered_;
            emit finished();
            if (ticket == ticket_) emit idle();
        });
        watcher->setFuture(QtConcurrent::run(pool ? pool : QThreadPool::globalInstance(), std::move(work)));
        return ticket;
    }

    // Makes whatever is under way stale; its result will be dropped.
    void cancel();
    // A job has been started and neither delivered nor been made stale.
    bool busy() const { return busy_; }
    // The ticket of the latest job: a caller can tell whether a job it started is still the latest.
    std::uint64_t current() const { return ticket_; }

    // Counters (tests assert on these, never on time).
    int startedCount() const { return started_; }
    int deliveredCount() const { return delivered_; }
    int droppedCount() const { return dropped_; }

signals:
    void busyChanged(bool busy);
    void finished();
    void idle();

private:
    std::uint64_t begin();
    bool landed(std::uint64_t ticket);  // false (and counted) for a stale ticket
    void setBusy(bool busy);

    std::uint64_t ticket_ = 0;
    bool busy_ = false;
    int started_ = 0, delivered_ = 0, dropped_ = 0;
};

}  // namespace homestead::gui
