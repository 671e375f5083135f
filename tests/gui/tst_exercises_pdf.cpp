// The exercise sheet PDF (exercise_sheet_pdf.h), read back with poppler-utils: pdfinfo gives the
// page count of the plan (questions first, then answers); pdftotext shows each question on its
// question page with its edges named and no stress anywhere, and each answer line ("3. Value 6;
// winning moves: c, e.") with the reasoning on an answer page; pdftoppm at 20 dpi shows every page
// has ink on it (animating functions and transfinite positions too: their question lines name the
// function or the ordinals). The CLI's -o writes the same sheet.
#include <QtTest>

#include "../cli_process.h"
#include "exercise_sheet_pdf.h"

#include "homestead/animating_text.h"

#include <QGuiApplication>
#include <QImage>
#include <QRegularExpression>

using namespace homestead;
using namespace homestead::exercises;

namespace {

QByteArray tool(const QString& program, const QStringList& args) {
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(60000) || p.exitCode() != 0) return {};
    return p.readAllStandardOutput();
}

int pageCount(const QString& pdf) {
    const QString info = QString::fromUtf8(tool(QStringLiteral("pdfinfo"), {pdf}));
    const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

QString pageText(const QString& pdf, int page) {
    const QString n = QString::number(page);
    return QString::fromUtf8(tool(QStringLiteral("pdftotext"), {"-layout", "-f", n, "-l", n, pdf, "-"}));
}

// The share of a page's pixels that are not white, from a 20 dpi grey rendering.
double ink(const QString& pdf, int page, const QString& dir) {
    const QString n = QString::number(page), stem = dir + QStringLiteral("/page") + n;
    tool(QStringLiteral("pdftoppm"), {"-r", "20", "-gray", "-singlefile", "-f", n, "-l", n, pdf, stem});
    QImage image(stem + QStringLiteral(".pgm"));
    if (image.isNull()) return -1;
    image = image.convertToFormat(QImage::Format_Grayscale8);
    long dark = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) dark += qGray(image.pixel(x, y)) < 200;
    return double(dark) / (image.width() * image.height());
}

SheetOptions options(Kind kind, std::uint64_t seed, int count) {
    SheetOptions o;
    o.kind = kind;
    o.seed = seed;
    o.count = count;
    o.minEdges = 3;
    o.maxEdges = 12;
    return o;
}

// pdftotext with -layout can break a long line; compare words with runs of spaces and newlines as
// one, and ligatures (the PDF's "ﬁ") as their letters.
QString squeezed(QString s) { return s.normalized(QString::NormalizationForm_KC).replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" ")); }
QString unspaced(const QString& s) { return squeezed(s).remove(QLatin1Char(' ')); }

}  // namespace

class ExercisesPdfTest : public QObject {
    Q_OBJECT
private slots:
    void pagesQuestionsAndAnswers_data() {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("seed");
        QTest::addColumn<int>("count");
        QTest::newRow("hackenbush 12") << int(Kind::Hackenbush) << 42 << 12;
        QTest::newRow("hackenbush 3") << int(Kind::Hackenbush) << 7 << 3;
        QTest::newRow("welter 10") << int(Kind::Welter) << 3 << 10;
        QTest::newRow("nim 30") << int(Kind::Nim) << 5 << 30;
        QTest::newRow("animating 15") << int(Kind::Animating) << 9 << 15;
        QTest::newRow("transfinite 20") << int(Kind::Transfinite) << 4 << 20;
    }
    void pagesQuestionsAndAnswers() {
        QFETCH(int, kind);
        QFETCH(int, seed);
        QFETCH(int, count);
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("sheet.pdf"));
        const Sheet sheet = makeSheet(options(static_cast<Kind>(kind), seed, count));
        QString error;
        QVERIFY2(render::writeExerciseSheetPdf(sheet, pdf, &error), qPrintable(error));
        const render::SheetPlan plan = render::planExerciseSheet(sheet);
        QVERIFY(!plan.questionPages.empty() && !plan.answerPages.empty());
        QCOMPARE(pageCount(pdf), plan.pageCount());

