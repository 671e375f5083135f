// The one runner of engine moves for both games (Hackenbush Play and Welter's strip): it waits the
// engine delay (so the position before the move can be seen), runs the engine on a worker thread
// and hands the answer back on the window's thread — unless the request was cancelled or replaced
// meanwhile (an undo, a new game, a changed rule): such a stale answer is dropped and counted. A
// `later` step (the highlight before a chop) is dropped the same way. One request at a time; busy()
// from ask() to the answer. It is a LatestJob (latest_job.h) with the game's delay.
//
//   runner.setDelay(600);
//   runner.ask<std::optional<Move>>([pos] { return engine(pos); }, [this](auto m) { play(*m); });
//   runner.cancel();   // the position changed: whatever is under way is dropped
#pragma once

#include "latest_job.h"

#include <QObject>

#include <functional>
#include <utility>

namespace homestead::gui {

class EngineRunner : public QObject {
    Q_OBJECT
public:
    static constexpr int kDefaultDelayMs = 600;

    explicit EngineRunner(QObject* parent = nullptr);

    // The wait before each engine move, in milliseconds (0: at once). Every mode, both games.
    void setDelay(int ms) { delayMs_ = ms < 0 ? 0 : ms; }
    int delay() const { return delayMs_; }

    // After delay(), `think` runs on a worker; its result goes to `answer` on this thread unless
    // cancel() or another ask() came first. A new ask() replaces one under way.
    template <class Result>
    void ask(std::function<Result()> think, std::function<void(Result)> answer) {
        lastDelayMs_ = delayMs_;
        job_.startAfter<Result>(delayMs_, std::move(think), std::move(answer));
    }
    // `step` on this thread after `ms`, busy meanwhile, dropped like an answer by cancel() or ask().
    void later(int ms, std::function<void()> step) { job_.after(ms, std::move(step)); }

    // Drops whatever is under way (its answer will be counted in droppedCount()).
    void cancel() { job_.cancel(); }
    bool busy() const { return job_.busy(); }
    int lastDelay() const { return lastDelayMs_; }                 // the delay the last request waited
    int droppedCount() const { return job_.droppedCount(); }      // stale answers and steps dropped so far

signals:
    void busyChanged(bool busy);

private:
    LatestJob job_;
    int delayMs_ = kDefaultDelayMs;
    int lastDelayMs_ = -1;
};

}  // namespace homestead::gui
