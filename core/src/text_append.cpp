// JSON strings for the writers (see text_append.h). Runs of plain characters are appended whole;
// only what must be escaped or replaced is handled one character at a time.
#include "homestead/text_append.h"

#include "homestead/display_text.h"

namespace homestead {

void appendJsonString(std::string& out, std::string_view text) {
    static constexpr char kHex[] = "0123456789abcdef";
    out += '"';
    std::size_t plain = 0;  // start of the run not yet appended
    for (std::size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c >= 0x20 && c < 0x80 && c != '"' && c != '\\') {
            ++i;
            continue;
        }
        const std::size_t length = c < 0x80 ? 1 : characterLength(text, i);
        if (c >= 0x80 && length > 1) {  // a valid multi-byte character: copied as it is
            i += length;
            continue;
        }
        out.append(text.data() + plain, i - plain);
        switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\b': out += "\\b"; break;
            case '\f': out += "\\f"; break;
            case '\n': out += "\\n"; break;
            case '\r': out += "\\r"; break;
            case '\t': out += "\\t"; break;
            default:
                if (c < 0x20) {
                    out += "\\u00";
                    out += kHex[c >> 4];
                    out += kHex[c & 15];
                } else {
                    out += "\xEF\xBF\xBD";  // U+FFFD for a byte that is not UTF-8
                }
        }
        plain = ++i;
    }
    out.append(text.data() + plain, text.size() - plain);
    out += '"';
}

}  // namespace homestead
