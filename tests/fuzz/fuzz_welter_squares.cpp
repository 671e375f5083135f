// libFuzzer target: the list of squares `homestead-cli welter -` reads (welter::parseSquareList),
// then the position (normalisePosition) and, for small ones, its evaluation. Any input is read or
// refused with a WelterError of one clean line; a read position's winning moves reach value 0.
#include "fuzz_check.h"
#include "homestead/welter.h"

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace homestead::welter;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        const auto coins = normalisePosition(parseSquareList(text));
        const auto evaluation = evaluate(coins);
        homestead::fuzz::check(evaluation.value == value(coins), "evaluate and value disagree");
        for (const auto& move : evaluation.moves)
            homestead::fuzz::check(value(applyMove(coins, move)) == 0, "a winning move does not reach 0");
    } catch (const WelterError& error) {
        homestead::fuzz::checkMessage(error.what());
    }
    return 0;
}
