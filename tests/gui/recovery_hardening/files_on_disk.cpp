// recovery_hardening, the files on disk (issue 37, items 3, 4 and 8):
//   - a title of any length is shown cut, in the window title (what reaches the window system), the
//     status line, the menus and the exports' headings: a 17 MB title once broke the X11 connection;
//   - Save writes nothing the project's own reader would refuse: the old file stays byte for byte
//     and the error says why;
//   - the open file changed or removed on disk by someone else (another program, another window)
//     brings a bar offering Reload or Keep Mine, and Save then asks before writing over it.
#include "../../file_bytes.h"
#include "hardening_suite.h"

#include "disk_file_watch.h"
#include "display_title.h"
#include "edit_commands.h"
#include "file_changed_bar.h"
#include "file_controller.h"
#include "main_window.h"
#include "picture_file_formats.h"
#include "picture_renderer.h"
#include "tikz_export.h"

#include "homestead/analysis.h"
#include "homestead/picture_json.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>
#include <QWindow>

#include <algorithm>
#include <memory>
#include <string>

#include "hang_guard.h"

namespace {

using namespace homestead;
using namespace homestead::gui;

[[maybe_unused]] const bool kTestMode = (QStandardPaths::setTestModeEnabled(true), true);  // recent files: not the user's

constexpr qsizetype kShownAtMost = 2 * render::kTitleDisplayLimit;  // a window title, a message: bounded

Picture stalk(double top = 1, const std::string& title = {}) {
    Picture p;
    const NodeId ground = p.addNode(Point{0, 0}, true);
    const NodeId up = p.addNode(Point{0, top});
    p.addEdge(ground, up);
    p.title = title;
    return p;
}

using homestead::testing::readAll;

bool writeAll(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size() && f.flush();
}

QByteArray json(const Picture& p) { return QByteArray::fromStdString(writePictureJson(p)); }

// Answers the next modal message box with the button whose text (without '&') is `button`;
// what the box said goes to `said`. The box is found while its own event loop runs.
void answerNextMessageBox(const QString& button, std::shared_ptr<QString> said) {
    auto* timer = new QTimer;
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, button, said] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box) return;
        for (QAbstractButton* b : box->buttons())
            if (b->text().remove(QLatin1Char('&')) == button) {
                *said = box->text();
                timer->deleteLater();
                b->click();
                return;
            }
    });
    timer->start();
}

struct Window {
    MainWindow w;
    Window() {
        w.resize(1000, 700);
        w.show();
    }
    ~Window() { w.undoStack()->setClean(); }  // closes without asking
    FileChangedBar* bar() { return w.files()->changedBar(); }
    bool barShown() { return !bar()->isHidden(); }
    void edit(const Picture& p) { w.undoStack()->push(new ReplacePictureCommand(w.document(), p, QStringLiteral("edit"))); }
};

// A picture written as door.json in a folder of its own and opened in a window.
struct OpenedDoor {
    QTemporaryDir dir;
    QString path = dir.filePath(QStringLiteral("door.json"));
    QByteArray bytes;  // as written
    Window win;
    [[nodiscard]] bool open(const Picture& p) {
        bytes = json(p);
        return writeAll(path, bytes) && win.w.openFile(path);
    }
};

}  // namespace

