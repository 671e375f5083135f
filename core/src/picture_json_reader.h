// Private to the core: the one reader of picture files' JSON (picture_json.h), on simdjson's
// On-Demand parser (Debian's libsimdjson), for every reader of it: a Picture (picture_json.cpp) or
// the ids and ends that the analysis reads (picture_json_ends.cpp). What the nodes and edges become
// is the Sink's (the sinks are beside their readers):
//   static constexpr bool kKeepsNames;                  // names are checked, and kept only if true
//   void reserveNodes(std::size_t), reserveEdges(std::size_t);  // room, as address space
//   std::size_t nodeCount() const, edgeCount() const;
//   Node& newNode(); void keepNode(); void dropNode();  // filled between new and keep; dropped after a problem
//   Edge& newEdge(); void keepEdge(); void dropEdge();
//
// A text of the plain form (a root object of a format, a version, a title and two arrays of objects,
// as this program writes it) is read a window of elements at a time (readInWindows, json_windows.h):
// simdjson indexes and walks each window while it is in the caches, and the text before it can be
// let go. Any other text, or one with any problem, is read whole (read()), which alone names problems.
// Reading whole walks the whole document once — root object, "nodes" and "edges" arrays, node and
// edge objects — putting each node and edge straight into the sink (no intermediate records: on
// large files they cost a third of the reading time) and noting the first problem with its JSON
// path; every value it does not use (unknown keys, values of the wrong type) is walked too, so the
// whole text is checked as JSON (On-Demand alone would only skip over them). The problems are
// reported after the whole text has been read, in a fixed order of importance: not JSON, then the
// format and version (so a newer file is refused as newer, not for its contents), then the first
// problem met in the contents, then missing lists, then duplicate ids and edges naming missing nodes
// (the callers' assembly). Where the text is not JSON, the message gives the line and column: from
// simdjson's location, or, for what simdjson finds before walking (a string never closed, a control
// character in a string, brackets that do not match, text after the end), from
// locateStructureError, a scan that runs only on that error path. Nesting is limited to kMaxDepth
// levels (simdjson's limit is 1024). simdjson needs 64 bytes of padding after the text, so read()
// copies the text once into a padded buffer, unless the caller's text has that room (a string with
// spare capacity, or a file mapped by readFileText). Room for the lists is reserved from the text's
// size (roomFor). Known keys are matched on their bytes (keyBit); ids written as digits alone are
// read 8 digits a step (id_digits.h). The readers of values are inline and hand their problem paths
// a copy of the value (see integer()), so simdjson's iterator stays in registers.
// The measurements behind these choices are in docs/performance.md ("Reading picture files").
#pragma once

#include "homestead/display_text.h"
#include "homestead/picture.h"
#include "homestead/picture_json.h"
#include "homestead/text_append.h"

#include "id_digits.h"
#include "json_text_scan.h"
#include "json_windows.h"

#include <simdjson.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace homestead::json_reader {

namespace od = simdjson::ondemand;
using namespace json_scan;

inline constexpr int kMaxDepth = 1000;  // levels of nested arrays and objects, the root included
// The keys read, in the order of their bits (see keyBit).
inline constexpr std::array<std::string_view, 5> kRootKeys{"format", "version", "title", "nodes", "edges"};
inline constexpr std::array<std::string_view, 5> kNodeKeys{"id", "x", "y", "ground", "name"};
inline constexpr std::array<std::string_view, 4> kEdgeKeys{"id", "from", "to", "name"};

inline std::string numberText(double v) {
    std::string out;
    appendNumber(out, v);
    return out;
}

