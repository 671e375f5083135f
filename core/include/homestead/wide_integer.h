// Integers wider than 64 bits, for arithmetic that must stay exact where a 64-bit result would wrap:
// the poles, the Nim and the Welt of an animating function (animating.h) can pass 2^63 by a few
// million while every step amount is below 2^63, and 128 bits hold them with room to spare.
// GCC and Clang provide __int128 on 64-bit targets; the standard library neither prints nor parses
// it, nor counts its bits (std::countl_zero and std::to_chars take only the standard integer types
// under -std=c++20), so those few operations are here. Cost: O(digits) to print, O(1) otherwise.
//
//   toDecimal(Int128{1} << 63) == "9223372036854775808";  toDecimal(-Int128{5}) == "-5"
//   fitsInt64(Int128{1} << 63) == false
#pragma once

#include <cstdint>
#include <string>

namespace homestead {

__extension__ typedef __int128 Int128;            // NOLINT(modernize-use-using): __extension__ needs typedef
__extension__ typedef unsigned __int128 UInt128;  // NOLINT(modernize-use-using)

// The value in decimal, with a '-' when negative (the text std::to_string gives for a 64-bit one).
std::string toDecimal(Int128 value);

// Whether the value is a std::int64_t.
constexpr bool fitsInt64(Int128 value) noexcept { return value >= INT64_MIN && value <= INT64_MAX; }

// The number of leading zero bits of a 128-bit word (128 for 0).
constexpr int countLeadingZeros(UInt128 value) noexcept {
    const auto high = static_cast<std::uint64_t>(value >> 64), low = static_cast<std::uint64_t>(value);
    if (high != 0) return __builtin_clzll(high);
    return low != 0 ? 64 + __builtin_clzll(low) : 128;
}

}  // namespace homestead
