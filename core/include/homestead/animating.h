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
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace homestead::animating {

struct AnimatingError : std::invalid_argument {
    using std::invalid_argument::invalid_argument;
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
    // Throws AnimatingError for a negative +/− amount or when the steps ring too often.
    explicit AnimatingFunction(std::vector<Step> steps);

    const std::vector<Step>& steps() const { return steps_; }

    // f(x), the steps applied in order (wrapping on overflow). Example: parse("-2 ^3 +3 ^5")(0) == 2.
    std::int64_t operator()(std::int64_t x) const;

    // (*this ∘ inner)(x) = (*this)(inner(x)): inner's steps first.
    // Example: parse("+1").compose(parse("^1"))(0) == 2.
    AnimatingFunction compose(const AnimatingFunction& inner) const;
    // The inverse: the steps reversed, + and − exchanged. Example: parse("-2 ^3").inverse() is
    // "^3 +2".
    AnimatingFunction inverse() const;

    // The poles, ascending, and the Nim of the canonical form.
    const std::vector<std::int64_t>& poles() const { return poles_; }
    std::int64_t nim() const { return nim_; }
    // x ⊕ (x|p1) ⊕ … ⊕ N evaluated directly, for checking. Example: for "-1", canonical(0) == -1.
    std::int64_t canonical(std::int64_t x) const;
    // The Welt [p1|…|pk] when the Nim is 0, else nullopt. Example: parse("^1 -1 ^1") is
    // x ⊕ (x|1), Welt 1; parse("-1 ^1") is x ⊕ (x|0) ⊕ 1, no Welt.
    std::optional<std::int64_t> welt() const;

    // "x ⊕ (x|-2) ⊕ (x|-1) ⊕ (x|1) ⊕ 6" (poles ascending; "⊕ 0" omitted unless nothing else).
    std::string canonicalForm() const;
    // The steps as "-2 ^3 +3 ^5".
    std::string stepsText() const;

private:
    std::vector<Step> steps_;
    std::vector<std::int64_t> poles_;
    std::int64_t nim_ = 0;
};

// Parses steps such as "+3 ^5 -2" (also "⊕5", "x" for ^); whitespace or commas separate them.
// Every amount is a natural number ("^-1" is refused: a sign after the operator is a typing slip).
// Throws AnimatingError naming the offending step ("step 2 '*4': expected +N, -N or ^N").
AnimatingFunction parse(const std::string& text);

}  // namespace homestead::animating
