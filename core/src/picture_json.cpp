// Reading picture files (see picture_json.h).
//
// Reading: one reader, on simdjson's On-Demand parser (Debian's libsimdjson). It walks the whole
// document once — root object, "nodes" and "edges" arrays, node and edge objects — putting each
// node and edge straight into the Picture (no intermediate records: on large files they cost a
// third of the reading time) and noting the first problem with its JSON path; every value it does
// not use (unknown keys, values of the wrong type) is walked too, so the whole text is checked as
// JSON (On-Demand alone would only skip over them). Only after the whole text has been read are the
// problems reported, in a fixed order of importance: not JSON, then the format and version (so a
// newer file is refused as newer, not for its contents), then the first problem met in the
// contents, then missing lists, then duplicate ids and edges naming missing nodes. The Picture is
// the reader's own until then, so a caller gets all of it or an exception.
// Where the text is not JSON, the message gives the line and column: from simdjson's location, or,
// for what simdjson finds before walking (a string never closed, a control character in a string,
// brackets that do not match, text after the end), from locateStructureError, a scan that runs
// only on that error path. Nesting is limited to kMaxDepth levels (simdjson's limit is 1024).
// simdjson needs 64 bytes of padding after the text, so the text is copied once into a padded
// buffer, unless the caller's text has that room (readPictureJsonInPlace: a string with spare
// capacity, or a file mapped by readFileText, as loadPictureFile reads files: not copied at all).
// Nodes and edges are read straight into two lists, and go into the Picture together once the text
// is read (Picture::assignLists: the id indexes built at once, at a cost alike for ids ascending,
// shuffled or sparse; one at a time, each scattered id was a cache miss); room for the lists is
// reserved from the text's size (roomFor). Known keys are matched on their bytes
// (keyBit). The readers of values are inline and hand their problem paths a copy of the value
// (see integer()), so simdjson's iterator stays in registers. A NUL byte (refused before any other
// problem) is looked for only once the text has failed: a text with one never reads.
// The measurements behind these choices, and what was tried and left out, are in
// docs/performance.md ("Reading picture files"; bench_picture_io and `homestead-cli analyse --timings`).
//// Writing is picture_json_write.cpp.
#include "homestead/picture_json.h"

#include "homestead/display_text.h"
#include "homestead/text_append.h"

#include "json_text_scan.h"

#include <simdjson.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>
#include <memory>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

namespace homestead {

namespace {

namespace od = simdjson::ondemand;
using namespace json_scan;

constexpr int kMaxDepth = 1000;  // levels of nested arrays and objects, the root included
// The keys read, in the order of their bits (see keyBit).
constexpr std::array<std::string_view, 5> kRootKeys{"format", "version", "title", "nodes", "edges"};
constexpr std::array<std::string_view, 5> kNodeKeys{"id", "x", "y", "ground", "name"};
constexpr std::array<std::string_view, 4> kEdgeKeys{"id", "from", "to", "name"};

std::string numberText(double v) {
    std::string out;
    appendNumber(out, v);
    return out;
}

ErrorPhrase typeName(od::json_type t) {
    switch (t) {
        case od::json_type::array: return Msg::FormatAnArray;
        case od::json_type::object: return Msg::FormatAnObject;
        case od::json_type::number: return Msg::FormatANumber;
        case od::json_type::string: return Msg::FormatAString;
        case od::json_type::boolean: return Msg::FormatABoolean;
        case od::json_type::null: return "null";
    }
    return Msg::FormatAValue;
}

// "the id" or "the node id", as integer() is told, in the catalogue's words.
ErrorPhrase idWord(const char* what) {
    return std::strcmp(what, "the node id") == 0 ? Msg::FormatTheNodeId : Msg::FormatTheId;
}

// Thrown inside the reader at the first thing that is not JSON: the offset in the text and the problem.
// `json` is false for a number beyond the range of a double (valid JSON, but no number here).
struct NotJson {
    std::size_t at;
    ErrorPhrase problem;
    bool json = false;
};

class PictureReader {
public:
    // objects: at least the number of nodes and edges the text can hold, so room for the lists is
    // reserved from it. capacity: the bytes readable from text.data() on; with less than 64 to spare
    // past the end the text is copied. A UTF-8 byte order mark is skipped (offsets stay those of
    // `text`).
    PictureReader(std::string_view text, std::size_t capacity, std::size_t objects)
        : original_(text), objects_(objects) {
        if (text.starts_with("\xEF\xBB\xBF")) skipped_ = 3;
        const std::string_view json = text.substr(skipped_);
        if (capacity >= text.size() + simdjson::SIMDJSON_PADDING) {
            padded_ = simdjson::padded_string_view(json.data(), json.size(), capacity - skipped_);
        } else {
            copy_ = simdjson::padded_string(json);
            padded_ = copy_;
        }
    }

