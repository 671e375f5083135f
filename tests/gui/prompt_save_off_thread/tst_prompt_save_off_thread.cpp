// prompt_save_off_thread: Save in the unsaved-changes prompt (before New, Open, an example or closing)
// is the same background save as File → Save: encoded and written on a worker while the window stays
// live, and what was asked for goes on only once the drawing is saved. A failed save says why (in the
// window's language) and cancels it: the drawing, its file and the window stay as they were. Each
// save is held on its worker (save_watch.h) while the suite checks the window; nothing waits on time.
#include "gui_test_helpers.h"

#include "edit_commands.h"
#include "file_controller.h"
#include "save_watch.h"
#include "stalk_pictures.h"
#include "window_language.h"

#include <QAbstractButton>
#include <QApplication>
#include <QFileInfo>
#include <QMessageBox>
#include <QPointer>
#include <QTemporaryDir>
#include <QTimer>

#include <functional>
#include <memory>

#include "../hang_guard.h"

using namespace guitest;
using namespace homestead::gui;

namespace {

Picture stalk(int height) {
    Picture p;
    p.title = "door";
    addStalk(p, 0, height);
    return p;
}

// Answers the unsaved-changes prompt with `button` once it is shown (it runs its own event loop);
// `*asked` counts the prompts answered.
void answerPrompt(QMessageBox::StandardButton button, int* asked) {
    auto* poll = new QTimer;
    poll->setInterval(0);
    QObject::connect(poll, &QTimer::timeout, [poll, button, asked] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box || !box->button(QMessageBox::Discard)) return;  // (not the error's box)
        poll->stop();
        poll->deleteLater();
        ++*asked;
        box->button(button)->click();
    });
    poll->start();
}

// The window's thread still runs its events: a queued call comes through.
bool windowLive(QObject* window) {
    auto ran = std::make_shared<bool>(false);
    QMetaObject::invokeMethod(window, [ran] { *ran = true; }, Qt::QueuedConnection);
    return QTest::qWaitFor([ran] { return *ran; }, homestead::testing::kHangGuardMs);
}

// A window with `drawn` edited on top of door.json (saved before), so the prompt's Save writes to it
// without asking where.
struct EditedWindow {
    QTemporaryDir dir;
    QString path = dir.filePath(QStringLiteral("door.json"));
    std::unique_ptr<MainWindow> w = std::make_unique<MainWindow>();
    explicit EditedWindow(const Picture& drawn) {
        w->resize(1000, 700);
        w->show();
        edit(stalk(1));
        w->saveTo(path);
        edit(drawn);
    }
    ~EditedWindow() {
        if (w) w->undoStack()->setClean();
    }
    void edit(const Picture& p) { w->undoStack()->push(new ReplacePictureCommand(w->document(), p, QStringLiteral("edit"))); }
    std::size_t edges() const { return w->document()->picture().edgeCount(); }
    QMessageBox* errorBox() const { return w->findChild<QMessageBox*>(QStringLiteral("errorDialog")); }
};

}  // namespace

class TestPromptSaveOffThread : public QObject {
    Q_OBJECT
private slots:
    // New → Save: the write runs on a worker and the window stays live meanwhile, still showing the
    // drawing; the new, empty drawing comes once the file holds the old one.
    void newWaitsForTheSaveOnAWorker() {
        SaveWatch watch(false);
        EditedWindow win(stalk(3));
        watch.hold = true;
        int asked = 0;
        answerPrompt(QMessageBox::Save, &asked);
        win.w->actions().newFile->trigger();
        QCOMPARE(asked, 1);
        QTRY_COMPARE(watch.entered.load(), 2);
        QVERIFY(win.w->files()->saving());
        QVERIFY(windowLive(win.w.get()));
        QCOMPARE(win.edges(), std::size_t(3));  // not replaced under its own save
        watch.go.release();
        QTRY_COMPARE(win.edges(), std::size_t(0));
        QVERIFY(readSavedPicture(win.path) == stalk(3));
        QVERIFY(win.w->document()->filePath().isEmpty());
        QVERIFY(!win.w->isWindowModified());
        QVERIFY(watch.onlyWorkers());
    }

