// Runs the built homestead-cli as a child process and keeps what it said: the suites that check the
// command line's contract (exit status, stdout, stderr) share this one runner.
//
//   CliResult r = runCli({"analyse", "--cgsuite", ":Geee:G"});   // r.status 0, r.out the text
//   runCli({"analyse", "-"}, pictureBytes);                      // the picture on its standard input
#pragma once

#include <QByteArray>
#include <QProcess>
#include <QStringList>

struct CliResult {
    int status = -1;       // the exit status; -1 if it crashed or did not finish
    bool crashed = false;  // it died of a signal
    QByteArray out, err;
};

// `input`: written to its standard input; `inputFile` / `outputFile`: its standard input and output
// instead. A program that runs two minutes is killed (and its status is -1).
inline CliResult runCli(const QStringList& args, const QByteArray& input = {}, const QString& inputFile = {},
                        const QString& outputFile = {}) {
    QProcess process;
    if (!inputFile.isEmpty()) process.setStandardInputFile(inputFile);
    if (!outputFile.isEmpty()) process.setStandardOutputFile(outputFile);
    process.start(QStringLiteral(HOMESTEAD_CLI), args);
    process.waitForStarted();
    if (!input.isEmpty()) process.write(input);
    if (inputFile.isEmpty()) process.closeWriteChannel();
    const bool finished = process.waitForFinished(120000);
    if (!finished) process.kill();
    const bool crashed = process.exitStatus() == QProcess::CrashExit;
    return {finished && !crashed ? process.exitCode() : -1, finished && crashed, process.readAllStandardOutput(),
            process.readAllStandardError()};
}
