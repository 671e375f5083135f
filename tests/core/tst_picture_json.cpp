// Picture files: every kind of bad file is refused with a message naming the file, the place and
// the problem, and nothing is loaded (the target Picture keeps its old contents); good files read
// exactly, unknown keys are ignored, and write-then-read gives back an equal Picture on 2,000
// random pictures (loops, multiple edges, several base nodes, names, fractional coordinates).
#include <QtTest>

#include "homestead/picture_json.h"
#include "random_picture.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>

#include <unistd.h>

using namespace homestead;

namespace {

const std::string kBad = std::string(HOMESTEAD_TEST_DATA) + "/bad/";

Picture sentinel() {
    Picture p;
    p.title = "untouched";
    NodeId g = p.addNode(Point{0, 0}, true);
    p.addEdge(g, p.addNode(Point{0, 1}));
    return p;
}

const char* kDoor = R"({
  "format": "homestead-picture",
  "version": 1,
  "title": "Door",
  "nodes": [ {"id": 0, "x": 0, "y": 0, "ground": true},
             {"id": 1, "x": 2, "y": 0, "ground": true},
             {"id": 2, "x": 0, "y": 3}, {"id": 3, "x": 2, "y": 3} ],
  "edges": [ {"id": 0, "from": 0, "to": 2}, {"id": 1, "from": 1, "to": 3},
             {"id": 2, "from": 2, "to": 3} ]
})";

}  // namespace

class PictureJsonTest : public QObject {
    Q_OBJECT
private slots:
    void readsTheDesignExample() {
        Picture door = readPictureJson(kDoor, "door.json");
        QCOMPARE(door.title, std::string("Door"));
        QCOMPARE(door.nodeCount(), std::size_t(4));
        QCOMPARE(door.edgeCount(), std::size_t(3));
        QVERIFY(door.node(1).ground);
        QVERIFY(!door.node(2).ground);
        QCOMPARE(*door.node(3).position, (Point{2, 3}));
        QCOMPARE(door.edge(2).from, NodeId(2));
        QCOMPARE(door.edge(2).to, NodeId(3));
    }

