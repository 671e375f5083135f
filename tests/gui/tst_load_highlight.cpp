// gui_load_highlight: hovering an edge with the mouse highlights exactly its load (the edges that
// would fall if it were chopped), as the core's load() says, on every example and on 30 random
// pictures (fixed seed); the tooltip gives the stress, the weight and how many edges would fall.
// A long chord hovered repaints a band along it, not its bounding box; up close, long edges are
// stroked only where the repaint is.
#include "gui_test_helpers.h"

#include "homestead/picture_json.h"
#include "edit_commands.h"
#include "picture_io.h"

#include "../core/random_picture.h"

#include <QLabel>
#include <QScreen>
#include <QDir>
#include <QPaintEvent>
#include <QStatusBar>

using namespace guitest;

class TestLoadHighlight : public QObject {
    Q_OBJECT
private:
    // Hovers edge `id` with a plain mouse move at a point of its path where it is the topmost edge.
    static bool hover(MainWindow& w, EdgeId id) {
        std::optional<QPoint> vp = clearPointOn(w.view(), w.scene(), id);
        if (!vp) return false;
        sendMouse(w.view()->viewport(), QEvent::MouseMove, *vp, Qt::NoButton, Qt::NoButton);
        return w.scene()->hoveredEdge() == id;
    }

    // The window shown at 1280x720 with `p` drawn, analysed and built.
    static bool showBuilt(MainWindow& w, const Picture& p) {
        w.resize(1280, 720);
        w.show();
        if (!QTest::qWaitForWindowExposed(&w)) return false;
        w.document()->setPicture(p);
        w.document()->waitForAnalysis();
        w.scene()->finishBuild();
        return true;
    }
    static void checkPicture(MainWindow& w, const QString& what) {
        const Picture& p = w.document()->picture();
        int hovered = 0;
        for (const Edge& e : p.edges()) {
            if (!hover(w, e.id)) continue;  // hidden under another edge everywhere
            ++hovered;
            std::vector<EdgeId> want = load(p, e.id);
            QVERIFY2(w.scene()->highlightedLoad() == want,
                     qPrintable(QStringLiteral("%1: edge %2").arg(what).arg(e.id)));
            for (EdgeId f : want) QCOMPARE(w.scene()->edgeItem(f)->look(), EdgeItem::Look::Load);
            const EdgeAnalysis& a = w.document()->analysis().edge(e.id, p);
            const QString tip = w.scene()->edgeItem(e.id)->toolTip();
            if (a.standing) {
                QVERIFY2(tip.contains(QStringLiteral("stress <b>%1</b>").arg(a.stress)), qPrintable(tip));
                QVERIFY2(tip.contains(QStringLiteral("weight <b>%1</b>").arg(a.weight)), qPrintable(tip));
                const QString falls = want.empty()      ? QStringLiteral("drops nothing else")
                                      : want.size() == 1 ? QStringLiteral("drops 1 more edge")
                                                         : QStringLiteral("drops %1 more edges").arg(want.size());
                QVERIFY2(tip.endsWith(falls), qPrintable(tip));
            }
        }
        QVERIFY2(hovered * 2 >= static_cast<int>(p.edgeCount()), qPrintable(what));
        // moving away clears the highlight
        sendMouse(w.view()->viewport(), QEvent::MouseMove, w.view()->mapFromScene(QPointF(-2000, 2000)), Qt::NoButton, Qt::NoButton);
        QVERIFY(!w.scene()->hoveredEdge());
        QVERIFY(w.scene()->highlightedLoad().empty());
    }

private slots:
    void examples() {
        QDir pictures(QStringLiteral(HOMESTEAD_RESOURCES "/pictures"));
        for (const QString& file : pictures.entryList({QStringLiteral("*.json")})) {
            MainWindow w;
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QVERIFY(w.openFile(pictures.filePath(file)));
            w.document()->waitForAnalysis();
            checkPicture(w, file);
        }
    }

