// The plain edge list (`*.edges`): the format graph tools and contest solvers read. One edge a line,
// two node ids `u v` (non-negative integers; `u u` is a loop, a repeated pair a multiple edge); a
// line `ground a b …` names base nodes (it may come anywhere and more than once); `#` starts a
// comment to the end of the line; blank lines and spaces or tabs around the numbers are ignored.
// Edge ids are the order of the edge lines, from 0; nodes are those named, in order of first mention,
// without positions (laid out when drawn). Titles, names and positions are not part of the format.
//
//   # the door
//   ground 0 1
//   0 2
//   1 3
//   2 3
//
// Reading throws FormatError naming the source, the line, the column and the problem
// ("door.edges: line 4, column 3: a node id must be a non-negative integer, found 'x'"); nothing is
// half-read. Limits as for picture files (10^7 nodes, 10^7 edges). Cost: O(size of the text).
// Writing gives the ground line, then one line per edge in picture order, so reading it back gives
// the same game (edge ids renumbered 0, 1, … in that order; isolated nodes off the ground dropped).
#pragma once

#include "homestead/format_error.h"
#include "homestead/picture.h"

#include <string>
#include <string_view>

namespace homestead {

//   readPictureEdges("ground 0\n0 1\n1 1\n", "x.edges").edgeCount() == 2
Picture readPictureEdges(std::string_view text, const std::string& sourceName = "edge list");

// The picture as an edge list, ending with a newline; the title (if any) becomes a comment.
std::string writePictureEdges(const Picture& picture);

}  // namespace homestead