inline ErrorPhrase typeName(od::json_type t) {
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
inline ErrorPhrase idWord(const char* what) {
    return std::strcmp(what, "the node id") == 0 ? Msg::FormatTheNodeId : Msg::FormatTheId;
}

// Thrown inside the reader at the first thing that is not JSON: the offset in the text and the problem.
// `json` is false for a number beyond the range of a double (valid JSON, but no number here).
struct NotJson {
    std::size_t at;
    ErrorPhrase problem;
    bool json = false;
};

template <class Sink>
class PictureReader {
public:
    // objects: at least the number of nodes and edges the text can hold, so room for the lists is
    // reserved from it. capacity: the bytes readable from text.data() on; with less than 64 to spare
    // past the end, read() copies the text. A UTF-8 byte order mark is skipped (offsets stay those
    // of `text`).
    PictureReader(std::string_view text, std::size_t capacity, std::size_t objects)
        : original_(text), capacity_(capacity), objects_(objects) {
        if (text.starts_with("\xEF\xBB\xBF")) skipped_ = 3;
    }

    // Reads the whole text. Throws NotJson, or FormatError for a list longer than the limits.
    void read() {
        const std::string_view json = original_.substr(skipped_);
        if (capacity_ >= original_.size() + simdjson::SIMDJSON_PADDING) {
            padded_ = simdjson::padded_string_view(json.data(), json.size(), capacity_ - skipped_);
        } else {
            copy_ = simdjson::padded_string(json);
            padded_ = copy_;
        }
        textEnd_ = padded_.data() + padded_.size();
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

    // Reads a text of the plain form a window of elements at a time (json_windows.h) instead of
    // indexing it whole. `window`: the bytes of elements a window takes (a little more, to the next
    // cut). `released(p)` is told that the text before p will not be read again. Returns false when
    // the text is not of the plain form or has any problem, having read part of it: the caller then
    // reads it whole with a new reader (read()), which names the problem. When it returns true, what
    // it read is what read() reads.
    template <class Released>
    bool readInWindows(std::size_t window, Released released) {
        try {
            return readWindows(window, released);
        } catch (const NotJson&) {
            return false;
        } catch (const FormatError&) {
            return false;
        }
    }

    ErrorParts firstError_;  // the path and the problem
    std::optional<std::string> format_;
    std::optional<ErrorPhrase> formatNotString_;  // what "format" holds when it is no string
    std::optional<std::int64_t> version_;
    std::optional<ErrorPhrase> versionError_;
    std::string versionText_;  // the version as written, for messages
    bool sawNodes_ = false, sawEdges_ = false, rootIsObject_ = false;
    std::string title_;
    Sink sink_;  // the nodes and edges read (picture_json_sinks.h)

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
        // Digits alone (no sign, no leading zero, no fraction or exponent), read 8 at a time
        // (id_digits.h): simdjson reads a digit a step. The value is left for the field loop to
        // step over. Any other token is simdjson's, which names its problem.
        const std::string_view token = v.raw_json_token();
        std::uint64_t u;
        const std::size_t digits = detail::readIdDigits(token.data(), textEnd_, u);
        if (digits != 0 && (digits == token.size() || isSpace(token[digits])) && (token[0] != '0' || digits == 1))
            [[likely]] return static_cast<std::int64_t>(u);
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
    [[gnu::noinline]] std::optional<std::int64_t> idProblem(Msg id, const char* what, std::string number, const Path& path) {
        problem(path(), {id, {idWord(what), std::move(number)}});
        return std::optional<std::int64_t>();
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
                if (auto s = string(v, path)) title_ = std::string(*s);
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

    template <class Released>
    bool readWindows(std::size_t window, Released& released) {
        json_windows::Cursor c{original_.data() + skipped_, original_.data() + original_.size()};
        if (!c.take('{')) return false;
        unsigned seen = 0;
        do {
            std::string_view key, text;
            if (!c.plainString(key) || !c.take(':')) return false;
            unsigned bit = 0;
            for (std::size_t i = 0; i < kRootKeys.size(); ++i)
                if (key == kRootKeys[i]) bit = 1u << i;
            if (bit == 0 || (seen & bit)) return false;
            seen |= bit;
            if (bit == 1) {
                if (!c.plainString(text) || text != kPictureFormatName) return false;
                format_ = std::string(text);
            } else if (bit == 2) {
                int version = 0;
                if (!c.smallNatural(version) || version > kPictureFormatVersion) return false;
                version_ = version;
                versionText_ = std::to_string(version);
            } else if (bit == 4) {
                if (!c.plainString(text)) return false;
                title_ = std::string(text);
            } else if (!c.take('[') || !readArrayInWindows(c, bit == 8, window, released)) {
                return false;
            }
        } while (c.take(','));
        if (!c.take('}')) return false;
        c.skipSpace();
        rootIsObject_ = true;
        return c.at == c.end && (seen & 27) == 27 && firstError_.empty();  // format, version, nodes, edges
    }

    // The elements of an array (the cursor past its '['), a window at a time.
    template <class Released>
    bool readArrayInWindows(json_windows::Cursor& c, bool nodes, std::size_t window, Released& released) {
        (nodes ? sawNodes_ : sawEdges_) = true;
        if (nodes) sink_.reserveNodes(roomFor(sink_.edgeCount(), kMaxPictureNodes));
        else sink_.reserveEdges(roomFor(sink_.nodeCount(), kMaxPictureEdges));
        if (c.take(']')) return true;
        std::size_t k = 0;
        for (;;) {
            bool closes = false;
            const char* const stop = json_windows::windowEnd(c.at, c.end, window, closes);
            if (!stop || !readWindow(std::string_view(c.at, static_cast<std::size_t>(stop - c.at)), nodes, k)) return false;
            c.at = stop + 1;
            released(c.at);
            if (closes) return true;
        }
    }

    // Elements from the k-th on, written `elements` (without the brackets): parsed as an array of
    // their own, in a buffer with simdjson's padding.
    bool readWindow(std::string_view elements, bool nodes, std::size_t& k) {
        const std::size_t size = elements.size() + 2;
        if (window_.size() < size + simdjson::SIMDJSON_PADDING) window_.resize(size + simdjson::SIMDJSON_PADDING);
        window_[0] = '[';
        std::memcpy(window_.data() + 1, elements.data(), elements.size());
        window_[size - 1] = ']';
        std::memset(window_.data() + size, 0, simdjson::SIMDJSON_PADDING);
        textEnd_ = window_.data() + size;
        od::document doc;
        if (parser_.iterate(simdjson::padded_string_view(window_.data(), size, window_.size())).get(doc)) return false;
        od::array array;
        if (doc.get_array().get(array)) return false;
        if (nodes) readNodeList(array, k);  // (an error in the array throws: read whole)
        else readEdgeList(array, k);
        const char* after = nullptr;
        return doc.current_location().get(after) && firstError_.empty();  // (nothing after the array)
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
        sink_.reserveNodes(roomFor(sink_.edgeCount(), kMaxPictureNodes));
        std::size_t k = 0;
        readNodeList(array, k);
    }

    void readEdges(od::value& list) {
        od::array array = take(list.get_array());
        sink_.reserveEdges(roomFor(sink_.nodeCount(), kMaxPictureEdges));
        std::size_t k = 0;
        readEdgeList(array, k);
    }

    // The nodes of `array`, the first at $.nodes[k] (k moves past them). (A loop of its own, apart
    // from the edges': one function walking both kept simdjson's iterators in memory, and the walk
    // waited for them at every field.)
    [[gnu::noinline]] void readNodeList(od::array& array, std::size_t& k) {
        for (auto item : array) {
            if (item.error()) [[unlikely]] fail(item.error());
            readNode(item.value_unsafe(), k++);  // (not copied: see the fields below)
        }
    }

    [[gnu::noinline]] void readEdgeList(od::array& array, std::size_t& k) {
        for (auto item : array) {
            if (item.error()) [[unlikely]] fail(item.error());
            readEdge(item.value_unsafe(), k++);  // as readNodeList
        }
    }

    // The node at $.nodes[k].
    [[gnu::always_inline]] void readNode(od::value& v, std::size_t k) {
        if (k >= kMaxPictureNodes)
            throw FormatError(ErrorParts{"$.nodes", {Msg::FormatTooManyNodes, {std::to_string(kMaxPictureNodes)}}});
        const auto nodePath = [k] { return "$.nodes[" + std::to_string(k) + "]"; };
        od::object object;
        if (const auto error = v.get_object().get(object)) {
            problem(nodePath(), {Msg::FormatNodeNotObject, {typeName(typeAfterFailure(v, od::json_type::object, error))}});
            check(v, 3);
            return;
        }
        Node& node = sink_.newNode();  // read straight into the list where the sink keeps one (an Edge
                                       // moved costs a string's move), taken out again after a problem
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
            else if (auto text = string(value, path); text && Sink::kKeepsNames) node.name = std::string(*text);
        }
        if (!(seen & 1)) problem(nodePath(), Msg::FormatNodeNoId);
        else if (bool(seen & 2) != bool(seen & 4))
            problem(nodePath(), (seen & 2) ? Msg::FormatNodeXNoY : Msg::FormatNodeYNoX);
        if (!firstError_.empty()) {  // the picture will not be used
            sink_.dropNode();
            return;
        }
        node.id = *id;
        if (seen & 2) node.position = Point{x, y};
        sink_.keepNode();
    }

    // The edge at $.edges[k].
    [[gnu::always_inline]] void readEdge(od::value& v, std::size_t k) {
        if (k >= kMaxPictureEdges)
            throw FormatError(ErrorParts{"$.edges", {Msg::FormatTooManyEdges, {std::to_string(kMaxPictureEdges)}}});
        const auto edgePath = [k] { return "$.edges[" + std::to_string(k) + "]"; };
        od::object object;
        if (const auto error = v.get_object().get(object)) {
            problem(edgePath(), {Msg::FormatEdgeNotObject, {typeName(typeAfterFailure(v, od::json_type::object, error))}});
            check(v, 3);
            return;
        }
        Edge& edge = sink_.newEdge();  // as readNode
        std::optional<std::int64_t> id, from, to;
        unsigned seen = 0;
        for (auto fieldItem : object) {
            if (fieldItem.error()) [[unlikely]] fail(fieldItem.error());
            od::field& field = fieldItem.value_unsafe();  // as readNode
            std::string_view key;
            const unsigned bit = keyBit<kEdgeKeys>(field, key);
            od::value& value = field.value();
            const auto path = [&] { return edgePath() + "." + std::string(key); };
            if (bit == 0 || !firstTime(seen, bit, path)) check(value, 4);
            else if (bit == 1) id = integer(value, "the id", path);
            else if (bit == 2) from = integer(value, "the node id", path);
            else if (bit == 4) to = integer(value, "the node id", path);
            else if (auto text = string(value, path); text && Sink::kKeepsNames) edge.name = std::string(*text);
        }
        if (!(seen & 1)) problem(edgePath(), Msg::FormatEdgeNoId);
        else if (!(seen & 2)) problem(edgePath(), Msg::FormatEdgeNoFrom);
        else if (!(seen & 4)) problem(edgePath(), Msg::FormatEdgeNoTo);
        if (!firstError_.empty()) {  // the picture will not be used
            sink_.dropEdge();
            return;
        }
        edge.id = *id;
        edge.from = *from;
        edge.to = *to;
        sink_.keepEdge();
    }

    std::string_view original_;
    std::size_t skipped_ = 0;  // bytes of a byte order mark
    std::size_t capacity_;
    std::size_t objects_;
    simdjson::padded_string copy_;          // the text with padding, unless the caller's has room
    simdjson::padded_string_view padded_;   // what simdjson reads
    const char* textEnd_ = nullptr;         // its end (not its padding's), or the window's
    std::vector<char> window_;              // the window read (readWindow), with padding
    od::parser parser_;
    od::document doc_;
    bool iterating_ = false;  // doc_ is valid
};

// The smallest node or edge there can be in a picture read, {"id":0}: text.size() / this bounds
// the lists' lengths, for reserving their room (address space: no memory is touched).
inline constexpr std::size_t kSmallestObjectBytes = 8;
// The bytes of elements a window takes (readInWindows): its text and its index stay in a core's caches.
inline constexpr std::size_t kWindowBytes = std::size_t(64) << 10;

template <class Sink, class Released>
std::unique_ptr<PictureReader<Sink>> readCheckedText(std::string_view text, std::size_t capacity, const std::string& sourceName,
                                                     Released released, std::size_t window) {
    const std::size_t objects = text.size() / kSmallestObjectBytes + 1;
    auto reader = std::make_unique<PictureReader<Sink>>(text, capacity, objects);
    if (window != 0 && reader->readInWindows(window, released)) return reader;
    reader = std::make_unique<PictureReader<Sink>>(text, capacity, objects);
    const auto error = [&](ErrorParts parts) {
        parts.insert(parts.begin(), sourceName);
        return FormatError(std::move(parts));
    };
    try {
        reader->read();
    } catch (const NotJson& e) {
        throw error({json_scan::lineAndColumn(text, e.at), e.json ? e.problem : ErrorPhrase(Msg::FormatNotJson, {e.problem})});
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
    return reader;
}

// Reads a picture file's text, a window at a time when it is of the plain form, else whole, into a
// reader whose sink holds the nodes and edges. Throws the FormatError of the first problem, save
// repeated ids and edges naming missing nodes: the caller names those from the sink. capacity: as
// PictureReader's; released: as readInWindows'; window: its bytes of elements, 0 to read whole.
template <class Sink, class Released>
std::unique_ptr<PictureReader<Sink>> readPictureText(std::string_view text, std::size_t capacity, const std::string& sourceName,
                                                     Released released, std::size_t window = kWindowBytes) {
    if (text.size() > kMaxPictureFileBytes)
        throw FormatError(ErrorParts{sourceName, {Msg::FormatTextTooLarge, {std::to_string(text.size() >> 20),
                                                                            std::to_string(kMaxPictureFileBytes >> 20)}}});
    try {
        return readCheckedText<Sink>(text, capacity, sourceName, released, window);
    } catch (const FormatError&) {
        // A NUL byte is named before any other problem. It is looked for only here: a text with
        // one is never read (inside a string simdjson refuses it as a control character, and
        // elsewhere it is no JSON token, nor part of one), and a pass over a big text is 5% of
        // reading it.
        if (const void* nul = std::memchr(text.data(), 0, text.size()))
            throw FormatError(ErrorParts{sourceName, json_scan::lineAndColumn(text, static_cast<const char*>(nul) - text.data()),
                                         Msg::FormatNulByte});
        throw;
    }
}

}  // namespace homestead::json_reader
