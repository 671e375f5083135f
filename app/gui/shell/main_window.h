// The main window of Homestead: the Hackenbush workbench (canvas, garden side view, concyclic class
// panel) with its menus, toolbar and status bar, and a second tab for Welter's game when present
// (while it is current the Hackenbush toolbar, status widgets and actions step aside and the status bar
// shows the page's messages). In Play, Ctrl+Z / Ctrl+Shift+Z undo and redo moves and the garden follows the game.
// It turns the scene's requests into undo commands, and owns the file handling: New / Open / Save /
// Save As (atomic, checked, fsynced: safe_file_writer.h), autosave and crash recovery, recent files, the unsaved-changes prompt, CGSuite copy and paste,
// image export and the Examples menu (every picture embedded under :/pictures).
//
//   MainWindow w;  w.openFile("resources/pictures/tree.json");  w.show();
#pragma once

#include "picture_document.h"
#include "picture_renderer.h"
#include "recovery_file.h"

#include <QHash>
#include <QMainWindow>
#include <QSizePolicy>
#include <QUndoStack>

#include <functional>
#include <optional>
#include <memory>

class QAction;
class QLabel;
class QMenu;
class QTabWidget;
class QToolBar;

namespace homestead::gui {

class ClassPanel;
class CollapseStepper;
class GardenView;
class PictureScene;
class PictureView;
class PlayController;
class PlayPanel;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    PictureDocument* document() { return &doc_; }
    QUndoStack* undoStack() { return &stack_; }
    PictureScene* scene() const { return scene_; }
    PictureView* view() const { return view_; }
    GardenView* gardenView() const { return garden_; }
    ClassPanel* classPanel() const { return classPanel_; }
    class ExplainPanel* explainPanel() const { return explainPanel_; }
    QTabWidget* sideTabs() const { return side_; }  // the Garden and Concyclic class tabs
    QMenu* recentMenu() const { return recentMenu_; }
    QString valueText() const;
    QString partsText() const;

