// libFuzzer target: the picture file reader (readPictureJson, on simdjson's On-Demand parser; the
// library itself is Debian's, not instrumented, so the sanitizers watch the reader around it). Any input is read or refused with a FormatError of one clean line; what is read writes
// out and reads back equal.
#include "fuzz_format_error.h"
#include "homestead/picture_json.h"

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        const homestead::Picture picture = homestead::readPictureJson(text, "fuzz.json");
        homestead::fuzz::check(homestead::readPictureJson(homestead::writePictureJson(picture)) == picture,
                               "write then read gives another picture");
    } catch (const homestead::FormatError& error) {
        homestead::fuzz::checkFormatError(error);
    }
    return 0;
}
