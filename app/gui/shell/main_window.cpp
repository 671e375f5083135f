// The main window: actions, menus, toolbar, status bar, files, clipboard, export.
#include "main_window.h"

#include "homestead/explanation_text.h"
#include "homestead/outcome_text.h"

#include "autosaver.h"
#include "class_panel.h"
#include "collapse_stepper.h"
#include "edit_commands.h"
#include "example_pictures.h"
#include "exercise_sheet_dialog.h"
#include "explain_panel.h"
#include "find_actions.h"
#include "fitting_scroll_area.h"
#include "garden_hover_link.h"
#include "garden_view.h"
#include "handout_actions.h"
#include "picture_file_formats.h"
#include "picture_io.h"
#include "picture_loader.h"
#include "picture_renderer.h"
#include "picture_scene.h"
#include "picture_view.h"
#include "presentation_mode.h"
#include "text_size_actions.h"
#include "safe_file_writer.h"

#include "homestead/picture_limits.h"
#include "play_controller.h"
#include "play_panel.h"
#include "puzzle_page.h"

#if __has_include("welter_strip_page.h")
#include "welter_strip_page.h"
#define HOMESTEAD_HAS_WELTER_PAGE 1
#endif

#include "help_guide.h"
#include "nim_page.h"
#include "text_scale.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QDirIterator>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QSet>
#include <QSettings>
#include <QTextDocumentFragment>
#include <QPainterPath>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QToolBar>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <stdexcept>
#include <utility>

static void initHomesteadResources() { Q_INIT_RESOURCE(homestead); }

namespace homestead::gui {

namespace {
constexpr int kMaxRecent = 8;
// Redo: Ctrl+Shift+Z and Ctrl+Y and the platform's own, each once (a key listed twice is "ambiguous")
QList<QKeySequence> redoKeys() {
    QList<QKeySequence> keys{QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)};
    for (const QKeySequence& k : QKeySequence::keyBindings(QKeySequence::Redo))
        if (!keys.contains(k)) keys << k;
    return keys;
}
QString keyText(const QKeySequence& k) { return k.toString(QKeySequence::NativeText); }
QIcon icon(const char* name) { return QIcon(QStringLiteral(":/icons/%1.svg").arg(QLatin1String(name))); }
}  // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    initHomesteadResources();
    setWindowIcon(icon("homestead"));
    scene_ = new PictureScene(&doc_, this);
    view_ = new PictureView(scene_);
    garden_ = new GardenView(&doc_);
    classPanel_ = new ClassPanel(&doc_);

    collapse_ = new CollapseStepper(&doc_, view_, this);
    collapse_->followGarden(garden_);  // the garden stands up where the side view draws it

    side_ = new QTabWidget;
    side_->addTab(garden_, icon("garden"), tr("Garden"));
    side_->addTab(classPanel_, icon("classes"), tr("Concyclic class"));
    side_->setCornerWidget(collapse_->makeButton(side_), Qt::TopRightCorner);
    // A matrix cell under the mouse: its x and y on the canvas, its sentence in the status line.
    connect(classPanel_, &ClassPanel::cellHovered, this, [this](std::optional<EdgeId> x, std::optional<EdgeId> y, QString sentence) {
        scene_->markEdges(x, y);
        if (x) statusBar()->showMessage(sentence);
        else statusBar()->clearMessage();
    });
    auto* splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(collapse_->canvasWithPanel());
    splitter->addWidget(side_);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({950, 410});  // room for the whole garden of the Homestead

    tabs_ = new QTabWidget;
    tabs_->setDocumentMode(true);
    tabs_->addTab(splitter, icon("draw"), tr("Hackenbush"));
#ifdef HOMESTEAD_HAS_WELTER_PAGE
    auto* welter = new WelterStripPage;
    welterPage_ = welter;
    tabs_->addTab(welter, tr("Welter's game"));
    welter->setStatusLineVisible(false);  // its messages go to the window's status bar, once
    connect(welter, &WelterStripPage::statusMessage, this, [this](const QString& text) {
        if (tabs_->currentWidget() == welterPage_) statusBar()->showMessage(text);
    });
    // a menu's status tip clears the bar when it goes: the page's message comes back
    connect(statusBar(), &QStatusBar::messageChanged, this, [this, welter](const QString& text) {
        if (text.isEmpty() && tabs_->currentWidget() == welterPage_ && !welter->statusText().isEmpty())
            statusBar()->showMessage(welter->statusText());
    });
