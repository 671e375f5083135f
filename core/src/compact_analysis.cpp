// The analysis in compact form (see compact_analysis.h): the skeleton's passes as for analyse(),
// each array freed once the passes after it no longer read it, and the per-edge stresses taken
// from the skeleton as they are (moved, not copied).
#include "homestead/compact_analysis.h"

#include "hackenbush_skeleton.h"
#include "homestead/analysis_observer.h"
#include "homestead/display_text.h"
#include "homestead/picture_file.h"
#include "homestead/picture_json.h"
#include "homestead/text_input.h"

#include <algorithm>
#include <cstdint>
#include <memory>
#include <numeric>
#include <utility>

namespace homestead {

namespace {

// The edges (ids and stresses) in ascending id order.
void sortPairsById(CompactAnalysis& a) {
    std::vector<std::uint32_t> order(a.ids.size());  // the walk takes fewer than 2^30 edges
    std::iota(order.begin(), order.end(), 0u);
    std::sort(order.begin(), order.end(), [&](std::uint32_t x, std::uint32_t y) { return a.ids[x] < a.ids[y]; });
    std::vector<EdgeId> ids(order.size());
    for (std::size_t i = 0; i < order.size(); ++i) ids[i] = a.ids[order[i]];
    a.ids = std::move(ids);
    std::vector<std::uint64_t> stress(order.size());
    for (std::size_t i = 0; i < order.size(); ++i) stress[i] = a.stress[order[i]];
    a.stress = std::move(stress);
}

// Puts the edges (ids and stresses) in ascending id order, and drops the ids if they are then
// 0..m-1 (one form for one analysis, whichever way it was made).
void sortById(CompactAnalysis& a) {
    if (!std::is_sorted(a.ids.begin(), a.ids.end())) sortPairsById(a);
    bool indices = true;
    for (std::size_t i = 0; indices && i < a.ids.size(); ++i) indices = a.ids[i] == static_cast<EdgeId>(i);
    if (indices) a.ids = {};
}

// The picture is gone by now: the skeleton holds its edges' ends, and their ids when they are not
// the indices (Skeleton::idOf reads no picture then).
CompactAnalysis compactOfEnds(detail::Skeleton&& s) {
    const Picture none;
    detail::finishSkeleton(s);
    // What neither the classes nor the winning moves read.
    s.vertexOfNode = {};
    s.parentEdge = {};
    s.gardenOfVertex = {};
    s.gardenSize = {};
    detail::ConcyclicClasses classes = detail::concyclicClassIndices(none, s);
    s.label = {};
    classes.classOfEdge = {};  // (an EdgeAnalysis's concyclicClass: no such record here)
    std::vector<char> wins = detail::winningMask(s, classes);
    CompactAnalysis a;
    a.value = s.value();
    a.classes = detail::classIdLists(none, s, classes);
    classes = {};
    const int m = static_cast<int>(s.eu.size());
    for (int e = 0; e < m; ++e)
        if (wins[e]) a.winningMoves.push_back(s.idOf(none.edges(), e));
    wins = {};
    for (int e = 0; e < m; ++e)
        if (!s.standing[e]) a.floating.push_back(s.idOf(none.edges(), e));
    detail::sortIds(a.winningMoves);
    detail::sortIds(a.floating);
    a.stress = std::move(s.stress);
    if (!s.idIsIndex) a.ids = std::move(s.edgeIds);
    s = detail::Skeleton{};
    sortById(a);
    return a;
}

}  // namespace

struct detail::PictureEndsAccess {
    static PictureEnds of(Skeleton&& s) {
        PictureEnds ends;
        ends.skeleton_ = std::make_unique<Skeleton>(std::move(s));
        return ends;
    }
    static Skeleton take(PictureEnds&& ends) {
        Skeleton s = ends.skeleton_ ? std::move(*ends.skeleton_) : Skeleton{};
        ends.skeleton_.reset();
        return s;
    }
};

PictureEnds::PictureEnds() = default;
PictureEnds::PictureEnds(PictureEnds&&) noexcept = default;
PictureEnds& PictureEnds::operator=(PictureEnds&&) noexcept = default;
PictureEnds::~PictureEnds() = default;

std::size_t PictureEnds::edgeCount() const { return skeleton_ ? skeleton_->eu.size() : 0; }

PictureEnds endsOf(Picture&& picture) {
    detail::Skeleton s = detail::skeletonEnds(picture, true);
    picture = Picture();
    return detail::PictureEndsAccess::of(std::move(s));
}

PictureEnds edgeListEnds(std::string_view text, const std::string& sourceName) {
    return detail::PictureEndsAccess::of(detail::skeletonEndsOfEdgeList(text, sourceName));
}

PictureEnds pictureFileEnds(const std::string& path) {
    const PictureFormat format = pictureFormatOfPath(path);
    if (format == PictureFormat::Json) return detail::PictureEndsAccess::of(detail::skeletonEndsOfJsonFile(path));
    if (format != PictureFormat::Edges) return endsOf(loadPictureFile(path));
    const FileText text = readFileText(path, kMaxPictureFileBytes, "a picture");
    return edgeListEnds(text.text(), displayPath(path));
}

CompactAnalysis analyseCompactly(PictureEnds&& ends) {
    detail::analysisStarting(Picture());
    return compactOfEnds(detail::PictureEndsAccess::take(std::move(ends)));
}

CompactAnalysis compactOf(const Analysis& analysis) {
    CompactAnalysis a;
    a.value = analysis.value;
    a.ids.reserve(analysis.edges.size());
    a.stress.reserve(analysis.edges.size());
    for (const EdgeAnalysis& x : analysis.edges) {
        a.ids.push_back(x.id);
        a.stress.push_back(x.standing ? x.stress : 0);
    }
    sortById(a);
    a.classes = analysis.classes;
    a.winningMoves = analysis.winningMoves;
    a.floating = analysis.floating;
    return a;
}

}  // namespace homestead
