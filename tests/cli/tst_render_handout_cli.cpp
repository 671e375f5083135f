// homestead-cli render -o OUT.pdf | OUT.tex, run as a process (the contract of shared/DESIGN.md):
// a PDF of one page, two with --analysis (pdfinfo); a TikZ file whose numbers are the stresses that
// `analyse --json` reports for the same picture, edge by edge (the classic pictures and a CGSuite
// string); an unknown ending, or --analysis without a PDF, is exit status 2 with one line naming
// the supported types and no file; `help render` documents the new types and flag. The full disk
// is in gui_full_disk (render to .pdf and .tex leaves nothing and exits 1).
#include <QtTest>

#include "../file_bytes.h"
#include "../cli_process.h"
#include "../pdf_tools.h"

#include <nlohmann/json.hpp>

#include <map>

using json = nlohmann::json;

namespace {

QString classic(const char* name) { return QStringLiteral(HOMESTEAD_RESOURCES "/pictures/%1.json").arg(QLatin1String(name)); }

using homestead::testing::readAll;

}  // namespace

class RenderHandoutCliTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir;

private slots:
    void pdfHasOnePageOrTwoWithTheAnalysis() {
        const QString one = dir.filePath(QStringLiteral("one.pdf")), two = dir.filePath(QStringLiteral("two.pdf"));
        CliResult r = runCli({QStringLiteral("render"), classic("homestead"), QStringLiteral("-o"), one});
        QVERIFY2(r.status == 0 && r.out.isEmpty() && r.err.isEmpty(), r.err.constData());
        QCOMPARE(pdfPages(one), 1);
        r = runCli({QStringLiteral("render"), QStringLiteral("--analysis"), QStringLiteral("--winning"), classic("homestead"), QStringLiteral("-o"), two});
        QVERIFY2(r.status == 0 && r.err.isEmpty(), r.err.constData());
        QCOMPARE(pdfPages(two), 2);
    }

    void tikzNumbersAreAnalysesStresses_data() {
        QTest::addColumn<QStringList>("source");
        for (const char* name : {"homestead", "lovers-bridge", "girl-on-both-feet", "flower"})
            QTest::newRow(name) << QStringList{classic(name)};
        QTest::newRow("cgsuite") << QStringList{QStringLiteral("--cgsuite"), QStringLiteral("ee:Aeeee:A")};
    }
    void tikzNumbersAreAnalysesStresses() {
        QFETCH(QStringList, source);
        const QString tex = dir.filePath(QStringLiteral("picture.tex"));
        const CliResult r = runCli(QStringList{QStringLiteral("render")} + source + QStringList{QStringLiteral("-o"), tex});
        QVERIFY2(r.status == 0 && r.err.isEmpty(), r.err.constData());
        const CliResult a = runCli(QStringList{QStringLiteral("analyse"), QStringLiteral("--json")} + source);
        QCOMPARE(a.status, 0);
        const json analysis = json::parse(a.out.toStdString());
        std::map<long long, QString> expected;
        for (const json& e : analysis["edges"]) expected[e["id"].get<long long>()] = QString::number(e["stress"].get<unsigned long long>());
        for (const json& f : analysis["floating"]) expected.erase(f.get<long long>());
        std::map<long long, QString> found;
        static const QRegularExpression label(QStringLiteral("^\\\\node\\[hslabel\\] at \\([-\\d.]+,[-\\d.]+\\) \\{(\\d+)\\}; % edge (\\d+)$"),
                                              QRegularExpression::MultilineOption);
        for (auto it = label.globalMatch(QString::fromUtf8(readAll(tex))); it.hasNext();) {
            const auto m = it.next();
            QVERIFY2(found.emplace(m.captured(2).toLongLong(), m.captured(1)).second, "an edge has two numbers");
        }
        QCOMPARE(found, expected);
    }

    void unknownTypeNamesTheSupportedOnes() {
        const QString out = dir.filePath(QStringLiteral("picture.jpg"));
        const CliResult r = runCli({QStringLiteral("render"), classic("door"), QStringLiteral("-o"), out});
        QCOMPARE(r.status, 2);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(r.err.contains(".png, .svg, .pdf or .tex") && r.err.contains("picture.jpg"), r.err.constData());
        QVERIFY(!QFile::exists(out));
    }

    void analysisNeedsAPdf() {
        const QString out = dir.filePath(QStringLiteral("door.tex"));
        const CliResult r = runCli({QStringLiteral("render"), QStringLiteral("--analysis"), classic("door"), QStringLiteral("-o"), out});
        QCOMPARE(r.status, 2);
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(r.err.contains("--analysis") && r.err.contains(".pdf"), r.err.constData());
        QVERIFY(!QFile::exists(out));
    }

    void helpDocumentsPdfAndTex() {
        const CliResult r = runCli({QStringLiteral("help"), QStringLiteral("render")});
        QCOMPARE(r.status, 0);
        const QByteArray text = r.out + r.err;
        for (const char* needle : {"OUT.png|OUT.svg|OUT.pdf|OUT.tex", ".pdf  a handout", ".tex  a standalone LaTeX", "--analysis"})
            QVERIFY2(text.contains(needle), needle);
    }
};

QTEST_MAIN(RenderHandoutCliTest)
#include "tst_render_handout_cli.moc"
