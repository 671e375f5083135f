// The latest-result-wins job (see latest_job.h): tickets, counters, the busy state, delays and the
// synchronous waits.
#include "latest_job.h"

#include <QTimer>

#include <algorithm>

namespace homestead::gui {

std::uint64_t LatestJob::begin() {
    ++ticket_;  // whatever was under way is stale now
    latest_->store(ticket_);
    ++started_;
    waitLatest_ = nullptr;
    setBusy(true);
    return ticket_;
}

bool LatestJob::stillLatest(std::uint64_t ticket) {
    if (ticket == ticket_) return true;
    ++dropped_;
    return false;
}

bool LatestJob::landed(std::uint64_t ticket) {
    if (!stillLatest(ticket)) return false;
    waitLatest_ = nullptr;
    setBusy(false);
    return true;
}

void LatestJob::delivered(std::uint64_t ticket) {
    ++delivered_;
    emit finished();
    if (ticket == ticket_ && !busy_) emit idle();
}

std::uint64_t LatestJob::after(int ms, std::function<void()> step) {
    const std::uint64_t ticket = begin();
    schedule(ms, [this, ticket, step = std::move(step)] {
        if (!landed(ticket)) return;
        step();
        delivered(ticket);
    });
    return ticket;
}

void LatestJob::schedule(int ms, std::function<void()> run) {
    // run once: by the timer, or earlier by wait()
    auto once = std::make_shared<std::function<void()>>(std::move(run));
    auto fire = [once] {
        if (std::function<void()> f = std::exchange(*once, nullptr)) f();
    };
    QTimer::singleShot(std::max(ms, 0), this, fire);
    waitLatest_ = fire;
}

void LatestJob::cancel() {
    if (!busy_) return;
    ++ticket_;
    latest_->store(ticket_);
    waitLatest_ = nullptr;
    setBusy(false);
    emit idle();
}

void LatestJob::wait() {
    Q_ASSERT(QThread::currentThread() == thread());
    while (busy_ && waitLatest_) {
        const std::function<void()> finish = std::exchange(waitLatest_, nullptr);
        finish();  // may start another job, whose finishing is then waited for
    }
}

void LatestJob::cancelAndWaitForWorkers() {
    cancel();
    ++ticket_;  // (cancel() does nothing when idle; a finished job's ticket may still be the latest)
    latest_->store(ticket_);
    for (QFuture<void>& f : workers_)
        if (!workerDone(f)) f.waitForFinished();  // a stale job taken up here is skipped
    workers_.clear();
}

bool LatestJob::backgroundPoolIs(QThreadPool* pool) { return pool && pool == backgroundPool(); }

void LatestJob::setBusy(bool busy) {
    if (busy_ == busy) return;
    busy_ = busy;
    emit busyChanged(busy);
}

}  // namespace homestead::gui
