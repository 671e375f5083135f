// LatestJob (app/gui/workers/latest_job.h): only the latest job's result is delivered, on the
// window's thread; earlier and cancelled jobs are dropped and counted, and one gone stale before a
// worker took it up never runs. A delayed job or step cancelled during its wait is dropped; wait()
// delivers at once without running the work on the window's thread; cancelAndWaitForWorkers()
// returns only when no worker holds a job. No clock is read: jobs are held on semaphores (on a pool
// of one thread where the order of the queue matters), so the order is fixed.
#include "background_pool.h"
#include "file_writer.h"
#include "latest_job.h"

#include <QSemaphore>
#include <QSignalSpy>
#include <QThread>
#include <QThreadPool>
#include <QtTest>

#include <atomic>
#include <memory>
#include <thread>

#include "../hang_guard.h"

using homestead::gui::backgroundPool;
using homestead::gui::currentThreadNice;
using homestead::gui::FileWriter;
using homestead::gui::LatestJob;

class TestLatestJob : public QObject {
    Q_OBJECT
private slots:
    void onlyTheLatestResultIsDelivered() {
        LatestJob job;
        auto gate = std::make_shared<QSemaphore>(0);
        QList<int> delivered;
        job.start<int>([gate] { gate->acquire(); return 1; }, [&](int v) { delivered << v; });
        QVERIFY(job.busy());
        job.start<int>([] { return 2; }, [&](int v) { delivered << v; });
        QTRY_COMPARE(job.deliveredCount(), 1);
        QCOMPARE(delivered, QList<int>{2});
        QVERIFY(!job.busy());
        gate->release();  // the first job ends now, after the second delivered
        QTRY_COMPARE(job.droppedCount(), 1);
        QCOMPARE(delivered, QList<int>{2});
        QCOMPARE(job.startedCount(), 2);
    }

    void aCancelledJobDeliversNothing() {
        LatestJob job;
        auto gate = std::make_shared<QSemaphore>(0);
        bool delivered = false;
        QSignalSpy idle(&job, &LatestJob::idle);
        job.start<int>([gate] { gate->acquire(); return 1; }, [&](int) { delivered = true; });
        job.cancel();
        QCOMPARE(idle.count(), 1);
        QVERIFY(!job.busy());
        gate->release();
        QTRY_COMPARE(job.droppedCount(), 1);
        QVERIFY(!delivered);
    }

    void resultsArriveOnTheWindowThread() {
        LatestJob job;
        QThread* worker = nullptr;
        QThread* deliveredOn = nullptr;
        job.start<int>([&worker] { worker = QThread::currentThread(); return 0; },
                       [&](int) { deliveredOn = QThread::currentThread(); });
        QTRY_COMPARE(job.deliveredCount(), 1);
        QVERIFY(worker != QThread::currentThread());
        QCOMPARE(deliveredOn, QThread::currentThread());
    }

    void aJobStartedWhileDeliveringIsTheLatest() {
        LatestJob job;
        QSignalSpy idle(&job, &LatestJob::idle);
        QList<int> delivered;
        job.start<int>([] { return 1; }, [&](int v) {
            delivered << v;
            job.start<int>([] { return 2; }, [&](int w) { delivered << w; });
        });
        QTRY_COMPARE(job.deliveredCount(), 2);
        QCOMPARE(delivered, (QList<int>{1, 2}));
        QCOMPARE(idle.count(), 1);  // only after the second
        QCOMPARE(job.droppedCount(), 0);
    }

    // On a pool of one thread held by the first job: the second, stale before the thread is free,
    // is skipped (its work never runs); only the third is delivered.
    void aJobStaleBeforeItBeginsIsSkipped() {
        QThreadPool pool;
        pool.setMaxThreadCount(1);
        LatestJob job;
        auto started = std::make_shared<QSemaphore>(0), gate = std::make_shared<QSemaphore>(0);
        std::atomic<bool> secondRan{false};
        QList<int> delivered;
        job.start<int>([=] { started->release(); gate->acquire(); return 1; }, [&](int v) { delivered << v; }, &pool);
        started->acquire();  // the pool's thread holds the first
        job.start<int>([&secondRan] { secondRan = true; return 2; }, [&](int v) { delivered << v; }, &pool);
        job.start<int>([] { return 3; }, [&](int v) { delivered << v; }, &pool);
        gate->release();
        QTRY_COMPARE(job.deliveredCount(), 1);
        QTRY_COMPARE(job.droppedCount(), 2);
        QCOMPARE(delivered, QList<int>{3});
        QCOMPARE(job.skippedCount(), 1);
        QVERIFY(!secondRan);
    }

