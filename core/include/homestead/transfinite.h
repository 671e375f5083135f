// Transfinite Nim and transfinite Welter (Abuku; THEORY.md §5) on ordinals below ω^ω.
//
// Nim: the nim-sum is coefficient-wise XOR; a good move takes a heap α to α ⊕ s when that is
// smaller (s the nim-sum). Welter: write each coin α = ω·λ + m. The value is
// ω·(λ1 ⊕ … ⊕ λn) + ⊕ over the distinct λ of [S_λ], S_λ the finite parts of the coins with that λ;
// a position is P iff both parts are 0. A good move either keeps its λ (a finite Welter move inside
// S_λ) or, when λ ⊕ Λ < λ (Λ the ω-part of the value), moves the coin into the class λ ⊕ Λ at the one
// finite square that zeroes the finite part. Cost: O(n log n + n·B) for n coins.
#pragma once

#include "homestead/ordinal.h"

#include <cstdint>
#include <vector>

namespace homestead::transfinite {

struct OrdinalMove {
    Ordinal from;
    Ordinal to;
    friend bool operator==(const OrdinalMove&, const OrdinalMove&) = default;
};

// The coins grouped by row: row λ holds the coins ω·λ + m, its squares the finite parts m (ascending)
// and its value their finite Welter value [S_λ]. Rows ascending by λ. The ω-part of the value is
// lambdaSum = λ1 ⊕ … ⊕ λn (each coin's λ once), the finite part finiteSum = ⊕ of the rows' values.
struct WelterRow {
    Ordinal lambda;
    std::vector<std::int64_t> squares;
    std::int64_t value = 0;
};
struct WelterRows {
    std::vector<WelterRow> rows;
    Ordinal lambdaSum;
    std::int64_t finiteSum = 0;
};
// Throws WelterError (from welter.h) for a repeated coin or a finite part of 2^62 or more.
// Example: (1, ω·2+4, ω·2+9, ω²+ω·4+16, ω²+ω·5+25) → rows 0: [1] = 1, 2: [4|9] = 12, ω+4: [16] = 16,
// ω+5: [25] = 25; lambdaSum 1, finiteSum 4.
WelterRows welterRows(const std::vector<Ordinal>& coins);

// ⊕ of the heaps. Example: (1, ω·2+4, ω²·3+9, ω²·2+ω·4+16, ω²+ω·5+25) → ω·3+5.
Ordinal nimSum(const std::vector<Ordinal>& heaps);

// Every move to nim-sum 0, in heap order. Example above: ω·2+4 → ω+1 (the only one).
std::vector<OrdinalMove> nimGoodMoves(const std::vector<Ordinal>& heaps);

// Throws WelterError (from welter.h) for a repeated coin or a finite part of 2^62 or more.
// Example: (1, ω·2+4, ω·2+9, ω²+ω·4+16, ω²+ω·5+25) → ω+4.
Ordinal welterValue(const std::vector<Ordinal>& coins);

// Every move to value 0, sorted by from then to. Example above: ω²+ω·5+25 → ω²+ω·4+30 (the only one).
std::vector<OrdinalMove> welterGoodMoves(const std::vector<Ordinal>& coins);

}  // namespace homestead::transfinite
