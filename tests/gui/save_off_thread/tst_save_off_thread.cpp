// save_off_thread: Save and Save As write on a worker, never on the window's thread, and what a user
// expects of a save still holds: the title's mark clears only when the write succeeded and nothing
// was edited meanwhile; a second Save waits its turn (never two writes at once); closing while a save
// runs closes once it has ended, and the window's end finishes every write asked for, so the file is
// whole and holds the drawing. A worker is held in the middle of a save through the test hook that
// sees the bytes about to be checked and written (save_watch.h): nothing here waits on time.
#include "gui_test_helpers.h"

#include "edit_commands.h"
#include "file_changed_bar.h"
#include "file_controller.h"
#include "picture_file_formats.h"
#include "picture_io.h"
#include "save_watch.h"

#include "homestead/picture_json.h"

#include <QFileInfo>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>

#include <memory>
#include <tuple>

#include "../hang_guard.h"

using namespace guitest;
using namespace homestead::gui;

namespace {

Picture stalk(int height, const std::string& title) {
    Picture p;
    p.title = title;
    NodeId below = p.addNode(Point{0, 0}, true);
    for (int i = 1; i <= height; ++i) {
        const NodeId above = p.addNode(Point{0, double(i)});
        p.addEdge(below, above);
        below = above;
    }
    return p;
}

struct Window {
    MainWindow w;
    Window() {
        w.resize(1000, 700);
        w.show();
    }
    void edit(const Picture& p) { w.undoStack()->push(new ReplacePictureCommand(w.document(), p, QStringLiteral("edit"))); }
};

// A window whose drawing (`first`) is being saved to door.json, the worker held in the middle of it.
struct HeldSave {
    QTemporaryDir dir;
    QString path = dir.filePath(QStringLiteral("door.json"));
    SaveWatch watch{true};
    std::unique_ptr<Window> win = std::make_unique<Window>();
    MainWindow& w = win->w;
    explicit HeldSave(const Picture& first) { win->edit(first); }
    // Starts the save and waits until the worker holds it (the window's events go on meanwhile).
    bool start() {
        return w.files()->startSaving(path) && QTest::qWaitFor([this] { return watch.entered.load() == 1; }, homestead::testing::kHangGuardMs);
    }
};

}  // namespace