        const QRegularExpression stressLabel(QStringLiteral("\\b[a-z]{1,2}: \\d"));  // "c: 5" labels only in answers
        int page = 0;
        for (const auto& list : plan.questionPages) {
            const QString text = squeezed(pageText(pdf, ++page));
            QVERIFY2(ink(pdf, page, dir.path()) > 0.002, "a question page has ink on it");
            QVERIFY(!text.contains(QStringLiteral("winning move:")) && !text.contains(QStringLiteral("winning moves:")));
            QVERIFY2(!stressLabel.match(text).hasMatch(), qPrintable(text));
            for (int i : list) {
                const Exercise& ex = sheet.exercises[static_cast<std::size_t>(i)];
                QVERIFY(text.contains(squeezed(QStringLiteral("%1. ").arg(i + 1) + QString::fromStdString(questionText(ex)))));
                for (const Edge& e : ex.picture.edges())  // every edge is named on the picture
                    QVERIFY(QRegularExpression(QStringLiteral("\\b%1\\b").arg(QString::fromStdString(e.name))).match(text).hasMatch());
            }
        }
        for (const auto& list : plan.answerPages) {
            const QString text = squeezed(pageText(pdf, ++page));
            QVERIFY(ink(pdf, page, dir.path()) > 0.002);
            for (int i : list) {
                const Exercise& ex = sheet.exercises[static_cast<std::size_t>(i)];
                QVERIFY2(text.contains(squeezed(QStringLiteral("%1. ").arg(i + 1) + QString::fromStdString(answerText(ex)))),
                         qPrintable(text));
                // a long reasoning may wrap inside a formula ("0…|3", "(0||7)"): compared without spaces
                QVERIFY(unspaced(text).contains(unspaced(QString::fromStdString(ex.answer.reasoning))));
                if (ex.kind == Kind::Hackenbush) QVERIFY(stressLabel.match(text).hasMatch());
            }
        }
        QCOMPARE(page, plan.pageCount());
        QCOMPARE(pageText(pdf, plan.questionPages.size() + 1).contains(QStringLiteral("Answers")), true);
        QCOMPARE(pageText(pdf, 1).contains(QStringLiteral("Answers")), false);
    }

    // The chapter 13 kinds have no drawing: each question line names the function or the ordinals.
    void chapter13QuestionsSayWhatTheyAsk() {
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("sheet.pdf"));
        for (Kind kind : {Kind::Animating, Kind::Transfinite}) {
            const Sheet sheet = makeSheet(options(kind, 21, 8));
            QVERIFY(render::writeExerciseSheetPdf(sheet, pdf));
            QString questions;
            for (int page = 1; page <= int(render::planExerciseSheet(sheet).questionPages.size()); ++page)
                questions += squeezed(pageText(pdf, page));
            QVERIFY(questions.contains(kind == Kind::Animating ? QStringLiteral("animating functions")
                                                               : QStringLiteral("transfinite Welter and Nim")));
            for (const Exercise& ex : sheet.exercises) {
                if (kind == Kind::Animating) {
                    QVERIFY2(questions.contains(squeezed(QStringLiteral("f(x) = ") +
                                                         QString::fromStdString(animating::formula(ex.function)))),
                             qPrintable(questions));
                    continue;
                }
                QStringList ordinals;
                for (const Ordinal& o : ex.ordinalHeaps.empty() ? ex.ordinalCoins : ex.ordinalHeaps)
                    ordinals << QString::fromStdString(o.toUnicode());
                QVERIFY2(questions.contains(squeezed(ordinals.join(QStringLiteral(", ")))), qPrintable(questions));
            }
        }
    }

    void theCommandLineWritesTheSameSheet() {
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("cli.pdf"));
        const CliResult r = runCli({"exercises", "--count", "9", "--edges", "3..12", "--seed", "11", "-o", pdf});
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.isEmpty() && r.err.isEmpty());
        QCOMPARE(pageCount(pdf), render::planExerciseSheet(makeSheet(options(Kind::Hackenbush, 11, 9))).pageCount());
        QVERIFY(pageText(pdf, 1).contains(QStringLiteral("--seed 11")));  // the footer says how to make it again
    }
};

QTEST_MAIN(ExercisesPdfTest)
#include "tst_exercises_pdf.moc"
