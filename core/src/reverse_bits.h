// Private to the core: reversing the bits of a 64-bit word. Sorting bit-reversed numbers groups them
// by residue modulo every power of 2 at once (numbers equal mod 2^k share their k lowest bits, which
// become the k highest), which is how the Welter function and the Welt of animating functions count
// residue classes in one radix sort.
#pragma once

#include <cstdint>

namespace homestead::detail {

inline std::uint64_t reverseBits(std::uint64_t v) {
    v = ((v >> 1) & 0x5555555555555555ULL) | ((v & 0x5555555555555555ULL) << 1);
    v = ((v >> 2) & 0x3333333333333333ULL) | ((v & 0x3333333333333333ULL) << 2);
    v = ((v >> 4) & 0x0F0F0F0F0F0F0F0FULL) | ((v & 0x0F0F0F0F0F0F0F0FULL) << 4);
    v = ((v >> 8) & 0x00FF00FF00FF00FFULL) | ((v & 0x00FF00FF00FF00FFULL) << 8);
    v = ((v >> 16) & 0x0000FFFF0000FFFFULL) | ((v & 0x0000FFFF0000FFFFULL) << 16);
    return (v >> 32) | (v << 32);
}

}  // namespace homestead::detail
