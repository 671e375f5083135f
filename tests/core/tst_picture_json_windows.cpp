// JSON pictures read a window of elements at a time (json_windows.h, picture_json_reader.h), ids
// read 8 digits at a time (id_digits.h), and JSON files read into ids and ends without a Picture
// (picture_json_ends.cpp). Windows never change what a text means: on random texts — plain ones,
// ones with names holding "},{" or "]", unknown keys holding nested values, odd spacing, escapes,
// and the same texts with bytes changed at random — reading in windows of 1 to 4,096 bytes gives
// the nodes, edges and title that reading the text whole gives, or the same error; plain texts do
// read in windows (several, for a small window). Id tokens of every kind (19 digits, 2^63 - 1 and
// 2^63, leading zeros, signs, fractions, exponents, strings) read or are refused as before, and
// random digit runs of 1 to 19 digits read as std::from_chars reads them, inside the text and
// within its last 24 bytes. pictureFileEnds of a JSON file gives the analysis of the Picture
// loadPictureFile reads, for ids ascending, shuffled and sparse, and the same error for repeated
// ids and missing nodes; a mapped file whose read pages were let go reads an error at its end with
// the right line and column.
#include <QtTest>

#include "../../core/src/picture_json_reader.h"
#include "../bench/relabel_ids.h"
#include "homestead/compact_analysis.h"
#include "homestead/picture_json.h"
#include "homestead/text_input.h"
#include "random_picture.h"

#include <charconv>
#include <fstream>
#include <limits>
#include <random>
#include <string>
#include <vector>

using namespace homestead;

namespace {

// What a reader read: the lists, as the Picture's reader keeps them.
struct ListsSink {
    static constexpr bool kKeepsNames = true;
    std::vector<Node> nodes;
    std::vector<Edge> edges;
    void reserveNodes(std::size_t) {}
    void reserveEdges(std::size_t) {}
    std::size_t nodeCount() const { return nodes.size(); }
    std::size_t edgeCount() const { return edges.size(); }
    Node& newNode() { return nodes.emplace_back(); }
    void keepNode() {}
    void dropNode() { nodes.pop_back(); }
    Edge& newEdge() { return edges.emplace_back(); }
    void keepEdge() {}
    void dropEdge() { edges.pop_back(); }
};

struct Outcome {
    std::string error;  // empty when read
    std::string title;
    std::vector<Node> nodes;
    std::vector<Edge> edges;
    int windows = 0;  // windows read (released() calls)
    bool operator==(const Outcome& o) const {
        return error == o.error && title == o.title && nodes == o.nodes && edges == o.edges;
    }
};

// readPictureText with `window` bytes a window (0: read whole).
Outcome readWith(const std::string& text, std::size_t window) {
    Outcome out;
    try {
        auto reader = json_reader::readPictureText<ListsSink>(text, 0, "t.json", [&](const char*) { ++out.windows; }, window);
        out.title = reader->title_;
        out.nodes = std::move(reader->sink_.nodes);
        out.edges = std::move(reader->sink_.edges);
    } catch (const FormatError& e) {
        out.error = e.what();
    }
    return out;
}

// Whether the windowed reading took the text (true) or left it to the whole reading.
bool readsInWindows(const std::string& text, std::size_t window) {
    json_reader::PictureReader<ListsSink> reader(text, 0, text.size() + 1);
    return reader.readInWindows(window, [](const char*) {});
}

std::string jsonString(const std::string& s) {
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') out += '\\';
        if (c == '\n' || c == '\t') {
            out += c == '\n' ? "\\n" : "\\t";
            continue;
        }
        out += c;
    }
    return out + "\"";
}