    // The status bar repeats the tooltip as plain text: names with quotes, < > and & read as typed.
    void statusBarShowsNamesAsTyped() {
        MainWindow* w = openWindow();
        QVERIFY(w);
        Picture p;
        NodeId ground = p.addNode(Point{0, 0}, true), top = p.addNode(Point{0, 3});
        const EdgeId arm = p.addEdge(ground, top, "the \"arm\" > leg & <co>");
        w->document()->setPicture(p);
        w->document()->waitForAnalysis();
        w->view()->fitToContents();
        QVERIFY(hover(*w, arm));
        const QString message = w->statusBar()->currentMessage();
        QVERIFY2(message.contains(QStringLiteral("“the \"arm\" > leg & <co>”")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("stress 1")), qPrintable(message));
        closeWindow(w);
    }

    // At 1280x720 an edge's sentence (the longest: an edge on a cycle of the Homestead) reads whole
    // in the status line: the parts sum gives way while it shows and comes back after; the value stays.
    void hoverSentenceFitsBesideTheValue() {
        MainWindow w;
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openFile(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/homestead.json")));
        w.document()->waitForAnalysis();
        w.scene()->finishBuild();
        auto* parts = w.statusBar()->findChild<QLabel*>(QStringLiteral("partsLabel"));
        auto* value = w.statusBar()->findChild<QLabel*>(QStringLiteral("valueLabel"));
        QVERIFY(parts && value);
        QVERIFY(parts->isVisible() && !parts->text().isEmpty());
        const Picture& p = w.document()->picture();
        const auto roof = std::find_if(p.edges().begin(), p.edges().end(), [](const Edge& e) { return e.name == "roof"; });
        QVERIFY(roof != p.edges().end());
        QVERIFY(hover(w, roof->id));
        QCoreApplication::processEvents();  // the status line laid out again
        const QString message = w.statusBar()->currentMessage();
        QVERIFY2(message.contains(QStringLiteral("on a cycle")), qPrintable(message));
        QVERIFY(!parts->isVisible());
        QVERIFY(value->isVisible());
        int room = w.statusBar()->width() - 40;  // margins and the size grip
        for (const QLabel* label : {value, parts})
            if (label->isVisible()) room -= label->width();
        const int needed = QFontMetrics(w.statusBar()->font()).horizontalAdvance(message);
        QVERIFY2(needed <= room, qPrintable(QStringLiteral("%1 px of sentence in %2 px").arg(needed).arg(room)));
        sendMouse(w.view()->viewport(), QEvent::MouseMove, w.view()->mapFromScene(QPointF(-2000, 2000)), Qt::NoButton, Qt::NoButton);
        QVERIFY(w.statusBar()->currentMessage().isEmpty());
        QVERIFY(parts->isVisible());
    }

    void randomPictures() {
        std::mt19937 rng(99);
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        for (int round = 0; round < 30; ++round) {
            w.document()->setPicture(randomPicture(rng, 3 + rng() % 6, 2 + rng() % 9));
            w.document()->waitForAnalysis();
            w.view()->fitToContents();
            checkPicture(w, QStringLiteral("random %1").arg(round));
        }
    }

    // A hover of a big picture dirties a few items, and Qt then walks the scene's top-level items:
    // those are tiles of at most kTileItems nodes or edges, not the 20,000 edges themselves (every
    // hover cost that walk). The hover still highlights exactly the core's load, and deleting every
    // item leaves no empty tile behind.
    void hoverInTiles() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        Picture big = testing::randomLargePicture(21, 20000);
        io::layOutIfNeeded(big);
        w.document()->setPicture(big);
        w.scene()->finishBuild();
        w.document()->waitForAnalysis();
        w.scene()->finishBuild();
        const Picture& p = w.document()->picture();
        int topLevel = 0, tiled = 0;
        for (QGraphicsItem* it : w.scene()->items()) {
            if (it->parentItem()) continue;
            ++topLevel;
            QVERIFY2(it->type() != EdgeItem::Type && it->type() != NodeItem::Type, "a node or edge outside the tiles");
            QVERIFY(it->childItems().size() <= PictureScene::kTileItems);
            tiled += it->childItems().size();
        }
        QCOMPARE(tiled, int(p.nodeCount() + p.edgeCount()));
        QVERIFY2(topLevel * 16 < int(p.nodeCount() + p.edgeCount()),
                 qPrintable(QStringLiteral("%1 top-level items for %2 nodes and edges").arg(topLevel).arg(p.nodeCount() + p.edgeCount())));
        std::mt19937 rng(7);
        for (int k = 0; k < 200; ++k) {
            const EdgeId id = p.edges()[rng() % p.edgeCount()].id;
            w.scene()->hoverEdge(id);
            QCOMPARE(w.scene()->highlightedLoad(), load(p, id));
        }
        w.scene()->hoverEdge(std::nullopt);
        std::vector<NodeId> nodes;
        for (const Node& n : p.nodes()) nodes.push_back(n.id);
        w.undoStack()->push(new RemoveCommand(w.document(), nodes, {}));
        w.scene()->finishBuild();
        QCOMPARE(w.scene()->tileCount(), 0);
        w.undoStack()->setClean();
    }

