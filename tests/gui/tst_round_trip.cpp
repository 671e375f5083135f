// gui_round_trip: any picture Homestead can hold, it can save and open again, and opening what is no
// picture says why in a sentence. Paste beside a drawing at the coordinate limit goes to the other
// side (or is refused with the reason, the drawing unchanged); drags and new nodes beyond the limit
// stay within it; each result saves and opens equal. A folder, and /dev/zero with little memory
// left, are refused with a message naming the file, never a bare exception name.
#include "gui_test_helpers.h"

#include "homestead/picture_json.h"

#include <QTemporaryDir>

#include <sys/resource.h>

using namespace guitest;

namespace {

// Saves the window's drawing, opens it in another window and says whether it came back equal.
QString roundTripProblem(MainWindow& w, const QString& path) {
    if (!w.saveTo(path)) return QStringLiteral("save: ") + w.lastError();
    MainWindow other;
    if (!other.openFile(path)) return QStringLiteral("open: ") + other.lastError();
    if (!(other.document()->picture() == w.document()->picture())) return QStringLiteral("the picture read back differs");
    return {};
}

Picture stalkAt(double x) {
    Picture p;
    const NodeId g = p.addNode(Point{x, 0}, true), a = p.addNode(Point{x, 1});
    p.addEdge(g, a);
    return p;
}

}  // namespace

class TestRoundTrip : public QObject {
    Q_OBJECT
private slots:
    void pasteBesideADrawingAtTheLimit() {
        QTemporaryDir dir;
        MainWindow w;
        w.document()->setPicture(stalkAt(kMaxPictureCoordinate - 1));
        QVERIFY2(w.pasteText(QStringLiteral(":Geee:G")), qPrintable(w.lastError()));
        QCOMPARE(w.document()->picture().edgeCount(), std::size_t(4));
        for (const Node& n : w.document()->picture().nodes()) QVERIFY(std::abs(n.position->x) <= kMaxPictureCoordinate);
        const QString problem = roundTripProblem(w, dir.filePath(QStringLiteral("edge.json")));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));

        // no room on either side: refused, with the reason, and nothing changes
        Picture wide = stalkAt(-kMaxPictureCoordinate);
        const NodeId g = wide.addNode(Point{kMaxPictureCoordinate, 0}, true), a = wide.addNode(Point{kMaxPictureCoordinate, 2});
        wide.addEdge(g, a);
        w.document()->setPicture(wide);
        const int steps = w.undoStack()->count();
        QVERIFY(!w.pasteText(QStringLiteral(":Geee:G")));
        QVERIFY(w.document()->picture() == wide);
        QCOMPARE(w.undoStack()->count(), steps);
        QVERIFY2(w.lastError().contains(QStringLiteral("beyond")), qPrintable(w.lastError()));
        w.undoStack()->setClean();
    }

    void dragsAndNewNodesStayWithinTheLimit() {
        QTemporaryDir dir;
        MainWindow w;
        w.document()->setPicture(stalkAt(0));
        const NodeId top = w.document()->picture().nodes()[1].id;
        emit w.scene()->nodesChangeRequested({{top, Point{0, 1}, false}}, {{top, Point{5e9, -3e12}, false}}, QStringLiteral("move"));
        QCOMPARE(*w.document()->picture().node(top).position, (Point{kMaxPictureCoordinate, -kMaxPictureCoordinate}));
        emit w.scene()->nodeRequested(Point{-7e15, 2}, false);
        QCOMPARE(w.document()->picture().nodes().back().position->x, -kMaxPictureCoordinate);
        emit w.scene()->edgeToNewNodeRequested(top, Point{2, 1e300}, false);
        QCOMPARE(w.document()->picture().nodes().back().position->y, kMaxPictureCoordinate);
        const QString problem = roundTripProblem(w, dir.filePath(QStringLiteral("dragged.json")));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void openingWhatIsNoPictureSaysWhy() {
        QTemporaryDir dir;
        MainWindow w;
        const Picture door = stalkAt(0);
        w.document()->setPicture(door);
        QVERIFY(!w.openFile(dir.path()));
        QVERIFY2(w.lastError().contains(dir.path()) && w.lastError().contains(QStringLiteral("directory")), qPrintable(w.lastError()));
        QVERIFY(w.document()->picture() == door);

        // /dev/zero never ends: with little memory to spare, it is refused in a sentence
        rlimit saved{};
        QVERIFY(::getrlimit(RLIMIT_AS, &saved) == 0);
        long pages = 0;
        {
            QFile statm(QStringLiteral("/proc/self/statm"));
            QVERIFY(statm.open(QIODevice::ReadOnly));
            pages = statm.readAll().split(' ').value(0).toLong();
        }
        QVERIFY(pages > 0);
        rlimit tight = saved;
        tight.rlim_cur = rlim_t(pages) * 4096 + (rlim_t(384) << 20);
        QVERIFY(::setrlimit(RLIMIT_AS, &tight) == 0);
        const bool opened = w.openFile(QStringLiteral("/dev/zero"));
        ::setrlimit(RLIMIT_AS, &saved);
        QVERIFY(!opened);
        const QString error = w.lastError();
        QVERIFY2(error.contains(QStringLiteral("/dev/zero")), qPrintable(error));
        QVERIFY2(!error.contains(QStringLiteral("std::")) && !error.contains(QStringLiteral("bad_alloc")), qPrintable(error));
        QVERIFY2(error.contains(QLatin1Char(' ')), qPrintable(error));
        QVERIFY(w.document()->picture() == door);
    }
};

QTEST_MAIN(TestRoundTrip)
#include "tst_round_trip.moc"
