// Escaping and shortening echoed text for messages: see display_text.h. A small UTF-8 decoder
// (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF) walks the text one
// character at a time, so the cut for the limit always falls between characters.
#include "homestead/display_text.h"

#include <algorithm>
#include <cstdint>

namespace homestead {

namespace {

constexpr char kHex[] = "0123456789abcdef";

void appendByteEscape(std::string& out, unsigned char byte) {
    out += "\\x";
    out += kHex[byte >> 4];
    out += kHex[byte & 15];
}

// The length of the valid UTF-8 sequence at text[pos] and its code point; 0 when invalid.
std::size_t decode(std::string_view text, std::size_t pos, std::uint32_t& codePoint) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[pos + k]); };
    const unsigned char lead = byte(0);
    std::size_t length = 0;
    std::uint32_t minimum = 0;
    if (lead < 0x80) {
        codePoint = lead;
        return 1;
    } else if ((lead & 0xE0) == 0xC0) {
        length = 2, minimum = 0x80, codePoint = lead & 0x1Fu;
    } else if ((lead & 0xF0) == 0xE0) {
        length = 3, minimum = 0x800, codePoint = lead & 0x0Fu;
    } else if ((lead & 0xF8) == 0xF0) {
        length = 4, minimum = 0x10000, codePoint = lead & 0x07u;
    } else {
        return 0;
    }
    if (pos + length > text.size()) return 0;
    for (std::size_t k = 1; k < length; ++k) {
        if ((byte(k) & 0xC0) != 0x80) return 0;
        codePoint = (codePoint << 6) | (byte(k) & 0x3Fu);
    }
    if (codePoint < minimum || codePoint > 0x10FFFF || (codePoint >= 0xD800 && codePoint <= 0xDFFF)) return 0;
    return length;
}

}  // namespace

std::string displayText(std::string_view text, std::size_t limit) {
    std::string out;
    std::size_t shown = 0, pos = 0;
    while (pos < text.size()) {
        if (shown == limit) {
            out += "…";
            break;
        }
        std::uint32_t c = 0;
        const std::size_t length = decode(text, pos, c);
        if (length == 0) {
            appendByteEscape(out, static_cast<unsigned char>(text[pos]));
            ++pos;
        } else {
            switch (c) {
                case '\n': out += "\\n"; break;
                case '\r': out += "\\r"; break;
                case '\t': out += "\\t"; break;
                case '\0': out += "\\0"; break;
                case '\\': out += "\\\\"; break;
                default:
                    if (c < 0x20 || c == 0x7F) appendByteEscape(out, static_cast<unsigned char>(c));
                    else if ((c >= 0x80 && c <= 0x9F) || c == 0x2028 || c == 0x2029)
                        out += {'\\', 'u', '{', kHex[(c >> 12) & 15], kHex[(c >> 8) & 15], kHex[(c >> 4) & 15],
                                kHex[c & 15], '}'};
                    else out.append(text, pos, length);
            }
            pos += length;
        }
        ++shown;
    }
    return out;
}

std::size_t characterLength(std::string_view text, std::size_t pos) {
    std::uint32_t c = 0;
    return pos >= text.size() ? 0 : std::max<std::size_t>(decode(text, pos, c), 1);
}

std::string quote(std::string_view text, std::size_t limit) { return "'" + displayText(text, limit) + "'"; }

}  // namespace homestead
