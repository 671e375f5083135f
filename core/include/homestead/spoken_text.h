// What a screen reader says of the thing the canvas's keyboard focus is on, written once in the
// core's catalogue (messages.h) so it speaks the reader's language: an edge by the name the window
// gives it (its own name, a game's tag, or its id), its stress, and what chopping it leaves when that
// is known; a node by its name or id, and whether it stands on the ground. Plain text, short: it is
// read out each time the focus moves. Each function takes the language last, English when not given.
//
//   text::spokenEdge("trunk", &a->edge(12), 5)   == "edge trunk, stress 15, chopping it leaves 5: a losing move"
//   text::spokenEdge("b", &a->edge(1), 0)        == "edge b, stress 3, chopping it leaves 0: a winning move"
//   text::spokenEdge("7", nullptr, {})           == "edge 7, being analysed"
//   text::spokenNode("4", true)                  == "node 4, on the ground"
#pragma once

#include "homestead/analysis.h"
#include "homestead/messages.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace homestead::text {

// `edge` is the edge's analysis (nullptr: not analysed yet); `afterChop` the value chopping it leaves,
// when known; `numbersHidden` (a game played with its numbers hidden): the name alone.
std::string spokenEdge(std::string_view name, const EdgeAnalysis* edge, std::optional<std::uint64_t> afterChop,
                       bool numbersHidden = false, Language language = Language::English);

std::string spokenNode(std::string_view name, bool ground, Language language = Language::English);

}  // namespace homestead::text