#endif
    addNimPage();
    tabs_->addTab(new PuzzlePage, tr("Puzzles"));  // "Find the winning move"
    setCentralWidget(tabs_);
    sizeTabsToCurrentPage();

    // the scene asks, the window edits through undo commands
    // (positions kept within what a picture file can hold: whatever is drawn can be saved and opened again)
    connect(scene_, &PictureScene::nodeRequested, this, [this](Point at, bool ground) {
        stack_.push(new AddNodeCommand(&doc_, clampToPictureLimits(at), ground));
    });
    connect(scene_, &PictureScene::edgeRequested, this,
            [this](NodeId a, NodeId b) { stack_.push(new AddEdgeCommand(&doc_, a, b)); });
    connect(scene_, &PictureScene::edgeToNewNodeRequested, this, [this](NodeId a, Point at, bool ground) {
        stack_.push(new AddEdgeCommand(&doc_, a, clampToPictureLimits(at), ground));
    });
    connect(scene_, &PictureScene::nodesChangeRequested, this,
            [this](std::vector<NodeState> before, std::vector<NodeState> after, QString what) {
                for (NodeState& s : after)
                    if (s.position) s.position = clampToPictureLimits(*s.position);
                stack_.push(new SetNodesCommand(&doc_, std::move(before), std::move(after), what));
            });
    connect(scene_, &PictureScene::deleteRequested, this, [this](std::vector<NodeId> n, std::vector<EdgeId> e) {
        scene_->clearSelection();
        stack_.push(new RemoveCommand(&doc_, std::move(n), std::move(e)));
    });
    connect(scene_, &QGraphicsScene::selectionChanged, this, &MainWindow::selectionChanged);
    connect(scene_, &PictureScene::edgeHovered, this, [this](std::optional<EdgeId> id) {
        if (id) {
            const QString tip = scene_->edgeToolTip(*id).replace(QStringLiteral("<br>"), QStringLiteral("  ·  "));
            // Cut with an ellipsis where the value's label begins (the parts give way to it), not
            // clipped mid-word: the tooltip has it whole.
            int room = statusBar()->width() - 24;
            for (QWidget* w : {valueLabel_, busyLabel_})
                if (w->isVisible()) room -= w->width();
            const QString sentence = QTextDocumentFragment::fromHtml(tip).toPlainText();
            statusBar()->showMessage(statusBar()->fontMetrics().elidedText(sentence, Qt::ElideRight, std::max(room, 80)));
        }
        else statusBar()->clearMessage();
    });

    connect(&doc_, &PictureDocument::analysisChanged, this, &MainWindow::updateStatus);
    connect(&doc_, &PictureDocument::analysisStarted, this, [this] {
        busyLabel_->setVisible(true);
        // the numbers shown are the last picture's until the new ones come: say so
        valueLabel_->setStyleSheet(QStringLiteral("color:#8a8f98"));
        partsLabel_->setStyleSheet(QStringLiteral("color:#8a8f98"));
    });
    connect(&doc_, &PictureDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(&doc_, &PictureDocument::titleChanged, this, &MainWindow::updateTitle);
    connect(&stack_, &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    autosaver_ = std::make_unique<Autosaver>(&doc_, &stack_);
    loader_ = new PictureLoader(this);
    connect(loader_, &PictureLoader::loaded, this, &MainWindow::pictureLoaded);
    connect(loader_, &PictureLoader::failed, this, &MainWindow::pictureNotLoaded);

    play_ = new PlayController(view_, this);
    playPanel_ = new PlayPanel(play_);
    playDock_ = new QDockWidget(tr("Play"), this);
    playDock_->setObjectName(QStringLiteral("playDock"));
    playDock_->setFeatures(QDockWidget::NoDockWidgetFeatures);
    playDock_->setWidget(new FittingScrollArea(playPanel_));  // all its sentences' lines, or a scroll bar
    addDockWidget(Qt::RightDockWidgetArea, playDock_);
    playDock_->hide();
    explainPanel_ = new ExplainPanel;
    explainPanel_->setScene(scene_);
    actions_.insert(QStringLiteral("explain"), addExplainDock(this, explainPanel_));
    showTermsInGarden(explainPanel_, garden_);  // the terms in their colours in the side view too
    new GardenHoverLink(garden_, view_, {scene_, play_->scene(), collapse_->scene()}, this);
    find_ = new FindActions(this, view_, play_);  // find_actions.h: the find bar under the canvas, F3
    for (QAction* a : find_->actions()) actions_.insert(a->objectName(), a);

    createActions();
    createMenus();
    createToolBar();
    // Single letters act on the canvas only (it has the focus after a click on it): typed while a
    // combo box of the Play panel has the focus, "P" must not end the game, nor "S" switch modes.
    for (const char* name : {"drawMode", "selectMode", "playMode", "snap", "stresses", "weights", "classes", "winning", "explain"}) {
        QAction* a = action(QString::fromLatin1(name));
        removeAction(a);
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        view_->addAction(a);
    }
    view_->setFocus();

    valueLabel_ = new QLabel;
    QFont big = valueLabel_->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    valueLabel_->setFont(big);
    partsLabel_ = new QLabel;
    partsLabel_->setFont(big);
    valueLabel_->setObjectName(QStringLiteral("valueLabel"));  // presentation mode enlarges these
    partsLabel_->setObjectName(QStringLiteral("partsLabel"));
    busyLabel_ = new QLabel(tr("analysing…"));
    busyLabel_->setVisible(false);
    // In Play, what to do: the status line's resting text, which a hover sentence or a status tip
    // covers for a while (a normal widget, not a message that the first of them would clear).
    playInstruction_ = new QLabel(tr("Play: click an edge to chop it; what is no longer connected to the ground falls"));
    playInstruction_->setObjectName(QStringLiteral("playInstruction"));
    playInstruction_->setVisible(false);
    statusBar()->addWidget(playInstruction_, 1);
    statusBar()->addPermanentWidget(busyLabel_);
    statusBar()->addPermanentWidget(partsLabel_);
    statusBar()->addPermanentWidget(valueLabel_);
    TextScale::follow(statusBar());  // its sentences and the Play instruction, readable at a projector
    connect(statusBar(), &QStatusBar::messageChanged, this, &MainWindow::updateStatusLabels);

    connect(tabs_, &QTabWidget::currentChanged, this, &MainWindow::tabChanged);
    connect(play_, &GameController::changed, this, &MainWindow::updateMoveActions);
    connect(play_, &GameController::engineThinkingChanged, this, &MainWindow::updateMoveActions);

    // 1360×860 where there is room; on a smaller screen (a projector's 1280×720) the whole window,
    // status bar and value included, fits what the screen has free.
    QSize size(1360, 860);
    if (const QScreen* screen = QGuiApplication::primaryScreen())
        size = size.boundedTo(screen->availableGeometry().size() - QSize(16, 40));
    resize(size);
    updateTitle();
    updateStatus();
}

MainWindow::~MainWindow() {
    // The scenes go with the window's children, after its members: their last signals (selection
    // cleared) must not reach slots that read those members.
    scene_->disconnect(this);
    play_->scene()->disconnect(this);
}

QAction* MainWindow::action(const QString& name) const { return actions_.value(name, nullptr); }

void MainWindow::createActions() {
    auto make = [this](const QString& name, const QString& text, const char* iconName,
                       QList<QKeySequence> keys, const QString& tip, auto&& slot) {
        auto* a = new QAction(text, this);
        if (iconName) a->setIcon(icon(iconName));
        a->setShortcuts(keys);
        QString shortcut = keys.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(keys.first().toString(QKeySequence::NativeText));
        a->setToolTip(tip + shortcut);
        a->setStatusTip(tip);
        connect(a, &QAction::triggered, this, slot);
        actions_.insert(name, a);
        addAction(a);
        return a;
    };
    make("new", tr("&New"), "new", {QKeySequence::New}, tr("Start a new, empty picture"), [this] { newFile(); });
    make("open", tr("&Open…"), "open", {QKeySequence::Open}, tr("Open a picture file"), [this] { open(); });
    make("save", tr("&Save"), "save", {QKeySequence::Save}, tr("Save the picture"), [this] { save(); });
    make("saveAs", tr("Save &As…"), nullptr, {QKeySequence::SaveAs}, tr("Save the picture under a new name"), [this] { saveAs(); });
    make("export", tr("&Export Image…"), "export", {QKeySequence(Qt::CTRL | Qt::Key_E)},
         tr("Export the picture with its numbers as PNG or SVG"), [this] { exportDialog(); });
    make("quit", tr("&Quit"), nullptr, {QKeySequence::Quit}, tr("Quit Homestead"), [this] { close(); });
    // Print, Export PDF, Export TikZ (handout_actions.h): of what is shown, as the canvas shows it
    handouts_ = new HandoutActions(this, {[this] { return shownArtifact(); }, [this] { return canvasOptions(); },
                                          [this] { return exportSuggestion(); },
                                          [this](const QString& t, const QString& m, const QString& c) { showError(t, m, c); },
                                          [this](const QString& m) { statusBar()->showMessage(m, 6000); }});
    actions_.insert("print", handouts_->printAction());
    actions_.insert("exportPdf", handouts_->exportPdfAction());
    actions_.insert("exportTikz", handouts_->exportTikzAction());
    actions_.insert("analysisPage", handouts_->analysisPageAction());

    QAction* undo = stack_.createUndoAction(this, tr("&Undo"));
    undo->setIcon(icon("undo"));
    undo->setShortcuts(QKeySequence::Undo);
    undo->setToolTip(tr("Undo the last edit (%1)").arg(keyText(undo->shortcut())));
    actions_.insert("undo", undo);
    QAction* redo = stack_.createRedoAction(this, tr("&Redo"));
    redo->setIcon(icon("redo"));
    redo->setShortcuts(redoKeys());
    redo->setToolTip(tr("Redo (%1)").arg(keyText(redo->shortcut())));
    actions_.insert("redo", redo);
    // Play's undo/redo of moves: they take Ctrl+Z / Ctrl+Shift+Z from the drawing's while playing
    for (const char* n : {"undoMove", "redoMove"}) {
        const bool isUndo = QByteArray(n) == "undoMove";
        QAction* a = make(n, isUndo ? tr("Undo Move") : tr("Redo Move"), isUndo ? "undo" : "redo", {},
                          isUndo ? tr("Take back the last move (against an engine, its answer too)") : tr("Replay the move taken back"),
                          [this, isUndo] { isUndo ? play_->undo() : play_->redo(); });
        const QKeySequence key = isUndo ? QKeySequence(QKeySequence::Undo) : redoKeys().first();
        a->setToolTip(QStringLiteral("%1 (%2)").arg(a->statusTip(), keyText(key)));
        a->setEnabled(false);
        a->setVisible(false);  // shown in place of Undo/Redo while playing
    }
    make("copy", tr("&Copy as CGSuite"), "copy", {QKeySequence::Copy}, tr("Copy the picture as a CGSuite string"), [this] { copyCgsuite(); });
    make("paste", tr("&Paste CGSuite / JSON"), "paste", {QKeySequence::Paste},
         tr("Paste a CGSuite string (or picture JSON) beside the drawing"), [this] { paste(); });
    make("delete", tr("&Delete"), "delete", {QKeySequence::Delete, QKeySequence(Qt::Key_Backspace)},
         tr("Delete the selected nodes and edges"), [this] { deleteSelection(); });
    make("selectAll", tr("Select &All"), nullptr, {QKeySequence::SelectAll}, tr("Select everything"),
         [this] {
             scene_->selectAll();
             // a big picture is selected over a few turns, telling of it at the end: Delete is
             // ready at once (it has the rest selected first)
             if (scene_->selectingAll()) updateDeleteAction(true);
         });
    make("layout", tr("&Lay Out Again"), "layout", {QKeySequence(Qt::CTRL | Qt::Key_L)},
         tr("Arrange the picture automatically as a tree above the ground"), [this] { layOut(); });

    auto* modes = new QActionGroup(this);
    QAction* draw = make("drawMode", tr("&Draw"), "draw", {QKeySequence(Qt::Key_D)},
                         tr("Draw: click to add a node, drag from a node to add an edge, Shift+drag to move"),
                         [this] { scene_->setMode(PictureScene::Mode::Draw); });
    QAction* select = make("selectMode", tr("&Select and Move"), "select", {QKeySequence(Qt::Key_S)},
                           tr("Select and move: drag nodes, rubber-band select"),
                           [this] { scene_->setMode(PictureScene::Mode::Select); });
    for (QAction* a : {draw, select}) {
        a->setCheckable(true);
        modes->addAction(a);
    }
    draw->setChecked(true);

    QAction* playMode = make("playMode", tr("&Play Hackenbush"), nullptr, {QKeySequence(Qt::Key_P)},
                             tr("Play: chop edges against the engine on a copy of the picture (the drawing stays safe)"),
                             [] {});
    playMode->setCheckable(true);
    playMode->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
    connect(playMode, &QAction::toggled, this, [this](bool on) { setPlayMode(on); });

    make("zoomIn", tr("Zoom &In"), "zoom-in", {QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)},
         tr("Zoom in"), [this] { view_->zoomBy(1.25); });
    make("zoomOut", tr("Zoom &Out"), "zoom-out", {QKeySequence::ZoomOut}, tr("Zoom out"), [this] { view_->zoomBy(0.8); });
    make("fit", tr("&Fit to Window"), "zoom-fit", {QKeySequence(Qt::CTRL | Qt::Key_0)}, tr("Show the whole picture"),
         [this] { view_->fitToContents(); });
    make("actualSize", tr("Actual Si&ze"), nullptr, {QKeySequence(Qt::CTRL | Qt::Key_1)}, tr("Zoom 100%"),
         [this] { view_->resetZoom(); });
    auto toggle = [&](const QString& name, const QString& text, const char* iconName, QKeySequence key,
                      const QString& tip, bool on, auto&& slot) {
        QAction* a = make(name, text, iconName, {key}, tip, [] {});
        a->setCheckable(true);
        a->setChecked(on);
        connect(a, &QAction::toggled, this, slot);
        return a;
    };
    toggle("snap", tr("S&nap to Grid"), nullptr, QKeySequence(Qt::Key_G), tr("Snap nodes to a grid of half units"), false,
           [this](bool on) { scene_->setSnapToGrid(on); });
    toggle("stresses", tr("Show S&tresses"), nullptr, QKeySequence(Qt::Key_T), tr("Label each standing edge with its stress"), true,
           [this](bool on) { forBothScenes(&PictureScene::setShowStresses, on); view_->refitIfFitted(); });
    toggle("weights", tr("Show &Weights"), "weights", QKeySequence(Qt::Key_W),
           tr("Label each edge with its weight (σ|0) as well"), false, [this](bool on) { forBothScenes(&PictureScene::setShowWeights, on); view_->refitIfFitted(); });
    toggle("names", tr("Show N&ames"), "names", QKeySequence(Qt::Key_N),  // N&ames: S&nap has the n
           tr("Label each named edge with its name first (\"trunk: 5\")"), false,
           [this](bool on) { forBothScenes(&PictureScene::setShowNames, on); view_->refitIfFitted(); });
    toggle("classes", tr("Colour Concyclic &Classes"), "classes", QKeySequence(Qt::Key_C),
           tr("Colour the edges of each concyclic class; select an edge to see its class"), false, [this](bool on) {
               forBothScenes(&PictureScene::setShowClasses, on);
               if (on) side_->setCurrentWidget(classPanel_);
           });
    toggle("winning", tr("Show Winning &Moves"), "winning", QKeySequence(Qt::Key_M),
           tr("Highlight every edge whose chop wins"), false, [this](bool on) { forBothScenes(&PictureScene::setShowWinningMoves, on); });
    toggle("garden", tr("&Garden Side View"), "garden", QKeySequence(Qt::Key_F9),
           tr("Show the collapsed picture and the class panel beside the canvas"), true,
           [this](bool on) { side_->setVisible(on); });
    make("about", tr("&About Homestead"), "homestead", {}, tr("About Homestead"), [this] {
        QMessageBox::about(this, tr("About Homestead"),
                           tr("<h3>Homestead</h3><p>A workbench for Conway's Hackenbush unrestrained and "
                              "Welter's game.</p><p>Every number is computed by Conway's theory (<i>On Numbers "
                              "and Games</i>, ch. 13): stress, weight, cycle collapsing, concyclic classes.</p>"));
    });
}

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(action("new"));
    file->addAction(action("open"));
    recentMenu_ = file->addMenu(tr("Open &Recent"));
    file->addAction(action("save"));
    file->addAction(action("saveAs"));
    file->addSeparator();
    file->addAction(action("export"));
    handouts_->addTo(file);
    file->addAction(exerciseSheetAction(this));  // not in actions_: open on every tab
    file->addSeparator();
    file->addAction(action("quit"));

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    for (const char* n : {"undo", "redo", "undoMove", "redoMove"}) edit->addAction(action(n));
    edit->addSeparator();
    edit->addAction(action("copy"));
    edit->addAction(action("paste"));
    edit->addAction(action("delete"));
    edit->addAction(action("selectAll"));
    edit->addSeparator();
    find_->addTo(edit);
    edit->addSeparator();
    edit->addAction(action("drawMode"));
    edit->addAction(action("selectMode"));
    edit->addAction(action("layout"));

    QMenu* view = menuBar()->addMenu(tr("&View"));
    for (const char* n : {"zoomIn", "zoomOut", "fit", "actualSize"}) view->addAction(action(n));
    view->addSeparator();
    for (const char* n : {"snap", "stresses", "weights", "names", "classes", "winning", "garden", "explain"}) view->addAction(action(n));
    view->addSeparator();
    view->addAction(collapse_->action());
    view->addAction(action("playMode"));
    view->addSeparator();
    addTextSizeActions(this, view);  // Larger / Smaller / Reset Text (text_size_actions.h)
    auto* presentation = new PresentationMode(this);
    view->addAction(presentation->toggleAction());  // F5 (presentation_mode.h)
    presentation->yieldEscapeTo(collapse_->leaveAction());  // Esc ends the stepping first

    examplesMenu_ = menuBar()->addMenu(tr("E&xamples"));
    populateExamples();
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(addGuideAction());
    help->addAction(action("about"));
    updateRecentMenu();
}

