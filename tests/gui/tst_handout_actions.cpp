// gui_handout_actions: File → Print…, Export PDF…, Export TikZ… in the window (handout_actions.h).
// The print preview paints the same pages as Export PDF (same count, same page sizes: landscape for
// a wide picture, every page in one orientation as a preview shows them), with and without the
// analysis page; the PDF follows the toggle; the TikZ file is the shown picture as the canvas shows it (W
// adds weights); the suggested name comes from the title and the last folder is remembered; a
// failed write is a dialog that names the file; an export of a revision still being analysed is
// written (on a worker) once its artifact comes; the actions are in the File menu with tooltips and
// shortcuts, and off on the Welter tab.
#include "gui_test_helpers.h"
#include "../pdf_tools.h"

#include "file_writer.h"
#include "handout_actions.h"
#include "latest_job.h"
#include "picture_document.h"

#include <QMenuBar>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QSignalSpy>
#include <QTemporaryDir>

#include "../hang_guard.h"

using namespace guitest;

namespace {
const QString kHomestead = QStringLiteral(HOMESTEAD_RESOURCES "/pictures/homestead.json");

QString readText(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}
}  // namespace

class TestHandoutActions : public QObject {
    Q_OBJECT
private slots:
    void actionsAreInTheFileMenu() {
        std::unique_ptr<MainWindow> w(openWindow(kHomestead));
        QVERIFY(w);
        QMenu* file = w->menuBar()->findChild<QMenu*>();
        QVERIFY(file);
        const WindowActions& actions = w->actions();
        for (QAction* a : {actions.print, actions.exportPdf, actions.exportTikz, actions.analysisPage}) {
            QVERIFY2(a && file->actions().contains(a), qPrintable(a->text()));
            QVERIFY2(!a->toolTip().isEmpty() && !a->statusTip().isEmpty(), qPrintable(a->text()));
        }
        QCOMPARE(w->actions().print->shortcut(), QKeySequence(QKeySequence::Print));
        QCOMPARE(w->actions().exportPdf->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
        QVERIFY(w->actions().analysisPage->isCheckable());
    }

    void previewPaintsTheSamePagesAsThePdf_data() {
        QTest::addColumn<bool>("analysisPage");
        QTest::newRow("picture only") << false;
        QTest::newRow("with the analysis") << true;
    }
    void previewPaintsTheSamePagesAsThePdf() {
        QFETCH(bool, analysisPage);
        std::unique_ptr<MainWindow> w(openWindow(kHomestead));
        QVERIFY(w);
        HandoutActions* h = w->handouts();
        h->analysisPageAction()->setChecked(analysisPage);
        QTemporaryDir dir;
        const QString exported = dir.filePath(QStringLiteral("export.pdf")), printed = dir.filePath(QStringLiteral("print.pdf"));
        QVERIFY(h->writePdf(exported));

        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(printed);
        std::unique_ptr<QPrintPreviewDialog> preview(h->makePreview(&printer, w->document()->currentArtifact()));
        emit preview->paintRequested(&printer);  // what the preview does to show its pages

        const int pages = analysisPage ? 2 : 1;
        QCOMPARE(pdfPages(exported), pages);
        QCOMPARE(pdfPages(printed), pages);
        for (int page = 1; page <= pages; ++page) {
            const QSizeF a = pdfPageSize(exported, page), b = pdfPageSize(printed, page);
            QVERIFY2(std::abs(a.width() - b.width()) < 1 && std::abs(a.height() - b.height()) < 1,
                     qPrintable(QStringLiteral("page %1: %2×%3 and %4×%5").arg(page).arg(a.width()).arg(a.height()).arg(b.width()).arg(b.height())));
            QVERIFY(inkInBand(printed, page) > 0.002);
        }
        QVERIFY(pdfPageSize(exported, 1).width() > pdfPageSize(exported, 1).height());  // the Homestead is wide
        // every page in one orientation: a print preview shows all pages in the printer's
        if (analysisPage) QCOMPARE(pdfPageSize(exported, 2), pdfPageSize(exported, 1));
        QCOMPARE(printer.pageLayout().orientation(), QPageLayout::Landscape);
    }

    void tikzIsTheCanvasAsShown() {
        std::unique_ptr<MainWindow> w(openWindow(kHomestead));
        QVERIFY(w);
        QTemporaryDir dir;
        const QString plain = dir.filePath(QStringLiteral("plain.tex")), weighted = dir.filePath(QStringLiteral("weighted.tex"));
        QVERIFY(w->handouts()->writeTikz(plain));
        w->actions().weights->trigger();
        QVERIFY(w->handouts()->writeTikz(weighted));
        const QString a = readText(plain), b = readText(weighted);
        QVERIFY(a.contains(QStringLiteral("\\begin{tikzpicture}")) && a.contains(QStringLiteral("Hackenbush Homestead --- value 10")));
        QVERIFY(!a.contains(QStringLiteral("$\\cdot$")));
        QVERIFY(b.contains(QStringLiteral("15 $\\cdot$ 1")) && b.contains(QStringLiteral("8 $\\cdot$ 15")));  // trunk 15 of weight 1, branch 8 of weight 15
    }

    void suggestionFollowsTheTitleAndTheLastFolder() {
        std::unique_ptr<MainWindow> w(openWindow(kHomestead));
        QVERIFY(w);
        HandoutActions* h = w->handouts();
        QCOMPARE(QFileInfo(h->suggestedPath(QStringLiteral("pdf"))).fileName(), QStringLiteral("hackenbush-homestead.pdf"));
        QTemporaryDir dir;
        QVERIFY(h->writeTikz(dir.filePath(QStringLiteral("elsewhere.tex"))));
        QCOMPARE(QFileInfo(h->suggestedPath(QStringLiteral("tex"))).absolutePath(), QFileInfo(dir.path()).absoluteFilePath());
        QCOMPARE(QFileInfo(h->suggestedPath(QStringLiteral("tex"))).fileName(), QStringLiteral("hackenbush-homestead.tex"));
    }

    void anExportWaitsForItsRevisionOnTheEventLoop() {
        std::unique_ptr<MainWindow> w(openWindow(kHomestead));
        QVERIFY(w);
        HandoutActions* h = w->handouts();
        LatestJob* writing = h->writer()->job();
        QSignalSpy written(writing, &LatestJob::finished);
        w->document()->setTitle("Door");  // a new revision, analysed on a worker
        QVERIFY(w->document()->analysisPending());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("door.tex"));
        h->beginTikz(path);
        QCOMPARE(writing->startedCount(), 0);  // nothing written before the revision's artifact comes
        QTRY_COMPARE(written.count(), 1);      // analysisChanged() started the write; a worker did it
        QCOMPARE(writing->startedCount(), 1);
        QVERIFY(readText(path).contains(QStringLiteral("Door --- value 10")));  // the new revision's
    }

