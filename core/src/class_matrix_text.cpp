// The sentence of class_matrix_text.h: plain text, no markup, so a status line and a tooltip read it alike.
#include "homestead/class_matrix_text.h"

namespace homestead::text {

std::string classCell(const std::string& x, const std::string& y, std::optional<std::uint64_t> value) {
    const std::string cell = "(" + x + "|" + y + ")";
    if (!value) return cell + ": an edge is never mated with itself";
    return cell + " = ω(σ_" + x + "(" + y + ")) = " + std::to_string(*value) + ": the weight of " + y + " after " + x +
           " is chopped";
}

}  // namespace homestead::text
