// The window's check that it never analyses: installed, it hears of every analysis (the core's
// analysis observer, analysis_observer.h) and counts those that run on the window's thread; in debug
// builds such an analysis also fails an assertion. The application installs it at start, and the
// one_revision suite reads the counts. The analysis of the empty picture (nothing to analyse: a
// document's revision 0, an empty view) is not counted as one on the window's thread.
//
//   installAnalysisThreadCheck();
//   const AnalysisCounts before = analysisCounts();
//   ...                                        // a chop in Play, the engine's answer
//   analysisCounts().all - before.all;         // 2: one per revision
//   analysisCounts().onWindowThread;           // 0
#pragma once

#include <cstdint>

namespace homestead::gui {

struct AnalysisCounts {
    std::uint64_t all = 0;             // analyses started, on any thread (since the program began)
    std::uint64_t onWindowThread = 0;  // ... of them on the window's thread, since the check was installed
};

void installAnalysisThreadCheck();
AnalysisCounts analysisCounts();

}  // namespace homestead::gui
