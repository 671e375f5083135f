// libFuzzer target: the edge-list reader (readPictureEdges). Any input is read or refused with a
// FormatError of one clean line; what is read writes out and reads back with the same edges (ends,
// in order) and the same base nodes.
#include "fuzz_format_error.h"
#include "homestead/picture_edges.h"

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        const homestead::Picture picture = homestead::readPictureEdges(text, "fuzz.edges");
        const homestead::Picture back = homestead::readPictureEdges(homestead::writePictureEdges(picture));
        homestead::fuzz::check(back.edges() == picture.edges(), "write then read gives other edges");
        for (const homestead::Node& n : picture.nodes())
            homestead::fuzz::check(!n.ground || (back.hasNode(n.id) && back.node(n.id).ground),
                                   "write then read loses a base node");
    } catch (const homestead::FormatError& error) {
        homestead::fuzz::checkFormatError(error);
    }
    return 0;
}
