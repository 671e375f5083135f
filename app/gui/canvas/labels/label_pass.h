// A label pass of the label layer (label_layer.h), done in steps of the build job: first every
// label's text and look (visiting the edges of the analysis, then the items made since the last
// pass, then the items the analysis lacks), then the placement of the labels that need a place,
// either one by one against the scene (a few) or on a grid placer fed the edges, the nodes and the
// labels that stay, a bounded amount a step. The pointers stay valid because any removal of an
// item drops the pass first (LabelLayer::dropPass).
#pragma once

#include "label_layer.h"
#include "picture_geometry.h"

#include <memory>
#include <unordered_set>
#include <vector>

namespace homestead::gui {

struct LabelLayer::Pass {
    std::shared_ptr<const PictureAnalysis> artifact;  // the one the texts are made from
    // The artifact every item already shows, when the label area, epoch and scale are those it was
    // shown with: an edge it analysed alike (same id at the same place) is skipped unvisited.
    std::shared_ptr<const PictureAnalysis> before;
    std::vector<EdgeId> fresh;  // items made since the last pass: visited one by one
    std::size_t next = 0;       // the next edge of the artifact, in its order (memory order)
    std::size_t freshStep = 0;
    bool strays = false;        // the items the artifact lacks have been visited
    std::vector<EdgeItem*> strayItems;
    std::size_t strayStep = 0;
    std::size_t gathered = 0;   // a new scale: shown labels gathered in the artifact's order
    std::vector<EdgeItem*> toPlace;
    bool placing = false;       // the texts are done: placing on the grid placer
    bool few = false;           // up to kFewLabels: placed one a step by the scene's own queries
    std::vector<EdgeItem*> all;
    std::vector<NodeItem*> nodes;
    std::unordered_set<EdgeItem*> moving;
    std::unique_ptr<render::LabelPlacer> placer;
    std::size_t edgeStep = 0, nodeStep = 0, blockStep = 0, placeStep = 0;
};

}  // namespace homestead::gui