    // Reads the whole text. Throws NotJson, or FormatError for a list longer than the limits.
    void read() {
        if (const auto error = parser_.iterate(padded_).get(doc_)) fail(error);
        iterating_ = true;
        const od::json_type type = take(doc_.type());
        if (type == od::json_type::object) {
            rootIsObject_ = true;
            od::object root = take(doc_.get_object());
            readRoot(root);
        } else {
            problem("$", {Msg::FormatRootNotObject, {typeName(type)}});
            checkRootValue(type);
        }
        // simdjson stops at the end of the root value: anything after it is not JSON.
        const char* after = nullptr;
        if (!doc_.current_location().get(after))
            throw NotJson{offsetOf(after), {Msg::FormatTextAfterEnd, {tokenAt(original_, offsetOf(after))}}};
    }

    ErrorParts firstError_;  // the path and the problem
    std::optional<std::string> format_;
    std::optional<ErrorPhrase> formatNotString_;  // what "format" holds when it is no string
    std::optional<std::int64_t> version_;
    std::optional<ErrorPhrase> versionError_;
    std::string versionText_;  // the version as written, for messages
    bool sawNodes_ = false, sawEdges_ = false, rootIsObject_ = false;
    Picture picture_;  // the title; the nodes and edges once assemble() has put them in

    // The nodes and edges read into picture_; the first repeated id or edge naming a missing node,
    // as a message, or empty. Once a problem is noted the picture is not used, so until then every
    // node and edge read is in the lists, at its place in the file's list.
    ErrorParts assemble() {
        const Picture::ListProblems p = picture_.assignLists(std::move(nodes_), std::move(edges_));
        if (p.repeatedNode != p.npos) {
            const NodeId id = picture_.nodes()[p.repeatedNode].id;
            return {"$.nodes[" + std::to_string(p.repeatedNode) + "].id",
                    {Msg::FormatNodeIdTwice, {std::to_string(id), "$.nodes[" + std::to_string(picture_.indexOfNode(id)) + "]"}}};
        }
        if (p.repeatedEdge == p.npos && p.missingEnd == p.npos) return {};
        const std::size_t k = std::min(p.repeatedEdge, p.missingEnd);  // the edge's id is checked first
        const Edge& edge = picture_.edges()[k];
        const std::string path = "$.edges[" + std::to_string(k) + "]";
        if (k == p.repeatedEdge)
            return {path + ".id", {Msg::FormatEdgeIdTwice, {std::to_string(edge.id),
                                                            "$.edges[" + std::to_string(picture_.indexOfEdge(edge.id)) + "]"}}};
        if (!picture_.hasNode(edge.from)) return {path + ".from", {Msg::FormatNoSuchNode, {std::to_string(edge.from)}}};
        return {path + ".to", {Msg::FormatNoSuchNode, {std::to_string(edge.to)}}};
    }

private:
    std::size_t offsetOf(const char* p) const { return skipped_ + static_cast<std::size_t>(p - padded_.data()); }

    // The offset where simdjson stopped, or the end of the text (the start before it began).
    std::size_t here() {
        const char* at = nullptr;
        if (!iterating_) return 0;
        if (doc_.current_location().get(at)) return original_.size();
        return offsetOf(at);
    }

    [[noreturn]] void fail(simdjson::error_code error) {
        using namespace simdjson;
        switch (error) {
            case EMPTY: throw NotJson{original_.size(), Msg::FormatEmptyText};
            case UTF8_ERROR: {
                std::size_t at = 0;
                while (at < original_.size() &&
                       (static_cast<unsigned char>(original_[at]) < 0x80 || characterLength(original_, at) > 1))
                    at += characterLength(original_, at);
                throw NotJson{at, {Msg::FormatNotUtf8, {displayText(original_.substr(at, 1))}}};
            }
            case DEPTH_ERROR: throw NotJson{here(), {Msg::FormatNestedTooDeep, {"1024"}}};
            case STRING_ERROR: throw NotJson{here(), Msg::FormatBadEscape};
            case UNCLOSED_STRING: case UNESCAPED_CHARS: case INCOMPLETE_ARRAY_OR_OBJECT:
                if (auto located = locateStructureError(original_.substr(skipped_), kMaxDepth))
                    throw NotJson{skipped_ + located->first, located->second};
                break;
            default: break;
        }
        const std::size_t at = here();
        throw NotJson{at, {Msg::FormatUnexpected, {tokenAt(original_, at)}}};
    }

