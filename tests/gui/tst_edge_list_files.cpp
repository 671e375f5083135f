// gui_edge_list_files: the window opens a .edges edge list (laid out, the same game as the text), and
// writes the picture as an edge list or GraphViz DOT as an export: the file holds the game, while the
// document keeps its own .json file and stays modified, so nothing drawn is lost. The dialogs' filters
// offer the formats and add the chosen extension.
#include "gui_test_helpers.h"

#include "homestead/analysis.h"
#include "homestead/picture_file.h"
#include "picture_file_formats.h"

#include <QTemporaryDir>

#include <fstream>

using namespace guitest;

class TestEdgeListFiles : public QObject {
    Q_OBJECT
private slots:
    void opensAnEdgeList() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("door.edges"));
        std::ofstream(path.toStdString()) << "# the door\nground 0 1\n0 2\n1 3\n2 3\n";
        MainWindow w;
        QVERIFY2(w.openFile(path), qPrintable(w.lastError()));
        const Picture& p = w.document()->picture();
        QCOMPARE(p.edgeCount(), std::size_t(3));
        for (const Node& n : p.nodes()) QVERIFY(n.position.has_value());  // laid out to be drawn
        QCOMPARE(analyse(p).value, std::uint64_t(1));
        QCOMPARE(w.document()->filePath(), QFileInfo(path).absoluteFilePath());
    }

    void savingAsAnEdgeListIsAnExport() {
        QTemporaryDir dir;
        MainWindow w;
        QVERIFY(w.openFile(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/tree.json")));
        const QString original = w.document()->filePath();
        const Picture picture = w.document()->picture();
        for (const QString name : {"tree.edges", "tree.dot"}) {
            const QString path = dir.filePath(name);
            QVERIFY(gui::formats::isExportOnly(path));
            QString error;
            QVERIFY2(gui::formats::exportPicture(picture, path, &error), qPrintable(error));
            QVERIFY(QFileInfo(path).size() > 0);
        }
        QVERIFY(!gui::formats::isExportOnly(dir.filePath(QStringLiteral("tree.json"))));
        const Picture back = loadPictureFile(dir.filePath(QStringLiteral("tree.edges")).toStdString());
        QCOMPARE(analyse(back).value, analyse(picture).value);
        QCOMPARE(w.document()->filePath(), original);
        QString error;
        QVERIFY(!gui::formats::exportPicture(picture, dir.filePath(QStringLiteral("missing/tree.edges")), &error));
        QVERIFY(error.contains(QStringLiteral("missing")));
    }

    void filtersOfferTheFormats() {
        using namespace gui::formats;
        QVERIFY(openFilter().contains(QStringLiteral("*.edges")));
        const QStringList save = saveFilter().split(QStringLiteral(";;"));
        QCOMPARE(save.size(), 3);
        QVERIFY(save[0].contains(QStringLiteral("*.json")));
        QCOMPARE(withExtension(QStringLiteral("/t/door"), save[1]), QStringLiteral("/t/door.edges"));
        QCOMPARE(withExtension(QStringLiteral("/t/door"), save[2]), QStringLiteral("/t/door.dot"));
        QCOMPARE(withExtension(QStringLiteral("/t/door"), save[0]), QStringLiteral("/t/door.json"));
        QCOMPARE(withExtension(QStringLiteral("/t/door.edges"), save[0]), QStringLiteral("/t/door.edges"));
    }
};

QTEST_MAIN(TestEdgeListFiles)
#include "tst_edge_list_files.moc"