    void aFailedWriteNamesTheFile() {
        std::unique_ptr<MainWindow> w(openWindow(kHomestead));
        QVERIFY(w);
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("handout.pdf"));
        QVERIFY(QDir().mkpath(folder));  // a folder where the file should go
        QVERIFY(!w->handouts()->writePdf(folder));
        QVERIFY2(w->lastError().contains(folder) && w->lastError().contains(QStringLiteral("folder")), qPrintable(w->lastError()));
        QVERIFY(QFileInfo(folder).isDir());
    }

    void offOnTheWelterTab() {
        std::unique_ptr<MainWindow> w(openWindow(kHomestead));
        QVERIFY(w);
        QWidget* welter = w->tabs()->widget(w->tabs()->count() - 1);
        w->tabs()->setCurrentWidget(welter);
        const WindowActions& actions = w->actions();
        for (QAction* a : {actions.print, actions.exportPdf, actions.exportTikz}) QVERIFY2(!a->isEnabled(), qPrintable(a->text()));
        w->tabs()->setCurrentIndex(0);
        for (QAction* a : {actions.print, actions.exportPdf, actions.exportTikz}) QVERIFY2(a->isEnabled(), qPrintable(a->text()));
    }
};

QTEST_MAIN(TestHandoutActions)
#include "tst_handout_actions.moc"
