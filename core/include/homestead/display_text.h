// Text from outside (an argument, a file name, a piece of a file) echoed in a message or a report:
// made safe to show on one line. Every error message that repeats what the user gave goes through
// here, so none can be split by a newline, cut by a NUL, flooded by a 10 MB token or broken by a
// cut UTF-8 sequence.
//   - control characters are escaped (\n, \r, \t, \0, \x1b; also DEL, the C1 controls and the
//     Unicode line and paragraph separators), and a backslash is doubled, so nothing is ambiguous;
//   - bytes that are not valid UTF-8 are shown escaped (\xff); valid UTF-8 passes unchanged;
//   - at most `limit` characters of the text are shown, then "…" (never inside a UTF-8 sequence
//     or inside an escape).
// Cost: O(characters shown).
//
//   displayText("a\nb")        == "a\\nb"
//   quote("door.json")        == "'door.json'"
//   quote(std::string(500, 'x')) is "'" + 60 x's + "…'"
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace homestead {

inline constexpr std::size_t kDisplayLimit = 60;  // characters of echoed text shown in a message

// The text escaped and shortened as above, without quotes.
std::string displayText(std::string_view text, std::size_t limit = kDisplayLimit);

// displayText between single quotes: how a message names what the user gave.
std::string quote(std::string_view text, std::size_t limit = kDisplayLimit);

// The bytes of the one character at text[pos]: a whole UTF-8 sequence, or 1 for a byte that does
// not start a valid one. For naming one character: quote(text.substr(pos, characterLength(text, pos))).
std::size_t characterLength(std::string_view text, std::size_t pos);

}  // namespace homestead
