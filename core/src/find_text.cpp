// The sentences of Find and of "next winning move": see find_text.h.
#include "homestead/find_text.h"

#include "homestead/display_text.h"
#include "homestead/explanation_text.h"

namespace homestead::text {

std::string noMatchSentence(const FindQuery& query, Language language) {
    const std::string named = quote(query.text);
    if (query.edgeId && query.nodeId)
        return message(language, Msg::NoEdgeOrNodeNamedId, {std::to_string(*query.edgeId), named});
    if (query.edgeId) return message(language, Msg::NoEdgeNamed, {std::to_string(*query.edgeId), named});
    if (query.nodeId) return message(language, Msg::NoNodeNamed, {std::to_string(*query.nodeId), named});
    return message(language, Msg::NoneNamed, {named});
}

std::string foundItemName(const Picture& picture, const FoundItem& item, Language language) {
    if (item.kind == FoundItem::Kind::Edge) return edgeName(picture, item.id, language);
    const std::string name = displayText(picture.node(item.id).name, std::string::npos);
    const std::string id = message(language, Msg::NodeId, {std::to_string(item.id)});
    if (name.empty()) return id;
    // as edgeName names an edge
    return name.size() <= 2 ? name + " (" + id + ")" : message(language, Msg::NodeNameWord, {name, id});
}

std::string winningMoveSentence(const Picture& picture, EdgeId edge, std::size_t k, std::size_t n, Language language) {
    return message(language, Msg::WinningMoveOf,
                   {std::to_string(k + 1), std::to_string(n), edgeName(picture, edge, language)});
}

std::string misereWinningMoveSentence(const Picture& picture, EdgeId edge, std::size_t k, std::size_t n,
                                      Language language) {
    return message(language, Msg::MisereWinningMoveOf,
                   {std::to_string(k + 1), std::to_string(n), edgeName(picture, edge, language)});
}

std::string noWinningMoveSentence(std::int64_t value, Language language) {
    return message(language, Msg::NoWinningMoveLoses, {std::to_string(value)});
}

std::string noMisereWinningMoveSentence(Language language) { return message(language, Msg::NoMisereWinningMove); }

}  // namespace homestead::text
