// The Grundy value of a picture alone, for a caller that needs nothing else (`homestead-cli analyse
// --value`): the bridges by the analysis's own iterative walk and lowlinks, cycles fused, and one pass
// up the bridge tree (THEORY.md §6: a non-bridge edge is a loop of its 2-edge-connected piece, worth 1;
// a bridge carries 1 + the ⊕ of what its piece holds). No stresses per edge, classes, parts or
// winning moves are kept, so it costs a few words per edge and runs at the speed of a minimal solver.
// edgeListValue reads a .edges text straight into two arrays of node numbers (no Picture: no
// 56-byte edge records, no id maps kept), with the same checks and messages as readPictureEdges.
//
//   pictureValue(door) == 1
//   edgeListValue("ground 0 1\n0 2\n1 3\n2 3\n", "door.edges") == 1
#pragma once

#include "homestead/format_error.h"
#include "homestead/picture.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace homestead {

// analyse(picture).value, computing only what the value needs. O(V + E).
std::uint64_t pictureValue(const Picture& picture);

// pictureValue(readPictureEdges(text, sourceName)), without building the Picture. Throws FormatError
// as readPictureEdges does. O(size of the text).
std::uint64_t edgeListValue(std::string_view text, const std::string& sourceName = "edge list");

// The value of the picture file at `path` (.edges read by edgeListValue, JSON through the Picture);
// throws FormatError naming the file, as loadPictureFile does.
std::uint64_t pictureFileValue(const std::string& path);

}  // namespace homestead
