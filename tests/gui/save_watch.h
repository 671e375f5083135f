// For the save suites: sees every save's encoding (the hook on the bytes about to be checked and
// written, picture_file_formats.h) — on which threads, how many at once — and can hold each one on
// its worker until let go, so a suite checks what the window does while a save runs without waiting
// on time. A hold gives up at the hang guard, so a window that blocks on its own save fails instead of
// hanging.
//
//   SaveWatch watch(true);            // every save held
//   ...start a save...;  QTRY_COMPARE(watch.entered.load(), 1);  ...the window is live...;
//   watch.go.release();               // that save goes on
//   QVERIFY(watch.onlyWorkers());  QVERIFY(readSavedPicture(path) == drawn);
#pragma once

#include "picture_file_formats.h"
#include "picture_io.h"

#include <QCoreApplication>
#include <QFile>
#include <QSemaphore>
#include <QThread>

#include <atomic>
#include <mutex>
#include <set>
#include <string>

#include "hang_guard.h"

namespace guitest {

struct SaveWatch {
    std::mutex mutex;
    std::set<QThread*> threads;
    std::atomic<int> inside{0}, mostAtOnce{0}, entered{0};
    QSemaphore go{0};
    std::atomic<bool> hold{false};
    explicit SaveWatch(bool holdEach) : hold(holdEach) {
        homestead::gui::formats::setWrittenTextHookForTests([this](std::string&) {
            {
                std::lock_guard lock(mutex);
                threads.insert(QThread::currentThread());
            }
            const int now = ++inside;
            for (int most = mostAtOnce; now > most && !mostAtOnce.compare_exchange_weak(most, now);) {
            }
            ++entered;
            if (hold) go.tryAcquire(1, homestead::testing::kHangGuardMs);
            --inside;
        });
    }
    ~SaveWatch() { homestead::gui::formats::setWrittenTextHookForTests({}); }
    SaveWatch(const SaveWatch&) = delete;
    SaveWatch& operator=(const SaveWatch&) = delete;
    // Every save encoded so far was encoded on a worker (and there was one).
    bool onlyWorkers() {
        std::lock_guard lock(mutex);
        return !threads.empty() && !threads.count(QCoreApplication::instance()->thread());
    }
};

// The picture a save wrote to `path` (throws if it is not a whole picture file).
inline homestead::Picture readSavedPicture(const QString& path) {
    QFile f(path);
    const QByteArray bytes = f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    return homestead::gui::io::readJson(bytes.toStdString(), "saved");
}

}  // namespace guitest
