// The Hackenbush page: the workbench's widgets, Play, and the page's part in the window (see
// hackenbush_page.h).
#include "hackenbush_page.h"

#include "class_panel.h"
#include "collapse_stepper.h"
#include "edit_controller.h"
#include "explain_panel.h"
#include "find_actions.h"
#include "fitting_scroll_area.h"
#include "garden_hover_link.h"
#include "garden_view.h"
#include "handout_actions.h"
#include "high_contrast.h"
#include "game_actions.h"
#include "numbers_cover.h"
#include "page_shortcuts.h"
#include "picture_document.h"
#include "picture_export.h"
#include "picture_items.h"
#include "picture_scene.h"
#include "picture_view.h"
#include "play_controller.h"
#include "play_panel.h"
#include "presentation_mode.h"
#include "status_line.h"
#include "text_scale.h"
#include "window_actions.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QPointer>
#include <QScreen>
#include <QScrollBar>
#include <QSplitter>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace homestead::gui {

HackenbushPage::HackenbushPage(Parts parts, QObject* parent) : QObject(parent), p_(parts) {
    buildCanvas();
    buildPlay();
    edits_ = new EditController({p_.drawing, p_.stack, scene_, view_, play_, p_.status, p_.errors, p_.actions->deleteSelection}, this);
    export_ = new PictureExport({p_.window, p_.drawing, scene_, play_, p_.status, p_.errors}, this);
    p_.actions->print = export_->handouts()->printAction();
    p_.actions->exportPdf = export_->handouts()->exportPdfAction();
    p_.actions->exportTikz = export_->handouts()->exportTikzAction();
    p_.actions->analysisPage = export_->handouts()->analysisPageAction();
    connectActions();
    connectToggles();
    buildToolBar();
    for (int i = 0; i < 2; ++i) {  // the presentation bar's groups
        auto* s = new QAction(this);
        s->setSeparator(true);
        separators_ << s;
    }
    // Single letters act on the canvas only (it has the focus after a click on it): typed while a
    // combo box of the Play panel has the focus, "P" must not end the game, nor "S" switch modes.
    for (QAction* a : p_.actions->canvasKeys()) {
        p_.window->removeAction(a);
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        view_->addAction(a);
    }
    // the high-contrast theme (View → High Contrast, presentation) on every canvas of the page
    connect(HighContrast::instance(), &HighContrast::changed, this, [this](bool on) { setHighContrast(on); });
    setHighContrast(HighContrast::instance()->on());
    view_->setFocus();
}

void HackenbushPage::setHighContrast(bool on) {
    for (PictureScene* s : {scene_, play_->scene(), collapse_->scene()}) s->setHighContrast(on);
}

HackenbushPage::~HackenbushPage() {
    // The scenes go with the window's children, after this page: their last signals (selection
    // cleared) must not reach slots that read what is gone.
    scene_->disconnect(this);
    scene_->disconnect(edits_);
    play_->scene()->disconnect(this);
}

void HackenbushPage::buildCanvas() {
    scene_ = new PictureScene(p_.drawing, p_.window);
    view_ = new PictureView(scene_);
    garden_ = new GardenView(p_.drawing);
    classPanel_ = new ClassPanel(p_.drawing);
    collapse_ = new CollapseStepper(p_.drawing, view_, p_.window);
    collapse_->followGarden(garden_);  // the garden stands up where the side view draws it

    side_ = new QTabWidget;
    side_->setAccessibleName(tr("Side panels"));
    side_->tabBar()->setAccessibleName(tr("Side panels"));
    side_->addTab(garden_, WindowActions::icon("garden"), tr("Garden"));
    side_->addTab(classPanel_, WindowActions::icon("classes"), tr("Concyclic class"));
    side_->setCornerWidget(collapse_->makeButton(side_), Qt::TopRightCorner);
    // A matrix cell under the mouse: its x and y on the canvas, its sentence in the status line.
    connect(classPanel_, &ClassPanel::cellHovered, this, [this](std::optional<EdgeId> x, std::optional<EdgeId> y, QString sentence) {
        scene_->markEdges(x, y);
        if (x) p_.status->show(sentence);
        else p_.status->clear();
    });
    splitter_ = new QSplitter(Qt::Horizontal);
    splitter_->addWidget(collapse_->canvasWithPanel());
    splitter_->addWidget(side_);
    splitter_->setStretchFactor(0, 3);
    splitter_->setStretchFactor(1, 1);
    splitter_->setSizes({950, 410});  // room for the whole garden of the Homestead

    connect(scene_, &QGraphicsScene::selectionChanged, this, &HackenbushPage::selectionChanged);
    connect(scene_, &PictureScene::edgeHovered, this, [this](std::optional<EdgeId> id) {
        if (id) p_.status->showSentence(scene_->edgeToolTip(*id));
        else p_.status->clear();
    });
}

