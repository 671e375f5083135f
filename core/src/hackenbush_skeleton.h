// Private to the core: the one pass over a picture that every Hackenbush computation shares.
//
// All base nodes become vertex 0 (the ground). The DFS numbers the vertices it reaches in preorder,
// 0..reachedCount-1; the unreached ones (floating) come after, in picture order.
// One iterative depth-first search from the ground (no recursion: a 10^6-edge stalk is fine) finds
// a spanning tree, and does nothing else: sweeps over the edges and the preorder then give the
// standing edges and the cycle-equivalence labels of THEORY.md §6: every non-tree edge gets a random
// 64-bit word (a hash of its index), every tree edge the XOR of the words of the non-tree edges
// spanning it (a subtree XOR). Bridges come from lowlinks (exact; label 0 too); equal labels of
// non-bridges = same concyclic class (error probability about m^2/2^64). Contracting the non-bridge
// edges gives the garden: its nodes are numbered in DFS preorder, so a parent has a smaller number
// than its children and the garden subtree of node c is the range [c, c + gardenSize[c]). Stresses
// are then one sweep from the leaves. Everything is O(V + E); memory is a few words per node and edge.
#pragma once

#include "homestead/analysis.h"
#include "homestead/garden.h"
#include "homestead/picture.h"

#include <algorithm>
#include <utility>

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace homestead::detail {

struct Skeleton {
    // Vertices.
    int vertexCount = 0;
    std::vector<int> vertexOfNode;   // indexed like picture.nodes()
    int reachedCount = 0;            // vertices 0..reachedCount-1 are reached, numbered in DFS preorder
    std::vector<int> parentEdge;     // tree edge to the DFS parent (edge index), -1 for the root/unreached
    std::vector<int> parentVertex;   // -1 for the root/unreached; smaller than the vertex
    std::vector<int> gardenOfVertex; // -1 unreached
    // Edges (indexed like picture.edges()).
    std::vector<int> eu, ev;                 // vertex ends (0 is the ground: a base node)
    bool edgesInIdOrder = true;              // picture order is id order (the usual case)
    bool idIsIndex = true;                   // edge ids are 0..m-1 in picture order (a file just read)
    std::vector<EdgeId> edgeIds;             // the edge ids, kept only by an analysis that let its picture go
    std::vector<char> standing;
    std::vector<char> tree;                  // a DFS tree edge
    std::vector<char> bridge;                // standing and not on any cycle
    std::vector<std::uint64_t> label;        // cycle-equivalence label, 0 for bridges and floating edges
    std::vector<std::uint64_t> stress;       // 0 for floating edges
    std::vector<int> gardenOfEdge;           // bridge: its upper garden node; other standing: its node; -1 floating
    // Garden nodes (0 = the ground).
    int gardenCount = 0;
    std::vector<int> gardenParent;      // -1 for the ground
    std::vector<int> gardenBridge;      // edge index of the bridge to the parent, -1 for the ground
    std::vector<int> gardenRoot;        // the vertex where the garden node is entered
    std::vector<int> gardenSize;        // number of garden nodes in its subtree (itself included)
    std::vector<std::uint64_t> gardenSum;  // W: XOR of the stresses of what it immediately supports

    std::uint64_t value() const { return gardenSum.empty() ? 0 : gardenSum[0]; }
    // The id of edge index e: e itself when idIsIndex, so that a sweep by garden node or vertex
    // need not read the picture's edges (56-byte records) at random.
    // `edges` is not read when the ids were kept (edgeIds): the picture may be gone then.
    EdgeId idOf(const std::vector<Edge>& edges, int e) const {
        return idIsIndex ? EdgeId(e) : !edgeIds.empty() ? edgeIds[e] : edges[e].id;
    }
    // The deeper end of a non-bridge edge (either end of a loop), whose piece holds the edge: the
    // ends of a standing edge are a vertex and its ancestor, so the deeper is the later in preorder.
    int ownerVertex(int e) const { return eu[e] > ev[e] ? eu[e] : ev[e]; }
    // The lower end of a bridge (nearer the ground).
    int lowerVertex(int e) const { return eu[e] < ev[e] ? eu[e] : ev[e]; }
};

// The walk from the ground, given s.vertexCount, s.eu and s.ev: fills s.reachedCount and, indexed
// by preorder number, s.parentEdge and s.parentVertex (-1 for the ground and the unreached), and
// returns each vertex's number (the reached ones in preorder, then the rest in vertex order). Any
// depth-first walk will do: the sweeps after it need only that a non-tree edge joins a vertex and
// an ancestor. A parameter so that bench_skeleton_walk can time Boost.Graph's DFS in its place.
using GroundWalk = std::vector<int> (*)(Skeleton& s);
std::vector<int> walkByHand(Skeleton& s);

Skeleton buildSkeleton(const Picture& picture, GroundWalk walk = walkByHand);
// buildSkeleton in two steps, so that a caller may let the picture go between them: the first
// reads the picture (the vertices and the edges' ends, and the ids if keepIds and they are not the
// indices), the second everything else from those.
Skeleton skeletonEnds(const Picture& picture, bool keepIds = false);
void finishSkeleton(Skeleton& s, GroundWalk walk = walkByHand);
// skeletonEnds of the picture readPictureEdges(text, sourceName) would give, read without building
// it (the edge ids are the line numbers, so none are kept). Throws FormatError as readPictureEdges
// does. It tries skeletonEndsOfNearIdEdgeList first. (picture_value.cpp, beside the value's own reader)
Skeleton skeletonEndsOfEdgeList(std::string_view text, const std::string& sourceName);
// The same, faster, for a text whose node ids are all below twice its lines (as nearly every edge
// list numbers its nodes); nothing when it meets a larger one. (edge_list_ends.cpp)
std::optional<Skeleton> skeletonEndsOfNearIdEdgeList(std::string_view text, const std::string& sourceName);
// skeletonEnds(loadPictureFile(path), true) of a JSON picture file, read without building the
// Picture; throws FormatError as loadPictureFile does. (picture_json_ends.cpp)
Skeleton skeletonEndsOfJsonFile(const std::string& path);

}  // namespace homestead::detail

