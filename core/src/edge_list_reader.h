// Private to the core: the one parser of the plain edge list (picture_edges.h), for every reader of
// it. One pass over the lines: a plain line "u v" is read where it stands and its end found by
// reading it (no search for its newline or a '#' first); any other line (a comment, a ground line,
// an error) is found whole and read token by token with std::from_chars. Nodes are handed to the
// sink on first mention, edges in line order. Before it, one quick pass (byte_scan.h)
// counts the lines, to reserve room at once, and looks for a NUL byte (the lines are searched for
// one only if there is one). What the nodes and edges become is the sink's: a Picture
// (readPictureEdges) or two arrays of node numbers for the value alone (picture_value.cpp). A sink has
//   void reserve(std::size_t nodes, std::size_t edges);
//   std::int64_t find(NodeId id);             // the node's handle, or -1 if it is new
//   std::int64_t add(NodeId id, bool ground); // a new node's handle
//   void setGround(std::int64_t node);
//   std::size_t nodeCount() const, edgeCount() const;
//   void addEdge(std::int64_t from, std::int64_t to);
//   void prefetch(NodeId id) const;           // find(id) follows a few lines later
// Plain edge lines are handed over kPendingLines lines late, each id's prefetch issued when it is
// read: with ids in any order, the sink's lookups (a bitmap of megabytes at 10^7 ids) would
// otherwise wait for memory one after another.
// Node ids made of digits alone are read 8 digits a step (id_digits.h); anything else goes through
// std::from_chars, which gives the errors.
// Errors are FormatErrors naming the source, the line, the column and the problem.
#pragma once

#include "byte_scan.h"
#include "id_digits.h"
#include "homestead/display_text.h"
#include "homestead/picture.h"
#include "homestead/picture_json.h"

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

namespace homestead::detail {

template <class Sink>
class EdgeListReader {
public:
    EdgeListReader(std::string_view text, const std::string& source, Sink& sink)
        : text_(text), source_(source), sink_(sink) {}

    void read() {
        if (text_.size() > kMaxPictureFileBytes)
            throw FormatError(ErrorParts{source_, {Msg::FormatTextTooLarge, {std::to_string(text_.size() >> 20),
                                                                             std::to_string(kMaxPictureFileBytes >> 20)}}});
        const ByteScan scan = scanBytes(text_, '\n');
        hasNul_ = scan.nul != std::string_view::npos;
        const std::size_t lines = hasNul_ ? 0 : scan.count + 1;
        // Each edge line names at most two new nodes (a ground line more: then the lists grow).
        sink_.reserve(std::min(2 * lines, kMaxPictureNodes), std::min(lines, kMaxPictureEdges));
        // A UTF-8 byte order mark (Windows editors write one) is not part of the first line.
        for (std::size_t start = text_.starts_with("\xEF\xBB\xBF") ? 3 : 0;;) {
            ++line_;
            lineStart_ = start;
            // A plain edge line is read where it stands, its end found by reading it (no search for
            // its '\n' or a '#' first); anything else goes to readLine.
            std::size_t end;
            if (!hasNul_ && quickEdge(start, end)) {
                if (end == text_.size()) break;
                start = end + 1;
                continue;
            }
            end = text_.find('\n', start);
            if (end == std::string_view::npos) end = text_.size();
            readLine(start, end);
            if (end == text_.size()) break;
            start = end + 1;
        }
        takePendingEdges();
    }

private:
    [[noreturn]] void fail(std::size_t at, ErrorPhrase problem) const {
        throw FormatError(ErrorParts{source_, {Msg::FormatLineColumn, {std::to_string(line_), std::to_string(at - lineStart_ + 1)}},
                                     std::move(problem)});
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
            fail(at, {Msg::FormatIdTooLarge, {Msg::FormatTheNodeId, displayText(t)}});
        if (r.ec != std::errc() || r.ptr != t.data() + t.size() || t[0] == '-' || t[0] == '+')
            fail(at, {Msg::FormatNodeIdNotInteger, {quote(t)}});
        return id;
    }

    std::int64_t ensureNode(NodeId id, std::size_t at, bool ground) {
        if (const std::int64_t node = sink_.find(id); node >= 0) {
            if (ground) sink_.setGround(node);
            return node;
        }
        if (sink_.nodeCount() >= kMaxPictureNodes)
            fail(at, {Msg::FormatTooManyNodes, {std::to_string(kMaxPictureNodes)}});
        return sink_.add(id, ground);
    }

    void skipSpaces(std::size_t& at, std::size_t end) const {
        while (at < end && isSpace(text_[at])) ++at;
    }

