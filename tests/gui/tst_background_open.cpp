// gui_background_open: opening a file reads and lays it out on a worker (picture_loader.h), never on
// the window's thread, and the window's event loop turns meanwhile; the newest request wins (a load
// overtaken by another open, or by New, is dropped when it comes, whichever finishes first); a file
// that cannot be read still reaches the user as the error dialog's message. Nothing is timed: a hook
// on the reading thread records which thread reads and holds a read back until the test lets it go.
#include "gui_test_helpers.h"

#include "picture_io.h"
#include "picture_loader.h"

#include <QAction>
#include <QMenu>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QThread>
#include <QThreadPool>
#include <QTimer>
#include <QUndoStack>

#include <atomic>

#include "../core/golden_pictures.h"
#include "../hang_guard.h"

using namespace guitest;

namespace {

// A stalk of `edges` edges (the suites' textbook stalk), written to `dir/name`.
QString writeStalk(const QTemporaryDir& dir, const QString& name, int edges) {
    const Picture p = homestead::testing::stalk(edges);
    const QString path = dir.filePath(name);
    QFile f(path);
    if (f.open(QIODevice::WriteOnly)) f.write(QByteArray::fromStdString(io::writeJson(p)));
    return path;
}

// Two pictures to open one after the other: a stalk of 30 edges, then one of 20.
struct TwoStalks {
    QTemporaryDir dir;
    QString first = writeStalk(dir, QStringLiteral("first.json"), 30);
    QString second = writeStalk(dir, QStringLiteral("second.json"), 20);
};

// The read hook for one test: records the threads that read, and holds back the reads of `held`
// until release().
class ReadHook {
public:
    explicit ReadHook(QString held = {}) : held_(std::move(held)) {
        PictureLoader::setReadHook([this](const QString& path) {
            const bool windowThread = QThread::currentThread() == qApp->thread();
            if (windowThread) onWindowThread_ = true;
            ++reads_;
            if (!held_.isEmpty() && path == held_) {
                entered_.release();
                if (!windowThread) gate_.acquire();  // (held there, the test could not go on to fail)
            }
        });
    }
    ~ReadHook() {
        release();
        QThreadPool::globalInstance()->waitForDone();  // no read left inside this hook
        PictureLoader::setReadHook({});
    }
    bool waitUntilHeld() { return entered_.tryAcquire(1, homestead::testing::kHangGuardMs); }
    void release() {
        if (!released_) gate_.release();
        released_ = true;
    }
    bool readOnWindowThread() const { return onWindowThread_; }
    int reads() const { return reads_; }

private:
    QString held_;
    QSemaphore entered_, gate_;
    bool released_ = false;
    std::atomic<bool> onWindowThread_{false};
    std::atomic<int> reads_{0};
};

}  // namespace

class TestBackgroundOpen : public QObject {
    Q_OBJECT
private slots:
    // a held read and the next one each need a worker, besides the analysis
    void initTestCase() { QThreadPool::globalInstance()->setMaxThreadCount(std::max(4, QThreadPool::globalInstance()->maxThreadCount())); }

    // Open starts a read on a worker and returns: the drawing stays and the event loop turns while
    // the file is read; then the picture is shown, named, fitted.
    void openingReadsOnAWorkerWhileTheWindowTurns() {
        QTemporaryDir dir;
        const QString path = writeStalk(dir, QStringLiteral("stalk.json"), 40);
        MainWindow w;
        std::mt19937 rng(3);
        w.document()->setPicture(randomPicture(rng, 6, 8));
        const std::string before = io::writeJson(w.document()->picture());
        QSignalSpy opened(&w, &MainWindow::fileOpened);
        ReadHook hook(path);
        w.startOpening(path);
        QVERIFY(hook.waitUntilHeld());
        QVERIFY(w.opening());
        int turns = 0;
        QTimer ticker;
        connect(&ticker, &QTimer::timeout, [&] { ++turns; });
        ticker.start(0);
        QTRY_VERIFY(turns >= 3);  // the window's loop runs while the file is being read
        QCOMPARE(io::writeJson(w.document()->picture()), before);
        QCOMPARE(opened.size(), 0);
        hook.release();
        QTRY_VERIFY(opened.size() == 1);
        QCOMPARE(opened.front().at(1).toBool(), true);
        QVERIFY(!w.opening());
        QVERIFY(!hook.readOnWindowThread());
        QCOMPARE(w.document()->picture().edgeCount(), std::size_t(40));
        QCOMPARE(w.document()->filePath(), QFileInfo(path).absoluteFilePath());
    }

