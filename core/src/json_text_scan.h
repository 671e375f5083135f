// Scanning a JSON text for what an error message says, apart from the reader (picture_json.cpp):
// the token at an offset, where the structure breaks when the parser says only what is wrong,
// whether a token is a JSON number, and "line L, column C" of an offset. Runs only on error paths;
// what a message says is an ErrorPhrase (format_error.h), worded in the reader's language later.
#pragma once

#include "homestead/format_error.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace homestead::json_scan {

bool isStructural(char c);
bool isSpace(char c);
// One structural character, or a run up to the next space or structural character, quoted and
// shortened; "the end of the text" at the end.
ErrorPhrase tokenAt(std::string_view text, std::size_t at);
// The offset and the problem where the structure of the text breaks (a control character in a
// string, a string never closed, a bracket that does not match, text after the value, nesting past
// maxDepth, the text ending inside an object or array), or nothing when it is whole.
std::optional<std::pair<std::size_t, ErrorPhrase>> locateStructureError(std::string_view text, int maxDepth);
// A JSON number token (RFC 8259).
bool isJsonNumber(std::string_view token);
std::string_view trimmed(std::string_view text);  // without trailing white space
// "line L, column C" of a byte offset (both from 1; columns count bytes).
ErrorPhrase lineAndColumn(std::string_view text, std::size_t at);

}  // namespace homestead::json_scan
