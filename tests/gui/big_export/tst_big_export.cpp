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
#include "export_file.h"
#include "file_writer.h"
#include "label_legibility.h"
#include "pdf_export.h"
#include "picture_renderer.h"

#include "file_bytes.h"
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
};

QTEST_MAIN(BigExportTest)
#include "tst_big_export.moc"
