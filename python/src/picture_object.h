// homestead.Picture as the bindings hold it: an immutable picture (a chop makes a new one, as in the
// window's revisions) and its analysis (PictureAnalysis: stresses, weights, loads, classes,
// winning moves, matings), made on first use and kept, so asking for every edge's stress analyses
// once. Both extension modules (_core, _render) see this one type.
//
//   PicturePy door(readCgsuite(":Geee:G"));
//   door.artifact().analysis().value == 1
#pragma once

#include "homestead/picture.h"
#include "homestead/picture_analysis.h"

#include <memory>
#include <utility>
#include <vector>

namespace homestead::python {

class PicturePy {
public:
    explicit PicturePy(Picture picture) : picture_(std::make_shared<const Picture>(std::move(picture))) {}

    const Picture& picture() const { return *picture_; }
    const std::shared_ptr<const Picture>& shared() const { return picture_; }
    // The analysis, made on the first call. Called with the GIL held (so never twice at once).
    const PictureAnalysis& artifact() const;
    // The analysis of `id`; ValueError if the picture has no such edge.
    const EdgeAnalysis& edge(EdgeId id) const;

private:
    std::shared_ptr<const Picture> picture_;
    mutable std::shared_ptr<const PictureAnalysis> artifact_;
};

// A picture of these edges (edge i joins edges[i].first and .second; ids are list positions) with
// these base nodes. Nodes are made in order of first mention, the base nodes first. Throws
// PictureError for a negative node id or one beyond what a picture file can hold.
Picture pictureOfEdges(const std::vector<std::pair<NodeId, NodeId>>& edges, const std::vector<NodeId>& ground);

}  // namespace homestead::python