namespace homestead::detail {

// Concyclic classes as edge indices in one flat array: each class sorted by edge id, the classes
// ordered by their smallest id. (concyclic.cpp)
struct ConcyclicClasses {
    std::vector<int> members;      // class after class
    std::vector<int> start;        // class c is members[start[c] .. start[c + 1])
    std::vector<int> classOfEdge;  // per edge index; -1 for bridges and floating edges
    int count() const { return static_cast<int>(start.size()) - 1; }
    std::span<const int> operator[](int c) const {
        return {members.data() + start[c], static_cast<std::size_t>(start[c + 1] - start[c])};
    }
};

// The edges on cycles walked in id order, each label looked up in a hash table (labels are random,
// so their low bits are the hash): O(E), plus sorting the edge indices by id when picture order is
// not id order.
ConcyclicClasses concyclicClassIndices(const Picture& picture, const Skeleton& s);

// Piece sums per vertex: S[v] = XOR over v's DFS subtree inside its garden node of what it carries
// (child bridges' stresses, a 1 per non-bridge edge owned by its deeper end). O(V + E). (winning.cpp)
std::vector<std::uint64_t> pieceSums(const Skeleton& s);

// One concyclic class taken out of its garden node splits the node into k pieces in cyclic order:
// `cut` gets the class edges f_1..f_k (f_j joins pieces j-1 and j mod k; piece 0 holds the node's
// root) and `pieces` the XOR W_i of what piece i carries. Chopping f_j leaves the chains of pieces
// j-1..1 (hanging from piece 0 by f_1) and j..k-1 (hanging by f_k); up a chain every stress is
// 1 + (W_piece ^ stress of the edge above). rootSum = sum[gardenRoot[node]]; treeEdges is scratch.
// O(k log k). (winning.cpp)
void classPieces(const Skeleton& s, const std::vector<std::uint64_t>& sum, std::uint64_t rootSum,
                 std::span<const int> cls, std::vector<int>& cut, std::vector<std::uint64_t>& pieces,
                 std::vector<int>& treeEdges);

// Per edge index: chopping it leaves a picture of value 0. (winning.cpp)
std::vector<char> winningMask(const Skeleton& s, const ConcyclicClasses& classes);

}  // namespace homestead::detail

namespace homestead::detail {

// analyse() and collapse() read off one skeleton pass (analysis.cpp, garden.cpp). gardenOf is the
// skeleton's last reader: it takes the arrays the garden keeps (parents, sums, edge nodes, and the
// vertex numbers of the nodes, overwritten with their garden nodes) instead of copying them.
Analysis analysisOf(const Picture& picture, const Skeleton& s, const ConcyclicClasses& classes,
                    const AnalysisOptions& options);
// The classes as lists of edge ids, in the order concyclicClassIndices gives them. (analysis.cpp)
IdLists classIdLists(const Picture& picture, const Skeleton& s, const ConcyclicClasses& classes);
// Sorts the ids unless they are sorted already (picture order is id order in the usual case).
void sortIds(std::vector<EdgeId>& ids);
Garden gardenOf(const Picture& picture, Skeleton&& s);

// The standing edges ordered by garden node in preorder, each node's bridge to its parent first:
// what falls when a bridge is chopped is the contiguous range of the edges after it up to the end
// of its garden subtree. O(V + E) to build. (analysis.cpp)
struct LoadOrder {
    std::vector<EdgeId> edges;
    std::vector<std::pair<int, int>> range;  // per edge index: [begin, end) in edges; empty unless a bridge
    std::vector<EdgeId> sorted(std::size_t edgeIndex) const {
        auto [begin, end] = range[edgeIndex];
        std::vector<EdgeId> out(edges.begin() + begin, edges.begin() + end);
        std::sort(out.begin(), out.end());
        return out;
    }
};
LoadOrder loadOrder(const Picture& picture, const Skeleton& s);

}  // namespace homestead::detail
