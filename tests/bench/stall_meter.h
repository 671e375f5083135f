// How long the window's event loop is kept from turning: a zero-interval timer ticks on every turn
// of the loop, and the longest time between two ticks is the longest stall (a frame is 16 ms). Also
// the quantile of a list of samples, for the median / p90 / max the benchmarks report.
//
//   StallMeter meter;                       // ticking from now on
//   QTimer::singleShot(0, action);          // the action runs inside the loop, and counts
//   while (!done()) QCoreApplication::processEvents();
//   double ms = meter.longestMs();
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <algorithm>
#include <vector>

namespace homestead::bench {

class StallMeter {
public:
    // Ticking every `intervalMs` (0: every turn of the loop, which then never sleeps: it keeps a
    // core busy; 1: the loop sleeps between events, as the window's does, and stalls are seen to
    // the millisecond).
    explicit StallMeter(int intervalMs = 0) {
        timer_.setInterval(intervalMs);
        QObject::connect(&timer_, &QTimer::timeout, [this] { tick(); });
        clock_.start();
        timer_.start();
    }
    // Starts a new measurement (the longest stall from now on).
    void restart() {
        clock_.restart();
        last_ = 0;
        gap_ = 0;
    }
    double longestMs() const { return std::max(gap_, clock_.nsecsElapsed() - last_) / 1e6; }

private:
    void tick() {
        const qint64 now = clock_.nsecsElapsed();
        gap_ = std::max(gap_, now - last_);
        last_ = now;
    }
    QTimer timer_;
    QElapsedTimer clock_;
    qint64 last_ = 0, gap_ = 0;
};

// The value below which a fraction `q` of the samples lie (q = 0.5: the median, 1: the maximum).
inline double quantile(std::vector<double> v, double q) {
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[std::min(v.size() - 1, static_cast<std::size_t>(q * v.size()))];
}

}  // namespace homestead::bench
