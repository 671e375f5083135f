// gui_window_modes: the main window across its modes. The Welter tab hides the Hackenbush toolbar and
// status widgets, disables the Hackenbush shortcuts and shows the page's own messages in the status bar
// (once, and back after a status tip); coming back
// restores everything as it was (also in Play). In Play the garden side view shows the game's position
// after every chop; Ctrl+Z / Ctrl+Shift+Z undo and redo moves, without ambiguous-shortcut warnings (the Edit
// menu and the toolbar show Undo Move / Redo Move in place of Undo / Redo), and
// return to the drawing's undo stack on leaving. Every toolbar action and Play-panel control has a
// tooltip naming its shortcut. A fitted picture is fitted again when panels take room from the canvas.
#include "gui_test_helpers.h"
#include "picture_io.h"
#include "edit_commands.h"
#include "garden_view.h"
#include "play_controller.h"
#include "play_panel.h"

#include "welter_strip_page.h"

#include "homestead/garden.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QCoreApplication>
#include <QLayout>
#include <QDockWidget>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QSlider>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QToolBar>

#include "../hang_guard.h"

using namespace guitest;

namespace {
QLabel* valueLabel(MainWindow* w) {  // the status bar's Hackenbush value
    for (QLabel* l : w->statusBar()->findChildren<QLabel*>())
        if (l->text() == w->valueText()) return l;
    return nullptr;
}
QMenu* menuNamed(MainWindow* w, const QString& text) {
    for (QAction* a : w->menuBar()->actions())
        if (a->text() == text) return a->menu();
    return nullptr;
}
QMenu* examplesMenu(MainWindow* w) { return menuNamed(w, QStringLiteral("E&xamples")); }
// the visible entries of a menu or toolbar
QList<QAction*> shown(const QList<QAction*>& actions) {
    QList<QAction*> visible;
    for (QAction* a : actions)
        if (a->isVisible() && !a->isSeparator()) visible << a;
    return visible;
}
bool sameGarden(const Garden& a, const Garden& b) {
    return a.nodeCount == b.nodeCount && a.parent == b.parent && a.value() == b.value();
}
}  // namespace

