// Shared by the libFuzzer targets: what every parser must hold on ANY input, beyond not crashing
// (AddressSanitizer and UndefinedBehaviorSanitizer check that): an error message is one line a
// person reads — no control character, valid UTF-8, and short (the echoed text is at most 60
// characters, display_text.h). A violation aborts, so libFuzzer reports and saves the input.
#pragma once

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace homestead::fuzz {

inline void fail(const char* what, std::string_view message) {
    std::fprintf(stderr, "fuzz check failed: %s: %.*s\n", what, static_cast<int>(std::min<std::size_t>(message.size(), 400)),
                 message.data());
    std::abort();
}

inline void checkMessage(std::string_view message) {
    if (message.empty()) fail("empty message", message);
    if (message.size() > 600) fail("message too long", message);
    for (std::size_t i = 0; i < message.size();) {
        const auto c = static_cast<unsigned char>(message[i]);
        if (c < 0x20 || c == 0x7F) fail("control character in message", message);
        std::size_t length = c < 0x80 ? 1 : (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : (c & 0xF8) == 0xF0 ? 4 : 0;
        if (length == 0 || (length > 1 && c < 0xC2) || i + length > message.size())
            fail("invalid UTF-8 in message", message);
        for (std::size_t k = 1; k < length; ++k)
            if ((static_cast<unsigned char>(message[i + k]) & 0xC0) != 0x80) fail("invalid UTF-8 in message", message);
        i += length;
    }
}

inline void check(bool condition, const char* what) {
    if (!condition) fail(what, "");
}

}  // namespace homestead::fuzz
