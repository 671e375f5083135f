// Reading and writing picture files (see picture_json.h).
//
// Reading, general path: nlohmann-json's SAX parser drives a small state machine (root object → nodes/edges
// arrays → node/edge objects; anything unknown is skipped by depth counting), which fills plain
// node and edge records and notes the first problem with its JSON path. Only after the whole text
// has been read are the problems reported, in a fixed order of importance: not JSON, then the
// format and version (so a newer file is refused as newer, not for its contents), then the first
// problem met in the contents, then missing lists, then duplicate ids and edges naming missing
// nodes. The Picture is built last, in a local, so a caller gets all of it or an exception.
// Reading, fast path: FastReader scans plain files into the same records and hands anything
// unusual to the general path (see FastReader).
// Writing: the keys in a fixed order, one node or edge per line, numbers by std::to_chars
// (integral coordinates as integers, others in the shortest form that reads back exactly).
#include "homestead/picture_json.h"

#include "homestead/display_text.h"
#include "homestead/text_input.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <cmath>
#include <limits>
#include <optional>
#include <sstream>
#include <unordered_map>
#include <utility>
#include <vector>

namespace homestead {

namespace {

using json = nlohmann::json;

constexpr const char* kFormatName = "homestead-picture";

std::string jsonString(const std::string& s) {
    return json(s).dump(-1, ' ', false, json::error_handler_t::replace);
}

std::string numberText(double v) {
    char buffer[64];
    if (std::abs(v) < 9.0e15 && v == std::trunc(v)) {
        auto r = std::to_chars(buffer, buffer + sizeof buffer, static_cast<std::int64_t>(v));
        return std::string(buffer, r.ptr);
    }
    auto r = std::to_chars(buffer, buffer + sizeof buffer, v);
    return std::string(buffer, r.ptr);
}

// One scalar or the start of a container, as seen by the state machine.
struct Value {
    enum Kind { Null, Bool, Integer, Unsigned, Float, String, Object, Array } kind = Null;
    bool b = false;
    std::int64_t i = 0;
    std::uint64_t u = 0;
    double f = 0;
    std::string* s = nullptr;
    const std::string* raw = nullptr;  // a float's text as written

    const char* name() const {
        switch (kind) {
            case Null: return "null";
            case Bool: return "a boolean";
            case Integer: case Unsigned: case Float: return "a number";
            case String: return "a string";
            case Object: return "an object";
            case Array: return "an array";
        }
        return "a value";
    }
    bool isNumber() const { return kind == Integer || kind == Unsigned || kind == Float; }
    double asDouble() const {
        return kind == Integer ? double(i) : kind == Unsigned ? double(u) : f;
    }
};

struct RawNode {
    std::optional<std::int64_t> id;
    std::optional<double> x, y;
    bool ground = false;
    std::string name;
};

struct RawEdge {
    std::optional<std::int64_t> id, from, to;
    std::string name;
};

class PictureSax {
public:
    explicit PictureSax(std::string_view text) : text_(text) {}