    // An example after Save: shown once saved. Edited while the save ran: asked again (Discard goes on).
    void exampleWaitsForTheSaveAndAsksAgainAfterAnEdit() {
        SaveWatch watch(false);
        EditedWindow win(stalk(4));
        watch.hold = true;
        int asked = 0;
        answerPrompt(QMessageBox::Save, &asked);
        QVERIFY(win.w->files()->openExample(QStringLiteral("door.json")));
        QCOMPARE(asked, 1);
        QTRY_COMPARE(watch.entered.load(), 2);
        QVERIFY(windowLive(win.w.get()));
        win.edit(stalk(6));  // drawn on while the save runs: not in the file
        answerPrompt(QMessageBox::Discard, &asked);
        watch.go.release();
        QTRY_COMPARE(asked, 2);
        QTRY_COMPARE(win.w->document()->picture().title, std::string("Door"));  // the example
        QVERIFY(readSavedPicture(win.path) == stalk(4));
        QVERIFY(win.w->document()->filePath().isEmpty());  // the example, untitled
        QVERIFY(!win.w->isWindowModified());
        QVERIFY(watch.onlyWorkers());
    }

    // Closing → Save: the window stays, live, until the drawing is saved; then it closes.
    void closeWaitsForTheSave() {
        SaveWatch watch(false);
        EditedWindow win(stalk(3));
        watch.hold = true;
        int asked = 0;
        answerPrompt(QMessageBox::Save, &asked);
        QVERIFY(!win.w->close());
        QCOMPARE(asked, 1);
        QTRY_COMPARE(watch.entered.load(), 2);
        QVERIFY(win.w->isVisible());
        QVERIFY(windowLive(win.w.get()));
        QVERIFY(!win.w->close());  // asked again while it saves: still waits, nothing asked
        QCOMPARE(asked, 1);
        watch.go.release();
        QTRY_VERIFY(!win.w->isVisible());
        QVERIFY(readSavedPicture(win.path) == stalk(3));
        QVERIFY(watch.onlyWorkers());
    }

    // A save that fails (the drawing's file is now a folder) says why and cancels what was asked for:
    // New, an example and closing each leave the drawing, its file and the window as they were.
    void failedSaveCancelsWhatWasAskedFor() {
        SaveWatch watch(false);
        EditedWindow win(stalk(3));
        const QString folder = win.dir.filePath(QStringLiteral("a folder"));
        QVERIFY(QDir().mkpath(folder));
        win.w->document()->setFilePath(folder);
        int asked = 0;
        const std::function<void()> asks[] = {
            [&] { win.w->actions().newFile->trigger(); },
            [&] { QVERIFY(win.w->files()->openExample(QStringLiteral("door.json"))); },
            [&] { QVERIFY(!win.w->close()); },
        };
        for (const auto& ask : asks) {
            const int before = watch.entered.load();
            answerPrompt(QMessageBox::Save, &asked);
            ask();
            QTRY_VERIFY(win.errorBox() && win.errorBox()->isVisible());
            QVERIFY(watch.entered.load() > before);
            QVERIFY2(win.w->lastError().contains(QStringLiteral("a folder")), qPrintable(win.w->lastError()));
            QVERIFY(windowLive(win.w.get()));
            QCOMPARE(win.edges(), std::size_t(3));
            QVERIFY(win.w->isWindowModified());
            QCOMPARE(win.w->document()->filePath(), folder);
            QVERIFY(win.w->isVisible());
            QVERIFY(QFileInfo(folder).isDir());
            delete win.errorBox();
        }
        QCOMPARE(asked, 3);
        QVERIFY(watch.onlyWorkers());
    }

    // The failure is told in the window's language, as File → Save's is.
    void failureInTheWindowsLanguage() {
        QVERIFY(WindowLanguage::instance()->set(Language::German));
        const QString title = QCoreApplication::translate("homestead::gui::FileController", "Cannot save");
        QVERIFY(title != QStringLiteral("Cannot save"));
        {
            EditedWindow win(stalk(2));
            win.w->document()->setFilePath(win.dir.path());
            int asked = 0;
            answerPrompt(QMessageBox::Save, &asked);
            win.w->actions().newFile->trigger();
            QTRY_VERIFY(win.errorBox() && win.errorBox()->isVisible());
            QCOMPARE(win.errorBox()->windowTitle(), title);
            QCOMPARE(win.edges(), std::size_t(2));
        }
        QVERIFY(WindowLanguage::instance()->set(Language::English));
    }
};

QTEST_MAIN(TestPromptSaveOffThread)
#include "tst_prompt_save_off_thread.moc"
