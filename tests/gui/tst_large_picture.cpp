// gui_large_picture: a picture far too large for a one-frame build (30,000 edges, no positions, so the
// window lays it out) is opened through the real window while a 0-ms timer counts the event loop's
// turns. The window must never stop turning for long (no gap over kMaxGapMs), the build must finish,
// and then every label must equal the core's stress — the same end as a one-shot build. New,
// entering Play, and deleting everything then undoing and redoing it are checked the same way.
#include "gui_test_helpers.h"

#include "picture_io.h"

#include "../core/random_picture.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>

using namespace guitest;

namespace {

constexpr int kEdges = 30000;
constexpr qint64 kMaxGapMs = 250;
// Entering Play also copies the picture and starts a session (outside the scene), and New deletes every
// item at once (Qt has no cheaper way to empty a scene): a little more for those.
constexpr qint64 kMaxOnceGapMs = 400;

// Counts the event loop's turns and the longest time between two of them.
class Ticker {
public:
    Ticker() {
        timer_.setInterval(0);
        QObject::connect(&timer_, &QTimer::timeout, [this] {
            const qint64 now = clock_.elapsed();
            gap_ = std::max(gap_, now - last_);
            last_ = now;
            ++ticks_;
        });
        clock_.start();
        timer_.start();
    }
    qint64 longestGap() const { return std::max(gap_, clock_.elapsed() - last_); }
    int ticks() const { return ticks_; }

private:
    QTimer timer_;
    QElapsedTimer clock_;
    qint64 last_ = 0, gap_ = 0;
    int ticks_ = 0;
};

// Runs `action` from the event loop and waits until the scene is built and analysed; the longest stall.
qint64 stallWhile(MainWindow* w, PictureScene* scene, const std::function<void()>& action) {
    Ticker ticker;
    QTimer::singleShot(0, action);
    QTest::qWait(20);
    QElapsedTimer limit;
    limit.start();
    while ((scene->building() || w->document()->analysisPending()) && limit.elapsed() < 60000) QTest::qWait(10);
    QTest::qWait(50);  // the last paint
    return ticker.longestGap();
}

}  // namespace

class TestLargePicture : public QObject {
    Q_OBJECT
private slots:
    void init() { window_ = openWindow(); QVERIFY(window_); }
    void cleanup() { closeWindow(window_); window_ = nullptr; }