void HackenbushPage::buildPlay() {
    play_ = new PlayController(view_, p_.window);
    playPanel_ = new PlayPanel(play_);
    playDock_ = new QDockWidget(tr("Play"), p_.window);
    playDock_->setObjectName(QStringLiteral("playDock"));
    playDock_->setFeatures(QDockWidget::NoDockWidgetFeatures);
    playArea_ = new FittingScrollArea(playPanel_);  // all its sentences' lines, or a scroll bar
    playArea_->setAccessibleName(tr("Play panel"));
    playDock_->setWidget(playArea_);
    p_.window->addDockWidget(Qt::RightDockWidgetArea, playDock_);
    playDock_->hide();
    connect(TextScale::instance(), &TextScale::changed, this, &HackenbushPage::fitPlayDockToPanel);  // Larger Text at a projector
    // F2 starts a new game from the canvas and from the panel, as on the other game pages.
    auto* newGame = addPageAction(view_, GameActions::tr("New game"), {GameActions::newGameKey()}, {});
    playPanel_->addAction(newGame);
    connect(newGame, &QAction::triggered, play_, &PlayController::newGame);  // (nothing outside Play)
    explainPanel_ = new ExplainPanel;
    explainPanel_->setScene(scene_);
    p_.actions->explain = addExplainDock(p_.window, explainPanel_);
    showTermsInGarden(explainPanel_, garden_);  // the terms in their colours in the side view too
    new GardenHoverLink(garden_, view_, {scene_, play_->scene(), collapse_->scene()}, this);
    find_ = new FindActions(p_.window, view_, play_);  // find_actions.h: the find bar under the canvas, F3
    p_.actions->find = find_->findAction();
    p_.actions->nextWinning = find_->nextAction();
    p_.actions->previousWinning = find_->previousAction();
    connect(play_, &GameController::changed, this, &HackenbushPage::updateMoveActions);
    connect(play_, &GameController::engineThinkingChanged, this, &HackenbushPage::updateMoveActions);
    // what the status line says of the game while the Play panel is folded away
    connect(play_, &PlayController::outcomeChanged, this, &HackenbushPage::updateMoveActions);
    connect(play_, &PlayController::engineChose, this, &HackenbushPage::updateMoveActions);
    connect(play_, &PlayController::numbersHiddenChanged, this, &HackenbushPage::updateMoveActions);
    connect(play_->document(), &PictureDocument::analysisChanged, this, &HackenbushPage::updateMoveActions);
    for (QWidget* panel : {static_cast<QWidget*>(garden_), static_cast<QWidget*>(explainPanel_)}) new NumbersCover(panel);
    connect(play_, &PlayController::numbersHiddenChanged, this, &HackenbushPage::hideNumbers);
    connect(play_, &PlayController::namingChanged, this, [this] {  // Play names edges by their tags
        if (play_->active()) explainPanel_->setNamingPicture(play_->namingPicture());
    });
}

