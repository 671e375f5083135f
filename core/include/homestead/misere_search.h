// Misère Hackenbush (whoever cannot move WINS) by exhaustive game-tree search: the outcome of a
// picture and every winning move. Misère values do not add over parts, so nothing is split: a
// position is searched whole. A position is the multiset of standing edges with all base nodes
// identified (parallel edges are interchangeable, so only one chop per distinct pair of ends is
// tried); each is memoised by its sorted edge list after renaming the nodes by colour refinement
// (isomorphic positions, such as any two twigs out of three, usually share one entry; the renaming is
// a bijection, so sharing is always sound). A position is a win for the player to move iff some chop
// leads to a loss for the player to move. Cost: O(E log E) per position, at most one per subset of
// the standing edges. The empty position is a win (the
// player to move cannot move). Exponential: refused above `maxEdges` standing edges (MisereTooLarge
// names the count and the limit), abandoned above `maxPositions` memoised positions.
//
//   MisereResult r = misereAnalyse(door);   // r.firstPlayerWins, r.winningMoves (sorted ids)
#pragma once

#include "homestead/messages.h"
#include "homestead/picture.h"

#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace homestead {

struct MisereLimits {
    std::size_t maxEdges = 16;  // a fraction of a second at worst on drawn-sized pictures; each more edge can double it
    std::size_t maxPositions = 2'000'000;
};

// Thrown when a picture is too large for the misère search; the message says which limit.
struct MisereTooLarge : std::runtime_error {
    using std::runtime_error::runtime_error;
};

struct MisereResult {
    bool firstPlayerWins = false;       // the player to move wins with perfect play
    std::vector<EdgeId> winningMoves;   // sorted; every standing edge whose chop wins
    std::size_t positions = 0;          // memoised positions (the cost of the search)
};

MisereResult misereAnalyse(const Picture& picture, const MisereLimits& limits = {});

// Why misère search is refused for this picture (a game's position: the edges standing in it are
// counted), or nullopt if it is allowed. O(V + E).
//   if (auto why = misereRefusal(p)) label->setText(*why);
// Worded in `language` (the core's catalogue, messages.h).
std::optional<std::string> misereRefusal(const Picture& picture, const MisereLimits& limits = {},
                                        Language language = Language::English);
// The same limit for a game under way whose position the search could take, but where choosing misère
// starts a new game from `start`, which it cannot: says so, counting the start's standing edges.
std::optional<std::string> misereNewGameRefusal(const Picture& start, const MisereLimits& limits = {},
                                               Language language = Language::English);

}  // namespace homestead
