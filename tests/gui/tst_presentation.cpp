// gui_presentation: presentation mode (F5, Esc leaves) as a projector shows it. The Homestead fitted
// to a 1280×720 and a 1920×1080 screen: every stress painted at least 24 pixels tall, no two labels
// meeting, no label covering an edge other than its own, and a leader line for every label set away
// from its edge; the high contrast and the presentation's own toolbar are on. Esc gives back the
// window state, the toolbars, the menu bar, the garden panel and the text size exactly. Geometry and
// structure only; nothing is timed. With the collapse stepper on, the first Esc ends the stepping
// and the second leaves presentation mode. Examples and Open are in the bar on every page, inside
// the screen. Play's dock fits the 1280×720 screen beside the canvas, narrow enough to leave the
// picture's labels without a fault, and gives its width back after; Welter's page says who wins and
// Nim's shows its whole table without scrolling.
#include "collapse_stepper.h"
#include "explain_panel.h"
#include "label_layout_checks.h"
#include "play_controller.h"
#include "play_panel.h"
#include "welter_strip_page.h"
#include "nim_page.h"
#include "nim_columns_view.h"
#include "presentation_mode.h"
#include "text_scale.h"

#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QWindow>
#include <QTest>
#include <QStatusBar>
#include <QTabBar>
#include <QToolBar>
#include <QToolButton>
#include <QToolTip>

#include <algorithm>
#include <cstdlib>
#include <tuple>

#include "../hang_guard.h"
#include "presentation_screens.h"

using namespace guitest;

class TestPresentation : public QObject {
    Q_OBJECT
    MainWindow* window_ = nullptr;
    PresentationMode* presentation() { return window_->findChild<PresentationMode*>(); }

    void present(QSize size) { presentOn(window_, size); }
    // The window presenting at the projector's size, on the page of type Page (null if none).
    template <class Page>
    Page* presentPage() {
        present(QSize(1280, 720));
        auto* page = window_->findChild<Page*>();
        if (page) window_->tabs()->setCurrentWidget(page);
        QCoreApplication::processEvents();
        return page;
    }
    // `part` is whole in what `box` shows, the box scrolled to its top.
    static bool shownWithoutScrolling(QScrollArea* box, QWidget* part) {
        if (!box || box->verticalScrollBar()->value() != 0) return false;
        const QRect shown = box->viewport()->rect();
        const QRect drawn(part->mapTo(box->viewport(), QPoint(0, 0)), part->size());
        if (shown.contains(drawn)) return true;
        qWarning("%s at y %d..%d, the box shows 0..%d", part->metaObject()->className(), drawn.top(), drawn.bottom(), shown.bottom());
        return false;
    }

    // The height a label's plain text needs wrapped at the label's width, in its font (as QLabel
    // measures it, without the minimum height a label's own height for a width never goes below).
    static int wrappedHeight(const QLabel* label) {
        const QRect inside = label->contentsRect().adjusted(label->margin(), label->margin(), -label->margin(), -label->margin());
        const int text = label->fontMetrics().boundingRect(0, 0, inside.width(), 1 << 20, Qt::TextWordWrap | int(label->alignment()), label->text()).height();
        return text + label->height() - inside.height();
    }

