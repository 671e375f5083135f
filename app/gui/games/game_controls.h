// The controls both game pages (Welter's strip, Nim) share, bound to one GameController: who plays
// each side (human, perfect engine, casual engine), who moves first, the engine delay, the turn line,
// the banner at the end of a game and the move list (click a move to go back to the position after
// it). The page places the widgets where it likes and styles them; sync() makes them show the game
// (O(moves)). A refused change (the first mover once a move is made) is reported by refused(), with
// the reason to show.
//
//   GameControls controls(&game, page);
//   row->addWidget(controls.playerLabel(0));  row->addWidget(controls.playerBox(0));  ...
//   connect(&game, &GameController::changed, page, [&] { controls.sync(); });
#pragma once

#include <QList>
#include <QObject>
#include <QStringList>

#include <array>

class QAction;
class QBoxLayout;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLayout;
class QListWidget;
class QScrollArea;
class QToolButton;
class QWidget;

namespace homestead::gui {

class Announcer;
class GameController;

class GameControls : public QObject {
    Q_OBJECT
public:
    // `playerTip` is the tooltip of side i's box, given i + 1 ("Who plays as player %1: …").
    GameControls(GameController* game, QObject* parent, const QString& playerTip);

    // The widgets, made here, placed and styled by the page (which owns them once it lays them out).
    std::array<QLabel*, 2> playerLabel{};       // "Player 1", "Player 2", buddies of the boxes
    std::array<QComboBox*, 2> playerBox{};      // human, perfect engine, casual engine
    QComboBox* firstBox = nullptr;              // who moves first
    QLabel* delayLabel = nullptr;
    QDoubleSpinBox* delayBox = nullptr;         // the engine delay (engine_delay_box.h)
    QLabel* turnLabel = nullptr;
    QLabel* banner = nullptr;                   // the end of the game; hidden while it goes on
    QListWidget* moveList = nullptr;
    // Tells a screen reader the engine's move and the end of the game through the turn line
    // (announcer.h): "3. Perfect engine: 9 → 0. Your move", "Game over: you win!".
    Announcer* announcer = nullptr;

    // Everything above follows the game: the boxes (without signalling back), the turn line
    // (GameController::turnText(); a page may write its own after), the banner (shown at the end),
    // the move list (the undone moves greyed, the current one selected).
    void sync();
    // The lines the move list shows (for tests and a host's status).
    QStringList moveListText() const;

signals:
    void refused(const QString& reason);
    // The game ended or is not over any more, by any way (a move, Undo, Redo, a click in the move
    // list, a new game): what the page said of its end, or of whose turn it was, is out of date, and
    // `said` is what to say now (GameController::gameOverText(), or turnText() once the end is undone).
    void endChanged(const QString& said);

private:
    void announceMove();  // once the move and its consequences are shown
    GameController* game_;
    bool engineMoved_ = false;  // the move to announce was an engine's
    bool announcing_ = false;   // an announcement is queued
    int announcedPly_ = -1;     // the ply the last announcement spoke of
    bool wasOver_ = false;      // the game was over at its last change
};

// The "Players" group of a game page: each side's label and box, who moves first, the page's misère
// button, in one row.
QGroupBox* playersGroup(GameControls* controls, QAction* misere);

// A text-only tool button for a page action, tall enough to hit at a projector.
QToolButton* pageButton(QAction* action);
// A pageButton for each of `actions`, added to `row`; returns those whose action the presentation
// bar offers too (`onTheBar`), for hideWhilePresenting.
QList<QWidget*> addPageButtons(QLayout* row, const QList<QAction*>& actions, const QList<QAction*>& onTheBar);

// Hidden while presenting (TextScale::presentation()), shown again after: the page's buttons for what
// the presentation bar offers too (Undo, Redo, Hint) and the engine delay, set at the desk, so that
// the play row's other words stay whole at a projector's type (in German and French the row was
// wider than a 1280-pixel screen and its buttons were cut at both ends). Call it once the widgets
// are placed in the page.
void hideWhilePresenting(QObject* context, const QList<QWidget*>& widgets);

// A frameless scroll area holding `content` (a page's sentences): they wrap to its width and scroll
// rather than being cut when a projector's text size needs more height than the screen has. `name`
// is what a screen reader calls it (it takes the keyboard focus, to scroll).
QScrollArea* sentenceScrollArea(QWidget* content, const QString& name);

}  // namespace homestead::gui
