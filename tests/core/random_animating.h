// Random animating functions for the tests (fixed seeds): one to six steps, amounts below 12, and
// negative ⊕ amounts too. Small amounts keep every pole within a few hundred of zero, so a test can
// compare with direct evaluation on a window of integers.
#pragma once

#include "homestead/animating.h"

#include <cstdint>
#include <random>
#include <vector>

namespace homestead::testing {

inline animating::AnimatingFunction randomFunction(std::mt19937_64& rng) {
    using animating::StepKind;
    std::vector<animating::Step> steps;
    const int count = 1 + static_cast<int>(rng() % 6);
    for (int i = 0; i < count; ++i) {
        const auto kind = static_cast<StepKind>(rng() % 3);
        std::int64_t amount = static_cast<std::int64_t>(rng() % 12);
        if (kind == StepKind::Xor && rng() % 4 == 0) amount = -amount - 1;  // negative ⊕ amounts too
        steps.push_back({kind, amount});
    }
    return animating::AnimatingFunction(std::move(steps));
}

}  // namespace homestead::testing
