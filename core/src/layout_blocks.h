// Private to the core: the structure the automatic layout draws (layout.h), found in one pass.
//
// All base nodes become vertex 0 (the ground), the other nodes vertices 1.. in picture order; loops
// are left out (they need no room). One iterative depth-first search (Tarjan's lowlinks; no
// recursion, so a 10^6-edge stalk is fine) from the ground, then from the first vertex of each
// floating component, numbers the vertices in preorder and cuts the edges into blocks (biconnected
// components): a bridge is a block of two vertices, a ring a block whose vertices each have two
// neighbours in it, anything else a tangle. Each block hangs from its root (the vertex through
// which the search entered it, the ground for the blocks on the ground); its other vertices come
// after the root in preorder, so a pass in reverse preorder meets every block after all the blocks
// that hang from its vertices. O(V + E) time, a few words per vertex and edge.
//
//   BlockForest f = findBlocks(picture);
//   for (int b : f.blocksAt(0)) ...        // the blocks standing on the ground, in search order
#pragma once

#include "homestead/picture.h"

#include <span>
#include <vector>

namespace homestead::detail {

struct BlockForest {
    int vertexCount = 0;
    std::vector<int> vertexOfNode;    // indexed like picture.nodes(); 0 for every base node
    std::vector<int> preorder;        // every vertex, the ground first, then the floating components
    std::vector<int> componentRoots;  // the first vertex of each floating component, in order
    // Blocks: block b hangs from root[b]; its other vertices are members(b), in preorder.
    std::vector<int> root;
    std::vector<int> memberStart, memberList;
    std::vector<int> blockOfVertex;   // the block a vertex is a member of (not a root of); -1 for roots
    // The edges of each block as vertex pairs (parallel edges repeated), and the blocks hanging
    // from each vertex in the order the search found them.
    std::vector<int> edgeStart;
    std::vector<std::pair<int, int>> edgeList;
    std::vector<int> hangingStart, hangingList;

    int blockCount() const { return static_cast<int>(root.size()); }
    std::span<const int> members(int b) const {
        return {memberList.data() + memberStart[b], memberList.data() + memberStart[b + 1]};
    }
    std::span<const std::pair<int, int>> edges(int b) const {
        return {edgeList.data() + edgeStart[b], edgeList.data() + edgeStart[b + 1]};
    }
    std::span<const int> blocksAt(int v) const {
        return {hangingList.data() + hangingStart[v], hangingList.data() + hangingStart[v + 1]};
    }
};

BlockForest findBlocks(const Picture& picture);

}  // namespace homestead::detail
