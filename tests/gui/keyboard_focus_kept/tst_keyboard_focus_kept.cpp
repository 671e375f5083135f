// keyboard_focus_kept: the canvas never keeps the keyboard with nothing ringed. A student on the keys
// alone Tabs onto the tree, presses P: in Play an edge near where the focus was wears the ring (not
// nothing, as when Play's new scene dropped it). Enter chops it, Ctrl+Z takes the chop back: Play's
// position is replaced whole, and the focused edge, there again, keeps the focus (it used to be lost,
// the canvas focused with no ring). P again: back on the drawing, the focus on an item there.
// And when the last chop took every edge (the game over, nothing left to focus), Ctrl+Z brings the
// ring back with the edges.
#include "gui_test_helpers.h"

#include "keyboard_focus.h"
#include "play_controller.h"

#include <QApplication>

#include <optional>

#include "hang_guard.h"
#include "tree_by_keys.h"

using namespace guitest;

namespace {

QWidget* focused() { return QApplication::focusWidget(); }

void press(QWidget* window, Qt::Key key, Qt::KeyboardModifiers mods = Qt::NoModifier) {
    QTest::keyClick(focused() ? focused() : window, key, mods);
}

}  // namespace

class KeyboardFocusKeptTest : public QObject {
    Q_OBJECT
private slots:
    void theRingStaysThroughPlayAndItsUndo() {
        MainWindow* window = openTreeForKeys();
        QVERIFY(window);
        PictureView* view = window->view();
        PlayController* play = window->play();
        QVERIFY(view->focusedNode() || view->focusedEdge());

        press(window, Qt::Key_P);
        QVERIFY(play->active());
        QVERIFY(view->hasFocus());
        QVERIFY2(view->focusedEdge(), "in Play the canvas has the keys and no edge is ringed");
        QVERIFY(play->session().position()->hasEdge(*view->focusedEdge()));
        QVERIFY(!view->keyboardFocusRect().isEmpty());

        const EdgeId chopped = *view->focusedEdge();
        press(window, Qt::Key_Return);
        QTRY_COMPARE(play->ply(), 1);
        QVERIFY(!play->session().position()->hasEdge(chopped));
        QTRY_VERIFY(view->focusedEdge());  // the nearest edge left
        const EdgeId after = *view->focusedEdge();

        press(window, Qt::Key_Z, Qt::ControlModifier);  // the move taken back: the position replaced whole
        QTRY_COMPARE(play->ply(), 0);
        QVERIFY(play->session().position()->hasEdge(chopped));
        QVERIFY2(view->focusedEdge(), "after an undo the canvas has the keys and no edge is ringed");
        QCOMPARE(*view->focusedEdge(), after);  // still there: it keeps the focus
        QVERIFY(!view->keyboardFocusRect().isEmpty());

        press(window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);  // redo: the edge it was on comes off again
        QTRY_COMPARE(play->ply(), 1);
        QVERIFY(view->focusedEdge());
        QVERIFY(play->session().position()->hasEdge(*view->focusedEdge()));

        press(window, Qt::Key_P);
        QVERIFY(!play->active());
        QVERIFY(view->focusedEdge() || view->focusedNode());
        closeWindow(window);
    }

    void theRingComesBackAfterTheLastChop() {
        MainWindow* window = openTreeForKeys();
        QVERIFY(window);
        PictureView* view = window->view();
        PlayController* play = window->play();
        press(window, Qt::Key_P);
        QVERIFY(play->active());
        const std::optional<EdgeId> trunk = groundEdge(play->session().position());
        QVERIFY(trunk);
        view->keyboardFocus().focusEdge(*trunk);  // as Tab and the arrows do
        press(window, Qt::Key_Return);  // the whole tree falls
        QTRY_VERIFY(play->isOver());
        QCOMPARE(play->session().position()->edgeCount(), std::size_t(0));
        QTest::qWait(0);  // (the focus looks for an item left, from the event loop)
        QVERIFY(!view->focusedEdge());

        press(window, Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(play->ply(), 0);
        QVERIFY(view->hasFocus());
        QVERIFY2(view->focusedEdge(), "after taking back the last chop the canvas has the keys and no edge is ringed");
        QCOMPARE(*view->focusedEdge(), *trunk);  // the nearest to where the chopped edge was: itself
        press(window, Qt::Key_P);
        closeWindow(window);
    }
};

QTEST_MAIN(KeyboardFocusKeptTest)
#include "tst_keyboard_focus_kept.moc"