class TestSaveOffThread : public QObject {
    Q_OBJECT
private slots:
    // The file is made, read back and written on a worker; the window's thread only hears how it went.
    void saveRunsOnAWorker() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("door.json"));
        SaveWatch watch(false);
        Window win;
        win.edit(stalk(3, "door"));
        QVERIFY(win.w.isWindowModified());
        QVERIFY2(win.w.saveTo(path), qPrintable(win.w.lastError()));
        QVERIFY(watch.onlyWorkers());
        QCOMPARE(watch.entered.load(), 1);
        QVERIFY(readSavedPicture(path) == stalk(3, "door"));
        QVERIFY(!win.w.isWindowModified());
        QCOMPARE(win.w.document()->filePath(), QFileInfo(path).absoluteFilePath());
    }

    // Save returns at once; the window goes on (edits, events) while the worker writes. The edit made
    // meanwhile is not in the file, so the drawing stays modified; the file holds the drawing as it
    // was when Save was chosen.
    void editDuringTheSaveStaysModified() {
        HeldSave held(stalk(2, "door"));
        auto [watch, win, path] = std::tie(held.watch, *held.win, held.path);  // (references)
        QSignalSpy finished(win.w.files(), &FileController::saveFinished);
        QVERIFY(held.start());
        QVERIFY(win.w.files()->saving());
        QVERIFY2(win.w.statusBar()->currentMessage().contains(QStringLiteral("Saving")), qPrintable(win.w.statusBar()->currentMessage()));
        win.edit(stalk(5, "door, taller"));
        watch.go.release();
        QTRY_COMPARE(finished.size(), 1);
        QVERIFY(finished[0][1].toBool());
        QVERIFY(!win.w.files()->saving());
        QVERIFY(readSavedPicture(path) == stalk(2, "door"));
        QVERIFY(win.w.isWindowModified());  // the edit is not saved
        QVERIFY(!win.w.undoStack()->isClean());
        QCOMPARE(win.w.document()->filePath(), QFileInfo(path).absoluteFilePath());
        QVERIFY(watch.onlyWorkers());
        // the next Save writes the edit and clears the mark
        watch.hold = false;
        QVERIFY2(win.w.saveTo(path), qPrintable(win.w.lastError()));
        QVERIFY(readSavedPicture(path) == stalk(5, "door, taller"));
        QVERIFY(!win.w.isWindowModified());
        QVERIFY(win.w.files()->changedBar()->isHidden());  // our own saves are not someone else's change
    }

    // A second Save while the first is written waits its turn: never two writes at once, each
    // reported in the order asked, and the file ends as the later one left it.
    void secondSaveWaitsItsTurn() {
        HeldSave held(stalk(2, "first"));
        auto [watch, win, path] = std::tie(held.watch, *held.win, held.path);  // (references)
        QSignalSpy finished(win.w.files(), &FileController::saveFinished);
        QVERIFY(held.start());
        win.edit(stalk(4, "second"));
        QVERIFY(win.w.files()->save());  // Save again: to the file being saved to (no Save As, nothing asked)
        watch.go.release();
        QTRY_COMPARE(watch.entered.load(), 2);
        QCOMPARE(watch.mostAtOnce.load(), 1);
        watch.go.release();
        QTRY_COMPARE(finished.size(), 2);
        QVERIFY(finished[0][1].toBool() && finished[1][1].toBool());
        QCOMPARE(watch.mostAtOnce.load(), 1);
        QVERIFY(readSavedPicture(path) == stalk(4, "second"));
        QVERIFY(!win.w.isWindowModified());  // the later save wrote the drawing as it is
    }

    // Closing while a save runs: the window stays (and live) until the save has ended, then closes;
    // the file is whole.
    void closeWaitsForTheSave() {
        HeldSave held(stalk(3, "door"));
        QVERIFY(held.start());
        QVERIFY(!held.w.close());  // not yet: the save is under way
        QVERIFY(held.w.isVisible());
        held.watch.go.release();
        QTRY_VERIFY(!held.w.isVisible());  // closed once saved (clean: nothing asked)
        QVERIFY(readSavedPicture(held.path) == stalk(3, "door"));
    }

    // The window's end while a save is held and another waits its turn: both are written, whole, in
    // order, before the window is gone.
    void windowEndFinishesEverySave() {
        HeldSave held(stalk(2, "first"));
        QVERIFY(held.start());
        held.win->edit(stalk(6, "second"));
        QVERIFY(held.w.files()->save());
        held.watch.hold = false;  // the second is not held
        held.watch.go.release();  // the first may go on; the window ends at once
        held.w.undoStack()->setClean();  // (closes without asking)
        held.win.reset();
        QCOMPARE(held.watch.entered.load(), 2);
        QCOMPARE(held.watch.mostAtOnce.load(), 1);
        QVERIFY(readSavedPicture(held.path) == stalk(6, "second"));
        QVERIFY(held.watch.onlyWorkers());
    }

    // A failed save (a folder that is not there) says so as before, and leaves the drawing modified.
    void failedSaveSaysWhy() {
        QTemporaryDir dir;
        SaveWatch watch(false);
        Window win;
        win.edit(stalk(2, "door"));
        const QString path = dir.filePath(QStringLiteral("missing/door.json"));
        QVERIFY(!win.w.saveTo(path));
        QVERIFY2(win.w.lastError().contains(path), qPrintable(win.w.lastError()));
        QVERIFY(win.w.isWindowModified());
        QVERIFY(win.w.document()->filePath().isEmpty());
        QVERIFY(watch.onlyWorkers());
        win.w.undoStack()->setClean();
    }
};

QTEST_MAIN(TestSaveOffThread)
#include "tst_save_off_thread.moc"