    template <class T>
    T take(simdjson::simdjson_result<T>&& result) {
        T value;
        if (const auto error = std::move(result).get(value)) fail(error);
        return value;
    }

    void problem(std::string path, ErrorPhrase message) {
        if (firstError_.empty()) firstError_ = {std::move(path), std::move(message)};
    }

    // A number as a double; a malformed one or one beyond the range of a double is not JSON.
    double number(od::value v) {
        double d;
        if (!v.get_double().get(d)) return d;
        const std::string_view token = trimmed(v.raw_json_token());
        const std::size_t at = offsetOf(token.data());
        if (isJsonNumber(token)) throw NotJson{at, {Msg::FormatNumberOutOfRange, {displayText(token)}}, true};
        throw NotJson{at, {Msg::FormatUnexpected, {tokenAt(original_, at)}}};
    }

    // A string's text; a bad escape in it is not JSON, placed at the string's start.
    [[noreturn]] void badString(od::value v, simdjson::error_code error) {
        if (error == simdjson::STRING_ERROR) throw NotJson{offsetOf(v.raw_json_token().data()), Msg::FormatBadEscape};
        fail(error);
    }

    // A key as written when it has no escape (no copy: 30% of the keys' cost), else unescaped.
    [[gnu::noinline]] std::string_view keyOf(od::field field) {
        const char* const start = field.key().raw();
        const char* end = start;
        while (*end != '"' && *end != '\\') ++end;  // stage 1 of simdjson found the closing quote
        if (*end == '"') return {start, static_cast<std::size_t>(end - start)};
        return take(field.unescaped_key());
    }

    // Which of an object's keys `field` has: 1 << i for known[i], 0 for any other; `key` is set to
    // the key. A known key as written is matched on its bytes and closing quote, before any scan
    // (a key written with an escape is unescaped first). (Reading up to 7 bytes from a key's start
    // stays within the text and its padding: stage 1 of simdjson found the closing quote.)
    template <const auto& known>
    [[gnu::always_inline]] unsigned keyBit(od::field& field, std::string_view& key) {
        const char* const raw = field.key().raw();
        unsigned bit = 0;
        // (unrolled: each comparison has a constant length, so it is a load or two)
        [&]<std::size_t... i>(std::index_sequence<i...>) {
            (void)((std::memcmp(raw, known[i].data(), known[i].size()) == 0 && raw[known[i].size()] == '"' &&
                    (key = {raw, known[i].size()}, bit = 1u << i, true)) ||
                   ...);
        }(std::make_index_sequence<known.size()>());
        if (bit) return bit;
        key = keyOf(field);
        for (std::size_t i = 0; i < known.size(); ++i)
            if (key == known[i]) return 1u << i;
        return 0;
    }

    // Walks a value nobody reads, checking that it is JSON.
    void check(od::value v, int depth) {
        if (depth > kMaxDepth) throw NotJson{here(), {Msg::FormatNestedTooDeep, {std::to_string(kMaxDepth)}}};
        switch (take(v.type())) {
            case od::json_type::object:
                for (auto item : take(v.get_object())) {
                    od::field field = take(std::move(item));
                    keyOf(field);
                    check(field.value(), depth + 1);
                }
                break;
            case od::json_type::array:
                for (auto item : take(v.get_array())) {
                    od::value element = take(std::move(item));
                    check(element, depth + 1);
                }
                break;
            case od::json_type::number: number(v); break;
            case od::json_type::string: {
                std::string_view s;
                if (const auto error = v.get_string().get(s)) badString(v, error);
                break;
            }
            case od::json_type::boolean: take(v.get_bool()); break;
            case od::json_type::null:
                if (!take(v.is_null())) fail(simdjson::TAPE_ERROR);
                break;
        }
    }

