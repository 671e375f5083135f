// gui_presentation_pages: presentation mode keeps one bar, with Leave, on every page. Presentation
// begun on each page in turn (Hackenbush, Welter's game, Nim, Puzzles), then every page shown in
// turn and back: exactly one toolbar shows, the presentation bar, with Leave visible, enabled and
// not in the bar's » overflow; the window's own toolbar stays away; the window is never wider than
// its 1280×720 screen, Welter's page after two moves included. Leaving shows the toolbar of the
// page in view again. F5 presents from the game pages too (their New game is F2). Structure and
// geometry only; nothing is timed.
#include "game_page.h"
#include "nim_game.h"
#include "nim_heaps_view.h"
#include "nim_page.h"
#include "page_tabs.h"
#include "welter_game.h"
#include "welter_strip_page.h"
#include "welter_strip_view.h"

#include "homestead/welter.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QScreen>
#include <QTabWidget>
#include <QTest>

#include <algorithm>
#include <QToolBar>
#include <QToolButton>

#include "../hang_guard.h"
#include "gui_test_helpers.h"
#include "presentation_screens.h"

using namespace homestead;
using namespace homestead::gui;
using namespace guitest;

class TestPresentationPages : public QObject {
    Q_OBJECT
    MainWindow* window_ = nullptr;
    static constexpr QSize kProjector{1280, 720};