// While a game hides its numbers nothing else gives them away: the winning moves (M, F3) wait, and
// the garden and Explain, which show the game's position, are covered by a note.
void HackenbushPage::hideNumbers(bool hiding) {
    const WindowActions& a = *p_.actions;
    for (QAction* giveaway : {a.winning, a.nextWinning, a.previousWinning}) setActionEnabled(giveaway, !hiding);
    for (QWidget* panel : {static_cast<QWidget*>(garden_), static_cast<QWidget*>(explainPanel_)})
        if (auto* cover = panel->findChild<NumbersCover*>(QString(), Qt::FindDirectChildrenOnly)) cover->setVisible(hiding);
    view_->refitIfFitted();  // the labels changed width, as a T, W or N toggle changes them
}

void HackenbushPage::setActionEnabled(QAction* action, bool on) {
    if (enabledAway_.contains(action)) enabledAway_[action] = on;
    else action->setEnabled(on);
}

void HackenbushPage::connectActions() {
    const WindowActions& a = *p_.actions;
    connect(a.undoMove, &QAction::triggered, play_, [this] { play_->undo(); });
    connect(a.redoMove, &QAction::triggered, play_, [this] { play_->redo(); });
    connect(a.copy, &QAction::triggered, edits_, &EditController::copyCgsuite);
    connect(a.paste, &QAction::triggered, edits_, [this] { edits_->startPaste(QApplication::clipboard()->text()); });
    connect(a.deleteSelection, &QAction::triggered, edits_, &EditController::deleteSelection);
    connect(a.selectAll, &QAction::triggered, edits_, &EditController::selectAll);
    connect(a.layout, &QAction::triggered, edits_, &EditController::layOut);
    connect(a.exportImage, &QAction::triggered, export_, &PictureExport::exportDialog);
    connect(a.drawMode, &QAction::triggered, scene_, [this] { scene_->setMode(PictureScene::Mode::Draw); });
    connect(a.selectMode, &QAction::triggered, scene_, [this] { scene_->setMode(PictureScene::Mode::Select); });
    connect(a.playMode, &QAction::toggled, this, &HackenbushPage::setPlayMode);
    connect(a.playPanel, &QAction::toggled, this, &HackenbushPage::showPlayPanel);
    connect(a.zoomIn, &QAction::triggered, view_, [this] { view_->zoomBy(1.25); });
    connect(a.zoomOut, &QAction::triggered, view_, [this] { view_->zoomBy(0.8); });
    connect(a.fit, &QAction::triggered, view_, [this] { view_->fitToContents(); });
    connect(a.actualSize, &QAction::triggered, view_, [this] { view_->resetZoom(); });
}

// A display setting applies to the drawing's canvas and to the game's alike.
void HackenbushPage::connectToggles() {
    const WindowActions& a = *p_.actions;
    connect(a.snap, &QAction::toggled, scene_, [this](bool on) { scene_->setSnapToGrid(on); });
    connect(a.stresses, &QAction::toggled, this, [this](bool on) {
        forBothScenes(&PictureScene::setShowStresses, on);
        view_->refitIfFitted();
    });
    connect(a.weights, &QAction::toggled, this, [this](bool on) {
        forBothScenes(&PictureScene::setShowWeights, on);
        view_->refitIfFitted();
    });
    connect(a.names, &QAction::toggled, this, [this](bool on) {
        forBothScenes(&PictureScene::setShowNames, on);
        view_->refitIfFitted();
    });
    connect(a.classes, &QAction::toggled, this, [this](bool on) {
        forBothScenes(&PictureScene::setShowClasses, on);
        if (on) side_->setCurrentWidget(classPanel_);
    });
    connect(a.winning, &QAction::toggled, this, [this](bool on) { forBothScenes(&PictureScene::setShowWinningMoves, on); });
    connect(a.garden, &QAction::toggled, side_, [this](bool on) { side_->setVisible(on); });
}

void HackenbushPage::forBothScenes(void (PictureScene::*setter)(bool), bool on) {
    (scene_->*setter)(on);
    (play_->scene()->*setter)(on);
}

