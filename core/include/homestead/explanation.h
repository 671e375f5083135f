// Why a number is what it is (THEORY.md §6–7), as data every front end lays out: for one edge of an
// analysed picture, its stress as 1 + (a ⊕ b ⊕ …) with the garden edges behind each term, the
// nim-sum in binary columns with like powers of 2 cancelled (as Gardner works it by hand), its
// weight (σ|0), its load, the value chopping it leaves, and why chopping it wins: for a bridge
// Conway's climb from the ground (the target each edge on the way must reach), for an edge on a
// cycle its concyclic class, what chopping it does to the others' weights, the mating and the
// spinster. For the whole picture: the value as the ⊕ of the stresses at the ground.
// The sentences are in explanation_text.h.
//
// Cost: explainEdge() reads the artifact: one scan of the garden's bridges for the edge's terms
// (O(E)), the loads of its terms sorted (O(L log L)), the walk to the ground for a bridge
// (O(depth)); for an edge on a cycle the class's mating (cached in the artifact) and one analysis
// of the chopped picture, O(V + E). Safe on any thread (the artifact is immutable).
//
//   auto a = PictureAnalysis::of(homestead);
//   EdgeExplanation x = explainEdge(*a, trunk);   // x.stress == 15, x.climb.front().target == 5
//   NimColumns c = nimColumns({8, 6});            // (nim_columns.h) c.result == 14, 2^3 and 2^1 kept
#pragma once

#include "homestead/nim_columns.h"
#include "homestead/picture_analysis.h"

#include <cstdint>
#include <optional>
#include <span>
#include <utility>
#include <vector>

namespace homestead {

// One term of a stress: a garden edge the explained edge immediately supports.
struct StressTerm {
    EdgeId edge = 0;               // the bridge, or the edge that became a loop
    std::uint64_t stress = 0;      // 1 for a loop
    bool loop = false;
    std::vector<EdgeId> standsFor; // the picture edges it stands for: itself and its load, sorted
};

// One step of the climb: an edge on the way from the ground, its stress now and the stress it
// must reach (that it has once the explained edge is chopped; 0 for that edge itself). The step
// solves target ⊕ others = need at its lower end, where `need` is at the ground the value after the
// chop (0 when chopping wins) and, above, the target of the edge below minus 1 (that edge's stress
// is 1 + the ⊕ of what it carries): target = need ⊕ others.
struct ClimbStep {
    EdgeId edge = 0;
    std::uint64_t stress = 0;
    std::uint64_t target = 0;
    std::vector<std::uint64_t> atLowerEnd;  // the stresses its lower end supports, its own among them,
                                            // largest first
    // The ⊕ of the other terms at its lower end (atLowerEnd without its own stress once): at the
    // ground the other stresses at the ground, above the other edges the edge below carries.
    std::uint64_t others = 0;
    std::uint64_t need = 0;                 // what its lower end's ⊕ must become: target ⊕ others
};

struct CycleExplanation {
    int classIndex = -1;                   // into analysis().classes
    std::vector<EdgeId> members;           // the class, sorted
    // (x|y) for this x and each other y of the class: the weight y has once x is chopped.
    std::vector<std::pair<EdgeId, std::uint64_t>> mates;
    std::vector<std::pair<EdgeId, EdgeId>> pairs;  // the mating, largest (x|y) first
    std::optional<EdgeId> spinster;
    bool mated = true;  // false for a class of more than kMostMatedEdges: no mates, pairs or spinster
};

struct EdgeExplanation {
    EdgeId edge = 0;
    std::uint64_t stress = 0;
    std::vector<StressTerm> terms;         // largest stress first, equal ones by edge id (the order
                                           // a reader writes the sum in); empty for an edge on a cycle
    NimColumns columns;                    // the ⊕ of the terms' stresses
    std::uint64_t weight = 0;
    int weightExponent = 0;                // v2(stress): weight = 2^(v2+1) − 1
    std::vector<EdgeId> load;              // sorted
    std::uint64_t valueBefore = 0;         // the picture's value
    std::uint64_t valueAfterChop = 0;
    bool winning = false;
    bool onCycle = false;
    bool loop = false;                     // an edge from a node to itself
    // For a bridge: from the ground up to this edge (present whether or not chopping it wins;
    // the contract's "climb" is it when it wins). Each step's target is the stress after the chop.
    std::vector<ClimbStep> climb;
    std::optional<CycleExplanation> cycle; // for an edge on a cycle
};

// Throws PictureError if the picture has no such edge or the edge is floating (no numbers).
EdgeExplanation explainEdge(const PictureAnalysis& artifact, EdgeId edge);

// The value chopping `edge` leaves: for a bridge by the climb arithmetic, O(depth) (cheap enough
// for a tooltip); for an edge on a cycle by analysing the chopped picture, O(V + E). Throws
// PictureError as explainEdge does.
std::uint64_t valueAfterChop(const PictureAnalysis& artifact, EdgeId edge);
// True when valueAfterChop(edge) is the O(depth) walk (a standing bridge).
bool choppedValueIsCheap(const PictureAnalysis& artifact, EdgeId edge);

// The value of the whole picture as the ⊕ of the stresses at the ground (after collapsing).
struct PictureExplanation {
    std::vector<StressTerm> terms;         // the bridges and loops at the ground, largest stress
                                           // first, equal ones by edge id
    NimColumns columns;
    std::uint64_t value = 0;
    std::vector<EdgeId> winningMoves;
    // The value split another way: each part's (what stays connected once the base nodes are
    // taken away; the ⊕ of its edges' weights), in the analysis's order. Their ⊕ is the value too.
    std::vector<std::uint64_t> parts;
};

PictureExplanation explainPicture(const PictureAnalysis& artifact);

}  // namespace homestead
