// Printing 128-bit integers (wide_integer.h): digits written from the right into a buffer, peeled
// off in groups of 19 (the most a 64-bit word divides exactly), so only a few 128-bit divisions.
#include "homestead/wide_integer.h"

#include <string>

namespace homestead {

std::string toDecimal(Int128 value) {
    // The magnitude as unsigned: −(−2^127) does not fit an Int128, but its unsigned negation does.
    UInt128 magnitude = value < 0 ? UInt128{0} - static_cast<UInt128>(value) : static_cast<UInt128>(value);
    constexpr std::uint64_t kGroup = 10'000'000'000'000'000'000ULL;  // 10^19
    char buffer[48];  // 2^127 has 39 digits; a sign
    char* const end = buffer + sizeof buffer;
    char* at = end;
    do {
        auto group = static_cast<std::uint64_t>(magnitude % kGroup);
        magnitude /= kGroup;
        // The 19 digits of this group; the last (highest) group without leading zeros.
        for (int i = 0; i < 19 && (group != 0 || magnitude != 0 || at == end); ++i) {
            *--at = static_cast<char>('0' + group % 10);
            group /= 10;
        }
    } while (magnitude != 0);
    if (value < 0) *--at = '-';
    return std::string(at, end);
}

}  // namespace homestead
