// The count of analyses and the observer they announce themselves to (see analysis_observer.h).
#include "homestead/analysis_observer.h"

#include <atomic>

namespace homestead {

namespace {
std::atomic<AnalysisObserver> observer{nullptr};
std::atomic<std::uint64_t> started{0};
}  // namespace

void setAnalysisObserver(AnalysisObserver o) { observer.store(o); }

std::uint64_t analysesRun() { return started.load(); }

void detail::analysisStarting(const Picture& picture) {
    started.fetch_add(1);
    if (AnalysisObserver o = observer.load()) o(picture);
}

}  // namespace homestead