    // What the screen holds of the canvas (the window's backing store, repainted only where Qt was
    // told) is what the canvas paints now from scratch: no remnant of a label that went or moved.
    // Repaints still queued are let through first (a few tries; a remnant stays whatever the wait).
    // A pixel counts as different beyond a rounding of antialiased edges (a channel off by more
    // than 24): what a remnant leaves is ink on white.
    bool screenShowsTheView() {
        QWidget* viewport = window_->view()->viewport();
        const QRect onWindow(viewport->mapTo(window_, QPoint(0, 0)), viewport->size());
        int differ = 0;
        QRect where;
        for (int attempt = 0; attempt < 10 && (attempt == 0 || differ > 0); ++attempt) {
            QTest::qWait(attempt == 0 ? 0 : 100);
            const QImage held = window_->screen()->grabWindow(window_->winId()).toImage().copy(onWindow).convertToFormat(QImage::Format_RGB32);
            const QImage fresh = viewport->grab().toImage().convertToFormat(QImage::Format_RGB32);
            if (held.size() != fresh.size()) return false;
            differ = 0;
            where = QRect();
            for (int y = 0; y < held.height(); ++y) {
                const auto* a = reinterpret_cast<const QRgb*>(held.constScanLine(y));
                const auto* b = reinterpret_cast<const QRgb*>(fresh.constScanLine(y));
                for (int x = 0; x < held.width(); ++x) {
                    const int off = std::max({std::abs(qRed(a[x]) - qRed(b[x])), std::abs(qGreen(a[x]) - qGreen(b[x])),
                                              std::abs(qBlue(a[x]) - qBlue(b[x]))});
                    if (off > 24) {
                        ++differ;
                        where |= QRect(x, y, 1, 1);
                    }
                }
            }
        }
        if (differ) qWarning("%d pixels differ, within (%d,%d) %dx%d", differ, where.x(), where.y(), where.width(), where.height());
        return differ == 0;
    }

private slots:
    void init() {
        window_ = openToPresent(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/homestead.json"));
        QVERIFY(window_);
    }
    void cleanup() {
        closePresented(window_);
        window_ = nullptr;
    }

    void homesteadReadsAtTheBackOfTheRoom_data() {
        QTest::addColumn<QSize>("screen");
        QTest::newRow("1280x720") << QSize(1280, 720);
        QTest::newRow("1920x1080") << QSize(1920, 1080);
    }
    void homesteadReadsAtTheBackOfTheRoom() {
        QFETCH(QSize, screen);
        present(screen);
        QVERIFY(window_->view()->fitted());
        // the whole picture is on screen
        const QRectF shown = window_->view()->mapToScene(window_->view()->viewport()->rect()).boundingRect();
        const std::vector<EdgeItem*> labelled = labelledEdges(window_->scene());
        QCOMPARE(static_cast<int>(labelled.size()), static_cast<int>(window_->document()->picture().edgeCount()));
        for (EdgeItem* e : labelled) {
            QVERIFY2(paintedFontPixels(window_->view(), e) >= 24,
                     qPrintable(QStringLiteral("edge %1: %2 px").arg(e->id()).arg(paintedFontPixels(window_->view(), e))));
            QVERIFY2(shown.contains(e->label()->sceneBoundingRect()), qPrintable(QStringLiteral("label of edge %1 off screen").arg(e->id())));
            QVERIFY(e->label()->strong());
        }
        const QStringList faults = labelFaults(window_->scene());
        QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QLatin1Char('\n'))));
        QVERIFY(window_->scene()->highContrast());
        QCOMPARE(window_->scene()->labelScale(), window_->scene()->readableScale() * TextScale::factorFor(render::labelFont()));
    }

    void onlyTheDemonstrationControls() {
        present(QSize(1280, 720));
        QVERIFY(window_->isFullScreen() || window_->windowState() & Qt::WindowFullScreen);
        QVERIFY(!window_->menuBar()->isVisible());
        QVERIFY(!window_->toolBar()->isVisible());
        QVERIFY(!window_->sideTabs()->isVisible());
        QVERIFY(!window_->view()->verticalScrollBar()->isVisible());
        QToolBar* bar = presentation()->toolBar();
        QVERIFY(bar && bar->isVisible());
        const WindowActions& a = window_->actions();
        for (QAction* shown : {a.drawMode, a.selectMode, a.playMode, a.undo, a.redo, a.fit})
            QVERIFY2(bar->actions().contains(shown), qPrintable(shown->text()));
        for (QAction* away : {a.newFile, a.save, a.exportImage, a.layout, a.weights})
            QVERIFY2(!bar->actions().contains(away), qPrintable(away->text()));
        QVERIFY(bar->actions().contains(presentation()->leaveAction()));
        // the value in large type
        auto* value = window_->findChild<QLabel*>(QStringLiteral("valueLabel"));
        QVERIFY(value && value->isVisible());
        QVERIFY(QFontInfo(value->font()).pixelSize() >= 24);
    }

    // While presenting, another picture is a click away: the bar's Examples button drops the
    // window's own Examples menu and its Open… button is the window's Open, on every page, each
    // whole inside the 1280×720 screen (not pushed into the bar's overflow), and the page tabs show.
    void examplesAndOpenWhilePresenting() {
        present(QSize(1280, 720));
        QToolBar* bar = presentation()->toolBar();
        QAction* examples = presentation()->examplesAction();
        QVERIFY(examples);
        auto* examplesMenu = qobject_cast<QToolButton*>(bar->widgetForAction(examples))->menu();
        QVERIFY(examplesMenu);
        bool theWindowsMenu = false;
        for (QAction* m : window_->menuBar()->actions())
            theWindowsMenu = theWindowsMenu || (m->menu() == examplesMenu && m->text() == QStringLiteral("E&xamples"));
        QVERIFY2(theWindowsMenu, "the Examples button's menu is not the window's Examples menu, still in the menu bar");
        QVERIFY(!examplesMenu->actions().isEmpty());
        QVERIFY(window_->tabs()->tabBar()->isVisible());
        for (int page = 0; page < window_->tabs()->count(); ++page) {
            window_->tabs()->setCurrentIndex(page);
            QCoreApplication::processEvents();
            auto* examplesButton = qobject_cast<QToolButton*>(bar->widgetForAction(examples));
            auto* openButton = qobject_cast<QToolButton*>(bar->widgetForAction(window_->actions().open));
            QVERIFY(examplesButton && openButton);
            QCOMPARE(examplesButton->menu(), examplesMenu);
            QCOMPARE(examplesButton->popupMode(), QToolButton::InstantPopup);
            QCOMPARE(openButton->defaultAction(), window_->actions().open);
            if (page == 0) QVERIFY(openButton->isEnabled());  // the Hackenbush page's (disabled with another page in view)
            for (QToolButton* b : {examplesButton, openButton, qobject_cast<QToolButton*>(bar->widgetForAction(presentation()->leaveAction()))}) {
                QVERIFY(b);
                QVERIFY2(b->isVisible(), qPrintable(QStringLiteral("page %1: %2 hidden").arg(page).arg(b->text())));
                QVERIFY2(window_->rect().contains(QRect(b->mapTo(window_, QPoint(0, 0)), b->size())),
                         qPrintable(QStringLiteral("page %1: %2 off screen").arg(page).arg(b->text())));
            }
        }
        window_->tabs()->setCurrentIndex(0);
    }

    void escapeRestoresTheWindow() {
        window_->actions().garden->setChecked(true);
        const Qt::WindowStates state = window_->windowState();
        const QSize size = window_->size();
        auto* value = window_->findChild<QLabel*>(QStringLiteral("valueLabel"));
        const QFont valueFont = value->font();
        const double labelScale = window_->scene()->labelScale();
        QVERIFY(window_->toolBar()->isVisible());
        QTest::keyClick(window_, Qt::Key_F5);
        QVERIFY(presentation()->active());
        QVERIFY(window_->windowState() & Qt::WindowFullScreen);
        QVERIFY(!window_->toolBar()->isVisible());
        QVERIFY(window_->scene()->labelScale() > labelScale);
        QTest::keyClick(window_, Qt::Key_Escape);
        QVERIFY(!presentation()->active());
        QCOMPARE(window_->windowState(), state);
        QTRY_COMPARE(window_->size(), size);
        QVERIFY(window_->toolBar()->isVisible());
        QVERIFY(!presentation()->toolBar()->isVisible());
        QVERIFY(window_->menuBar()->isVisible());
        QVERIFY(window_->actions().garden->isChecked());
        QVERIFY(window_->sideTabs()->isVisible());
        QCOMPARE(window_->view()->verticalScrollBarPolicy(), Qt::ScrollBarAsNeeded);
        QCOMPARE(value->font(), valueFont);
        QVERIFY(!window_->scene()->highContrast());
        QCOMPARE(TextScale::instance()->factor(), 1.0);
        QVERIFY(!presentation()->leaveAction()->isEnabled());  // Esc is free again for the rest of the window
        // F5 twice is the same round trip
        QTest::keyClick(window_, Qt::Key_F5);
        QTest::keyClick(window_, Qt::Key_F5);
        QVERIFY(!presentation()->active());
        QVERIFY(window_->toolBar()->isVisible());
    }

    // Esc does the innermost thing: with the collapse stepper on in presentation mode, the first Esc
    // ends the stepping (presentation stays), the second leaves presentation mode.
    void escapeEndsTheStepperFirst() {
        present(QSize(1280, 720));
        CollapseStepper* stepper = window_->collapseStepper();
        QTest::keyClick(window_, Qt::Key_F6);
        QVERIFY(stepper->active());
        QVERIFY(stepper->scene()->highContrast());  // the stepper's canvas is presented too
        stepper->waitForSteps();
        stepper->next();
        stepper->finishAnimation();
        QCOMPARE(stepper->step(), 1);
        QApplication::setActiveWindow(window_);
        QVERIFY(QTest::qWaitForWindowActive(window_));
        QTest::keyClick(window_->view(), Qt::Key_Escape);
        QVERIFY(!stepper->active());
        QVERIFY(presentation()->active());
        QTest::keyClick(window_->view(), Qt::Key_Escape);
        QVERIFY(!presentation()->active());
        QVERIFY(!stepper->scene()->highContrast());
        // and the other way round: the stepper alone takes Esc, presentation alone too
        QTest::keyClick(window_, Qt::Key_F6);
        QVERIFY(stepper->active());
        QTest::keyClick(window_->view(), Qt::Key_Escape);
        QVERIFY(!stepper->active());
        QTest::keyClick(window_, Qt::Key_F5);
        QVERIFY(presentation()->active());
        QTest::keyClick(window_->view(), Qt::Key_Escape);
        QVERIFY(!presentation()->active());
    }

    void playTooIsPresented() {
        present(QSize(1280, 720));
        window_->actions().playMode->setChecked(true);
        PictureScene* game = window_->play()->scene();
        QVERIFY(game->highContrast());
        game->finishBuild();
        for (EdgeItem* e : labelledEdges(game)) QVERIFY(paintedFontPixels(window_->view(), e) >= 24);
        // The Play dock beside the canvas fits the projector: the pages of the other tabs (Nim's
        // row of buttons in large type) ask for no width while out of sight.
        QCoreApplication::processEvents();
        const QSize least = window_->minimumSizeHint();
        QVERIFY2(least.width() <= 1280 && least.height() <= 720,
                 qPrintable(QStringLiteral("the window needs %1x%2").arg(least.width()).arg(least.height())));
        QCOMPARE(window_->size(), QSize(1280, 720));
        const QList<QPushButton*> buttons = window_->playPanel()->findChildren<QPushButton*>();
        QVERIFY(buttons.size() >= 5);  // New Game, Hint, Undo, Redo, Pause, Step
        for (QPushButton* b : buttons)
            if (b->isVisible())
                QVERIFY2(window_->rect().contains(QRect(b->mapTo(window_, QPoint(0, 0)), b->size())), qPrintable(b->text()));
        window_->actions().playMode->setChecked(false);
    }

    // Play at a projector keeps what the game needs in a narrow dock (the settings are made at the
    // desk, Undo and Redo are on the bar), so the picture keeps most of the 1280×720 screen and its
    // labels lay out without a fault; whose move it is and the value read without scrolling. Leaving
    // gives the dock its width and the settings back, and each sentence its own height again.
    void playLeavesThePictureMostOfTheScreen() {
        window_->actions().playMode->setChecked(true);
        auto* dock = window_->findChild<QDockWidget*>(QStringLiteral("playDock"));
        QVERIFY(dock);
        QTRY_VERIFY(dock->isVisible());
        const int deskWidth = dock->width();
        PlayPanel* panel = window_->playPanel();
        auto* settings = panel->findChild<QGroupBox*>(QStringLiteral("playSettings"));
        QVERIFY(settings && settings->isVisible());
        present(QSize(1280, 720));
        QVERIFY(!settings->isVisible());
        QVERIFY(!panel->undoButton()->isVisible() && !panel->redoButton()->isVisible());
        QVERIFY(panel->hintButton()->isVisible() && panel->pauseButton()->isVisible());
        const int share = 1280 * PresentationMode::kSidePanelPercent / 100;
        QTRY_VERIFY2(dock->width() <= share, qPrintable(QStringLiteral("the dock is %1 px wide").arg(dock->width())));
        QVERIFY(window_->view()->width() >= 1280 - share - 20);
        auto* area = qobject_cast<QScrollArea*>(dock->widget());
        QVERIFY(shownWithoutScrolling(area, panel->turnLabel()));
        QVERIFY(shownWithoutScrolling(area, panel->valueLabel()));
        PictureScene* game = window_->play()->scene();
        game->finishUntangling();
        const QStringList faults = labelFaults(game);
        QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QLatin1Char('\n'))));

        presentation()->setActive(false);
        QTRY_COMPARE(dock->width(), deskWidth);
        QVERIFY(settings->isVisible() && panel->undoButton()->isVisible());
        for (QLabel* sentence : {panel->misereReason(), panel->turnLabel(), panel->valueLabel()}) {
            QVERIFY(sentence->isVisible());
            QTRY_COMPARE(sentence->height(), wrappedHeight(sentence));
        }
        window_->actions().playMode->setChecked(false);
    }

    // A move while presenting relabels what it changed in the projector's style: the labels stay
    // without a fault, a name shown only where it stands beside its edge.
    void aMoveKeepsTheLabelsClean() {
        present(QSize(1280, 720));
        PlayController* play = window_->play();
        play->setPlayers(PlayerKind::Human, PlayerKind::Human);
        window_->actions().playMode->setChecked(true);
        PictureScene* game = play->scene();
        game->finishUntangling();
        QVERIFY(labelFaults(game).isEmpty());
        const EdgeId trunk = window_->document()->picture().edges().front().id;
        for (EdgeId chop : {trunk, trunk + 60, trunk + 33}) {
            QVERIFY(play->humanChop(chop));
            QTRY_COMPARE(play->ghostCount(), 0);
            game->finishUntangling();
            const QStringList faults = labelFaults(game);
            QVERIFY2(faults.isEmpty(), qPrintable(QStringLiteral("after edge %1:\n").arg(chop) + faults.join(QLatin1Char('\n'))));
            // and the screen shows it: nothing of a label that went or moved is left where it was
            QVERIFY2(screenShowsTheView(), qPrintable(QStringLiteral("after edge %1").arg(chop)));
        }
        window_->actions().playMode->setChecked(false);
    }

    // The words about the picture grow with the numbers: the status line (a hover sentence, Play's
    // instruction), the tooltips, the empty canvas's how-to, and the Play dock's note on misère
    // play (coloured, which must not stop it from following the panel's size; it shows at the desk).
    void theSentencesReadAtTheBackToo() {
        QStatusBar* status = window_->statusBar();
        auto points = [](const QFont& f) { return QFontInfo(f).pointSizeF(); };
        const double statusPoints = points(status->font()), tipPoints = points(QToolTip::font());
        const double hintPoints = points(window_->view()->emptyHintFont());
        present(QSize(1280, 720));
        const double k = TextScale::kPresentationBoost;
        for (auto [now, was, what] : {std::tuple{points(status->font()), statusPoints, "status line"},
                                      {points(QToolTip::font()), tipPoints, "tooltip"},
                                      {points(window_->view()->emptyHintFont()), hintPoints, "empty hint"}})
            QVERIFY2(std::abs(now - was * k) < 0.6, qPrintable(QStringLiteral("%1: %2 pt, was %3").arg(what).arg(now).arg(was)));
        // A hover sentence longer than the room left of the value ends in an ellipsis, not mid-word.
        auto* value = status->findChild<QLabel*>(QStringLiteral("valueLabel"));
        QVERIFY(value && value->isVisible());
        emit window_->scene()->edgeHovered(window_->document()->picture().edges().front().id);  // the trunk
        const QString said = status->currentMessage();
        QVERIFY2(said.endsWith(QChar(0x2026)), qPrintable(said));
        QVERIFY(status->fontMetrics().horizontalAdvance(said) <= status->width() - value->width());
        emit window_->scene()->edgeHovered(std::nullopt);
        auto* instruction = status->findChild<QLabel*>(QStringLiteral("playInstruction"));
        QVERIFY(instruction);
        QCOMPARE(points(instruction->font()), points(status->font()));
        window_->actions().playMode->setChecked(true);
        auto* misere = window_->playPanel()->findChild<QLabel*>(QStringLiteral("misereReason"));
        // the Homestead is too large for misère play: the note is set, hidden with the settings while
        // presenting, and in the panel's type for when it shows
        QVERIFY(misere && !misere->text().isEmpty() && !misere->isVisible());
        QCOMPARE(points(misere->font()), points(window_->playPanel()->font()));
        window_->actions().playMode->setChecked(false);
        presentation()->setActive(false);
        QVERIFY(std::abs(points(status->font()) - statusPoints) < 0.1);
        QVERIFY(std::abs(points(QToolTip::font()) - tipPoints) < 0.1);
    }

    // On Welter's page at the projector's size, who wins reads without scrolling the position's
    // sentences: the line is whole inside the box's visible part.
    void welterSaysWhoWinsWithoutScrolling() {
        auto* welter = presentPage<WelterStripPage>();
        QVERIFY(welter);
        auto* outcome = welter->findChild<QLabel*>(QStringLiteral("outcome"));
        QVERIFY(outcome);
        QVERIFY2(outcome->text().contains(QStringLiteral("wins")) || outcome->text().contains(QStringLiteral("loses")),
                 qPrintable(outcome->text()));
        QVERIFY(shownWithoutScrolling(welter->findChild<QScrollArea*>(QStringLiteral("positionText")), outcome));
        window_->tabs()->setCurrentIndex(0);
    }

    // Leaving presentation on another page leaves that page without the Hackenbush toolbar (it
    // came back over Nim's page and pushed it down); back on the Hackenbush page it is there.
    // Presenting begun on another page and left on the Hackenbush page shows it too.
    void leavingOnAnotherPageKeepsItsToolbarAway() {
        QVERIFY(window_->toolBar()->isVisible());
        presentation()->setActive(true);
        window_->tabs()->setCurrentIndex(2);
        presentation()->setActive(false);
        QVERIFY(!window_->toolBar()->isVisible());
        window_->tabs()->setCurrentIndex(0);
        QVERIFY(window_->toolBar()->isVisible());
        window_->tabs()->setCurrentIndex(2);
        presentation()->setActive(true);
        window_->tabs()->setCurrentIndex(0);
        presentation()->setActive(false);
        QVERIFY(window_->toolBar()->isVisible());
    }

    // On Nim's page at the projector's size the whole nim-sum table shows, its nim-sum row too,
    // and who wins under it, without scrolling (the move list is under the counters).
    // With Explain open beside the canvas, every page's tab is whole in the tab bar (one word each,
    // the full title as a tooltip), no scroll arrows; leaving gives the full titles back.
    void everyTabInReachWithExplainOpen() {
        window_->actions().explain->setChecked(true);
        present(QSize(1280, 720));
        QTRY_VERIFY(window_->explainPanel()->isVisible());
        QTabBar* bar = window_->tabs()->tabBar();
        QVERIFY(!bar->usesScrollButtons());
        for (int i = 0; i < bar->count(); ++i) {
            QVERIFY2(bar->rect().contains(bar->tabRect(i)), qPrintable(bar->tabText(i) + QStringLiteral(" cut")));
            QVERIFY2(!bar->tabText(i).contains(QLatin1Char(' ')), qPrintable(bar->tabText(i)));
            QVERIFY(!bar->tabToolTip(i).isEmpty());
            const int room = bar->tabRect(i).width() - bar->iconSize().width();
            QVERIFY2(bar->fontMetrics().horizontalAdvance(bar->tabText(i)) < room, qPrintable(bar->tabText(i) + QStringLiteral(" elided")));
        }
        QTest::keyClick(window_, Qt::Key_Escape);
        QTRY_VERIFY(!presentation()->active());
        QVERIFY(bar->usesScrollButtons());
        QCOMPARE(bar->tabText(1), QStringLiteral("Welter's game"));
        QVERIFY(bar->tabToolTip(1).isEmpty());
    }

    void nimShowsTheWholeTable() {
        auto* nim = presentPage<NimPage>();
        QVERIFY(nim);
        NimColumnsView* table = nim->columnsView();
        auto* working = qobject_cast<QScrollArea*>(table->parentWidget()->parentWidget()->parentWidget());
        QVERIFY(shownWithoutScrolling(working, table));
        // Who wins, under the table, in sight too (it was below the fold with the move list beside
        // the working and the box's title above it).
        auto* outcome = nim->findChild<QLabel*>(QStringLiteral("nimOutcome"));
        QVERIFY(outcome);
        QVERIFY2(outcome->text().contains(QStringLiteral("wins")), qPrintable(outcome->text()));
        QVERIFY(shownWithoutScrolling(working, outcome));
        window_->tabs()->setCurrentIndex(0);
    }
};

// Two screens, a projector's 1280×720 and a 1920×1080 (presentation_screens.h).
int main(int argc, char** argv) { return guitest::runOnProjectorScreens<TestPresentation>(argc, argv); }
#include "tst_presentation.moc"
