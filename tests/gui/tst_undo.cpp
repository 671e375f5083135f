// gui_undo: every edit is undoable and redoable exactly. A picture drawn with the mouse undoes back
// to the empty picture and redoes to the same picture; 300 random edits (fixed seed) through the
// undo commands are undone one by one, each step equal to the picture recorded before it, then
// redone the same way; merged drags are one step.
#include "gui_test_helpers.h"

#include "edit_commands.h"

using namespace guitest;

class TestUndo : public QObject {
    Q_OBJECT
private slots:
    void mouseDrawingUndoesToEmpty() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        PictureView* view = w.view();
        click(view, {0, 0});
        drag(view, Point{0, 0}, Point{0, 1.5});
        drag(view, Point{0, 1.5}, Point{1, 2.5});
        dragLoop(view, {1, 2.5});
        click(view, {2, 0});
        drag(view, Point{2, 0}, Point{1, 2.5});
        const Picture drawn = w.document()->picture();
        QCOMPARE(drawn.edgeCount(), 4u);
        QVERIFY(w.isWindowModified());
        while (w.undoStack()->canUndo()) w.undoStack()->undo();
        QVERIFY(w.document()->picture().empty());
        QCOMPARE(w.document()->picture().edgeCount(), 0u);
        int items = 0;
        for (QGraphicsItem* it : w.scene()->items()) items += it->type() == NodeItem::Type || it->type() == EdgeItem::Type;
        QCOMPARE(items, 0);
        w.document()->waitForAnalysis();
        QCOMPARE(w.document()->analysis().value, 0u);
        while (w.undoStack()->canRedo()) w.undoStack()->redo();
        w.document()->waitForAnalysis();
        QVERIFY(w.document()->picture() == drawn);
        QString problem = checkLabels(w.scene(), w.document()->picture());
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        w.undoStack()->setClean();
    }

    void randomEditsUndoExactly() {
        PictureDocument doc;
        QUndoStack stack;
        std::mt19937 rng(4242);
        std::vector<Canonical> history{canonical(doc.picture())};
        for (int step = 0; step < 300; ++step) {
            const Picture& p = doc.picture();
            const int kind = p.nodeCount() < 3 ? 0 : static_cast<int>(rng() % 6);
            auto anyNode = [&] { return p.nodes()[rng() % p.nodeCount()].id; };
            switch (kind) {
            case 0: stack.push(new AddNodeCommand(&doc, Point{double(rng() % 9), double(rng() % 5)}, rng() % 3 == 0)); break;
            case 1: case 2: stack.push(new AddEdgeCommand(&doc, anyNode(), anyNode())); break;
            case 3: stack.push(new AddEdgeCommand(&doc, anyNode(), Point{double(rng() % 9), 2.5}, false)); break;
            case 4: {
                std::vector<NodeId> nodes{anyNode()};
                std::vector<EdgeId> edges;
                if (p.edgeCount() > 0) edges.push_back(p.edges()[rng() % p.edgeCount()].id);
                stack.push(new RemoveCommand(&doc, nodes, edges));
                break;
            }
            case 5: {
                const Node& n = p.node(anyNode());
                stack.push(new SetNodesCommand(&doc, {{n.id, n.position, n.ground}},
                                               {{n.id, Point{double(rng() % 9), double(rng() % 5)}, rng() % 2 == 0}},
                                               QStringLiteral("move")));
                break;
            }
            }
            if (stack.count() == static_cast<int>(history.size())) history.push_back(canonical(doc.picture()));
            else history.back() = canonical(doc.picture());  // merged into the previous step
            doc.waitForAnalysis();
            QCOMPARE(doc.analysis().value, analyse(doc.picture()).value);
        }
        const Canonical last = canonical(doc.picture());
        for (int i = stack.count(); i > 0; --i) {
            stack.undo();
            QVERIFY2(canonical(doc.picture()) == history[i - 1], qPrintable(QStringLiteral("undo to %1").arg(i - 1)));
            doc.waitForAnalysis();
            QCOMPARE(doc.analysis().value, analyse(doc.picture()).value);
        }
        QVERIFY(doc.picture().empty());
        for (int i = 1; i <= stack.count(); ++i) {
            stack.redo();
            QVERIFY2(canonical(doc.picture()) == history[i], qPrintable(QStringLiteral("redo to %1").arg(i)));
        }
        QVERIFY(canonical(doc.picture()) == last);
    }

    void dragsOfOneNodeMerge() {
        PictureDocument doc;
        QUndoStack stack;
        stack.push(new AddNodeCommand(&doc, Point{0, 1}, false));
        const NodeId id = doc.picture().nodes()[0].id;
        for (int i = 1; i <= 5; ++i)
            stack.push(new SetNodesCommand(&doc, {{id, Point{double(i - 1), 1}, false}}, {{id, Point{double(i), 1}, false}},
                                           QStringLiteral("move")));
        QCOMPARE(stack.count(), 2);
        QCOMPARE(doc.picture().node(id).position->x, 5.0);
        stack.undo();
        QCOMPARE(doc.picture().node(id).position->x, 0.0);
    }
};

QTEST_MAIN(TestUndo)
#include "tst_undo.moc"
