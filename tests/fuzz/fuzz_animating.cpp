// libFuzzer target: the animating step parser (animating::parse). Any input is read or refused
// with an AnimatingError of one clean line; what is read prints as steps that parse back to the same
// function (same poles and Nim), and no amount is negative.
#include "fuzz_check.h"
#include "homestead/animating.h"

#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    try {
        const auto f = homestead::animating::parse(text);
        for (const auto& step : f.steps()) homestead::fuzz::check(step.amount >= 0, "a negative amount was accepted");
        const auto g = homestead::animating::parse(f.stepsText());
        homestead::fuzz::check(g.steps() == f.steps() && g.poles() == f.poles() && g.nim() == f.nim(),
                               "stepsText does not read back");
    } catch (const homestead::animating::AnimatingError& error) {
        homestead::fuzz::checkMessage(error.what());
    }
    return 0;
}
