// homestead-cli analyse --value, run as a process: one line per file, in the order given, with the
// value the full analysis gives (JSON and .edges files, 60 random pictures in one call) and the one
// exhaustive search gives; the JSON lines; a bad file among good ones (its line on stderr, the others
// answered, exit status 2); and usage errors (exit 2, one line on stderr, nothing on stdout).
#include <QtTest>

#include "../cli_process.h"
#include "../core/random_picture.h"
#include "homestead/analysis.h"
#include "homestead/picture_edges.h"
#include "homestead/picture_json.h"

#include <nlohmann/json.hpp>

#include <fstream>

using namespace homestead;
using json = nlohmann::json;

class AnalyseValueCliTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir;

    QString writeFile(const QString& name, const std::string& text) {
        QString path = dir.filePath(name);
        std::ofstream(path.toStdString()) << text;
        return path;
    }

private slots:
    void manyFilesInOneCall() {
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

    void agreesWithSearch() {
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

    void aBadFileAmongGoodOnes() {
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

    void usageErrors() {
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

QTEST_GUILESS_MAIN(AnalyseValueCliTest)
#include "tst_analyse_value_cli.moc"
