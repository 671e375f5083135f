// homestead-cli analyse and search, run as a process: the JSON contract of shared/DESIGN.md on the
// golden pictures (door, 4-cycle on a stalk of 2, loop, stalks), --loads, --timings, the text
// output, floating edges from a file, agreement of analyse and search on 150 random pictures written
// as files, a 200,000-edge stalk, and bad input (exit 2, one line on stderr, nothing on stdout).
// analyse --value: one line per file, in the order given, with the value the full analysis gives
// (JSON and .edges files, 60 random pictures in one call) and the one exhaustive search gives; the
// JSON lines; a bad file among good ones (its line on stderr, the others answered, exit status 2);
// and its usage errors.
#include <QtTest>

#include "../cli_process.h"
#include "../core/random_picture.h"
#include "homestead/analysis.h"
#include "homestead/picture_edges.h"
#include "homestead/picture_json.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <numeric>
#include <random>

using namespace homestead;
using json = nlohmann::json;

namespace {

using Result = CliResult;

// The picture with its edges in a random order and their ids spread (3i + 1000 for edge i).
Picture shuffledEdgeIds(const Picture& drawn, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::vector<std::size_t> order(drawn.edgeCount());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::shuffle(order.begin(), order.end(), rng);
    Picture p;
    for (const Node& n : drawn.nodes()) p.insertNode(n);
    for (std::size_t i : order) {
        const Edge& e = drawn.edges()[i];
        p.insertEdge({EdgeId(3 * i + 1000), e.from, e.to, {}});
    }
    return p;
}

json analyseJson(const QStringList& args) {
    Result r = runCli(QStringList{"analyse", "--json"} + args);
    if (r.status != 0) qWarning("stderr: %s", r.err.constData());
    return json::parse(r.out.toStdString());
}

}  // namespace

class AnalyseCliTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir;

    QString writeFile(const QString& name, const std::string& text) {
        QString path = dir.filePath(name);
        std::ofstream(path.toStdString()) << text;
        return path;
    }