void HackenbushPage::buildToolBar() {
    const WindowActions& a = *p_.actions;
    toolBar_ = new QToolBar(tr("Main"));
    toolBar_->setObjectName(QStringLiteral("mainToolBar"));
    toolBar_->setIconSize(QSize(28, 28));
    toolBar_->setMovable(false);
    const QList<QList<QAction*>> groups{{a.newFile, a.open, a.save, a.exportImage},
                                        {a.undo, a.redo, a.undoMove, a.redoMove, a.deleteSelection},
                                        {a.drawMode, a.selectMode, a.layout, a.playMode},
                                        {a.zoomIn, a.zoomOut, a.fit},
                                        {a.weights, a.names, a.classes, a.winning, a.garden}};
    for (const QList<QAction*>& group : groups) {
        if (group != groups.front()) toolBar_->addSeparator();
        toolBar_->addActions(group);
    }
    // The toolbar is the page's own, at its top under the tabs: the window's toolbar area would
    // hide it with the other pages and move the tabs up and down at each change of page.
    page_ = new QWidget;
    auto* column = new QVBoxLayout(page_);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    column->addWidget(toolBar_);
    column->addWidget(splitter_, 1);
}

QWidget* HackenbushPage::widget() { return page_; }

QString HackenbushPage::pageTitle() const { return tr("Hackenbush"); }

QList<QAction*> HackenbushPage::presentationActions() const {
    const WindowActions& a = *p_.actions;
    return {a.drawMode, a.selectMode, a.playMode, separators_[0], a.undo, a.redo, a.undoMove, a.redoMove,
            separators_[1], a.fit, a.winning, a.playPanel};
}

void HackenbushPage::selectionChanged() {
    // a glance, not the list: 2·10^5 items after Select All at 10^5 edges
    const PictureScene::SelectionGlance glance = scene_->glanceAtSelection();
    edits_->updateDeleteAction(glance.any);
    if (const std::optional<EdgeId> edge = glance.onlyEdge) {
        classPanel_->showClassOf(*edge);
        const EdgeAnalysis* a = p_.drawing->snapshot().edge(*edge);
        if (a && a->concyclicClass >= 0 && side_->isVisible()) side_->setCurrentWidget(classPanel_);
    }
}

void HackenbushPage::selectEdge(EdgeId edge, bool showClass) {
    scene_->clearSelection();
    if (EdgeItem* item = scene_->edgeItem(edge)) item->setSelected(true);
    if (showClass) {
        p_.actions->garden->setChecked(true);
        side_->setCurrentWidget(classPanel_);
        classPanel_->showClassOf(edge);
    }
}

// ---- Play ----

