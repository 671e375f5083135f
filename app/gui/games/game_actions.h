// The actions every game page has (Welter's, Nim's), each a named member (page->actions().undo), and
// the two pages' own on top of them, so that no page action is looked up by a string. The play
// actions (New game, Undo, Redo, Pause engines) are made here with their text, keys and tips, bound
// to the game; the page makes Hint and Misère (they act differently on each page) and its own.
//
//   actions_.addPlayActions(this, &game_, tr("Start again from the heaps set up"));
//   connect(actions_.newGame, &QAction::triggered, this, [this] { game_.restart(); });
//   actions_.follow(game_);  // after each change of the game
#pragma once

#include <QCoreApplication>
#include <QKeySequence>
#include <QList>

class QAction;
class QString;
class QWidget;

namespace homestead::gui {

class GameController;

struct GameActions {
    QAction* newGame = nullptr;  // F2 (F5 is the window's presentation mode); the page connects it
    QAction* undo = nullptr;
    QAction* redo = nullptr;
    QAction* hint = nullptr;
    QAction* misere = nullptr;
    QAction* pause = nullptr;    // checkable: the engines stop moving

    // New game, Undo, Redo and Pause engines of `page`; all but New game act on `game` already.
    void addPlayActions(QWidget* page, GameController* game, const QString& newGameTip);
    // Misère and Pause checked as `game` is (without signalling back), Undo and Redo enabled when
    // they can act.
    void follow(const GameController& game) const;
    // The buttons of the play row, in order: New game, Undo, Redo, Hint, Pause engines.
    QList<QAction*> playRow() const { return {newGame, undo, redo, hint, pause}; }
    // What the presentation bar offers: Undo, Redo and the hint.
    QList<QAction*> presentation() const { return {undo, redo, hint}; }
    // The key that starts a new game on a game page.
    static QKeySequence newGameKey() { return QKeySequence(Qt::Key_F2); }

    Q_DECLARE_TR_FUNCTIONS(GameActions)  // last: it leaves the rest private
};

// Welter's page: its set-up on top of the game's actions.
struct WelterActions : GameActions {
    QAction* setup = nullptr;  // checkable: clicking squares places and removes coins
    QAction* random = nullptr;
    QAction* clear = nullptr;
};

// The Nim page: Northcott's retreats and its two views on top of the game's actions.
struct NimActions : GameActions {
    QAction* retreats = nullptr;  // checkable
    QAction* heaps = nullptr;     // the views, one checked at a time
    QAction* chessboard = nullptr;
};

}  // namespace homestead::gui
