// The mating function (THEORY.md §2): (x|y) = 2^(n+1) − 1 where 2^n is the highest power of 2
// dividing x − y, and (x|x) = −1. It is computed in O(1) as d ⊕ (d − 1) with d = x ⊕ y, on all signed
// 64-bit integers (two's complement; −1 is "all ones"). Invariant: (x|y) = (x+a|y+a) = (x⊕a|y⊕a).
#pragma once

#include <cstdint>

namespace homestead {

// Example: mate(3, 19) == 31 (19 − 3 = 16); mate(3, 4) == 1; mate(5, 5) == -1; mate(-1, 1) == 3.
constexpr std::int64_t mate(std::int64_t x, std::int64_t y) noexcept {
    const auto d = static_cast<std::uint64_t>(x) ^ static_cast<std::uint64_t>(y);
    return static_cast<std::int64_t>(d ^ (d - 1));
}

// The two-coin Welter value [x|y] = (x ⊕ y) − 1 (for x ≠ y). Example: welterPair(3, 19) == 15.
constexpr std::int64_t welterPair(std::int64_t x, std::int64_t y) noexcept { return (x ^ y) - 1; }

}  // namespace homestead
