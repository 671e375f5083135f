// The Explain panel keeps a keyboard user's place. Next pressed (Space) at the last step of the
// climb turns itself off and hands the keyboard focus to Back, and Back at the first step hands it
// to Next; a new explanation (the picture edited, Whole picture pressed) hides the buttons that had
// the focus for a moment, and the focus stays in the panel meanwhile, back on the climb's buttons
// when they show again. Qt passes the focus of a widget turned off or hidden down the tab chain:
// out of the panel, to the page tabs.
#include "gui_test_helpers.h"
#include "stalk_pictures.h"

#include "explain_panel.h"

#include <QAction>
#include <QPushButton>

#include "hang_guard.h"

using namespace guitest;

namespace {

// Stalks of `a` and `b` edges side by side (a > b): one winning move, whose climb has a step per
// edge from the ground to it. `top` is the right stalk's top node.
Picture twoStalks(int a, int b, NodeId* top = nullptr) {
    Picture p;
    addStalk(p, 0, a, 30);
    const NodeId right = addStalk(p, 200, b, 30);
    if (top) *top = right;
    return p;
}

// The window showing `picture` with the panel open on its one winning move's climb.
ExplainPanel* explainWinningMove(MainWindow* w, const Picture& picture) {
    w->actions().explain->setChecked(true);
    ExplainPanel* panel = w->explainPanel();
    if (!QTest::qWaitFor([panel] { return panel->isVisible(); }, homestead::testing::kHangGuardMs)) return nullptr;
    showBuilt(w, picture);
    if (w->document()->analysis().winningMoves.size() != 1) return nullptr;
    w->scene()->clearSelection();
    w->scene()->edgeItem(w->document()->analysis().winningMoves[0])->setSelected(true);
    panel->waitForExplanation();
    return panel->climbSteps() > 0 ? panel : nullptr;
}

// The name of what has the window's keyboard focus, for a failure's message.
QByteArray focusName(const MainWindow* w) {
    const QWidget* f = w->focusWidget();
    return f ? QByteArray(f->metaObject()->className()) + ' ' + f->objectName().toUtf8() + ' ' + f->accessibleName().toUtf8() : "nothing";
}

bool inPanel(const MainWindow* w) {
    const QWidget* f = w->focusWidget();
    return f && w->explainPanel()->isAncestorOf(f);
}

}  // namespace

class ExplainFocusTest : public QObject {
    Q_OBJECT
private slots:
    void nextAndBackKeepTheFocusInThePanel() {
        MainWindow* w = openWindow();
        QVERIFY(w);
        ExplainPanel* panel = explainWinningMove(w, twoStalks(6, 5));
        QVERIFY(panel);
        const int steps = panel->climbSteps();
        QVERIFY(steps >= 3);
        QPushButton* back = panel->backButton();
        QPushButton* next = panel->nextButton();
        next->setFocus(Qt::TabFocusReason);
        QCOMPARE(w->focusWidget(), next);
        // Space on Next up to the last step: Next goes off, the focus moves to Back.
        for (int i = 1; i < steps; ++i) QTest::keyClick(w->focusWidget(), Qt::Key_Space);
        QCOMPARE(panel->climbStep(), steps - 1);
        QVERIFY(!next->isEnabled());
        QVERIFY2(w->focusWidget() == back, focusName(w).constData());
        // Space on Back down to the first: Back goes off, the focus moves to Next.
        for (int i = 1; i < steps; ++i) QTest::keyClick(w->focusWidget(), Qt::Key_Space);
        QCOMPARE(panel->climbStep(), 0);
        QVERIFY(!back->isEnabled());
        QVERIFY2(w->focusWidget() == next, focusName(w).constData());
        closeWindow(w);
    }

    // The picture edited while a step is shown: the same edge explained anew, its climb from the
    // first step, and the focus on Next again.
    void anEditKeepsTheFocusOnTheClimb() {
        MainWindow* w = openWindow();
        QVERIFY(w);
        NodeId top = -1;
        ExplainPanel* panel = explainWinningMove(w, twoStalks(6, 5, &top));
        QVERIFY(panel);
        const std::optional<EdgeId> edge = panel->shownEdge();
        panel->nextButton()->setFocus(Qt::TabFocusReason);
        QTest::keyClick(w->focusWidget(), Qt::Key_Space);
        QCOMPARE(panel->climbStep(), 1);
        w->document()->setNode(top, Point{260, 200}, false);  // a node moved: a new revision, the same game
        w->document()->waitForAnalysis();
        panel->waitForExplanation();
        QTRY_VERIFY(panel->explanation() && panel->shownEdge() == edge &&
                    panel->explanation()->climb.size() == std::size_t(panel->climbSteps()));
        QCOMPARE(panel->climbStep(), 0);
        QVERIFY2(w->focusWidget() == panel->nextButton(), focusName(w).constData());
        closeWindow(w);
    }

    // Whole picture, pressed with the keyboard, hides itself: the focus stays in the panel.
    void wholePictureKeepsTheFocusInThePanel() {
        MainWindow* w = openWindow();
        QVERIFY(w);
        ExplainPanel* panel = explainWinningMove(w, twoStalks(6, 5));
        QVERIFY(panel);
        QPushButton* whole = nullptr;
        for (QPushButton* b : panel->findChildren<QPushButton*>())
            if (b != panel->backButton() && b != panel->nextButton()) whole = b;
        QVERIFY(whole && whole->isVisible());
        whole->setFocus(Qt::TabFocusReason);
        QTest::keyClick(whole, Qt::Key_Space);
        panel->waitForExplanation();
        QTRY_VERIFY(panel->pictureExplanation() && !panel->shownEdge());
        QVERIFY(!whole->isVisible());
        QVERIFY2(inPanel(w), focusName(w).constData());
        closeWindow(w);
    }
};

QTEST_MAIN(ExplainFocusTest)
#include "tst_explain_focus.moc"