    // Opens a picture file in the background (File → Open, Open Recent, the command line): it is read
    // and laid out on a worker (picture_loader.h) while the window stays live, then shown and fitted
    // — or, on failure, a (non-blocking) dialog names the problem and the drawing stays. A later
    // open, New, an example or a restored drawing drops it; so does the user, if they edited the
    // drawing meanwhile and then cancel the save prompt. fileOpened() says how it ended.
    void startOpening(const QString& path);
    bool opening() const;  // a file is being read
    // startOpening() and waiting for it (tests, scripts; the read may then run on this thread, which
    // waits anyway): false on failure; lastError() holds the message.
    bool openFile(const QString& path);
    // Opens a picture from text (JSON) as a new, untitled document, e.g. an example.
    bool openText(const QByteArray& json, const QString& origin);
    bool saveTo(const QString& path);  // atomic, checked (safe_file_writer.h); marks the document clean
    QString lastError() const { return lastError_; }
    // Autosave (autosaver.h) and recovery: offerRecovery() asks, for each drawing a crashed or killed
    // Homestead left unsaved (newest first), whether to restore it; returns true once one is restored.
    // The answer can be given by HOMESTEAD_TEST_RECOVERY=restore|discard (tests).
    // At start, startRecoveryOffer() does the same with the files read on a worker (a 10^5-edge
    // drawing's took ~60 ms to parse, 10^7 edges seconds, before the window's first paint), then
    // emits recoveryOffered(restored). A drawing edited meanwhile is not lost: Restore first asks to
    // save it, as Open does. recoveryPending(): the files are still being read.
    class Autosaver* autosaver() const { return autosaver_.get(); }
    bool offerRecovery();
    void startRecoveryOffer();
    bool recoveryPending() const { return recoveryRead_ != nullptr; }
    // Puts a recovered drawing in this window, modified, with its original file name if it had one.
    void restoreRecovery(const Recovery& recovery);
    // Paste and Lay Out (Edit menu) work out the new picture on a worker (reading 10^5 edges' JSON
    // or io::layOut of them held the window 0.07-0.2 s) and replace the drawing with it, one undoable
    // step, when it comes, unless the drawing changed meanwhile or Play began (then nothing changes,
    // and the status bar says so). One at a time: false if one is under way (or, for Paste, the text
    // is empty). workerEditing(): one is under way; waitForWorkerEdit() delivers it and says whether
    // it landed (lastError() says why not).
    // startPaste: a CGSuite string or picture JSON beside what is drawn (placeBeside, layout.h).
    bool startPaste(const QString& text);
    // startPaste and waiting for it (tests, scripts): false if unreadable, with lastError().
    bool pasteText(const QString& text);
    bool workerEditing() const { return workerEdit_ != nullptr; }
    bool waitForWorkerEdit();
    // What the canvas shows: the position in play during a game, the drawing otherwise. Copy as
    // CGSuite and Export take this.
    const Picture& shownPicture() const;
    QString cgsuiteText() const;
    // Writes the shown picture as the canvas shows it (its stress, weight, class and winning-move
    // toggles). exportSuggestion(): the path the Export dialog offers, named after the picture's title.
    bool exportImage(const QString& path);
    QString exportSuggestion() const;
    QAction* action(const QString& name) const;
    // Print, Export PDF, Export TikZ and the analysis-page toggle (handout_actions.h).
    class HandoutActions* handouts() const { return handouts_; }
    // Play mode (chopping against the engine on a copy of the drawing); see play_controller.h.
    PlayController* play() const { return play_; }
    PlayPanel* playPanel() const { return playPanel_; }
    CollapseStepper* collapseStepper() const { return collapse_; }  // View → Collapse Step by Step…
    void setPlayMode(bool on);
    QTabWidget* tabs() const { return tabs_; }
    QToolBar* toolBar() const { return toolBar_; }
    // Help → Guide (help_guide.h), made when first asked for; its links open examples and the Nim page.
    class HelpGuide* guide();
    // Opens the example picture FILE (by file name) and selects the edge named `edgeName` (or with
    // id `edgeId`); `classPanel` shows its concyclic class. False, saying why, when either is missing.
    bool showExample(const QString& file, const QString& edgeName, std::optional<int> edgeId = {},
                     bool classPanel = false);
    QWidget* nimPage() const { return nimPage_; }
    // Edit → Find… (Ctrl+F, the bar under the canvas) and Find Next / Previous Winning Move (F3, Shift+F3).
    class FindActions* findActions() const { return find_; }

signals:
    void recoveryOffered(bool restored);
    // An open (startOpening) ended: the picture is shown (ok) or it was refused or dropped.
    void fileOpened(const QString& path, bool ok);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    // An edit worked out on a worker (Paste, Lay Out): its undo label and what the user is told.
    struct WorkerEdit {
        QString label, busy, refused, consequence, changed;  // refused: a title; changed: the drawing moved on
        quint64 revision = 0;                                 // of the drawing it started from (set on start)
    };
    struct WorkerResult;  // what the worker gives back
    QFutureWatcher<void>* workerEdit_ = nullptr;
    QFutureWatcher<std::vector<Recovery>>* recoveryRead_ = nullptr;
    bool offerRecoveries(const std::vector<Recovery>& found);
    std::shared_ptr<WorkerResult> workerResult_;
    WorkerEdit workerEditInfo_;
    // Runs make(the drawing) on a worker; make throws with the reason to refuse.
    bool startWorkerEdit(WorkerEdit edit, std::function<Picture(const Picture&)> make);
    bool finishWorkerEdit();
    void createActions();
    void createMenus();
    void createToolBar();
    void updateTitle();
    void updateStatus();
    // The value and the parts on the right of the status line: on the Hackenbush page out of Play.
    // The parts give way to a message: an edge's sentence under the mouse runs to ~650 px, and
    // beside both labels at 1280 px it was cut off.
    void updateStatusLabels();
    void updateRecentMenu();
    void addRecent(const QString& path);
    void populateExamples();
    bool maybeSave();
    void newFile();
    void open();
    bool save();
    bool saveAs();
    void exportDialog();
    render::RenderOptions canvasOptions() const;  // what Export and the handouts draw: the canvas's toggles
    std::shared_ptr<const PictureAnalysis> shownArtifact();  // of shownPicture(), waiting for the worker if needed
    void copyCgsuite();
    void paste();
    void deleteSelection();
    void layOut();
    // A warning that says what failed (title, also the headline), why (message: the file, the
    // place, the problem) and what it means for the user's work (consequence).
    void showError(const QString& title, const QString& message, const QString& consequence);
    void cannotOpen(const QString& message);  // showError, the drawing untouched
    void pictureLoaded(const QString& path, std::shared_ptr<Picture> picture, std::shared_ptr<const Picture> copy);  // the loader's result
    void pictureNotLoaded(const QString& path, const QString& message);
    void cannotSave(const QString& message);  // showError, nothing written
    void editRecent(const std::function<void(QStringList&)>& change);  // the stored list, then the menu
    void removeRecent(const QString& path);
    void updateDeleteAction();  // Delete is offered when something is selected, outside Play
    void updateDeleteAction(bool selected);
    // A display setting applies to the drawing's canvas and to the game's alike.
    void forBothScenes(void (PictureScene::*setter)(bool), bool on);
    void selectionChanged();
    void tabChanged();
    void sizeTabsToCurrentPage();
    void updateMoveActions();

