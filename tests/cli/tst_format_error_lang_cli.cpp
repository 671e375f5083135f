// homestead-cli's errors for a bad file, run as a process: without --lang they are the English the
// readers always wrote (byte for byte what `--lang en` prints), and with --lang de, fr or es the
// commands that take it (analyse, also --value, explain, search) say the same place and detail in that language,
// with no English word of the English sentence (tests/core/format_error_checks.h).
#include "../cli_process.h"
#include "../core/format_error_checks.h"

#include <QTemporaryDir>
#include <QtTest>

namespace {

bool writeBytes(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

}  // namespace

class FormatErrorLangCli : public QObject {
    Q_OBJECT
private slots:
    void badFilesInTheChosenLanguage() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString edges = dir.filePath(QStringLiteral("letter.edges"));
        QVERIFY(writeBytes(edges, "ground 0\n0 1\n1 x\n"));
        const QString json = dir.filePath(QStringLiteral("no-to.json"));
        QVERIFY(writeBytes(json, R"({"format": "homestead-picture", "version": 1, "nodes": [{"id": 0}], "edges": [{"id": 0, "from": 0}]})"));
        const QList<QStringList> commands = {
            {"analyse", edges},
            {"explain", json, "--edge", "0"},
            {"search", "--cgsuite", "ee?e"},
            {"analyse", "--value", edges},
        };
        const QByteArray expected[] = {
            "homestead-cli: " + edges.toUtf8() + ": line 3, column 3: a node id must be a non-negative integer, found 'x'\n",
            "homestead-cli: " + json.toUtf8() + ": $.edges[0]: the edge has no \"to\" node\n",
            "homestead-cli: cgsuite string, column 3: unexpected '?' (expected e, -, :A, :{name}, '(', ';' or ')')\n",
            "homestead-cli: " + edges.toUtf8() + ": line 3, column 3: a node id must be a non-negative integer, found 'x'\n",
        };
        for (int i = 0; i < commands.size(); ++i) {
            const CliResult plain = runCli(commands[i]);
            QCOMPARE(plain.status, 2);
            QCOMPARE(plain.err, expected[i]);
            QVERIFY(plain.out.isEmpty());
            QCOMPARE(runCli(QStringList(commands[i]) << "--lang" << "en").err, plain.err);
            for (const char* code : {"de", "fr", "es"}) {
                const CliResult other = runCli(QStringList(commands[i]) << "--lang" << code);
                QCOMPARE(other.status, 2);
                QStringList kept = {QStringLiteral("homestead-cli")};
                for (const QString& arg : commands[i])
                    if (arg.contains(QLatin1Char('/'))) kept << arg;  // the file
                const QString problem = formatcheck::formatErrorProblem(QString::fromUtf8(other.err), QString::fromUtf8(plain.err), kept);
                QVERIFY2(problem.isEmpty(), qPrintable(commands[i].join(' ') + " --lang " + code + ": " + problem));
            }
        }
    }
};

QTEST_GUILESS_MAIN(FormatErrorLangCli)
#include "tst_format_error_lang_cli.moc"
