// The mating function (THEORY.md §2): (x|y) = 2^(n+1) − 1 where 2^n is the highest power of 2
// dividing x − y, and (x|x) = −1. It is computed in O(1) as d ⊕ (d − 1) with d = x ⊕ y, on all signed
// 64-bit integers (two's complement; −1 is "all ones"). Invariant: (x|y) = (x+a|y+a) = (x⊕a|y⊕a).
// In 64 bits it is exact unless x − y is an odd multiple of 2^63 ((0|−2^63) = 2^64 − 1 would wrap
// to −1): Welter's squares are below 2^62, far from that; mateWide is the same in 128 bits, for the
// animating functions, whose poles pass 2^63.
#pragma once

#include "homestead/wide_integer.h"

#include <cstdint>

namespace homestead {

// Example: mate(3, 19) == 31 (19 − 3 = 16); mate(3, 4) == 1; mate(5, 5) == -1; mate(-1, 1) == 3.
constexpr std::int64_t mate(std::int64_t x, std::int64_t y) noexcept {
    const auto d = static_cast<std::uint64_t>(x) ^ static_cast<std::uint64_t>(y);
    return static_cast<std::int64_t>(d ^ (d - 1));
}

// (x|y) in 128 bits: exact while x − y is below 2^127 in size. Example: mateWide(0, 2^63) == 2^64 − 1.
constexpr Int128 mateWide(Int128 x, Int128 y) noexcept {
    const auto d = static_cast<UInt128>(x ^ y);
    return static_cast<Int128>(d ^ (d - 1));
}

// The two-coin Welter value [x|y] = (x ⊕ y) − 1 (for x ≠ y). Example: welterPair(3, 19) == 15.
constexpr std::int64_t welterPair(std::int64_t x, std::int64_t y) noexcept { return (x ^ y) - 1; }

}  // namespace homestead
