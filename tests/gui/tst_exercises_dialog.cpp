// File → New Exercise Sheet… (exercise_sheet_dialog.h): the dialog offers every kind of exercise
// (animating functions and transfinite positions too) and its settings are the sheet's options;
// Save writes the PDF on a worker thread (the dialog stays responsive: `busy` while it runs, the Save
// button disabled) with the plan's page count, and a place that cannot be written is reported with
// the file and "Nothing was written", leaving nothing behind.
#include <QtTest>

#include "exercise_sheet_dialog.h"
#include "exercise_sheet_pdf.h"

#include <QComboBox>
#include <QRegularExpression>
#include <QSpinBox>

#include "../hang_guard.h"

using namespace homestead;
using namespace homestead::gui;

namespace {
int pdfPages(const QString& pdf) {
    QProcess p;
    p.start(QStringLiteral("pdfinfo"), {pdf});
    p.waitForFinished(60000);
    const auto m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(QString::fromUtf8(p.readAllStandardOutput()));
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}
}  // namespace

class ExercisesDialogTest : public QObject {
    Q_OBJECT
private slots:
    void settingsAreTheOptions() {
        ExerciseSheetDialog d;
        exercises::SheetOptions o;
        o.kind = exercises::Kind::Welter;
        o.difficulty = exercises::Difficulty::Cycles;
        o.count = 17;
        o.minEdges = 5;
        o.maxEdges = 9;
        o.seed = 4242;
        d.setOptions(o);
        const exercises::SheetOptions back = d.options();
        QCOMPARE(back.kind, o.kind);
        QCOMPARE(back.difficulty, o.difficulty);
        QCOMPARE(back.count, 17);
        QCOMPARE(back.minEdges, 5);
        QCOMPARE(back.maxEdges, 9);
        QCOMPARE(back.seed, std::uint64_t{4242});
        // the edge range only matters for Hackenbush, and can never be empty
        auto spins = d.findChildren<QSpinBox*>();
        QSpinBox* minEdges = nullptr;
        for (QSpinBox* s : spins)
            if (s->value() == 5) minEdges = s;
        QVERIFY(minEdges && !minEdges->isEnabled());
        o.kind = exercises::Kind::Hackenbush;
        d.setOptions(o);
        QVERIFY(minEdges->isEnabled());
        minEdges->setValue(12);
        QCOMPARE(d.options().maxEdges, 12);
    }

    void offersEveryKind() {
        ExerciseSheetDialog d;
        auto* kinds = d.findChildren<QComboBox*>().value(0);
        QVERIFY(kinds);
        QCOMPARE(kinds->count(), int(std::size(exercises::kKinds)));
        for (exercises::Kind kind : exercises::kKinds) {
            QVERIFY(kinds->findData(int(kind)) >= 0);
            exercises::SheetOptions o;
            o.kind = kind;
            o.difficulty = exercises::Difficulty::LoopsAndMultiple;
            d.setOptions(o);
            QCOMPARE(d.options().kind, kind);
            QCOMPARE(d.options().difficulty, exercises::Difficulty::LoopsAndMultiple);
        }
        QCOMPARE(kinds->itemText(kinds->findData(int(exercises::Kind::Animating))), QStringLiteral("Animating functions"));
        QCOMPARE(kinds->itemText(kinds->findData(int(exercises::Kind::Transfinite))), QStringLiteral("Transfinite Welter and Nim"));
    }

    void savesAChapter13Sheet() {
        QTemporaryDir dir;
        for (exercises::Kind kind : {exercises::Kind::Animating, exercises::Kind::Transfinite}) {
            const QString path = dir.filePath(QStringLiteral("sheet-%1.pdf").arg(int(kind)));
            ExerciseSheetDialog d;
            exercises::SheetOptions o;
            o.kind = kind;
            o.count = 12;
            o.seed = 5;
            d.setOptions(o);
            QSignalSpy saved(&d, &ExerciseSheetDialog::saved);
            d.saveTo(path);
            QTRY_COMPARE(saved.count(), 1);
            QCOMPARE(saved.first().at(0).toBool(), true);
            QCOMPARE(pdfPages(path), render::planExerciseSheet(exercises::makeSheet(d.options())).pageCount());
        }
    }

    void savesTheSheetOffTheWindowThread() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sheet.pdf"));
        ExerciseSheetDialog d;
        exercises::SheetOptions o;
        o.count = 10;
        o.seed = 77;
        d.setOptions(o);
        QSignalSpy saved(&d, &ExerciseSheetDialog::saved);
        d.saveTo(path);
        QVERIFY(d.busy() || saved.count() == 1);
        QVERIFY(saved.wait(60000) || saved.count() == 1);
        QCOMPARE(saved.first().at(0).toBool(), true);
        const int pages = render::planExerciseSheet(exercises::makeSheet(d.options())).pageCount();
        QCOMPARE(pdfPages(path), pages);
        QVERIFY2(d.status().contains(QStringLiteral("%1 pages").arg(pages)), qPrintable(d.status()));
    }

    void anUnwritablePlaceIsSaidAndLeavesNothing() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("missing/folder/sheet.pdf"));
        ExerciseSheetDialog d;
        QSignalSpy saved(&d, &ExerciseSheetDialog::saved);
        d.saveTo(path);
        QVERIFY(saved.wait(60000) || saved.count() == 1);
        QCOMPARE(saved.first().at(0).toBool(), false);
        const QString message = saved.first().at(1).toString();
        QVERIFY2(message.contains(QStringLiteral("sheet.pdf")) && message.contains(QStringLiteral("Nothing was written")),
                 qPrintable(message));
        QVERIFY(!QFile::exists(path));
    }
};

QTEST_MAIN(ExercisesDialogTest)
#include "tst_exercises_dialog.moc"