    void openingNeverFreezesTheWindow() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("big.json"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray::fromStdString(io::writeJson(testing::randomLargePicture(7, kEdges))));
        }
        PictureScene* scene = window_->scene();
        int progress = 0;
        connect(scene, &PictureScene::buildProgress, this, [&] { ++progress; });
        QElapsedTimer took;
        took.start();
        const qint64 gap = stallWhile(window_, scene, [&] { QVERIFY(window_->openFile(path)); });
        qInfo("opening %d edges: built in %lld ms, longest stall %lld ms", kEdges, took.elapsed(), gap);
        QVERIFY(!scene->building());
        QVERIFY(progress > 1);  // built in slices, reporting how far
        QVERIFY2(gap <= kMaxGapMs, qPrintable(QStringLiteral("the window froze for %1 ms").arg(gap)));
        const Picture& p = window_->document()->picture();
        QCOMPARE(int(p.edgeCount()), int(testing::randomLargePicture(7, kEdges).edgeCount()));
        QString problem = checkLabels(scene, p);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));

        // New: the big scene is cleared without a long stall.
        const qint64 newGap = stallWhile(window_, scene, [&] { window_->undoStack()->setClean(); window_->action(QStringLiteral("new"))->trigger(); });
        qInfo("New: longest stall %lld ms", newGap);
        QVERIFY2(newGap <= kMaxOnceGapMs, qPrintable(QStringLiteral("New froze the window for %1 ms").arg(newGap)));
        QCOMPARE(window_->document()->picture().edgeCount(), std::size_t(0));
    }

    void playBuildsItsSceneInSlices() {
        showBuilt(11);
        PlayController* play = quickPlay(window_);
        PictureScene* scene = play->scene();
        const qint64 gap = stallWhile(window_, scene, [&] { window_->setPlayMode(true); });
        qInfo("entering Play: longest stall %lld ms", gap);
        QTRY_VERIFY_WITH_TIMEOUT(!play->document()->analysisPending() && !scene->building(), 20000);
        QVERIFY2(gap <= kMaxOnceGapMs, qPrintable(QStringLiteral("Play froze the window for %1 ms").arg(gap)));
        QString problem = checkLabels(scene, play->document()->picture());
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        window_->setPlayMode(false);
    }

    // A chop at the foot of a 10,000-edge stalk drops everything in one step: one removal, one
    // fading ghost for all that falls (it was one removal and one animation per edge: 6 s).
    void aBigFallInPlayIsOneStep() {
        Picture stalk;
        NodeId below = stalk.addNode(Point{0, 0}, true);
        EdgeId foot = -1;
        for (int i = 1; i <= 10000; ++i) {
            NodeId above = stalk.addNode(Point{0, 0.5 * i});
            EdgeId e = stalk.addEdge(below, above);
            if (foot < 0) foot = e;
            below = above;
        }
        window_->document()->setPicture(stalk);
        PlayController* play = quickPlay(window_);
        play->setPlayers(PlayerKind::Human, PlayerKind::Human);
        play->setFallDuration(200);
        stallWhile(window_, play->scene(), [&] { window_->setPlayMode(true); });
        QTRY_VERIFY_WITH_TIMEOUT(!play->document()->analysisPending() && !play->scene()->building(), 20000);
        const qint64 gap = stallWhile(window_, play->scene(), [&] { QVERIFY(play->humanChop(foot)); });
        qInfo("chopping the foot of 10,000 edges: longest stall %lld ms", gap);
        QCOMPARE(play->document()->picture().edgeCount(), std::size_t(0));
        QVERIFY(play->ghostCount() <= 2);
        QVERIFY2(gap <= kMaxOnceGapMs, qPrintable(QStringLiteral("the chop froze the window for %1 ms").arg(gap)));
        QTRY_COMPARE(play->ghostCount(), 0);
        window_->setPlayMode(false);
    }

    // Select All, Delete, Undo, Redo: each a single step however many items it touches.
    void deletingEverythingAndUndoingIt() {
        showBuilt(13);
        PictureDocument* doc = window_->document();
        PictureScene* scene = window_->scene();
        const Picture before = doc->picture();
        const qint64 selectGap = stallWhile(window_, scene, [&] { window_->action(QStringLiteral("selectAll"))->trigger(); });
        QCOMPARE(scene->selectedEdges().size(), before.edgeCount());
        QVERIFY2(selectGap <= kMaxOnceGapMs, qPrintable(QStringLiteral("Select All froze the window for %1 ms").arg(selectGap)));
        const qint64 deleteGap = stallWhile(window_, scene, [&] { window_->action(QStringLiteral("delete"))->trigger(); });
        qInfo("selecting and deleting %zu edges: longest stalls %lld ms, %lld ms", before.edgeCount(), selectGap, deleteGap);
        QCOMPARE(doc->picture().edgeCount(), std::size_t(0));
        QCOMPARE(doc->picture().nodeCount(), std::size_t(0));
        QVERIFY(scene->contentsRect().isEmpty() || scene->items().size() < 5);  // the ground line at most
        QVERIFY2(deleteGap <= kMaxOnceGapMs, qPrintable(QStringLiteral("Delete froze the window for %1 ms").arg(deleteGap)));

        const qint64 undoGap = stallWhile(window_, scene, [&] { window_->undoStack()->undo(); });
        qInfo("undoing it: longest stall %lld ms", undoGap);
        QVERIFY(canonical(doc->picture()) == canonical(before));
        QVERIFY2(undoGap <= kMaxOnceGapMs, qPrintable(QStringLiteral("Undo froze the window for %1 ms").arg(undoGap)));
        QString problem = checkLabels(scene, doc->picture());
        QVERIFY2(problem.isEmpty(), qPrintable(problem));

        const qint64 redoGap = stallWhile(window_, scene, [&] { window_->undoStack()->redo(); });
        QCOMPARE(doc->picture().edgeCount(), std::size_t(0));
        QVERIFY2(redoGap <= kMaxOnceGapMs, qPrintable(QStringLiteral("Redo froze the window for %1 ms").arg(redoGap)));
    }

private:
    // A large random picture, laid out, in the window, built and analysed (the set-up, not timed).
    void showBuilt(unsigned seed) {
        Picture p = testing::randomLargePicture(seed, kEdges);
        io::layOutIfNeeded(p);
        window_->document()->setPicture(p);
        window_->scene()->finishBuild();
        window_->document()->waitForAnalysis();
        window_->scene()->finishBuild();
    }

    MainWindow* window_ = nullptr;
};

QTEST_MAIN(TestLargePicture)
#include "tst_large_picture.moc"