    // --- nlohmann SAX interface -----------------------------------------------------------
    bool null() { return value(Value{Value::Null}); }
    bool boolean(bool v) { Value x{Value::Bool}; x.b = v; return value(x); }
    bool number_integer(std::int64_t v) { Value x{Value::Integer}; x.i = v; return value(x); }
    bool number_unsigned(std::uint64_t v) { Value x{Value::Unsigned}; x.u = v; return value(x); }
    bool number_float(double v, const std::string& raw) {
        Value x{Value::Float};
        x.f = v;
        x.raw = &raw;
        return value(x);
    }
    bool string(std::string& v) { Value x{Value::String}; x.s = &v; return value(x); }
    bool binary(std::vector<std::uint8_t>&) { return value(Value{Value::Null}); }
    bool start_object(std::size_t) { return value(Value{Value::Object}); }
    bool start_array(std::size_t) { return value(Value{Value::Array}); }
    bool key(std::string& k) {
        if (skipDepth_ == 0) key_ = std::move(k);
        return true;
    }
    bool end_object() { return end(); }
    bool end_array() { return end(); }
    bool parse_error(std::size_t position, const std::string&, const nlohmann::detail::exception& e) {
        // The position counts the characters read, the bad one included.
        std::size_t upTo = std::min(position == 0 ? 0 : position - 1, text_.size());
        std::size_t line = 1, column = 1;
        for (std::size_t k = 0; k < upTo; ++k) {
            if (text_[k] == '\n') { ++line; column = 1; } else { ++column; }
        }
        std::string what = e.what();
        std::size_t at = what.find("column ");
        if (at != std::string::npos) at = what.find(": ", at);
        std::string detail = at != std::string::npos ? what.substr(at + 2)
                             : what.find("] ") != std::string::npos ? what.substr(what.find("] ") + 2)
                                                                    : what;
        // nlohmann-json echoes the token it read ("last read: '\"abc…'"), which may be a whole
        // unterminated 10 MB string, control characters or a cut UTF-8 sequence: shown shortened.
        const std::string lastRead = "last read: '";
        if (const std::size_t from = detail.find(lastRead); from != std::string::npos) {
            const std::size_t start = from + lastRead.size();
            const std::size_t close = detail.rfind('\'');
            if (close != std::string::npos && close >= start)
                detail = detail.substr(0, from) + "last read: " +
                         quote(std::string_view(detail).substr(start, close - start)) + detail.substr(close + 1);
        }
        const bool overflow = detail.find("number overflow") != std::string::npos;
        syntaxError_ = "line " + std::to_string(line) + ", column " + std::to_string(column) +
                       (overflow ? ": a number out of range (" : ": not JSON (") + detail + ")";
        return false;
    }

    // --- results ----------------------------------------------------------------------------
    std::string syntaxError_;
    std::string firstError_;
    std::optional<std::string> format_;
    std::optional<std::int64_t> version_;
    std::string versionError_;
    std::string versionText_;  // the version as written, for messages
    std::string title_;
    bool sawNodes_ = false, sawEdges_ = false, rootIsObject_ = false;
    std::vector<RawNode> nodes_;
    std::vector<RawEdge> edges_;

private:
    enum class Where { Top, Root, Nodes, Node, Edges, Edge, Done };

    void problem(const std::string& path, const std::string& message) {
        if (firstError_.empty()) firstError_ = path + ": " + message;
    }
    // The JSON path of the value being read, built only when a problem is reported.
    std::string here() const {
        switch (where_) {
            case Where::Node: return nodePath() + "." + key_;
            case Where::Edge: return edgePath() + "." + key_;
            default: return "$." + key_;
        }
    }
    std::string nodePath() const { return "$.nodes[" + std::to_string(nodes_.size() - 1) + "]"; }
    std::string edgePath() const { return "$.edges[" + std::to_string(edges_.size() - 1) + "]"; }

    // Skips the value just started if it is a container.
    bool skip(const Value& v) {
        if (v.kind == Value::Object || v.kind == Value::Array) skipDepth_ = 1;
        return true;
    }

    bool end() {
        if (skipDepth_ > 0) { --skipDepth_; return true; }
        switch (where_) {
            case Where::Root: where_ = Where::Done; break;
            case Where::Nodes: case Where::Edges: where_ = Where::Root; break;
            case Where::Node: finishNode(); where_ = Where::Nodes; break;
            case Where::Edge: finishEdge(); where_ = Where::Edges; break;
            default: break;
        }
        return true;
    }

    // An id-like integer: non-negative, integral. Reports and returns nothing when it is not.
    std::optional<std::int64_t> integer(const Value& v, const char* what) {
        const auto path = [this] { return here(); };
        if (v.kind == Value::Integer) {
            if (v.i < 0) { problem(path(), std::string(what) + " " + std::to_string(v.i) + " is negative"); return {}; }
            return v.i;
        }
        if (v.kind == Value::Unsigned) {
            if (v.u > std::uint64_t(std::numeric_limits<std::int64_t>::max())) {
                problem(path(), std::string(what) + " " + std::to_string(v.u) + " is too large");
                return {};
            }
            return std::int64_t(v.u);
        }
        if (v.kind == Value::Float) {
            if (std::isfinite(v.f) && v.f == std::trunc(v.f) && std::abs(v.f) <= 9.0e15) {
                if (v.f < 0) { problem(path(), std::string(what) + " " + numberText(v.f) + " is negative"); return {}; }
                return std::int64_t(v.f);
            }
            problem(path(), std::string(what) + " must be an integer, found " +
                              (std::isfinite(v.f) ? numberText(v.f) : std::string("a non-finite number")));
            return {};
        }
        problem(path(), std::string(what) + " must be an integer, found " + v.name());
        return {};
    }

