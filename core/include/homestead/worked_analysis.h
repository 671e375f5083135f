// The worked analysis of a Hackenbush picture, as a handout's second page shows it (THEORY.md §6):
// what collapsing the cycles leaves (the garden), the stresses standing on the ground added in binary
// columns (a nim-sum: no carries) to give the value, and each winning move with a short reason — for
// a bridge, Conway's climb from the ground ("the trunk 15 must become 5; … the 8 must become 2 …"),
// for an edge on a cycle, its concyclic class, mating and spinster — the sentences of the Explain
// panel and `homestead-cli explain` (explanation_text.h), so every front end says the same. Plain text, no markup; numbers stay numbers so a
// front end can lay out the columns itself.
//
// Cost: O(V + E) from the artifact, plus O(depth) per winning move listed (at most `maxMoves`).
//
//   WorkedAnalysis w = workedAnalysis(*PictureAnalysis::of(door));
//   w.outcome == "Value 1: the player to move wins with best play."
//   w.terms.size() == 1 (three loops at the ground, worth 1), w.moves[0].edge == the top
#pragma once

#include "homestead/messages.h"
#include "homestead/picture.h"
#include "homestead/picture_analysis.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace homestead {

// One row of the binary columns: something standing on the ground after collapsing.
struct GroundTerm {
    std::string label;       // "edge 12 (trunk): 20 edges on it", "14 loops at the ground (1 each; pairs cancel)"
    std::uint64_t value = 0; // its contribution to the nim-sum (a stress; for k loops, k mod 2)
};

struct WinningMoveReason {
    EdgeId edge = 0;
    std::string reason;  // one or two sentences
};

struct WorkedAnalysis {
    std::string outcome;                 // text::valueOutcome of the value
    std::string garden;                  // what collapsing the cycles leaves
    std::string columnsIntro;            // how to read the columns
    std::vector<GroundTerm> terms;       // bridges at the ground (picture order), then the ground's loops
    std::string sum;                     // "15 ⊕ 1 ⊕ 6 ⊕ 4 ⊕ 1 ⊕ 3 ⊕ 4 ⊕ 0 = 10"
    std::string movesIntro;              // "The one winning move:" / "3 winning moves:" / "No winning move: ..."
    std::vector<WinningMoveReason> moves;  // the first maxMoves of analysis().winningMoves, in id order
    std::size_t movesLeftOut = 0;        // winning moves not listed
    std::string movesLeftOutText;        // "… and 4 more winning moves." or ""
};

// The sentences in `language` (messages.h).
WorkedAnalysis workedAnalysis(const PictureAnalysis& artifact, std::size_t maxMoves = 10, Language language = Language::English);

// What the numbers beside the edges of a drawing are (a handout's footnote), for labels showing
// stresses, weights or both, and how the value comes from the numbers printed (never from ones the
// drawing does not show).
std::string pictureLegend(bool stresses, bool weights, Language language = Language::English);

}  // namespace homestead
