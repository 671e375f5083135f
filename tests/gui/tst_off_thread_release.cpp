// gui_off_thread_release: big immutable data is freed off the window's thread (issue 13 §2: no
// stall when a revision's artifact, or a class's k×k mating, is let go). releasedOffThread() deletes
// on a worker when the last reference goes on the main thread, and where it goes on a worker, there;
// the document's artifacts are made that way, so an edit frees the previous revision's artifact on a
// worker; the class panel holds a mating through its artifact, so the matrix goes with it.
#include "gui_test_helpers.h"

#include "class_matrix_model.h"
#include "class_panel.h"
#include "garden_view.h"
#include "background_pool.h"
#include "off_thread_release.h"

#include <QTabWidget>
#include <QThread>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <mutex>
#include <set>

using namespace guitest;

namespace {

// The workers that free (the background pool) and the one that analyses (the global pool) are idle.
void waitForWorkers() {
    QThreadPool::globalInstance()->waitForDone();
    backgroundPool()->waitForDone();
}

// Records the thread its destructor ran on.
struct Probe {
    explicit Probe(QThread** where) : diedOn(where) {}
    Probe(const Probe&) = delete;
    ~Probe() { *diedOn = QThread::currentThread(); }
    QThread** diedOn;
};

// The releases seen by the observer: what, and whether on the window's thread.
struct Releases {
    std::mutex mutex;
    std::vector<std::pair<const void*, bool>> seen;
    std::vector<int> nice;  // per release: the nice value of the thread that freed it
    Releases() {
        setReleaseObserver([this](const void* what, bool onWindow) {
            std::lock_guard lock(mutex);
            seen.emplace_back(what, onWindow);
            nice.push_back(currentThreadNice());
        });
    }
    ~Releases() { setReleaseObserver({}); }
    // Whether `what` was released, and where; nullopt if not (yet).
    std::optional<bool> onWindowThread(const void* what) {
        waitForWorkers();
        std::lock_guard lock(mutex);
        for (auto [w, onWindow] : seen)
            if (w == what) return onWindow;
        return std::nullopt;
    }
    // Forgets what was seen (a freed address may be used again).
    void clear() {
        waitForWorkers();
        std::lock_guard lock(mutex);
        seen.clear();
    }
    int onWindowCount() {
        waitForWorkers();
        std::lock_guard lock(mutex);
        return static_cast<int>(std::count_if(seen.begin(), seen.end(), [](auto s) { return s.second; }));
    }
};

Picture ring(int n) {
    Picture p;
    std::vector<NodeId> around{p.addNode(Point{0, 0}, true)};
    for (int i = 1; i < n; ++i) around.push_back(p.addNode(Point{double(i), 1.0 + (i % 2)}));
    for (int i = 0; i < n; ++i) p.addEdge(around[i], around[(i + 1) % n]);
    return p;
}

}  // namespace

class TestOffThreadRelease : public QObject {
    Q_OBJECT
private slots:
    void lastReferenceOnTheWindowThreadIsFreedOnAWorker() {
        QThread* diedOn = nullptr;
        auto p = releasedOffThread(std::make_unique<const Probe>(&diedOn));
        auto copy = p;
        p.reset();
        waitForWorkers();
        QCOMPARE(diedOn, nullptr);  // a reference remains: nothing freed
        copy.reset();
        waitForWorkers();
        QVERIFY(diedOn);
        QVERIFY(diedOn != QThread::currentThread());
    }

    void lastReferenceOnAWorkerIsFreedThere() {
        QThread* diedOn = nullptr;
        QThread* worker = nullptr;
        auto p = releasedOffThread(std::make_unique<const Probe>(&diedOn));
        QtConcurrent::run([p = std::move(p), &worker]() mutable {
            worker = QThread::currentThread();
            p.reset();
        }).waitForFinished();
        QVERIFY(worker && worker != QThread::currentThread());
        QCOMPARE(diedOn, worker);  // freed at once, not handed on
    }

    // Each edit replaces the artifact; the old one is freed on a worker, never on the window's thread.
    void anEditFreesThePreviousArtifactOnAWorker() {
        Releases releases;
        PictureDocument doc;
        doc.setPicture(ring(50));
        doc.waitForAnalysis();
        std::vector<const void*> old;
        for (int i = 0; i < 5; ++i) {
            old.push_back(doc.artifact().get());
            doc.setTitle("edit " + std::to_string(i));
            doc.waitForAnalysis();
            QVERIFY(doc.artifact().get() != old.back());
        }
        for (const void* a : old) QCOMPARE(releases.onWindowThread(a), std::optional<bool>(false));
        QCOMPARE(releases.onWindowCount(), 0);
#ifdef __linux__
        // freed at low priority (background_pool.h), never beside the next analysis as its equal
        std::lock_guard lock(releases.mutex);
        QVERIFY(!releases.nice.empty());
        for (int n : releases.nice) QCOMPARE(n, kBackgroundNice);
#endif
    }

    // The class panel's matrix points into a mating; it keeps that mating's artifact alive (so the
    // k×k matrix is freed with the artifact, on a worker), and lets it go when it shows another.
    void theClassPanelHoldsAMatingThroughItsArtifact() {
        Releases releases;
        MainWindow* w = openWindow();
        QVERIFY(w);
        w->actions().garden->setChecked(true);
        w->sideTabs()->setCurrentWidget(w->classPanel());
        w->document()->setPicture(ring(300));
        w->document()->waitForAnalysis();
        w->classPanel()->showClassOf(0);
        w->classPanel()->waitForMating();
        QCOMPARE(w->classPanel()->matrix()->rowCount(), 300);
        const void* shown = w->document()->artifact().get();
        releases.clear();
        std::weak_ptr<const PictureAnalysis> artifact = w->document()->artifact();
        // Hidden, the panel keeps what it shows while the document moves on: the artifact lives.
        w->sideTabs()->setCurrentWidget(w->gardenView());
        w->document()->setTitle("edited");
        w->document()->waitForAnalysis();
        waitForWorkers();
        QVERIFY(!artifact.expired());
        QCOMPARE(releases.onWindowThread(shown), std::nullopt);
        // Shown again, it shows the new artifact's class and lets the old one go, on a worker.
        w->sideTabs()->setCurrentWidget(w->classPanel());
        w->classPanel()->waitForMating();
        QCOMPARE(w->classPanel()->matrix()->rowCount(), 300);
        QCOMPARE(releases.onWindowThread(shown), std::optional<bool>(false));
        QVERIFY(artifact.expired());
        closeWindow(w);
        QCOMPARE(releases.onWindowCount(), 0);
    }
};

QTEST_MAIN(TestOffThreadRelease)
#include "tst_off_thread_release.moc"