void MainWindow::createToolBar() {
    QToolBar* bar = toolBar_ = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setIconSize(QSize(28, 28));
    bar->setMovable(false);
    for (const char* n : {"new", "open", "save", "export"}) bar->addAction(action(n));
    bar->addSeparator();
    for (const char* n : {"undo", "redo", "undoMove", "redoMove", "delete"}) bar->addAction(action(n));
    bar->addSeparator();
    for (const char* n : {"drawMode", "selectMode", "layout", "playMode"}) bar->addAction(action(n));
    bar->addSeparator();
    for (const char* n : {"zoomIn", "zoomOut", "fit"}) bar->addAction(action(n));
    bar->addSeparator();
    for (const char* n : {"weights", "names", "classes", "winning", "garden"}) bar->addAction(action(n));
}

void MainWindow::populateExamples() {
    examplesMenu_->clear();
    const std::vector<ExamplePicture> examples = examplePictures(exampleFolders());
    for (const ExamplePicture& e : examples) {
        QAction* a = examplesMenu_->addAction(e.title);
        a->setData(e.path);
        connect(a, &QAction::triggered, this, [this, path = e.path] {
            if (!maybeSave()) return;
            QFile f(path);
            if (f.open(QIODevice::ReadOnly)) openText(f.readAll(), path);
        });
    }
    if (examples.empty()) examplesMenu_->addAction(tr("(no examples)"))->setEnabled(false);
}

