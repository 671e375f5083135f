// The analysis of a Hackenbush picture (shared/THEORY.md §6): for every standing edge its stress,
// weight, concyclic class and part, and for the picture its Grundy value, the value of each part,
// the concyclic classes and every winning move.
//
// Algorithm: one iterative DFS (no recursion) with all base nodes identified into one ground node
// finds the bridges by lowlinks over edge ids (a parallel edge is not the tree edge it doubles, a
// loop is never a tree edge) and labels the cycles; the bridges form the garden tree.
// On the garden a loop has stress 1 and a bridge 1 + (XOR of the stresses of what it immediately
// supports); weight of stress s is (s|0) = 2^(v2(s)+1) - 1; the value is the XOR of the weights.
// Concyclic classes come from random 64-bit cycle labels (concyclic.h); winning moves from
// winning.h. Cost: O(V + E) for the numbers and the classes (plus one sort of the edges by id when
// picture order is not id order), O(E log E) with the winning moves.
//
//   Analysis a = analyse(door);    // a.value == 1
//   for (EdgeId id : a.winningMoves) std::cout << id << "\n";
#pragma once

#include "homestead/id_lists.h"
#include "homestead/picture.h"

#include <cstdint>
#include <span>
#include <vector>

namespace homestead {

struct EdgeAnalysis {  // the members are ordered so that it takes 48 bytes (10^6 edges: 48 MB)
    EdgeId id = 0;
    std::uint64_t stress = 0;
    std::uint64_t weight = 0;     // (stress|0) = 2^(v2(stress)+1) - 1
    // Where Analysis::supported(x) is in Analysis::supportedStresses (one flat array, not a list
    // per edge: no allocation per bridge, and a smaller record to write and read).
    std::uint32_t supportedBegin = 0;
    std::uint32_t supportedCount = 0;
    int concyclicClass = -1;      // index into Analysis::classes, -1 for bridges and floating edges
    int part = -1;                // index into Analysis::parts
    bool standing = false;        // connected to the ground; floating edges have no numbers
    bool onCycle = false;         // a loop after collapsing (stress 1)
    bool winning = false;         // chopping it leaves a picture of value 0
};

struct PartAnalysis {
    std::vector<EdgeId> edges;  // sorted
    std::uint64_t value = 0;    // XOR of the weights of its edges
};

struct Analysis {
    std::uint64_t value = 0;                    // the Grundy value
    std::vector<EdgeAnalysis> edges;            // indexed like picture.edges()
    IdLists classes;                            // concyclic classes, each sorted; a loop is a class alone
    std::vector<PartAnalysis> parts;            // components of the standing picture with its base nodes removed
    std::vector<EdgeId> winningMoves;           // sorted
    std::vector<EdgeId> floating;               // sorted
    std::vector<std::uint64_t> supportedStresses;  // every edge's supported(), garden node by garden node
    // Stresses of the garden edges `x` immediately supports (bridges; empty for loops and floating
    // edges): the bridges whose lower end is this bridge's upper end, in garden order, then one 1
    // per loop at that garden node. `x` is one of this analysis's edges.
    std::span<const std::uint64_t> supported(const EdgeAnalysis& x) const {
        return {supportedStresses.data() + x.supportedBegin, x.supportedCount};
    }
    // The analysis of one edge by id; throws PictureError if the picture has no such edge.
    const EdgeAnalysis& edge(EdgeId id, const Picture& picture) const;
    // Each part's value, in the order of parts (their ⊕ is the value).
    std::vector<std::uint64_t> partValues() const;
};

// What to compute; everything by default.
struct AnalysisOptions {
    bool winningMoves = true;
};

Analysis analyse(const Picture& picture, const AnalysisOptions& options = {});
// The same, letting the picture go as soon as its edges' ends are read (before the walk and the
// sweeps): the peak memory is then the larger of the picture and the analysis, not their sum. The
// picture is left empty. (A caller that needs only the numbers the JSON contract prints has
// compact_analysis.h, lighter still.)
Analysis analyse(Picture&& picture, const AnalysisOptions& options = {});

// The edges that fall if `edge` is chopped (sorted, the chopped edge excluded; empty for an edge on
// a cycle, and for a floating edge). O(E). Throws PictureError if there is no such edge.
std::vector<EdgeId> load(const Picture& picture, EdgeId edge);

// load() of every edge, indexed like picture.edges(): one pass that sorts the edges by garden node,
// then each bridge's load is a contiguous range. O(E + total size of the loads), which can be O(E^2).
std::vector<std::vector<EdgeId>> loads(const Picture& picture);

// (s|0) = 2^(v2(s)+1) - 1 for s >= 1; 0 for s = 0.
std::uint64_t weightOfStress(std::uint64_t stress);

}  // namespace homestead
