// CGSuite strings for green Hackenbush pictures (shared/THEORY.md §8).
//
// Grammar: a string is a sequence of items read from the ground (vertex 1) upwards:
//   e or -        an edge from the current node to a new node, which becomes current
//                 ('-' is unlabelled; it is read as green)
//   :A, :{name}   names the current node; every node with the same name is the same node, so
//                 `:A-:A` is a loop and `:Geee:G` the door (the ground node is named G)
//   (s;t;...)     branches: each s, t, ... starts at the current node; afterwards the current node
//                 is unchanged
// Spaces are ignored. 'l' (blue) and 'r' (red) are refused: only green Hackenbush is supported.
//
// Reading gives a picture without positions (lay it out with layoutPicture): node 0 is the ground,
// the others are numbered in order of appearance; edge ids are the order of appearance from 0.
// Writing walks a depth-first spanning tree from the ground: a tree edge is "e" followed by what
// stands on its top node, any other edge is "e:X" to a node named X where it was made (":G" is the
// ground, then single letters, then ":{25}", ...); a node carrying several things writes them as
// "(a;b;c)". ALL BASE NODES ARE WRITTEN AS THE ONE GROUND (vertex 1): a picture with several base
// nodes comes back with a single one, which is the same game (base nodes are identified anyway).
// A string cannot say "in the air", so floating edges (and nodes without a standing edge) are
// left out; they take no part in the game. Reading what was written gives a picture isomorphic to
// the standing part with its base nodes merged (names and positions are not kept).
// Cost: O(length) to read, O(E) to write.
//
//   Picture door = readCgsuite(":Geee:G");   // three edges, one ground node, value 1
//   std::string s = writeCgsuite(door);       // ":Geee:G"; readCgsuite(s) is door again
#pragma once

#include "homestead/format_error.h"
#include "homestead/picture.h"

#include <cstddef>
#include <string>
#include <string_view>

namespace homestead {

// Characters. Every edge takes one at least, so a string holds no more edges than a picture file may
// (kMaxPictureEdges, 10^7).
inline constexpr std::size_t kMaxCgsuiteLength = 10'000'000;

// Parses a CGSuite Hackenbush string. Throws FormatError naming the column ("cgsuite string,
// column 5: blue edge 'l' — only green Hackenbush is supported").
Picture readCgsuite(std::string_view text);

// A CGSuite string for the picture (every base node written as the ground, vertex 1).
std::string writeCgsuite(const Picture& picture);

}  // namespace homestead
