// Reproducible random numbers: the same seed gives the same numbers on every compiler and standard
// library, so a generated sheet, a puzzle or an engine's game replays exactly anywhere.
//
// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014) is the
// one cheap mixer: a step of a stream (splitMix64), or the i-th word of a stream without running it
// (splitMix64At: a well-mixed label per index, a seed per ply). The engines draw their casual moves
// from it; the skeleton labels its edges with it.
//
// SeededRandom draws ranges for generated content (exercise sheets, puzzles). std::mt19937_64 is
// specified exactly by the standard, but std::uniform_int_distribution is not (libstdc++ and libc++
// draw differently), so the ranges are drawn here by rejection: unbiased, and the same everywhere.
// O(1) expected per draw.
//
//   std::uint64_t state = seed;
//   std::uint64_t a = splitMix64(state), b = splitMix64(state);   // == splitMix64At(seed, 0), (seed, 1)
//   SeededRandom rng(42);
//   int edges = rng.between(4, 10);        // 4..10 inclusive, the same for seed 42 everywhere
//   bool door = rng.chance(1, 4);          // true one time in four
#pragma once

#include <cstdint>
#include <random>
#include <stdexcept>

namespace homestead {

namespace detail {
inline constexpr std::uint64_t kSplitMix64Gamma = 0x9E3779B97F4A7C15ULL;  // 2^64 / golden ratio, odd

// SplitMix64's finaliser: a bijection of 64-bit words that spreads every input bit over the output.
constexpr std::uint64_t splitMix64Finish(std::uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}
}  // namespace detail

// The next word of the SplitMix64 stream whose state is `state` (advanced).
constexpr std::uint64_t splitMix64(std::uint64_t& state) {
    state += detail::kSplitMix64Gamma;
    return detail::splitMix64Finish(state);
}

// Word `index` (0-based) of the SplitMix64 stream that starts from state `seed`, in O(1).
constexpr std::uint64_t splitMix64At(std::uint64_t seed, std::uint64_t index) {
    return detail::splitMix64Finish(seed + (index + 1) * detail::kSplitMix64Gamma);
}

class SeededRandom {
public:
    explicit SeededRandom(std::uint64_t seed) : engine_(seed) {}

    // Uniform in [0, n); n must be positive.
    std::uint64_t below(std::uint64_t n) {
        if (n == 0) throw std::invalid_argument("SeededRandom::below(0)");
        // the largest multiple of n that fits: draws at or above it are thrown away (no modulo bias)
        const std::uint64_t limit = std::uint64_t(-1) - (std::uint64_t(-1) % n + 1) % n;
        std::uint64_t x;
        do x = engine_();
        while (x > limit);
        return x % n;
    }
    // Uniform in [lo, hi] (inclusive); lo <= hi.
    std::int64_t between(std::int64_t lo, std::int64_t hi) {
        if (lo > hi) throw std::invalid_argument("SeededRandom::between: empty range");
        return lo + static_cast<std::int64_t>(below(static_cast<std::uint64_t>(hi - lo) + 1));
    }
    // True with probability k / n.
    bool chance(std::uint64_t k, std::uint64_t n) { return below(n) < k; }
    // The next raw 64 bits (for deriving seeds).
    std::uint64_t next() { return engine_(); }

private:
    std::mt19937_64 engine_;
};

}  // namespace homestead