// A random picture text: `plain` keeps to the form written by this program (names without
// brackets); otherwise names with "},{" and "]", unknown keys with nested values, escapes, and
// spacing of every kind.
std::string randomText(std::mt19937_64& rng, bool plain) {
    auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<std::uint64_t>(n)); };
    const std::vector<std::string> names = plain ? std::vector<std::string>{"a", "trunk", "x y", "é", "tab\tnot", "q\"uote"}
                                                 : std::vector<std::string>{"a},{b", "]", "}, {\"id\": 1}", "[", "x\ny", "\\u0041", "ok"};
    const std::vector<std::string> spaces = plain ? std::vector<std::string>{"", " ", "\n    "}
                                                  : std::vector<std::string>{"", " ", "\n", "\t", "\r\n  "};
    auto sp = [&] { return spaces[static_cast<std::size_t>(pick(int(spaces.size())))]; };
    const int n = 1 + pick(40), m = pick(60);
    std::vector<NodeId> ids;
    for (int i = 0; i < n; ++i) ids.push_back(pick(3) == 0 ? NodeId(rng() >> 1) : NodeId(pick(100)));
    std::string t = "{" + sp() + "\"format\":" + sp() + "\"homestead-picture\"," + sp() + "\"version\": 1,";
    if (pick(2)) t += sp() + "\"title\": " + jsonString(plain ? "Door" : "Do\\or") + ",";
    if (!plain && pick(3) == 0) t += "\"extra\": [1, {\"a\": [2]}],";
    std::string nodes = "\"nodes\":" + sp() + "[", edges = "\"edges\":" + sp() + "[";
    for (int i = 0; i < n; ++i) {
        nodes += (i ? "," : "") + sp() + "{\"id\": " + std::to_string(ids[static_cast<std::size_t>(i)]);
        if (pick(2)) nodes += ", \"x\": " + std::to_string(pick(50)) + ", \"y\":" + sp() + std::to_string(pick(50)) + ".5";
        if (pick(3) == 0) nodes += ", \"ground\": true";
        if (pick(4) == 0) nodes += ", \"name\": " + jsonString(names[static_cast<std::size_t>(pick(int(names.size())))]);
        if (!plain && pick(5) == 0) nodes += ", \"more\": {\"k\": [1, 2]}";
        nodes += sp() + "}";
    }
    for (int e = 0; e < m; ++e) {
        edges += (e ? "," : "") + sp() + "{\"id\": " + std::to_string(pick(4) ? e : pick(1000)) +
                 ", \"from\": " + std::to_string(ids[static_cast<std::size_t>(pick(n))]) + "," + sp() +
                 "\"to\": " + std::to_string(ids[static_cast<std::size_t>(pick(n))]);
        if (pick(4) == 0) edges += ", \"name\": " + jsonString(names[static_cast<std::size_t>(pick(int(names.size())))]);
        edges += "}";
    }
    nodes += sp() + "]";
    edges += sp() + "]";
    t += sp() + (pick(2) ? nodes + "," + sp() + edges : edges + "," + sp() + nodes) + sp() + "}" + sp();
    return t;
}

std::string pictureWithNodeId(const std::string& token) {
    return R"({"format":"homestead-picture","version":1,"nodes":[{"id":)" + token + R"(}],"edges":[]})";
}
std::string pictureWithEdgeEnd(const std::string& token) {
    return R"({"format": "homestead-picture", "version": 1, "nodes": [{"id": 5}], "edges": [{"id": 0, "from": )" + token +
           R"(, "to": 5}]})";
}

// The id read from the token as a node's id and as an edge's end (the same both ways, windowed or
// whole), or the error of the node's.
std::string idRead(const std::string& token) {
    const Outcome asNode = readWith(pictureWithNodeId(token), json_reader::kWindowBytes);
    if (asNode != readWith(pictureWithNodeId(token), 0)) return "windows differ";
    if (!asNode.error.empty()) return asNode.error;
    const Outcome asEnd = readWith(pictureWithEdgeEnd(token), json_reader::kWindowBytes);
    if (asEnd.edges.size() != 1 || asEnd.edges[0].from != asNode.nodes.at(0).id) return "the end differs";
    return std::to_string(asNode.nodes.at(0).id);
}

void writeFile(const std::string& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

std::string errorOf(const auto& read) {
    try {
        read();
    } catch (const FormatError& e) {
        return e.what();
    }
    return "";
}

}  // namespace

class PictureJsonWindowsTest : public QObject {
    Q_OBJECT
private slots:
    void windowsReadWhatTheWholeTextReads() {
        std::mt19937_64 rng(2026);
        int windowed = 0, several = 0;
        for (int round = 0; round < 600; ++round) {
            const bool plain = round % 2 == 0;
            const std::string text = randomText(rng, plain);
            const Outcome whole = readWith(text, 0);
            QCOMPARE(whole.windows, 0);
            for (std::size_t window : {std::size_t(1), std::size_t(2), std::size_t(5), std::size_t(17), std::size_t(64), std::size_t(4096)}) {
                const Outcome inWindows = readWith(text, window);
                QVERIFY2(inWindows == whole, (text + "\nwindow " + std::to_string(window) + ": " + inWindows.error + " / " + whole.error).c_str());
                if (plain) {
                    QVERIFY2(readsInWindows(text, window), text.c_str());
                    ++windowed;
                    if (window <= 17 && text.size() > 400) several += inWindows.windows > 2;
                }
            }
        }
        QVERIFY(windowed > 1000);
        QVERIFY(several > 100);
    }

