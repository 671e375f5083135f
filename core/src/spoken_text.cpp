// The words a screen reader says of the canvas's focused edge or node (spoken_text.h).
#include "homestead/spoken_text.h"

namespace homestead::text {

std::string spokenEdge(std::string_view name, const EdgeAnalysis* edge, std::optional<std::uint64_t> afterChop,
                       bool numbersHidden, Language language) {
    if (numbersHidden) return message(language, Msg::SpokenEdgePlain, {name});
    if (!edge) return message(language, Msg::SpokenEdgeAnalysing, {name});
    if (!edge->standing) return message(language, Msg::SpokenEdgeFloating, {name});
    const std::string stress = std::to_string(edge->stress);
    if (!afterChop) return message(language, Msg::SpokenEdgeStress, {name, stress});
    if (*afterChop == 0) return message(language, Msg::SpokenEdgeWins, {name, stress});
    return message(language, Msg::SpokenEdgeLoses, {name, stress, std::to_string(*afterChop)});
}

std::string spokenNode(std::string_view name, bool ground, Language language) {
    return message(language, ground ? Msg::SpokenGroundNode : Msg::SpokenNode, {name});
}

}  // namespace homestead::text
