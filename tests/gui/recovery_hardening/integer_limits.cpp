// recovery_hardening, integer limits (issue 37, item 10): the command line computes animating
// functions over the integers without wrapping at 64 bits. `homestead-cli animating --json -1
// ^9223372036854775807 -1` has the poles 0 and 2^63 (64-bit arithmetic printed −2^63 and 0). The
// JSON is read as text, since a double cannot hold 2^63 exactly, and checked to be valid JSON.
#include "cli_process.h"
#include "hardening_suite.h"

#include <QJsonDocument>
#include <QTest>

class IntegerLimitsTest : public QObject {
    Q_OBJECT
private slots:
    void animatingPolesAre0And2To63() {
        const CliResult run = runCli({"animating", "--json", "-1", "^9223372036854775807", "-1"});
        QCOMPARE(run.status, 0);
        QVERIFY2(run.err.isEmpty(), run.err.constData());
        QCOMPARE(run.out, QByteArray(R"({"steps": "-1 ^9223372036854775807 -1", "poles": [0, 9223372036854775808], )"
                                     R"("nim": 9223372036854775807, "welt": null})"
                                     "\n"));
        QJsonParseError error{};
        QVERIFY(!QJsonDocument::fromJson(run.out, &error).isNull());
        QCOMPARE(error.error, QJsonParseError::NoError);
    }

    // The readable output says the same; nothing was ever negative here.
    void animatingTextHasNoNegativePole() {
        const CliResult run = runCli({"animating", "-1", "^9223372036854775807", "-1"});
        QCOMPARE(run.status, 0);
        QVERIFY(run.out.contains("\npoles: 0 9223372036854775808\n"));
        QVERIFY(!run.out.contains("-9223372036854775808"));
    }
};

HOMESTEAD_HARDENING_TEST(IntegerLimitsTest)
#include "integer_limits.moc"
