// Reproducible random numbers for generated content (exercise sheets, puzzles): the same seed gives
// the same numbers on every compiler and standard library. std::mt19937_64 is specified exactly by
// the standard, but std::uniform_int_distribution is not (libstdc++ and libc++ draw differently), so
// the ranges are drawn here by rejection: unbiased, and the same everywhere. O(1) expected per draw.
//
//   SeededRandom rng(42);
//   int edges = rng.between(4, 10);        // 4..10 inclusive, the same for seed 42 everywhere
//   bool door = rng.chance(1, 4);          // true one time in four
#pragma once

#include <cstdint>
#include <random>
#include <stdexcept>

namespace homestead {

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
