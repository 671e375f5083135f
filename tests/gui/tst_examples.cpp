// gui_examples: the Examples menu's pictures (example_pictures.h). A picture in an earlier folder
// hides the built-in copy of the same file name, with its own title; a file that is not a picture
// is left out; the list is sorted by title; and the window's Examples menu offers that same list.
#include "gui_test_helpers.h"

#include "example_pictures.h"

#include <QMenu>
#include <QMenuBar>
#include <QTemporaryDir>

using namespace guitest;

class TestExamples : public QObject {
    Q_OBJECT
private slots:
    void earlierFoldersHideBuiltInCopies() {
        QTemporaryDir mine;
        QVERIFY(mine.isValid());
        auto write = [&](const QString& name, const QByteArray& text) {
            QFile f(mine.filePath(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text);
        };
        write(QStringLiteral("door.json"), R"({"format": "homestead-picture", "version": 1, "title": "My own door",
            "nodes": [{"id": 0, "x": 0, "y": 0, "ground": true}, {"id": 1, "x": 0, "y": 2}],
            "edges": [{"id": 0, "from": 0, "to": 1}]})");
        write(QStringLiteral("notes.json"), R"({"shopping": ["milk"]})");
        write(QStringLiteral("broken.json"), "{\"format\": \"homestead-pic");

        const auto builtIn = examplePictures({QStringLiteral(":/pictures")});
        QVERIFY(builtIn.size() >= 10);
        const auto both = examplePictures({mine.path(), QStringLiteral(":/pictures")});
        QCOMPARE(both.size(), builtIn.size());  // door.json replaced, the two non-pictures left out
        int doors = 0;
        for (const ExamplePicture& e : both) {
            QVERIFY2(!e.path.endsWith(QStringLiteral("notes.json")) && !e.path.endsWith(QStringLiteral("broken.json")), qPrintable(e.path));
            if (e.path.endsWith(QStringLiteral("/door.json"))) {
                ++doors;
                QCOMPARE(e.title, QStringLiteral("My own door"));
                QCOMPARE(e.path, mine.filePath(QStringLiteral("door.json")));
            }
        }
        QCOMPARE(doors, 1);
        for (std::size_t i = 1; i < both.size(); ++i)
            QVERIFY(QString::localeAwareCompare(both[i - 1].title, both[i].title) <= 0);
    }

    void theMenuOffersTheList() {
        MainWindow* w = openWindow();
        QVERIFY(w);
        QMenu* menu = nullptr;
        for (QAction* a : w->menuBar()->actions())
            if (a->menu() && a->text().remove(QLatin1Char('&')) == QStringLiteral("Examples")) menu = a->menu();
        QVERIFY(menu);
        const auto examples = examplePictures(exampleFolders());
        // the pictures first, in order; after a separator, Abuku's transfinite examples (the Transfinite page's)
        QVERIFY(menu->actions().size() > qsizetype(examples.size()));
        QVERIFY(menu->actions()[qsizetype(examples.size())]->isSeparator());
        for (qsizetype i = qsizetype(examples.size()) + 1; i < menu->actions().size(); ++i)
            QVERIFY2(menu->actions()[i]->text().contains(QStringLiteral("Abuku")), qPrintable(menu->actions()[i]->text()));
        for (std::size_t i = 0; i < examples.size(); ++i) {
            QCOMPARE(menu->actions()[qsizetype(i)]->text(), examples[i].title);
            QCOMPARE(menu->actions()[qsizetype(i)]->data().toString(), examples[i].path);
        }
        closeWindow(w);
    }
};

QTEST_MAIN(TestExamples)
#include "tst_examples.moc"