    std::optional<double> coordinate(const Value& v) {
        const auto path = [this] { return here(); };
        if (!v.isNumber()) { problem(path(), std::string("a coordinate must be a number, found ") + v.name()); return {}; }
        double d = v.asDouble();
        if (!std::isfinite(d)) { problem(path(), "the coordinate is not finite"); return {}; }
        if (std::abs(d) > kMaxPictureCoordinate) {
            problem(path(), "the coordinate " + numberText(d) + " is out of range (at most 1e9 in size)");
            return {};
        }
        return d;
    }

    bool wrongType(const Value& v, const std::string& path, const char* expected) {
        problem(path, std::string("expected ") + expected + ", found " + v.name());
        return skip(v);
    }
    bool wrongType(const Value& v, const char* expected) { return wrongType(v, here(), expected); }

    // Guards against repeated keys inside one object.
    bool firstTime(unsigned& seen, unsigned bit) {
        if (seen & bit) { problem(here(), "the key appears twice"); return false; }
        seen |= bit;
        return true;
    }

    bool value(const Value& v) {
        if (skipDepth_ > 0) {
            if (v.kind == Value::Object || v.kind == Value::Array) ++skipDepth_;
            return true;
        }
        switch (where_) {
            case Where::Top:
                if (v.kind != Value::Object) {
                    problem("$", std::string("expected an object (a homestead-picture file), found ") + v.name());
                    where_ = Where::Done;
                    return skip(v);
                }
                rootIsObject_ = true;
                where_ = Where::Root;
                return true;
            case Where::Root: return rootValue(v);
            case Where::Nodes:
                if (nodes_.size() >= kMaxPictureNodes)
                    throw FormatError("$.nodes: more than " + std::to_string(kMaxPictureNodes) +
                                      " nodes, too many for a picture");
                nodes_.emplace_back();
                if (v.kind != Value::Object) return wrongType(v, nodePath(), "a node object");
                where_ = Where::Node;
                seen_ = 0;
                return true;
            case Where::Edges:
                if (edges_.size() >= kMaxPictureEdges)
                    throw FormatError("$.edges: more than " + std::to_string(kMaxPictureEdges) +
                                      " edges, too many for a picture");
                edges_.emplace_back();
                if (v.kind != Value::Object) return wrongType(v, edgePath(), "an edge object");
                where_ = Where::Edge;
                seen_ = 0;
                return true;
            case Where::Node: return nodeValue(v);
            case Where::Edge: return edgeValue(v);
            case Where::Done: return skip(v);
        }
        return true;
    }

    bool rootValue(const Value& v) {
        if (key_ == "format") {
            if (!firstTime(rootSeen_, 1)) return skip(v);
            if (v.kind != Value::String) {
                format_ = std::string("(") + v.name() + ")";
                return skip(v);
            }
            format_ = *v.s;
            return true;
        }
        if (key_ == "version") {
            if (!firstTime(rootSeen_, 2)) return skip(v);
            if (v.kind == Value::Integer || v.kind == Value::Unsigned ||
                (v.kind == Value::Float && std::isfinite(v.f) && v.f == std::trunc(v.f))) {
                double d = v.asDouble();
                version_ = d > 1e9 ? std::int64_t(1e9) : d < -1e9 ? std::int64_t(-1e9) : std::int64_t(d);
                // The messages repeat the version as written (10^23, not the clamped 10^9).
                versionText_ = v.kind == Value::Integer    ? std::to_string(v.i)
                               : v.kind == Value::Unsigned ? std::to_string(v.u)
                                                           : displayText(*v.raw);
            } else {
                versionError_ = std::string("the version must be an integer, found ") + v.name();
            }
            return skip(v);
        }
        if (key_ == "title") {
            if (!firstTime(rootSeen_, 4)) return skip(v);
            if (v.kind != Value::String) return wrongType(v, "a string");
            title_ = std::move(*v.s);
            return true;
        }
        if (key_ == "nodes") {
            if (!firstTime(rootSeen_, 8)) return skip(v);
            sawNodes_ = true;
            if (v.kind != Value::Array) return wrongType(v, "an array of nodes");
            where_ = Where::Nodes;
            return true;
        }
        if (key_ == "edges") {
            if (!firstTime(rootSeen_, 16)) return skip(v);
            sawEdges_ = true;
            if (v.kind != Value::Array) return wrongType(v, "an array of edges");
            where_ = Where::Edges;
            return true;
        }
        return skip(v);  // unknown keys are ignored
    }

