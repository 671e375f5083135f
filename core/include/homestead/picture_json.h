// The picture file of shared/DESIGN.md: JSON with "format": "homestead-picture", "version": 1,
// an optional "title", and "nodes" ({id, x?, y?, ground?, name?}) and "edges" ({id, from, to,
// name?}). Unknown keys are ignored; an unknown format or a newer version is refused.
//
// Reading validates everything before building the Picture, and reports the first problem as a
// FormatError naming the source, the JSON path and the problem ("door.json: $.nodes[3].id: id 2
// is used twice"); not-JSON errors give the line and column. Limits: 2 GiB of text (a 10^6-edge
// picture takes 50-110 MiB), 10^7 nodes, 10^7 edges, coordinates of at most 10^9, 1000 levels of
// nesting. One reader, on simdjson's On-Demand parser, goes straight into node and edge records; a
// text of the plain form (as this program writes it) is read a window at a time, and a file's pages
// are let go behind it, so memory stays near the size of the Picture. Cost: O(size of the text).
// Writing is stable and readable: the keys in a fixed order, one node or edge per line, integral
// coordinates written as integers; reading what was written gives back an equal Picture.
//
//   Picture door = readPictureJson(R"({"format": "homestead-picture", "version": 1, ...})");
//   std::string text = writePictureJson(door);   // readPictureJson(text) == door
#pragma once

#include "homestead/format_error.h"
#include "homestead/picture.h"
#include "homestead/picture_file.h"  // loadPictureFile: any picture file by its name
#include "homestead/text_input.h"

#include <cstddef>
#include <string>
#include <string_view>

namespace homestead {

inline constexpr int kPictureFormatVersion = 1;
inline constexpr const char* kPictureFormatName = "homestead-picture";  // the value of "format"
// 2 GiB: room for 10^7 edges and 10^7 nodes as this program writes them (about 45 bytes an edge
// line, up to about 85 a node line with two 17-digit coordinates: a drawn picture of 10^7 edges
// takes 1.1 GB), so any picture it can hold, it can save and read back (names aside).
inline constexpr std::size_t kMaxPictureFileBytes = std::size_t{2} << 30;
inline constexpr std::size_t kMaxPictureNodes = 10'000'000;
inline constexpr std::size_t kMaxPictureEdges = 10'000'000;
inline constexpr double kMaxPictureCoordinate = 1e9;

// Parses a picture file's text. sourceName starts every error message. Throws FormatError.
//   readPictureJson(text, "door.json").edgeCount() == 3
Picture readPictureJson(std::string_view text, const std::string& sourceName = "picture");

// The same, reading the text in place: simdjson reads up to 64 bytes past the end, so the text is
// otherwise copied into a padded buffer (5-10% of the reading time at 10^6 edges). A string with
// that much spare capacity (readRegularFile leaves it) is not copied, nor is a file's text
// (readFileText, as loadPictureFile reads a picture file).
//   Picture p = readPictureJsonInPlace(readFileText("door.json", kMaxPictureFileBytes, "a picture"), "door.json");
Picture readPictureJsonInPlace(std::string&& text, const std::string& sourceName = "picture");
Picture readPictureJsonInPlace(const FileText& text, const std::string& sourceName = "picture");

// The picture as a "homestead-picture" version 1 file, ending with a newline.
//   std::ofstream("door.json") << writePictureJson(door);
std::string writePictureJson(const Picture& picture);

}  // namespace homestead