    // A root that is not an object, checked as JSON (its problem is already noted).
    void checkRootValue(od::json_type type) {
        switch (type) {
            case od::json_type::array:
                for (auto item : take(doc_.get_array())) {
                    od::value element = take(std::move(item));
                    check(element, 2);
                }
                break;
            case od::json_type::number: {
                double d;
                if (doc_.get_double().get(d)) fail(simdjson::NUMBER_ERROR);
                break;
            }
            case od::json_type::string: take(doc_.get_string()); break;
            case od::json_type::boolean: take(doc_.get_bool()); break;
            case od::json_type::null:
                if (!take(doc_.is_null())) fail(simdjson::TAPE_ERROR);
                break;
            case od::json_type::object: break;
        }
    }

    // The value's type after a get of another type failed; a failed get of its own type is not JSON.
    od::json_type typeAfterFailure(od::value v, od::json_type expected, simdjson::error_code error) {
        const od::json_type type = take(v.type());
        if (type == expected && type == od::json_type::string) badString(v, error);
        if (type == expected) fail(error);
        return type;
    }

    // Guards against repeated keys inside one object. (Paths are built only for a problem.)
    template <class Path>
    bool firstTime(unsigned& seen, unsigned bit, const Path& path) {
        if (seen & bit) {
            problem(path(), Msg::FormatKeyTwice);
            return false;
        }
        seen |= bit;
        return true;
    }

    // The readers of a node's or edge's values (keyBit, integer, coordinate, string, boolean) are
    // inline, and whatever they call on a problem (keyOf, otherInteger, notA, check, …) gets a copy
    // of the field or value: one whose address reaches a function that is not inlined is kept in
    // memory rather than in registers, and reloaded at a stall for every field.

    // An id-like integer: non-negative, integral. Notes a problem and returns nothing when it is not.
    template <class Path>
    [[gnu::always_inline]] std::optional<std::int64_t> integer(od::value& v, const char* what, const Path& path) {
        std::int64_t i;
        if (!v.get_int64().get(i)) [[likely]] {
            if (i >= 0) [[likely]] return i;
            return idProblem(Msg::FormatIdNegative, what, std::to_string(i), path);
        }
        return otherInteger(v, what, path);
    }

    // integer() of a value that is not an int64 (the iterator has not moved).
    template <class Path>
    [[gnu::noinline]] std::optional<std::int64_t> otherInteger(od::value v, const char* what, const Path& path) {
        const od::json_type type = take(v.type());
        if (type != od::json_type::number) {
            problem(path(), {Msg::FormatIdNotInteger, {idWord(what), typeName(type)}});
            check(v, 0);
            return {};
        }
        std::uint64_t u;
        if (!v.get_uint64().get(u)) {  // 2^63 and more: beyond an id
            return idProblem(Msg::FormatIdTooLarge, what, std::to_string(u), path);
        }
        const double d = number(v);
        if (d == std::trunc(d) && std::abs(d) <= 9.0e15) {
            if (d < 0) return idProblem(Msg::FormatIdNegative, what, numberText(d), path);
            return static_cast<std::int64_t>(d);
        }
        return idProblem(Msg::FormatIdNotInteger, what, numberText(d), path);
    }

    // Notes the problem `id` of an id-like integer: {1} what it is ("the id"), {2} the number as written.
    template <class Path>
    [[gnu::noinline]] std::nullopt_t idProblem(Msg id, const char* what, std::string number, const Path& path) {
        problem(path(), {id, {idWord(what), std::move(number)}});
        return std::nullopt;
    }

    template <class Path>
    [[gnu::always_inline]] std::optional<double> coordinate(od::value& v, const Path& path) {
        double d;
        if (!v.get_double().get(d)) [[likely]] return inRange(d, path);
        return otherCoordinate(v, path);
    }

    // coordinate() of a value that is not a double (the iterator has not moved), as integer().
    template <class Path>
    [[gnu::noinline]] std::optional<double> otherCoordinate(od::value v, const Path& path) {
        const od::json_type type = take(v.type());
        if (type != od::json_type::number) {
            problem(path(), {Msg::FormatCoordinateNotNumber, {typeName(type)}});
            check(v, 0);
            return {};
        }
        return inRange(number(v), path);
    }

    template <class Path>
    [[gnu::always_inline]] std::optional<double> inRange(double d, const Path& path) {
        if (std::abs(d) <= kMaxPictureCoordinate) [[likely]] return d;
        return outOfRange(d, path);
    }

