// The sentence that explains one cell of a concyclic class's matrix (THEORY.md §6), written once
// for every front end: (x|y) is the weight of y in the picture left after x is chopped, ω(σ_x(y)).
// The window's class panel shows it when the mouse is over a cell; the names are the edges' own
// (or their ids), as the panel labels its rows and columns.
//
//   text::classCell("p", "r", 7)  == "(p|r) = ω(σ_p(r)) = 7: the weight of r after p is chopped"
//   text::classCell("s", "s", {}) == "(s|s): an edge is never mated with itself"
#pragma once

#include "homestead/messages.h"

#include <cstdint>
#include <optional>
#include <string>

namespace homestead::text {

// One cell: x the row (the edge chopped), y the column (the edge weighed). No value: the diagonal.
// In `language` (messages.h), English when not given.
std::string classCell(const std::string& x, const std::string& y, std::optional<std::uint64_t> value,
                      Language language = Language::English);

}  // namespace homestead::text
