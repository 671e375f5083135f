// `homestead-cli exercises` as a child process: --json follows the contract of issue 15 exactly
// (keys, their order, moves as analyse/welter/nim print them); every answer of several seeded sheets
// of every kind equals the core's own answer for the position printed (the picture read back from the
// JSON and analysed, chop by chop); the same seed prints the same bytes and a sheet made without a
// seed can be made again from the seed it prints; bad arguments are exit 2 with one line on stderr
// and nothing on stdout; an unwritable sheet is exit 1 and leaves nothing.
#include <QtTest>

#include "../cli_process.h"
#include "homestead/analysis.h"
#include "homestead/picture_json.h"
#include "homestead/welter.h"
#include "homestead/winning.h"

#include <nlohmann/json.hpp>

using namespace homestead;
using Json = nlohmann::ordered_json;

namespace {
std::vector<std::string> keys(const Json& j) {
    std::vector<std::string> out;
    for (auto it = j.begin(); it != j.end(); ++it) out.push_back(it.key());
    return out;
}
}  // namespace

class ExercisesCliTest : public QObject {
    Q_OBJECT
private slots:
    void answersAreTheCores() {
        int exercises = 0;
        for (const char* kind : {"hackenbush", "welter", "nim"})
            for (int seed : {1, 2, 3, 17, 2026}) {
                const CliResult r = runCli({"exercises", "--kind", kind, "--count", "10", "--edges", "2..12", "--seed",
                                            QString::number(seed), "--json"});
                QCOMPARE(r.status, 0);
                QVERIFY(r.err.isEmpty());
                QVERIFY(r.out.endsWith("}\n") && r.out.count('\n') == 1);  // one line
                const Json sheet = Json::parse(r.out.toStdString());
                QCOMPARE(keys(sheet), (std::vector<std::string>{"seed", "exercises"}));
                QCOMPARE(sheet["seed"].get<int>(), seed);
                QCOMPARE(sheet["exercises"].size(), std::size_t{10});
                for (const Json& ex : sheet["exercises"]) {
                    ++exercises;
                    QCOMPARE(ex["kind"].get<std::string>(), std::string(kind));
                    QVERIFY(ex["question"].get<std::string>().size() > 10);
                    const Json& answer = ex["answer"];
                    QCOMPARE(keys(answer), (std::vector<std::string>{"value", "winning_moves"}));
                    const std::int64_t value = answer["value"].get<std::int64_t>();
                    if (std::string(kind) == "hackenbush") {
                        QCOMPARE(keys(ex), (std::vector<std::string>{"kind", "question", "picture", "answer"}));
                        const Picture p = readPictureJson(ex["picture"].dump(), "exercise");
                        QVERIFY(p.edgeCount() >= 2 && p.edgeCount() <= 12);
                        QCOMPARE(value, static_cast<std::int64_t>(analyse(p).value));
                        QCOMPARE(answer["winning_moves"].get<std::vector<EdgeId>>(), winningMovesByChopping(p));
                    } else if (std::string(kind) == "welter") {
                        QCOMPARE(keys(ex), (std::vector<std::string>{"kind", "question", "coins", "answer"}));
                        const auto coins = ex["coins"].get<std::vector<welter::Square>>();
                        QCOMPARE(value, welter::valueByDefinition(coins));
                        std::vector<welter::Move> winning;
                        for (const welter::Move& m : welter::legalMoves(coins))
                            if (welter::valueByDefinition(welter::applyMove(coins, m)) == 0) winning.push_back(m);
                        QCOMPARE(answer["winning_moves"].size(), winning.size());
                        for (std::size_t i = 0; i < winning.size(); ++i) {
                            QCOMPARE(keys(answer["winning_moves"][i]), (std::vector<std::string>{"from", "to"}));
                            QCOMPARE(answer["winning_moves"][i]["from"].get<std::int64_t>(), winning[i].from);
                            QCOMPARE(answer["winning_moves"][i]["to"].get<std::int64_t>(), winning[i].to);
                        }
                    } else {
                        QCOMPARE(keys(ex), (std::vector<std::string>{"kind", "question", "heaps", "answer"}));
                        const auto heaps = ex["heaps"].get<std::vector<std::int64_t>>();
                        std::int64_t sum = 0;
                        for (auto h : heaps) sum ^= h;
                        QCOMPARE(value, sum);
                        std::size_t k = 0;
                        for (std::size_t i = 0; i < heaps.size(); ++i)
                            for (std::int64_t to = 0; to < heaps[i]; ++to)
                                if ((sum ^ heaps[i] ^ to) == 0) {
                                    const Json& m = answer["winning_moves"].at(k++);
                                    QCOMPARE(keys(m), (std::vector<std::string>{"heap", "from", "to"}));
                                    QCOMPARE(m["heap"].get<std::size_t>(), i);
                                    QCOMPARE(m["to"].get<std::int64_t>(), to);
                                }
                        QCOMPARE(answer["winning_moves"].size(), k);
                    }
                }
            }
        QCOMPARE(exercises, 150);
    }