    template <class Path>
    [[gnu::noinline]] std::nullopt_t outOfRange(double d, const Path& path) {
        problem(path(), {Msg::FormatCoordinateOutOfRange, {numberText(d)}});
        return std::nullopt;
    }

    template <class Path>
    [[gnu::always_inline]] std::optional<std::string_view> string(od::value& v, const Path& path) {
        std::string_view s;
        if (const auto error = v.get_string().get(s)) [[unlikely]] return notA("a string", v, error, path);
        return s;
    }

    template <class Path>
    [[gnu::always_inline]] std::optional<bool> boolean(od::value& v, const Path& path) {
        bool b;
        if (const auto error = v.get_bool().get(b)) [[unlikely]] return notA("true or false", v, error, path);
        return b;
    }

    // Notes that the value is not what was expected (`wanted`, a string or a boolean) and walks it.
    template <class Path>
    [[gnu::noinline]] std::nullopt_t notA(const char* wanted, od::value v, simdjson::error_code error, const Path& path) {
        const bool aString = std::string_view(wanted) == "a string";
        const od::json_type type = typeAfterFailure(v, aString ? od::json_type::string : od::json_type::boolean, error);
        problem(path(), {Msg::FormatExpectedFound,
                         {aString ? Msg::FormatAString : Msg::FormatTrueOrFalse, typeName(type)}});
        check(v, 0);
        return std::nullopt;
    }

    void readRoot(od::object& root) {
        unsigned seen = 0;
        for (auto item : root) {
            od::field field = take(std::move(item));
            std::string_view key;
            const unsigned bit = keyBit<kRootKeys>(field, key);
            od::value& v = field.value();
            const auto path = [key] { return "$." + std::string(key); };
            if (bit == 0 || !firstTime(seen, bit, path)) {
                check(v, 2);  // unknown keys are ignored
            } else if (bit == 1) {
                std::string_view s;
                if (const auto error = v.get_string().get(s)) {
                    formatNotString_ = typeName(typeAfterFailure(v, od::json_type::string, error));
                    format_ = std::string();
                    check(v, 2);
                } else {
                    format_ = std::string(s);
                }
            } else if (bit == 2) {
                readVersion(v);
            } else if (bit == 4) {
                if (auto s = string(v, path)) picture_.title = std::string(*s);
            } else {
                const bool nodes = bit == 8;
                (nodes ? sawNodes_ : sawEdges_) = true;
                const od::json_type type = take(v.type());
                if (type != od::json_type::array) {
                    problem(path(), {nodes ? Msg::FormatNodesNotArray : Msg::FormatEdgesNotArray, {typeName(type)}});
                    check(v, 2);
                } else if (nodes) {
                    readNodes(v);
                } else {
                    readEdges(v);
                }
            }
        }
    }

    void readVersion(od::value& v) {
        std::int64_t i;
        if (!v.get_int64().get(i)) {
            version_ = std::clamp<std::int64_t>(i, -1'000'000'000, 1'000'000'000);
            versionText_ = std::to_string(i);
            return;
        }
        const od::json_type type = take(v.type());
        if (type != od::json_type::number) {
            versionError_ = ErrorPhrase(Msg::FormatVersionNotInteger, {typeName(type)});
            check(v, 2);
            return;
        }
        const double d = number(v);
        if (d != std::trunc(d)) {
            versionError_ = ErrorPhrase(Msg::FormatVersionNotInteger, {Msg::FormatANumber});
            return;
        }
        // Clamped to ±10^9 for the comparison; the messages repeat the version as written (10^23).
        version_ = static_cast<std::int64_t>(std::clamp(d, -1e9, 1e9));
        versionText_ = displayText(trimmed(v.raw_json_token()));
    }

    // Room for a list, reserved at once (saves growing the Picture's lists ~20 times on a large
    // file): a list has at most the objects the text can hold less the root and the elements of the
    // other list read so far. The lists get more room than they fill; the room never filled is
    // address space only, no memory is touched. Counting exactly (simdjson's count_elements, or the
    // '{'s) would be a pass over the text of its own.
    std::size_t roomFor(std::size_t others, std::size_t limit) const {
        return std::min(objects_ - std::min(objects_, others + 1), limit);
    }