    // Bytes changed at random: windowed or whole, the same picture or the same error.
    void mutatedTextsReadAlike() {
        std::mt19937_64 rng(39);
        const std::string bytes = "{}[],:\" \n\\0123456789-.eEtrufalsn\x01\xC3\xA9\xFF";
        for (int round = 0; round < 3000; ++round) {
            std::string text = randomText(rng, round % 3 != 0);
            const int changes = 1 + static_cast<int>(rng() % 3);
            for (int c = 0; c < changes; ++c) {
                const std::size_t at = rng() % text.size();
                const char b = bytes[rng() % bytes.size()];
                switch (rng() % 3) {
                    case 0: text[at] = b; break;
                    case 1: text.insert(text.begin() + static_cast<std::ptrdiff_t>(at), b); break;
                    default: text.erase(at, 1); break;
                }
            }
            const Outcome whole = readWith(text, 0);
            for (std::size_t window : {std::size_t(1), std::size_t(9), std::size_t(256)})
                QVERIFY2(readWith(text, window) == whole, text.c_str());
        }
    }

    void idTokensReadOrAreRefusedAsBefore() {
        const std::string notInteger = "t.json: $.nodes[0].id: the id must be an integer, found ";
        const std::vector<std::pair<std::string, std::string>> cases = {
            {"0", "0"}, {"1", "1"}, {"-0", "0"}, {"1.0", "1"}, {"1e3", "1000"}, {"1E3", "1000"}, {"1.0e2", "100"},
            {"9007199254740993", "9007199254740993"}, {"9000000000000000", "9000000000000000"},
            {"9223372036854775807", "9223372036854775807"}, {"1234567890123456789", "1234567890123456789"},
            {"123456789012345678", "123456789012345678"}, {"12345678 ", "12345678"}, {"1 ", "1"},
            {"00", "t.json: line 1, column 58: not JSON (unexpected '00')"},
            {"01", "t.json: line 1, column 58: not JSON (unexpected '01')"},
            {"0009223372036854775807", "t.json: line 1, column 58: not JSON (unexpected '0009223372036854775807')"},
            {"+1", "t.json: line 1, column 58: not JSON (unexpected '+1')"},
            {".5", "t.json: line 1, column 58: not JSON (unexpected '.5')"},
            {"0x10", "t.json: line 1, column 58: not JSON (unexpected '0x10')"},
            {"-1", "t.json: $.nodes[0].id: the id -1 is negative"},
            {"-9223372036854775808", "t.json: $.nodes[0].id: the id -9223372036854775808 is negative"},
            {"9223372036854775808", "t.json: $.nodes[0].id: the id 9223372036854775808 is too large"},
            {"9999999999999999999", "t.json: $.nodes[0].id: the id 9999999999999999999 is too large"},
            {"18446744073709551616", notInteger + "18446744073709551616"},
            {"12345678901234567890123", notInteger + "1.2345678901234568e+22"},
            {"1.5", notInteger + "1.5"}, {"1e-3", notInteger + "0.001"},
            {"9000000000000001.0", notInteger + "9000000000000001"},
            {"\"1\"", notInteger + "a string"}, {"true", notInteger + "a boolean"}, {"null", notInteger + "null"},
            {"[1]", notInteger + "an array"},
        };
        for (const auto& [token, expected] : cases) {
            const std::string got = idRead(token);
            QVERIFY2(got == expected, (token + ": " + got).c_str());
        }
    }

    // The format's version with 1 to 40 digits: windowed or whole, the same picture or error. (Ten
    // digits once overflowed the windowed reader's int; only fuzz_picture_json, built with UBSan,
    // sees that undefined behaviour itself.)
    void longVersionsReadAlike() {
        for (const char digit : {'1', '7', '9'})
            for (std::size_t digits = 1; digits <= 40; ++digits) {
                const std::string text = R"({"format": "homestead-picture", "version": )" + std::string(digits, digit) +
                                         R"(, "nodes": [{"id": 1, "ground": true}], "edges": []})";
                const Outcome whole = readWith(text, 0);
                QVERIFY2(digits == 1 && digit == '1' ? whole.error.empty() : !whole.error.empty(), text.c_str());
                for (std::size_t window : {std::size_t(1), std::size_t(16), json_reader::kWindowBytes})
                    QVERIFY2(readWith(text, window) == whole, text.c_str());
            }
    }

    // Digit runs of every length, read as from_chars reads them (or refused as too large), with 24
    // bytes or more after them and with fewer (the last id of the text).
    void digitRunsReadAsFromChars() {
        std::mt19937_64 rng(63);
        for (int round = 0; round < 4000; ++round) {
            const int length = 1 + round % 19;
            std::string token(1, char('1' + rng() % 9));
            while (int(token.size()) < length) token += char('0' + rng() % 10);
            if (round % 97 == 0) token = std::string(19, '9');
            std::int64_t expected = 0;
            const auto [end, ec] = std::from_chars(token.data(), token.data() + token.size(), expected);
            const std::string tooLarge = "t.json: $.nodes[0].id: the id " + token + " is too large";
            QCOMPARE(idRead(token), ec == std::errc() ? std::to_string(expected) : tooLarge);
            // the last id, a few bytes from the end of the text
            const std::string last = R"({"format": "homestead-picture", "version": 1, "edges": [], "nodes": [{"id": )" + token + "}]}";
            const Outcome read = readWith(last, json_reader::kWindowBytes);
            if (ec == std::errc()) {
                QCOMPARE(read.nodes.size(), std::size_t(1));
                QCOMPARE(read.nodes[0].id, expected);
            } else {
                QCOMPARE(read.error, tooLarge);
            }
        }
    }