    // Up close, an edge far longer than the view (here a straight edge and the arc of its parallel
    // twin, 10^5 units long) is stroked only where the repaint is, arcs as well as lines: at zoom
    // 1 on a 10^5-edge picture 1.8·10^6 units wide, Qt stroking whole arcs took 450 ms a frame.
    void longEdgesAreStrokedOnlyWhereTheRepaintIs() {
        Picture p;
        const NodeId g = p.addNode(Point{0, 0}, true);
        const NodeId a = p.addNode(Point{0, 3});
        const NodeId b = p.addNode(Point{100000, 3});
        p.addEdge(g, a);
        const EdgeId straight = p.addEdge(a, b);
        const EdgeId arc = p.addEdge(a, b);
        MainWindow w;
        QVERIFY(showBuilt(w, p));
        w.view()->resetZoom();
        const QPainterPath& arcPath = w.scene()->edgeItem(arc)->path();
        QVERIFY(arcPath.elementCount() > 2);  // the twin is drawn as a curve
        const double arcLength = arcPath.length(), lineLength = w.scene()->edgeItem(straight)->path().length();
        QVERIFY(arcLength > 50000 && lineLength > 50000);
        w.view()->centerOn(arcPath.elementAt(0));
        QCoreApplication::processEvents();
        const long long strokes = paintCounters().strokesPainted;
        const double stroked = paintCounters().lengthStroked;
        w.view()->viewport()->repaint();
        QVERIFY(paintCounters().strokesPainted - strokes >= 3);  // both long edges and the stalk
        const double view = QLineF(QPointF(0, 0), QPointF(w.view()->viewport()->width(), w.view()->viewport()->height())).length();
        const double drawn = paintCounters().lengthStroked - stroked;
        QVERIFY2(drawn > view / 4 && drawn < 4 * view,
                 qPrintable(QStringLiteral("stroked %1 units in a view %2 across (the edges are %3 and %4 long)")
                                .arg(drawn).arg(view).arg(arcLength).arg(lineLength)));
        w.undoStack()->setClean();
    }

