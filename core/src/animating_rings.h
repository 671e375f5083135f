// Where the carry bell rings, for animating.cpp (the poles) and animating_text.cpp (which step rang
// at each pole): every ring point of a + or − step pulled back through the steps before it. One walk,
// so the poles and the sentences about them cannot disagree. O(Σ amount · position) steps.
#pragma once

#include "homestead/animating.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace homestead::animating::detail {

// A negative ⊕ amount is sign-extended: its bits above 63 are all ones, as in the integers.
inline Int128 applyStep(const Step& step, Int128 x) {
    switch (step.kind) {
        case StepKind::Add: return x + step.amount;
        case StepKind::Subtract: return x - step.amount;
        case StepKind::Xor: return x ^ Int128{step.amount};
    }
    return x;
}

inline Step inverseStep(const Step& step) {
    switch (step.kind) {
        case StepKind::Add: return {StepKind::Subtract, step.amount};
        case StepKind::Subtract: return {StepKind::Add, step.amount};
        case StepKind::Xor: return step;
    }
    return step;
}

// Calls ring(x, j, y) for every x at which step j rings: y, the value reaching step j from x, is in
// 0…a−1 for "−a" and −a…−1 for "+a".
template <class Ring>
void forEachRing(const std::vector<Step>& steps, Ring ring) {
    for (std::size_t j = 0; j < steps.size(); ++j) {
        const Step& step = steps[j];
        if (step.kind == StepKind::Xor) continue;
        const std::int64_t first = step.kind == StepKind::Subtract ? 0 : -step.amount;
        for (std::int64_t y = first; y < first + step.amount; ++y) {
            Int128 x = y;
            for (std::size_t i = j; i-- > 0;) x = applyStep(inverseStep(steps[i]), x);
            ring(x, j, y);
        }
    }
}

}  // namespace homestead::animating::detail