// ---- status ----

QString MainWindow::valueText() const {
    const Analysis& a = doc_.analysis();
    return QString::fromStdString(text::valueOutcome(a.value));
}

QString MainWindow::partsText() const { return QString::fromStdString(text::partsLine(doc_.analysis().partValues())); }

void MainWindow::updateStatus() {
    busyLabel_->setVisible(doc_.analysisPending());
    valueLabel_->setText(valueText());
    valueLabel_->setStyleSheet(doc_.analysis().value == 0 ? QStringLiteral("color:#1f3a8a")
                                                          : QStringLiteral("color:#1d6b32"));
    partsLabel_->setText(partsText());
    // what the parts are, wrapped (rich text): a student meets the word here first
    const QString parts = QString::fromStdString(text::partsSentence(doc_.analysis().partValues()));
    partsLabel_->setToolTip(parts.isEmpty() ? QString() : QStringLiteral("<p>%1</p>").arg(parts.toHtmlEscaped()));
    partsLabel_->setStyleSheet(QString());
}

void MainWindow::updateStatusLabels() {
    const bool hackenbush = tabs_->currentIndex() == 0, quiet = statusBar()->currentMessage().isEmpty();
    const bool shown = hackenbush && !play_->active();
    valueLabel_->setVisible(shown);
    partsLabel_->setVisible(shown && quiet);
    playInstruction_->setVisible(hackenbush && play_->active() && quiet);
}

void MainWindow::updateTitle() {
    QString name = doc_.filePath().isEmpty() ? QString::fromStdString(doc_.picture().title)
                                             : QFileInfo(doc_.filePath()).fileName();
    if (name.isEmpty()) name = tr("Untitled");
    setWindowTitle(name + QStringLiteral("[*] — Homestead"));
    setWindowModified(!stack_.isClean());
}

void MainWindow::forBothScenes(void (PictureScene::*setter)(bool), bool on) {
    (scene_->*setter)(on);
    (play_->scene()->*setter)(on);
}

void MainWindow::updateDeleteAction() { updateDeleteAction(scene_->hasSelection()); }
void MainWindow::updateDeleteAction(bool selected) { action("delete")->setEnabled(!play_->active() && selected); }

void MainWindow::selectionChanged() {
    // a glance, not the list: 2·10^5 items after Select All at 10^5 edges
    const PictureScene::SelectionGlance glance = scene_->glanceAtSelection();
    updateDeleteAction(glance.any);
    if (const std::optional<EdgeId> edge = glance.onlyEdge) {
        classPanel_->showClassOf(*edge);
        const EdgeAnalysis* a = doc_.snapshot().edge(*edge);
        if (a && a->concyclicClass >= 0 && side_->isVisible()) side_->setCurrentWidget(classPanel_);
    }
}

// ---- files ----