    // A frame whose strokes cover it several times over (PictureView::kCrowded: a dense middle at
    // Actual Size) makes the frames after it stroke plain, without antialiasing, and is itself
    // painted again plain once it is found crowded; a sparse picture is antialiased again from the
    // frame after the first that finds it sparse.
    void crowdedFramesAreStrokedPlain() {
        auto chords = [](int count) {  // across the view: two columns of nodes 2,400 px apart, 600 px high
            Picture p;
            const NodeId g = p.addNode(Point{0, 0}, true);
            std::mt19937 rng(11);
            auto height = [&] { return 0.2 + (rng() % 1000) / 100.0; };  // picture units (60 px)
            for (int i = 0; i < count; ++i) {
                const NodeId a = p.addNode(Point{0, height()});
                const NodeId b = p.addNode(Point{40, height()});
                p.addEdge(g, a);
                p.addEdge(a, b);
            }
            return p;
        };
        MainWindow w;
        QVERIFY(showBuilt(w, chords(20)));
        w.view()->resetZoom();
        w.view()->centerOn(w.scene()->contentsRect().center());
        QCoreApplication::processEvents();
        auto repaint = [&] {  // the whole view painted again: strokes painted, and of them plain
            const long long all = paintCounters().strokesPainted, plain = paintCounters().plainStrokesPainted;
            w.scene()->update();  // (a view that keeps its frame paints only what changed)
            QCoreApplication::processEvents();
            w.view()->viewport()->repaint();
            return std::pair{paintCounters().strokesPainted - all, paintCounters().plainStrokesPainted - plain};
        };
        repaint();  // measured: sparse
        // The first crowded frame after a sparse one stops antialiasing once it has stroked the
        // view's area kCrowded times over (about 700 chords here), and is all painted again plain:
        // before, each of the 3,000 chords in view was stroked antialiased first.
        const long long allBefore = paintCounters().strokesPainted, plainBefore = paintCounters().plainStrokesPainted;
        w.document()->setPicture(chords(3000));
        w.document()->waitForAnalysis();
        w.scene()->finishBuild();
        w.view()->centerOn(w.scene()->contentsRect().center());
        QCoreApplication::processEvents();
        repaint();
        const long long firstStrokes = paintCounters().strokesPainted - allBefore, firstPlain = paintCounters().plainStrokesPainted - plainBefore;
        QVERIFY2(firstPlain >= 3000 && firstStrokes - firstPlain < 1500,
                 qPrintable(QStringLiteral("%1 strokes, %2 plain").arg(firstStrokes).arg(firstPlain)));
        const auto [strokes, plain] = repaint();
        QVERIFY2(strokes >= 3000, qPrintable(QString::number(strokes)));
        QCOMPARE(plain, strokes);

        w.document()->setPicture(chords(20));
        w.document()->waitForAnalysis();
        w.scene()->finishBuild();
        w.view()->centerOn(w.scene()->contentsRect().center());
        QCoreApplication::processEvents();
        repaint();  // measured: sparse
        const auto [fewStrokes, fewPlain] = repaint();
        QVERIFY(fewStrokes >= 20);
        QCOMPARE(fewPlain, 0);
        w.undoStack()->setClean();
    }

    // A long chord across the view (an edge closing a cycle between far nodes) repaints a band
    // along its line when hovered, not its whole bounding box with every item in it; the band
    // covers the chord (its every point is repainted).
    void longChordRepaintsABand() {
        Picture p;
        const NodeId a = p.addNode(Point{0, 0}, true);
        const NodeId b = p.addNode(Point{0, 6});
        const NodeId c = p.addNode(Point{8, 6});
        const NodeId d = p.addNode(Point{8, 0}, true);
        p.addEdge(a, b);
        p.addEdge(b, c);
        p.addEdge(c, d);
        const EdgeId chord = p.addEdge(a, c);  // the diagonal of the square
        MainWindow w;
        QVERIFY(showBuilt(w, p));
        w.view()->fitToContents();
        QTRY_VERIFY(!w.scene()->labelsSettling());  // the fit's labels, placed on a worker, in place first
        QCoreApplication::processEvents();
        struct PaintLog : QObject {
            QRegion painted;
            bool eventFilter(QObject*, QEvent* e) override {
                if (e->type() == QEvent::Paint) painted += static_cast<QPaintEvent*>(e)->region();
                return false;
            }
        } log;
        w.view()->viewport()->installEventFilter(&log);
        w.scene()->hoverEdge(chord);
        QTRY_VERIFY(!log.painted.isEmpty());
        QCoreApplication::processEvents();
        w.view()->viewport()->removeEventFilter(&log);
        const QRect box = w.view()->mapFromScene(w.scene()->edgeItem(chord)->sceneBoundingRect()).boundingRect();
        auto area = [](const QRegion& r) {
            long long sum = 0;
            for (const QRect& q : r) sum += 1LL * q.width() * q.height();
            return sum;
        };
        QVERIFY2(area(log.painted) * 3 < 1LL * box.width() * box.height(),
                 qPrintable(QStringLiteral("repainted %1 px² of the chord's %2 px² box").arg(area(log.painted)).arg(box.width() * box.height())));
        const QPainterPath& path = w.scene()->edgeItem(chord)->path();
        for (int i = 0; i <= 100; ++i) {
            const QPoint at = w.view()->mapFromScene(path.pointAtPercent(i / 100.0));
            if (w.view()->viewport()->rect().contains(at)) QVERIFY2(log.painted.contains(at), qPrintable(QStringLiteral("%1% along the chord is not repainted").arg(i)));
        }
    }

