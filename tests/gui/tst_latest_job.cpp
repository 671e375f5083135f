// LatestJob (app/gui/workers/latest_job.h): only the latest job's result is delivered, on the
// window's thread; earlier and cancelled jobs are dropped and counted. No clock is read: the first
// job is held on a semaphore until the second has been started, so the order is fixed.
#include "latest_job.h"

#include <QSemaphore>
#include <QSignalSpy>
#include <QThread>
#include <QtTest>

#include <memory>

#include "../hang_guard.h"

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
};

QTEST_MAIN(TestLatestJob)
#include "tst_latest_job.moc"
