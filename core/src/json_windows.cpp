// The steps of reading a picture file a window at a time (see json_windows.h).
#include "json_windows.h"

#include <simdjson.h>

#include <cstdint>
#include <cstring>

#include <sys/mman.h>
#include <unistd.h>

namespace homestead::json_windows {

namespace {
bool isJsonSpace(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }
}  // namespace

void Cursor::skipSpace() {
    while (at < end && isJsonSpace(*at)) ++at;
}

bool Cursor::take(char c) {
    skipSpace();
    if (at == end || *at != c) return false;
    ++at;
    return true;
}

bool Cursor::plainString(std::string_view& text) {
    if (!take('"')) return false;
    const char* const start = at;
    while (at < end && *at != '"') {
        if (*at == '\\' || static_cast<unsigned char>(*at) < 0x20) return false;
        ++at;
    }
    if (at == end) return false;
    text = std::string_view(start, static_cast<std::size_t>(at - start));
    ++at;
    return simdjson::validate_utf8(text.data(), text.size());
}

bool Cursor::smallNatural(int& value) {
    skipSpace();
    value = 0;
    const char* const start = at;
    while (at < end && *at >= '0' && *at <= '9' && at - start < 9) value = value * 10 + (*at++ - '0');
    const std::size_t digits = static_cast<std::size_t>(at - start);
    // (a number goes on with a fraction or an exponent, or runs into letters: not plain)
    if (at < end && (*at == '.' || *at == 'e' || *at == 'E' || (*at >= '0' && *at <= '9'))) return false;
    return digits >= 1 && digits <= 9 && *start != '0';
}

const char* windowEnd(const char* from, const char* end, std::size_t window, bool& closes) {
    const char* cut = end;
    for (const char* at = static_cast<std::size_t>(end - from) > window ? from + window : end; at < end;) {
        const void* brace = std::memchr(at, '}', static_cast<std::size_t>(end - at));
        if (!brace) break;
        const char* p = static_cast<const char*>(brace) + 1;
        while (p < end && isJsonSpace(*p)) ++p;
        if (p < end && *p == ',') {
            const char* comma = p++;
            while (p < end && isJsonSpace(*p)) ++p;
            if (p < end && *p == '{') {
                cut = comma;
                break;
            }
        }
        at = static_cast<const char*>(brace) + 1;
    }
    const void* close = std::memchr(from, ']', static_cast<std::size_t>(cut - from));
    closes = close != nullptr;
    if (close) return static_cast<const char*>(close);
    return cut == end ? nullptr : cut;
}

void MappedTextRelease::operator()(const char* readUpTo) {
    if (!mapped_) return;
    static const std::uintptr_t page = static_cast<std::uintptr_t>(sysconf(_SC_PAGESIZE));
    // (a mapping starts on a page; the released part ends on one)
    const std::uintptr_t from = reinterpret_cast<std::uintptr_t>(released_) & ~(page - 1);
    const std::uintptr_t to = reinterpret_cast<std::uintptr_t>(readUpTo) & ~(page - 1);
    if (to < from + (std::uintptr_t(1) << 20)) return;  // a megabyte at a time
    if (reinterpret_cast<std::uintptr_t>(start_) > from) return;
    madvise(reinterpret_cast<void*>(from), to - from, MADV_DONTNEED);
    released_ = reinterpret_cast<const char*>(to);
}

}  // namespace homestead::json_windows
