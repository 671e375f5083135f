// Animating functions (ONAG ch. 13, THEORY.md §4): compositions of the steps x ↦ x + a, x ↦ x − a
// and x ↦ x ⊕ a on all (two's-complement) integers. Each is a bijection; they form a group.
//
// Canonical form (Theorems 78/79): f(x) = x ⊕ (x|p1) ⊕ … ⊕ (x|pk) ⊕ N for distinct poles p_i and a
// constant N, the Nim. The poles are where the "infinite carry bell" rings an odd number of times:
// step x − a rings for x in 0..a−1, step x + a for x in −a..−1, ⊕ never; the ring points of a later
// step are mapped back through the steps before it. Cost: Σ over the + and − steps of a·j for the
// step a at position j (every ring point is pulled back through the earlier steps); that sum is
// limited to kMaxRingPoints, so the work stays under a second.
// The Welt of a function with Nim 0 is the Welter function [p1|…|pk] of its poles.
//
// Over the integers, exactly: poles, Nim and Welt are Int128 (wide_integer.h), never wrapped at 64
// bits. "-1 ^9223372036854775807 -1" has the poles 0 and 2^63. They always fit: the + and − amounts
// add up to at most kMaxRingPoints, and a ⊕ by a 64-bit amount changes only the low 64 bits (and the
// sign), so every value met while finding the poles lies within 2^86 of zero.
#pragma once

#include "homestead/format_error.h"
#include "homestead/wide_integer.h"

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace homestead::animating {

// what() in English; its parts (format_error.h) say it in any language.
struct AnimatingError : std::invalid_argument, WordedError {
    explicit AnimatingError(ErrorParts parts);
};

enum class StepKind { Add, Subtract, Xor };

struct Step {
    StepKind kind = StepKind::Add;
    std::int64_t amount = 0;  // >= 0 for Add and Subtract; any integer for Xor (parse() takes naturals only)
    friend bool operator==(const Step&, const Step&) = default;
};

inline constexpr std::int64_t kMaxRingPoints = 2'000'000;  // Σ amount·position over + and − steps

class AnimatingFunction {
public:
    AnimatingFunction() = default;  // the identity
    // Throws AnimatingError for a negative +/− amount or when the steps ring more than maxRingPoints
    // times (a smaller limit serves the fuzz target, tests/fuzz, which then runs a hundred times faster).
    explicit AnimatingFunction(std::vector<Step> steps, std::int64_t maxRingPoints = kMaxRingPoints);

    const std::vector<Step>& steps() const { return steps_; }

    // f(x), the steps applied in order, exactly for |x| < 2^100 (the values met then stay below 2^101 in
    // size). Example: parse("-2 ^3 +3 ^5")(0) == 2; parse("^9223372036854775807 +1")(0) == 2^63.
    Int128 operator()(Int128 x) const;

    // (*this ∘ inner)(x) = (*this)(inner(x)): inner's steps first.
    // Example: parse("+1").compose(parse("^1"))(0) == 2.
    AnimatingFunction compose(const AnimatingFunction& inner) const;
    // The inverse: the steps reversed, + and − exchanged. Example: parse("-2 ^3").inverse() is
    // "^3 +2".
    AnimatingFunction inverse() const;

    // The poles, ascending, and the Nim of the canonical form.
    // Example: parse("-1 ^9223372036854775807 -1") has the poles {0, 2^63} and the Nim 2^63 − 1.
    const std::vector<Int128>& poles() const { return poles_; }
    Int128 nim() const { return nim_; }
    // x ⊕ (x|p1) ⊕ … ⊕ N evaluated directly, for checking (exact for |x| < 2^100). Example: for "-1",
    // canonical(0) == -1.
    Int128 canonical(Int128 x) const;
    // The Welt [p1|…|pk] when the Nim is 0, else nullopt. Example: parse("^1 -1 ^1") is
    // x ⊕ (x|1), Welt 1; parse("-1 ^1") is x ⊕ (x|0) ⊕ 1, no Welt.
    std::optional<Int128> welt() const;

    // "x ⊕ (x|-2) ⊕ (x|-1) ⊕ (x|1) ⊕ 6" (poles ascending; "⊕ 0" omitted unless nothing else).
    std::string canonicalForm() const;
    // The steps as "-2 ^3 +3 ^5".
    std::string stepsText() const;

private:
    std::vector<Step> steps_;
    std::vector<Int128> poles_;
    Int128 nim_ = 0;
};

// Parses steps such as "+3 ^5 -2" (also "⊕5", "x" for ^); whitespace or commas separate them.
// Every amount is a natural number ("^-1" is refused: a sign after the operator is a typing slip).
// Throws AnimatingError naming the offending step ("step 2 '*4': expected +N, -N or ^N").
AnimatingFunction parse(const std::string& text, std::int64_t maxRingPoints = kMaxRingPoints);

}  // namespace homestead::animating