    // The id whose digits start at `at`, if the token there is digits alone and fits an id: then
    // `at` moves past the digits (the caller checks what follows). False otherwise (nodeId() then
    // reads the token and names the problem).
    [[gnu::always_inline]] bool quickId(std::size_t& at, NodeId& id) const {
        std::uint64_t value;
        const std::size_t digits = readIdDigits(text_.data() + at, text_.data() + text_.size(), value);
        if (digits == 0) return false;  // more than 19 digits (leading zeros), or too large: from_chars'
        id = static_cast<NodeId>(value);
        at += digits;
        return true;
    }

    // A line "u v" of plain ids from `start`, spaces around them allowed, read up to its '\n' (put
    // in `end`) or the text's end: true when read, the edge to be handed over kPendingLines lines
    // later. False for any other line (a comment, a ground line, an error): readLine reads it.
    bool quickEdge(std::size_t start, std::size_t& end) {
        std::size_t at = start;
        skipSpaces(at, text_.size());
        const std::size_t firstAt = at;
        NodeId u, v;
        if (!quickId(at, u) || at == text_.size() || !isSpace(text_[at])) return false;
        skipSpaces(at, text_.size());
        const std::size_t secondAt = at;
        if (!quickId(at, v)) return false;
        skipSpaces(at, text_.size());
        if ((at < text_.size() && text_[at] != '\n') || sink_.edgeCount() + pendingCount_ >= kMaxPictureEdges) return false;
        end = at;
        sink_.prefetch(u);
        sink_.prefetch(v);
        if (pendingCount_ == kPendingLines) takeOldestEdge();
        pending_[(pendingFirst_ + pendingCount_++) % kPendingLines] = {u, v, line_, lineStart_, firstAt, secondAt};
        return true;
    }

    // An edge line read but not yet handed to the sink, with what its errors name.
    struct PendingEdge {
        NodeId u, v;
        std::size_t line, lineStart, uAt, vAt;
    };
    void takeOldestEdge() {
        const PendingEdge& p = pending_[pendingFirst_];
        pendingFirst_ = (pendingFirst_ + 1) % kPendingLines;
        --pendingCount_;
        const std::size_t line = line_, lineStart = lineStart_;
        line_ = p.line;
        lineStart_ = p.lineStart;
        const std::int64_t a = ensureNode(p.u, p.uAt, false);
        const std::int64_t b = ensureNode(p.v, p.vAt, false);
        sink_.addEdge(a, b);
        line_ = line;
        lineStart_ = lineStart;
    }
    void takePendingEdges() {
        while (pendingCount_ > 0) takeOldestEdge();
    }

    void readLine(std::size_t start, std::size_t end) {
        lineStart_ = start;
        if (hasNul_)
            if (const std::size_t nul = findIn('\0', start, end); nul < end) fail(nul, Msg::FormatNulByte);
        end = findIn('#', start, end);
        std::size_t at = start;
        takePendingEdges();  // the lines before this one first
        const std::string_view first = token(at, end);
        if (first.empty()) return;
        const std::size_t firstAt = at - first.size();
        if (first == "ground") {
            std::size_t named = 0;
            for (std::string_view t = token(at, end); !t.empty(); t = token(at, end), ++named)
                ensureNode(nodeId(t, at - t.size()), at - t.size(), true);
            if (named == 0) fail(firstAt, Msg::FormatGroundNamesNoNode);
            return;
        }
        const NodeId u = nodeId(first, firstAt);
        const std::string_view second = token(at, end);
        if (second.empty())
            fail(at, Msg::FormatEdgeNeedsTwoIds);
        const std::size_t secondAt = at - second.size();
        const NodeId v = nodeId(second, secondAt);
        if (const std::string_view extra = token(at, end); !extra.empty())
            fail(at - extra.size(), {Msg::FormatExtraText, {quote(extra)}});
        if (sink_.edgeCount() >= kMaxPictureEdges)
            fail(firstAt, {Msg::FormatTooManyEdges, {std::to_string(kMaxPictureEdges)}});
        const std::int64_t a = ensureNode(u, firstAt, false);
        const std::int64_t b = ensureNode(v, secondAt, false);
        sink_.addEdge(a, b);
    }

    std::string_view text_;
    const std::string& source_;
    Sink& sink_;
    std::size_t line_ = 0;
    std::size_t lineStart_ = 0;
    bool hasNul_ = false;  // the text has a NUL byte somewhere: look for it in each line
    static constexpr std::size_t kPendingLines = 8;
    PendingEdge pending_[kPendingLines] = {};
    std::size_t pendingFirst_ = 0, pendingCount_ = 0;
};

}  // namespace homestead::detail
