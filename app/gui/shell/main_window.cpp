// The main window: the controllers and the pages, wired together (see main_window.h).
#include "main_window.h"

#include "animating_page.h"
#include "autosave_alert.h"
#include "autosaver.h"
#include "chrome_text_scale.h"
#include "edit_controller.h"
#include "eliding_status_bar.h"
#include "exercise_sheet_dialog.h"
#include "file_controller.h"
#include "function_editor.h"
#include "find_actions.h"
#include "focus_halo.h"
#include "game_page.h"
#include "hackenbush_page.h"
#include "handout_actions.h"
#include "help_guide.h"
#include "high_contrast.h"
#include "language_menu.h"
#include "nim_game.h"
#include "nim_page.h"
#include "page_tabs.h"
#include "picture_export.h"
#include "picture_scene.h"
#include "play_controller.h"
#include "presentation_mode.h"
#include "puzzle_page.h"
#include "recovery_controller.h"
#include "status_line.h"
#include "text_size_actions.h"
#include "transfinite_page.h"
#include "welter_strip_page.h"

#include "collapse_stepper.h"

#include <QAction>
#include <QCloseEvent>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QStatusBar>
#include <QTabWidget>

#include <algorithm>
#include <initializer_list>
#include <memory>
#include <utility>
#include <vector>

static void initHomesteadResources() { Q_INIT_RESOURCE(homestead); }

