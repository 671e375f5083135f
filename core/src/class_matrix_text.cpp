// The sentence of class_matrix_text.h: plain text, no markup, so a status line and a tooltip read it alike.
#include "homestead/class_matrix_text.h"

namespace homestead::text {

std::string classCell(const std::string& x, const std::string& y, std::optional<std::uint64_t> value,
                      Language language) {
    const std::string cell = "(" + x + "|" + y + ")";
    if (!value) return message(language, Msg::CellDiagonal, {cell});
    return message(language, Msg::CellValue, {cell, x, y, std::to_string(*value)});
}

}  // namespace homestead::text