void MainWindow::showError(const QString& title, const QString& message, const QString& consequence) {
    lastError_ = message;
    auto* box = new QMessageBox(QMessageBox::Warning, title, QStringLiteral("<b>%1</b>").arg(title.toHtmlEscaped()),
                                QMessageBox::Ok, this);
    box->setInformativeText(message.toHtmlEscaped() + QStringLiteral("<br><br>") + consequence.toHtmlEscaped());
    // wide enough that a path and its problem read as one line, not a narrow column
    box->setStyleSheet(QStringLiteral("QLabel#qt_msgbox_informativelabel { min-width: 30em; }"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setObjectName(QStringLiteral("errorDialog"));
    box->open();  // window-modal but not blocking
}

bool MainWindow::maybeSave() {
    if (stack_.isClean()) return true;
    auto answer = QMessageBox::warning(this, tr("Unsaved changes"),
                                       tr("The picture has been changed. Save the changes?"),
                                       QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save) return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (maybeSave()) event->accept();
    else event->ignore();
}

void MainWindow::newFile() {
    if (!maybeSave()) return;
    loader_->cancel();  // New after Open: the file, still being read, is not wanted any more
    doc_.setPicture(Picture{});
    doc_.setFilePath({});
    stack_.clear();
    view_->resetZoom();
    view_->centerOn(0, -150);
}

bool MainWindow::openText(const QByteArray& json, const QString& origin) {
    loader_->cancel();  // an example asked for after a file: the example wins
    Picture picture;
    try {
        picture = io::readJson(json.toStdString(), origin.toStdString());
        io::layOutIfNeeded(picture);
    } catch (const std::exception& error) {
        cannotOpen(QString::fromStdString(error.what()));
        return false;
    }
    doc_.setPicture(std::move(picture));
    doc_.setFilePath({});
    stack_.clear();
    view_->fitToContents();
    return true;
}

void MainWindow::startOpening(const QString& path) {
    openRevision_ = doc_.revision();
    loader_->load(path);
    statusBar()->showMessage(tr("Opening %1…").arg(QFileInfo(path).fileName()));
}

bool MainWindow::opening() const { return loader_->busy(); }

bool MainWindow::openFile(const QString& path) {
    startOpening(path);
    loader_->wait();
    return lastOpenOk_;
}

void MainWindow::pictureLoaded(const QString& path, std::shared_ptr<Picture> picture, std::shared_ptr<const Picture>) {
    statusBar()->clearMessage();
    // edited while the file was read: those edits may be worth saving first
    if (doc_.revision() != openRevision_ && !maybeSave()) {
        lastOpenOk_ = false;
        emit fileOpened(path, false);
        return;
    }
    doc_.setPicture(std::move(picture));
    doc_.setFilePath(QFileInfo(path).absoluteFilePath());
    stack_.clear();
    addRecent(QFileInfo(path).absoluteFilePath());
    view_->fitToContents();
    lastOpenOk_ = true;
    emit fileOpened(path, true);
}

void MainWindow::pictureNotLoaded(const QString& path, const QString& message) {
    statusBar()->clearMessage();
    cannotOpen(message);
    if (!QFileInfo::exists(path)) removeRecent(QFileInfo(path).absoluteFilePath());  // gone: not offered again
    lastOpenOk_ = false;
    emit fileOpened(path, false);
}

void MainWindow::open() {
    if (!maybeSave()) return;
    QString dir = doc_.filePath().isEmpty() ? QDir::currentPath() : QFileInfo(doc_.filePath()).absolutePath();
    QString path = QFileDialog::getOpenFileName(this, tr("Open a picture"), dir, formats::openFilter());
    if (!path.isEmpty()) startOpening(path);
}

bool MainWindow::saveTo(const QString& path) {
    const std::string text = io::writeJson(doc_.picture());
    QString error;
    if (!render::writeFileSafely(path, QByteArray::fromRawData(text.data(), qsizetype(text.size())), &error)) {
        cannotSave(error);  // the old file untouched, the drawing still modified
        return false;
    }
    doc_.setFilePath(QFileInfo(path).absoluteFilePath());
    stack_.setClean();
    addRecent(QFileInfo(path).absoluteFilePath());
    updateTitle();
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 4000);
    return true;
}

bool MainWindow::save() {
    if (doc_.filePath().isEmpty()) return saveAs();
    return saveTo(doc_.filePath());
}

bool MainWindow::saveAs() {
    QString suggestion = doc_.filePath();
    if (suggestion.isEmpty()) {
        QString title = QString::fromStdString(doc_.picture().title).toLower().replace(QLatin1Char(' '), QLatin1Char('-'));
        suggestion = QDir::current().filePath((title.isEmpty() ? tr("picture") : title) + QStringLiteral(".json"));
    }
    QString filter;
    QString path = QFileDialog::getSaveFileName(this, tr("Save the picture"), suggestion, formats::saveFilter(), &filter);
    if (path.isEmpty()) return false;
    path = formats::withExtension(path, filter);
    if (!formats::isExportOnly(path)) return saveTo(path);
    // an edge list or DOT keeps the game, not the drawing: an export; the document keeps its file
    QString error;
    if (!formats::exportPicture(doc_.picture(), path, &error)) cannotSave(error);
    else statusBar()->showMessage(tr("Exported the game to %1 (positions and names are kept only in a .json picture)")
                                      .arg(QFileInfo(path).fileName()), 6000);
    return false;  // not saved: closing still asks
}

bool MainWindow::offerRecovery() { return offerRecoveries(abandonedRecoveries()); }

void MainWindow::startRecoveryOffer() {
    if (recoveryRead_) return;
    recoveryRead_ = new QFutureWatcher<std::vector<Recovery>>(this);
    connect(recoveryRead_, &QFutureWatcher<std::vector<Recovery>>::finished, this, [this] {
        const std::vector<Recovery> found = recoveryRead_->future().takeResult();  // moved, not copied here
        recoveryRead_->deleteLater();
        recoveryRead_ = nullptr;
        emit recoveryOffered(offerRecoveries(found));
    });
    recoveryRead_->setFuture(QtConcurrent::run([] { return abandonedRecoveries(); }));
}

bool MainWindow::offerRecoveries(const std::vector<Recovery>& found) {
    const QString answer = qEnvironmentVariable("HOMESTEAD_TEST_RECOVERY");  // tests only: restore or discard
    for (const Recovery& r : found) {
        const QString name = !r.originalPath.isEmpty() ? QFileInfo(r.originalPath).fileName()
                             : !r.title.isEmpty()      ? r.title
                                                       : tr("an untitled drawing");
        const QString when = QLocale().toString(r.written.toLocalTime(), QLocale::LongFormat);
        QString where = tr("It was never saved to a file.");
        if (!r.originalPath.isEmpty()) {
            const QFileInfo file(r.originalPath);
            where = file.exists() ? tr("Its file %1 was last saved %2.").arg(QDir::toNativeSeparators(r.originalPath),
                                                                              QLocale().toString(file.lastModified(), QLocale::LongFormat))
                                  : tr("Its file %1 is no longer there.").arg(QDir::toNativeSeparators(r.originalPath));
        }
        QMessageBox box(QMessageBox::Question, tr("Restore unsaved work?"),
                        tr("<b>Homestead closed before “%1” was saved.</b>").arg(name.toHtmlEscaped()), QMessageBox::NoButton, this);
        box.setObjectName(QStringLiteral("recoveryDialog"));
        box.setInformativeText(
            (r.picture.edgeCount() == 1 ? tr("Autosaved %1: 1 edge.").arg(when)
                                        : tr("Autosaved %1: %2 edges.").arg(when, QLocale().toString(qulonglong(r.picture.edgeCount())))) +
            QLatin1Char(' ') + where.toHtmlEscaped() +
            QStringLiteral("<br><br>") +
            tr("Restore opens it here with its unsaved changes; Discard deletes the autosaved copy.").toHtmlEscaped());
        QPushButton* restore = box.addButton(tr("Restore"), QMessageBox::AcceptRole);
        QPushButton* discard = box.addButton(tr("Discard"), QMessageBox::DestructiveRole);
        box.setDefaultButton(restore);
        QAbstractButton* chosen = answer == QLatin1String("restore")   ? restore
                                  : answer == QLatin1String("discard") ? discard
                                                                      : (box.exec(), box.clickedButton());
        if (chosen == restore) {
            // drawn on while the files were read (startRecoveryOffer): that work is asked about first
            if (!maybeSave()) return false;  // cancelled: the autosaved copy stays for the next start
            restoreRecovery(r);
            return true;
        }
        if (chosen == discard) QFile::remove(r.file);
        // closed without an answer: kept, and offered again at the next start
    }
    return false;
}

void MainWindow::restoreRecovery(const Recovery& recovery) {
    loader_->cancel();
    doc_.setPicture(recovery.picture);
    doc_.setFilePath(recovery.originalPath);
    stack_.clear();
    stack_.resetClean();  // modified: it has never been saved as it is now
    updateTitle();
    view_->fitToContents();
    // this window's own autosave holds it from now on; the old copy goes only once that is written
    connect(autosaver_.get(), &Autosaver::autosaved, this, [file = recovery.file] { QFile::remove(file); },
            Qt::SingleShotConnection);
    autosaver_->autosaveNow();
    statusBar()->showMessage(tr("Restored the autosaved drawing; it is not saved yet"), 6000);
}

void MainWindow::cannotOpen(const QString& message) {
    showError(tr("Cannot open the picture"), message, tr("The drawing on the canvas is unchanged."));
}

void MainWindow::cannotSave(const QString& message) {
    showError(tr("Cannot save"), message,
              tr("The file on disk is unchanged; your drawing is still open and unsaved. Save As can put it somewhere else."));
}

void MainWindow::editRecent(const std::function<void(QStringList&)>& change) {
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("recentFiles")).toStringList();
    change(recent);
    settings.setValue(QStringLiteral("recentFiles"), recent);
    updateRecentMenu();
}

