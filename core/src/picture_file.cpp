// Picture files by their names (see picture_file.h): the extension picks the reader or writer.
#include "homestead/picture_file.h"

#include "homestead/cgsuite.h"
#include "homestead/display_text.h"
#include "homestead/picture_dot.h"
#include "homestead/picture_edges.h"
#include "homestead/picture_json.h"
#include "homestead/text_input.h"

#include <algorithm>
#include <cctype>

namespace homestead {

namespace {
std::string lowerExtension(std::string_view path) {
    const std::size_t slash = path.find_last_of('/');
    const std::size_t dot = path.find_last_of('.');
    if (dot == std::string_view::npos || (slash != std::string_view::npos && dot < slash)) return {};
    std::string ext(path.substr(dot + 1));
    std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return ext;
}
}  // namespace

std::optional<PictureFormat> knownPictureFormatOfPath(std::string_view path) {
    const std::string ext = lowerExtension(path);
    if (ext == "json") return PictureFormat::Json;
    if (ext == "edges") return PictureFormat::Edges;
    if (ext == "dot" || ext == "gv") return PictureFormat::Dot;
    return std::nullopt;
}

PictureFormat pictureFormatOfPath(std::string_view path) {
    return knownPictureFormatOfPath(path).value_or(PictureFormat::Json);
}

Picture readPictureText(std::string_view text, PictureFormat format, const std::string& sourceName) {
    switch (format) {
        case PictureFormat::Edges: return readPictureEdges(text, sourceName);
        case PictureFormat::Dot:
            throw FormatError(ErrorParts{sourceName, Msg::FormatDotNotRead});
        case PictureFormat::Json: break;
    }
    return readPictureJson(text, sourceName);
}

Picture loadPictureFile(const std::string& path, FileAccess access) {
    return loadPictureFileAs(path, pictureFormatOfPath(path), access);
}

Picture loadPictureFileAs(const std::string& path, PictureFormat format, FileAccess access) {
    if (format == PictureFormat::Dot) return readPictureText({}, format, displayPath(path));
    // A JSON text is read a window at a time and lets its pages go behind it (picture_json.h): its
    // pages need not all come in first.
    const bool json = format == PictureFormat::Json;
    const FileText text = readFileText(path, kMaxPictureFileBytes, "a picture", json && access == FileAccess::Map ? FileAccess::MapAsRead : access);
    if (json) return readPictureJsonInPlace(text, displayPath(path));
    return readPictureText(text.text(), format, displayPath(path));
}

Picture readCgsuiteFrom(std::string_view text, const std::string& sourceName) {
    try {
        return readCgsuite(text);
    } catch (const FormatError& error) {  // "cgsuite string, column 5: …" of which file
        throw error.within(sourceName);
    }
}

Picture loadCgsuiteFile(const std::string& path) {
    return readCgsuiteFrom(readRegularFile(path, kMaxCgsuiteLength, "a CGSuite string"), displayPath(path));
}

std::string writePictureText(const Picture& picture, PictureFormat format) {
    switch (format) {
        case PictureFormat::Edges: return writePictureEdges(picture);
        case PictureFormat::Dot: return writePictureDot(picture);
        case PictureFormat::Json: break;
    }
    return writePictureJson(picture);
}

}  // namespace homestead
