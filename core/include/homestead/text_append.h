// Appending numbers and JSON strings to one output buffer, for the writers of big outputs (picture
// files, edge lists, `analyse --json`): numbers by std::to_chars straight into the buffer, no
// temporary string per number, no locale. Cost: O(characters written).
//
//   std::string out;  out.reserve(...);
//   appendNumber(out, 42);                       // "42"
//   appendNumber(out, 2.5);                      // "2.5"; 3.0 gives "3"; 0.1 gives "0.1" (shortest exact)
//   appendJsonString(out, "a \"b\"\n");         // "\"a \\\"b\\\"\\n\""
//   appendNumberList(out, std::vector<EdgeId>{3, 7});   // "[3, 7]"
//   appendParts(out, "  n", 2, " -- n", 5);              // "  n2 -- n5"
// Every writer of numbers in the core and the CLI (picture files, the JSON of analyse, explain and
// welter, DOT, the edge list) uses these, so a number and a list of ids are written one way everywhere.
#pragma once

#include <charconv>
#include <cmath>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

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

// A list of numbers as "[a, b, c]" ("[]" when empty).
template <class Number>
void appendNumberList(std::string& out, const std::vector<Number>& values) {
    out += '[';
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (i) out += ", ";
        appendNumber(out, values[i]);
    }
    out += ']';
}

// Text and numbers in turn, each part as it is: a string (or a character) as text, a number by
// appendNumber. One line of a record in one call: appendParts(s, "{\"id\": ", id, ", \"stress\": ", stress).
template <class... Parts>
void appendParts(std::string& out, const Parts&... parts) {
    auto one = [&out](const auto& part) {
        using Part = std::decay_t<decltype(part)>;
        if constexpr (std::is_arithmetic_v<Part> && !std::is_same_v<Part, char>)
            appendNumber(out, part);
        else
            out += part;
    };
    (one(parts), ...);
}

}  // namespace homestead
