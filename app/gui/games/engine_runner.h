// The one runner of engine moves for both games (Hackenbush Play and Welter's strip): it waits the
// engine delay (so the position before the move can be seen), runs the engine on a worker thread
// (QtConcurrent::run under a QFutureWatcher, so the window never freezes) and hands the answer back on
// the window's thread — unless the request was cancelled or replaced meanwhile (an undo, a new game, a
// changed rule): such a stale answer is dropped and counted. A `later` step (the highlight before a
// chop) is dropped the same way. One request at a time; busy() from ask() to the answer.
//
//   runner.setDelay(600);
//   runner.ask<std::optional<Move>>([pos] { return engine(pos); }, [this](auto m) { play(*m); });
//   runner.cancel();   // the position changed: whatever is under way is dropped
#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <cstdint>
#include <functional>

namespace homestead::gui {

class EngineRunner : public QObject {
    Q_OBJECT
public:
    static constexpr int kDefaultDelayMs = 600;

    explicit EngineRunner(QObject* parent = nullptr) : QObject(parent) {}

    // The wait before each engine move, in milliseconds (0: at once). Every mode, both games.
    void setDelay(int ms) { delayMs_ = ms < 0 ? 0 : ms; }
    int delay() const { return delayMs_; }

    // After delay(), `think` runs on a worker; its result goes to `answer` on this thread unless
    // cancel() or another ask() came first. A new ask() replaces one under way.
    template <class Result>
    void ask(std::function<Result()> think, std::function<void(Result)> answer) {
        const std::uint64_t ticket = start();
        lastDelayMs_ = delayMs_;
        QTimer::singleShot(delayMs_, this, [this, ticket, think = std::move(think), answer = std::move(answer)] {
            if (stale(ticket)) return;
            auto* watcher = new QFutureWatcher<Result>(this);
            connect(watcher, &QFutureWatcherBase::finished, this, [this, ticket, watcher, answer] {
                watcher->deleteLater();
                if (stale(ticket)) return;
                setBusy(false);
                answer(watcher->result());
            });
            watcher->setFuture(QtConcurrent::run(think));
        });
    }
    // `step` on this thread after `ms`, busy meanwhile, dropped like an answer by cancel() or ask().
    void later(int ms, std::function<void()> step);

    // Drops whatever is under way (its answer will be counted in droppedCount()).
    void cancel();
    bool busy() const { return busy_; }
    int lastDelay() const { return lastDelayMs_; }   // the delay the last request waited
    int droppedCount() const { return dropped_; }    // stale answers dropped so far

signals:
    void busyChanged(bool busy);

private:
    std::uint64_t start();
    bool stale(std::uint64_t ticket);
    void setBusy(bool busy);

    int delayMs_ = kDefaultDelayMs;
    int lastDelayMs_ = -1;
    int dropped_ = 0;
    bool busy_ = false;
    std::uint64_t ticket_ = 0;
};

}  // namespace homestead::gui