namespace homestead::gui {

MainWindow::MainWindow(QWidget* parent) : MainWindow(std::make_shared<WindowDrawing>(), parent) {}

MainWindow::MainWindow(std::shared_ptr<WindowDrawing> drawing, QWidget* parent)
    : QMainWindow(parent), drawing_(std::move(drawing)), doc_(drawing_->document), stack_(drawing_->stack), errors_(this) {
    const bool takenOver = drawing_->autosaver != nullptr;
    initHomesteadResources();
    FocusHalo::install();  // the keyboard focus ringed on every widget while the keyboard is in use
    setWindowIcon(WindowActions::icon("homestead"));
    actions_ = WindowActions::make(this, &stack_);
    setStatusBar(new ElidingStatusBar);  // a long message cut before the value, whole in its tooltip
    status_ = new StatusLine(statusBar(), &doc_, [this] { return hackenbush_ && hackenbush_->play()->active(); }, this);
    hackenbush_ = new HackenbushPage({this, &doc_, &stack_, &actions_, status_, &errors_}, this);
    files_ = new FileController({this, &doc_, &stack_, hackenbush_->view(), status_, &errors_}, this);
    if (!takenOver) drawing_->autosaver = std::make_unique<Autosaver>(&doc_, &stack_);
    new AutosaveAlert(this, autosaver(), status_);  // autosave failures in the status line and title
    recovery_ = new RecoveryController({this, &doc_, &stack_, hackenbush_->view(), autosaver(), files_, status_}, this);
    connect(files_, &FileController::fileOpened, this, &MainWindow::fileOpened);
    connect(recovery_, &RecoveryController::offered, this, &MainWindow::recoveryOffered);
    connect(hackenbush_, &HackenbushPage::playModeChanged, files_, &FileController::setPlaying);
    hackenbush_->addPageMenus({files_->recentMenu(), files_->examplesMenu()});
    addPages();
    connectActions();
    createMenus();

    // 1360×860 where there is room; on a smaller screen (a projector's 1280×720) the whole window,
    // status bar and value included, fits what the screen has free.
    QSize size(1360, 860);
    if (const QScreen* screen = QGuiApplication::primaryScreen())
        size = size.boundedTo(screen->availableGeometry().size() - QSize(16, 40));
    resize(size);
    if (takenOver) files_->takeOverDrawing();  // shown, titled and its file watched as if opened here
}

MainWindow::~MainWindow() {
    files_->endSaving();  // a save under way is written whole, and reported to the drawing it saved
    // The page first, while the document it reads is still here: the scenes' last signals
    // (selection cleared) must not reach it; nor the tabs' last changes the pages.
    pages_->widget()->disconnect(pages_);
    delete std::exchange(hackenbush_, nullptr);
}

void MainWindow::addPages() {
    pages_ = new PageTabs(this);
    pages_->addPage(hackenbush_, WindowActions::icon("draw"));
    welter_ = new WelterStripPage;
    nim_ = new NimPage;
    puzzles_ = new PuzzlePage;  // "Find the winning move"
    animating_ = new AnimatingPage;
    transfinite_ = new TransfinitePage;  // Abuku's transfinite Welter and Nim
    for (GamePage* page : std::initializer_list<GamePage*>{welter_, nim_, puzzles_, animating_, transfinite_}) {
        pages_->addPage(page);
        status_->routeFrom(page);  // said once: in the window's status line
    }
    setCentralWidget(pages_->widget());
    // a function of Nim 0: its Welt is the Welter value of coins on its poles
    connect(nim_, &NimPage::transfiniteRequested, this, [this] {
        pages_->setCurrent(transfinite_);
        transfinite_->game()->setKind(TransfiniteKind::Nim);
    });
    connect(animating_, &AnimatingPage::welterRequested, this, [this](const std::vector<int>& poles) {
        WelterGame* game = welter_->game();
        game->setLength(std::max(game->length(), poles.empty() ? 1 : poles.back() + 1));
        if (game->setCoins(WelterGame::Position(poles.begin(), poles.end()))) pages_->setCurrent(welter_);
    });
    connect(pages_, &PageTabs::currentPageChanged, this, [this](GamePage* page) { status_->setPage(page, page == hackenbush_); });
}

void MainWindow::connectActions() {
    const WindowActions& a = actions_;
    connect(a.newFile, &QAction::triggered, files_, &FileController::newFile);
    connect(a.open, &QAction::triggered, files_, &FileController::open);
    connect(a.save, &QAction::triggered, files_, &FileController::save);
    connect(a.saveAs, &QAction::triggered, files_, &FileController::saveAs);
    connect(a.quit, &QAction::triggered, this, &QWidget::close);
    connect(a.guide, &QAction::triggered, this, &MainWindow::showGuide);
    connect(a.about, &QAction::triggered, this, [this] {
        QMessageBox::about(this, tr("About Homestead"),
                           tr("<h3>Homestead</h3><p>A workbench for Conway's Hackenbush unrestrained and "
                              "Welter's game.</p><p>Every number is computed by Conway's theory (<i>On Numbers "
                              "and Games</i>, ch. 13): stress, weight, cycle collapsing, concyclic classes.</p>"));
    });
}

void MainWindow::createMenus() {
    const WindowActions& a = actions_;
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addActions({a.newFile, a.open});
    file->addMenu(files_->recentMenu());
    file->addActions({a.save, a.saveAs});
    file->addSeparator();
    file->addAction(a.exportImage);
    hackenbush_->exports()->handouts()->addTo(file);
    file->addAction(exerciseSheetAction(this));  // open on every page
    file->addSeparator();
    file->addAction(a.quit);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addActions({a.undo, a.redo, a.undoMove, a.redoMove});
    edit->addSeparator();
    edit->addActions({a.copy, a.paste, a.deleteSelection, a.selectAll});
    edit->addSeparator();
    edit->addActions({a.find, a.nextWinning, a.previousWinning});
    edit->addSeparator();
    edit->addActions({a.drawMode, a.selectMode, a.layout});

    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addActions({a.zoomIn, a.zoomOut, a.fit, a.actualSize});
    view->addSeparator();
    view->addActions({a.snap, a.stresses, a.weights, a.names, a.classes, a.winning, a.garden, a.explain});
    view->addSeparator();
    view->addAction(collapseStepper()->action());
    view->addActions({a.playMode, a.playPanel});
    view->addSeparator();
    addTextSizeActions(this, view);  // Larger / Smaller / Reset Text (text_size_actions.h)
    followTextScaleInChrome(this);   // tabs, dock titles, group boxes and buttons grow with it
    addHighContrastAction(this, view);  // View → High Contrast (high_contrast.h)
    presentation_ = new PresentationMode({this, pages_, {status_->valueLabel(), status_->partsLabel()}, a.open, files_->examplesMenu()});
    view->addAction(presentation_->toggleAction());  // F5 (presentation_mode.h)
    presentation_->yieldEscapeTo(collapseStepper()->leaveAction());  // Esc ends the stepping first

    // Abuku's transfinite examples under the pictures: each opens the Transfinite page on it.
    files_->examplesMenu()->addSection(tr("Transfinite Welter and Nim"));
    for (QAction* example : transfinite_->exampleActions())
        connect(files_->examplesMenu()->addAction(example->text()), &QAction::triggered, this, [this, example] {
            pages_->setCurrent(transfinite_);
            example->trigger();
        });
    menuBar()->addMenu(files_->examplesMenu());
    menuBar()->addMenu(makeLanguageMenu(this));  // switches live (window_host.h builds the window again)
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addActions({a.guide, a.about});
}

void MainWindow::closeEvent(QCloseEvent* event) {
    // Live while a save runs (one under way, or the prompt's Save): closes once it has saved; asks
    // again if the drawing was edited meanwhile; stays if it failed or the user cancels.
    event->ignore();
    if (closeWaitsForSave_) return;
    const auto inThisEvent = std::make_shared<bool>(true);
    bool closeNow = false;
    closeWaitsForSave_ = true;
    files_->askToSaveThen(
        [this, inThisEvent, &closeNow] {
            closeWaitsForSave_ = false;
            if (*inThisEvent) closeNow = true;  // nothing to save, or discarded
            else QMetaObject::invokeMethod(this, [this] { close(); }, Qt::QueuedConnection);  // saved: clean now
        },
        [this] { closeWaitsForSave_ = false; });
    *inThisEvent = false;
    if (closeNow) event->accept();
}

// ---- the parts ----

EditController* MainWindow::edits() const { return hackenbush_->edits(); }
PictureScene* MainWindow::scene() const { return hackenbush_->scene(); }
PictureView* MainWindow::view() const { return hackenbush_->view(); }
GardenView* MainWindow::gardenView() const { return hackenbush_->gardenView(); }
ClassPanel* MainWindow::classPanel() const { return hackenbush_->classPanel(); }
ExplainPanel* MainWindow::explainPanel() const { return hackenbush_->explainPanel(); }
QTabWidget* MainWindow::sideTabs() const { return hackenbush_->sideTabs(); }
CollapseStepper* MainWindow::collapseStepper() const { return hackenbush_->collapseStepper(); }
PlayController* MainWindow::play() const { return hackenbush_->play(); }
PlayPanel* MainWindow::playPanel() const { return hackenbush_->playPanel(); }
FindActions* MainWindow::findActions() const { return hackenbush_->findActions(); }
HandoutActions* MainWindow::handouts() const { return hackenbush_->exports()->handouts(); }
QTabWidget* MainWindow::tabs() const { return pages_->widget(); }
QToolBar* MainWindow::toolBar() const { return hackenbush_->pageToolBar(); }
QMenu* MainWindow::recentMenu() const { return files_->recentMenu(); }
QString MainWindow::valueText() const { return status_->valueText(); }
QString MainWindow::partsText() const { return status_->partsText(); }

void MainWindow::startOpening(const QString& path) { files_->startOpening(path); }
bool MainWindow::opening() const { return files_->opening(); }
bool MainWindow::openFile(const QString& path) { return files_->openFile(path); }
bool MainWindow::openText(const QByteArray& json, const QString& origin) { return files_->openText(json, origin); }
bool MainWindow::saveTo(const QString& path) { return files_->saveTo(path); }
bool MainWindow::offerRecovery() { return recovery_->offer(); }
void MainWindow::startRecoveryOffer() { recovery_->startOffer(); }
bool MainWindow::recoveryPending() const { return recovery_->pending(); }
void MainWindow::restoreRecovery(const RecoveredDrawing& recovery) { recovery_->restore(recovery); }
bool MainWindow::startPaste(const QString& text) { return edits()->startPaste(text); }
bool MainWindow::pasteText(const QString& text) { return edits()->pasteText(text); }
bool MainWindow::workerEditing() const { return edits()->busy(); }
bool MainWindow::waitForWorkerEdit() { return edits()->wait(); }
const Picture& MainWindow::shownPicture() const { return edits()->shownPicture(); }
QString MainWindow::cgsuiteText() const { return edits()->cgsuiteText(); }
bool MainWindow::exportImage(const QString& path) { return hackenbush_->exports()->exportImage(path); }
QString MainWindow::exportSuggestion() const { return hackenbush_->exports()->exportSuggestion(); }
void MainWindow::setPlayMode(bool on) { hackenbush_->setPlayMode(on); }

// ---- Help → Guide (F1) and what its links open ----

void MainWindow::showGuide() {
    const bool first = !guide_;
    HelpGuide* g = guide();
    // first time over the side panel, so the canvas where its links select edges stays in view
    if (first) g->move(mapToGlobal(QPoint(std::max(0, width() - g->width() - 12), 70)));
    g->show();
    g->raise();
}

HelpGuide* MainWindow::guide() {
    if (!guide_) {
        guide_ = new HelpGuide(this);
        connect(guide_, &HelpGuide::exampleRequested, this, [this](const GuideExample& e) {
            showExample(e.file, e.edgeName, e.edgeId, e.classPanel);
        });
        connect(guide_, &HelpGuide::nimRequested, this, [this](const std::vector<std::int64_t>& heaps) {
            pages_->setCurrent(nim_);
            if (!nim_->game()->setHeaps(heaps)) status_->show(nim_->game()->lastError());
        });
        connect(guide_, &HelpGuide::animatingRequested, this, [this](const QStringList& steps) {
            pages_->setCurrent(animating_);
            animating_->fEditor()->setSteps(steps.value(0));
            if (steps.size() > 1) animating_->gEditor()->setSteps(steps.value(1));
        });
        connect(guide_, &HelpGuide::transfiniteRequested, this, [this](const GuideTransfinite& t) {
            pages_->setCurrent(transfinite_);
            const TransfiniteKind kind = t.nim ? TransfiniteKind::Nim : TransfiniteKind::Welter;
            if (t.coins.isEmpty()) transfinite_->game()->setKind(kind);
            else transfinite_->showPosition(kind, t.coins);
        });
    }
    return guide_;
}

bool MainWindow::showExample(const QString& file, const QString& edgeName, std::optional<int> edgeId, bool classPanel) {
    if (play()->active()) setPlayMode(false);
    return files_->openExample(file, [this, file, edgeName, edgeId, classPanel] {
        pages_->setCurrent(hackenbush_);
        scene()->finishItems();
        std::optional<EdgeId> edge;
        for (const Edge& e : doc_.picture().edges())
            if ((edgeId && e.id == *edgeId) || (!edgeId && QString::fromStdString(e.name) == edgeName)) {
                edge = e.id;
                break;
            }
        if (!edge) status_->show(tr("The example %1 has no edge named “%2”.").arg(file, edgeName));
        else hackenbush_->selectEdge(*edge, classPanel);
    });
}

}  // namespace homestead::gui
