// Picture files of every format, chosen by the file's name: `.edges` is a plain edge list
// (picture_edges.h), `.dot` or `.gv` GraphViz DOT (written only, picture_dot.h), anything else the
// JSON picture file (picture_json.h). The one place that maps a name to a format, for the command
// line and the application alike; and a file holding a CGSuite string (cgsuite.h).
//
//   Picture p = loadPictureFile("door.edges");            // or door.json
//   std::string text = writePictureText(p, pictureFormatOfPath("door.dot"));
#pragma once

#include "homestead/format_error.h"
#include "homestead/picture.h"
#include "homestead/text_input.h"

#include <optional>
#include <string>
#include <string_view>

namespace homestead {

enum class PictureFormat { Json, Edges, Dot };

// By the extension, case-insensitive: .edges, .dot/.gv, else Json.
PictureFormat pictureFormatOfPath(std::string_view path);
// By the extension, or nothing if it names none of the three (.json, .edges, .dot/.gv).
std::optional<PictureFormat> knownPictureFormatOfPath(std::string_view path);

// Reads the file (a regular file, at most kMaxPictureFileBytes; text_input.h), then parses it in the
// format its name says. Throws FormatError naming the file, the place and the problem; a .dot file
// is refused (DOT is written, not read). The file is mapped, not copied (text_input.h), unless
// `access` says Copy: the window reads so, as a file truncated by another program while mapped
// would end the process (SIGBUS) and take the user's drawing with it.
//   Picture p = loadPictureFile("resources/pictures/door.json");
Picture loadPictureFile(const std::string& path, FileAccess access = FileAccess::Map);
// The same in the format given, whatever the file's name (Python's Picture.load(path, format=...)).
Picture loadPictureFileAs(const std::string& path, PictureFormat format, FileAccess access = FileAccess::Map);

// Parses text in a readable format (Json or Edges). Throws FormatError.
Picture readPictureText(std::string_view text, PictureFormat format, const std::string& sourceName);

// A CGSuite string (cgsuite.h) read from a file of at most kMaxCgsuiteLength bytes, for the command
// line's --cgsuite-file and Python's Picture.load; a bad string's error names the file:
// "door.cgsuite: cgsuite string, column 5: …". Throws FormatError.
Picture loadCgsuiteFile(const std::string& path);
// The CGSuite string `text`, read from `sourceName` (a file's display name, "standard input"): a
// bad string's error starts with that name. Throws FormatError.
Picture readCgsuiteFrom(std::string_view text, const std::string& sourceName);

// The picture as a file of that format (ending with a newline).
std::string writePictureText(const Picture& picture, PictureFormat format);

}  // namespace homestead
