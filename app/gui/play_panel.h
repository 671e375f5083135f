// The side panel of Play mode: the two opponents (human, perfect engine, casual engine), who starts,
// normal or misère play (misère is disabled above the exhaustive-search limit, with the reason beside
// it and in its tooltip), the value of the position and whose turn it is, the hint, the move list,
// undo and redo of moves, the engine delay (every mode), pause/step for engine against engine, and the
// announcement when the game ends. The buttons stay put above the messages, which wrap below them.
// Its text follows the application's text size (TextScale). It only shows the controller and
// forwards clicks to it.
//
//   auto* panel = new PlayPanel(&controller);  dock->setWidget(panel);
#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace homestead::gui {

class PlayController;

class PlayPanel : public QWidget {
    Q_OBJECT
public:
    explicit PlayPanel(PlayController* play, QWidget* parent = nullptr);

    // Re-reads the settings' availability (the misère limit) after the start picture changed.
    void refreshSettings();
    void refresh();

    QComboBox* playerBox(int side) const { return side == 0 ? first_ : second_; }
    QComboBox* startsBox() const { return starts_; }
    QCheckBox* misereBox() const { return misere_; }
    QLabel* misereReason() const { return misereReason_; }
    QPushButton* hintButton() const { return hint_; }
    QPushButton* undoButton() const { return undo_; }
    QPushButton* redoButton() const { return redo_; }
    QLabel* announcementLabel() const { return announcement_; }
    QLabel* hintLabel() const { return hintLabel_; }
    QLabel* turnLabel() const { return turn_; }
    QListWidget* moveList() const { return moves_; }
    QDoubleSpinBox* delayBox() const { return delay_; }
    QLabel* valueLabel() const { return value_; }

private:
    void applyPlayers();
    void applyEmphasis();

    PlayController* play_;
    QComboBox* first_;
    QComboBox* second_;
    QComboBox* starts_;
    QCheckBox* misere_;
    QLabel* misereReason_;
    QLabel* value_;
    QLabel* turn_;
    QPushButton* hint_;
    QLabel* hintLabel_;
    QListWidget* moves_;
    QPushButton* undo_;
    QPushButton* redo_;
    QPushButton* newGame_;
    QDoubleSpinBox* delay_;
    QPushButton* pause_;
    QPushButton* step_;
    QWidget* demo_;
    QLabel* announcement_;
};

}  // namespace homestead::gui
