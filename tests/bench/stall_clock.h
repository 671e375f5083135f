// How long the GUI thread goes without turning its event loop while something runs — the stall a
// user feels as a frozen window. A 0-ms timer ticks on every turn of the loop; the gaps between
// ticks are recorded. A benchmark run reports the longest gap (stall_ms) and the 90th percentile of
// the gaps (gap_p90_ms); `withSpread` repeats a benchmark and reports the median, p90 and max of every
// counter over the repetitions. (The GUI tests assert the structure behind this — bounded slices —
// and never time anything; the figures live here.)
//
//   StallClock clock;
//   clock.start();
//   QTimer::singleShot(0, [&] { window.startOpening(path); });
//   clock.runUntil([&] { return !window.scene()->building(); });
//   clock.report(state);
//
// To see what a stall does: HOMESTEAD_STALL_TRACE=MS prints each gap of at least MS milliseconds
// with its start and end on CLOCK_MONOTONIC, so a profile recorded on that clock can be cut to it:
//   HOMESTEAD_STALL_TRACE=40 perf record -k CLOCK_MONOTONIC -g build/tests/bench/bench_gui_stalls ...
//   perf report --time START,END
#pragma once

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTimer>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <vector>

namespace homestead::bench {

// The q-quantile (0 ≤ q ≤ 1) of some values, nearest rank; 0 for none.
inline double quantile(std::vector<double> values, double q) {
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    const auto rank = static_cast<std::size_t>(std::ceil(q * static_cast<double>(values.size())));
    return values[std::min(values.size() - 1, rank == 0 ? 0 : rank - 1)];
}

// Repeats a benchmark (10 times; a later ->Repetitions(n) changes that) and reports the median, p90
// and max of each counter over the repetitions:  BENCHMARK(BM_X)->Apply(withSpread);
inline void withSpread(benchmark::internal::Benchmark* b) {
    b->Repetitions(10)
        ->ReportAggregatesOnly(true)
        ->ComputeStatistics("p90", [](const std::vector<double>& v) { return quantile(v, 0.9); })
        ->ComputeStatistics("max", [](const std::vector<double>& v) { return *std::max_element(v.begin(), v.end()); });
}

class StallClock {
public:
    StallClock() {
        ticker_.setInterval(0);
        QObject::connect(&ticker_, &QTimer::timeout, [this] { tick(); });
    }

    void start() {
        gaps_.clear();
        clock_.start();
        last_ = 0;
        ticker_.start();
    }
    // Turns the event loop until done() holds and at least `settleMs` have passed (the last paint),
    // then stops the clock. Returns the milliseconds from start().
    template <class Done> double runUntil(Done done, int settleMs = 50) {
        while (!done() || clock_.elapsed() < settleMs) QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        QCoreApplication::processEvents();
        tick();
        ticker_.stop();
        return static_cast<double>(clock_.nsecsElapsed()) / 1e6;
    }
    double longestMs() const { return gaps_.empty() ? 0 : *std::max_element(gaps_.begin(), gaps_.end()); }
    double p90Ms() const { return quantile(gaps_, 0.9); }

    void report(benchmark::State& state, double totalMs) const {
        state.counters["stall_ms"] = longestMs();
        state.counters["gap_p90_ms"] = p90Ms();
        state.counters["total_ms"] = totalMs;
        state.SetIterationTime(totalMs / 1000);
    }

private:
    void tick() {
        const qint64 now = clock_.nsecsElapsed();
        const double gap = static_cast<double>(now - last_) / 1e6;
        gaps_.push_back(gap);
        last_ = now;
        if (traceMs_ > 0 && gap >= traceMs_) {
            timespec t{};
            clock_gettime(CLOCK_MONOTONIC, &t);
            const double end = static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) / 1e9;
            std::fprintf(stderr, "stall %.1f ms: %.6f,%.6f\n", gap, end - gap / 1e3, end);
        }
    }

    QTimer ticker_;
    QElapsedTimer clock_;
    qint64 last_ = 0;
    std::vector<double> gaps_;
    const double traceMs_ = std::getenv("HOMESTEAD_STALL_TRACE") ? std::atof(std::getenv("HOMESTEAD_STALL_TRACE")) : 0;
};

}  // namespace homestead::bench
