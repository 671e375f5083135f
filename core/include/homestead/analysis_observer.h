// Where analyses run: every analysis (analyse(), a PictureAnalysis) announces itself here before it
// starts, on the thread that runs it, so a program can count them and check where they run without
// the core knowing anything of threads or windows. The window installs an observer that counts the
// analyses run on its own thread and asserts in debug builds that there are none
// (app/gui/workers/analysis_thread_check.h); tests read the counts. analysesRun() counts every
// analysis since the program started, observer or not. O(1), lock-free.
//
//   setAnalysisObserver([](const Picture& p) { if (onWindowThread()) ++bad; });
//   const auto before = analysesRun();
//   analyse(door);                     // analysesRun() == before + 1, the observer called once
#pragma once

#include "homestead/picture.h"

#include <cstdint>

namespace homestead {

// Called on the analysing thread with the picture about to be analysed; it must be thread-safe.
using AnalysisObserver = void (*)(const Picture& picture);

// Installs `observer` (nullptr: none) for the analyses that start from now on.
void setAnalysisObserver(AnalysisObserver observer);

// Analyses started since the program began, on any thread.
std::uint64_t analysesRun();

namespace detail {
// The analysis entry point's announcement (analysis.cpp): counts and calls the observer.
void analysisStarting(const Picture& picture);
}  // namespace detail

}  // namespace homestead
