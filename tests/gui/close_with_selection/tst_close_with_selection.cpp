// close_with_selection: a window closed (deleted, as at the end of the program) while edges and
// nodes of its drawing are selected. Deleting a selected item makes Qt's scene say its
// selection changed; the canvas's listeners (what a screen reader is told) must not hear it from a
// scene already half destroyed. Nothing is timed: the window goes, and the program is still there.
#include "gui_test_helpers.h"

#include "../core/golden_pictures.h"

#include "../hang_guard.h"

using namespace guitest;

class TestCloseWithSelection : public QObject {
    Q_OBJECT
private slots:
    void aWindowClosesWithEverythingSelected() {
        MainWindow* window = openWindow();
        QVERIFY(window);
        showBuilt(window, homestead::testing::stalk(40));
        window->scene()->selectAll();
        while (window->scene()->selectingAll()) QCoreApplication::processEvents();
        QVERIFY(window->scene()->hasSelection());
        closeWindow(window);
    }

    void aWindowClosesWithOneEdgeSelected() {
        MainWindow* window = openWindow();
        QVERIFY(window);
        const Picture p = homestead::testing::stalk(3);
        showBuilt(window, p);
        window->scene()->edgeItem(p.edges().front().id)->setSelected(true);
        QVERIFY(window->scene()->glanceAtSelection().onlyEdge.has_value());
        closeWindow(window);
    }
};

QTEST_MAIN(TestCloseWithSelection)
#include "tst_close_with_selection.moc"
