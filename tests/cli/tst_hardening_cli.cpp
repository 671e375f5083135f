// homestead-cli against hostile input, run as a process: every failure is exit status 2 with ONE
// line on stderr (escaped, shortened, valid UTF-8) and nothing on stdout; nothing crashes or hangs.
// Negative and huge ordinal powers, animating amounts with a sign, arguments holding newlines or
// 100,000 characters, a FIFO, /dev/zero and a symbolic-link loop as the picture file, /dev/zero and
// an endless stream on standard input, output to a full device (/dev/full), --cgsuite-file (a file,
// standard input, a string longer than a command line may be), names with newlines in analyse's
// text, and search's limits said the same way in its help and its message.
#include <QtTest>

#include "../cli_process.h"

#include "homestead/search.h"

#include <QStringDecoder>

#include <filesystem>
#include <fstream>

#include <sys/stat.h>

namespace {

// The contract for bad input: exit 2, nothing on stdout, one readable line on stderr.
void expectOneLineError(const CliResult& r, const QByteArray& mustContain = {}) {
    QVERIFY2(!r.crashed, r.err.constData());
    QCOMPARE(r.status, 2);
    QVERIFY2(r.out.isEmpty(), r.out.left(200).constData());
    QVERIFY(r.err.startsWith("homestead-cli: "));
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY(r.err.endsWith('\n'));
    QVERIFY2(r.err.size() < 400, r.err.left(400).constData());
    for (char c : r.err.chopped(1)) QVERIFY2(static_cast<unsigned char>(c) >= 0x20 && c != 0x7F, r.err.constData());
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString text = decoder.decode(r.err);
    QVERIFY2(!decoder.hasError() && !text.contains(QChar::ReplacementCharacter), r.err.constData());
    if (!mustContain.isEmpty()) QVERIFY2(r.err.contains(mustContain), r.err.constData());
}

}  // namespace

class HardeningCliTest : public QObject {
    Q_OBJECT
private slots:
    void negativePowersAndAmountsAreRefused() {
        // These crashed (a negative power cast to size_t) or were accepted.
        expectOneLineError(runCli({"nim", "--transfinite", "w^-1"}), "ordinal 'w^-1', column 3: a negative number");
        expectOneLineError(runCli({"welter", "--transfinite", "w^2+w^-1"}), "column 7: a negative number");
        expectOneLineError(runCli({"welter", "--transfinite", "1", "w*-2"}), "argument 2: ordinal 'w*-2'");
        expectOneLineError(runCli({"animating", "^-1"}), "step 1 '^-1': the amount must be a natural number");
        expectOneLineError(runCli({"animating", "+3", "⊕-5"}), "step 2 '⊕-5'");
    }

    void hugeNumbersAreRefused() {
        expectOneLineError(runCli({"nim", "--transfinite", "w^99999999999"}), "power of w too large (at most 1000)");
        expectOneLineError(runCli({"nim", "--transfinite", "w^1*99999999999999999999"}), "number too large");
        expectOneLineError(runCli({"nim", "99999999999999999999"}), "is not a heap size");
        expectOneLineError(runCli({"nim", "-3"}), "is not a heap size");
        expectOneLineError(runCli({"welter", "99999999999999999999"}), "2^62 or more");
        expectOneLineError(runCli({"welter", "--target", "99999999999999999999", "3"}), "is not a natural number");
        expectOneLineError(runCli({"welter", "--target", "-1", "3"}), "is not a natural number");
        expectOneLineError(runCli({"animating", "+9223372036854775807"}), "ring the bell too often");
        expectOneLineError(runCli({"animating", "^99999999999999999999"}), "the amount is too large");
    }

    void echoedArgumentsAreEscapedAndShortened() {
        expectOneLineError(runCli({"nim", "3\n4"}), "argument 1 '3\\n4' is not a heap size");
        expectOneLineError(runCli({"frobnicate\nrm -rf"}), "unknown command 'frobnicate\\nrm -rf'");
        expectOneLineError(runCli({"welter", "--colour\x1b[31m"}), "unknown option '--colour\\x1b[31m'");
        expectOneLineError(runCli({"analyse", "--cgsuite", "e", "extra\r"}), "'extra\\r' is extra");
        const QString longArgument(100000, QLatin1Char('7'));
        const auto r = runCli({"nim", "--transfinite", "w+" + longArgument + "x"});
        expectOneLineError(r, "…'");
        const QString omegas = QString(200, QChar(0x03C9));  // a cut would land inside a character
        expectOneLineError(runCli({"welter", omegas}), "…'");
        expectOneLineError(runCli({"welter", "--transfinite", omegas}), "…'");
    }

    void filesThatAreNotRegularAreRefusedAtOnce() {
        QTemporaryDir dir;
        const QString fifo = dir.filePath("pipe.json");
        QCOMPARE(::mkfifo(fifo.toLocal8Bit().constData(), 0600), 0);
        expectOneLineError(runCli({"analyse", fifo}), "it is a named pipe (FIFO), not a regular file");
        expectOneLineError(runCli({"search", "--cgsuite-file", fifo}), "named pipe");
        expectOneLineError(runCli({"analyse", "/dev/zero"}), "/dev/zero: cannot open the file (it is a device");
        expectOneLineError(runCli({"analyse", dir.path()}), "it is a directory");
        const std::string a = dir.filePath("a.json").toStdString(), b = dir.filePath("b.json").toStdString();
        std::filesystem::create_symlink(b, a);
        std::filesystem::create_symlink(a, b);
        expectOneLineError(runCli({"analyse", QString::fromStdString(a)}), "a loop of symbolic links");
        expectOneLineError(runCli({"analyse", dir.filePath("two\nlines.json")}), "two\\nlines.json: cannot open");
    }

