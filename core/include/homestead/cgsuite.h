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
// Writing covers the standing and the floating edges alike: it walks a spanning forest from the
// ground, names a node ":{n}" when a non-tree edge or a second visit needs it, and starts each
// floating component in a branch from a fresh named node. ALL BASE NODES ARE WRITTEN AS THE ONE
// GROUND (vertex 1): a picture with several base nodes comes back with one, which has the same
// game (base nodes are identified anyway). Reading what was written gives an isomorphic picture
// (names and positions are not kept). Cost: O(length) to read, O(E) to write.
//
//   Picture door = readCgsuite(":Geee:G");   // three edges, one ground node, value 1
//   std::string s = writeCgsuite(door);       // e.g. "e(e(e:{1}));" forms; readCgsuite(s) ~ door
#pragma once

#include "homestead/format_error.h"
#include "homestead/picture.h"

#include <string>
#include <string_view>

namespace homestead {

// Parses a CGSuite Hackenbush string. Throws FormatError naming the column ("cgsuite string,
// column 5: blue edge 'l' — only green Hackenbush is supported").
Picture readCgsuite(std::string_view text);

// A CGSuite string for the picture (every base node written as the ground, vertex 1).
std::string writeCgsuite(const Picture& picture);

}  // namespace homestead