void MainWindow::removeRecent(const QString& path) {
    editRecent([&](QStringList& recent) { recent.removeAll(path); });
}

void MainWindow::addRecent(const QString& path) {
    editRecent([&](QStringList& recent) {
        recent.removeAll(path);
        recent.prepend(path);
        while (recent.size() > kMaxRecent) recent.removeLast();
    });
}

void MainWindow::updateRecentMenu() {
    if (!recentMenu_) return;
    recentMenu_->clear();
    QStringList recent = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    for (const QString& path : recent) {
        // the name and its folder, so two door.json files can be told apart; the whole path on hover
        const QFileInfo file(path);
        QAction* a = recentMenu_->addAction(tr("%1 — %2").arg(file.fileName(), file.dir().dirName()));
        a->setToolTip(QDir::toNativeSeparators(path));
        connect(a, &QAction::triggered, this, [this, path] {
            if (!maybeSave()) return;
            startOpening(path);  // a file gone is dropped from the list when it fails (pictureNotLoaded)
        });
    }
    recentMenu_->setToolTipsVisible(true);
    recentMenu_->setEnabled(!recent.isEmpty() && !play_->active());
}

// ---- clipboard, export, edits ----

const Picture& MainWindow::shownPicture() const {
    return play_->active() ? play_->document()->picture() : doc_.picture();
}

QString MainWindow::cgsuiteText() const { return QString::fromStdString(io::writeCgsuite(shownPicture())); }

void MainWindow::copyCgsuite() {
    QApplication::clipboard()->setText(cgsuiteText());
    statusBar()->showMessage(play_->active() ? tr("Copied the position in play as a CGSuite string")
                                             : tr("Copied the picture as a CGSuite string"),
                             4000);
}

bool MainWindow::startPaste(const QString& raw) {
    if (raw.trimmed().isEmpty()) {
        showError(tr("Cannot paste"),
                  tr("The clipboard holds no text. Copy a CGSuite string such as ee:Aeeee:A, or a picture's JSON, first."),
                  tr("Nothing was added to the drawing."));
        return false;
    }
    // read, laid out and placed beside the drawing on a worker: 10^5 edges' JSON held the window 70 ms
    const WorkerEdit edit{.label = tr("paste"),
                          .busy = tr("Pasting…"),
                          .refused = tr("Cannot paste"),
                          .consequence = tr("Nothing was added to the drawing."),
                          .changed = tr("The drawing changed while the paste was being read, so nothing was added: paste again.")};
    return startWorkerEdit(edit, [raw](const Picture& drawing) {
        const std::string text = raw.trimmed().toStdString();
        Picture pasted = text.starts_with('{') ? io::readJson(text, "clipboard") : io::readCgsuite(text);
        io::layOutIfNeeded(pasted);
        Picture both = placeBeside(drawing, std::move(pasted));
        // any picture Homestead holds, it can save and open again
        if (auto problem = pictureLimitProblem(both))
            throw std::runtime_error(tr("There is no room for the pasted picture beside the drawing: with it, %1.")
                                         .arg(QString::fromStdString(*problem)).toStdString());
        return both;
    });
}

bool MainWindow::pasteText(const QString& text) {
    waitForWorkerEdit();
    return startPaste(text) && waitForWorkerEdit();
}

void MainWindow::paste() { startPaste(QApplication::clipboard()->text()); }

render::RenderOptions MainWindow::canvasOptions() const {
    render::RenderOptions options;
    options.stresses = scene_->showStresses();
    options.weights = scene_->showWeights();
    options.names = scene_->showNames();
    options.classes = scene_->showClasses();
    options.winning = scene_->showWinningMoves();
    options.textScale = scene_->textScale();  // the text size the canvas shows (presentation's too)
    options.strong = scene_->highContrast();
    options.scale = 2.0;
    return options;
}

std::shared_ptr<const PictureAnalysis> MainWindow::shownArtifact() {
    // The artifact of what is shown, as it is now: usually ready; else the worker is waited for
    // (the window computes nothing itself).
    PictureDocument* shown = play_->active() ? play_->document() : &doc_;
    shown->waitForAnalysis();
    return shown->artifact();
}

bool MainWindow::exportImage(const QString& path) {
    const render::RenderOptions options = canvasOptions();
    QString error;
    const std::shared_ptr<const PictureAnalysis> artifact = shownArtifact();
    if (!render::exportPicture(artifact->picture(), artifact->analysis(), path, options, &error)) {
        showError(tr("Cannot export"), error, tr("No image was written and any file already there is unchanged; the drawing is unchanged."));
        return false;
    }
    statusBar()->showMessage(play_->active() ? tr("Exported the position in play to %1").arg(QFileInfo(path).fileName())
                                             : tr("Exported %1").arg(QFileInfo(path).fileName()),
                             4000);
    return true;
}

QString MainWindow::exportSuggestion() const {
    // beside the picture's file (or in the current folder), named after the title ("Hackenbush
    // Homestead" → hackenbush-homestead.png); a picture without a title keeps its file's name
    const QFileInfo file(doc_.filePath());
    const QString folder = doc_.filePath().isEmpty() ? QDir::currentPath() : file.absolutePath();
    const QString fallback = doc_.filePath().isEmpty() ? tr("picture") : file.completeBaseName();
    const QString name = render::fileNameForTitle(QString::fromStdString(shownPicture().title), fallback);
    return QDir(folder).filePath(name + QStringLiteral(".png"));
}

void MainWindow::exportDialog() {
    const QString png = tr("PNG image (*.png)"), svg = tr("SVG drawing (*.svg)");
    QString chosen = png;
    QString path = QFileDialog::getSaveFileName(this, tr("Export image"), exportSuggestion(),
                                                png + QStringLiteral(";;") + svg, &chosen);
    if (path.isEmpty()) return;
    // a name typed without the type's ending gets the ending of the type chosen in the dialog
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QString wanted = chosen == svg ? QStringLiteral("svg") : QStringLiteral("png");
    if (suffix != QLatin1String("png") && suffix != QLatin1String("svg")) path += QLatin1Char('.') + wanted;
    exportImage(path);
}

