// The sentences of Find and of "next winning move": see find_text.h.
#include "homestead/find_text.h"

#include "homestead/display_text.h"
#include "homestead/explanation_text.h"

namespace homestead::text {

std::string noMatchSentence(const FindQuery& query) {
    const std::string named = quote(query.text);
    if (query.edgeId && query.nodeId)
        return "No edge or node " + std::to_string(*query.edgeId) + ", and none named " + named + ".";
    if (query.edgeId) return "No edge " + std::to_string(*query.edgeId) + ", and no edge or node named " + named + ".";
    if (query.nodeId) return "No node " + std::to_string(*query.nodeId) + ", and no edge or node named " + named + ".";
    return "No edge or node named " + named + ".";
}

std::string foundItemName(const Picture& picture, const FoundItem& item) {
    if (item.kind == FoundItem::Kind::Edge) return edgeName(picture, item.id);
    const std::string name = displayText(picture.node(item.id).name, std::string::npos);
    const std::string id = "node " + std::to_string(item.id);
    if (name.empty()) return id;
    return (name.size() <= 2 ? name : "the " + name) + " (" + id + ")";  // as edgeName names an edge
}

std::string winningMoveSentence(const Picture& picture, EdgeId edge, std::size_t k, std::size_t n) {
    return "Winning move " + std::to_string(k + 1) + " of " + std::to_string(n) + ": chop " + edgeName(picture, edge) +
           "; it leaves 0.";
}

std::string misereWinningMoveSentence(const Picture& picture, EdgeId edge, std::size_t k, std::size_t n) {
    return "Misère winning move " + std::to_string(k + 1) + " of " + std::to_string(n) + ": chop " +
           edgeName(picture, edge) + " (found by exhaustive search).";
}

std::string noWinningMoveSentence(std::int64_t value) {
    return "No winning move: the player to move loses (value " + std::to_string(value) + ").";
}

std::string noMisereWinningMoveSentence() {
    return "No winning move in misère play: the player to move loses (found by exhaustive search).";
}

}  // namespace homestead::text
