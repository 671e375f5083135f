// gui_undo: every edit is undoable and redoable exactly. A picture drawn with the mouse undoes back
// to the empty picture and redoes to the same picture; 300 random edits (fixed seed) through the
// undo commands are undone one by one, each step equal to the picture recorded before it, then
// redone the same way; merged drags are one step. 4,000 random interleaved edits, undos and redos
// save byte-identical files at each stack index, with the title's * right; ids after 2^63 - 1 are free.
#include "gui_test_helpers.h"

#include "edit_commands.h"

#include "homestead/picture_json.h"

#include <QTemporaryDir>

#include <limits>

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

    // Thousands of random edits, undos, redos and new edits after undos (fixed seed), through the real
    // commands on a window's stack: at every step the file Homestead would save is byte for byte the
    // one recorded when that stack index was reached (order of nodes and edges included, so a delete
    // undone saves the file as it was), and the title's * is shown exactly when the stack is not clean.
    void randomHistoriesSaveTheSameBytes() {
        QTemporaryDir dir;
        std::mt19937 rng(1212);
        Picture start = randomPicture(rng, 12, 20);
        start.title = "history";
        const QString path = dir.filePath(QStringLiteral("history.json"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray::fromStdString(writePictureJson(start)));
        }
        MainWindow w;
        QVERIFY(w.openFile(path));
        PictureDocument* doc = w.document();
        QUndoStack* stack = w.undoStack();
        auto bytes = [&] { return writePictureJson(doc->picture()); };
        std::vector<std::string> atIndex{bytes()};  // the file at each stack index
        int saves = 0, undone = 0;
        for (int step = 0; step < 4000; ++step) {
            const Picture& p = doc->picture();
            const int roll = static_cast<int>(rng() % 10);
            if (roll < 3 && stack->canUndo()) {
                stack->undo();
                ++undone;
            } else if (roll < 5 && stack->canRedo()) {
                stack->redo();
            } else {
                const int kind = p.nodeCount() < 3 ? 0 : static_cast<int>(rng() % 6);
                auto anyNode = [&] { return p.nodes()[rng() % p.nodeCount()].id; };
                switch (kind) {
                case 0: stack->push(new AddNodeCommand(doc, Point{double(rng() % 9), double(rng() % 5)}, rng() % 3 == 0)); break;
                case 1: stack->push(new AddEdgeCommand(doc, anyNode(), anyNode())); break;
                case 2: stack->push(new AddEdgeCommand(doc, anyNode(), Point{double(rng() % 9), 2.5}, false)); break;
                case 3: case 4: {  // a delete of a few nodes and edges from anywhere in the lists
                    std::vector<NodeId> nodes;
                    std::vector<EdgeId> edges;
                    for (int k = static_cast<int>(rng() % 3); k > 0; --k) nodes.push_back(anyNode());
                    for (int k = static_cast<int>(rng() % 3); k > 0 && p.edgeCount() > 0; --k)
                        edges.push_back(p.edges()[rng() % p.edgeCount()].id);
                    std::sort(nodes.begin(), nodes.end());
                    nodes.erase(std::unique(nodes.begin(), nodes.end()), nodes.end());
                    std::sort(edges.begin(), edges.end());
                    edges.erase(std::unique(edges.begin(), edges.end()), edges.end());
                    stack->push(new RemoveCommand(doc, nodes, edges));
                    break;
                }
                case 5: {
                    const Node& n = p.node(anyNode());
                    stack->push(new SetNodesCommand(doc, {{n.id, n.position, n.ground}},
                                                    {{n.id, Point{double(rng() % 9), double(rng() % 5)}, rng() % 2 == 0}},
                                                    QStringLiteral("move")));
                    break;
                }
                }
                atIndex.resize(stack->index() + 1);  // a new edit drops the redo branch; a merge rewrites the top
                atIndex[stack->index()] = bytes();
            }
            QVERIFY2(bytes() == atIndex[stack->index()],
                     qPrintable(QStringLiteral("step %1: the file at stack index %2 differs").arg(step).arg(stack->index())));
            QCOMPARE(w.isWindowModified(), !stack->isClean());
            if (step % 200 == 199) {  // a real save now and then: the bytes on disk, and the clean index moves
                QVERIFY2(w.saveTo(path), qPrintable(w.lastError()));
                ++saves;
                QFile f(path);
                QVERIFY(f.open(QIODevice::ReadOnly));
                QCOMPARE(f.readAll().toStdString(), atIndex[stack->index()]);
                QVERIFY(!w.isWindowModified());
            }
        }
        QVERIFY(saves >= 10);
        QVERIFY(undone > 500);
        stack->setClean();
    }

    // A picture may use the largest id there is (a valid file): adding a node, an edge and an edge to a
    // new node must take free ids, not 2^63 - 1 again (which ended the program), and undo cleanly.
    void addingAfterTheLargestIdTakesAFreeId() {
        constexpr std::int64_t top = std::numeric_limits<std::int64_t>::max();
        PictureDocument doc;
        QUndoStack stack;
        Picture p;
        p.insertNode(Node{top, Point{0, 0}, true, {}});
        p.insertNode(Node{0, Point{1, 1}, false, {}});
        p.insertEdge(Edge{top, top, 0, {}});
        doc.setPicture(p);
        auto* node = new AddNodeCommand(&doc, Point{2, 2}, false);
        stack.push(node);
        QVERIFY(node->node() != top && node->node() >= 0);
        auto* edge = new AddEdgeCommand(&doc, top, node->node());
        stack.push(edge);
        QVERIFY(edge->edge() != top && edge->edge() >= 0);
        auto* sprout = new AddEdgeCommand(&doc, node->node(), Point{3, 3}, false);
        stack.push(sprout);
        QCOMPARE(doc.picture().nodeCount(), std::size_t(4));
        QCOMPARE(doc.picture().edgeCount(), std::size_t(3));
        while (stack.canUndo()) stack.undo();
        QVERIFY(doc.picture() == p);
        while (stack.canRedo()) stack.redo();
        QCOMPARE(doc.picture().edgeCount(), std::size_t(3));
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
