// Scanning a JSON text for what its error messages say (see json_text_scan.h).
#include "json_text_scan.h"

#include "homestead/display_text.h"

#include <algorithm>
#include <vector>

namespace homestead::json_scan {

bool isStructural(char c) { return c == ',' || c == ':' || c == '[' || c == ']' || c == '{' || c == '}'; }
bool isSpace(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }

// The token at `at` as a message shows it: one structural character, or a run up to the next space
// or structural character, quoted and shortened (display_text.h); "the end of the text" at the end.
ErrorPhrase tokenAt(std::string_view text, std::size_t at) {
    if (at >= text.size()) return Msg::FormatEndOfText;
    if (isStructural(text[at]) || text[at] == '"') return quote(text.substr(at, 1));
    std::size_t end = at;
    while (end < text.size() && !isStructural(text[end]) && !isSpace(text[end]) && text[end] != '"') ++end;
    return quote(text.substr(at, std::max<std::size_t>(end - at, characterLength(text, at))));
}

// Where the structure of the text breaks, for the errors simdjson reports before walking (it says
// what, not where): a control character in a string, a string never closed, a closing bracket that
// does not match, more text after the one value, the text ending inside an object or array. Returns
// the offset and the problem, or nothing when the structure is whole. Runs only when reading failed.
std::optional<std::pair<std::size_t, ErrorPhrase>> locateStructureError(std::string_view text, int maxDepth) {
    std::vector<char> open;
    bool done = false;  // the one top-level value has ended
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (isSpace(c)) continue;
        if (done) return std::pair{i, ErrorPhrase(Msg::FormatTextAfterEnd, {tokenAt(text, i)})};
        if (c == '"') {
            const std::size_t start = i;
            for (++i; i < text.size() && text[i] != '"'; ++i) {
                if (static_cast<unsigned char>(text[i]) < 0x20)
                    return std::pair{i, ErrorPhrase(Msg::FormatControlCharacter)};
                if (text[i] == '\\') ++i;
            }
            if (i >= text.size()) return std::pair{start, ErrorPhrase(Msg::FormatUnclosedString)};
        } else if (c == '{' || c == '[') {
            if (open.size() >= std::size_t(maxDepth))
                return std::pair{i, ErrorPhrase(Msg::FormatNestedTooDeep, {std::to_string(maxDepth)})};
            open.push_back(c == '{' ? '}' : ']');
            continue;
        } else if (c == '}' || c == ']') {
            if (open.empty() || open.back() != c) return std::pair{i, ErrorPhrase(Msg::FormatUnexpected, {tokenAt(text, i)})};
            open.pop_back();
        } else if (!isStructural(c)) {
            while (i + 1 < text.size() && !isStructural(text[i + 1]) && !isSpace(text[i + 1]) && text[i + 1] != '"') ++i;
        }
        if (open.empty()) done = true;
    }
    if (!open.empty()) return std::pair{text.size(), ErrorPhrase(Msg::FormatEndsInside)};
    return std::nullopt;
}

// A JSON number token (RFC 8259: -?(0|[1-9]d*)(.d+)?([eE][+-]?d+)?).
bool isJsonNumber(std::string_view t) {
    std::size_t i = 0;
    const auto digits = [&] {
        const std::size_t from = i;
        while (i < t.size() && t[i] >= '0' && t[i] <= '9') ++i;
        return i > from;
    };
    if (i < t.size() && t[i] == '-') ++i;
    if (i < t.size() && t[i] == '0') ++i;
    else if (!digits()) return false;
    if (i < t.size() && t[i] == '.' && (++i, !digits())) return false;
    if (i < t.size() && (t[i] == 'e' || t[i] == 'E')) {
        ++i;
        if (i < t.size() && (t[i] == '+' || t[i] == '-')) ++i;
        if (!digits()) return false;
    }
    return i == t.size();
}

std::string_view trimmed(std::string_view t) {
    while (!t.empty() && isSpace(t.back())) t.remove_suffix(1);
    return t;
}

// "line L, column C" of a byte offset (both from 1; columns count bytes).
ErrorPhrase lineAndColumn(std::string_view text, std::size_t at) {
    const std::string_view before = text.substr(0, std::min(at, text.size()));
    const std::size_t line = 1 + static_cast<std::size_t>(std::count(before.begin(), before.end(), '\n'));
    const std::size_t lineStart = before.rfind('\n');
    const std::size_t column = before.size() - (lineStart == std::string_view::npos ? 0 : lineStart + 1) + 1;
    return ErrorPhrase(Msg::FormatLineColumn, {std::to_string(line), std::to_string(column)});
}

}  // namespace homestead::json_scan
