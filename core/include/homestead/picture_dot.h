// GraphViz DOT out: the picture as an undirected multigraph (`graph { n0 -- n2; … }`), for drawing
// with Graphviz or reading into other graph tools. Loops and multiple edges are kept as they are.
// Every node is `n<id>` with its name (or id) as label; base nodes are boxes with `class="ground"`;
// positioned nodes carry `pos="x,y!"` in points (72 per unit, y up), so `neato -n` keeps the drawing.
// Every edge carries `id="e<id>"` and its name (or id) as label. Writing only: DOT is not read back.
//
//   std::ofstream("door.dot") << writePictureDot(door);   // then: neato -n -Tsvg door.dot
#pragma once

#include "homestead/picture.h"

#include <string>

namespace homestead {

std::string writePictureDot(const Picture& picture);

}  // namespace homestead