    // What a teacher sees: one bar, the presentation's, with a Leave button in it (not behind »).
    static QString barFault(MainWindow* window) {
        PresentationMode* presentation = window->presentation();
        QToolBar* bar = presentation->toolBar();
        QStringList shown;
        for (QToolBar* t : window->findChildren<QToolBar*>())
            if (t->isVisible()) shown << t->windowTitle();
        if (shown != QStringList{bar->windowTitle()}) return QStringLiteral("toolbars shown: %1").arg(shown.join(QStringLiteral(", ")));
        if (window->toolBar()->isVisible()) return QStringLiteral("the window's toolbar is shown");
        QAction* leave = presentation->leaveAction();
        if (!bar->actions().contains(leave)) return QStringLiteral("no Leave in the bar");
        if (!leave->isEnabled() || !leave->isVisible()) return QStringLiteral("Leave is disabled or hidden");
        QWidget* button = bar->widgetForAction(leave);
        if (!button || !button->isVisible()) return QStringLiteral("Leave is in the overflow menu");
        if (!bar->rect().contains(QRect(button->mapTo(bar, QPoint(0, 0)), button->size())))
            return QStringLiteral("Leave lies outside the bar");
        for (QToolButton* b : bar->findChildren<QToolButton*>())
            if (b->objectName() == QLatin1String("qt_toolbar_ext_button") && b->isVisible())
                return QStringLiteral("the bar has an overflow menu");
        // (a window manager would widen a full-screen window to its minimum: the offscreen screen keeps its size)
        const int wide = std::max(window->width(), window->minimumSize().width());
        if (wide > kProjector.width()) return QStringLiteral("the window is %1 px wide on a %2 px screen").arg(wide).arg(kProjector.width());
        return {};
    }
    void showPage(int index) {
        window_->tabs()->setCurrentIndex(index);
        QCoreApplication::processEvents();
    }
    // Two moves on Welter's page as a teacher makes them: one of the player's, as the strip asks for
    // it, and the perfect engine's answer (it names itself in the move list: the longest line).
    void twoWelterMoves() {
        WelterStripPage* page = window_->welterPage();
        WelterGame* game = page->game();
        game->setPlayer(0, PlayerKind::Human);
        game->setPlayer(1, PlayerKind::EnginePerfect);
        game->setEngineDelay(0);
        const std::vector<welter::Move> legal = welter::legalMoves(game->coins());
        QVERIFY(!legal.empty());
        emit page->view()->moveRequested(int(legal.back().from), int(legal.back().to));
        QTRY_COMPARE(game->ply(), 2);
        QCoreApplication::processEvents();
    }

private slots:
    void init() {
        window_ = openWindow(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/homestead.json"));
        QVERIFY(window_);
    }
    void cleanup() {
        if (window_) window_->presentation()->setActive(false);
        closeWindow(window_);
        window_ = nullptr;
    }

    void oneBarWithLeaveOnEveryPage_data() {
        QTest::addColumn<int>("first");
        for (int i = 0; i < 4; ++i) QTest::newRow(qPrintable(QStringLiteral("begun on page %1").arg(i))) << i;
    }
    void oneBarWithLeaveOnEveryPage() {
        QFETCH(int, first);
        const int pages = window_->tabs()->count();
        QCOMPARE(pages, 4);
        showPage(first);
        guitest::presentOn(window_, kProjector);
        QVERIFY(window_->presentation()->active());
        // every page from the one presentation began on, round to it again, then each from the Hackenbush page
        std::vector<int> order;
        for (int k = 0; k <= pages; ++k) order.push_back((first + k) % pages);
        for (int i = 1; i < pages; ++i) order.insert(order.end(), {0, i});
        for (int index : order) {
            showPage(index);
            const QString fault = barFault(window_);
            QVERIFY2(fault.isEmpty(), qPrintable(QStringLiteral("on page %1: %2").arg(index).arg(fault)));
            // the bar shows the page's own controls
            for (QAction* a : window_->pages()->current()->presentationActions())
                QVERIFY2(window_->presentation()->toolBar()->actions().contains(a), qPrintable(a->text()));
        }
        window_->presentation()->setActive(false);
        showPage(0);
        QVERIFY(window_->toolBar()->isVisible());
        QVERIFY(!window_->presentation()->toolBar()->isVisible());
    }

    // Two Welter moves in full screen: the move list and the sentences grow, the window does not.
    void welterMovesKeepTheWindowOnTheScreen() {
        showPage(1);
        guitest::presentOn(window_, kProjector);
        twoWelterMoves();
        QCoreApplication::processEvents();
        QVERIFY2(barFault(window_).isEmpty(), qPrintable(barFault(window_)));
        // While the engine thinks, the turn line says so at length (in presentation type it widened
        // the page past the screen): a line longer still leaves the window as wide as the screen.
        QLabel* turn = window_->welterPage()->controls()->turnLabel;
        turn->setText(QStringLiteral("Perfect engine is thinking… ").repeated(3));
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        QVERIFY2(barFault(window_).isEmpty(), qPrintable(barFault(window_)));
        const int asked = window_->welterPage()->minimumSizeHint().width();  // nor does the page ask for more
        QVERIFY2(asked <= kProjector.width(), qPrintable(QString::number(asked)));
        turn->setText(window_->welterPage()->game()->turnText());
        const QString fault = barFault(window_);
        QVERIFY2(fault.isEmpty(), qPrintable(fault));
        for (int index : {2, 3, 0, 1}) {
            showPage(index);
            QVERIFY2(barFault(window_).isEmpty(), qPrintable(barFault(window_)));
        }
    }

    // A teacher on Welter's or Nim's page, the focus in the game, presses F5: presentation mode begins
    // and the game is as it was (F5 was those pages' New game too, and the page took it). F2 is the
    // pages' New game. The keys go to the window as the window system delivers them (shortcuts first,
    // then the focus widget).
    void f5PresentsFromTheGamePagesAndF2StartsANewGame_data() {
        QTest::addColumn<int>("index");
        QTest::newRow("Welter's game") << 1;
        QTest::newRow("Nim") << 2;
    }
    void f5PresentsFromTheGamePagesAndF2StartsANewGame() {
        QFETCH(int, index);
        showPage(index);
        GameController* game = nullptr;
        QWidget* board = nullptr;
        if (index == 1) {
            WelterGame* welter = window_->welterPage()->game();
            welter->setPlayer(0, PlayerKind::Human);
            welter->setPlayer(1, PlayerKind::Human);
            QVERIFY(welter->play(welter::legalMoves(welter->coins()).back()));
            game = welter;
            board = window_->welterPage()->view();
        } else {
            NimGame* nim = window_->nimPage()->game();
            nim->setPlayer(0, PlayerKind::Human);
            nim->setPlayer(1, PlayerKind::Human);
            QVERIFY(nim->play({0, nim->heaps()[0], 0}));
            game = nim;
            board = window_->nimPage()->heapsView();
        }
        QCOMPARE(game->ply(), 1);
        const QStringList moves = game->moveTexts();
        window_->activateWindow();
        board->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), board);

        QTest::keyClick(window_->windowHandle(), Qt::Key_F5);
        QVERIFY(window_->presentation()->active());
        QCOMPARE(game->ply(), 1);
        QCOMPARE(game->moveTexts(), moves);

        board->setFocus();
        QTest::keyClick(window_->windowHandle(), Qt::Key_F2);
        QCOMPARE(game->ply(), 0);
        QVERIFY(game->moveTexts().isEmpty());
        QVERIFY(window_->presentation()->active());
    }

    // Leaving on a page that has no toolbar of its own shows none; the Hackenbush page's comes back with it.
    void leavingShowsThePagesOwnToolbar() {
        guitest::presentOn(window_, kProjector);
        showPage(2);
        window_->presentation()->setActive(false);
        QVERIFY(!window_->toolBar()->isVisible());
        QVERIFY(!window_->presentation()->toolBar()->isVisible());
        showPage(0);
        QVERIFY(window_->toolBar()->isVisible());
    }
};

// Two screens, a projector's 1280×720 and a 1920×1080 (presentation_screens.h).
int main(int argc, char** argv) { return guitest::runOnTwoScreens<TestPresentationPages>(argc, argv); }

#include "tst_presentation_pages.moc"
