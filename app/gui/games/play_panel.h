// The side panel of Play mode. The game's own controls are the shared ones every game page uses
// (game_controls.h): the two opponents (human, perfect engine, casual engine), who moves first (fixed
// once a move is made), the engine delay (every mode), the turn line, the banner at the end and the
// move list (click a move to go back to the position after it). Around them, Play's own: normal or
// misère play (misère is disabled above the exhaustive-search limit, with the reason beside it and in
// its tooltip), New Game, Hide numbers (hide_numbers_action.h), the value of the position or who wins it
// in misère (or that it is hidden), the hint, undo and redo of moves, and pause/step of the engines.
// The buttons stay put above the messages, which wrap below them; a refused change (the first mover
// once a move is made) is said in the message line. When a game ends (normal play), its review
// (play_review.h) takes the move list's place: one sentence per move with the value it left, the first
// move that handed the win away in bold on a red ground, and where the game was lost; a click on a row
// shows the position that move faced with its winning moves marked. Its text follows the application's
// text size (TextScale); while presenting, the settings and the buttons the presentation bar offers
// (Undo, Redo) step aside. It only shows the controller and forwards clicks.
//
//   auto* panel = new PlayPanel(&controller);  dock->setWidget(panel);
#pragma once

#include <QWidget>

#include <array>

class QAction;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace homestead::gui {

class GameControls;
class PlayController;
class PlayReview;

class PlayPanel : public QWidget {
    Q_OBJECT
public:
    explicit PlayPanel(PlayController* play, QWidget* parent = nullptr);

    // Re-reads the settings' availability (the misère limit and its reason, which counts the edges
    // standing in the position in play) and refreshes the panel; after every change of the game.
    void refreshSettings();
    void refresh();

    GameControls* controls() const { return controls_; }
    QComboBox* playerBox(int side) const;
    QComboBox* startsBox() const;
    QCheckBox* misereBox() const { return misere_; }
    QLabel* misereReason() const { return misereReason_; }
    QPushButton* hintButton() const { return hint_; }
    QAction* hideNumbersAction() const { return hideNumbers_; }  // hide_numbers_action.h
    QPushButton* undoButton() const { return undo_; }
    QPushButton* redoButton() const { return redo_; }
    QPushButton* pauseButton() const { return pause_; }
    QPushButton* stepButton() const { return step_; }
    QLabel* announcementLabel() const;
    // The message line: the hint, or why a change was refused.
    QLabel* hintLabel() const { return hintLabel_; }
    QString statusText() const;
    QLabel* turnLabel() const;
    QListWidget* moveList() const;
    QDoubleSpinBox* delayBox() const;
    QLabel* valueLabel() const { return value_; }
    // The review of the finished game: its rows (one per move) and the sentence on where it was lost.
    PlayReview* review() const { return review_; }
    QListWidget* reviewList() const { return reviewList_; }
    QLabel* reviewSummary() const { return reviewSummary_; }

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void applyEmphasis();
    void setMessage(const QString& text);
    // Each wrapped message at least as tall as its lines at its width now: the form and the dock
    // lay the panel out by size hints, which cut the misère note to two of its three lines.
    void fitMessages();
    void showReview();

    PlayController* play_;
    GameControls* controls_;
    std::array<QLabel*, 6> messages_{};  // the wrapped ones: misère note, value, turn, banner, hint, review
    QCheckBox* misere_;
    QLabel* misereReason_;
    QLabel* value_;
    QPushButton* hint_;
    QAction* hideNumbers_;
    QLabel* hintLabel_;
    QPushButton* undo_;
    QPushButton* redo_;
    QPushButton* newGame_;
    QPushButton* pause_;
    QPushButton* step_;
    QLabel* movesLabel_;
    PlayReview* review_;
    QWidget* reviewBox_;
    QLabel* reviewSummary_;
    QListWidget* reviewList_;
};

}  // namespace homestead::gui