    void ignoresUnknownKeysAndReadsNames() {
        Picture p = readPictureJson(R"({"format": "homestead-picture", "version": 1,
            "description": {"nested": [1, {"deep": [[], {}]}], "id": 99},
            "nodes": [{"id": 5, "ground": true, "colour": [1, 2, {"x": 3}], "name": "root"},
                      {"id": 9, "name": "tip", "future": null}],
            "edges": [{"id": 3, "from": 5, "to": 9, "name": "trunk", "style": {"width": 2}},
                      {"id": 4, "from": 9, "to": 9, "extra": true}],
            "later": "whatever"})");
        QCOMPARE(p.nodeCount(), std::size_t(2));
        QCOMPARE(p.node(5).name, std::string("root"));
        QCOMPARE(p.node(9).name, std::string("tip"));
        QVERIFY(!p.node(9).position.has_value());
        QCOMPARE(p.edge(3).name, std::string("trunk"));
        QVERIFY(p.edge(4).isLoop());
        QVERIFY(p.title.empty());
    }

    void readsNumbersExactly() {
        // Every coordinate reads as the double nearest to its text (std::from_chars is the reference),
        // whatever its form: signs, exponents, trailing zeros, 17 significant digits, 2^64 and more.
        for (const char* text : {"-0", "0.1", "1e2", "2.50", "-999999999.99999", "1E-3", "0.30000000000000004",
                                 "123456789", "1e-999", "-4.9833303041868504e-05", "18446744073709551616e-11",
                                 "999999999.9999999999999999", "0.000000000000000000000000000001e30"}) {
            Picture p = readPictureJson(std::string(R"({"format": "homestead-picture", "version": 1,
                "nodes": [{"id": 0, "ground": true}, {"id": 7, "x": )") + text + R"(, "y": )" + text +
                R"(}], "edges": [{"id": 3, "from": 0, "to": 7}]})");
            double expected = 0;
            const auto r = std::from_chars(text, text + std::strlen(text), expected);
            QVERIFY(r.ec == std::errc() || r.ec == std::errc::result_out_of_range);  // 1e-999 is 0
            QCOMPARE(p.node(7).position->x, expected);
            QCOMPARE(p.node(7).position->y, expected);
            QCOMPARE(readPictureJson(writePictureJson(p)), p);
        }
    }

    void acceptsIntegralFloatsAsIds() {
        Picture p = readPictureJson(R"({"format": "homestead-picture", "version": 1.0,
            "nodes": [{"id": 2.0, "ground": true}], "edges": [{"id": 0, "from": 2, "to": 2e0}]})");
        QVERIFY(p.hasNode(2));
        QVERIFY(p.edge(0).isLoop());
    }

    void refusesWhatIsNotJsonAndOnlyThat() {
        // 4,000 mutants of picture files (bytes deleted, inserted, replaced, slices repeated): the
        // reader refuses a text as not JSON exactly when nlohmann-json's validator does, with a line
        // and column inside the text; any other refusal is about the contents, named by a JSON path.
        std::mt19937_64 rng(20261125);
        const std::string alphabet = "{}[],:\"\\ \n\t0123456789-+.eEtrufalsn/xu\x01\x7f\xc3\xa9\xff\xed\xa0";
        std::vector<std::string> seeds = {kDoor};
        for (int k = 0; k < 20; ++k) {
            Picture p = testing::randomSmallPicture(rng, 6);
            p.setNodeName(p.nodes().front().id, "caf\xc3\xa9 \"x\"");
            std::string text = writePictureJson(p);
            text.insert(1, "\"extra\": {\"a\": [1.5e3, null, true, \"\\u00e9\\n\"]},");
            seeds.push_back(text);
        }
        int notJson = 0, contents = 0, read = 0;
        for (int trial = 0; trial < 4000; ++trial) {
            std::string text = seeds[rng() % seeds.size()];
            for (int edits = 1 + int(rng() % 3); edits > 0; --edits) {
                const std::size_t at = rng() % (text.size() + 1);
                const char c = alphabet[rng() % alphabet.size()];
                switch (rng() % 4) {
                    case 0: if (at < text.size()) text.erase(at, 1); break;
                    case 1: text.insert(at, 1, c); break;
                    case 2: if (at < text.size()) text[at] = c; break;
                    default: text.insert(at, text.substr(at, rng() % 12)); break;
                }
            }
            const bool json = nlohmann::json::accept(text);
            try {
                readPictureJson(text, "m.json");
                QVERIFY2(json, text.c_str());
                ++read;
            } catch (const FormatError& e) {
                const std::string message = e.what();
                const bool syntax = message.starts_with("m.json: line ");
                QVERIFY2(syntax != json, (message + "\n" + text).c_str());
                QVERIFY2(syntax || message.starts_with("m.json: $"), message.c_str());
                if (syntax) {
                    // the place is in the text: line L exists and column C is at most its length + 1
                    std::size_t line = 0, column = 0;
                    QVERIFY(std::sscanf(message.c_str(), "m.json: line %zu, column %zu", &line, &column) == 2);
                    QVERIFY2(line >= 1, message.c_str());
                    std::size_t start = 0;
                    for (std::size_t l = 1; l < line; ++l) {
                        const std::size_t newline = text.find('\n', start);
                        QVERIFY2(newline != std::string::npos, (message + "\n" + text).c_str());
                        start = newline + 1;
                    }
                    const std::size_t end = std::min(text.find('\n', start), text.size());
                    QVERIFY2(column >= 1 && column <= end - start + 1, (message + "\n" + text).c_str());
                }
                ++(syntax ? notJson : contents);
            }
        }
        // all three outcomes are well represented
        qInfo("%d not JSON, %d refused for their contents, %d read", notJson, contents, read);
        QVERIFY(notJson > 2000);
        QVERIFY(contents > 300);
        QVERIFY(read > 200);
    }

    void checksTheValuesItDoesNotUse() {
        const auto errorOf = [](const std::string& middle) {
            try {
                readPictureJson("{\"format\": \"homestead-picture\", \"version\": 1, " + middle +
                                    "\"nodes\": [], \"edges\": []}",
                                "t.json");
            } catch (const FormatError& e) {
                return std::string(e.what());
            }
            return std::string("(read)");
        };
        QCOMPARE(errorOf("\"extra\": [1 2], "), std::string("t.json: line 1, column 59: not JSON (unexpected '2')"));
        QCOMPARE(errorOf("\"extra\": {\"a\": \"\\q\"}, "),
                 std::string("t.json: line 1, column 62: not JSON (a bad escape in a string)"));
        QCOMPARE(errorOf("\"extra\": [true, -1e400], "), std::string("t.json: line 1, column 63: a number out of range (-1e400)"));
        QCOMPARE(errorOf("\"extra\": [nul], "), std::string("t.json: line 1, column 57: not JSON (unexpected 'nul')"));
        // not JSON comes first, even after a problem with the contents
        QCOMPARE(errorOf("\"title\": 5, \"extra\": tru, "), std::string("t.json: line 1, column 68: not JSON (unexpected 'tru')"));
        QCOMPARE(errorOf("\"title\": 5, "), std::string("t.json: $.title: expected a string, found a number"));
        // a string key with an escape is the same key
        QCOMPARE(errorOf("\"ti\\u0074le\": \"Door\", \"title\": \"again\", "),
                 std::string("t.json: $.title: the key appears twice"));
        QCOMPARE(errorOf(""), std::string("(read)"));
    }

    void limitsTheNesting() {
        const auto nested = [](int levels) {
            return "{\"format\": \"homestead-picture\", \"version\": 1, \"nodes\": [], \"edges\": [], \"deep\": " +
                   std::string(levels, '[') + std::string(levels, ']') + "}";
        };
        QCOMPARE(readPictureJson(nested(999), "d.json").edgeCount(), std::size_t(0));  // 1000 levels with the root
        for (int levels : {1000, 100000}) {  // refused at the bracket of level 1001, without exhausting the stack
            const std::string text = nested(levels);
            try {
                readPictureJson(text, "d.json");
                QFAIL("read");
            } catch (const FormatError& e) {
                const std::size_t column = text.find("[[") + 1000;
                QCOMPARE(std::string(e.what()), "d.json: line 1, column " + std::to_string(column) +
                                                    ": not JSON (nested more than 1000 levels deep)");
            }
        }
    }

    void skipsAByteOrderMark() {
        QCOMPARE(readPictureJson(std::string("\xEF\xBB\xBF") + kDoor), readPictureJson(kDoor));
        try {
            readPictureJson("\xEF\xBB\xBF{\"format\": 1,}", "b.json");
            QFAIL("read");
        } catch (const FormatError& e) {  // the column counts the mark's bytes, as the file holds them
            QCOMPARE(std::string(e.what()), std::string("b.json: line 1, column 17: not JSON (unexpected '}')"));
        }
    }

    void writesAnyNameAsValidJson() {
        // Control characters are escaped; bytes that are not UTF-8 become U+FFFD: the file is JSON.
        Picture p;
        const NodeId g = p.addNode(Point{0, 0}, true, std::string("a\x01" "b\x1f" "\x7f\n\"\\"));
        p.addEdge(g, p.addNode(), "bad \xff\xc3 utf8 \xed\xa0\x80 caf\xc3\xa9");
        p.title = "tab\there";
        const std::string text = writePictureJson(p);
        QVERIFY(nlohmann::json::accept(text));
        QVERIFY(text.find("a\\u0001b\\u001f\x7f\\n\\\"\\\\") != std::string::npos);
        const Picture back = readPictureJson(text);
        QCOMPARE(back.node(g).name, p.node(g).name);
        QCOMPARE(back.title, p.title);
        QCOMPARE(back.edges().front().name,
                 std::string("bad \xEF\xBF\xBD\xEF\xBF\xBD utf8 \xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD caf\xc3\xa9"));
    }

    void refusesBadFiles_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("message");
        auto row = [](const char* file, const char* message) {
            QTest::newRow(file) << QString(file) << QString::fromUtf8(message);
        };
        row("empty.json", "line 1, column 1: not JSON (the text is empty)");
        row("not-json.json", "line 2, column 39: not JSON (unexpected ',')");
        row("trailing-garbage.json", "line 1, column 73: not JSON (more text after the end: 'extra')");
        row("nul-byte.json", "line 2, column 27: a NUL byte (not a text file)");
        row("number-overflow.json", "line 2, column 28: a number out of range (1e999)");
        row("root-array.json", "$: expected an object (a homestead-picture file), found an array");
        row("no-format.json", "$: not a Homestead picture (no \"format\": \"homestead-picture\")");
        row("wrong-format.json", "$.format: unknown format \"svg-drawing\" (expected \"homestead-picture\")");
        row("newer-version.json", "$.version: version 2 is newer than this program reads (version 1); update Homestead to open it");
        row("version-zero.json", "$.version: version 0 does not exist (versions start at 1)");
        row("version-string.json", "$.version: the version must be an integer, found a string");
        row("no-version.json", "$: the \"version\" is missing");
        row("no-nodes.json", "$: the \"nodes\" list is missing");
        row("no-edges.json", "$: the \"edges\" list is missing");
        row("nodes-not-array.json", "$.nodes: expected an array of nodes, found an object");
        row("node-not-object.json", "$.nodes[1]: expected a node object, found a number");
        row("missing-node-id.json", "$.nodes[1]: the node has no id");
        row("duplicate-node-id.json", "$.nodes[2].id: node id 1 is used twice (also $.nodes[1])");
        row("duplicate-edge-id.json", "$.edges[2].id: edge id 0 is used twice (also $.edges[0])");
        row("repeated-key.json", "$.nodes[1].id: the key appears twice");
        row("fractional-id.json", "$.nodes[1].id: the id must be an integer, found 1.5");
        row("string-id.json", "$.edges[0].id: the id must be an integer, found a string");
        row("negative-id.json", "$.nodes[1].id: the id -4 is negative");
        row("huge-id.json", "$.nodes[0].id: the id 18446744073709551615 is too large");
        row("edge-to-missing-node.json", "$.edges[2].to: node 7 does not exist");
        row("edge-without-from.json", "$.edges[0]: the edge has no \"from\" node");
        row("coordinate-out-of-range.json", "$.nodes[1].y: the coordinate 1000000000000 is out of range (at most 1e9 in size)");
        row("coordinate-string.json", "$.nodes[0].x: a coordinate must be a number, found a string");
        row("x-without-y.json", "$.nodes[1]: the node has x but no y");
        row("ground-not-boolean.json", "$.nodes[0].ground: expected true or false, found a string");
        row("name-not-string.json", "$.edges[0].name: expected a string, found a number");
        row("title-not-string.json", "$.title: expected a string, found an array");
    }

    void refusesBadFiles() {
        QFETCH(QString, file);
        QFETCH(QString, message);
        const std::string path = kBad + file.toStdString();
        Picture target = sentinel();
        bool thrown = false;
        try {
            target = loadPictureFile(path);
        } catch (const FormatError& e) {
            thrown = true;
            QCOMPARE(QString::fromUtf8(e.what()), QString::fromStdString(path) + ": " + message);
        }
        QVERIFY(thrown);
        QCOMPARE(target, sentinel());  // nothing half-loaded
    }

    void everyBadFileHasARow() {
        int files = 0;
        for (const auto& entry : std::filesystem::directory_iterator(kBad))
            if (entry.path().extension() == ".json") ++files;
        QCOMPARE(files, 32);
    }

    void namesTheSourceForText() {
        try {
            readPictureJson("{\"format\": \"homestead-picture\", \"version\": 1, \"nodes\": [], \"edges\": "
                            "[{\"id\": 0, \"from\": 0, \"to\": 0}]}",
                            "clipboard");
            QFAIL("no error");
        } catch (const FormatError& e) {
            QCOMPARE(std::string(e.what()), std::string("clipboard: $.edges[0].from: node 0 does not exist"));
        }
    }

    // A NUL byte is looked for only once a text has failed, since a text with one never reads: put
    // in or written over every byte of a small picture (inside a name, a key, a number, true, an
    // unknown key's value, between tokens, after the end), it is what the message names.
    void aNulByteIsNamedWhereverItIs() {
        const std::string text = "{\"format\": \"homestead-picture\", \"version\": 1, \"title\": \"T\",\n"
                                 "\"nodes\": [{\"id\": 0, \"x\": -1.5e2, \"y\": 0, \"ground\": true, \"name\": \"a\"},\n"
                                 " {\"id\": 1, \"extra\": [null, {\"k\": false}]}],\n"
                                 "\"edges\": [{\"id\": 0, \"from\": 0, \"to\": 1, \"name\": \"e\"}]}\n";
        QCOMPARE(readPictureJson(text).edgeCount(), std::size_t(1));
        for (std::size_t at = 0; at <= text.size(); ++at) {
            for (const bool over : {false, true}) {
                if (over && at == text.size()) continue;
                std::string bad = text;
                if (over) bad[at] = '\0';
                else bad.insert(at, 1, '\0');
                const std::string before = text.substr(0, at);
                const std::size_t line = 1 + std::count(before.begin(), before.end(), '\n');
                const std::size_t column = at - (before.rfind('\n') == std::string::npos ? std::string::npos : before.rfind('\n'));
                try {
                    readPictureJson(bad, "t.json");
                    QFAIL(("read with a NUL at " + std::to_string(at)).c_str());
                } catch (const FormatError& e) {
                    QCOMPARE(std::string(e.what()), "t.json: line " + std::to_string(line) + ", column " +
                                                        std::to_string(column) + ": a NUL byte (not a text file)");
                }
            }
        }
    }

    // The NUL search (memchr) goes many bytes a step: a NUL at either side of 16 or 4080 bytes, in
    // a short tail, or first or last, is found where it is.
    void findsANulByteAnywhere() {
        Picture p;
        NodeId g = p.addNode(Point{0, 0}, true);
        for (int i = 0; i < 300; ++i) p.addEdge(g, p.addNode(Point{0.5 * i, 1}));
        const std::string text = writePictureJson(p);
        QVERIFY(text.size() > 3 * 4080);
        for (std::size_t at : {std::size_t{0}, std::size_t{15}, std::size_t{16}, std::size_t{4079}, std::size_t{4080},
                               std::size_t{8161}, text.size() - 17, text.size() - 1}) {
            std::string bad = text;
            bad[at] = '\0';
            const std::string before = text.substr(0, at);
            const std::size_t line = 1 + std::count(before.begin(), before.end(), '\n');
            const std::size_t column = at - (before.rfind('\n') == std::string::npos ? std::string::npos : before.rfind('\n'));
            try {
                readPictureJson(bad, "t.json");
                QFAIL("no error");
            } catch (const FormatError& e) {
                QCOMPARE(std::string(e.what()), "t.json: line " + std::to_string(line) + ", column " +
                                                    std::to_string(column) + ": a NUL byte (not a text file)");
            }
        }
    }

    // Edges go into the picture all at once (their ends looked up grouped by id): the first bad
    // edge is named wherever it falls, and the edges listed before the nodes are checked the same way.
    void namesTheFirstBadEdgeOfABatch() {
        for (const int bad : {0, 1023, 1024, 1100, 2099}) {
            for (const bool nodesFirst : {true, false}) {
                std::string nodes = "\"nodes\": [{\"id\": 0, \"ground\": true}, {\"id\": 1}]";
                std::string edges = "\"edges\": [";
                for (int k = 0; k < 2100; ++k) {
                    edges += k ? ", " : "";
                    edges += "{\"id\": " + std::to_string(k == bad + 1 ? bad : k) + ", \"from\": 0, \"to\": " +
                             (k == bad ? "7" : "1") + "}";
                }
                edges += "]";
                const std::string text = "{\"format\": \"homestead-picture\", \"version\": 1, " +
                                         (nodesFirst ? nodes + ", " + edges : edges + ", " + nodes) + "}";
                try {
                    readPictureJson(text, "t.json");
                    QFAIL("no error");
                } catch (const FormatError& e) {
                    QCOMPARE(std::string(e.what()),
                             "t.json: $.edges[" + std::to_string(bad) + "].to: node 7 does not exist");
                }
                // Without the missing node, the repeated id is the first problem.
                if (bad == 2099) continue;  // no edge after it repeats its id
                std::string twice = text;
                twice.replace(twice.find("\"to\": 7"), 7, "\"to\": 1");
                try {
                    readPictureJson(twice, "t.json");
                    QFAIL("no error");
                } catch (const FormatError& e) {
                    QCOMPARE(std::string(e.what()), "t.json: $.edges[" + std::to_string(bad + 1) + "].id: edge id " +
                                                        std::to_string(bad) + " is used twice (also $.edges[" +
                                                        std::to_string(bad) + "])");
                }
            }
        }
    }

    // Nodes go into the picture all at once (Picture::assignLists, its index grouped by id): the
    // first repeated id is named wherever it falls, with the place of its first use; a negative id
    // is refused as a problem of its own before any of this.
    void namesTheFirstBadNodeOfABatch() {
        for (const int bad : {1, 1023, 1024, 1025, 2099}) {
            for (const int first : {0, bad - 1}) {
                std::string text = "{\"format\": \"homestead-picture\", \"version\": 1, \"edges\": [], \"nodes\": [";
                for (int k = 0; k < 2100; ++k) {
                    text += k ? ", " : "";
                    // node `bad` repeats node `first`'s id, and node bad + 1 repeats it again
                    text += "{\"id\": " + std::to_string(k == bad || k == bad + 1 ? first : k) + "}";
                }
                text += "]}";
                try {
                    readPictureJson(text, "t.json");
                    QFAIL("no error");
                } catch (const FormatError& e) {
                    QCOMPARE(std::string(e.what()), "t.json: $.nodes[" + std::to_string(bad) + "].id: node id " +
                                                        std::to_string(first) + " is used twice (also $.nodes[" +
                                                        std::to_string(first) + "])");
                }
            }
        }
    }

    void refusesUnreadableFiles() {
        const std::string missing = kBad + "does-not-exist.json";
        QVERIFY_THROWS_EXCEPTION(FormatError, loadPictureFile(missing));
        try {
            loadPictureFile(missing);
        } catch (const FormatError& e) {
            QCOMPARE(std::string(e.what()), missing + ": cannot open the file (it does not exist)");
        }
        try {
            loadPictureFile(kBad);
            QFAIL("a directory was read");
        } catch (const FormatError& e) {
            QCOMPARE(std::string(e.what()), kBad + ": cannot open the file (it is a directory)");
        }
    }

    // A file is mapped, not copied (readFileText): one that ends at or just before the end of a page
    // reads as the same text does, and so does a broken one, to the same place in its message.
    void readsFilesThatEndAtAPage() {
        const auto page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
        const Picture door = readPictureJson(kDoor);
        std::string broken = kDoor;
        broken.pop_back();  // the closing brace
        QTemporaryDir dir;
        for (const std::size_t size : {page - 64, page - 63, page - 1, page, 2 * page}) {
            const std::string path = dir.filePath(QString("door%1.json").arg(size)).toStdString();
            std::string text = kDoor;
            text.resize(size, ' ');
            { std::ofstream(path, std::ios::binary) << text; }
            QCOMPARE(loadPictureFile(path), door);
            std::string bad = broken;
            bad.resize(size, '\n');
            { std::ofstream(path, std::ios::binary) << bad; }
            std::string expected, message;
            try {
                readPictureJson(bad, path);
            } catch (const FormatError& e) {
                expected = e.what();
            }
            try {
                loadPictureFile(path);
            } catch (const FormatError& e) {
                message = e.what();
            }
            QVERIFY2(message.find("the text ends inside an object or array") != std::string::npos, message.c_str());
            QCOMPARE(message, expected);
        }
    }

    void messagesRepeatTheVersionAsWritten() {
        const auto versionError = [](const std::string& version) {
            try {
                readPictureJson("{\"format\": \"homestead-picture\", \"version\": " + version +
                                    ", \"nodes\": [], \"edges\": []}",
                                "v.json");
            } catch (const FormatError& e) {
                return std::string(e.what());
            }
            return std::string("(no error)");
        };
        // They were clamped to ±10^9 for the comparison and reported clamped.
        QCOMPARE(versionError("1e23"), std::string("v.json: $.version: version 1e23 is newer than this program reads "
                                                   "(version 1); update Homestead to open it"));
        QCOMPARE(versionError("-1e300"), std::string("v.json: $.version: version -1e300 does not exist (versions start at 1)"));
        QCOMPARE(versionError("100000000000000000000"),
                 std::string("v.json: $.version: version 100000000000000000000 is newer than this program reads "
                             "(version 1); update Homestead to open it"));
        QCOMPARE(versionError("2"), std::string("v.json: $.version: version 2 is newer than this program reads "
                                                "(version 1); update Homestead to open it"));
    }

    void messagesAreOneShortValidLine() {
        const std::string tenMegabytes(10'000'000, 'a');
        const std::string head = "{\"format\": \"homestead-picture\", \"version\": 1, ";
        const std::string lists = "\"nodes\": [], \"edges\": []}";
        const std::vector<std::string> texts = {
            "{\"format\": \"" + tenMegabytes,                                           // an unterminated string
            "{\"format\": \"" + tenMegabytes + "\", \"version\": 1, " + lists,           // an unknown format
            head + "\"title\": \"ab\xcf",                                               // a cut UTF-8 sequence
            head + "\"title\": \"a\nb\", " + lists,                                      // a raw newline
            head + "\"title\": \"\u03c9\u03c9\xcf\", " + lists,                          // a stray byte
            head + "\"nodes\": [], \"edges\": [\x1b[2J]}",                                 // an escape sequence
        };
        for (const auto& text : texts) {
            std::string message;
            try {
                readPictureJson(text, "t.json");
                QFAIL("no error");
            } catch (const FormatError& e) {
                message = e.what();
            }
            QVERIFY2(message.size() < 300, message.substr(0, 300).c_str());
            QVERIFY2(message.starts_with("t.json: "), message.c_str());
            for (unsigned char c : message) QVERIFY2(c >= 0x20 && c != 0x7F, message.c_str());
            const QString decoded = QString::fromUtf8(message.data(), qsizetype(message.size()));
            QVERIFY2(!decoded.contains(QChar::ReplacementCharacter), message.c_str());
        }
    }

    void refusesAFileTooLarge() {
        // A sparse file of 2100 MiB: refused by its size, before anything is read.
        QTemporaryDir dir;
        const std::string path = dir.filePath("huge.json").toStdString();
        { std::ofstream(path) << "{"; }
        std::filesystem::resize_file(path, std::uintmax_t(2100) << 20);
        Picture target = sentinel();
        try {
            target = loadPictureFile(path);
            QFAIL("no error");
        } catch (const FormatError& e) {
            QCOMPARE(std::string(e.what()),
                     path + ": the file is 2100 MiB, too large for a picture (the limit is 2048 MiB)");
        }
        QCOMPARE(target, sentinel());
    }

    void writesStableReadableText() {
        Picture p;
        p.title = "Door \"quoted\" — ünïcode";
        NodeId a = p.addNode(Point{0, 0}, true);
        NodeId b = p.addNode(Point{2.5, -0.125}, false, "corner");
        NodeId c = p.addNode();
        p.addEdge(a, b, "post");
        p.addEdge(b, c);
        p.addEdge(c, c);
        const std::string expected =
            "{\n"
            "  \"format\": \"homestead-picture\",\n"
            "  \"version\": 1,\n"
            "  \"title\": \"Door \\\"quoted\\\" — ünïcode\",\n"
            "  \"nodes\": [\n"
            "    {\"id\": 0, \"x\": 0, \"y\": 0, \"ground\": true},\n"
            "    {\"id\": 1, \"x\": 2.5, \"y\": -0.125, \"name\": \"corner\"},\n"
            "    {\"id\": 2}\n"
            "  ],\n"
            "  \"edges\": [\n"
            "    {\"id\": 0, \"from\": 0, \"to\": 1, \"name\": \"post\"},\n"
            "    {\"id\": 1, \"from\": 1, \"to\": 2},\n"
            "    {\"id\": 2, \"from\": 2, \"to\": 2}\n"
            "  ]\n"
            "}\n";
        QCOMPARE(writePictureJson(p), expected);
        QCOMPARE(readPictureJson(expected), p);
        QCOMPARE(writePictureJson(Picture{}),
                 std::string("{\n  \"format\": \"homestead-picture\",\n  \"version\": 1,\n"
                             "  \"nodes\": [],\n  \"edges\": []\n}\n"));
        QCOMPARE(readPictureJson(writePictureJson(Picture{})), Picture{});
    }

    void roundTripsRandomPictures() {
        std::mt19937_64 rng(20261121);
        const char* names[] = {"", "trunk", "p", "a \"quote\"", "back\\slash", "tab\there", "äpfel"};
        for (int trial = 0; trial < 2000; ++trial) {
            Picture p = testing::randomSmallPicture(rng, 10);
            std::uniform_int_distribution<int> pick(0, 6);
            std::uniform_real_distribution<double> coordinate(-1000, 1000);
            for (const Node& n : std::vector<Node>(p.nodes())) {
                int kind = pick(rng);
                if (kind == 0) p.setPosition(n.id, std::nullopt);
                else if (kind < 3) p.setPosition(n.id, Point{coordinate(rng), coordinate(rng)});
                p.setNodeName(n.id, names[pick(rng)]);
            }
            for (const Edge& e : std::vector<Edge>(p.edges())) p.setEdgeName(e.id, names[pick(rng)]);
            if (trial % 3 == 0) p.title = names[pick(rng)];
            const std::string text = writePictureJson(p);
            Picture back = readPictureJson(text, "random");
            QVERIFY2(back == p, text.c_str());
            QCOMPARE(writePictureJson(back), text);  // stable
            std::string spare = text;  // read in place when there is room for simdjson's padding
            spare.reserve(text.size() + 64);
            QVERIFY(readPictureJsonInPlace(std::move(spare), "random") == p);
            // Unknown keys anywhere are ignored: same picture.
            std::string extended = text;
            extended.insert(1, "\"comment\": [1, {\"a\": null, \"b\": [\"\\u00e9\", -1.5e-3, true]}],");
            QVERIFY2(readPictureJson(extended, "random") == p, extended.c_str());
        }
    }
};

QTEST_APPLESS_MAIN(PictureJsonTest)
#include "tst_picture_json.moc"
