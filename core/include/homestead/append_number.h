// Numbers into text the fast way: std::to_chars straight into the output string (no temporary string
// per number, no locale), the shortest form that reads back exactly. Every writer of numbers in the
// core and the CLI (the JSON of analyse, explain and welter, DOT, the edge list) uses these, so a
// number and a list of ids are written one way everywhere. O(digits) each.
//
//   std::string s = "\"winning_moves\": ";
//   appendNumberList(s, std::vector<EdgeId>{3, 7});   // s ends "[3, 7]"
//   appendParts(s, "  n", 2, " -- n", 5);              // s ends "  n2 -- n5"
#pragma once

#include <charconv>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace homestead {

// An integer or a floating-point number, as std::to_chars writes it.
template <class Number>
void appendNumber(std::string& out, Number value) {
    char buffer[64];  // enough for any integer and for the shortest round-trip form of a double
    const auto r = std::to_chars(buffer, buffer + sizeof buffer, value);
    out.append(buffer, r.ptr);
}

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
