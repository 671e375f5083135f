// Exports of big pictures (docs/perf-notes/big-export.md): the label placement an export (and
// homestead-cli render) does is linear in the number of labels, and an export stopped by its window
// closing leaves nothing behind.
//  - placerTestsGrowLinearly: the random `.edges` pictures of the benchmarks' shape (a fifth of the
//    edges, laid out, become chords across the drawing), at 1,500 and 6,000 edges: four times the
//    labels take well under eight times the placer's tests (LabelPlacer::itemTests, every test of a
//    candidate against a block, leader, stroke or segment of a long path); a placer that scanned
//    every chord for each candidate would take sixteen.
//  - cancelledExportWritesNothing: an export whose cancel flag is set (the window closing) returns
//    false for every type, leaves no file where there was none and a file already there as it was,
//    and no stray file beside it.
//  - closingTheWriterStopsTheExport: a FileWriter destroyed while an export is under way sets the
//    export's flag before it waits, so the destructor returns once the export looks at it; the file
//    is not written and nothing is reported.
//  - unreadableLabelsAreLeftOut: a picture whose numbers would be under kReadableLabelPixels on its
//    page (the canvas's rule for its sketch) is drawn without them.
//  - anExportPlacesItsLabelsOnce: a PDF handout with readable numbers (and a PNG, an SVG, a TikZ
//    file) places the picture's labels once (render::labelPlacements), however many times the
//    page's orientation, its scale and its painting need them.
//  - closingTheWindowMidExport: a real window exports a big picture (PNG, SVG, PDF) and is closed
//    while the export is under way, held by the cancel probe at the middle of its looks at its flag
//    (half of those the same export makes when not stopped): the window closes and goes, the export
//    stops, and there is no file where there was none, a file already there is as it was, and no
//    stray file beside it. Nothing is timed: the probe holds the export until the flag is set.
#include "export_file.h"
#include "file_writer.h"
#include "label_legibility.h"
#include "pdf_export.h"
#include "picture_renderer.h"

#include "bench/bench_pictures.h"
#include "file_bytes.h"
#include "gui_test_helpers.h"
#include "handout_actions.h"
#include "hackenbush_page.h"
#include "picture_export.h"
#include "random_edge_list.h"

#include "homestead/layout.h"
#include "homestead/picture_analysis.h"
#include "homestead/picture_file.h"

#include <QDir>
#include <QFileInfo>
#include <QSemaphore>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

#include <atomic>
#include <memory>
#include <string_view>

using namespace homestead;

namespace {

Picture laidOutRandomPicture(int edges, std::uint32_t seed) {
    const QByteArray text = testing::randomEdgeList(edges, seed);
    Picture picture = readPictureText(std::string_view(text.constData(), std::size_t(text.size())), PictureFormat::Edges, "random.edges");
    layoutPicture(picture);
    return picture;
}

}  // namespace

class BigExportTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir;

