// Reading and writing plain edge lists (see picture_edges.h). One pass over the lines: each token is
// read with std::from_chars where it stands, nodes are added on first mention, edges in line order.
// Before it, one quick pass (byte_scan.h) counts the lines, to reserve room for the lists at once,
// and looks for a NUL byte (the lines are searched for one only if there is one). Which ids are
// nodes already is kept in a bitmap for ids up to twice the lines (the Picture's own index, 64 times
// larger, missed the cache at every mention of a scattered node), and the edges go into the Picture
// 1024 at a time (Picture::insertEdges: their lookups overlap). Figures: docs/performance.md.
#include "homestead/picture_edges.h"

#include "byte_scan.h"
#include "homestead/display_text.h"
#include "homestead/picture_json.h"
#include "homestead/text_append.h"

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <cstring>
#include <vector>

namespace homestead {

namespace {

class EdgeListReader {
public:
    EdgeListReader(std::string_view text, const std::string& source) : text_(text), source_(source) {}

    Picture read() {
        const ByteScan scan = scanBytes(text_, '\n');
        hasNul_ = scan.nul != std::string_view::npos;
        const std::size_t lines = hasNul_ ? 0 : scan.count + 1;
        // Each edge line names at most two new nodes (a ground line more: then the lists grow).
        picture_.reserve(std::min(2 * lines, kMaxPictureNodes), std::min(lines, kMaxPictureEdges));
        known_.assign(std::min(2 * lines, kMaxPictureNodes) + 1024, false);
        // A UTF-8 byte order mark (Windows editors write one) is not part of the first line.
        for (std::size_t start = text_.starts_with("\xEF\xBB\xBF") ? 3 : 0;;) {
            std::size_t end = text_.find('\n', start);
            if (end == std::string_view::npos) end = text_.size();
            ++line_;
            readLine(start, end);
            if (end == text_.size()) break;
            start = end + 1;
        }
        insertBatch();
        return std::move(picture_);
    }

private:
    [[noreturn]] void fail(std::size_t at, const std::string& problem) const {
        throw FormatError(source_ + ": line " + std::to_string(line_) + ", column " +
                          std::to_string(at - lineStart_ + 1) + ": " + problem);
    }

    // The first `c` in [start, end), or end (never a search past the line: that would be O(n^2)).
    std::size_t findIn(char c, std::size_t start, std::size_t end) const {
        const void* at = std::memchr(text_.data() + start, c, end - start);
        return at ? static_cast<std::size_t>(static_cast<const char*>(at) - text_.data()) : end;
    }

    static bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

    // The next token of the line from `at` (spaces skipped), empty at the end of the line.
    std::string_view token(std::size_t& at, std::size_t end) const {
        while (at < end && isSpace(text_[at])) ++at;
        std::size_t from = at;
        while (at < end && !isSpace(text_[at])) ++at;
        return text_.substr(from, at - from);
    }

    NodeId nodeId(std::string_view t, std::size_t at) const {
        NodeId id = -1;
        const auto r = std::from_chars(t.data(), t.data() + t.size(), id);
        if (r.ec == std::errc::result_out_of_range && t.find_first_not_of("0123456789") == std::string_view::npos)
            fail(at, "the node id " + displayText(t) + " is too large");
        if (r.ec != std::errc() || r.ptr != t.data() + t.size() || t[0] == '-' || t[0] == '+')
            fail(at, "a node id must be a non-negative integer, found " + quote(t));
        return id;
    }

    void ensureNode(NodeId id, std::size_t at, bool ground) {
        const bool dense = static_cast<std::uint64_t>(id) < known_.size();  // ids are non-negative here
        if (dense ? bool(known_[static_cast<std::size_t>(id)]) : picture_.hasNode(id)) {
            if (ground) picture_.setGround(id, true);
            return;
        }
        if (picture_.nodeCount() >= kMaxPictureNodes)
            fail(at, "more than " + std::to_string(kMaxPictureNodes) + " nodes, too many for a picture");
        picture_.insertNode(Node{id, std::nullopt, ground, {}});
        if (dense) known_[static_cast<std::size_t>(id)] = true;
    }

    void insertBatch() {
        const std::size_t in = picture_.insertEdges(batch_);
        if (in < batch_.size()) picture_.insertEdge(batch_[in]);  // cannot happen: throws PictureError
        batch_.clear();
    }

    void readLine(std::size_t start, std::size_t end) {
        lineStart_ = start;
        if (hasNul_)
            if (const std::size_t nul = findIn('\0', start, end); nul < end) fail(nul, "a NUL byte (not a text file)");
        end = findIn('#', start, end);
        std::size_t at = start;
        const std::string_view first = token(at, end);
        if (first.empty()) return;
        const std::size_t firstAt = at - first.size();
        if (first == "ground") {
            std::size_t named = 0;
            for (std::string_view t = token(at, end); !t.empty(); t = token(at, end), ++named)
                ensureNode(nodeId(t, at - t.size()), at - t.size(), true);
            if (named == 0) fail(firstAt, "the ground line names no node (write 'ground' and the ids of the base nodes)");
            return;
        }
        const NodeId u = nodeId(first, firstAt);
        const std::string_view second = token(at, end);
        if (second.empty())
            fail(at, "an edge needs two node ids, found one (write 'u v', or 'ground a b …' for base nodes)");
        const NodeId v = nodeId(second, at - second.size());
        if (const std::string_view extra = token(at, end); !extra.empty())
            fail(at - extra.size(), "extra text " + quote(extra) + " after the edge (one edge 'u v' a line; '#' starts a comment)");
        const std::size_t edges = picture_.edgeCount() + batch_.size();
        if (edges >= kMaxPictureEdges)
            fail(firstAt, "more than " + std::to_string(kMaxPictureEdges) + " edges, too many for a picture");
        ensureNode(u, firstAt, false);
        ensureNode(v, at - second.size(), false);
        batch_.push_back(Edge{static_cast<EdgeId>(edges), u, v, {}});
        if (batch_.size() == 1024) insertBatch();
    }

    std::string_view text_;
    const std::string& source_;
    std::size_t line_ = 0;
    std::size_t lineStart_ = 0;
    bool hasNul_ = false;       // the text has a NUL byte somewhere: look for it in each line
    std::vector<bool> known_;   // known_[id]: node `id` is in picture_ (for ids below its size)
    std::vector<Edge> batch_;   // edges read, not yet in picture_
    Picture picture_;
};

}  // namespace

Picture readPictureEdges(std::string_view text, const std::string& sourceName) {
    if (text.size() > kMaxPictureFileBytes)
        throw FormatError(sourceName + ": the text is " + std::to_string(text.size() >> 20) +
                          " MiB, too large for a picture (the limit is " + std::to_string(kMaxPictureFileBytes >> 20) +
                          " MiB)");
    return EdgeListReader(text, sourceName).read();
}

std::string writePictureEdges(const Picture& picture) {
    std::string out;
    out.reserve(64 + 16 * picture.edgeCount());
    if (!picture.title.empty()) out += "# " + displayText(picture.title, std::string::npos) + "\n";
    out += "# Hackenbush edge list (homestead): 'u v' per edge, edge ids = line order from 0\n";
    bool anyGround = false;
    for (const Node& n : picture.nodes()) {
        if (!n.ground) continue;
        out += anyGround ? " " : "ground ";
        anyGround = true;
        appendNumber(out, n.id);
    }
    if (anyGround) out += '\n';
    for (const Edge& e : picture.edges()) {
        appendNumber(out, e.from);
        out += ' ';
        appendNumber(out, e.to);
        out += '\n';
    }
    return out;
}

}  // namespace homestead
