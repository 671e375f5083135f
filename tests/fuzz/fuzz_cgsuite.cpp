// libFuzzer target: CGSuite strings (readCgsuite). Any input is read or refused with a FormatError of
// one clean line; what is read writes out as a string that reads back with as many standing edges.
#include "fuzz_format_error.h"
#include "homestead/cgsuite.h"

#include <algorithm>
#include <cstdint>
#include <string_view>

namespace {
std::size_t standing(const homestead::Picture& picture) {
    const auto mask = picture.standingMask();
    return static_cast<std::size_t>(std::count(mask.begin(), mask.end(), true));
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        const homestead::Picture picture = homestead::readCgsuite(text);
        const homestead::Picture again = homestead::readCgsuite(homestead::writeCgsuite(picture));
        homestead::fuzz::check(standing(again) == standing(picture), "write then read changes the standing edges");
    } catch (const homestead::FormatError& error) {
        homestead::fuzz::checkFormatError(error);
    }
    return 0;
}
