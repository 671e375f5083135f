// See picture_object.h.
#include "picture_object.h"

#include "python_errors.h"

#include "homestead/picture_json.h"

#include <string>
#include <unordered_set>

namespace homestead::python {

const PictureAnalysis& PicturePy::artifact() const {
    if (!artifact_) artifact_ = std::make_shared<const PictureAnalysis>(picture_);
    return *artifact_;
}

const EdgeAnalysis& PicturePy::edge(EdgeId id) const {
    const EdgeAnalysis* found = artifact().edge(id);
    if (!found) throw PictureError(bindingMessage(Msg::PyNoSuchEdge, {std::to_string(id)}));
    return *found;
}

Picture pictureOfEdges(const std::vector<std::pair<NodeId, NodeId>>& edges, const std::vector<NodeId>& ground) {
    if (edges.size() > kMaxPictureEdges)
        throw PictureError(bindingMessage(Msg::PyTooManyEdges, {std::to_string(edges.size()), std::to_string(kMaxPictureEdges)}));
    Picture picture;
    std::unordered_set<NodeId> seen;
    const auto mention = [&](NodeId id, bool isGround, const char* list, std::size_t i) {
        if (id < 0)
            throw PictureError(bindingMessage(Msg::PyNodeIdNegative, {std::string(list) + "[" + std::to_string(i) + "]",
                                                                       std::to_string(id)}));
        if (!seen.insert(id).second) return;
        picture.insertNode(Node{id, std::nullopt, isGround, {}});
    };
    for (std::size_t i = 0; i < ground.size(); ++i) mention(ground[i], true, "ground", i);
    picture.reserve(seen.size() + edges.size(), edges.size());
    for (std::size_t i = 0; i < edges.size(); ++i) {
        mention(edges[i].first, false, "edges", i);
        mention(edges[i].second, false, "edges", i);
        picture.insertEdge(Edge{static_cast<EdgeId>(i), edges[i].first, edges[i].second, {}});
    }
    return picture;
}

}  // namespace homestead::python
