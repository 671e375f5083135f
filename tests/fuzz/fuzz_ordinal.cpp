// libFuzzer target: the ordinal parser (Ordinal::parse, both notations). Any input is read or
// refused with an OrdinalError of one clean line; what is read prints in both notations as text
// that parses back to the same ordinal.
#include "fuzz_check.h"
#include "homestead/ordinal.h"

#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    try {
        const homestead::Ordinal ordinal = homestead::Ordinal::parse(text);
        homestead::fuzz::check(homestead::Ordinal::parse(ordinal.toAscii()) == ordinal, "toAscii does not read back");
        homestead::fuzz::check(homestead::Ordinal::parse(ordinal.toUnicode()) == ordinal, "toUnicode does not read back");
    } catch (const homestead::OrdinalError& error) {
        homestead::fuzz::checkMessage(error.what());
    }
    return 0;
}
