// Ordinals below ω^ω in Cantor normal form with natural coefficients: ω^k·c_k + … + ω·c_1 + c_0
// (THEORY.md §5). Stored as the coefficients c_0, c_1, … with no trailing zeros. Comparison is
// lexicographic from the highest power; the nim-sum (Conway's ordinal ⊕ restricted to ω^ω) is
// coefficient-wise XOR. Everything is O(degree).
#pragma once

#include "homestead/format_error.h"

#include <compare>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace homestead {

// what() in English; its parts (format_error.h) say it in any language.
struct OrdinalError : std::invalid_argument, WordedError {
    explicit OrdinalError(ErrorParts parts);
};

class Ordinal {
public:
    Ordinal() = default;  // 0
    Ordinal(std::int64_t finite);  // NOLINT: a natural number is an ordinal. Throws if negative.
    // From c_0, c_1, … (each >= 0). Example: Ordinal::fromCoefficients({16, 4, 3}) is ω²·3+ω·4+16.
    static Ordinal fromCoefficients(std::vector<std::int64_t> coefficients);

    // Parses "w^2*3+w*4+16", "ω²·3+ω·4+16", "w", "w*2", "ω^3", "5" (terms in decreasing powers of ω,
    // spaces allowed). Throws OrdinalError naming the column and the problem.
    static Ordinal parse(const std::string& text);

    // Coefficient of ω^k (0 beyond the degree).
    std::int64_t coefficient(std::size_t k) const { return k < c_.size() ? c_[k] : 0; }
    const std::vector<std::int64_t>& coefficients() const { return c_; }
    bool isZero() const { return c_.empty(); }
    bool isFinite() const { return c_.size() <= 1; }

    // "w^2*3+w*4+16" and "ω²·3+ω·4+16".
    std::string toAscii() const;
    std::string toUnicode() const;

    // ω·λ + m: the part above the finite one (λ = this shifted down one power) and the finite part.
    Ordinal divideByOmega() const;  // λ. Example: (ω²+ω·5+25).divideByOmega() == ω+5
    std::int64_t finitePart() const { return coefficient(0); }
    Ordinal timesOmegaPlus(std::int64_t finite) const;  // ω·this + finite

    friend std::strong_ordering operator<=>(const Ordinal& a, const Ordinal& b);
    friend bool operator==(const Ordinal& a, const Ordinal& b) = default;

private:
    void trim();
    std::vector<std::int64_t> c_;
};

// Nim-sum: coefficient-wise XOR. Example: nimAdd(ω·2+4, ω·3+5) == ω+1.
Ordinal nimAdd(const Ordinal& a, const Ordinal& b);

}  // namespace homestead