    // Open Recent, as File → Open and the command line, reads in the background too.
    void openRecentReadsOnAWorker() {
        QTemporaryDir dir;
        const QString path = writeStalk(dir, QStringLiteral("stalk.json"), 12);
        MainWindow w;
        QVERIFY(w.openFile(path));  // now in the recent list
        w.document()->setPicture(Picture{});
        w.undoStack()->setClean();
        QSignalSpy opened(&w, &MainWindow::fileOpened);
        ReadHook hook(path);
        QVERIFY(!w.recentMenu()->actions().isEmpty());
        w.recentMenu()->actions().front()->trigger();
        QVERIFY(hook.waitUntilHeld());
        QVERIFY(w.opening());
        hook.release();
        QTRY_VERIFY(opened.size() == 1);
        QVERIFY(!hook.readOnWindowThread());
        QCOMPARE(w.document()->picture().edgeCount(), std::size_t(12));
    }

    // A second open before the first is read: the first, coming last, is dropped.
    void aStaleLoadIsDropped() {
        const TwoStalks files;
        const QString& first = files.first;
        const QString& second = files.second;
        PictureLoader loader;
        QSignalSpy loaded(&loader, &PictureLoader::loaded);
        ReadHook hook(first);
        loader.load(first);
        QVERIFY(hook.waitUntilHeld());
        loader.load(second);
        QTRY_VERIFY(loaded.size() == 1);
        QCOMPARE(loaded.front().at(0).toString(), second);
        // the picture read on the worker, handed over as it is (the document's next revision)
        const auto picture = loaded.front().at(1).value<std::shared_ptr<Picture>>();
        QVERIFY(picture && picture->edgeCount() > 0);
        hook.release();
        QTRY_VERIFY(loader.droppedLoads() == 1);
        QCOMPARE(loaded.size(), 1);
        QVERIFY(!loader.busy());
    }

    // In the window: two opens in a row show the second; New while a file is read shows nothing of it.
    void theNewestRequestWins() {
        const TwoStalks files;
        const QString& first = files.first;
        const QString& second = files.second;
        MainWindow w;
        QSignalSpy opened(&w, &MainWindow::fileOpened);
        {
            ReadHook hook(first);
            w.startOpening(first);
            QVERIFY(hook.waitUntilHeld());
            w.startOpening(second);
            QTRY_VERIFY(opened.size() == 1);
            hook.release();
        }  // the first read is over
        QApplication::processEvents();
        QCOMPARE(opened.size(), 1);
        QCOMPARE(opened.front().at(0).toString(), second);
        QCOMPARE(w.document()->picture().edgeCount(), std::size_t(20));
        QCOMPARE(w.document()->filePath(), QFileInfo(second).absoluteFilePath());

        w.undoStack()->setClean();
        {
            ReadHook hook(first);
            w.startOpening(first);
            QVERIFY(hook.waitUntilHeld());
            w.actions().newFile->trigger();
            QVERIFY(!w.opening());
            hook.release();
        }
        QApplication::processEvents();
        QCOMPARE(opened.size(), 1);
        QCOMPARE(w.document()->picture().edgeCount(), std::size_t(0));
        QVERIFY(w.document()->filePath().isEmpty());
    }

    // A file that cannot be read: the error, naming the file, comes back to the window's thread;
    // the drawing stays.
    void aFailedReadReachesTheUser() {
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("bad.json"));
        {
            QFile f(bad);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{\"nodes\": [");
        }
        MainWindow w;
        std::mt19937 rng(5);
        w.document()->setPicture(randomPicture(rng, 6, 8));
        const std::string before = io::writeJson(w.document()->picture());
        QSignalSpy opened(&w, &MainWindow::fileOpened);
        w.startOpening(bad);
        QTRY_VERIFY(opened.size() == 1);
        QCOMPARE(opened.front().at(1).toBool(), false);
        QVERIFY2(w.lastError().contains(QStringLiteral("bad.json")), qPrintable(w.lastError()));
        QCOMPARE(io::writeJson(w.document()->picture()), before);
    }
};

QTEST_MAIN(TestBackgroundOpen)
#include "tst_background_open.moc"
