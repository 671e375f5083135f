// The latest-result-wins job (see latest_job.h): tickets, counters and the busy state.
#include "latest_job.h"

namespace homestead::gui {

std::uint64_t LatestJob::begin() {
    ++ticket_;  // whatever was under way is stale now
    ++started_;
    setBusy(true);
    return ticket_;
}

bool LatestJob::landed(std::uint64_t ticket) {
    if (ticket != ticket_) {
        ++dropped_;
        return false;
    }
    setBusy(false);
    return true;
}

void LatestJob::cancel() {
    if (!busy_) return;
    ++ticket_;
    setBusy(false);
    emit idle();
}

void LatestJob::setBusy(bool busy) {
    if (busy_ == busy) return;
    busy_ = busy;
    emit busyChanged(busy);
}

}  // namespace homestead::gui