void HackenbushPage::setPlayMode(bool on) {
    const WindowActions& a = *p_.actions;
    if (on == play_->active()) return;
    if (a.playMode->isChecked() != on) {
        a.playMode->setChecked(on);  // toggled() comes back here
        return;
    }
    if (on) collapse_->leave();  // Play takes the canvas from the drawing, not from the stepper
    collapse_->action()->setEnabled(!on);
    // edits are disabled while playing; the drawing is shown again unchanged on leaving
    for (QAction* edit : {a.newFile, a.open, a.paste, a.selectAll, a.layout, a.drawMode, a.selectMode}) edit->setEnabled(!on);
    a.undo->setEnabled(!on && p_.stack->canUndo());
    a.redo->setEnabled(!on && p_.stack->canRedo());
    // Ctrl+Z / Ctrl+Shift+Z undo and redo moves while playing, edits otherwise (one owner at a time: no ambiguity)
    const QList<QKeySequence> undoSet = QKeySequence::keyBindings(QKeySequence::Undo), redoSet = WindowActions::redoKeys(), none;
    a.undo->setShortcuts(on ? none : undoSet);
    a.redo->setShortcuts(on ? none : redoSet);
    a.undoMove->setShortcuts(on ? undoSet : none);
    a.redoMove->setShortcuts(on ? redoSet : none);
    // the Edit menu and the toolbar offer the moves' undo/redo in place of the drawing's
    for (QAction* d : {a.undo, a.redo}) d->setVisible(!on);
    for (QAction* m : {a.undoMove, a.redoMove, a.playPanel}) m->setVisible(on);
    // the garden follows the game in Play; the class panel belongs to the drawing
    garden_->setDocument(on ? play_->document() : p_.drawing);
    explainPanel_->setScene(on ? play_->scene() : scene_);
    side_->setTabEnabled(side_->indexOf(classPanel_), !on);
    side_->setTabToolTip(side_->indexOf(classPanel_), on ? tr("Not in Play: the class panel describes the drawing") : QString());
    if (on) side_->setCurrentWidget(garden_);
    emit playModeChanged(on);
    if (on) {
        scene_->clearSelection();
        scene_->hoverEdge(std::nullopt);
        play_->enter(p_.drawing->sharedPicture());  // the one place Play is given the drawing
        explainPanel_->setNamingPicture(play_->namingPicture());  // Play names edges by their tags
        playPanel_->refreshSettings();
        gardenBeforePlay_ = a.garden->isChecked();
        a.garden->setChecked(false);  // the panel makes room for the Play dock; F9 shows it again
        showPlayPanel(a.playPanel->isChecked());
    } else {
        play_->leave();
        explainPanel_->setNamingPicture(nullptr);
        playDock_->hide();
        a.garden->setChecked(gardenBeforePlay_);
    }
    p_.status->clear();  // in Play the instruction shows instead
    p_.status->updateLabels();
    edits_->updateDeleteAction();
    updateMoveActions();
}

// F8, in Play: the panel beside the canvas, or folded away with the status line saying whose move it
// is and the value (updateMoveActions).
void HackenbushPage::showPlayPanel(bool on) {
    if (!play_->active()) return;
    if (!current_) {  // away: the dock shows as the toggle says once the page is back
        dockWasVisible_ = on;
        return;
    }
    playDock_->setVisible(on);
    if (on && presenting_) fitPlayDockToPanel();
    updateMoveActions();
}

void HackenbushPage::updateMoveActions() {
    const HackenbushSession& s = play_->session();
    const bool free = play_->active() && !play_->engineThinking();
    setActionEnabled(p_.actions->undoMove, free && s.canUndo());
    setActionEnabled(p_.actions->redoMove, free && s.canRedo());
    // the status line's resting text: how to chop while the game goes on, its end once it is over
    const bool folded = play_->active() && !p_.actions->playPanel->isChecked();
    const QString key = p_.actions->playPanel->shortcut().toString(QKeySequence::NativeText);
    const QString position = folded ? tr("%1 — %2 (%3: the Play panel)").arg(play_->turnText(), play_->outcomeText(), key) : QString();
    p_.status->setPlayOver(play_->active() && play_->isOver() ? play_->gameOverText() : QString(), free && s.canUndo(), position);
}

// ---- in view or away; presenting ----

void HackenbushPage::setCurrent(bool current) {
    if (current == current_) return;
    current_ = current;
    if (!current) {
        // (Collapse Step by Step is the canvas's too: on another page it would step nothing)
        QList<QAction*> canvasActions = p_.actions->hackenbushActions();
        canvasActions << collapse_->action();
        for (QAction* a : canvasActions) {
            enabledAway_.insert(a, a->isEnabled());
            a->setEnabled(false);
        }
        for (QMenu* m : menus_) {
            enabledAway_.insert(m->menuAction(), m->isEnabled());
            m->setEnabled(false);
        }
        dockWasVisible_ = playDock_->isVisible();
        playDock_->hide();
        explainWasVisible_ = explainPanel_->isVisible();  // the Explain dock is the canvas's: away meanwhile
        explainPanel_->parentWidget()->hide();
        return;
    }
    for (auto it = enabledAway_.cbegin(); it != enabledAway_.cend(); ++it) {
        if (QMenu* m = QMenu::menuInAction(it.key())) m->setEnabled(it.value());
        else it.key()->setEnabled(it.value());
    }
    enabledAway_.clear();
    playDock_->setVisible(dockWasVisible_);
    if (explainWasVisible_) explainPanel_->parentWidget()->show();
    view_->setFocus();  // where the letter keys act
}

