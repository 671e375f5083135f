// gui_files: saving and reading back gives the same picture (drawn, random and every example); a
// file that cannot be read shows a dialog naming the problem and leaves the drawing untouched;
// the title bar shows the name and the modified mark; CGSuite strings paste (laid out) and copy;
// images export; the Examples menu lists every picture by its title.
#include "gui_test_helpers.h"

#include "homestead/cgsuite.h"
#include "homestead/picture_json.h"

#include <QDir>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSignalSpy>
#include <QTemporaryDir>

#include "../hang_guard.h"

using namespace guitest;

class TestFiles : public QObject {
    Q_OBJECT
private slots:
    void saveAndReloadGiveTheSamePicture() {
        QTemporaryDir dir;
        std::mt19937 rng(7);
        for (int round = 0; round < 25; ++round) {
            MainWindow w;
            Picture p = randomPicture(rng, 2 + rng() % 8, rng() % 14);
            p.title = "random " + std::to_string(round);
            w.document()->setPicture(p);
            const QString path = dir.filePath(QStringLiteral("p%1.json").arg(round));
            QVERIFY(w.saveTo(path));
            MainWindow other;
            QVERIFY2(other.openFile(path), qPrintable(other.lastError()));
            QVERIFY(other.document()->picture() == p);
            QCOMPARE(other.document()->filePath(), QFileInfo(path).absoluteFilePath());
        }
    }

    void titleShowsNameAndModifiedMark() {
        QTemporaryDir dir;
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        click(w.view(), {0, 0});
        QVERIFY(w.isWindowModified());
        QVERIFY(w.saveTo(dir.filePath(QStringLiteral("stalk.json"))));
        QVERIFY(!w.isWindowModified());
        QVERIFY(w.windowTitle().startsWith(QStringLiteral("stalk.json")));
        drag(w.view(), Point{0, 0}, Point{0, 1});
        QVERIFY(w.isWindowModified());
        w.undoStack()->undo();
        QVERIFY(!w.isWindowModified());
    }

