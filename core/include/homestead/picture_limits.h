// What a picture file can hold (picture_json.h: at most 10^7 nodes and edges, coordinates of at most
// 10^9 in size), checked on the way INTO a document, so that any picture Homestead can hold, it can
// save and open again. Every way in that is not a file (paste, drag, move, a new node) goes through
// these: a point is clamped into range, a whole picture is checked and refused with its first problem.
//
//   if (auto problem = pictureLimitProblem(merged)) refuse(*problem);
//   Point p = clampToPictureLimits(Point{5e9, 1});   // {1e9, 1}
#pragma once

#include "homestead/messages.h"
#include "homestead/picture.h"
#include "homestead/picture_json.h"

#include <optional>
#include <string>

namespace homestead {

// The point moved into the square the file format can hold (±kMaxPictureCoordinate); a coordinate
// that is not a number becomes 0.
Point clampToPictureLimits(Point p);

// The first reason the picture could not be saved and read back, worded for a person ("node 7: x =
// 2000000000.5 is beyond the ±1e9 a picture file can hold", in `language`), or nothing if it can. O(V).
std::optional<std::string> pictureLimitProblem(const Picture& picture, Language language = Language::English);

}  // namespace homestead