    // The ends read without a Picture give the Picture's analysis, for ids of every shape.
    void endsOfJsonFilesAreThePictures() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("p.json").toStdString();
        for (std::uint64_t seed : {1u, 2u, 3u}) {
            const Picture original = testing::randomLargePicture(seed, 300);
            for (auto shape : {bench::IdShape::ascending, bench::IdShape::shuffled, bench::IdShape::sparse}) {
                const Picture relabelled = bench::relabelIds(original, shape, seed);
                writeFile(path, writePictureJson(relabelled));
                QCOMPARE(analyseCompactly(pictureFileEnds(path)), analyseCompactly(endsOf(loadPictureFile(path))));
            }
        }
        std::mt19937_64 rng(5);
        for (int i = 0; i < 300; ++i) {
            const Picture p = testing::randomSmallPicture(rng, 12);
            writeFile(path, writePictureJson(p));
            QCOMPARE(analyseCompactly(pictureFileEnds(path)), analyseCompactly(endsOf(loadPictureFile(path))));
        }
    }

    void endsOfJsonFilesFailAsThePicture() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("bad.json").toStdString();
        const std::string head = R"({"format": "homestead-picture", "version": 1, "nodes": [)";
        const std::vector<std::string> bodies = {
            R"({"id": 1}, {"id": 2}, {"id": 1}], "edges": [])",                                  // a node id twice
            R"({"id": 1}, {"id": 2}], "edges": [{"id": 0, "from": 1, "to": 2}, {"id": 0, "from": 1, "to": 2}])",
            R"({"id": 1}, {"id": 2}], "edges": [{"id": 0, "from": 3, "to": 2}])",                 // from missing
            R"({"id": 1}, {"id": 2}], "edges": [{"id": 0, "from": 1, "to": 9}])",                 // to missing
            R"({"id": 1}, {"id": 2}], "edges": [{"id": 0, "from": 7, "to": 8}])",                 // both: from named
            R"({"id": 1}, {"id": 2}], "edges": [{"id": 5, "from": 1, "to": 2}, {"id": 5, "from": 9, "to": 2}])",
            R"({"id": 1}, {"id": 2}], "edges": [{"id": 5, "from": 9, "to": 2}, {"id": 5, "from": 1, "to": 2}])",
            R"({"id": 1}, {"id": 1}], "edges": [{"id": 5, "from": 9, "to": 2}])",                 // the node first
            R"({"id": 4611686018427387904}, {"id": 2}, {"id": 4611686018427387904}], "edges": [])",
            R"({"id": 4611686018427387904}], "edges": [{"id": 3, "from": 4611686018427387904, "to": 4611686018427387905}])",
            R"({"id": 1}], "edges": [{"id": 9, "from": 1, "to": 1}, {"id": 3, "from": 1, "to": 1}, {"id": 9, "from": 1, "to": 1}])",
        };
        for (const std::string& body : bodies) {
            writeFile(path, head + body + "}");
            const std::string expected = errorOf([&] { loadPictureFile(path); });
            QVERIFY2(!expected.empty(), body.c_str());
            QCOMPARE(errorOf([&] { pictureFileEnds(path); }), expected);
        }
    }

    // A file of several megabytes (its read pages let go a megabyte at a time) with an error at its
    // end: read again whole, from the file, to the right line and column.
    void releasedPagesReadAgainForAnError() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("big.json").toStdString();
        std::string text = writePictureJson(testing::randomLargePicture(7, 60000));
        QVERIFY(text.size() > (std::size_t(3) << 20));
        writeFile(path, text);
        QVERIFY(loadPictureFile(path) == readPictureJson(text, displayPath(path)));
        text += "]";  // text after the end
        writeFile(path, text);
        const std::string expected = errorOf([&] { readPictureJson(text, displayPath(path)); });
        QVERIFY(expected.find("line ") != std::string::npos);
        QCOMPARE(errorOf([&] { loadPictureFile(path); }), expected);
        QCOMPARE(errorOf([&] { pictureFileEnds(path); }), expected);
    }
};

QTEST_MAIN(PictureJsonWindowsTest)
#include "tst_picture_json_windows.moc"