    bool nodeValue(const Value& v) {
        RawNode& n = nodes_.back();
        if (key_ == "id") {
            if (firstTime(seen_, 1)) n.id = integer(v, "the id");
        } else if (key_ == "x") {
            if (firstTime(seen_, 2)) n.x = coordinate(v);
        } else if (key_ == "y") {
            if (firstTime(seen_, 4)) n.y = coordinate(v);
        } else if (key_ == "ground") {
            if (!firstTime(seen_, 8)) return skip(v);
            if (v.kind != Value::Bool) return wrongType(v, "true or false");
            n.ground = v.b;
        } else if (key_ == "name") {
            if (!firstTime(seen_, 16)) return skip(v);
            if (v.kind != Value::String) return wrongType(v, "a string");
            n.name = std::move(*v.s);
        }
        return skip(v);
    }

    bool edgeValue(const Value& v) {
        RawEdge& e = edges_.back();
        if (key_ == "id") {
            if (firstTime(seen_, 1)) e.id = integer(v, "the id");
        } else if (key_ == "from") {
            if (firstTime(seen_, 2)) e.from = integer(v, "the node id");
        } else if (key_ == "to") {
            if (firstTime(seen_, 4)) e.to = integer(v, "the node id");
        } else if (key_ == "name") {
            if (!firstTime(seen_, 8)) return skip(v);
            if (v.kind != Value::String) return wrongType(v, "a string");
            e.name = std::move(*v.s);
        }
        return skip(v);
    }

    void finishNode() {
        if (!(seen_ & 1)) problem(nodePath(), "the node has no id");
        else if (bool(seen_ & 2) != bool(seen_ & 4))
            problem(nodePath(), std::string("the node has ") + ((seen_ & 2) ? "x but no y" : "y but no x"));
    }

    void finishEdge() {
        if (!(seen_ & 1)) problem(edgePath(), "the edge has no id");
        else if (!(seen_ & 2)) problem(edgePath(), "the edge has no \"from\" node");
        else if (!(seen_ & 4)) problem(edgePath(), "the edge has no \"to\" node");
    }

    std::string_view text_;
    Where where_ = Where::Top;
    int skipDepth_ = 0;
    std::string key_;
    unsigned seen_ = 0;      // keys seen in the current node or edge object
    unsigned rootSeen_ = 0;  // keys seen in the root object
};


// A fast path for well-formed files in the usual shape (what writePictureJson writes, or close to
// it): a direct scanner that fills the same records as the SAX machine. It gives up (returns false)
// at the first thing it does not handle exactly as nlohmann-json would — escapes, non-ASCII text,
// exponents, unknown or repeated keys, missing fields, values out of range, limits — and the
// caller then reads the text again with the SAX machine, which accepts or reports it. So what it
// accepts is read exactly as the slow path would read it, about three times faster.
class FastReader {
public:
    FastReader(std::string_view text, PictureSax& out) : p_(text.data()), end_(text.data() + text.size()), out_(out) {}

