// gui_drawing: pictures drawn with simulated mouse events on the canvas's viewport come out as
// intended in the document, and every label equals the core's stress (20 random pictures, fixed
// seed, plus a hand-drawn one with loops, repeated edges, a cycle and a floating edge).
#include "gui_test_helpers.h"

#include <QDir>
#include <QTabBar>
#include <QPainterPathStroker>
#include <QWheelEvent>

using namespace guitest;

class TestDrawing : public QObject {
    Q_OBJECT
private slots:
    void init() {
        QVERIFY((window = openWindow()));
        view = window->view();
        scene = window->scene();
        doc = window->document();
    }
    void cleanup() { closeWindow(window); }

    // An empty drawing says how to start, in grey text in the canvas; the first node clears it and
    // undoing it brings it back.
    void emptyDrawingShowsHowToStart() {
        auto greyPixels = [&] {
            const QImage image = view->viewport()->grab().toImage();
            int grey = 0;
            for (int y = 0; y < image.height() / 2; ++y)
                for (int x = 0; x < image.width(); ++x) {
                    const QColor c = image.pixelColor(x, y);
                    grey += c.red() < 170 && std::abs(c.red() - c.green()) < 16 && std::abs(c.blue() - c.green()) < 24;
                }
            return grey;
        };
        QVERIFY(doc->picture().empty());
        QVERIFY(view->showsEmptyHint());
        QVERIFY2(greyPixels() > 200, "no hint text drawn in the upper half of the canvas");
        click(view, {0, 0});
        QVERIFY(!view->showsEmptyHint());
        QCOMPARE(greyPixels(), 0);
        window->undoStack()->undo();
        QVERIFY(view->showsEmptyHint());
        QVERIFY(greyPixels() > 200);
        window->setPlayMode(true);  // nothing to play: the game panel says so, not the drawing hint
        QVERIFY(!view->showsEmptyHint());
        window->setPlayMode(false);
    }

