// homestead-cli --lang beyond a command's sentences, run as a process: the welter command's errors
// for bad squares read from standard input, the usage errors (an unknown option, a missing value, an
// unknown command, an ordinal or an animating step that cannot be read …) and the help come out in German, French and Spanish, with no English word of
// the English text left, keeping its options, commands and names (cli_message_checks.h), naming the
// same place, option and detail, with the same exit status. --lang counts wherever it stands, before
// the command too, and is read before any usage error; a bad code is told in English. Without --lang every text is the English, byte for byte what --lang en prints.
#include "../cli_process.h"
#include "../core/cli_message_checks.h"

#include <QProcess>
#include <QtTest>

namespace {

const char* const kTranslated[] = {"de", "fr", "es"};

QString translationProblem(const QByteArray& translated, const QByteArray& english) {
    return clicheck::translationProblem(QString::fromUtf8(translated), QString::fromUtf8(english));
}

// The command line with --lang CODE put where `at` says (-1: at the end).
QStringList withLanguage(QStringList args, const char* code, int at = -1) {
    const QStringList option = {QStringLiteral("--lang"), QString::fromLatin1(code)};
    if (at < 0) return args + option;
    for (int i = option.size() - 1; i >= 0; --i) args.insert(at, option[i]);
    return args;
}

}  // namespace

class UsageLangCli : public QObject {
    Q_OBJECT
private slots:
    void welterStandardInputErrors() {
        const QList<QByteArray> inputs = {"1 2 x7\n", "3, 5\n3\n", "4 -2"};
        const QByteArray expected[] = {
            "homestead-cli: welter: standard input, number 3: 'x7' is not a square (expected a natural number)\n",
            "homestead-cli: welter: square 3 appears twice (at most one coin per square)\n",
            "homestead-cli: welter: standard input, number 2: square -2 is negative (squares are 0, 1, 2, ...)\n",
        };
        for (int i = 0; i < inputs.size(); ++i) {
            const CliResult english = runCli({"welter", "-"}, inputs[i]);
            QCOMPARE(english.status, 2);
            QCOMPARE(english.err, expected[i]);
            QVERIFY(english.out.isEmpty());
            QCOMPARE(runCli({"welter", "-", "--lang", "en"}, inputs[i]).err, english.err);
            for (const char* code : kTranslated) {
                const CliResult other = runCli(withLanguage({"welter", "-"}, code), inputs[i]);
                QCOMPARE(other.status, 2);
                QVERIFY(other.out.isEmpty());
                QCOMPARE(other.err.count('\n'), 1);
                const QString problem = translationProblem(other.err, english.err);
                QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(code), problem)));
            }
        }
        // the words for standard input are the language's own
        QVERIFY(runCli({"welter", "-", "--lang", "de"}, "1 x").err.contains("Standardeingabe, Zahl 2"));
    }

    void usageErrors() {
        const QList<QStringList> commands = {
            {"welter", "--fast", "3"},
            {"welter", "--target", "x", "3"},
            {"welter", "3", "x"},
            {"nim"},
            {"nim", "3", "x"},
            {"explain", "--cgsuite", ":Geee:G"},
            {"explain", "--cgsuite", ":Geee:G", "--edge", "9"},
            {"analyse", "--cgsuite", "e", "--cgsuite", "ee"},
            {"analyse"},
            {"exercises", "--json", "--count", "many"},
            {"welter", "--transfinite", "1", "w^^2"},
            {"nim", "--transfinite", "w+"},
            {"animating", "+3", "*4"},
            {"frob"},
            {},
        };
        for (const QStringList& args : commands) {
            const CliResult english = runCli(args);
            QCOMPARE(english.status, 2);
            QVERIFY(english.out.isEmpty());
            QCOMPARE(runCli(withLanguage(args, "en")).err, english.err);
            for (const char* code : kTranslated)
                for (int at : {-1, 0}) {  // after the command, and before it
                    const CliResult other = runCli(withLanguage(args, code, at));
                    const QString where = args.join(' ') + QStringLiteral(" --lang ") + QLatin1String(code);
                    QVERIFY2(other.status == 2, qPrintable(where));
                    QVERIFY2(other.out.isEmpty(), qPrintable(where));
                    QCOMPARE(other.err.count('\n'), 1);
                    const QString problem = translationProblem(other.err, english.err);
                    QVERIFY2(problem.isEmpty(), qPrintable(where + ": " + problem));
                }
        }
        // the option and the place are named as given
        const CliResult unknown = runCli({"welter", "--fast", "3", "--lang", "fr"});
        QVERIFY2(unknown.err.startsWith("homestead-cli: welter\u00A0: ") && unknown.err.contains("'--fast'"), unknown.err.constData());
    }

    void helpInEachLanguage() {
        const QList<QStringList> helps = {{"--help"}, {"help"}, {"help", "welter"}, {"welter", "--help"},
                                          {"analyse", "--help"}, {"help", "exercises"}, {"nim", "-h"}};
        for (const QStringList& args : helps) {
            const CliResult english = runCli(args);
            QCOMPARE(english.status, 0);
            QVERIFY(english.err.isEmpty());
            QCOMPARE(runCli(withLanguage(args, "en")).out, english.out);
            for (const char* code : kTranslated) {
                const CliResult other = runCli(withLanguage(args, code, 0));
                const QString where = args.join(' ') + QStringLiteral(" --lang ") + QLatin1String(code);
                QVERIFY2(other.status == 0 && other.err.isEmpty(), qPrintable(where));
                QCOMPARE(runCli(withLanguage(args, code)).out, other.out);  // --lang at the end too
                // every JSON key and example of the English is kept as it is
                const QString problem = translationProblem(other.out, english.out);
                QVERIFY2(problem.isEmpty(), qPrintable(where + ": " + problem));
            }
        }
        QVERIFY(runCli({"--help", "--lang", "de"}).out.startsWith("Aufruf: homestead-cli BEFEHL"));
        QVERIFY(runCli({"help", "welter", "--lang", "es"}).out.contains("CASILLA..."));
    }

    // --lang is read first: a bad code is the error even when a usage error comes before it, in English.
    void aBadLanguageIsToldFirstInEnglish() {
        for (const QStringList& args : {QStringList{"--lang", "xx", "welter", "--fast"}, QStringList{"frob", "--lang=klingon"},
                                        QStringList{"--help", "--lang"}}) {
            const CliResult r = runCli(args);
            QCOMPARE(r.status, 2);
            QVERIFY(r.out.isEmpty());
            QCOMPARE(r.err.count('\n'), 1);
            QVERIFY2(r.err.contains("--lang") && r.err.contains("en, de, fr or es"), r.err.constData());
        }
    }
};

QTEST_GUILESS_MAIN(UsageLangCli)
#include "tst_usage_lang_cli.moc"
