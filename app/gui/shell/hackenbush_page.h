// The Hackenbush page, the workbench: the canvas (with the collapse stepper's panel under it and the
// find bar), the side view's Garden and Concyclic class tabs, the Explain dock, Play (its controller,
// panel and dock) and the page's toolbar. It owns the drawing's edits (EditController) and applies
// the display toggles to the drawing's canvas and the game's alike. As a GamePage: away from view,
// its actions, menus and docks step aside and come back exactly as they were; presenting, its
// canvases are high contrast and fitted, with no scroll bars, and the garden panel goes. Play's
// panel folds away and back (F8), and starts folded when presenting on a narrow screen.
//
//   auto* page = new HackenbushPage({window, &doc, &stack, &actions, status, errors});
//   tabs.addPage(page, icon);
#pragma once

#include "game_page.h"

#include "homestead/picture.h"

#include <QHash>
#include <QObject>

#include <optional>
#include <utility>

class QDockWidget;
class QMainWindow;
class QMenu;
class QSplitter;
class QTabWidget;
class QUndoStack;

namespace homestead::gui {

class ClassPanel;
class CollapseStepper;
class EditController;
class ErrorReport;
class ExplainPanel;
class FindActions;
class FittingScrollArea;
class GardenView;
class PictureDocument;
class PictureExport;
class PictureScene;
class PictureView;
class PlayController;
class PlayPanel;
class StatusLine;
struct WindowActions;

class HackenbushPage : public QObject, public GamePage {
    Q_OBJECT
public:
    struct Parts {
        QMainWindow* window;
        PictureDocument* drawing;
        QUndoStack* stack;
        WindowActions* actions;  // Find's and Explain's are filled in here
        StatusLine* status;
        ErrorReport* errors;
    };
    explicit HackenbushPage(Parts parts, QObject* parent = nullptr);
    ~HackenbushPage() override;

    PictureScene* scene() const { return scene_; }
    PictureView* view() const { return view_; }
    GardenView* gardenView() const { return garden_; }
    ClassPanel* classPanel() const { return classPanel_; }
    ExplainPanel* explainPanel() const { return explainPanel_; }
    QTabWidget* sideTabs() const { return side_; }
    CollapseStepper* collapseStepper() const { return collapse_; }
    PlayController* play() const { return play_; }
    PlayPanel* playPanel() const { return playPanel_; }
    EditController* edits() const { return edits_; }
    PictureExport* exports() const { return export_; }
    FindActions* findActions() const { return find_; }

    void setPlayMode(bool on);
    // Selects edge `edge` (the drawing's), and shows its concyclic class in the side view if asked.
    void selectEdge(EdgeId edge, bool showClass);
    // Menus of this page (Open Recent, Examples): disabled while another page is in view.
    void addPageMenus(const QList<QMenu*>& menus) { menus_ << menus; }

    // GamePage
    QWidget* widget() override;
    QString pageTitle() const override;
    void routeStatus(QObject*, std::function<void(const QString&)>) override {}  // its messages are the window's
    QString statusText() const override { return {}; }
    QList<QAction*> presentationActions() const override;
    QToolBar* pageToolBar() const override { return toolBar_; }
    void setCurrent(bool current) override;
    void setPresenting(bool presenting) override;

signals:
    void playModeChanged(bool on);

private:
    // Every canvas of the page (drawing, Play, the collapse stepper) in the high-contrast theme or not.
    void setHighContrast(bool on);
    void buildCanvas();
    void buildPlay();
    void buildToolBar();
    void connectActions();
    void connectToggles();
    void selectionChanged();
    void updateMoveActions();
    void showPlayPanel(bool on);
    // Hide numbers in Play (play_controller.h): M and F3 off, the garden and Explain covered.
    void hideNumbers(bool hiding);
    void setActionEnabled(QAction* action, bool on);  // with another page in view: for the way back
    void forBothScenes(void (PictureScene::*setter)(bool), bool on);
    // Presenting, the Play dock is held to a share of the screen and made as wide as its panel asks
    // (the panel keeps only what the game needs then), so the picture has room for its numbers;
    // after, it has its width back.
    void narrowPlayDock(bool presenting);
    void fitPlayDockToPanel();  // presenting, with Play on: the dock as wide as its panel asks
    bool presenting_ = false;
    bool panelAtDesk_ = true;  // the Play panel's toggle before presenting (folded there on a narrow screen)

    Parts p_;
    PictureScene* scene_ = nullptr;
    PictureView* view_ = nullptr;
    GardenView* garden_ = nullptr;
    ClassPanel* classPanel_ = nullptr;
    ExplainPanel* explainPanel_ = nullptr;
    QTabWidget* side_ = nullptr;
    QWidget* page_ = nullptr;  // the toolbar over the splitter
    QSplitter* splitter_ = nullptr;
    CollapseStepper* collapse_ = nullptr;
    PlayController* play_ = nullptr;
    PlayPanel* playPanel_ = nullptr;
    QDockWidget* playDock_ = nullptr;
    FittingScrollArea* playArea_ = nullptr;
    QToolBar* toolBar_ = nullptr;
    EditController* edits_ = nullptr;
    PictureExport* export_ = nullptr;
    FindActions* find_ = nullptr;
    QList<QAction*> separators_;  // the presentation bar's
    QList<QMenu*> menus_;
    bool gardenBeforePlay_ = true;  // the garden panel's state on entering Play, restored on leaving
    // while another page is in view: the actions' enabled states, the docks to show again
    bool current_ = true;
    QHash<QAction*, bool> enabledAway_;
    bool dockWasVisible_ = false;
    bool explainWasVisible_ = false;
    // what presenting changed, restored after
    bool gardenBeforePresenting_ = true;
    bool fittedBeforePresenting_ = false;
    int playDockWidth_ = 0;  // the Play dock's width before presenting (0: never shown)
    std::pair<Qt::ScrollBarPolicy, Qt::ScrollBarPolicy> scrollBars_{Qt::ScrollBarAsNeeded, Qt::ScrollBarAsNeeded};
};

}  // namespace homestead::gui
