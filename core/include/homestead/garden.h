// Cycle collapsing (THEORY.md §6): the garden of a picture. All base nodes become the ground (garden
// node 0), every 2-edge-connected component of the standing picture becomes one garden node, the
// bridges form a tree rooted at the ground, and every other standing edge becomes a loop at its
// garden node. The Grundy value is unchanged by collapsing. Floating edges and nodes have no place.
//
// Algorithm: one iterative DFS with random cycle labels (see analysis.h); O(V + E), no recursion.
//
//   Garden g = collapse(door);   // g.nodeCount == 1, g.loops[0].size() == 3
#pragma once

#include "homestead/id_lists.h"
#include "homestead/picture.h"

#include <cstdint>
#include <vector>

namespace homestead {

struct GardenBridge {
    EdgeId edge = 0;   // the original edge
    int parent = 0;    // garden node nearer the ground
    int child = 0;     // garden node it holds up
    std::uint64_t stress = 0;
};

struct Garden {
    int nodeCount = 0;                          // garden node 0 is the ground (present even when bare)
    std::vector<int> parent;                    // per garden node, -1 for the ground
    std::vector<int> bridgeToParent;            // per garden node: index into bridges, -1 for the ground
    std::vector<GardenBridge> bridges;          // ordered by child (parent before child)
    IdLists loops;                              // per garden node: the original edges that became loops
    std::vector<std::uint64_t> sum;             // per garden node: XOR of stresses it immediately supports
    std::vector<int> nodeOf;                    // indexed like picture.nodes(); -1 if not standing
    std::vector<int> edgeNode;                  // indexed like picture.edges(): a loop's node, a bridge's
                                                // child; -1 for floating edges
    std::vector<bool> isBridge;                 // indexed like picture.edges()
    std::uint64_t value() const { return sum.empty() ? 0 : sum[0]; }
};

Garden collapse(const Picture& picture);

}  // namespace homestead