    void readNodes(od::value& list) {
        od::array array = take(list.get_array());
        nodes_.reserve(roomFor(edges_.size(), kMaxPictureNodes));
        std::size_t k = 0;
        for (auto item : array) {
            if (item.error()) [[unlikely]] fail(item.error());
            od::value& v = item.value_unsafe();  // (not copied: see the fields below)
            if (k >= kMaxPictureNodes)
                throw FormatError(ErrorParts{"$.nodes", {Msg::FormatTooManyNodes, {std::to_string(kMaxPictureNodes)}}});
            const auto nodePath = [k] { return "$.nodes[" + std::to_string(k) + "]"; };
            ++k;
            od::object object;
            if (const auto error = v.get_object().get(object)) {
                problem(nodePath(), {Msg::FormatNodeNotObject, {typeName(typeAfterFailure(v, od::json_type::object, error))}});
                check(v, 3);
                continue;
            }
            Node& node = nodes_.emplace_back();  // as the edges (readEdges)
            std::optional<std::int64_t> id;
            double x = 0, y = 0;  // (not optionals: those went through memory to make the Point)
            unsigned seen = 0;
            for (auto fieldItem : object) {
                if (fieldItem.error()) [[unlikely]] fail(fieldItem.error());
                od::field& field = fieldItem.value_unsafe();  // by reference: a copy, as take() makes, costs the walk
                std::string_view key;
                const unsigned bit = keyBit<kNodeKeys>(field, key);
                od::value& value = field.value();
                const auto path = [&] { return nodePath() + "." + std::string(key); };
                if (bit == 0 || !firstTime(seen, bit, path)) check(value, 4);
                else if (bit == 1) id = integer(value, "the id", path);
                else if (bit == 2) x = coordinate(value, path).value_or(0);  // a problem is noted
                else if (bit == 4) y = coordinate(value, path).value_or(0);
                else if (bit == 8) node.ground = boolean(value, path).value_or(false);
                else if (auto text = string(value, path)) node.name = std::string(*text);
            }
            if (!(seen & 1)) problem(nodePath(), Msg::FormatNodeNoId);
            else if (bool(seen & 2) != bool(seen & 4))
                problem(nodePath(), (seen & 2) ? Msg::FormatNodeXNoY : Msg::FormatNodeYNoX);
            if (!firstError_.empty()) {  // the picture will not be used
                nodes_.pop_back();
                continue;
            }
            node.id = *id;
            if (seen & 2) node.position = Point{x, y};
        }
    }

    void readEdges(od::value& list) {
        od::array array = take(list.get_array());
        edges_.reserve(roomFor(nodes_.size(), kMaxPictureEdges));
        std::size_t k = 0;
        for (auto item : array) {
            if (item.error()) [[unlikely]] fail(item.error());
            od::value& v = item.value_unsafe();  // as readNodes
            if (k >= kMaxPictureEdges)
                throw FormatError(ErrorParts{"$.edges", {Msg::FormatTooManyEdges, {std::to_string(kMaxPictureEdges)}}});
            const auto edgePath = [k] { return "$.edges[" + std::to_string(k) + "]"; };
            ++k;
            od::object object;
            if (const auto error = v.get_object().get(object)) {
                problem(edgePath(), {Msg::FormatEdgeNotObject, {typeName(typeAfterFailure(v, od::json_type::object, error))}});
                check(v, 3);
                continue;
            }
            // Read straight into the list (an Edge moved costs a string's move), taken out again
            // after a problem.
            Edge& edge = edges_.emplace_back();
            std::optional<std::int64_t> id, from, to;
            unsigned seen = 0;
            for (auto fieldItem : object) {
                if (fieldItem.error()) [[unlikely]] fail(fieldItem.error());
                od::field& field = fieldItem.value_unsafe();  // as readNodes
                std::string_view key;
                const unsigned bit = keyBit<kEdgeKeys>(field, key);
                od::value& value = field.value();
                const auto path = [&] { return edgePath() + "." + std::string(key); };
                if (bit == 0 || !firstTime(seen, bit, path)) check(value, 4);
                else if (bit == 1) id = integer(value, "the id", path);
                else if (bit == 2) from = integer(value, "the node id", path);
                else if (bit == 4) to = integer(value, "the node id", path);
                else if (auto text = string(value, path)) edge.name = std::string(*text);
            }
            if (!(seen & 1)) problem(edgePath(), Msg::FormatEdgeNoId);
            else if (!(seen & 2)) problem(edgePath(), Msg::FormatEdgeNoFrom);
            else if (!(seen & 4)) problem(edgePath(), Msg::FormatEdgeNoTo);
            if (!firstError_.empty()) {  // the picture will not be used
                edges_.pop_back();
                continue;
            }
            edge.id = *id;
            edge.from = *from;
            edge.to = *to;
        }
    }

