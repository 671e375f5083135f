// One pass over a text, 16 bytes a step, for the edge-list reader (picture_edges.cpp): where its
// first NUL byte is (a file that is not text), and how many times one byte occurs (a bound for
// reserving room: '\n' for the lines of an edge list), both in the time of the NUL search alone
// (memchr), where std::count or a memchr loop take several times as long (docs/performance.md).
// The JSON reader does without it: it reserves from the text's size instead.
//
//   ByteScan s = scanBytes(text, '\n');   // s.nul == npos: no NUL; s.count: the newlines
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <string_view>

namespace homestead {

struct ByteScan {
    std::size_t nul = std::string_view::npos;  // offset of the first NUL byte
    std::size_t count = 0;                     // occurrences of the byte (undefined when there is a NUL)
};

inline ByteScan scanBytes(std::string_view text, char counted) {
    using Bytes = unsigned char __attribute__((vector_size(16)));
    const auto wanted = static_cast<unsigned char>(counted);
    ByteScan scan;
    const char* const begin = text.data();
    const char* const end = begin + text.size();
    const char* p = begin;
    while (end - p >= 16) {
        // Up to 255 steps a round: each byte of `count` counts the matches in its column (at most 255).
        Bytes count{}, nul{};
        const char* const roundStart = p;
        const char* const roundEnd = p + 16 * std::min<std::ptrdiff_t>(255, (end - p) / 16);
        for (; p < roundEnd; p += 16) {
            Bytes v;
            std::memcpy(&v, p, 16);
            count -= (v == wanted);  // a match is -1 (all bits set)
            nul |= (v == 0);
        }
        unsigned any = 0;
        for (int i = 0; i < 16; ++i) {
            scan.count += count[i];
            any |= nul[i];
        }
        if (any) {  // the NUL is in this round: found below
            p = roundStart;
            break;
        }
    }
    if (const void* at = std::memchr(p, 0, static_cast<std::size_t>(end - p))) {
        scan.nul = static_cast<std::size_t>(static_cast<const char*>(at) - begin);
        return scan;
    }
    scan.count += static_cast<std::size_t>(std::count(p, end, counted));
    return scan;
}

}  // namespace homestead
