// Runs the built homestead-cli as a child process and keeps what it said: the suites that check the
// command line's contract (exit status, stdout, stderr) share this one runner.
//
//   CliResult r = runCli({"analyse", "--cgsuite", ":Geee:G"});   // r.status 0, r.out the text
#pragma once

#include <QByteArray>
#include <QProcess>
#include <QStringList>

struct CliResult {
    int status = -1;  // the exit status; -1 if it crashed or did not finish
    QByteArray out, err;
};

inline CliResult runCli(const QStringList& args) {
    QProcess process;
    process.start(QStringLiteral(HOMESTEAD_CLI), args);
    process.waitForFinished(120000);
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
            process.readAllStandardError()};
}
