// The engine runner shared by Play and Welter's strip: delay, worker thread, stale answers dropped
// (see engine_runner.h).
#include "engine_runner.h"

namespace homestead::gui {

std::uint64_t EngineRunner::start() {
    ++ticket_;  // whatever was under way is stale now
    setBusy(true);
    return ticket_;
}

bool EngineRunner::stale(std::uint64_t ticket) {
    if (ticket == ticket_) return false;
    ++dropped_;
    return true;
}

void EngineRunner::later(int ms, std::function<void()> step) {
    const std::uint64_t ticket = start();
    QTimer::singleShot(ms < 0 ? 0 : ms, this, [this, ticket, step = std::move(step)] {
        if (stale(ticket)) return;
        setBusy(false);
        step();
    });
}

void EngineRunner::cancel() {
    ++ticket_;
    setBusy(false);
}

void EngineRunner::setBusy(bool busy) {
    if (busy_ == busy) return;
    busy_ = busy;
    emit busyChanged(busy);
}

}  // namespace homestead::gui