private slots:
    void placerTestsGrowLinearly() {
        const Picture small = laidOutRandomPicture(1500, 7), large = laidOutRandomPicture(6000, 7);
        const auto a = PictureAnalysis::of(small), b = PictureAnalysis::of(large);
        const render::PictureLayout few = render::placeDrawing(small, a->analysis());
        const render::PictureLayout many = render::placeDrawing(large, b->analysis());
        QVERIFY(few.labels.size() > 1000);
        const double labels = double(many.labels.size()) / double(few.labels.size());
        QVERIFY2(labels > 3.5, qPrintable(QString::number(labels)));
        const double tests = double(many.placerTests) / double(few.placerTests);
        const QString counts = QStringLiteral("%1 labels: %2 tests; %3 labels: %4 tests")
                                   .arg(few.labels.size()).arg(few.placerTests).arg(many.labels.size()).arg(many.placerTests);
        qInfo().noquote() << counts;
        QVERIFY2(tests < 2 * labels * 0.75, qPrintable(counts));
    }

    void cancelledExportWritesNothing_data() {
        QTest::addColumn<QString>("suffix");
        for (const char* suffix : {"png", "svg", "pdf", "tex"}) QTest::newRow(suffix) << QString::fromLatin1(suffix);
    }
    void cancelledExportWritesNothing() {
        QFETCH(QString, suffix);
        const auto artifact = PictureAnalysis::of(laidOutRandomPicture(300, 3));
        const std::atomic<bool> cancel{true};
        const render::RenderOptions options = render::RenderOptions{}.cancelledBy(&cancel);
        QTemporaryDir folder;
        const QString fresh = folder.filePath(QStringLiteral("fresh.") + suffix);
        QString error;
        QVERIFY(!render::exportFile(*artifact, fresh, options, &error));
        QVERIFY(!QFileInfo::exists(fresh));
        const QString kept = folder.filePath(QStringLiteral("kept.") + suffix);
        {
            QFile f(kept);
            QVERIFY(f.open(QIODevice::WriteOnly) && f.write("the user's own file") > 0);
        }
        QVERIFY(!render::exportFile(*artifact, kept, options, &error));
        QCOMPARE(testing::readAll(kept), QByteArray("the user's own file"));
        QCOMPARE(QDir(folder.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("kept.") + suffix});
        // the same export, not cancelled, writes its file (the flag is what stopped it)
        QVERIFY2(render::exportFile(*artifact, fresh, {}, &error), qPrintable(error));
        QVERIFY(QFileInfo(fresh).size() > 0);
    }

    void closingTheWriterStopsTheExport() {
        const auto artifact = PictureAnalysis::of(laidOutRandomPicture(2000, 5));
        const QString path = dir.filePath(QStringLiteral("closing.svg"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly) && f.write("before") > 0);
        }
        auto writer = std::make_unique<gui::FileWriter>();
        auto begun = std::make_shared<QSemaphore>(0);
        auto sawCancel = std::make_shared<std::atomic<bool>>(false);
        auto finished = std::make_shared<std::atomic<bool>>(false);
        bool reported = false;
        writer->writeCancellable(
            [=](QString* error, const std::atomic<bool>* cancel) {
                begun->release();
                // the window closes while the export runs: here, before it has placed anything
                while (!cancel->load()) QThread::yieldCurrentThread();
                sawCancel->store(true);
                const bool written = render::exportFile(*artifact, path, render::RenderOptions{}.cancelledBy(cancel), error);
                finished->store(true);
                return written;
            },
            [&](bool, const QString&) { reported = true; });
        begun->acquire();  // the export has begun (no clock: a hang is ctest's to stop)
        writer.reset();  // returns only once the export has stopped
        QVERIFY(sawCancel->load());
        QVERIFY(finished->load());
        QCoreApplication::processEvents();
        QVERIFY(!reported);
        QCOMPARE(testing::readAll(path), QByteArray("before"));
    }

    void unreadableLabelsAreLeftOut() {
        // one scale apart: readable at the screen's size, not at a tenth of it
        QVERIFY(render::labelsReadableAt(1.0, 1.0));
        QVERIFY(!render::labelsReadableAt(0.1, 1.0));
        // 6,000 edges laid out: on A4 the numbers would be a fraction of a point high, so the
        // handout's picture has none; a small picture keeps them
        const auto big = PictureAnalysis::of(laidOutRandomPicture(6000, 2));
        QVERIFY(!render::handoutPictureOptions(*big, {}).labels().any());
        const auto small = PictureAnalysis::of(laidOutRandomPicture(40, 2));
        QVERIFY(render::handoutPictureOptions(*small, {}).labels().any());
        const QString pdf = dir.filePath(QStringLiteral("unreadable.pdf"));
        QString error;
        QVERIFY2(render::exportFile(*big, pdf, {}, &error), qPrintable(error));
        // an SVG is drawn at the screen's size: its numbers are placed and drawn
        QVERIFY(render::placeDrawing(big->picture(), big->analysis()).labels.size() > 5000);
    }

    void anExportPlacesItsLabelsOnce_data() {
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<bool>("analysisPage");
        QTest::newRow("pdf") << QStringLiteral("pdf") << false;
        QTest::newRow("pdf with the analysis page") << QStringLiteral("pdf") << true;
        for (const char* suffix : {"png", "svg", "tex"}) QTest::newRow(suffix) << QString::fromLatin1(suffix) << false;
    }
    void anExportPlacesItsLabelsOnce() {
        QFETCH(QString, suffix);
        QFETCH(bool, analysisPage);
        // 40 edges laid out: numbers readable on A4, so the handout places and draws them
        const auto artifact = PictureAnalysis::of(laidOutRandomPicture(40, 2));
        render::RenderOptions options;
        options.analysisPage = analysisPage;
        QVERIFY(render::handoutPictureOptions(*artifact, options).labels().any());
        const long long before = render::labelPlacements();
        QString error;
        QVERIFY2(render::exportFile(*artifact, dir.filePath(QStringLiteral("once.") + suffix), options, &error), qPrintable(error));
        QCOMPARE(render::labelPlacements() - before, 1LL);
    }

    void closingTheWindowMidExport_data() {
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<bool>("fileThere");
        for (const char* suffix : {"png", "svg", "pdf"})
            for (bool there : {false, true})
                QTest::newRow(qPrintable(QStringLiteral("%1, %2").arg(QLatin1String(suffix), there ? QStringLiteral("a file there")
                                                                                                   : QStringLiteral("no file"))))
                    << QString::fromLatin1(suffix) << there;
    }
    void closingTheWindowMidExport() {
        QFETCH(QString, suffix);
        QFETCH(bool, fileThere);
        gui::MainWindow* window = guitest::openWindow();
        QVERIFY(window);
        guitest::showBuilt(window, bench::bigPicture(8000, 12345));
        const auto artifact = window->document()->currentArtifact();
        QVERIFY(artifact);
        const bool pdf = suffix == QLatin1String("pdf");
        const render::RenderOptions options =
            pdf ? window->handouts()->handoutOptions() : window->hackenbushPage()->exports()->canvasOptions();

        // How many times the window's export looks at its flag when nothing stops it (the same
        // artifact, options and type, written elsewhere).
        struct Probe {
            std::atomic<long long> looks{0};
            long long holdAt = -1;  // the look the export is held at
            QSemaphore underWay;
            std::atomic<bool> sawCancel{false};
        };
        auto probe = std::make_shared<Probe>();
        render::setCancelProbe([probe](const std::atomic<bool>& cancel) {
            if (probe->looks.fetch_add(1) != probe->holdAt) return;
            probe->underWay.release();
            while (!cancel.load()) QThread::yieldCurrentThread();
            probe->sawCancel.store(true);
        });
        QTemporaryDir folder;
        const std::atomic<bool> never{false};
        QString error;
        QVERIFY2(render::exportFile(*artifact, folder.filePath(QStringLiteral("whole.") + suffix), options.cancelledBy(&never), &error),
                 qPrintable(error));
        const long long looks = probe->looks.exchange(0);
        QVERIFY2(looks >= 4, qPrintable(QString::number(looks)));
        QVERIFY(QDir(folder.path()).remove(QStringLiteral("whole.") + suffix));
        probe->holdAt = looks / 2;

        const QString path = folder.filePath(QStringLiteral("closing.") + suffix);
        if (fileThere) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly) && f.write("the user's own file") > 0);
        }
        if (pdf) window->handouts()->beginPdf(path);
        else window->hackenbushPage()->exports()->beginImage(path);
        probe->underWay.acquire();  // the export is under way, held (no clock: a hang is ctest's to stop)
        window->undoStack()->setClean();  // nothing to save: the window closes without asking
        QVERIFY(window->close());
        QVERIFY(!window->isVisible());
        delete window;  // as the program does once its last window has closed: returns once the export stopped
        render::setCancelProbe({});
        QVERIFY(probe->sawCancel.load());
        if (fileThere) QCOMPARE(testing::readAll(path), QByteArray("the user's own file"));
        else QVERIFY(!QFileInfo::exists(path));
        QCOMPARE(QDir(folder.path()).entryList(QDir::Files | QDir::Hidden),
                 fileThere ? QStringList{QStringLiteral("closing.") + suffix} : QStringList{});
    }
};

QTEST_MAIN(BigExportTest)
#include "tst_big_export.moc"
