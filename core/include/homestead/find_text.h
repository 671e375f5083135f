// The sentences of Find and of "next winning move" (F3), written once so every front end says them
// alike: what a query found nothing for, how a found item is named, and which winning move of how
// many is shown. Plain text; what the user typed is echoed through quote() (display_text.h). Each
// function takes the language last (messages.h), English when not given.
//
//   text::noMatchSentence(parseFindQuery("trunk"))  == "No edge or node named 'trunk'."
//   text::winningMoveSentence(p, 17, 1, 5)            // "Winning move 2 of 5: chop edge 17; it leaves 0."
//   text::noWinningMoveSentence(0)                    // "No winning move: the player to move loses (value 0)."
#pragma once

#include "homestead/messages.h"
#include "homestead/picture.h"
#include "homestead/picture_find.h"

#include <cstddef>
#include <cstdint>
#include <string>

namespace homestead::text {

// Nothing matched: "No edge or node named 'trunk'."; a query that is also an id says so: "No edge 99,
// and no edge or node named 'e99'." / "No edge or node 99, and none named '99'."
std::string noMatchSentence(const FindQuery& query, Language language = Language::English);

// How a found item is named: "the trunk (edge 12)", "edge 12" (explanation_text.h's edgeName),
// "the corner (node 3)", "node 3".
std::string foundItemName(const Picture& picture, const FoundItem& item, Language language = Language::English);

// The k-th (from 0) of n winning moves, chopping `edge`: "Winning move 2 of 5: chop the trunk
// (edge 17); it leaves 0." (Short: it shares the status bar with the value.)
std::string winningMoveSentence(const Picture& picture, EdgeId edge, std::size_t k, std::size_t n,
                                Language language = Language::English);
// The same in misère play (winning moves found by exhaustive search): "Misère winning move 1 of 2:
// chop edge 4 (found by exhaustive search)."
std::string misereWinningMoveSentence(const Picture& picture, EdgeId edge, std::size_t k, std::size_t n,
                                      Language language = Language::English);

// None exists: "No winning move: the player to move loses (value 0)." In misère play: "No winning move in misère play: the player to move loses (found
// by exhaustive search)."
std::string noWinningMoveSentence(std::int64_t value, Language language = Language::English);
std::string noMisereWinningMoveSentence(Language language = Language::English);

}  // namespace homestead::text