    void sameSeedSameBytes() {
        const QStringList args{"exercises", "--count", "8", "--seed", "99", "--json"};
        const CliResult a = runCli(args), b = runCli(args);
        QCOMPARE(a.status, 0);
        QCOMPARE(a.out, b.out);
        QVERIFY(runCli({"exercises", "--count", "8", "--seed", "100", "--json"}).out != a.out);
        // without --seed: a seed is drawn and printed, and it makes the same sheet again
        const CliResult drawn = runCli({"exercises", "--kind", "nim", "--json"});
        QCOMPARE(drawn.status, 0);
        const auto seed = Json::parse(drawn.out.toStdString())["seed"].get<std::uint64_t>();
        QCOMPARE(runCli({"exercises", "--kind", "nim", "--seed", QString::number(seed), "--json"}).out, drawn.out);
    }

    void badArgumentsAreOneLineAndExit2_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("says");
        QTest::newRow("unknown kind") << QStringList{"--kind", "chess", "--json"} << "--kind 'chess'";
        QTest::newRow("count 0") << QStringList{"--count", "0", "--json"} << "count";
        QTest::newRow("count too big") << QStringList{"--count", "101", "--json"} << "count";
        QTest::newRow("count not a number") << QStringList{"--count", "six", "--json"} << "--count 'six'";
        QTest::newRow("edges reversed") << QStringList{"--edges", "9..3", "--json"} << "edge range";
        QTest::newRow("edges zero") << QStringList{"--edges", "0..3", "--json"} << "edge range";
        QTest::newRow("edges too many") << QStringList{"--edges", "3..41", "--json"} << "edge range";
        QTest::newRow("edges not a range") << QStringList{"--edges", "a..b", "--json"} << "--edges 'a..b'";
        QTest::newRow("negative seed") << QStringList{"--seed", "-1", "--json"} << "--seed '-1'";
        QTest::newRow("missing value") << QStringList{"--json", "--seed"} << "--seed needs a value";
        QTest::newRow("both outputs") << QStringList{"--json", "-o", "x.pdf"} << "not both";
        QTest::newRow("no output") << QStringList{"--count", "3"} << "missing -o";
        QTest::newRow("not a pdf") << QStringList{"-o", "sheet.png"} << "must end in .pdf";
        QTest::newRow("unknown option") << QStringList{"--json", "--difficulty", "hard"} << "unknown argument '--difficulty'";
    }
    void badArgumentsAreOneLineAndExit2() {
        QFETCH(QStringList, args);
        QFETCH(QString, says);
        const CliResult r = runCli(QStringList{"exercises"} + args);
        QCOMPARE(r.status, 2);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(r.err.startsWith("homestead-cli: exercises: "), r.err.constData());
        QVERIFY2(QString::fromUtf8(r.err).contains(says), r.err.constData());
    }

    void anUnwritableSheetLeavesNothing() {
        QTemporaryDir dir;
        const QString missing = dir.filePath(QStringLiteral("no/such/folder/sheet.pdf"));
        const CliResult r = runCli({"exercises", "--seed", "1", "-o", missing});
        QCOMPARE(r.status, 1);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY(r.err.contains("nothing was written"));
        QVERIFY(!QFile::exists(missing));
    }
};

QTEST_GUILESS_MAIN(ExercisesCliTest)
#include "tst_exercises_cli.moc"
