// Issue 37, item 4: Open of a picture with one node at x = 1e9 and the others without positions lays
// the others out inside the ±1e9 a picture file holds (to the left of that node), so the file saved
// afterwards opens again, and a paste afterwards still finds room.
#include "hardening_suite.h"

#include "main_window.h"
#include "picture_document.h"
#include "picture_loader.h"

#include "homestead/picture_json.h"
#include "homestead/picture_limits.h"

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <variant>
#include <vector>

#include "hang_guard.h"

using namespace homestead;
using namespace homestead::gui;

namespace {

// A tree of 60 edges with a ring on it, node 0 (a base node) at x = 1e9, the rest without positions.
Picture mixedPositions() {
    Picture p;
    std::vector<NodeId> ids{p.addNode(Point{kMaxPictureCoordinate, 0}, true)};
    for (int i = 1; i <= 60; ++i) {
        ids.push_back(p.addNode());
        p.addEdge(ids[(i * 37 + 11) % i], ids.back());
    }
    p.addEdge(ids[60], ids[30]);
    return p;
}

bool writeFile(const QString& path, const std::string& text) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text.data(), qint64(text.size())) == qint64(text.size());
}

}  // namespace

class LayoutBoundsTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void openedMixedPictureSavesAFileThatReopens() {
        QTemporaryDir dir;
        const QString mixed = dir.filePath(QStringLiteral("mixed.json")), saved = dir.filePath(QStringLiteral("saved.json"));
        const Picture original = mixedPositions();
        QVERIFY(writeFile(mixed, writePictureJson(original)));

        MainWindow w;
        QVERIFY2(w.openFile(mixed), qPrintable(w.lastError()));
        const Picture opened = w.document()->picture();
        QCOMPARE(opened.nodeCount(), original.nodeCount());
        QCOMPARE(*opened.nodes()[0].position, (Point{kMaxPictureCoordinate, 0}));
        QVERIFY2(!pictureLimitProblem(opened), pictureLimitProblem(opened)->c_str());

        QVERIFY(w.saveTo(saved));
        MainWindow again;
        QVERIFY2(again.openFile(saved), qPrintable(again.lastError()));
        QVERIFY(again.document()->picture() == opened);

        QVERIFY2(w.pasteText(QStringLiteral(":Geee:G")), qPrintable(w.lastError()));  // the door, beside it
        QTRY_COMPARE(w.document()->picture().edgeCount(), opened.edgeCount() + 3);
        QVERIFY(!pictureLimitProblem(w.document()->picture()));
    }

    // The loader itself (what a worker runs) gives the laid-out picture within the bounds.
    void loaderKeepsTheBounds() {
        QTemporaryDir dir;
        const QString mixed = dir.filePath(QStringLiteral("mixed.json"));
        QVERIFY(writeFile(mixed, writePictureJson(mixedPositions())));
        auto outcome = PictureLoader::read(mixed);
        auto* read = std::get_if<PictureLoader::Read>(&outcome);
        QVERIFY2(read, read ? "" : qPrintable(std::get<QString>(outcome)));
        QVERIFY(!pictureLimitProblem(*read->picture));
    }
};

HOMESTEAD_HARDENING_TEST(LayoutBoundsTest)
#include "layout_bounds.moc"
