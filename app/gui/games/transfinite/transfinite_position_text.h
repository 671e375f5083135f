// What the Transfinite page says about a position, worked out on a worker so that the page only shows
// it: the value worked row by row (Welter) or coefficient by coefficient (Nim), who wins, the good
// moves in words and the good moves themselves (the Hint marks them). Every sentence is the core's
// (transfinite_text.h), in the window's language. Cost: O(n log n + n·B) for n coins (transfinite.h),
// small by TransfiniteGame's limits, but a computation all the same: the window's thread only shows.
//
//   job.start<TransfinitePositionText>([position, language] { return transfinitePositionText(position, language); },
//                                      [this](TransfinitePositionText t) { show(t); });
#pragma once

#include "homestead/messages.h"
#include "homestead/transfinite_rules.h"

#include <string>
#include <vector>

namespace homestead::gui {

struct TransfinitePositionText {
    TransfinitePosition position;               // the position it describes
    std::vector<std::string> working;           // the value's working, a line a step
    std::string outcome;                        // who wins with best play (normal play)
    std::vector<std::string> goodMoves;         // the good moves in words
    std::vector<transfinite::OrdinalMove> winningMoves;
};

TransfinitePositionText transfinitePositionText(TransfinitePosition position, Language language);

}  // namespace homestead::gui