void HackenbushPage::setPresenting(bool presenting) {
    presenting_ = presenting;
    for (PictureScene* s : {scene_, play_->scene(), collapse_->scene()}) s->setPresenting(presenting);
    QAction* panel = p_.actions->playPanel;
    if (!presenting) panel->setChecked(panelAtDesk_);  // (before the dock's desk width comes back)
    narrowPlayDock(presenting);
    // On a screen too narrow for Play's panel beside the picture's numbers, the panel starts folded
    // away (PresentationMode::kSidePanelFromWidth); leaving gives the desk its toggle back.
    if (presenting) {
        panelAtDesk_ = panel->isChecked();
        const QScreen* screen = p_.window->screen();
        if (screen && screen->geometry().width() < PresentationMode::kSidePanelFromWidth) panel->setChecked(false);
    }
    setHighContrast(presenting || HighContrast::instance()->on());
    if (presenting) {
        gardenBeforePresenting_ = p_.actions->garden->isChecked();
        fittedBeforePresenting_ = view_->fitted();
        view_->setReadableLimit(PresentationMode::kReadableLimit);
        p_.actions->garden->setChecked(false);
        scrollBars_ = {view_->horizontalScrollBarPolicy(), view_->verticalScrollBarPolicy()};
        view_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);  // nothing to scroll: the picture is fitted
        view_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    } else {
        p_.actions->garden->setChecked(gardenBeforePresenting_);
        view_->setReadableLimit(PictureView::kReadableLimit);
        view_->setHorizontalScrollBarPolicy(scrollBars_.first);
        view_->setVerticalScrollBarPolicy(scrollBars_.second);
        if (!fittedBeforePresenting_) return;
    }
    view_->fitToContents();
    // once the window's new layout has settled; the view refits itself on later resizes
    QTimer::singleShot(0, view_, [view = QPointer<PictureView>(view_)] {
        if (view && view->fitted()) view->fitToContents();
    });
}

// Once the panel shows what it keeps while presenting (its fonts and rows follow the presentation's
// text size in the same turn of the event loop), the dock takes the width the panel asks for: the
// dock keeps whatever width it had before (a wider desk panel, the settings' rows), and each pixel
// of it is taken from the picture's numbers.
void HackenbushPage::fitPlayDockToPanel() {
    QTimer::singleShot(0, this, [this] {
        if (!presenting_ || !playDock_->isVisible()) return;
        playArea_->updateGeometry();  // (a scroll area does not pass on its panel's new hints by itself)
        const int wanted = std::clamp(playArea_->sizeHint().width(), playArea_->minimumSizeHint().width(), playDock_->maximumWidth());
        p_.window->resizeDocks({playDock_}, {wanted}, Qt::Horizontal);
    });
}

void HackenbushPage::narrowPlayDock(bool presenting) {
    if (presenting) {
        playDockWidth_ = playDock_->isVisible() ? playDock_->width() : 0;
        const QScreen* screen = p_.window->screen();
        const int share = screen ? screen->geometry().width() * PresentationMode::kSidePanelPercent / 100 : 0;
        playDock_->setMaximumWidth(std::max(playArea_->minimumSizeHint().width(), share));
        fitPlayDockToPanel();
        return;
    }
    playDock_->setMaximumWidth(QWIDGETSIZE_MAX);
    // once the window has its desk geometry back (the dock's width is kept through that change)
    QTimer::singleShot(0, this, [this, width = playDockWidth_] {
        if (width > 0 && playDock_->isVisible()) p_.window->resizeDocks({playDock_}, {width}, Qt::Horizontal);
    });
}

}  // namespace homestead::gui