    bool read() {
        if (end_ - p_ >= 3 && static_cast<unsigned char>(p_[0]) == 0xEF) return false;  // a BOM
        if (!expect('{')) return false;
        out_.rootIsObject_ = true;
        unsigned seen = 0;
        if (!peekIs('}')) {
            do {
                std::string_view key;
                if (!string(key) || !expect(':')) return false;
                if (key == "format") {
                    std::string_view v;
                    if ((seen & 1) || !string(v)) return false;
                    seen |= 1;
                    out_.format_ = std::string(v);
                } else if (key == "version") {
                    std::int64_t v;
                    if ((seen & 2) || !integer(v)) return false;
                    seen |= 2;
                    out_.version_ = v;
                } else if (key == "title") {
                    std::string_view v;
                    if ((seen & 4) || !string(v)) return false;
                    seen |= 4;
                    out_.title_ = std::string(v);
                } else if (key == "nodes") {
                    if ((seen & 8) || !nodes()) return false;
                    seen |= 8;
                    out_.sawNodes_ = true;
                } else if (key == "edges") {
                    if ((seen & 16) || !edges()) return false;
                    seen |= 16;
                    out_.sawEdges_ = true;
                } else {
                    return false;
                }
            } while (accept(','));
        }
        if (!expect('}')) return false;
        skipSpace();
        // Anything to complain about is left to the SAX machine, which words every message.
        return p_ == end_ && out_.format_ == std::string(kFormatName) &&
               out_.version_ == std::int64_t(kPictureFormatVersion) && out_.sawNodes_ && out_.sawEdges_;
    }

private:
    void skipSpace() {
        while (p_ < end_ && (*p_ == ' ' || *p_ == '\n' || *p_ == '\r' || *p_ == '\t')) ++p_;
    }
    bool peekIs(char c) {
        skipSpace();
        return p_ < end_ && *p_ == c;
    }
    bool accept(char c) {
        if (!peekIs(c)) return false;
        ++p_;
        return true;
    }
    bool expect(char c) { return accept(c); }

    // Plain ASCII strings without escapes or control characters only.
    bool string(std::string_view& out) {
        if (!accept('"')) return false;
        const char* start = p_;
        while (p_ < end_ && *p_ != '"') {
            const unsigned char c = static_cast<unsigned char>(*p_);
            if (c == '\\' || c < 0x20 || c >= 0x80) return false;
            ++p_;
        }
        if (p_ == end_) return false;
        out = std::string_view(start, static_cast<std::size_t>(p_ - start));
        ++p_;
        return true;
    }

    // A number token -?(0|[1-9][0-9]*)(.[0-9]+)? with no exponent; `integral` when it has no '.'.
    bool numberToken(std::string_view& token, bool& integral) {
        skipSpace();
        const char* start = p_;
        if (p_ < end_ && *p_ == '-') ++p_;
        if (p_ == end_ || *p_ < '0' || *p_ > '9') return false;
        if (*p_ == '0' && p_ + 1 < end_ && p_[1] >= '0' && p_[1] <= '9') return false;
        while (p_ < end_ && *p_ >= '0' && *p_ <= '9') ++p_;
        integral = true;
        if (p_ < end_ && *p_ == '.') {
            integral = false;
            ++p_;
            if (p_ == end_ || *p_ < '0' || *p_ > '9') return false;
            while (p_ < end_ && *p_ >= '0' && *p_ <= '9') ++p_;
        }
        if (p_ < end_ && (*p_ == 'e' || *p_ == 'E')) return false;
        token = std::string_view(start, static_cast<std::size_t>(p_ - start));
        return token.size() <= 24;
    }

    // A non-negative integer that fits easily (ids, the version).
    bool integer(std::int64_t& v) {
        std::string_view t;
        bool integral;
        if (!numberToken(t, integral) || !integral || t[0] == '-' || t.size() > 17) return false;
        auto r = std::from_chars(t.data(), t.data() + t.size(), v);
        return r.ec == std::errc() && r.ptr == t.data() + t.size();
    }

    bool coordinate(double& v) {
        std::string_view t;
        bool integral;
        if (!numberToken(t, integral)) return false;
        auto r = std::from_chars(t.data(), t.data() + t.size(), v);
        return r.ec == std::errc() && r.ptr == t.data() + t.size() && std::isfinite(v) &&
               std::abs(v) <= kMaxPictureCoordinate;
    }

    bool literal(bool& v) {
        skipSpace();
        if (end_ - p_ >= 4 && std::string_view(p_, 4) == "true") { p_ += 4; v = true; return true; }
        if (end_ - p_ >= 5 && std::string_view(p_, 5) == "false") { p_ += 5; v = false; return true; }
        return false;
    }

