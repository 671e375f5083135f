// The main window of Homestead: it wires the controllers and the pages together and does little
// itself. The pages (GamePage) are the Hackenbush workbench, Welter's game, Nim and the Puzzles, in
// tabs (PageTabs); the files (FileController), the recovery offer (RecoveryController), the edits
// (EditController, the Hackenbush page's), the status line (StatusLine) and presentation mode
// (PresentationMode) are each their own class. Its actions are typed members (WindowActions).
// The accessors below hand those parts to tests and scripts.
//
//   MainWindow w;  w.openFile("resources/pictures/tree.json");  w.show();
#pragma once

#include "picture_document.h"
#include "recovery_file.h"
#include "window_actions.h"
#include "window_drawing.h"
#include "error_report.h"

#include <QMainWindow>
#include <QUndoStack>

#include <memory>
#include <optional>

class QMenu;
class QTabWidget;
class QToolBar;

namespace homestead::gui {

class Autosaver;
class ClassPanel;
class CollapseStepper;
class EditController;
class ExplainPanel;
class FileController;
class FindActions;
class GardenView;
class HackenbushPage;
class HandoutActions;
class HelpGuide;
class NimPage;
class PageTabs;
class PictureScene;
class PictureView;
class PlayController;
class PlayPanel;
class PresentationMode;
class PuzzlePage;
class AnimatingPage;
class TransfinitePage;
class RecoveryController;
class StatusLine;
class WelterStripPage;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    // A window on the drawing of another (window_host.h: the same drawing in another language).
    explicit MainWindow(std::shared_ptr<WindowDrawing> drawing, QWidget* parent = nullptr);
    ~MainWindow() override;

    // The parts
    const WindowActions& actions() const { return actions_; }
    PictureDocument* document() { return &doc_; }
    QUndoStack* undoStack() { return &stack_; }
    Autosaver* autosaver() const { return drawing_->autosaver.get(); }
    const std::shared_ptr<WindowDrawing>& drawing() const { return drawing_; }
    FileController* files() const { return files_; }
    RecoveryController* recovery() const { return recovery_; }
    EditController* edits() const;
    StatusLine* status() const { return status_; }
    PageTabs* pages() const { return pages_; }
    PresentationMode* presentation() const { return presentation_; }
    HackenbushPage* hackenbushPage() const { return hackenbush_; }
    WelterStripPage* welterPage() const { return welter_; }
    NimPage* nimPage() const { return nim_; }
    PuzzlePage* puzzlePage() const { return puzzles_; }
    AnimatingPage* animatingPage() const { return animating_; }
    TransfinitePage* transfinitePage() const { return transfinite_; }
    // The Hackenbush page's
    PictureScene* scene() const;
    PictureView* view() const;
    GardenView* gardenView() const;
    ClassPanel* classPanel() const;
    ExplainPanel* explainPanel() const;
    QTabWidget* sideTabs() const;  // the Garden and Concyclic class tabs
    CollapseStepper* collapseStepper() const;  // View → Collapse Step by Step…
    PlayController* play() const;  // Play mode (play_controller.h)
    PlayPanel* playPanel() const;
    FindActions* findActions() const;  // Edit → Find… and F3 (find_actions.h)
    HandoutActions* handouts() const;  // Print, Export PDF, Export TikZ (handout_actions.h)
    QTabWidget* tabs() const;
    QToolBar* toolBar() const;
    QMenu* recentMenu() const;
    QString valueText() const;
    QString partsText() const;
    QString lastError() const { return errors_.last(); }

    // Shorthands for the controllers' (see each for what it does)
    void startOpening(const QString& path);
    bool opening() const;
    bool openFile(const QString& path);  // waits (tests, scripts)
    bool openText(const QByteArray& json, const QString& origin);
    bool saveTo(const QString& path);
    bool offerRecovery();
    void startRecoveryOffer();  // recoveryOffered(restored) follows
    bool recoveryPending() const;
    void restoreRecovery(const RecoveredDrawing& recovery);
    bool startPaste(const QString& text);
    bool pasteText(const QString& text);  // waits (tests, scripts)
    bool workerEditing() const;
    bool waitForWorkerEdit();
    const Picture& shownPicture() const;  // the position in play during a game, the drawing otherwise
    QString cgsuiteText() const;
    bool exportImage(const QString& path);  // waits for the analysis and the write (tests)
    QString exportSuggestion() const;
    void setPlayMode(bool on);

    // Help → Guide (help_guide.h), made when first asked for; its links open examples and the Nim page.
    HelpGuide* guide();
    // Opens the example picture FILE (by file name) once unsaved changes are saved or discarded, and
    // selects the edge named `edgeName` (or with id `edgeId`); `classPanel` shows its concyclic class.
    // False, saying why, when the example is missing; an edge it lacks is said in the status line.
    bool showExample(const QString& file, const QString& edgeName, std::optional<int> edgeId = {},
                     bool classPanel = false);

signals:
    void recoveryOffered(bool restored);
    // An open (startOpening) ended: the picture is shown (ok) or it was refused or dropped.
    void fileOpened(const QString& path, bool ok);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void addPages();
    void connectActions();
    void createMenus();
    void showGuide();

    std::shared_ptr<WindowDrawing> drawing_;
    bool closeWaitsForSave_ = false;  // asked to close while saving: closes once the save has ended
    PictureDocument& doc_;
    QUndoStack& stack_;
    WindowActions actions_;
    ErrorReport errors_;
    StatusLine* status_ = nullptr;
    PageTabs* pages_ = nullptr;
    HackenbushPage* hackenbush_ = nullptr;
    WelterStripPage* welter_ = nullptr;
    NimPage* nim_ = nullptr;
    PuzzlePage* puzzles_ = nullptr;
    AnimatingPage* animating_ = nullptr;
    TransfinitePage* transfinite_ = nullptr;
    FileController* files_ = nullptr;
    RecoveryController* recovery_ = nullptr;
    PresentationMode* presentation_ = nullptr;
    HelpGuide* guide_ = nullptr;
};

}  // namespace homestead::gui