    void badFileKeepsTheDrawing_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("problem");
        QTest::newRow("not json") << QByteArray("{ nodes: ") << QString();
        QTest::newRow("wrong format") << QByteArray(R"({"format": "something-else", "version": 1, "nodes": [], "edges": []})") << "format";
        QTest::newRow("newer version") << QByteArray(R"({"format": "homestead-picture", "version": 99, "nodes": [], "edges": []})") << "version";
        QTest::newRow("missing node") << QByteArray(R"({"format": "homestead-picture", "version": 1, "nodes": [{"id": 0, "ground": true}], "edges": [{"id": 0, "from": 0, "to": 7}]})") << "7";
        QTest::newRow("duplicate id") << QByteArray(R"({"format": "homestead-picture", "version": 1, "nodes": [{"id": 0}, {"id": 0}], "edges": []})") << "id";
    }
    void badFileKeepsTheDrawing() {
        QFETCH(QByteArray, text);
        QFETCH(QString, problem);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
        f.close();
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openFile(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/tree.json")));
        drag(w.view(), render::toScene(*w.document()->picture().nodes().back().position),
             render::toScene(*w.document()->picture().nodes().back().position) + QPointF(40, -40));
        const Picture before = w.document()->picture();
        const int undoSteps = w.undoStack()->count();
        QVERIFY(!w.openFile(path));
        QVERIFY(w.document()->picture() == before);
        QCOMPARE(w.undoStack()->count(), undoSteps);
        QVERIFY2(w.lastError().contains(QStringLiteral("bad.json")), qPrintable(w.lastError()));
        if (!problem.isEmpty()) QVERIFY2(w.lastError().contains(problem), qPrintable(w.lastError()));
        auto* box = w.findChild<QMessageBox*>(QStringLiteral("errorDialog"));
        QVERIFY(box);
        QCOMPARE(box->text(), QStringLiteral("<b>Cannot open the picture</b>"));
        QVERIFY2(box->informativeText().contains(w.lastError().toHtmlEscaped()), qPrintable(box->informativeText()));
        QVERIFY2(box->informativeText().contains(QStringLiteral("unchanged")), qPrintable(box->informativeText()));
        QVERIFY(!w.openFile(dir.filePath(QStringLiteral("no-such-file.json"))));
        QVERIFY(w.document()->picture() == before);
        w.undoStack()->setClean();
    }

    void cgsuitePasteAndCopy() {
        MainWindow w;
        QVERIFY(w.pasteText(QStringLiteral("ee:Aeeee:A")));  // a 4-cycle on a stalk of 2
        w.document()->waitForAnalysis();
        const Picture& p = w.document()->picture();
        QCOMPARE(p.edgeCount(), 6u);
        for (const Node& n : p.nodes()) QVERIFY(n.position.has_value());  // laid out
        QCOMPARE(w.document()->analysis().value, 2u);
        QVERIFY(w.pasteText(QStringLiteral(":Geee:G")));  // the door, beside it
        w.document()->waitForAnalysis();
        QCOMPARE(w.document()->picture().edgeCount(), 9u);
        QCOMPARE(w.document()->analysis().value, 2u ^ 1u);
        MainWindow other;
        QVERIFY(other.pasteText(w.cgsuiteText()));
        other.document()->waitForAnalysis();
        QCOMPARE(other.document()->analysis().value, w.document()->analysis().value);
        QCOMPARE(other.document()->picture().edgeCount(), 9u);
        const Picture kept = w.document()->picture();
        QVERIFY(!w.pasteText(QStringLiteral("e(e;l)")));  // blue edges are refused
        QVERIFY(w.document()->picture() == kept);
        QVERIFY(w.lastError().contains(QStringLiteral("column")));
        w.undoStack()->undo();
        QCOMPARE(w.document()->picture().edgeCount(), 6u);
        // an empty clipboard adds nothing (it used to add a lone base node and an undo step)
        const int steps = w.undoStack()->count();
        QVERIFY(!w.pasteText(QStringLiteral("  \n")));
        QCOMPARE(w.undoStack()->count(), steps);
        QCOMPARE(w.document()->picture().edgeCount(), 6u);
        QVERIFY(w.lastError().contains(QStringLiteral("no text")));
        w.undoStack()->setClean();
    }

    // Open Recent names each file with its folder; a file that has gone is dropped after the error.
    void recentFilesShowTheirFolderAndForgetMissingOnes() {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("lesson")));
        const QString path = dir.filePath(QStringLiteral("lesson/door.json"));
        QVERIFY(QFile::copy(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/door.json"), path));
        MainWindow w;
        QVERIFY(w.openFile(path));
        QMenu* recent = w.recentMenu();
        QVERIFY(recent->isEnabled());
        QList<QAction*> entries = recent->actions();
        QVERIFY(!entries.isEmpty());
        QCOMPARE(entries.front()->text(), QStringLiteral("door.json — lesson"));
        QVERIFY(entries.front()->toolTip().endsWith(QStringLiteral("door.json")));
        QVERIFY(QFile::remove(path));
        QSignalSpy opened(&w, &MainWindow::fileOpened);
        entries.front()->trigger();  // read in the background: the error comes when it is done
        QTRY_VERIFY(opened.size() == 1);
        QCOMPARE(opened.front().at(1).toBool(), false);
        QVERIFY(w.lastError().contains(QStringLiteral("door.json")));
        for (QAction* a : recent->actions()) QVERIFY2(a->toolTip() != QDir::toNativeSeparators(path), qPrintable(a->text()));
    }

    void exportImages() {
        QTemporaryDir dir;
        MainWindow w;
        QVERIFY(w.openFile(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/flower.json")));
        for (const char* name : {"flower.png", "flower.svg"}) {
            const QString path = dir.filePath(QLatin1String(name));
            QVERIFY(w.exportImage(path));
            QVERIFY(QFileInfo(path).size() > 500);
        }
        QImage image(dir.filePath(QStringLiteral("flower.png")));
        QVERIFY(!image.isNull());
        QVERIFY(image.width() > 100);
        QFile svg(dir.filePath(QStringLiteral("flower.svg")));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        QVERIFY(svg.readAll().contains("<svg"));
        QVERIFY(!w.exportImage(dir.filePath(QStringLiteral("flower.bmpx"))));
    }

    void examplesMenuListsEveryPicture() {
        MainWindow w;
        QMenu* examples = nullptr;
        for (QAction* a : w.menuBar()->actions())
            if (a->text().remove(QLatin1Char('&')) == QStringLiteral("Examples")) examples = a->menu();
        QVERIFY(examples);
        QStringList titles;
        for (QAction* a : examples->actions()) titles << a->text();
        QDir pictures(QStringLiteral(HOMESTEAD_RESOURCES "/pictures"));
        const auto files = pictures.entryList({QStringLiteral("*.json")});
        QVERIFY(files.size() >= 4);
        for (const QString& file : files) {
            Picture p = loadPictureFile(pictures.filePath(file).toStdString());
            QVERIFY2(titles.contains(QString::fromStdString(p.title)), qPrintable(file));
            MainWindow other;
            QVERIFY2(other.openFile(pictures.filePath(file)), qPrintable(other.lastError()));
            QVERIFY(other.document()->picture() == p);
        }
        // choosing one opens it as an untitled document
        for (QAction* a : examples->actions())
            if (a->text() == QStringLiteral("A flower")) a->trigger();
        QCOMPARE(w.document()->picture().title, std::string("A flower"));
        QVERIFY(w.document()->filePath().isEmpty());
    }
};

QTEST_MAIN(TestFiles)
#include "tst_files.moc"