    bool nodes() {
        if (!expect('[')) return false;
        if (accept(']')) return true;
        do {
            if (out_.nodes_.size() >= kMaxPictureNodes || !expect('{')) return false;
            RawNode& n = out_.nodes_.emplace_back();
            unsigned seen = 0;
            do {
                std::string_view key;
                if (!string(key) || !expect(':')) return false;
                if (key == "id") {
                    std::int64_t v;
                    if ((seen & 1) || !integer(v)) return false;
                    seen |= 1;
                    n.id = v;
                } else if (key == "x" || key == "y") {
                    const unsigned bit = key == "x" ? 2 : 4;
                    double v;
                    if ((seen & bit) || !coordinate(v)) return false;
                    seen |= bit;
                    (bit == 2 ? n.x : n.y) = v;
                } else if (key == "ground") {
                    if ((seen & 8) || !literal(n.ground)) return false;
                    seen |= 8;
                } else if (key == "name") {
                    std::string_view v;
                    if ((seen & 16) || !string(v)) return false;
                    seen |= 16;
                    n.name = std::string(v);
                } else {
                    return false;
                }
            } while (accept(','));
            if (!expect('}') || !(seen & 1) || bool(seen & 2) != bool(seen & 4)) return false;
        } while (accept(','));
        return expect(']');
    }

    bool edges() {
        if (!expect('[')) return false;
        if (accept(']')) return true;
        do {
            if (out_.edges_.size() >= kMaxPictureEdges || !expect('{')) return false;
            RawEdge& e = out_.edges_.emplace_back();
            unsigned seen = 0;
            do {
                std::string_view key;
                if (!string(key) || !expect(':')) return false;
                std::optional<std::int64_t>* slot = key == "id" ? &e.id : key == "from" ? &e.from : key == "to" ? &e.to : nullptr;
                if (slot) {
                    const unsigned bit = key == "id" ? 1 : key == "from" ? 2 : 4;
                    std::int64_t v;
                    if ((seen & bit) || !integer(v)) return false;
                    seen |= bit;
                    *slot = v;
                } else if (key == "name") {
                    std::string_view v;
                    if ((seen & 8) || !string(v)) return false;
                    seen |= 8;
                    e.name = std::string(v);
                } else {
                    return false;
                }
            } while (accept(','));
            if (!expect('}') || (seen & 7) != 7) return false;
        } while (accept(','));
        return expect(']');
    }