class FilesOnDiskTest : public QObject {
    Q_OBJECT
private slots:
    // A valid file with a 17 MB title opens; neither the window title (nor what the window system
    // is given) nor the status line ever holds more than a short, cut title.
    void hugeTitleIsShownCut() {
        QTemporaryDir dir;
        const std::string title = "Long " + std::string(17'000'000, 'x');
        const QString path = dir.filePath(QStringLiteral("long.json"));
        QVERIFY(writeAll(path, json(stalk(1, title))));
        Window win;
        QVERIFY(QTest::qWaitForWindowExposed(&win.w));
        QWindow* native = win.w.windowHandle();
        QVERIFY(native);
        qsizetype longestTitle = 0, longestMessage = 0;
        QObject listening;  // the connections end with this test
        connect(native, &QWindow::windowTitleChanged, &listening,
                [&](const QString& t) { longestTitle = std::max(longestTitle, t.size()); });
        connect(win.w.statusBar(), &QStatusBar::messageChanged, &listening,
                [&](const QString& m) { longestMessage = std::max(longestMessage, m.size()); });
        QVERIFY2(win.w.openFile(path), qPrintable(win.w.lastError()));
        QCOMPARE(win.w.document()->picture().title, title);  // kept whole: only what is shown is cut
        QVERIFY2(longestTitle > 0 && longestTitle <= kShownAtMost, qPrintable(QString::number(longestTitle)));
        QVERIFY2(longestMessage <= kShownAtMost, qPrintable(QString::number(longestMessage)));
        // untitled, the drawing's title is the window's: cut, with the ellipsis
        win.w.openText(json(stalk(1, title)), QStringLiteral("pasted"));
        QVERIFY2(win.w.windowTitle().startsWith(QStringLiteral("Long xxx")) && win.w.windowTitle().contains(QChar(0x2026)),
                 qPrintable(win.w.windowTitle().left(300)));
        QVERIFY(win.w.windowTitle().size() <= kShownAtMost);
        QVERIFY(native->title().size() <= kShownAtMost);
        QVERIFY(longestTitle <= kShownAtMost);
        // the names offered for Export Image and the exports' headings are cut too
        QVERIFY(QFileInfo(win.w.exportSuggestion()).fileName().size() <= render::kMaxFileNameLetters + 4);
        const Picture p = stalk(1, title);
        const Analysis a = analyse(p);
        QVERIFY(render::pictureHeading(p, a).size() <= kShownAtMost);
        QVERIFY(render::tikzDocument(p, a).size() < 64 * 1024);
    }

    // The cut is on a character, never inside one; line breaks become spaces.
    void displayTitleCutsWholeCharacters() {
        QCOMPARE(render::displayTitle(std::string("door\n.json\t")), QStringLiteral("door .json "));
        std::string faces;
        for (int i = 0; i < 200; ++i) faces += "\xF0\x9F\x98\x80";  // U+1F600, four bytes, two UTF-16 units
        const QString shown = render::displayTitle(faces, 5);
        QCOMPARE(shown, QString::fromUtf8("\xF0\x9F\x98\x80\xF0\x9F\x98\x80\xF0\x9F\x98\x80\xF0\x9F\x98\x80\xF0\x9F\x98\x80") + QChar(0x2026));
        QCOMPARE(render::displayTitle(std::string("short"), 5), QStringLiteral("short"));
    }

