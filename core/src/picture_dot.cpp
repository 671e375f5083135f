// GraphViz DOT out (see picture_dot.h): one line per node and per edge, numbers by std::to_chars.
#include "homestead/picture_dot.h"
#include "homestead/text_append.h"


namespace homestead {

namespace {

// A DOT double-quoted string: quotes and backslashes escaped, line breaks as \n.
std::string dotString(const std::string& s) {
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') out += '\\';
        if (c == '\n') { out += "\\n"; continue; }
        if (c == '\r' || c == '\0') continue;
        out += c;
    }
    return out + "\"";
}

}  // namespace

std::string writePictureDot(const Picture& picture) {
    std::string out;
    out.reserve(128 + 48 * (picture.nodeCount() + picture.edgeCount()));
    out += "// Hackenbush picture (homestead): base nodes are boxes with class=\"ground\"; draw with neato -n\n";
    out += "graph homestead {\n";
    if (!picture.title.empty()) out += "  label=" + dotString(picture.title) + ";\n";
    out += "  node [shape=circle, width=0.2, fixedsize=true, fontsize=8];\n";
    for (const Node& n : picture.nodes()) {
        out += "  n";
        appendNumber(out, n.id);
        out += " [label=";
        out += n.name.empty() ? "\"" + std::to_string(n.id) + "\"" : dotString(n.name);
        if (n.ground) out += ", shape=box, style=filled, fillcolor=\"#8b6d4a\", class=\"ground\"";
        if (n.position) {
            appendParts(out, ", pos=\"", n.position->x * 72, ',', n.position->y * 72, "!\"");
        }
        out += "];\n";
    }
    for (const Edge& e : picture.edges()) {
        appendParts(out, "  n", e.from, " -- n", e.to, " [id=\"e", e.id, "\", label=");
        out += e.name.empty() ? "\"" + std::to_string(e.id) + "\"" : dotString(e.name);
        out += "];\n";
    }
    out += "}\n";
    return out;
}

}  // namespace homestead