    PictureDocument doc_;
    QUndoStack stack_;
    std::unique_ptr<class Autosaver> autosaver_;  // after the stack: it goes first
    PictureScene* scene_ = nullptr;
    PictureView* view_ = nullptr;
    GardenView* garden_ = nullptr;
    ClassPanel* classPanel_ = nullptr;
    class ExplainPanel* explainPanel_ = nullptr;
    QTabWidget* tabs_ = nullptr;
    QTabWidget* side_ = nullptr;
    QLabel* valueLabel_ = nullptr;
    QLabel* partsLabel_ = nullptr;
    QLabel* playInstruction_ = nullptr;  // the status line's resting text in Play
    QHash<QWidget*, QSizePolicy> pagePolicies_;  // each tab page's own size policy (sizeTabsToCurrentPage)
    QLabel* busyLabel_ = nullptr;
    QMenu* recentMenu_ = nullptr;
    QMenu* examplesMenu_ = nullptr;
    QHash<QString, QAction*> actions_;
    QString lastError_;
    class HandoutActions* handouts_ = nullptr;
    PlayController* play_ = nullptr;
    PlayPanel* playPanel_ = nullptr;
    CollapseStepper* collapse_ = nullptr;
    bool gardenBeforePlay_ = true;  // the garden panel's state on entering Play, restored on leaving
    class QDockWidget* playDock_ = nullptr;
    QToolBar* toolBar_ = nullptr;
    QWidget* welterPage_ = nullptr;
    QWidget* nimPage_ = nullptr;
    class HelpGuide* guide_ = nullptr;
    class FindActions* find_ = nullptr;
    class PictureLoader* loader_ = nullptr;
    quint64 openRevision_ = 0;  // the drawing's revision when the open under way began
    bool lastOpenOk_ = false;
    QAction* addGuideAction();  // Help → Guide (F1)
    void addNimPage();           // the Nim tab (nim_page.h)
    QString pageStatus() const;  // the message of the game page shown (Welter's or Nim's)
    // while the Welter tab is current: the Hackenbush actions' enabled states, the dock and status to restore
    QHash<QAction*, bool> hackenbushEnabled_;
    bool dockWasVisible_ = false;
    bool explainWasVisible_ = false;
    QString hackenbushMessage_;
};

}  // namespace homestead::gui