void MainWindow::deleteSelection() {
    // All of a picture that the scene rebuilds anyway: it is replaced by its emptied() self, and
    // goes whole into the undo step, nothing listed or copied (at 10^5 edges RemoveCommand's lists,
    // copies and removal froze the window ~50 ms)
    const Picture& picture = doc_.picture();
    if (picture.nodeCount() + picture.edgeCount() > PictureDocument::kRebuildAbove && scene_->selectsEverything()) {
        stack_.push(new ReplacePictureCommand(&doc_, picture.emptied(), tr("delete")));
        action("delete")->setEnabled(false);  // nothing of the new scene is selected
        return;
    }
    auto [nodes, edges] = scene_->selection();
    if (nodes.empty() && edges.empty()) return;
    // One selectionChanged, not one per selected item removed. A delete so big that the scene
    // starts afresh needs none: its old items go in steps, telling of the selection once (clearing
    // 6·10^4 selected items here took ~0.25 s).
    const bool afresh = nodes.size() + edges.size() > PictureDocument::kRebuildAbove;
    if (!afresh) scene_->clearSelection();
    stack_.push(new RemoveCommand(&doc_, std::move(nodes), std::move(edges)));
    if (afresh) action("delete")->setEnabled(false);  // nothing of the new scene is selected
}

// What an edit on a worker gives back: the new picture and an equal copy for its analysis, or why not.
struct MainWindow::WorkerResult {
    std::shared_ptr<Picture> picture;
    std::shared_ptr<const Picture> copy;
    QString error;
};

bool MainWindow::startWorkerEdit(WorkerEdit edit, std::function<Picture(const Picture&)> make) {
    if (workerEdit_) {  // one at a time
        statusBar()->showMessage(tr("Wait a moment: the last edit is still being worked out."), 4000);
        return false;
    }
    // the drawing's analysed copy, when current: nothing is copied here
    std::shared_ptr<const Picture> source = doc_.sharedPicture();
    if (!source) source = std::make_shared<const Picture>(doc_.picture());
    auto result = std::make_shared<WorkerResult>();
    workerResult_ = result;
    edit.revision = doc_.revision();
    statusBar()->showMessage(edit.busy);
    workerEditInfo_ = std::move(edit);
    workerEdit_ = new QFutureWatcher<void>(this);
    connect(workerEdit_, &QFutureWatcher<void>::finished, this, &MainWindow::finishWorkerEdit);
    workerEdit_->setFuture(QtConcurrent::run([source = std::move(source), result, make = std::move(make)] {
        try {
            auto p = std::make_shared<Picture>(make(*source));
            result->copy = std::make_shared<const Picture>(*p);
            result->picture = std::move(p);
        } catch (const std::exception& error) {
            result->error = QString::fromStdString(error.what());
        }
    }));
    return true;
}

bool MainWindow::waitForWorkerEdit() {
    if (!workerEdit_) return true;
    workerEdit_->waitForFinished();
    return finishWorkerEdit();
}

bool MainWindow::finishWorkerEdit() {
    if (!workerEdit_) return true;  // delivered already (waitForWorkerEdit)
    workerEdit_->disconnect(this);
    workerEdit_->deleteLater();
    workerEdit_ = nullptr;
    const std::shared_ptr<WorkerResult> result = std::exchange(workerResult_, nullptr);
    const WorkerEdit edit = std::exchange(workerEditInfo_, {});
    statusBar()->clearMessage();
    if (play_->active() || doc_.revision() != edit.revision) {
        lastError_ = play_->active() ? tr("A game began before the %1 was worked out, so the drawing is unchanged.").arg(edit.label)
                                     : edit.changed;
        statusBar()->showMessage(lastError_, 8000);
        return false;
    }
    if (!result->error.isEmpty()) {
        showError(edit.refused, result->error, edit.consequence);
        return false;
    }
    stack_.push(new ReplacePictureCommand(&doc_, std::move(result->picture), edit.label));
    view_->fitToContents();
    return true;
}

void MainWindow::layOut() {
    const WorkerEdit edit{.label = tr("lay out"),
                          .busy = tr("Laying out the drawing…"),
                          .refused = tr("Cannot lay out"),
                          .consequence = tr("The drawing is unchanged."),
                          .changed = tr("The drawing changed while it was being laid out, so nothing was moved: choose Lay Out again.")};
    startWorkerEdit(edit, [](const Picture& source) {
        Picture p = source;
        io::layOut(p);
        // what is laid out must still save and open again
        if (auto problem = pictureLimitProblem(p))
            throw std::runtime_error(tr("The layout would not fit in a picture file: %1.").arg(QString::fromStdString(*problem)).toStdString());
        return p;
    });
}

// ---- Play mode ----

void MainWindow::setPlayMode(bool on) {
    if (on == play_->active()) return;
    if (QAction* a = action("playMode"); a->isChecked() != on) {
        a->setChecked(on);  // toggled() comes back here
        return;
    }
    if (on) collapse_->leave();  // Play takes the canvas from the drawing, not from the stepper
    collapse_->action()->setEnabled(!on);
    // edits are disabled while playing; the drawing is copied in and shown again unchanged on leaving
    for (const char* n : {"new", "open", "paste", "selectAll", "layout", "drawMode", "selectMode"})
        action(n)->setEnabled(!on);
    action("undo")->setEnabled(!on && stack_.canUndo());
    action("redo")->setEnabled(!on && stack_.canRedo());
    // Ctrl+Z / Ctrl+Shift+Z undo and redo moves while playing, edits otherwise (one owner at a time: no ambiguity)
    const QList<QKeySequence> undoSet = QKeySequence::keyBindings(QKeySequence::Undo), redoSet = redoKeys(), none;
    action("undo")->setShortcuts(on ? none : undoSet);
    action("redo")->setShortcuts(on ? none : redoSet);
    action("undoMove")->setShortcuts(on ? undoSet : none);
    action("redoMove")->setShortcuts(on ? redoSet : none);
    // the Edit menu and the toolbar offer the moves' undo/redo in place of the drawing's
    for (const char* n : {"undo", "redo"}) action(n)->setVisible(!on);
    for (const char* n : {"undoMove", "redoMove"}) action(n)->setVisible(on);
    // the garden follows the game in Play; the class panel belongs to the drawing
    garden_->setDocument(on ? play_->document() : &doc_);
    explainPanel_->setScene(on ? play_->scene() : scene_);
    side_->setTabEnabled(side_->indexOf(classPanel_), !on);
    side_->setTabToolTip(side_->indexOf(classPanel_), on ? tr("Not in Play: the class panel describes the drawing") : QString());
    if (on) side_->setCurrentWidget(garden_);
    recentMenu_->setEnabled(!on && !QSettings().value(QStringLiteral("recentFiles")).toStringList().isEmpty());
    examplesMenu_->setEnabled(!on);
    if (on) {
        scene_->clearSelection();
        scene_->hoverEdge(std::nullopt);
        play_->enter(doc_.sharedPicture());
        playPanel_->refreshSettings();
        gardenBeforePlay_ = action("garden")->isChecked();
        action("garden")->setChecked(false);  // the panel makes room for the Play dock; F9 shows it again
        playDock_->show();
    } else {
        play_->leave();
        playDock_->hide();
        action("garden")->setChecked(gardenBeforePlay_);
    }
    statusBar()->clearMessage();  // in Play the instruction shows instead (updateStatusLabels)
    updateStatusLabels();
    updateDeleteAction();
    updateMoveActions();
}

