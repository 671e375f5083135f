// The tags a game names edges by (see edge_tags.h).
#include "homestead/edge_tags.h"

#include "homestead/exercises.h"

#include <algorithm>
#include <optional>

namespace homestead {

namespace {
// The index i with exercises::edgeLetter(i) == word, for a word of lower-case letters; nullopt else.
std::optional<std::size_t> letterIndex(const std::string& word) {
    if (word.empty() || word.size() > 8) return std::nullopt;  // longer words are never reached
    std::size_t index = 0;
    for (char c : word) {
        if (c < 'a' || c > 'z') return std::nullopt;
        index = index * 26 + std::size_t(c - 'a' + 1);  // bijective base 26, as edgeLetter counts
    }
    return index - 1;
}
}  // namespace

EdgeTags::EdgeTags(std::shared_ptr<const Picture> picture) : picture_(std::move(picture)) {
    if (!picture_) return;
    for (const Edge& e : picture_->edges())
        if (!e.name.empty() && ++uses_[e.name] == 1)
            if (const auto index = letterIndex(e.name)) takenLetters_.push_back(*index);
    std::sort(takenLetters_.begin(), takenLetters_.end());
}

// The index-th letter that is no edge's name.
std::string EdgeTags::letterAt(std::size_t index) const {
    for (std::size_t taken : takenLetters_) {
        if (taken > index) break;
        ++index;
    }
    return exercises::edgeLetter(index);
}

std::string EdgeTags::tag(EdgeId id) const {
    if (!picture_ || !picture_->hasEdge(id)) return {};
    const std::size_t index = picture_->indexOfEdge(id);
    const std::string& name = picture_->edges()[index].name;
    if (!name.empty() && uses_.at(name) == 1) return name;
    return letterAt(index);
}

void tagEdges(Picture& picture) {
    const EdgeTags tags(std::make_shared<const Picture>(picture));
    for (std::size_t i = 0; i < picture.edges().size(); ++i) {
        const EdgeId id = picture.edges()[i].id;
        picture.setEdgeName(id, tags.tag(id));
    }
}

}  // namespace homestead