    // A delayed job cancelled during its delay never reaches a worker; a step after a delay is
    // dropped the same way by a newer job.
    void delaysAreDroppedLikeResults() {
        LatestJob job;
        std::atomic<bool> ran{false};
        bool delivered = false, stepped = false;
        job.startAfter<int>(20, [&ran] { ran = true; return 1; }, [&](int) { delivered = true; });
        QVERIFY(job.busy());
        job.cancel();
        QTRY_COMPARE(job.droppedCount(), 1);  // when its delay ends
        job.after(0, [&] { stepped = true; });
        job.startAfter<int>(0, [] { return 2; }, [](int) {});
        QTRY_COMPARE(job.deliveredCount(), 1);
        QTRY_COMPARE(job.droppedCount(), 2);
        QVERIFY(!ran && !delivered && !stepped);
        job.after(0, [&] { stepped = true; });
        QTRY_VERIFY(stepped);
        QVERIFY(!job.busy());
    }

    // wait(): the result now, the work on a worker all the same; a delay still running ends at once;
    // a job that the delivery starts is waited for too.
    void waitDeliversNowFromAWorker() {
        LatestJob job;
        std::atomic<QThread*> worker{nullptr};
        QList<int> delivered;
        job.startAfter<int>(60 * 60 * 1000, [&worker] { worker = QThread::currentThread(); return 1; }, [&](int v) {
            delivered << v;
            job.start<int>([] { return 2; }, [&](int w) { delivered << w; });
        });
        job.wait();
        QCOMPARE(delivered, (QList<int>{1, 2}));
        QVERIFY(!job.busy());
        QVERIFY(worker.load() != nullptr && worker.load() != QThread::currentThread());
        job.wait();  // nothing under way: returns
        QCOMPARE(job.deliveredCount(), 2);
        job.cancelAndWaitForWorkers();  // delivered jobs hold no worker: returns
    }

    // cancelAndWaitForWorkers(): returns once the worker running a job has let go of it (released by
    // another thread); the job queued behind it is skipped; nothing is delivered.
    void cancelAndWaitForWorkersLeavesNoWorkerHoldingAJob() {
        QThreadPool pool;
        pool.setMaxThreadCount(1);
        LatestJob job;
        auto started = std::make_shared<QSemaphore>(0), gate = std::make_shared<QSemaphore>(0);
        std::atomic<bool> firstDone{false}, secondRan{false};
        bool delivered = false;
        job.start<int>([=, &firstDone] { started->release(); gate->acquire(); firstDone = true; return 1; },
                       [&](int) { delivered = true; }, &pool);
        started->acquire();  // the pool's thread holds the first
        job.start<int>([&secondRan] { secondRan = true; return 2; }, [&](int) { delivered = true; }, &pool);
        std::thread releaser([=] { gate->release(); });
        job.cancelAndWaitForWorkers();
        releaser.join();
        QVERIFY(firstDone);
        QVERIFY(!secondRan);
        QCOMPARE(job.skippedCount(), 1);
        QVERIFY(!job.busy());
        QCoreApplication::processEvents();
        QVERIFY(!delivered);
    }

    // Work on the background pool runs at the background priority (where the OS lets it be told).
    void backgroundWorkRunsLowered() {
        const int windowNice = currentThreadNice();
        LatestJob job;
        int nice = -1;
        job.start<int>([] { return currentThreadNice(); }, [&](int v) { nice = v; }, backgroundPool());
        QTRY_COMPARE(job.deliveredCount(), 1);
#ifdef __linux__
        QCOMPARE(nice, homestead::gui::kBackgroundNice);
#endif
        QCOMPARE(currentThreadNice(), windowNice);  // the window's thread is never lowered
    }

    // A file writer never skips a write: one asked for while another runs waits its turn, and
    // both are written and reported, in the order asked.
    void aFileWriterWritesEveryFileInTurn() {
        FileWriter writer;
        auto gate = std::make_shared<QSemaphore>(0);
        auto written = std::make_shared<std::atomic<int>>(0);
        QStringList reports;
        writer.write([gate, written](QString*) { gate->acquire(); ++*written; return true; },
                     [&](bool ok, const QString&) { reports << QStringLiteral("first %1").arg(ok); });
        writer.write([written](QString* error) { ++*written; *error = QStringLiteral("disk full"); return false; },
                     [&](bool ok, const QString& error) { reports << QStringLiteral("second %1 %2").arg(ok).arg(error); });
        QCOMPARE(written->load(), 0);  // the second waits for the first, still held
        gate->release();
        QTRY_COMPARE(reports.size(), 2);
        QCOMPARE(reports, (QStringList{QStringLiteral("first 1"), QStringLiteral("second 0 disk full")}));
        QCOMPARE(written->load(), 2);
        QCOMPARE(writer.job()->droppedCount() + writer.job()->skippedCount(), 0);
        QVERIFY(!writer.lastWritten());
    }
};

QTEST_MAIN(TestLatestJob)
#include "tst_latest_job.moc"
