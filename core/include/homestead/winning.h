// All winning moves of a Hackenbush picture (THEORY.md §6), fast, and the naive baseline.
//
// Fast: bridges by climbing targets from the ground — at a garden node X with sum W_X and target
// D_X (D_ground = 0), a child bridge e needs need = D_X ^ W_X ^ σ(e); need = 0 means chopping e wins,
// otherwise the node above e must reach need - 1. Edges on cycles, per concyclic class of size k:
// taking the class out splits its garden node into k pieces in cyclic order (read off the DFS tree:
// the class's tree edges lie on one root path); chopping one class edge turns the node into two
// chains of pieces hanging from the root piece, valued with h(v) = 1 + (W_piece ^ v). A class of up
// to 24 edges is done directly (O(k^2), no allocation); a larger one evaluates all its chains
// together in a binary trie keyed by the low bits first, which supports "XOR every value with w"
// (a lazy tag) and "add 1 to every value" (swap children, carry into one child) in O(bits):
// O(E log E) in all.
// Naive: chop every edge and re-analyse, O(E^2) — the baseline for tests and the benchmark.
//
//   std::vector<EdgeId> moves = winningMoves(door);   // {the top edge}
#pragma once

#include "homestead/picture.h"

#include <vector>

namespace homestead {

// Sorted ids of the standing edges whose chop leaves value 0.
std::vector<EdgeId> winningMoves(const Picture& picture);

// Same answer by chopping each standing edge and collapsing again (O(E^2)).
std::vector<EdgeId> winningMovesByChopping(const Picture& picture);

}  // namespace homestead
