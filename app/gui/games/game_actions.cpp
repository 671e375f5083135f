// The game pages' shared actions: made, bound to the game, and following it (see game_actions.h).
#include "game_actions.h"

#include "game_controller.h"
#include "page_shortcuts.h"

#include <QAction>
#include <QSignalBlocker>
#include <QWidget>

#include <utility>

namespace homestead::gui {

void GameActions::addPlayActions(QWidget* page, GameController* game, const QString& newGameTip) {
    newGame = addPageAction(page, tr("New game"), {newGameKey()}, newGameTip);
    undo = addPageAction(page, tr("Undo"), {QKeySequence(Qt::CTRL | Qt::Key_Z), QKeySequence(Qt::Key_Backspace)},
                         tr("Take back the last move (and the engine's reply)"));
    QObject::connect(undo, &QAction::triggered, game, &GameController::undo);
    redo = addPageAction(page, tr("Redo"),
                         {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)},
                         tr("Replay a move taken back"));
    QObject::connect(redo, &QAction::triggered, game, &GameController::redo);
    pause = addPageAction(page, tr("Pause engines"), {QKeySequence(Qt::Key_P)},
                          tr("Stop the engines from moving (engine against engine)"));
    pause->setCheckable(true);
    QObject::connect(pause, &QAction::toggled, game, &GameController::setPaused);
}

void GameActions::follow(const GameController& game) const {
    for (auto [action, checked] : {std::pair{misere, game.misere()}, {pause, game.paused()}})
        if (action) {
            QSignalBlocker block(action);
            action->setChecked(checked);
        }
    undo->setEnabled(game.canUndo());
    redo->setEnabled(game.canRedo());
}

}  // namespace homestead::gui
