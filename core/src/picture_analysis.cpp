// The artifact of one revision: analysis, garden and load ranges from one skeleton pass; matings
// computed on request and cached. See picture_analysis.h.
#include "homestead/picture_analysis.h"

#include "hackenbush_skeleton.h"
#include "homestead/analysis_observer.h"

#include <stdexcept>
#include <string>

namespace homestead {

PictureAnalysis::PictureAnalysis(std::shared_ptr<const Picture> picture, const AnalysisOptions& options)
    : picture_(picture ? std::move(picture) : std::make_shared<const Picture>()) {
    detail::analysisStarting(*picture_);  // every analysis announces itself: counted, and where it runs checked
    detail::Skeleton s = detail::buildSkeleton(*picture_);
    analysis_ = detail::analysisOf(*picture_, s, detail::concyclicClassIndices(*picture_, s), options);
    detail::LoadOrder order = detail::loadOrder(*picture_, s);
    loadOrder_ = std::move(order.edges);
    loadRange_ = std::move(order.range);
    garden_ = detail::gardenOf(*picture_, std::move(s));  // last: it takes the skeleton's arrays
}

std::shared_ptr<const PictureAnalysis> PictureAnalysis::of(Picture picture, const AnalysisOptions& options) {
    return std::make_shared<const PictureAnalysis>(std::make_shared<const Picture>(std::move(picture)), options);
}

const EdgeAnalysis* PictureAnalysis::edge(EdgeId id) const {
    if (!picture_->hasEdge(id)) return nullptr;
    return &analysis_.edges[picture_->indexOfEdge(id)];
}

std::span<const EdgeId> PictureAnalysis::load(EdgeId id) const {
    if (!picture_->hasEdge(id)) return {};
    auto [begin, end] = loadRange_[picture_->indexOfEdge(id)];
    return {loadOrder_.data() + begin, static_cast<std::size_t>(end - begin)};
}

std::vector<EdgeId> PictureAnalysis::sortedLoad(EdgeId id) const {
    std::span<const EdgeId> range = load(id);
    std::vector<EdgeId> out(range.begin(), range.end());
    std::sort(out.begin(), out.end());
    return out;
}

std::shared_ptr<const ClassMating> PictureAnalysis::cachedMating(int cls) const {
    std::lock_guard lock(matingMutex_);
    auto it = matings_.find(cls);
    return it == matings_.end() ? nullptr : it->second;
}

std::shared_ptr<const ClassMating> PictureAnalysis::mating(int cls) const {
    if (cls < 0 || cls >= static_cast<int>(analysis_.classes.size()))
        throw std::out_of_range("PictureAnalysis::mating: no class " + std::to_string(cls));
    if (auto cached = cachedMating(cls)) return cached;
    // Computed outside the lock (two threads may both compute it; the first stored wins).
    auto computed = std::make_shared<const ClassMating>(mateClass(*picture_, analysis_.classes[cls]));
    std::lock_guard lock(matingMutex_);
    return matings_.try_emplace(cls, std::move(computed)).first->second;
}

}  // namespace homestead
