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
//   appendNumberRight(out, 42, 6);               // "    42"
// Every writer of numbers in the core and the CLI (picture files, the JSON of analyse, explain and
// welter, DOT, the edge list) uses these, so a number and a list of ids are written one way everywhere.
#pragma once

#include <charconv>
#include <cmath>
#include <cstring>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace homestead {

// The number written at `at`, which has room for kNumberRoom characters; returns the end. An
// integer (any integral type) in decimal; a finite double with an integral value below 9e15 as an
// integer ("3", not "3.0" or "3e+00"), others in the shortest form that reads back exactly.
inline constexpr std::size_t kNumberRoom = 24;

template <class Integer>
    requires std::is_integral_v<Integer>
inline char* putNumber(char* at, Integer v) {
    return std::to_chars(at, at + kNumberRoom, v).ptr;
}

inline char* putNumber(char* at, double v) {
    if (std::abs(v) < 9.0e15 && v == std::trunc(v)) return std::to_chars(at, at + kNumberRoom, static_cast<std::int64_t>(v)).ptr;
    return std::to_chars(at, at + kNumberRoom, v).ptr;
}

// The number appended, as putNumber writes it.
template <class Number>
    requires std::is_arithmetic_v<Number>
inline void appendNumber(std::string& out, Number v) {
    char buffer[kNumberRoom];
    out.append(buffer, static_cast<std::size_t>(putNumber(buffer, v) - buffer));
}

namespace detail {
// Whether appendParts can measure a part before writing it: a character, a C string or a number
// (at most kNumberRoom characters); not a std::string (appended as it is).
template <class Part>
inline constexpr bool kMeasurablePart = std::is_arithmetic_v<Part> || std::is_same_v<Part, const char*> ||
                                        std::is_same_v<Part, char*>;

inline std::size_t partLength(char) { return 1; }
inline std::size_t partLength(const char* text) { return std::strlen(text); }
template <class Number>
    requires std::is_arithmetic_v<Number>
std::size_t partLength(Number) {
    return kNumberRoom;
}

inline char* putPart(char* at, char c) {
    *at = c;
    return at + 1;
}
inline char* putPart(char* at, const char* text) {
    const std::size_t n = std::strlen(text);
    std::memcpy(at, text, n);
    return at + n;
}
template <class Number>
    requires std::is_arithmetic_v<Number>
char* putPart(char* at, Number v) {
    return putNumber(at, v);
}
}  // namespace detail

// The text as a JSON string in double quotes: '"', '\' and control characters escaped, valid UTF-8
// copied as it is, each byte that is not part of valid UTF-8 written as U+FFFD (so the output is
// always valid JSON).
void appendJsonString(std::string& out, std::string_view text);

// The number right-aligned in a field `width` characters wide, as std::setw pads it: spaces before
// it, nothing cut when it is wider. For tables of numbers a line at a time.
template <class Number>
    requires std::is_arithmetic_v<Number>
inline void appendNumberRight(std::string& out, Number v, std::size_t width) {
    char buffer[kNumberRoom];
    const std::size_t length = static_cast<std::size_t>(putNumber(buffer, v) - buffer);
    if (length < width) out.append(width - length, ' ');
    out.append(buffer, length);
}

// A list of numbers as "[a, b, c]" ("[]" when empty).
template <class Number>
void appendNumberList(std::string& out, std::span<const Number> values) {
    out += '[';
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (i) out += ", ";
        appendNumber(out, values[i]);
    }
    out += ']';
}
template <class Number>
void appendNumberList(std::string& out, const std::vector<Number>& values) {
    appendNumberList(out, std::span<const Number>(values));
}

// Text and numbers in turn, each part as it is: a string (or a character) as text, a number by
// appendNumber. One line of a record in one call: appendParts(s, "{\"id\": ", id, ", \"stress\": ", stress).
// When every part is a number, a character or a C string, the line is put together in a buffer on
// the stack and appended once (one growth check, not one a part: a third of the time of `analyse
// --json`'s edge lines).
template <class... Parts>
void appendParts(std::string& out, const Parts&... parts) {
    if constexpr ((detail::kMeasurablePart<std::decay_t<Parts>> && ...)) {
        std::size_t length = 0;
        ((length += detail::partLength(parts)), ...);
        if (length <= 256) {
            char buffer[256];
            char* at = buffer;
            ((at = detail::putPart(at, parts)), ...);
            out.append(buffer, static_cast<std::size_t>(at - buffer));  // not (first, last): that goes through replace
            return;
        }
    }
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
