// render_words_lang_cli: what homestead-cli draws in words is in --lang's language, as the window's
// sheets and handouts are. With --lang de, fr or es an exercise sheet kept its English headings
// ("Exercise sheet: Nim", "Answers", "page 1 of 2") and questions, a handout its English legend and
// outcome, a picture drawn as an image its "value 3"; the errors and the printed sentences were
// already translated. Read back with pdftotext (and from the SVG's text): each language's
// words are there and the English ones are not; without --lang (and with --lang en) the English words
// stay, so scripts and golden files that read them keep working.
#include <QtTest>

#include "../cli_process.h"
#include "../pdf_tools.h"

namespace {

QString classic(const char* name) { return QStringLiteral(HOMESTEAD_RESOURCES "/pictures/%1.json").arg(QLatin1String(name)); }

// The PDF's text (pdftotext, reading order), its lines joined by spaces; empty if it cannot be read.
QString pdfText(const QString& pdf) {
    const ToolRun r = runTool(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    return r.status == 0 ? QString::fromUtf8(r.out).simplified() : QString();
}

struct Words {
    const char* lang;
    QStringList sheet;    // on a Nim sheet with its answers
    QStringList handout;  // on the handout of a picture (its legend)
    QString value;        // over the picture drawn as an image
};

const Words kWords[] = {
    {"en", {"Exercise sheet: Nim", "Answers", "page 1 of", "heap 1"}, {"The ground (dotted line)"}, "value 1"},
    {"de", {"Arbeitsblatt: Nim", "Lösungen", "Seite 1 von", "Haufen 1"}, {"Der Boden (gepunktete Linie)"}, "Wert 1"},
    {"fr", {"Fiche d", "Réponses", "page 1 sur", "tas 1"}, {"Le sol (ligne pointillée)"}, "valeur 1"},
    {"es", {"Hoja de ejercicios: Nim", "Respuestas", "página 1 de", "montón 1"}, {"El suelo (línea de puntos)"}, "valor 1"},
};
const QStringList kEnglishOnly{"Exercise sheet", "Answers", "page 1 of", "The ground", "heap 1", "What is the value", "the player to move wins"};

}  // namespace

class RenderWordsLangCliTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir;

private slots:
    void theSheetIsInTheLanguage_data() {
        QTest::addColumn<int>("row");
        for (int i = 0; i < int(std::size(kWords)); ++i) QTest::newRow(kWords[i].lang) << i;
    }
    void theSheetIsInTheLanguage() {
        QFETCH(int, row);
        const Words& w = kWords[row];
        const QString pdf = dir.filePath(QStringLiteral("nim-%1.pdf").arg(QLatin1String(w.lang)));
        const CliResult r = runCli({QStringLiteral("exercises"), QStringLiteral("--lang"), QLatin1String(w.lang), QStringLiteral("--kind"),
                                    QStringLiteral("nim"), QStringLiteral("--count"), QStringLiteral("2"), QStringLiteral("--seed"),
                                    QStringLiteral("7"), QStringLiteral("-o"), pdf});
        QVERIFY2(r.status == 0, r.err.constData());
        const QString text = pdfText(pdf);
        QVERIFY2(!text.isEmpty(), "pdftotext read nothing");
        for (const QString& word : w.sheet) QVERIFY2(text.contains(word), qPrintable(word + QStringLiteral(" missing in: ") + text.left(600)));
        if (QLatin1String(w.lang) != QLatin1String("en"))
            for (const QString& english : kEnglishOnly) QVERIFY2(!text.contains(english), qPrintable(english + QStringLiteral(" is English")));
    }

    void theHandoutIsInTheLanguage_data() { theSheetIsInTheLanguage_data(); }
    void theHandoutIsInTheLanguage() {
        QFETCH(int, row);
        const Words& w = kWords[row];
        const QString pdf = dir.filePath(QStringLiteral("door-%1.pdf").arg(QLatin1String(w.lang)));
        const CliResult r = runCli({QStringLiteral("render"), QStringLiteral("--lang"), QLatin1String(w.lang), classic("door"),
                                    QStringLiteral("-o"), pdf});
        QVERIFY2(r.status == 0, r.err.constData());
        const QString text = pdfText(pdf);
        for (const QString& word : w.handout) QVERIFY2(text.contains(word), qPrintable(word + QStringLiteral(" missing in: ") + text.left(600)));
        if (QLatin1String(w.lang) != QLatin1String("en"))
            for (const QString& english : kEnglishOnly) QVERIFY2(!text.contains(english), qPrintable(english + QStringLiteral(" is English")));
        // the picture as an image says its value over it ("Door — value 1")
        const QString svg = dir.filePath(QStringLiteral("door-%1.svg").arg(QLatin1String(w.lang)));
        QCOMPARE(runCli({QStringLiteral("render"), QStringLiteral("--lang"), QLatin1String(w.lang), classic("door"), QStringLiteral("-o"), svg}).status, 0);
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString drawn = QString::fromUtf8(file.readAll());
        QVERIFY2(drawn.contains(QStringLiteral("— %1<").arg(w.value)), qPrintable(w.value + QStringLiteral(" not over the picture")));
        if (QLatin1String(w.lang) != QLatin1String("en")) QVERIFY(!drawn.contains(QStringLiteral("value 1")));
    }

    // Without --lang the sheet is the English one, word for word as with --lang en.
    void withoutLangItIsEnglish() {
        const QString a = dir.filePath(QStringLiteral("plain.pdf")), b = dir.filePath(QStringLiteral("en.pdf"));
        const QStringList args{QStringLiteral("exercises"), QStringLiteral("--kind"), QStringLiteral("welter"), QStringLiteral("--count"),
                               QStringLiteral("3"), QStringLiteral("--seed"), QStringLiteral("11"), QStringLiteral("-o")};
        QCOMPARE(runCli(args + QStringList{a}).status, 0);
        QCOMPARE(runCli(QStringList{QStringLiteral("--lang"), QStringLiteral("en")} + args + QStringList{b}).status, 0);
        const QString text = pdfText(a);
        QVERIFY(text.contains(QStringLiteral("Exercise sheet: Welter's game")));
        QCOMPARE(pdfText(b), text);
    }
};

QTEST_MAIN(RenderWordsLangCliTest)
#include "tst_render_words_lang_cli.moc"