    const char* p_;
    const char* end_;
    PictureSax& out_;
};

}  // namespace

Picture readPictureJson(std::string_view text, const std::string& sourceName) {
    const std::string source = sourceName + ": ";
    if (text.size() > kMaxPictureFileBytes)
        throw FormatError(source + "the text is " + std::to_string(text.size() >> 20) +
                          " MiB, too large for a picture (the limit is " +
                          std::to_string(kMaxPictureFileBytes >> 20) + " MiB)");
    // The JSON reader stops at a NUL byte as at the end of the text: what follows would be ignored.
    if (const std::size_t nul = text.find('\0'); nul != std::string_view::npos) {
        const std::string_view before = text.substr(0, nul);
        const std::size_t line = 1 + std::count(before.begin(), before.end(), '\n');
        const std::size_t lineStart = before.rfind('\n');
        const std::size_t column = nul - (lineStart == std::string_view::npos ? 0 : lineStart + 1) + 1;
        throw FormatError(source + "line " + std::to_string(line) + ", column " + std::to_string(column) +
                          ": a NUL byte (not a text file)");
    }
    PictureSax sax(text);
    if (!FastReader(text, sax).read()) {
        sax = PictureSax(text);
        try {
            json::sax_parse(text.begin(), text.end(), &sax, json::input_format_t::json, true);
        } catch (const FormatError& e) {
            throw FormatError(source + e.what());
        }
    }
    if (!sax.syntaxError_.empty()) throw FormatError(source + sax.syntaxError_);
    if (!sax.rootIsObject_) throw FormatError(source + sax.firstError_);
    if (!sax.format_)
        throw FormatError(source + "$: not a Homestead picture (no \"format\": \"" + kFormatName + "\")");
    if (*sax.format_ != kFormatName)
        throw FormatError(source + "$.format: unknown format \"" + displayText(*sax.format_) + "\"" +
                          " (expected \"" + kFormatName + "\")");
    if (!sax.versionError_.empty()) throw FormatError(source + "$.version: " + sax.versionError_);
    if (!sax.version_) throw FormatError(source + "$: the \"version\" is missing");
    const std::string versionText = sax.versionText_.empty() ? std::to_string(*sax.version_) : sax.versionText_;
    if (*sax.version_ > kPictureFormatVersion)
        throw FormatError(source + "$.version: version " + versionText +
                          " is newer than this program reads (version " +
                          std::to_string(kPictureFormatVersion) + "); update Homestead to open it");
    if (*sax.version_ < 1)
        throw FormatError(source + "$.version: version " + versionText +
                          " does not exist (versions start at 1)");
    if (!sax.firstError_.empty()) throw FormatError(source + sax.firstError_);
    if (!sax.sawNodes_) throw FormatError(source + "$: the \"nodes\" list is missing");
    if (!sax.sawEdges_) throw FormatError(source + "$: the \"edges\" list is missing");

    Picture picture;
    picture.title = std::move(sax.title_);
    for (std::size_t k = 0; k < sax.nodes_.size(); ++k) {
        RawNode& n = sax.nodes_[k];
        if (picture.hasNode(*n.id))
            throw FormatError(source + "$.nodes[" + std::to_string(k) + "].id: node id " +
                              std::to_string(*n.id) + " is used twice (also $.nodes[" +
                              std::to_string(picture.indexOfNode(*n.id)) + "])");
        std::optional<Point> position;
        if (n.x) position = Point{*n.x, *n.y};
        picture.insertNode(Node{*n.id, position, n.ground, std::move(n.name)});
    }
    for (std::size_t k = 0; k < sax.edges_.size(); ++k) {
        RawEdge& e = sax.edges_[k];
        const auto path = [k] { return "$.edges[" + std::to_string(k) + "]"; };
        if (picture.hasEdge(*e.id))
            throw FormatError(source + path() + ".id: edge id " + std::to_string(*e.id) +
                              " is used twice (also $.edges[" +
                              std::to_string(picture.indexOfEdge(*e.id)) + "])");
        if (!picture.hasNode(*e.from))
            throw FormatError(source + path() + ".from: node " + std::to_string(*e.from) + " does not exist");
        if (!picture.hasNode(*e.to))
            throw FormatError(source + path() + ".to: node " + std::to_string(*e.to) + " does not exist");
        picture.insertEdge(Edge{*e.id, *e.from, *e.to, std::move(e.name)});
    }
    return picture;
}

std::string writePictureJson(const Picture& picture) {
    std::string out;
    out.reserve(64 + 48 * (picture.nodeCount() + picture.edgeCount()));
    out += "{\n  \"format\": \"";
    out += kFormatName;
    out += "\",\n  \"version\": ";
    out += std::to_string(kPictureFormatVersion);
    out += ",\n";
    if (!picture.title.empty()) out += "  \"title\": " + jsonString(picture.title) + ",\n";
    out += "  \"nodes\": [";
    const auto& nodes = picture.nodes();
    for (std::size_t k = 0; k < nodes.size(); ++k) {
        const Node& n = nodes[k];
        out += k == 0 ? "\n    {\"id\": " : ",\n    {\"id\": ";
        out += std::to_string(n.id);
        if (n.position) {
            out += ", \"x\": ";
            out += numberText(n.position->x);
            out += ", \"y\": ";
            out += numberText(n.position->y);
        }
        if (n.ground) out += ", \"ground\": true";
        if (!n.name.empty()) out += ", \"name\": " + jsonString(n.name);
        out += "}";
    }
    out += nodes.empty() ? "],\n" : "\n  ],\n";
    out += "  \"edges\": [";
    const auto& edges = picture.edges();
    for (std::size_t k = 0; k < edges.size(); ++k) {
        const Edge& e = edges[k];
        out += k == 0 ? "\n    {\"id\": " : ",\n    {\"id\": ";
        out += std::to_string(e.id);
        out += ", \"from\": ";
        out += std::to_string(e.from);
        out += ", \"to\": ";
        out += std::to_string(e.to);
        if (!e.name.empty()) out += ", \"name\": " + jsonString(e.name);
        out += "}";
    }
    out += edges.empty() ? "]\n}\n" : "\n  ]\n}\n";
    return out;
}

}  // namespace homestead
