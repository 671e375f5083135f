// One analysis per revision (DESIGN.md, "the artifact"): an immutable bundle of everything a view
// needs about one picture — the picture itself, analyse() (stresses, weights, parts, classes,
// winning moves), the garden, and what each garden node carries, so that the load of an edge is a
// range lookup — plus, on request, the mating of a class, computed once and cached. Built with one
// skeleton pass (O(V + E), O(E log E) with the winning moves) on any thread; afterwards it is
// read-only and shared (std::shared_ptr<const PictureAnalysis>) between the views, the CLI and
// worker threads. mating() is the one member that computes: it is thread-safe, and a view should
// call it off the window's thread (O(V + E + k^2) for a class of k edges, then a lookup).
//
//   auto a = PictureAnalysis::of(door);      // a->analysis().value == 1
//   a->load(post).empty();                   // false for a bridge with something on it
//   a->mating(0)->spinster;                  // the door's top
#pragma once

#include "homestead/analysis.h"
#include "homestead/concyclic.h"
#include "homestead/garden.h"
#include "homestead/picture.h"

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <span>
#include <utility>
#include <vector>

namespace homestead {

class PictureAnalysis {
public:
    explicit PictureAnalysis(std::shared_ptr<const Picture> picture, const AnalysisOptions& options = {});
    static std::shared_ptr<const PictureAnalysis> of(Picture picture, const AnalysisOptions& options = {});

    const Picture& picture() const { return *picture_; }
    const std::shared_ptr<const Picture>& sharedPicture() const { return picture_; }
    const Analysis& analysis() const { return analysis_; }
    const Garden& garden() const { return garden_; }

    // The analysis of an edge by id, or nullptr if the picture has no such edge.
    const EdgeAnalysis* edge(EdgeId id) const;
    // What falls if `id` is chopped (load() of analysis.h), in garden order, not sorted; empty for
    // an edge on a cycle, a floating edge, and an id the picture does not have. O(1).
    std::span<const EdgeId> load(EdgeId id) const;
    // The same, sorted: O(L log L) for a load of L edges.
    std::vector<EdgeId> sortedLoad(EdgeId id) const;

    // The mating of class `cls` (an index into analysis().classes), computed on the first call and
    // cached; calls from several threads are safe. Throws std::out_of_range for a bad index.
    std::shared_ptr<const ClassMating> mating(int cls) const;
    // The cached mating, or nullptr if no one asked for it yet.
    std::shared_ptr<const ClassMating> cachedMating(int cls) const;

private:
    std::shared_ptr<const Picture> picture_;
    Analysis analysis_;
    Garden garden_;
    std::vector<EdgeId> loadOrder_;             // standing edges by garden node in preorder
    std::vector<std::pair<int, int>> loadRange_;  // per edge index: its load in loadOrder_
    mutable std::mutex matingMutex_;
    mutable std::map<int, std::shared_ptr<const ClassMating>> matings_;
};

}  // namespace homestead
