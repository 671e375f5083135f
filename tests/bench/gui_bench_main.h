// The main() of the benchmarks that time the application's own code: a QApplication (offscreen unless
// QT_QPA_PLATFORM says otherwise), then Google Benchmark as usual.
//
//   int main(int argc, char** argv) { return homestead::bench::runGuiBenchmarks(argc, argv); }
#pragma once

#include <QApplication>

#include <benchmark/benchmark.h>

namespace homestead::bench {

inline int runGuiBenchmarks(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

}  // namespace homestead::bench
