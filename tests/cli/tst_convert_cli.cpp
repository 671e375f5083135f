// homestead-cli convert, and .edges files in every command that takes FILE, run as a process:
// converting a CGSuite string, a JSON file and an edge list to each format and analysing the result
// gives the same analyse --json (edge ids in line order), also on 100 random pictures; convert writes
// nothing on stdout; an unknown extension, a missing -o, a bad edge list (its line and column named)
// and DOT as input are exit status 2 with one line; an unwritable OUT is exit status 1.
#include <QtTest>

#include "../cli_process.h"
#include "../core/random_picture.h"
#include "homestead/picture_edges.h"
#include "homestead/picture_json.h"

#include <fstream>
#include <random>

using namespace homestead;

class ConvertCliTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir;

    QString path(const QString& name) { return dir.filePath(name); }
    QByteArray analyseJson(const QStringList& source) {
        const CliResult r = runCli(QStringList{"analyse", "--json"} + source);
        if (r.status != 0) qWarning("stderr: %s", r.err.constData());
        return r.out;
    }
    static std::string read(const QString& file) {
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly)) return "(unreadable)";
        return f.readAll().toStdString();
    }

private slots:
    void convertsToEveryFormat() {
        const QByteArray expected = analyseJson({"--cgsuite", ":Geee:G"});
        QVERIFY(expected.startsWith("{\"value\": 1"));
        for (const QString name : {"door.edges", "door.json"}) {
            const CliResult r = runCli({"convert", "--cgsuite", ":Geee:G", "-o", path(name)});
            QCOMPARE(r.status, 0);
            QVERIFY(r.out.isEmpty());
            QVERIFY(r.err.isEmpty());
            QCOMPARE(analyseJson({path(name)}), expected);
        }
        QCOMPARE(read(path("door.edges")).substr(read(path("door.edges")).find('\n') + 1), std::string("ground 0\n0 1\n1 2\n2 0\n"));
        // edge list -> JSON -> edge list -> DOT
        QCOMPARE(runCli({"convert", path("door.edges"), "-o", path("again.json")}).status, 0);
        QCOMPARE(analyseJson({path("again.json")}), expected);
        QCOMPARE(runCli({"convert", path("again.json"), "-o", path("again.edges")}).status, 0);
        QCOMPARE(read(path("again.edges")), read(path("door.edges")));
        QCOMPARE(runCli({"convert", path("again.edges"), "-o", path("door.dot")}).status, 0);
        const std::string dot = read(path("door.dot"));
        QVERIFY(dot.find("graph homestead {") != std::string::npos);
        QVERIFY(dot.find("n2 -- n0 [id=\"e2\", label=\"2\"];") != std::string::npos);
    }

    void everyCommandReadsEdgeLists() {
        std::ofstream(path("stalk.edges").toStdString()) << "ground 0\n0 1\n1 2\n2 3\n";
        QCOMPARE(runCli({"search", "--json", path("stalk.edges")}).out, QByteArray("{\"value\": 3, \"standing_edges\": 3}\n"));
        QVERIFY(analyseJson({path("stalk.edges")}).startsWith("{\"value\": 3"));
        const CliResult explained = runCli({"explain", "--json", path("stalk.edges"), "--edge", "2"});
        QCOMPARE(explained.status, 0);
        QVERIFY2(explained.out.startsWith("{\"edge\": 2, \"stress\": 1,"), explained.out.constData());
        QCOMPARE(runCli({"render", path("stalk.edges"), "-o", path("stalk.svg")}).status, 0);
        QVERIFY(QFileInfo(path("stalk.svg")).size() > 0);
    }

    void randomPicturesSurviveTheEdgeList() {
        std::mt19937_64 rng(99);
        for (int i = 0; i < 100; ++i) {
            const Picture p = testing::randomSmallPicture(rng, 10);
            // edge ids become the line order: give p those ids, so both analyses name the same edges
            Picture renumbered;
            for (const Node& n : p.nodes()) renumbered.insertNode(n);
            for (std::size_t k = 0; k < p.edgeCount(); ++k)
                renumbered.insertEdge(Edge{EdgeId(k), p.edges()[k].from, p.edges()[k].to, {}});
            std::ofstream(path("r.json").toStdString()) << writePictureJson(renumbered);
            QCOMPARE(runCli({"convert", path("r.json"), "-o", path("r.edges")}).status, 0);
            QCOMPARE(analyseJson({path("r.edges")}), analyseJson({path("r.json")}));
        }
    }

    void badInputIsOneLine() {
        std::ofstream(path("bad.edges").toStdString()) << "ground 0\n0 1\n1 one\n";
        const struct {
            QStringList args;
            QByteArray message;
        } cases[] = {
            {{"convert", "--cgsuite", "e", "-o", "x.png"},
             "homestead-cli: convert: -o 'x.png': the output must end in .json, .edges or .dot\n"},
            {{"convert", "--cgsuite", "e"}, "homestead-cli: convert: missing -o OUT.json, OUT.edges or OUT.dot\n"},
            {{"analyse", path("bad.edges")},
             "homestead-cli: " + path("bad.edges").toUtf8() +
                 ": line 3, column 3: a node id must be a non-negative integer, found 'one'\n"},
            {{"convert", path("bad.edges"), "-o", path("never.json")},
             "homestead-cli: " + path("bad.edges").toUtf8() +
                 ": line 3, column 3: a node id must be a non-negative integer, found 'one'\n"},
        };
        for (const auto& c : cases) {
            const CliResult r = runCli(c.args);
            QCOMPARE(r.status, 2);
            QVERIFY(r.out.isEmpty());
            QCOMPARE(r.err, c.message);
        }
        QVERIFY(!QFileInfo::exists(path("never.json")));
        std::ofstream(path("in.dot").toStdString()) << "graph {}\n";
        const CliResult dot = runCli({"analyse", path("in.dot")});
        QCOMPARE(dot.status, 2);
        QVERIFY(dot.err.contains("GraphViz DOT is written, not read"));
    }

    void anUnwritableOutputIsExitOne() {
        // a folder where the file should be, a folder that does not exist: exit 1, one line, nothing
        // on stdout, nothing created (the suite may run as root: no permission tricks)
        QVERIFY(QDir(dir.path()).mkdir("folder.edges"));
        for (const QString& out : {path("folder.edges"), path("missing/door.edges")}) {
            const CliResult r = runCli({"convert", "--cgsuite", ":Geee:G", "-o", out});
            QCOMPARE(r.status, 1);
            QVERIFY(r.out.isEmpty());
            QVERIFY2(r.err.startsWith("homestead-cli: convert: ") && r.err.endsWith("; nothing was written\n") &&
                         r.err.count('\n') == 1,
                     r.err.constData());
        }
        QVERIFY(QFileInfo(path("folder.edges")).isDir());
        QVERIFY(!QFileInfo::exists(path("missing")));
    }
};

QTEST_APPLESS_MAIN(ConvertCliTest)
#include "tst_convert_cli.moc"