    // A picture whose file the reader would refuse (a node beyond ±10⁹, built in memory as a bad
    // layout once made one) is not written: the old file is byte for byte as it was, and the error
    // says why.
    void saveBeyondTheLimitsKeepsTheFile() {
        OpenedDoor door;
        QVERIFY(door.open(stalk(1, "the door")));
        door.win.edit(stalk(1'000'000'002));
        QVERIFY(!door.win.w.saveTo(door.path));
        QCOMPARE(readAll(door.path), door.bytes);
        QCOMPARE(QDir(door.dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("door.json")});
        const QString error = door.win.w.lastError();
        QVERIFY2(error.contains(QStringLiteral("not written")) && error.contains(QStringLiteral("1000000002")) &&
                     error.contains(QStringLiteral("±1e9")),
                 qPrintable(error));
        QVERIFY(door.win.w.isWindowModified());  // still unsaved
    }

    // Bytes that would not read back as the same picture (a writer gone wrong: injected here) are
    // not written either.
    void saveThatWouldNotReadBackKeepsTheFile() {
        OpenedDoor door;
        QVERIFY(door.open(stalk(1, "the door")));
        const QString& path = door.path;
        const QByteArray old = door.bytes;
        Window& win = door.win;
        win.edit(stalk(2, "the door, taller"));
        formats::setWrittenTextHookForTests([](std::string& text) { text.resize(text.size() / 2); });
        const bool cut = win.w.saveTo(path);
        formats::setWrittenTextHookForTests([](std::string& text) {
            const std::size_t at = text.find("taller");
            if (at != std::string::npos) text.replace(at, 6, "longer");
        });
        const bool changed = win.w.saveTo(path);
        formats::setWrittenTextHookForTests({});
        QVERIFY(!cut);
        QVERIFY(!changed);
        QCOMPARE(readAll(path), old);
        QVERIFY2(win.w.lastError().contains(QStringLiteral("could not open the file again")) &&
                     win.w.lastError().contains(QStringLiteral("title")),
                 qPrintable(win.w.lastError()));
        QVERIFY2(win.w.saveTo(path), qPrintable(win.w.lastError()));  // the writer mended: saved
        QCOMPARE(readAll(path), json(stalk(2, "the door, taller")));
    }

    // Changed on disk by someone else: the bar; Reload shows the file as it is now.
    void changedFileOffersReload() {
        OpenedDoor door;
        QVERIFY(door.open(stalk(1, "mine")));
        const QString& path = door.path;
        Window& win = door.win;
        QVERIFY(!win.barShown());
        const Picture theirs = stalk(5, "theirs, longer");
        QVERIFY(writeAll(path, json(theirs)));
        QTRY_VERIFY(win.barShown());
        QVERIFY2(win.bar()->text().contains(QStringLiteral("door.json")) && win.bar()->text().contains(QStringLiteral("changed")),
                 qPrintable(win.bar()->text()));
        QVERIFY(win.bar()->reloadButton()->isEnabled());
        QSignalSpy opened(&win.w, &MainWindow::fileOpened);
        win.bar()->reloadButton()->click();
        QTRY_COMPARE(opened.size(), 1);
        QVERIFY(opened[0][1].toBool());
        QVERIFY(win.w.document()->picture() == theirs);
        QVERIFY(!win.barShown());
        QVERIFY(!win.w.files()->diskWatch()->changedOnDisk());
    }

    // Removed on disk: the bar says so; there is nothing to reload.
    void removedFileIsSaid() {
        OpenedDoor door;
        QVERIFY(door.open(stalk()));
        const QString& path = door.path;
        Window& win = door.win;
        QVERIFY(QFile::remove(path));
        QTRY_VERIFY(win.barShown());
        QVERIFY2(win.bar()->text().contains(QStringLiteral("removed")), qPrintable(win.bar()->text()));
        QVERIFY(!win.bar()->reloadButton()->isEnabled());
        win.bar()->keepButton()->click();
        QVERIFY(!win.barShown());
        QVERIFY(win.w.saveTo(path));  // nothing to write over: no question
        QVERIFY(QFile::exists(path));
    }

    // After Keep Mine, Save asks before writing over the other version: Cancel keeps theirs,
    // Overwrite writes ours.
    void keepMineThenSaveAsksFirst() {
        OpenedDoor door;
        QVERIFY(door.open(stalk(1, "mine")));
        const QString& path = door.path;
        Window& win = door.win;
        const QByteArray theirs = json(stalk(5, "theirs, longer"));
        QVERIFY(writeAll(path, theirs));
        QTRY_VERIFY(win.barShown());
        win.bar()->keepButton()->click();
        QVERIFY(!win.barShown());
        win.edit(stalk(3, "mine, edited"));
        auto said = std::make_shared<QString>();
        answerNextMessageBox(QStringLiteral("Cancel"), said);
        QVERIFY(!win.w.saveTo(path));
        QVERIFY2(said->contains(QStringLiteral("changed on disk")), qPrintable(*said));
        QCOMPARE(readAll(path), theirs);
        QVERIFY(win.w.isWindowModified());
        said->clear();
        answerNextMessageBox(QStringLiteral("Overwrite"), said);
        QVERIFY2(win.w.saveTo(path), qPrintable(win.w.lastError()));
        QVERIFY(!said->isEmpty());
        QCOMPARE(readAll(path), json(stalk(3, "mine, edited")));
        QVERIFY(!win.w.files()->diskWatch()->changedOnDisk());  // ours again: the next Save does not ask
        QVERIFY(win.w.saveTo(path));
    }

    // Two windows on one file: A saves, B sees it; B saves over it, A sees that. Neither sees its own.
    void twoWindowsOnOneFile() {
        OpenedDoor door;
        QVERIFY(door.open(stalk(1, "first")));
        const QString& path = door.path;
        Window& a = door.win;
        Window b;
        QVERIFY(b.w.openFile(path));
        a.edit(stalk(2, "A's"));
        QVERIFY(a.w.saveTo(path));
        QTRY_VERIFY(b.barShown());
        b.bar()->keepButton()->click();
        b.edit(stalk(3, "B's, longer"));
        auto said = std::make_shared<QString>();
        answerNextMessageBox(QStringLiteral("Overwrite"), said);
        QVERIFY(b.w.saveTo(path));
        QTRY_VERIFY(a.barShown());
        QVERIFY(!b.barShown());
        QCOMPARE(readAll(path), json(stalk(3, "B's, longer")));
    }
};

HOMESTEAD_HARDENING_TEST(FilesOnDiskTest)
#include "files_on_disk.moc"
