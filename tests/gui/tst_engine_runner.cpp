// gui_engine_runner: the one runner of engine moves (engine_runner.h), by structure, not by time.
// An answer arrives on the window's thread with busy() true until then; a request replaced by a newer
// one, or cancelled while its delay runs or while the worker thinks, never reaches its answer and is
// counted as dropped; a `later` step is dropped the same way; the delay each request waited is the
// one set (never negative).
#include "engine_runner.h"

#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <future>

#include "../hang_guard.h"

using homestead::gui::EngineRunner;

class TestEngineRunner : public QObject {
    Q_OBJECT
private slots:
    void answersOnTheWindowThread() {
        EngineRunner runner;
        runner.setDelay(0);
        QSignalSpy busy(&runner, &EngineRunner::busyChanged);
        QThread* workerThread = nullptr;
        QThread* answerThread = nullptr;
        int answer = 0;
        runner.ask<int>([&] { workerThread = QThread::currentThread(); return 42; },
                        [&](int v) { answerThread = QThread::currentThread(); answer = v; });
        QVERIFY(runner.busy());
        QTRY_COMPARE(answer, 42);
        QVERIFY(!runner.busy());
        QCOMPARE(busy.count(), 2);  // on, then off
        QCOMPARE(answerThread, QThread::currentThread());
        QVERIFY(workerThread != QThread::currentThread());
        QCOMPARE(runner.droppedCount(), 0);
    }

    void aNewerRequestDropsTheOlder() {
        EngineRunner runner;
        runner.setDelay(0);
        std::vector<int> answers;
        runner.ask<int>([] { return 1; }, [&](int v) { answers.push_back(v); });
        runner.ask<int>([] { return 2; }, [&](int v) { answers.push_back(v); });
        QTRY_COMPARE(answers.size(), std::size_t(1));
        QTRY_COMPARE(runner.droppedCount(), 1);
        QCOMPARE(answers, std::vector<int>{2});
    }

    // Cancelled while the worker thinks: the answer comes back and is dropped.
    void cancelDuringThinkingDropsTheAnswer() {
        EngineRunner runner;
        runner.setDelay(0);
        std::promise<void> go;
        std::promise<void> thinking;
        std::shared_future<void> release = go.get_future().share();
        auto* thinkingFlag = &thinking;
        bool answered = false;
        runner.ask<int>([release, thinkingFlag] { thinkingFlag->set_value(); release.wait(); return 3; },
                        [&](int) { answered = true; });
        auto isThinking = thinking.get_future();
        QTRY_VERIFY(isThinking.wait_for(std::chrono::seconds(0)) == std::future_status::ready);
        runner.cancel();
        QVERIFY(!runner.busy());
        go.set_value();
        QTRY_COMPARE(runner.droppedCount(), 1);
        QVERIFY(!answered);
    }

    void cancelDuringTheDelayAndLater() {
        EngineRunner runner;
        runner.setDelay(40);
        bool answered = false, stepped = false;
        runner.ask<int>([] { return 0; }, [&](int) { answered = true; });
        QCOMPARE(runner.lastDelay(), 40);
        runner.cancel();
        QTRY_COMPARE(runner.droppedCount(), 1);
        runner.later(0, [&] { stepped = true; });
        QVERIFY(runner.busy());
        runner.cancel();
        QTRY_COMPARE(runner.droppedCount(), 2);
        QVERIFY(!answered && !stepped);
        runner.later(0, [&] { stepped = true; });
        QTRY_VERIFY(stepped);
        QVERIFY(!runner.busy());
        runner.setDelay(-5);
        QCOMPARE(runner.delay(), 0);
    }
};

QTEST_MAIN(TestEngineRunner)
#include "tst_engine_runner.moc"