    // A click that only gives the canvas the keyboard focus (it was in another widget) draws nothing
    // and leaves the drawing unmodified; the next click draws as usual. A click on a node while
    // focusing still reaches the node.
    void focusingClickDrawsNothing() {
        QApplication::setActiveWindow(window);
        QVERIFY(QTest::qWaitForWindowActive(window));
        QWidget* elsewhere = window->findChild<QTabBar*>();
        QVERIFY(elsewhere);
        elsewhere->setFocusPolicy(Qt::StrongFocus);
        elsewhere->setFocus();
        QVERIFY(!view->hasFocus());
        const QPoint empty = toViewport(view, Point{0, 2});
        QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::NoModifier, empty);  // spontaneous: focus moves
        settle(view);
        QVERIFY(view->hasFocus());
        QVERIFY(doc->picture().empty());
        QVERIFY(window->undoStack()->isClean());
        QVERIFY(!window->isWindowModified());
        QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::NoModifier, empty);  // now it draws
        settle(view);
        QCOMPARE(doc->picture().nodeCount(), std::size_t(1));
    }

    void handDrawnPicture() {
        click(view, {0, 0});
        QCOMPARE(doc->picture().nodeCount(), 1u);
        QVERIFY(doc->picture().nodes()[0].ground);
        drag(view, Point{0, 0}, Point{0, 1.5});       // edge to a new node
        drag(view, Point{0, 1.5}, Point{-1, 3});
        drag(view, Point{0, 1.5}, Point{1, 3});
        dragLoop(view, {-1, 3});                      // a loop
        click(view, {2, 0.1});                        // close to the ground: a base node
        QVERIFY(doc->picture().nodes().back().ground);
        QCOMPARE(doc->picture().nodes().back().position->y, 0.0);
        drag(view, Point{2, 0}, Point{1, 3});         // node to node: closes a cycle
        drag(view, Point{-1, 3}, Point{0, 1.5});      // a second edge between the same nodes
        click(view, {3, 4});
        click(view, {4, 4});
        drag(view, Point{3, 4}, Point{4, 4});         // floating in the air

        const Picture& p = doc->picture();
        QCOMPARE(p.nodeCount(), 7u);
        QCOMPARE(p.edgeCount(), 7u);
        int loops = 0;
        for (const Edge& e : p.edges()) loops += e.isLoop();
        QCOMPARE(loops, 1);
        QString problem = checkLabels(scene, p);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QCOMPARE(doc->analysis().value, analyse(p).value);
        QVERIFY(window->valueText().contains(QString::number(analyse(p).value)));

        // the two edges between the same nodes are distinct arcs
        std::vector<EdgeItem*> pair;
        for (const Edge& e : p.edges())
            if (std::minmax(e.from, e.to) == std::minmax(p.edges()[1].from, p.edges()[1].to)) pair.push_back(scene->edgeItem(e.id));
        QCOMPARE(pair.size(), 2u);
        QLineF apart(pair[0]->path().pointAtPercent(0.5), pair[1]->path().pointAtPercent(0.5));
        QVERIFY2(apart.length() > 12, qPrintable(QString::number(apart.length())));

        // three more loops at the same node: petals whose tips are apart
        NodeId top = p.edges()[1].to;
        for (int i = 0; i < 3; ++i) dragLoop(view, *doc->picture().node(top).position, -1.57 + 0.3 * i);
        std::vector<QPointF> tips;
        for (const Edge& e : doc->picture().edges())
            if (e.isLoop()) tips.push_back(scene->edgeItem(e.id)->path().pointAtPercent(0.5));
        QCOMPARE(tips.size(), 4u);
        for (std::size_t i = 0; i < tips.size(); ++i)
            for (std::size_t j = i + 1; j < tips.size(); ++j) QVERIFY(QLineF(tips[i], tips[j]).length() > 10);
        problem = checkLabels(scene, doc->picture());
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void randomPicturesByMouse() {
        std::mt19937 rng(20261121);
        for (int round = 0; round < 20; ++round) {
            window->document()->setPicture(Picture{});
            window->undoStack()->clear();
            // distinct node places at least half a unit apart
            Picture want;
            std::vector<NodeId> ids;
            const int nodes = 3 + rng() % 4;
            while (static_cast<int>(want.nodeCount()) < nodes) {
                bool ground = want.nodeCount() == 0 || rng() % 4 == 0;
                Point at{(static_cast<int>(rng() % 17) - 8) * 0.5, ground ? 0.0 : (1 + rng() % 8) * 0.5};
                bool clash = false;
                for (const Node& n : want.nodes())
                    clash |= std::hypot(n.position->x - at.x, n.position->y - at.y) < 0.6;
                if (!clash) ids.push_back(want.addNode(at, ground));
            }
            const int edges = 1 + rng() % 8;
            for (int i = 0; i < edges; ++i) want.addEdge(ids[rng() % ids.size()], ids[rng() % ids.size()]);

            for (const Node& n : want.nodes()) click(view, *n.position);
            for (const Edge& e : want.edges()) {
                if (e.isLoop()) dragLoop(view, *want.node(e.from).position);
                else drag(view, *want.node(e.from).position, *want.node(e.to).position);
            }
            QVERIFY2(canonical(doc->picture()) == canonical(want), qPrintable(QStringLiteral("round %1").arg(round)));
            QString problem = checkLabels(scene, doc->picture());
            QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("round %1: %2").arg(round).arg(problem)));
            QCOMPARE(window->undoStack()->count(), nodes + edges);
        }
    }

    void moveNodesAndMergeDrags() {
        click(view, {0, 0});
        drag(view, Point{0, 0}, Point{0, 2});
        const NodeId top = doc->picture().nodes()[1].id;
        const int before = window->undoStack()->count();
        drag(view, Point{0, 2}, Point{1, 2.5}, Qt::ShiftModifier);  // Shift+drag moves
        QCOMPARE(doc->picture().node(top).position->x, 1.0);
        QCOMPARE(doc->picture().node(top).position->y, 2.5);
        drag(view, Point{1, 2.5}, Point{2, 3}, Qt::ShiftModifier);
        QCOMPARE(window->undoStack()->count(), before + 1);  // successive drags merged
        EdgeItem* edge = scene->edgeItem(doc->picture().edges()[0].id);
        QCOMPARE(edge->path().pointAtPercent(1), render::toScene(Point{2, 3}));  // the edge followed
        window->undoStack()->undo();
        QCOMPARE(doc->picture().node(top).position->y, 2.0);
        // dropped on the ground line, a node becomes a base node
        window->actions().selectMode->trigger();
        drag(view, Point{0, 2}, Point{1, 0.08});
        QVERIFY(doc->picture().node(top).ground);
        QCOMPARE(doc->picture().node(top).position->y, 0.0);
        window->actions().drawMode->trigger();
    }

    void rubberBandAndDelete() {
        click(view, {0, 0});
        drag(view, Point{0, 0}, Point{0, 1});
        drag(view, Point{0, 1}, Point{0, 2});
        click(view, {3, 0});
        drag(view, Point{3, 0}, Point{3, 1});
        drag(view, Point{-0.7, 2.6}, Point{0.7, 0.6});  // around the upper two nodes of the first stalk
        QCOMPARE(scene->selectedNodes().size(), 2u);
        window->actions().deleteSelection->trigger();
        QCOMPARE(doc->picture().nodeCount(), 3u);
        QCOMPARE(doc->picture().edgeCount(), 1u);
        window->undoStack()->undo();
        QCOMPARE(doc->picture().edgeCount(), 3u);
    }

    void zoomAndFit() {
        const double z = view->zoom();
        QWheelEvent wheel(QPointF(100, 100), view->viewport()->mapToGlobal(QPointF(100, 100)), QPoint(),
                          QPoint(0, 120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(view->viewport(), &wheel);
        QVERIFY(view->zoom() > z);
        window->actions().zoomOut->trigger();
        window->actions().zoomOut->trigger();
        QVERIFY(view->zoom() < z);
        QFile f(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/tree.json"));
        QVERIFY(window->openFile(f.fileName()));
        window->actions().fit->trigger();
        QRectF visible = view->mapToScene(view->viewport()->rect()).boundingRect();
        for (const Node& n : doc->picture().nodes()) QVERIFY(visible.contains(render::toScene(*n.position)));
    }

    // At default zoom no label overlaps another label or any edge, in every example.
    void labelsDoNotCollide() {
        QDir pictures(QStringLiteral(HOMESTEAD_RESOURCES "/pictures"));
        for (const QString& file : pictures.entryList({QStringLiteral("*.json")})) {
            QVERIFY(window->openFile(pictures.filePath(file)));
            view->resetZoom();
            std::vector<std::pair<EdgeId, QRectF>> labels;
            for (const Edge& e : doc->picture().edges()) {
                const EdgeItem* item = scene->edgeItem(e.id);
                if (item->labelShown()) labels.push_back({e.id, item->label()->sceneBoundingRect().adjusted(1, 1, -1, -1)});
            }
            for (std::size_t i = 0; i < labels.size(); ++i) {
                for (std::size_t j = i + 1; j < labels.size(); ++j)
                    QVERIFY2(!labels[i].second.intersects(labels[j].second),
                             qPrintable(QStringLiteral("%1: labels of %2 and %3").arg(file).arg(labels[i].first).arg(labels[j].first)));
                for (const Edge& e : doc->picture().edges()) {
                    QPainterPathStroker stroker;
                    stroker.setWidth(3);
                    QVERIFY2(!stroker.createStroke(scene->edgeItem(e.id)->path()).intersects(labels[i].second),
                             qPrintable(QStringLiteral("%1: label of %2 on edge %3").arg(file).arg(labels[i].first).arg(e.id)));
                }
            }
        }
    }

private:
    MainWindow* window = nullptr;
    PictureView* view = nullptr;
    PictureScene* scene = nullptr;
    PictureDocument* doc = nullptr;
};

QTEST_MAIN(TestDrawing)
#include "tst_drawing.moc"