    void standardInputIsLimited() {
        // /dev/zero on standard input never ends: the limit (256 MiB) stops the reading.
        expectOneLineError(runCli({"welter", "-"}, {}, QStringLiteral("/dev/zero")),
                           "welter: standard input: more than 256 MiB, too large (the limit is 256 MiB)");
        expectOneLineError(runCli({"analyse", "--cgsuite-file", "-"}, {}, QStringLiteral("/dev/zero")),
                           "standard input: more than 10000000 bytes, too large (the limit is 10000000 bytes)");
        // A bad square quoted, not echoed raw: the token runs on for 1 MB.
        expectOneLineError(runCli({"welter", "-"}, "1 2 " + QByteArray(1 << 20, 'x')), "number 3: 'xxxx");
    }

    void outputThatCannotBeWrittenIsAnError() {
        for (const QStringList& args : {QStringList{"--help"}, QStringList{"help"}, QStringList{"help", "welter"},
                                        QStringList{"welter", "--help"}, QStringList{"welter", "3", "4"}}) {
            const auto r = runCli(args, {}, {}, QStringLiteral("/dev/full"));
            QCOMPARE(r.status, 1);
            QCOMPARE(r.err, QByteArray("homestead-cli: cannot write the output to standard output\n"));
        }
    }

    void cgsuiteFromAFileOrStandardInput() {
        const auto direct = runCli({"analyse", "--json", "--cgsuite", ":Geee:G"});
        QCOMPARE(direct.status, 0);
        QTemporaryDir dir;
        const QString file = dir.filePath("door.cgs");
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(":Geee:G\n");
        }
        const auto fromFile = runCli({"analyse", "--json", "--cgsuite-file", file});
        QCOMPARE(fromFile.status, 0);
        QCOMPARE(fromFile.out, direct.out);
        const auto fromStdin = runCli({"analyse", "--json", "--cgsuite-file", "-"}, ":Geee:G");
        QCOMPARE(fromStdin.status, 0);
        QCOMPARE(fromStdin.out, direct.out);
        // A stalk of 300,000 edges: longer than one argument may be (128 KiB on Linux), read from stdin.
        const auto stalk = runCli({"search", "--json", "--cgsuite-file", "-"}, "e");
        QCOMPARE(stalk.status, 0);
        const auto longStalk = runCli({"analyse", "--json", "--cgsuite-file", "-"}, QByteArray(300'000, 'e'));
        QCOMPARE(longStalk.status, 0);
        QVERIFY(longStalk.out.startsWith("{\"value\": 300000,"));
        // A bad string from a file names the file and the column.
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("eel");
        }
        expectOneLineError(runCli({"analyse", "--cgsuite-file", file}),
                           (file + ": cgsuite string, column 3: blue edge 'l'").toUtf8());
        expectOneLineError(runCli({"render", "--cgsuite-file"}), "--cgsuite-file needs a file name");
        expectOneLineError(runCli({"search", "--cgsuite", "e", "--cgsuite-file", file}), "give one picture");
        // Every picture command's help, and the overview, name the option.
        for (const char* command : {"analyse", "search", "render"}) {
            const auto help = runCli({"help", command});
            QCOMPARE(help.status, 0);
            QVERIFY2(help.out.contains("--cgsuite-file F"), command);
        }
        QVERIFY(runCli({"help"}).out.contains("analyse [--json] [--loads] [--timings] (FILE | --cgsuite STRING | --cgsuite-file F)"));
    }

    void analyseEscapesNamesInItsText() {
        QTemporaryDir dir;
        const QString file = dir.filePath("names.json");
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(R"({"format": "homestead-picture", "version": 1, "title": "two\nlines\u0000nul",
                "nodes": [{"id": 0, "ground": true}, {"id": 1}],
                "edges": [{"id": 0, "from": 0, "to": 1, "name": "top\nedge"}]})");
        }
        const auto r = runCli({"analyse", file});
        QCOMPARE(r.status, 0);
        QVERIFY2(r.out.startsWith("two\\nlines\\0nul\n"), r.out.constData());
        QVERIFY2(r.out.contains("chop 0 (top\\nedge)"), r.out.constData());
        QVERIFY2(r.out.contains("\"top\\nedge\""), r.out.constData());
        QVERIFY(!r.out.contains("top\nedge"));
        QVERIFY(!r.out.contains('\0'));
    }

    void searchSaysOneThing() {
        const auto help = runCli({"help", "search"});
        homestead::SearchLimits limits;
        limits.maxTime = homestead::kCommandLineSearchTime;
        QVERIFY2(help.out.contains(QByteArray::fromStdString(homestead::describeLimits(limits))), help.out.constData());
        QVERIFY(help.out.contains("30 standing edges, 1,000,000 positions or 10 seconds of search"));
        QVERIFY(!help.out.contains("4,000,000"));
        // 31 edges: refused at once, by the first of the same limits.
        const auto r = runCli({"search", "--cgsuite", QString(31, QLatin1Char('e'))});
        expectOneLineError(r, "31 standing edges; exhaustive search is limited to 30");
    }
};

QTEST_GUILESS_MAIN(HardeningCliTest)
#include "tst_hardening_cli.moc"
