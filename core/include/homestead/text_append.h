// Appending numbers and JSON strings to one output buffer, for the writers of big outputs (picture
// files, edge lists, `analyse --json`): numbers by std::to_chars straight into the buffer, no
// temporary string per number, no locale. Cost: O(characters written).
//
//   std::string out;  out.reserve(...);
//   appendNumber(out, 42);                       // "42"
//   appendNumber(out, 2.5);                      // "2.5"; 3.0 gives "3"; 0.1 gives "0.1" (shortest exact)
//   appendJsonString(out, "a \"b\"\n");         // "\"a \\\"b\\\"\\n\""
#pragma once

#include <charconv>
#include <cmath>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>

namespace homestead {

// An integer (any integral type) in decimal.
template <class Integer>
    requires std::is_integral_v<Integer>
inline void appendNumber(std::string& out, Integer v) {
    char buffer[24];
    const auto r = std::to_chars(buffer, buffer + sizeof buffer, v);
    out.append(buffer, r.ptr);
}

// A finite double: integral values below 9e15 as integers ("3", not "3.0" or "3e+00"), others in the
// shortest form that reads back exactly.
inline void appendNumber(std::string& out, double v) {
    char buffer[32];
    if (std::abs(v) < 9.0e15 && v == std::trunc(v)) {
        const auto r = std::to_chars(buffer, buffer + sizeof buffer, static_cast<std::int64_t>(v));
        out.append(buffer, r.ptr);
        return;
    }
    const auto r = std::to_chars(buffer, buffer + sizeof buffer, v);
    out.append(buffer, r.ptr);
}

// The text as a JSON string in double quotes: '"', '\' and control characters escaped, valid UTF-8
// copied as it is, each byte that is not part of valid UTF-8 written as U+FFFD (so the output is
// always valid JSON).
void appendJsonString(std::string& out, std::string_view text);

}  // namespace homestead