class TestWindowModes : public QObject {
    Q_OBJECT
private slots:
    void init() {
        QVERIFY((window = openWindow(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/tree.json"))));
        play = quickPlay(window);
        play->setPlayers(PlayerKind::Human, PlayerKind::Human);
    }
    void cleanup() { closeWindow(window); }

    // A new window fits the screen it opens on, status bar (with the value) included: on a
    // 1280×720 projector the default 1360×860 put the value off the screen.
    void newWindowFitsTheScreen() {
        MainWindow fresh;
        const QRect free = QGuiApplication::primaryScreen()->availableGeometry();
        QVERIFY2(fresh.width() <= free.width() && fresh.height() <= free.height(),
                 qPrintable(QStringLiteral("%1×%2 on %3×%4").arg(fresh.width()).arg(fresh.height()).arg(free.width()).arg(free.height())));
        QVERIFY(fresh.width() >= 600 && fresh.height() >= 400);
    }

    void welterTabHidesHackenbushAndComesBackExactly() {
        for (bool playing : {false, true}) {
            window->setPlayMode(playing);
            window->statusBar()->showMessage(QStringLiteral("hackenbush says"));
            QLabel* value = valueLabel(window);
            QVERIFY(value);
            const bool valueShown = value->isVisible();
            QCOMPARE(valueShown, !playing);
            const WindowActions& a = window->actions();
            QHash<QAction*, bool> enabled;
            for (QAction* each : {a.newFile, a.deleteSelection, a.drawMode, a.playMode, a.garden, a.undo, a.undoMove, a.zoomIn})
                enabled[each] = each->isEnabled();
            auto* dock = window->findChild<QDockWidget*>(QStringLiteral("playDock"));
            const bool dockShown = dock->isVisible();

            auto* page = window->findChild<WelterStripPage*>();
            QVERIFY(page);
            window->tabs()->setCurrentWidget(page);
            QVERIFY(!window->toolBar()->isVisible());
            QVERIFY(!value->isVisible());
            QVERIFY(!dock->isVisible());
            for (QAction* each : {a.newFile, a.deleteSelection, a.drawMode, a.playMode, a.garden, a.undo, a.zoomIn})
                QVERIFY2(!each->isEnabled(), qPrintable(each->text()));
            QVERIFY(!examplesMenu(window)->isEnabled());
            QCOMPARE(window->statusBar()->currentMessage(), page->statusText());
            window->statusBar()->clearMessage();  // as a menu's status tip does when it goes
            QCOMPARE(window->statusBar()->currentMessage(), page->statusText());
            for (QLabel* l : page->findChildren<QLabel*>())  // said once: in the status bar, not on the page too
                QVERIFY2(!l->isVisible() || l->text() != page->statusText(), qPrintable(l->text()));
            emit page->statusMessage(QStringLiteral("welter says"));
            QCOMPARE(window->statusBar()->currentMessage(), QStringLiteral("welter says"));

            window->tabs()->setCurrentIndex(0);
            QVERIFY(window->toolBar()->isVisible());
            QCOMPARE(value->isVisible(), valueShown);
            QCOMPARE(value->text(), window->valueText());
            QCOMPARE(dock->isVisible(), dockShown);
            QCOMPARE(examplesMenu(window)->isEnabled(), !playing);
            for (auto it = enabled.cbegin(); it != enabled.cend(); ++it)
                QVERIFY2(it.key()->isEnabled() == it.value(), qPrintable(it.key()->text()));
            QCOMPARE(window->statusBar()->currentMessage(), QStringLiteral("hackenbush says"));
            QCOMPARE(play->active(), playing);
        }
    }

    // The tabs stay where they are from page to page: the Hackenbush toolbar is the page's own,
    // under them, so no other page moves them up when it goes (and down when it comes back).
    void theTabsStayPutFromPageToPage() {
        QTabWidget* tabs = window->tabs();
        QTabBar* bar = tabs->tabBar();
        const auto settle = [this] {
            QCoreApplication::sendPostedEvents();
            window->layout()->activate();
            QCoreApplication::processEvents();
        };
        settle();
        const QPoint at = bar->mapTo(window, QPoint(0, 0));
        QVERIFY(window->toolBar()->isVisible());
        QVERIFY2(window->toolBar()->mapTo(window, QPoint(0, 0)).y() >= at.y() + bar->height(), "the toolbar is under the tabs");
        for (int round = 0; round < 2; ++round)
            for (int i = 0; i < tabs->count(); ++i) {
                tabs->setCurrentIndex(i);
                settle();
                QCOMPARE(bar->mapTo(window, QPoint(0, 0)), at);
                QCOMPARE(window->toolBar()->isVisible(), i == 0);
            }
    }

    void gardenShowsTheGameInPlay() {
        const Garden drawn = collapse(window->document()->picture());
        window->setPlayMode(true);
        window->actions().garden->setChecked(false);
        window->actions().garden->setChecked(true);  // F9
        GardenView* garden = window->gardenView();
        QTRY_VERIFY(garden->isVisible());
        QCOMPARE(garden->document(), play->document());
        QTRY_VERIFY(sameGarden(garden->garden(), collapse(play->session().position())));  // its artifact comes
        for (int k = 0; k < 2 && !play->session().over(); ++k) {
            QVERIFY(play->humanChop(HackenbushRules::legalMoves(play->session().position()).front()));
            QTRY_VERIFY(sameGarden(garden->garden(), collapse(play->session().position())));
        }
        QVERIFY(!sameGarden(garden->garden(), drawn));
        window->setPlayMode(false);
        QCOMPARE(garden->document(), window->document());
        QTRY_VERIFY(sameGarden(garden->garden(), drawn));
    }

    // A fitted picture stays fitted when a panel takes room from the canvas; a zoom of the user's stays.
    void fittedPictureFollowsTheCanvasSize() {
        QVERIFY(window->openFile(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/homestead.json")));  // wide
        window->document()->waitForAnalysis();
        PictureView* view = window->view();
        auto wholeInView = [&] {
            const QRect shown = view->mapFromScene(window->scene()->contentsRect()).boundingRect();
            return view->viewport()->rect().adjusted(-2, -2, 2, 2).contains(shown);
        };
        window->actions().garden->setChecked(false);
        window->actions().fit->trigger();
        QVERIFY(view->fitted());
        QVERIFY(wholeInView());
        const double wide = view->zoom();
        window->setPlayMode(true);
        window->actions().garden->setChecked(true);  // the Play dock and the side panel: a narrower canvas
        QTRY_VERIFY(view->zoom() < wide - 1e-6);
        QTRY_VERIFY(wholeInView());
        const double narrow = view->zoom();
        window->setPlayMode(false);
        window->actions().garden->setChecked(false);
        QTRY_VERIFY(view->zoom() > narrow + 1e-6);  // the room given back is used again
        QTRY_VERIFY(wholeInView());  // once the layout has settled (the refit is queued after each resize)

        view->zoomBy(1.5);
        QVERIFY(!view->fitted());
        const double chosen = view->zoom();
        const int wideViewport = view->viewport()->width();
        window->actions().garden->setChecked(true);
        QTRY_VERIFY(view->viewport()->width() < wideViewport);  // the canvas has been narrowed ...
        QCoreApplication::sendPostedEvents();                    // ... and whatever that queued has run
        QCoreApplication::processEvents();
        QCOMPARE(view->zoom(), chosen);
    }

    // A refit after a resize keeps the area that was fitted: when a chop leaves only the ground, the
    // view does not zoom in on the lone base node.
    void refitKeepsTheFittedAreaWhenThePictureShrinks() {
        QVERIFY(window->openFile(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/girl-on-one-foot.json")));
        window->document()->waitForAnalysis();
        PictureView* view = window->view();
        window->actions().garden->setChecked(false);
        window->setPlayMode(true);
        play->document()->waitForAnalysis();
        window->actions().fit->trigger();
        const double before = view->zoom();
        const QRectF area = window->scene()->contentsRect();
        QVERIFY(play->humanChop(0));  // the foot: everything falls
        QTRY_VERIFY(play->session().position()->edgeCount() == 0);
        window->actions().garden->setChecked(true);  // a narrower canvas: a refit
        QTRY_VERIFY(view->zoom() < before - 1e-6);
        QVERIFY(view->fitted());
        const QRect shown = view->mapFromScene(area).boundingRect();
        QVERIFY(view->viewport()->rect().adjusted(-2, -2, 2, 2).contains(shown));
        window->actions().garden->setChecked(false);
        QTRY_VERIFY(std::abs(view->zoom() - before) < 0.02 * before);
        window->setPlayMode(false);
    }

    void undoRedoShortcutsFollowPlay() {
        QTest::failOnWarning(QRegularExpression(QStringLiteral("[Aa]mbiguous")));
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window));
        window->undoStack()->push(new AddNodeCommand(window->document(), Point{9, 3}, false));
        const int index = window->undoStack()->index();

        QAction *undo = window->actions().undo, *redo = window->actions().redo;
        QAction *undoMove = window->actions().undoMove, *redoMove = window->actions().redoMove;
        const QList<QAction*> drawingEdit = shown(menuNamed(window, QStringLiteral("&Edit"))->actions());
        QVERIFY(drawingEdit.contains(undo) && drawingEdit.contains(redo));
        QVERIFY(!drawingEdit.contains(undoMove) && !drawingEdit.contains(redoMove));

        window->setPlayMode(true);
        // the Edit menu and the toolbar offer the moves' undo and redo instead of the drawing's
        for (const QList<QAction*>& entries : {shown(menuNamed(window, QStringLiteral("&Edit"))->actions()),
                                               shown(window->toolBar()->actions())}) {
            QVERIFY(entries.contains(undoMove) && entries.contains(redoMove));
            QVERIFY(!entries.contains(undo) && !entries.contains(redo));
        }
        QVERIFY(play->humanChop(HackenbushRules::legalMoves(play->session().position()).front()));
        QCOMPARE(play->session().ply(), 1u);
        QTRY_VERIFY(window->actions().undoMove->isEnabled());
        QTest::keySequence(window, QKeySequence::Undo);
        QTRY_COMPARE(play->session().ply(), 0u);
        QTest::keySequence(window, QKeySequence::Redo);
        QTRY_COMPARE(play->session().ply(), 1u);
        QCOMPARE(window->undoStack()->index(), index);  // the drawing's undo stayed out of it

        window->setPlayMode(false);
        QVERIFY(!window->actions().undoMove->isEnabled());
        QCOMPARE(shown(menuNamed(window, QStringLiteral("&Edit"))->actions()), drawingEdit);
        QTest::keySequence(window, QKeySequence::Undo);
        QTRY_COMPARE(window->undoStack()->index(), index - 1);
        QTest::keySequence(window, QKeySequence::Redo);
        QTRY_COMPARE(window->undoStack()->index(), index);
    }

    // Letter keys act on the canvas; typed into a combo box of the Play panel they leave the game be.
    void letterKeysActOnTheCanvasOnly() {
        QApplication::setActiveWindow(window);
        QVERIFY(QTest::qWaitForWindowActive(window));
        window->view()->setFocus();
        QTest::keyClick(window->view(), Qt::Key_P);
        QVERIFY(play->active());
        auto* combo = window->findChild<QComboBox*>(QStringLiteral("player1"));
        QVERIFY(combo && combo->isVisible());
        combo->setFocus();
        QTest::keyClick(combo, Qt::Key_P);
        QVERIFY2(play->active(), "P typed in a combo box ended the game");
        QTest::keyClick(combo, Qt::Key_S);
        QVERIFY(play->active());
        window->view()->setFocus();
        QTest::keyClick(window->view(), Qt::Key_P);
        QVERIFY(!play->active());
        QTest::keyClick(window->view(), Qt::Key_S);
        QCOMPARE(window->scene()->mode(), PictureScene::Mode::Select);
        QTest::keyClick(window->view(), Qt::Key_D);
        QCOMPARE(window->scene()->mode(), PictureScene::Mode::Draw);
    }

    // In Play the view toggles act on the game's canvas, and the garden toggle says whether its panel
    // is shown (it is put away for the Play dock, and comes back on leaving).
    void viewTogglesWorkInPlay() {
        window->actions().garden->setChecked(true);
        window->setPlayMode(true);
        QVERIFY(!window->actions().garden->isChecked());
        QVERIFY(!window->sideTabs()->isVisible());
        window->actions().garden->trigger();  // one press shows it
        QVERIFY(window->sideTabs()->isVisible());
        window->actions().weights->setChecked(true);
        QVERIFY(play->scene()->showWeights());
        window->actions().weights->setChecked(false);
        QVERIFY(!play->scene()->showWeights());
        window->actions().stresses->setChecked(false);
        QVERIFY(!play->scene()->showStresses());
        window->actions().stresses->setChecked(true);
        window->setPlayMode(false);
        QVERIFY(window->actions().garden->isChecked());
        QVERIFY(window->sideTabs()->isVisible());
    }

    // In Play, Copy as CGSuite takes the position on the canvas, not the drawing.
    void copyInPlayTakesThePosition() {
        const QString drawing = window->cgsuiteText();
        window->setPlayMode(true);
        QCOMPARE(window->cgsuiteText(), drawing);
        const Edge& first = window->document()->picture().edges().front();
        QVERIFY(play->humanChop(first.id));
        QCOMPARE(window->cgsuiteText(), QString::fromStdString(io::writeCgsuite(play->session().position())));
        QVERIFY(window->cgsuiteText() != drawing);
        window->setPlayMode(false);
        QCOMPARE(window->cgsuiteText(), drawing);
    }

    // Space released while the canvas did not have the focus does not leave it panning.
    void spaceIsLetGoWhenTheFocusLeaves() {
        QApplication::setActiveWindow(window);
        QVERIFY(QTest::qWaitForWindowActive(window));
        window->view()->setFocus();
        QTest::keyPress(window->view(), Qt::Key_Space);
        QVERIFY(window->view()->spaceHeld());
        auto* combo = window->findChild<QComboBox*>(QStringLiteral("player1"));
        QVERIFY(combo);
        window->setPlayMode(true);
        combo->setFocus();
        QVERIFY(!window->view()->spaceHeld());
        window->setPlayMode(false);
    }

    void toolTipsNameTheirShortcuts() {
        int checked = 0;
        for (QAction* a : window->toolBar()->actions()) {
            if (a->isSeparator()) continue;
            ++checked;
            QVERIFY2(!a->toolTip().isEmpty(), qPrintable(a->text()));
            if (!a->shortcut().isEmpty())
                QVERIFY2(a->toolTip().contains(a->shortcut().toString(QKeySequence::NativeText)), qPrintable(a->toolTip()));
        }
        QVERIFY(checked > 10);

        PlayPanel* panel = window->playPanel();
        QList<QWidget*> controls;
        for (auto* w : panel->findChildren<QAbstractButton*>()) controls << w;
        for (auto* w : panel->findChildren<QComboBox*>()) controls << w;
        for (auto* w : panel->findChildren<QSlider*>()) controls << w;
        for (auto* w : panel->findChildren<QListWidget*>()) controls << w;
        QVERIFY(controls.size() >= 9);
        for (QWidget* w : controls) QVERIFY2(!w->toolTip().isEmpty(), w->metaObject()->className());
        QVERIFY(panel->undoButton()->toolTip().contains(QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText)));
        QVERIFY(panel->redoButton()->toolTip().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z).toString(QKeySequence::NativeText)));
    }

private:
    MainWindow* window = nullptr;
    PlayController* play = nullptr;
};

QTEST_MAIN(TestWindowModes)
#include "tst_window_modes.moc"
