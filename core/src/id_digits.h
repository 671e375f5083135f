// Private to the core: the digits of an id read 8 at a time (SWAR), for the readers whose ids are
// often long (sparse ids have up to 19 digits): the edge list's plain lines (edge_list_reader.h)
// and the JSON reader's id values (picture_json.cpp). A generic integer parse takes one digit a
// step, each step waiting on the one before; here the length is found from three 8-byte chunks at
// once, and up to 16 digits are computed 8 at a time side by side. An id of 17 to 19 digits (a
// sparse id: random ids up to 2^63 - 1 mostly have 19) reads its last 16 digits with SSE2
// multiply-adds (x86-64's baseline, so no run-time choice): fewer instructions than two SWAR
// chunks; without SSE2 the SWAR chunks do it.
// readIdDigits only reads digits: what may follow them, and what a token that is not digits alone
// means, is the caller's (each reader's own parse, std::from_chars or simdjson's, names problems).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace homestead::detail {

// The bytes of `chunk` that are no ASCII digit, as a nonzero byte each: a byte is a digit when its
// high nibble is 3 both as it is and with 6 added.
inline std::uint64_t notDigits(std::uint64_t chunk) {
    const std::uint64_t high = 0xF0F0F0F0F0F0F0F0ULL, threes = 0x3030303030303030ULL;
    return ((chunk & high) ^ threes) | (((chunk + 0x0606060606060606ULL) & high) ^ threes);
}

// Eight ASCII digits, the first in the lowest byte (bytes of zero count as leading zeros).
inline std::uint64_t eightDigits(std::uint64_t chunk) {
    chunk = ((chunk & 0x0F0F0F0F0F0F0F0FULL) * 2561) >> 8;
    chunk = ((chunk & 0x00FF00FF00FF00FFULL) * 6553601) >> 16;
    return ((chunk & 0x0000FFFF0000FFFFULL) * 42949672960001ULL) >> 32;
}

// The 16 ASCII digits at `p` (all digits) as a value, from two SWAR chunks.
inline std::uint64_t sixteenDigitsSwar(const char* p) {
    std::uint64_t high, low;
    std::memcpy(&high, p, 8);
    std::memcpy(&low, p + 8, 8);
    return eightDigits(high) * 100000000 + eightDigits(low);
}

#if defined(__SSE2__)
// The same with SSE2: digit pairs, then fours, then eights by multiply-adds on 16-bit lanes (every
// partial value fits a signed 16-bit lane until the eights, which fit 32 bits).
inline std::uint64_t sixteenDigitsSse2(const char* p) {
    const __m128i digits = _mm_sub_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p)), _mm_set1_epi8('0'));
    const __m128i zero = _mm_setzero_si128();
    const __m128i tens = _mm_setr_epi16(10, 1, 10, 1, 10, 1, 10, 1);
    const __m128i pairs = _mm_packs_epi32(_mm_madd_epi16(_mm_unpacklo_epi8(digits, zero), tens),
                                          _mm_madd_epi16(_mm_unpackhi_epi8(digits, zero), tens));
    const __m128i fours = _mm_madd_epi16(pairs, _mm_setr_epi16(100, 1, 100, 1, 100, 1, 100, 1));
    const __m128i eights = _mm_madd_epi16(_mm_packs_epi32(fours, fours), _mm_setr_epi16(10000, 1, 10000, 1, 10000, 1, 10000, 1));
    const auto both = static_cast<std::uint64_t>(_mm_cvtsi128_si64(eights));
    return (both & 0xFFFFFFFFu) * 100000000 + (both >> 32);
}
#endif

inline std::uint64_t sixteenDigits(const char* p) {
#if defined(__SSE2__)
    return sixteenDigitsSse2(p);
#else
    return sixteenDigitsSwar(p);
#endif
}

// The run of ASCII digits at `p` (text ends at `end`) as a value up to 2^63 - 1: the number of
// digits read, or 0 when there is no digit there, more than 19 digits, or a value beyond 2^63 - 1
// (`value` is then unspecified). Leading zeros are digits like any other. With 24 bytes or more
// left it reads them whole (a chunk may run past the digits, never past `end`).
[[gnu::always_inline]] inline std::size_t readIdDigits(const char* p, const char* end, std::uint64_t& value) {
    static constexpr std::uint64_t kPowersOfTen[9] = {1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000};
    constexpr std::uint64_t kLargest = 0x7FFFFFFFFFFFFFFFULL;
    std::size_t digits = 0;
    value = 0;
    if (end - p >= 24) {
        // three 8-byte loads (a copy of 24 bytes at once goes through the stack, and the length
        // found from it then waits for a store to be forwarded)
        std::uint64_t c[3];
        std::memcpy(&c[0], p, 8);
        std::memcpy(&c[1], p + 8, 8);
        std::memcpy(&c[2], p + 16, 8);
        const std::uint64_t n0 = notDigits(c[0]), n1 = notDigits(c[1]), n2 = notDigits(c[2]);
        digits = n0 ? std::size_t(__builtin_ctzll(n0) / 8)
               : n1 ? 8 + std::size_t(__builtin_ctzll(n1) / 8)
               : n2 ? 16 + std::size_t(__builtin_ctzll(n2) / 8) : 24;
        if (digits == 0 || digits > 19) return 0;
        if (digits <= 8) {
            value = eightDigits(c[0] << (8 * (8 - digits)));
        } else if (digits <= 16) {
            value = eightDigits(c[0]) * kPowersOfTen[digits - 8] + eightDigits(c[1] << (8 * (16 - digits)));
        } else {
            // 17 to 19 digits: the first 1 to 3 (below 1000, so the sum below cannot wrap) and the
            // last 16
            const std::uint64_t d0 = c[0] & 0xF, d1 = (c[0] >> 8) & 0xF, d2 = (c[0] >> 16) & 0xF;
            const std::uint64_t head = digits == 17 ? d0 : digits == 18 ? d0 * 10 + d1 : d0 * 100 + d1 * 10 + d2;
            value = head * 10000000000000000ULL + sixteenDigits(p + digits - 16);
        }
    } else {
        while (p + digits < end && p[digits] >= '0' && p[digits] <= '9' && digits <= 19)
            value = value * 10 + std::uint64_t(p[digits++] - '0');
        // up to 19 digits fit an unsigned 64-bit value
        if (digits == 0 || digits > 19) return 0;
    }
    return value > kLargest ? 0 : digits;
}

}  // namespace homestead::detail