    std::string_view original_;
    std::size_t skipped_ = 0;  // bytes of a byte order mark
    std::size_t objects_;
    std::vector<Node> nodes_;  // every node read without a problem, in the file's order
    std::vector<Edge> edges_;  // every such edge
    simdjson::padded_string copy_;          // the text with padding, unless the caller's has room
    simdjson::padded_string_view padded_;   // what simdjson reads
    od::parser parser_;
    od::document doc_;
    bool iterating_ = false;  // doc_ is valid
};

}  // namespace

namespace {
// The smallest node or edge there can be in a picture read, {"id":0}: text.size() / this bounds
// the lists' lengths, for reserving their room (address space: no memory is touched).
constexpr std::size_t kSmallestObjectBytes = 8;

Picture readText(std::string_view text, std::size_t capacity, const std::string& sourceName) {
    auto reader = std::make_unique<PictureReader>(text, capacity, text.size() / kSmallestObjectBytes + 1);
    const auto error = [&](ErrorParts parts) {
        parts.insert(parts.begin(), sourceName);
        return FormatError(std::move(parts));
    };
    try {
        reader->read();
    } catch (const NotJson& e) {
        throw error({lineAndColumn(text, e.at), e.json ? e.problem : ErrorPhrase(Msg::FormatNotJson, {e.problem})});
    } catch (const FormatError& e) {
        throw e.within(sourceName);
    }
    if (!reader->rootIsObject_) throw error(reader->firstError_);
    if (!reader->format_)
        throw error({"$", {Msg::FormatNotAPicture, {kPictureFormatName}}});
    if (reader->formatNotString_)
        throw error({"$.format", {Msg::FormatFormatNotString, {*reader->formatNotString_, kPictureFormatName}}});
    if (*reader->format_ != kPictureFormatName)
        throw error({"$.format", {Msg::FormatUnknownFormat, {displayText(*reader->format_), kPictureFormatName}}});
    if (reader->versionError_) throw error({"$.version", *reader->versionError_});
    if (!reader->version_) throw error({"$", Msg::FormatVersionMissing});
    if (*reader->version_ > kPictureFormatVersion)
        throw error({"$.version", {Msg::FormatVersionNewer, {reader->versionText_, std::to_string(kPictureFormatVersion)}}});
    if (*reader->version_ < 1) throw error({"$.version", {Msg::FormatVersionNotExisting, {reader->versionText_}}});
    if (!reader->firstError_.empty()) throw error(reader->firstError_);
    if (!reader->sawNodes_) throw error({"$", Msg::FormatNodesMissing});
    if (!reader->sawEdges_) throw error({"$", Msg::FormatEdgesMissing});
    if (ErrorParts idError = reader->assemble(); !idError.empty()) throw error(std::move(idError));
    return std::move(reader->picture_);
}

Picture readPicture(std::string_view text, std::size_t capacity, const std::string& sourceName) {
    if (text.size() > kMaxPictureFileBytes)
        throw FormatError(ErrorParts{sourceName, {Msg::FormatTextTooLarge, {std::to_string(text.size() >> 20),
                                                                            std::to_string(kMaxPictureFileBytes >> 20)}}});
    try {
        return readText(text, capacity, sourceName);
    } catch (const FormatError&) {
        // A NUL byte is named before any other problem. It is looked for only here: a text with
        // one is never read (inside a string simdjson refuses it as a control character, and
        // elsewhere it is no JSON token, nor part of one), and a pass over a big text is 5% of
        // reading it.
        if (const void* nul = std::memchr(text.data(), 0, text.size()))
            throw FormatError(ErrorParts{sourceName, lineAndColumn(text, static_cast<const char*>(nul) - text.data()),
                                         Msg::FormatNulByte});
        throw;
    }
}
}  // namespace

Picture readPictureJson(std::string_view text, const std::string& sourceName) {
    return readPicture(text, 0, sourceName);
}

Picture readPictureJsonInPlace(std::string&& text, const std::string& sourceName) {
    return readPicture(text, text.capacity(), sourceName);
}

Picture readPictureJsonInPlace(const FileText& text, const std::string& sourceName) {
    return readPicture(text.text(), text.capacity(), sourceName);
}

}  // namespace homestead
