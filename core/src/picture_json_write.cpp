// Writing picture files (see picture_json.h): the keys in a fixed order, one node or edge per line,
// appended into one reserved buffer, numbers by std::to_chars (text_append.h: integral coordinates
// as integers, others in the shortest form that reads back exactly).
#include "homestead/picture_json.h"

#include "homestead/text_append.h"

#include <cstddef>
#include <string>

namespace homestead {

std::string writePictureJson(const Picture& picture) {
    std::string out;
    out.reserve(128 + picture.title.size() + 64 * picture.nodeCount() + 40 * picture.edgeCount());
    out += "{\n  \"format\": \"";
    out += kPictureFormatName;
    out += "\",\n  \"version\": ";
    appendNumber(out, kPictureFormatVersion);
    out += ",\n";
    if (!picture.title.empty()) {
        out += "  \"title\": ";
        appendJsonString(out, picture.title);
        out += ",\n";
    }
    out += "  \"nodes\": [";
    const auto& nodes = picture.nodes();
    for (std::size_t k = 0; k < nodes.size(); ++k) {
        const Node& n = nodes[k];
        const char* open = k == 0 ? "\n    {\"id\": " : ",\n    {\"id\": ";
        if (n.position) appendParts(out, open, n.id, ", \"x\": ", n.position->x, ", \"y\": ", n.position->y);
        else appendParts(out, open, n.id);
        if (n.ground) out += ", \"ground\": true";
        if (!n.name.empty()) {
            out += ", \"name\": ";
            appendJsonString(out, n.name);
        }
        out += '}';
    }
    out += nodes.empty() ? "],\n" : "\n  ],\n";
    out += "  \"edges\": [";
    const auto& edges = picture.edges();
    for (std::size_t k = 0; k < edges.size(); ++k) {
        const Edge& e = edges[k];
        appendParts(out, k == 0 ? "\n    {\"id\": " : ",\n    {\"id\": ", e.id, ", \"from\": ", e.from, ", \"to\": ", e.to);
        if (!e.name.empty()) {
            out += ", \"name\": ";
            appendJsonString(out, e.name);
        }
        out += '}';
    }
    out += edges.empty() ? "]\n}\n" : "\n  ]\n}\n";
    return out;
}

}  // namespace homestead
