// The Find actions of the workbench (issue 16), in one place so the window only adds them:
// Edit → Find… (Ctrl+F) opens the find bar under the canvas (find_bar.h); Edit → Find Next Winning
// Move (F3) and Find Previous Winning Move (Shift+F3) step through the winning moves of the picture
// shown (winning_move_stepper.h) and say which in the status bar. Each action has a tooltip with its
// key. The actions are named "find", "nextWinning" and "previousWinning" (QObject::objectName), so a
// window can list them with its own and disable them where there is no canvas.
//
//   auto* find = new FindActions(window, view, play);   // the bar goes under the canvas
//   find->addTo(editMenu);
#pragma once

#include <QList>
#include <QObject>

class QAction;
class QMainWindow;
class QMenu;

namespace homestead::gui {

class FindBar;
class PictureView;
class PlayController;
class WinningMoveStepper;

class FindActions : public QObject {
    Q_OBJECT
public:
    // The bar is put under `view` in the layout that holds it (the canvas column), else left to the caller.
    FindActions(QMainWindow* window, PictureView* view, PlayController* play);

    QList<QAction*> actions() const { return {find_, next_, previous_}; }
    QAction* findAction() const { return find_; }
    QAction* nextAction() const { return next_; }
    QAction* previousAction() const { return previous_; }
    void addTo(QMenu* menu) const;
    FindBar* bar() const { return bar_; }
    WinningMoveStepper* winningMoves() const { return stepper_; }

private:
    FindBar* bar_ = nullptr;
    WinningMoveStepper* stepper_ = nullptr;
    QAction* find_ = nullptr;
    QAction* next_ = nullptr;
    QAction* previous_ = nullptr;
};

}  // namespace homestead::gui
