// What the Welter page says about a position, worked out on a worker so that the page only shows
// it: the value, the mating method's pairs (the arcs under the strip) and its terms, how each term is
// found, the position as Nim, who wins, and the winning moves the Hint marks. Every number and
// sentence comes from the core (welter.h, outcome_text.h), in the window's language. Cost: O(n·B)
// for n coins below 2^B (the mating method and the value), plus the winning moves: O(n·B) in normal
// play, the misère search's in misère play.
//
//   job.start<WelterPositionText>([coins, misere, language] { return welterPositionText(coins, misere, language); },
//                                 [this](WelterPositionText t) { show(t); });
//   t.value == 28 for Conway's {0, 2, 5, 7, 11, 13, 16, 17, 23}
#pragma once

#include "homestead/messages.h"
#include "homestead/outcome_text.h"
#include "homestead/welter.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace homestead::gui {

struct WelterPositionText {
    std::vector<welter::Square> coins;  // the position it describes
    bool misere = false;                // and the rule
    std::int64_t value = 0;
    std::vector<std::pair<int, int>> pairs;  // the mating method's pairs, in the order mated
    int spinster = -1;                       // the coin left alone; -1: none
    std::vector<text::MatingTerm> terms;
    std::string equation;                // the whole equation in words (what the page shows for no coins)
    std::vector<std::string> working;    // how each term is found, a line a term
    std::string nim;                     // the position as Nim
    std::string outcome;                 // who wins with best play, under the rule
    std::vector<welter::Move> winningMoves;  // under the rule (the Hint)
};

WelterPositionText welterPositionText(std::vector<welter::Square> coins, bool misere, Language language);

}  // namespace homestead::gui