void MainWindow::updateMoveActions() {
    const HackenbushSession& s = play_->session();
    const bool free = play_->active() && !play_->engineThinking();
    auto enable = [this](QAction* a, bool on) {  // on the Welter tab, remembered for the way back
        if (hackenbushEnabled_.contains(a)) hackenbushEnabled_[a] = on;
        else a->setEnabled(on);
    };
    enable(action("undoMove"), free && s.canUndo());
    enable(action("redoMove"), free && s.canRedo());
}

// ---- the Welter tab: no Hackenbush toolbar, status widgets or shortcuts there; its own messages ----

// A tab widget is as wide as its widest page, shown or not: in presentation type Nim's row of
// buttons made the Hackenbush page with the Play dock 1335 px wide on a 1280-px projector, and the
// dock's right side was cut off. A page out of sight asks for no room (Ignored: no minimum).
void MainWindow::sizeTabsToCurrentPage() {
    for (int i = 0; i < tabs_->count(); ++i) {
        QWidget* page = tabs_->widget(i);
        if (!pagePolicies_.contains(page)) pagePolicies_.insert(page, page->sizePolicy());
        page->setSizePolicy(i == tabs_->currentIndex() ? pagePolicies_.value(page)
                                                       : QSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored));
    }
}

void MainWindow::tabChanged() {
    sizeTabsToCurrentPage();
    // Welter's, Nim's and the Puzzles page alike: everything but the Hackenbush tab
    const bool welter = tabs_->currentIndex() > 0;
    if (welter == !hackenbushEnabled_.isEmpty()) {  // from one game page to another: only the status changes
        statusBar()->showMessage(pageStatus());
        return;
    }
    const QSet<QString> shared{QStringLiteral("quit"), QStringLiteral("about"), QStringLiteral("guide")};
    if (welter) {
        hackenbushMessage_ = statusBar()->currentMessage();
        dockWasVisible_ = playDock_->isVisible();
        for (auto it = actions_.cbegin(); it != actions_.cend(); ++it) {
            if (shared.contains(it.key())) continue;
            hackenbushEnabled_.insert(it.value(), it.value()->isEnabled());
            it.value()->setEnabled(false);
        }
        for (QMenu* m : {recentMenu_, examplesMenu_}) {
            hackenbushEnabled_.insert(m->menuAction(), m->isEnabled());
            m->setEnabled(false);
        }
        playDock_->hide();
        explainWasVisible_ = explainPanel_->isVisible();  // the Explain dock is the canvas's: away meanwhile
        explainPanel_->parentWidget()->hide();
    } else {
        for (auto it = hackenbushEnabled_.cbegin(); it != hackenbushEnabled_.cend(); ++it) {
            if (QMenu* m = QMenu::menuInAction(it.key())) m->setEnabled(it.value());
            else it.key()->setEnabled(it.value());
        }
        hackenbushEnabled_.clear();
        playDock_->setVisible(dockWasVisible_);
        if (explainWasVisible_) explainPanel_->parentWidget()->show();
        view_->setFocus();  // where the letter keys act
    }
    toolBar_->setVisible(!welter);
    updateStatusLabels();
    busyLabel_->setVisible(!welter && doc_.analysisPending());
    if (welter) statusBar()->showMessage(pageStatus());
    else if (hackenbushMessage_.isEmpty()) statusBar()->clearMessage();
    else statusBar()->showMessage(hackenbushMessage_);
}

// ---- the Nim page: a third tab that sends its messages to the status bar, as Welter's does ----

void MainWindow::addNimPage() {
    auto* nim = new NimPage;
    nimPage_ = nim;
    tabs_->addTab(nim, tr("Nim"));
    nim->setStatusLineVisible(false);
    connect(nim, &NimPage::statusMessage, this, [this](const QString& text) {
        if (tabs_->currentWidget() == nimPage_) statusBar()->showMessage(text);
    });
    connect(statusBar(), &QStatusBar::messageChanged, this, [this, nim](const QString& text) {
        if (text.isEmpty() && tabs_->currentWidget() == nimPage_ && !nim->statusText().isEmpty())
            statusBar()->showMessage(nim->statusText());
    });
}

QString MainWindow::pageStatus() const {
    if (tabs_->currentWidget() == nimPage_) return static_cast<NimPage*>(nimPage_)->statusText();
#ifdef HOMESTEAD_HAS_WELTER_PAGE
    if (tabs_->currentWidget() == welterPage_) return static_cast<WelterStripPage*>(welterPage_)->statusText();
#endif
    return {};
}

// ---- Help → Guide (F1) and what its links open ----

QAction* MainWindow::addGuideAction() {
    auto* a = new QAction(tr("&Guide"), this);
    a->setShortcut(QKeySequence(Qt::Key_F1));
    a->setToolTip(tr("What Nim, Hackenbush unrestrained and Welter's game are, and a glossary with examples (F1)"));
    actions_.insert(QStringLiteral("guide"), a);
    connect(a, &QAction::triggered, this, [this] {
        const bool first = !guide_;
        HelpGuide* g = guide();
        // first time over the side panel, so the canvas where its links select edges stays in view
        if (first) g->move(mapToGlobal(QPoint(std::max(0, width() - g->width() - 12), 70)));
        g->show();
        g->raise();
    });
    return a;
}

HelpGuide* MainWindow::guide() {
    if (!guide_) {
        guide_ = new HelpGuide(this);
        connect(guide_, &HelpGuide::exampleRequested, this, [this](const GuideExample& e) {
            showExample(e.file, e.edgeName, e.edgeId, e.classPanel);
        });
        connect(guide_, &HelpGuide::nimRequested, this, [this](const std::vector<std::int64_t>& heaps) {
            auto* nim = static_cast<NimPage*>(nimPage_);
            tabs_->setCurrentWidget(nim);
            if (!nim->game()->setHeaps(heaps)) statusBar()->showMessage(nim->game()->lastError());
        });
    }
    return guide_;
}

bool MainWindow::showExample(const QString& file, const QString& edgeName, std::optional<int> edgeId, bool classPanel) {
    QString path;
    for (const ExamplePicture& e : examplePictures(exampleFolders()))
        if (QFileInfo(e.path).fileName() == file) path = e.path;
    QFile f(path);
    if (path.isEmpty() || !f.open(QIODevice::ReadOnly)) {
        cannotOpen(tr("The example %1 is not among the examples of this installation.").arg(file));
        return false;
    }
    if (play_->active()) setPlayMode(false);
    if (!maybeSave() || !openText(f.readAll(), path)) return false;
    tabs_->setCurrentIndex(0);
    scene_->finishBuild();
    std::optional<EdgeId> edge;
    for (const Edge& e : doc_.picture().edges())
        if ((edgeId && e.id == *edgeId) || (!edgeId && QString::fromStdString(e.name) == edgeName)) {
            edge = e.id;
            break;
        }
    if (!edge) {
        statusBar()->showMessage(tr("The example %1 has no edge named “%2”.").arg(file, edgeName));
        return false;
    }
    scene_->clearSelection();
    if (EdgeItem* item = scene_->edgeItem(*edge)) item->setSelected(true);
    if (classPanel) {
        action("garden")->setChecked(true);
        side_->setCurrentWidget(classPanel_);
        classPanel_->showClassOf(*edge);
    }
    return true;
}

}  // namespace homestead::gui
