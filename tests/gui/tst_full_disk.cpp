// gui_full_disk: nothing the user made is lost when the disk says no. Save, Export and
// `homestead-cli render` (PNG, SVG, PDF, TikZ) on a full disk (a real, tiny, filled tmpfs; see full_disk.h) and onto a
// device like /dev/full: the old file stays byte for byte, no partial or temporary file is left, the
// drawing stays modified, the dialog says what happened and what it means, and the command line
// exits 1 with one line on stderr.
#include "full_disk.h"
#include "gui_test_helpers.h"
#include "../cli_process.h"

#include "edit_commands.h"

#include "homestead/picture_json.h"

#include <QMessageBox>
#include <QProcess>

using namespace guitest;

namespace {

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("(unreadable)");
}

bool writeAll(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size() && f.flush();
}

// The informative text of the window's error dialog, or nothing if none is open.
QString errorDialogText(MainWindow& w) {
    auto* box = w.findChild<QMessageBox*>(QStringLiteral("errorDialog"));
    return box ? box->informativeText() : QString();
}

// A drawing big enough that its file needs many disk blocks.
Picture bigPicture() {
    std::mt19937 rng(12);
    Picture p = randomPicture(rng, 300, 600);
    p.title = "big";
    return p;
}

using Run = CliResult;

const char* kConsequence = "The file on disk is unchanged; your drawing is still open and unsaved.";

}  // namespace

class TestFullDisk : public QObject {
    Q_OBJECT
private slots:
    void saveOnAFullDiskKeepsTheOldFileAndTheStar() {
        FullDisk disk;
        const QString path = disk.path(QStringLiteral("door.json"));
        const QByteArray old = readAll(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/door.json"));
        QVERIFY(writeAll(path, old));
        MainWindow w;
        QVERIFY(w.openFile(path));
        w.undoStack()->push(new ReplacePictureCommand(w.document(), bigPicture(), QStringLiteral("edit")));
        QVERIFY(w.isWindowModified());
        disk.fill();
        const bool saved = w.saveTo(path);
        disk.release();
        QVERIFY(!saved);
        QCOMPARE(readAll(path), old);
        QCOMPARE(disk.files(), QStringList{QStringLiteral("door.json")});  // no temporary file left
        QVERIFY(!w.undoStack()->isClean());
        QVERIFY(w.isWindowModified());
        QVERIFY2(w.lastError().contains(path) && w.lastError().contains(disk.reason()), qPrintable(w.lastError()));
        QVERIFY2(errorDialogText(w).contains(QLatin1String(kConsequence)), qPrintable(errorDialogText(w)));
        // with room again, the same Save works and the drawing is clean
        QVERIFY2(w.saveTo(path), qPrintable(w.lastError()));
        QVERIFY(!w.isWindowModified());
        QCOMPARE(readAll(path), QByteArray::fromStdString(writePictureJson(bigPicture())));
        w.undoStack()->setClean();
    }

    void saveOntoADeviceIsRefused() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("full.json"));
        QVERIFY(makeSpecialFile(path));
        MainWindow w;
        w.undoStack()->push(new ReplacePictureCommand(w.document(), bigPicture(), QStringLiteral("edit")));
        QVERIFY(!w.saveTo(path));
        QVERIFY(isSpecialFile(path));  // QSaveFile alone would have put a regular file in its place
        QVERIFY(w.isWindowModified());
        QVERIFY2(w.lastError().contains(QLatin1String("not a regular file")), qPrintable(w.lastError()));
        w.undoStack()->setClean();
    }

    void exportOnAFullDiskKeepsTheOldImage_data() {
        QTest::addColumn<QString>("name");
        QTest::newRow("png") << QStringLiteral("door.png");
        QTest::newRow("svg") << QStringLiteral("door.svg");
    }
    void exportOnAFullDiskKeepsTheOldImage() {
        QFETCH(QString, name);
        FullDisk disk;
        const QString path = disk.path(name);
        QVERIFY(writeAll(path, "an image made before"));
        MainWindow w;
        w.document()->setPicture(bigPicture());
        disk.fill();
        const bool exported = w.exportImage(path);
        disk.release();
        QVERIFY(!exported);
        QCOMPARE(readAll(path), QByteArray("an image made before"));
        QCOMPARE(disk.files(), QStringList{name});
        QVERIFY2(w.lastError().contains(path) && w.lastError().contains(disk.reason()), qPrintable(w.lastError()));
    }

    void renderOnAFullDiskExitsOneAndLeavesNothing_data() {
        QTest::addColumn<QString>("name");
        QTest::newRow("png") << QStringLiteral("out.png");
        QTest::newRow("svg") << QStringLiteral("out.svg");
        QTest::newRow("pdf") << QStringLiteral("out.pdf");
        QTest::newRow("tex") << QStringLiteral("out.tex");
    }
    void renderOnAFullDiskExitsOneAndLeavesNothing() {
        QFETCH(QString, name);
        FullDisk disk;
        QTemporaryDir source;
        const QString picture = source.filePath(QStringLiteral("big.json"));
        QVERIFY(writeAll(picture, QByteArray::fromStdString(writePictureJson(bigPicture()))));
        disk.fill();
        Run r = runCli({QStringLiteral("render"), picture, QStringLiteral("-o"), disk.path(name)});
        disk.release();
        QCOMPARE(r.status, 1);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.count('\n'), 1);  // one line: no libpng chatter before it
        QVERIFY2(r.err.contains(name.toUtf8()) && r.err.contains(disk.reason().toUtf8()), r.err.constData());
        QVERIFY(disk.files().isEmpty());
    }

    void renderOntoADeviceExitsOne() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("full.svg"));
        QVERIFY(makeSpecialFile(path));
        Run r = runCli({QStringLiteral("render"), QStringLiteral("--cgsuite"), QStringLiteral(":Geee:G"), QStringLiteral("-o"), path});
        QCOMPARE(r.status, 1);
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(r.err.contains("not a regular file"), r.err.constData());
        QVERIFY(isSpecialFile(path));
    }
};

QTEST_MAIN(TestFullDisk)
#include "tst_full_disk.moc"