    // Zoomed in so far that a long chord's ends are off screen, the chord is still drawn whole across
    // the view (it is stroked only within the painted area, which must be mapped right), in the
    // hovered colour.
private:
    // A chord zoomed in past both its ends is drawn wherever it crosses the view, in the hovered
    // look. `wholeWindow`: what the screen shows is grabbed (the window's backing store, into which
    // the canvas is painted at its offset in the window: a redirected painter): a clip taken from the
    // viewport's own size cut the chord along a band at the bottom of the canvas.
    static void checkChordDrawnAcrossTheView(bool wholeWindow) {
        MainWindow w;
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        Picture p;
        const NodeId a = p.addNode(Point{0, 0}, true);
        const NodeId c = p.addNode(Point{wholeWindow ? 12.0 : 40.0, wholeWindow ? 40.0 : 12.0});  // steep: across the canvas's bottom too
        const EdgeId chord = p.addEdge(a, c);
        w.document()->setPicture(p);
        w.document()->waitForAnalysis();
        w.scene()->finishBuild();
        PictureView* view = w.view();
        view->resetZoom();
        view->zoomBy(2.0);
        const QPainterPath& path = w.scene()->edgeItem(chord)->path();
        view->centerOn(path.pointAtPercent(0.5));
        w.scene()->hoverEdge(chord);
        QCoreApplication::processEvents();
        QVERIFY(!view->viewport()->rect().contains(view->mapFromScene(path.pointAtPercent(0))));
        QVERIFY(!view->viewport()->rect().contains(view->mapFromScene(path.pointAtPercent(1))));
        QVERIFY(!wholeWindow || view->viewport()->mapTo(&w, QPoint(0, 0)).y() > 20);  // the canvas is offset
        if (wholeWindow) view->viewport()->repaint();  // into the window's backing store, as on screen
        const QImage shot = wholeWindow ? w.screen()->grabWindow(w.winId()).toImage() : view->viewport()->grab().toImage();
        const double dpr = shot.devicePixelRatio();
        int inView = 0;
        for (int i = 0; i <= 200; ++i) {
            const QPoint at = view->mapFromScene(path.pointAtPercent(i / 200.0));
            if (!view->viewport()->rect().adjusted(2, 2, -2, -2).contains(at)) continue;
            ++inView;
            const QPoint px = wholeWindow ? view->viewport()->mapTo(&w, at) : at;
            const QColor seen = shot.pixelColor(QPoint(int(px.x() * dpr), int(px.y() * dpr)));
            const QColor want = render::colors::hovered;
            QVERIFY2(std::abs(seen.red() - want.red()) + std::abs(seen.green() - want.green()) + std::abs(seen.blue() - want.blue()) < 60,
                     qPrintable(QStringLiteral("%1% along the chord: %2, not the hovered %3").arg(i / 2.0).arg(seen.name(), want.name())));
        }
        QVERIFY2(inView > 20, qPrintable(QString::number(inView)));
    }

private slots:
    void aLongChordZoomedInIsDrawnAcrossTheView() { checkChordDrawnAcrossTheView(false); }
    void aLongChordIsDrawnAcrossTheCanvasInTheWindow() { checkChordDrawnAcrossTheView(true); }
};

QTEST_MAIN(TestLoadHighlight)
#include "tst_load_highlight.moc"