private slots:
    void doorJson() {
        json j = analyseJson({"--cgsuite", ":Geee:G"});
        QCOMPARE(j["value"].get<int>(), 1);
        QCOMPARE(j["edges"].size(), std::size_t(3));
        for (std::size_t i = 0; i < 3; ++i) {
            QCOMPARE(j["edges"][i]["id"].get<int>(), int(i));
            QCOMPARE(j["edges"][i]["stress"].get<int>(), 1);
            QCOMPARE(j["edges"][i]["weight"].get<int>(), 1);
        }
        QCOMPARE(j["classes"], json::parse("[[0, 1, 2]]"));
        QCOMPARE(j["winning_moves"], json::parse("[1]"));  // post 0, top 1, post 2
        QCOMPARE(j["floating"], json::parse("[]"));
        QVERIFY(!j["edges"][0].contains("load"));
    }

    void goldenValues() {
        QCOMPARE(analyseJson({"--cgsuite", "ee:Aeeee:A"})["value"].get<int>(), 2);
        QCOMPARE(analyseJson({"--cgsuite", ":A-:A"})["value"].get<int>(), 1);
        QCOMPARE(analyseJson({"--cgsuite", "eeeeeee"})["value"].get<int>(), 7);
        json cycle = analyseJson({"--cgsuite", "ee:Aeeee:A"});
        QCOMPARE(cycle["classes"], json::parse("[[2, 3, 4, 5]]"));
        QCOMPARE(cycle["edges"][0]["stress"].get<int>(), 2);
        QCOMPARE(cycle["winning_moves"], json::parse("[0]"));
    }

    void loadsAndTimings() {
        Result r = runCli({"analyse", "--json", "--loads", "--timings", "--cgsuite", "eee"});
        QCOMPARE(r.status, 0);
        json j = json::parse(r.out.toStdString());
        QCOMPARE(j["edges"][0]["load"], json::parse("[1, 2]"));
        QCOMPARE(j["edges"][1]["load"], json::parse("[2]"));
        QCOMPARE(j["edges"][2]["load"], json::parse("[]"));
        QVERIFY(r.err.contains("timings:"));
        QVERIFY(r.err.contains("parse"));
        QVERIFY(r.err.contains("analyse"));
        // one line: the wall clock of each phase, then its CPU time (what a busy machine does not inflate)
        const QRegularExpression line(R"(^timings: 3 edges; parse [0-9.]+ ms, analyse [0-9.]+ ms, loads [0-9.]+ ms, )"
                                      R"(output [0-9.]+ ms, total [0-9.]+ ms; CPU: parse [0-9.]+ ms, analyse [0-9.]+ ms, )"
                                      R"(loads [0-9.]+ ms, output [0-9.]+ ms\n$)");
        QVERIFY2(line.match(r.err).hasMatch(), qPrintable(r.err));
    }

    void textOutput() {
        Result r = runCli({"analyse", "--cgsuite", ":Geee:G"});
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.contains("Value: 1"));
        QVERIFY(r.out.contains("Winning moves: chop 1"));
        QVERIFY(r.out.contains("class 1: [0, 1, 2]"));
        QVERIFY(r.out.contains("part 1: value 1"));
        QVERIFY(r.err.isEmpty());
        Result s = runCli({"search", "--cgsuite", "ee:Aeeee:A"});
        QCOMPARE(s.status, 0);
        QVERIFY(s.out.contains("Value by exhaustive search: 2"));
    }

    // The whole text report, pinned (its table was written through std::setw before it was built
    // as one string; this is that output): a title and names with control characters, an id wider
    // than its column, a loop, a floating edge, two-digit stresses, loads.
    void textReportLayout() {
        const QString path = writeFile("odd.json", R"J({"format":"homestead-picture","version":1,"title":"Odd\nnames","nodes":[{"id":0,"x":0,"y":0,"ground":true},{"id":1,"x":0,"y":1},{"id":2,"x":1,"y":1},{"id":3,"x":5,"y":5},{"id":4,"x":6,"y":6},{"id":99999999999,"x":2,"y":2},{"id":100,"x":9,"y":1},{"id":101,"x":9,"y":2},{"id":102,"x":9,"y":3},{"id":103,"x":9,"y":4},{"id":104,"x":9,"y":5},{"id":105,"x":9,"y":6},{"id":106,"x":9,"y":7},{"id":107,"x":9,"y":8},{"id":108,"x":9,"y":9},{"id":109,"x":9,"y":10},{"id":110,"x":9,"y":11},{"id":111,"x":9,"y":12}],"edges":[{"id":123456789012,"from":0,"to":1,"name":"tall\tone"},{"id":2,"from":1,"to":2},{"id":3,"from":2,"to":1,"name":"back"},{"id":4,"from":3,"to":4,"name":"floater"},{"id":5,"from":1,"to":1},{"id":6,"from":2,"to":99999999999},{"id":20,"from":0,"to":100},{"id":21,"from":100,"to":101},{"id":22,"from":101,"to":102},{"id":23,"from":102,"to":103},{"id":24,"from":103,"to":104},{"id":25,"from":104,"to":105},{"id":26,"from":105,"to":106},{"id":27,"from":106,"to":107},{"id":28,"from":107,"to":108},{"id":29,"from":108,"to":109},{"id":30,"from":109,"to":110},{"id":31,"from":110,"to":111}]})J");
        Result r = runCli({"analyse", "--loads", path});
        QCOMPARE(r.status, 0);
        QCOMPARE(QString::fromUtf8(r.out), QString::fromUtf8(R"T(Odd\nnames
Value: 13  (17 standing edges, 1 floating)
Value 13: the player to move wins with best play.

Winning moves: chop 21

Parts (standing on the ground on their own):
  part 1: value 1, 5 edges [2, 3, 5, 6, 123456789012]
  part 2: value 12, 12 edges [20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]

Edges (stress, weight; on a cycle: stress 1 and its concyclic class):
      edge    stress    weight  class/notes
  123456789012         1         1  bridge  "tall\tone"  load [2, 3, 5, 6]
         2         1         1  class 1  load []
         3         1         1  class 1  "back"  load []
         4         -         -  floating  "floater"
         5         1         1  class 2  load []
         6         1         1  bridge  load []
        20        12         7  bridge  load [21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]
        21        11         1  bridge, winning  load [22, 23, 24, 25, 26, 27, 28, 29, 30, 31]
        22        10         3  bridge  load [23, 24, 25, 26, 27, 28, 29, 30, 31]
        23         9         1  bridge  load [24, 25, 26, 27, 28, 29, 30, 31]
        24         8        15  bridge  load [25, 26, 27, 28, 29, 30, 31]
        25         7         1  bridge  load [26, 27, 28, 29, 30, 31]
        26         6         3  bridge  load [27, 28, 29, 30, 31]
        27         5         1  bridge  load [28, 29, 30, 31]
        28         4         7  bridge  load [29, 30, 31]
        29         3         1  bridge  load [30, 31]
        30         2         3  bridge  load [31]
        31         1         1  bridge  load []

Concyclic classes:
  class 1: [2, 3]
  class 2: [5]
)T"));
    }

    void floatingFromAFile() {
        Picture p;
        NodeId g = p.addNode(Point{0, 0}, true), a = p.addNode(Point{0, 1});
        NodeId x = p.addNode(Point{3, 3}), y = p.addNode(Point{4, 4});
        p.insertEdge(Edge{10, g, a, "trunk"});
        p.insertEdge(Edge{4, x, y, "cloud"});
        QString path = writeFile("floating.json", writePictureJson(p));
        json j = analyseJson({path});
        QCOMPARE(j["value"].get<int>(), 1);
        QCOMPARE(j["edges"].size(), std::size_t(1));
        QCOMPARE(j["edges"][0]["id"].get<int>(), 10);
        QCOMPARE(j["floating"], json::parse("[4]"));
        Result text = runCli({"analyse", path});
        QVERIFY(text.out.contains("floating"));
        QVERIFY(text.out.contains("\"trunk\""));
    }

    void analyseAgreesWithSearchOnRandomFiles() {
        std::mt19937_64 rng(31337);
        for (int i = 0; i < 150; ++i) {
            Picture p = testing::randomSmallPicture(rng, 10);
            QString path = writeFile(QString("random%1.json").arg(i), writePictureJson(p));
            json analysed = analyseJson({path});
            Result searched = runCli({"search", "--json", path});
            QCOMPARE(searched.status, 0);
            json s = json::parse(searched.out.toStdString());
            QVERIFY2(analysed["value"] == s["value"], qPrintable(path));
            // Every list sorted by id.
            for (const char* key : {"winning_moves", "floating"})
                QVERIFY(std::is_sorted(analysed[key].begin(), analysed[key].end()));
            for (std::size_t e = 1; e < analysed["edges"].size(); ++e)
                QVERIFY(analysed["edges"][e - 1]["id"] < analysed["edges"][e]["id"]);
        }
    }

    void longStalkFile() {
        Picture p;
        NodeId below = p.addNode(Point{0, 0}, true);
        for (int i = 0; i < 200000; ++i) {
            NodeId top = p.addNode();
            p.addEdge(below, top);
            below = top;
        }
        QString path = writeFile("stalk.json", writePictureJson(p));
        json j = analyseJson({path});
        QCOMPARE(j["value"].get<int>(), 200000);
        QCOMPARE(j["winning_moves"], json::parse("[0]"));
    }

    void badInput() {
        QString notJson = writeFile("bad.json", "{ not json");
        const QList<QStringList> cases{
            {},
            {"analyse"},
            {"analyse", "--json"},
            {"analyse", "--frobnicate", "--cgsuite", "e"},
            {"analyse", "--cgsuite"},
            {"analyse", "--cgsuite", "e", "--cgsuite", "ee"},
            {"analyse", "--cgsuite", "elr"},
            {"analyse", dir.filePath("missing.json")},
            {"analyse", notJson},
            {"search", "--cgsuite", QString(31, 'e')},
            {"search", "--json", "--loads", "--cgsuite", "e"},
        };
        for (const QStringList& args : cases) {
            Result r = runCli(args);
            QVERIFY2(r.status == 2, qPrintable(args.join(' ')));
            QVERIFY2(r.out.isEmpty(), qPrintable(args.join(' ')));
            QVERIFY2(r.err.startsWith("homestead-cli: "), qPrintable(args.join(' ')));
            QVERIFY2(r.err.count('\n') == 1, qPrintable(args.join(' ')));
        }
        QVERIFY(runCli({"analyse", "--cgsuite", "elr"}).err.contains("green"));
        QVERIFY(runCli({"analyse", notJson}).err.contains("bad.json"));
        QVERIFY(runCli({"search", "--cgsuite", QString(31, 'e')}).err.contains("31 standing edges"));
        QVERIFY(runCli({}).err.contains("no command"));
    }

    // An answer that cannot be written (a full disk) is a failure, not exit status 0: held (text) or
    // streamed as it is made (JSON; the large picture's is several writes long), exit status 1 and
    // one line on stderr, at the first write that fails.
    void unwritableOutputFails() {
        const QString big = writeFile("big-full.edges", writePictureEdges(testing::randomLargePicture(5, 30000)));
        const QList<QStringList> cases{{"analyse", "--json", "--cgsuite", ":Geee:G"},
                                       {"analyse", "--json", big},
                                       {"analyse", "--json", "--loads", "--cgsuite", ":Geee:G"},
                                       {"analyse", big}};
        for (const QStringList& args : cases) {
            const CliResult r = runCli(args, {}, {}, QStringLiteral("/dev/full"));
            QVERIFY2(r.status == 1, qPrintable(args.join(' ')));
            QCOMPARE(r.err, QByteArray("homestead-cli: cannot write the output to standard output\n"));
        }
    }

    // A picture whose last line is bad fails after reading all the rest, before any output: nothing
    // on stdout, although the JSON streams once the analysis is made.
    void aFailureBeforeTheOutputPrintsNothing() {
        const std::string good = writePictureEdges(testing::randomLargePicture(6, 30000));
        const QString bad = writeFile("bad-last.edges", good + "7 x\n");
        const QString missing = dir.filePath("missing.edges");
        for (const QStringList& args : QList<QStringList>{{"analyse", "--json", bad}, {"analyse", "--json", missing}}) {
            const CliResult r = runCli(args);
            QCOMPARE(r.status, 2);
            QVERIFY(r.out.isEmpty());
            QCOMPARE(r.err.count('\n'), 1);
        }
        QVERIFY(runCli({"analyse", "--json", bad}).err.contains("bad-last.edges: line "));
    }

    // The JSON of a picture larger than the output's buffer, edge ids shuffled and spread: what the
    // full analysis says, edge by edge in id order; with --loads (the analysis made the other way)
    // the same but for the loads; and the same bytes from a picture read as .edges (no Picture built)
    // and as JSON.
    void largeJsonAgreesWithTheAnalysis() {
        const Picture drawn = testing::randomLargePicture(7, 30000);
        Picture p = shuffledEdgeIds(drawn, 7);
        p.insertEdge({5, p.addNode(), p.addNode(), {}});  // floating
        const QString path = writeFile("shuffled.json", writePictureJson(p));
        const json j = analyseJson({path});
        const Analysis a = analyse(p);
        QCOMPARE(j["value"].get<std::uint64_t>(), a.value);
        QCOMPARE(j["edges"].size(), p.edgeCount() - 1);
        EdgeId previous = -1;
        for (const json& x : j["edges"]) {
            const EdgeId id = x["id"].get<EdgeId>();
            QVERIFY(id > previous);
            previous = id;
            const EdgeAnalysis& expected = a.edge(id, p);
            QVERIFY(expected.standing);
            QCOMPARE(x["stress"].get<std::uint64_t>(), expected.stress);
            QCOMPARE(x["weight"].get<std::uint64_t>(), expected.weight);
        }
        QCOMPARE(j["classes"].get<std::vector<std::vector<EdgeId>>>(), a.classes.copies());
        QCOMPARE(j["winning_moves"].get<std::vector<EdgeId>>(), a.winningMoves);
        QCOMPARE(j["floating"].get<std::vector<EdgeId>>(), std::vector<EdgeId>{5});

        const QString small = writeFile("shuffled-small.json", writePictureJson(shuffledEdgeIds(testing::randomLargePicture(8, 2000), 8)));
        json withLoads = analyseJson({"--loads", small});
        for (json& x : withLoads["edges"]) x.erase("load");
        QCOMPARE(withLoads, analyseJson({small}));

        const Result fromEdges = runCli({"analyse", "--json", writeFile("drawn.edges", writePictureEdges(drawn))});
        const Result fromJson = runCli({"analyse", "--json", writeFile("drawn.json", writePictureJson(drawn))});
        QCOMPARE(fromEdges.status, 0);
        QVERIFY(fromEdges.out.size() > (1 << 20));
        QVERIFY(fromEdges.out == fromJson.out);
    }

    void valueOfManyFilesInOneCall() {
        std::mt19937_64 rng(4242);
        QStringList files;
        std::vector<std::uint64_t> expected;
        for (int i = 0; i < 60; ++i) {
            const Picture p = i % 3 == 2 ? testing::randomLargePicture(std::uint64_t(i), 200) : testing::randomSmallPicture(rng, 12);
            expected.push_back(analyse(p).value);
            files << (i % 2 ? writeFile(QString("p%1.edges").arg(i), writePictureEdges(p))
                            : writeFile(QString("p%1.json").arg(i), writePictureJson(p)));
        }
        CliResult r = runCli(QStringList{"analyse", "--value"} + files);
        QCOMPARE(r.status, 0);
        QVERIFY(r.err.isEmpty());
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), files.size());
        for (int i = 0; i < files.size(); ++i)
            QCOMPARE(lines[i], QByteArray::number(qulonglong(expected[std::size_t(i)])) + "  " + files[i].toUtf8());

        CliResult j = runCli(QStringList{"analyse", "--value", "--json"} + files);
        QCOMPARE(j.status, 0);
        const QList<QByteArray> jsonLines = j.out.trimmed().split('\n');
        QCOMPARE(jsonLines.size(), files.size());
        for (int i = 0; i < files.size(); ++i) {
            const json line = json::parse(jsonLines[i].toStdString());
            QCOMPARE(line["file"].get<std::string>(), files[i].toStdString());
            QCOMPARE(line["value"].get<std::uint64_t>(), expected[std::size_t(i)]);
            QCOMPARE(line.size(), std::size_t(2));
        }
    }

    void valueAgreesWithSearch() {
        std::mt19937_64 rng(77);
        for (int i = 0; i < 40; ++i) {
            const QString path = writeFile(QString("s%1.edges").arg(i), writePictureEdges(testing::randomSmallPicture(rng, 10)));
            CliResult searched = runCli({"search", "--json", path});
            QCOMPARE(searched.status, 0);
            CliResult valued = runCli({"analyse", "--value", "--json", path});
            QCOMPARE(valued.status, 0);
            QCOMPARE(json::parse(valued.out.toStdString())["value"], json::parse(searched.out.toStdString())["value"]);
        }
    }

    void valueOfABadFileAmongGoodOnes() {
        const QString door = writeFile("door.edges", "ground 0 1\n0 2\n1 3\n2 3\n");
        const QString bad = writeFile("bad.edges", "ground 0\n0 x\n");
        const QString stalk = writeFile("stalk.json", writePictureJson(readPictureEdges("ground 0\n0 1\n1 2\n")));
        CliResult r = runCli({"analyse", "--value", door, bad, dir.filePath("missing.edges"), stalk});
        QCOMPARE(r.status, 2);
        QCOMPARE(r.out, QByteArray("1  " + door.toUtf8() + "\n2  " + stalk.toUtf8() + "\n"));
        const QList<QByteArray> errors = r.err.trimmed().split('\n');
        QCOMPARE(errors.size(), 2);
        QVERIFY(errors[0].startsWith("homestead-cli: ") && errors[0].contains("bad.edges: line 2, column 3"));
        QVERIFY(errors[1].startsWith("homestead-cli: ") && errors[1].contains("missing.edges"));
    }

    void valueUsageErrors() {
        const QString door = writeFile("door2.edges", "ground 0 1\n0 2\n1 3\n2 3\n");
        const QList<QStringList> cases{
            {"analyse", "--value"},
            {"analyse", "--value", "--json"},
            {"analyse", "--value", "--cgsuite", "e"},
            {"analyse", "--value", "--loads", door},
        };
        for (const QStringList& args : cases) {
            CliResult r = runCli(args);
            QVERIFY2(r.status == 2, qPrintable(args.join(' ')));
            QVERIFY2(r.out.isEmpty(), qPrintable(args.join(' ')));
            QVERIFY2(r.err.startsWith("homestead-cli: ") && r.err.count('\n') == 1, qPrintable(args.join(' ')));
        }
        QVERIFY(runCli({"analyse", "--help"}).out.contains("--value FILE..."));
    }
};

QTEST_GUILESS_MAIN(AnalyseCliTest)
#include "tst_analyse_cli.moc"
