// libFuzzer target: the animating step parser (animating::parse). Any input is read or refused
// with an AnimatingError of one clean line; what is read prints as steps that parse back to the same
// function (same poles and Nim), no amount is negative, and the canonical form equals the steps at
// 0, ±1, 2^63 and next to the poles (exact integers: no wrap at 64 bits). The ring budget is lowered to 20,000
// points (from 2·10^6): the same code and the same refusal, but an input at the budget takes a few
// milliseconds under the sanitizers instead of seconds, so a release run reaches 10^7 executions.
#include "fuzz_check.h"
#include "homestead/animating.h"

#include <cstdint>
#include <string>
#include <vector>

namespace {
constexpr std::int64_t kFuzzRingPoints = 20'000;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    try {
        const auto f = homestead::animating::parse(text, kFuzzRingPoints);
        for (const auto& step : f.steps()) homestead::fuzz::check(step.amount >= 0, "a negative amount was accepted");
        const auto g = homestead::animating::parse(f.stepsText(), kFuzzRingPoints);
        homestead::fuzz::check(g.steps() == f.steps() && g.poles() == f.poles() && g.nim() == f.nim(),
                               "stepsText does not read back");
        std::vector<homestead::Int128> points{0, 1, -1, homestead::Int128{1} << 63};
        if (!f.poles().empty()) points.insert(points.end(), {f.poles().front() - 1, f.poles().back() + 1});
        for (const auto x : points) homestead::fuzz::check(f(x) == f.canonical(x), "the canonical form differs from the steps");
    } catch (const homestead::animating::AnimatingError& error) {
        homestead::fuzz::checkMessage(error.what());
    }
    return 0;
}
