// The Play panel: settings, position, hint, moves, demonstration controls (see play_panel.h).
#include "play_panel.h"

#include "engine_delay_box.h"
#include "play_controller.h"
#include "text_scale.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <cmath>

namespace homestead::gui {

namespace {
QComboBox* playerCombo(PlayerKind initial) {
    auto* box = new QComboBox;
    box->addItem(QObject::tr("Human"), int(PlayerKind::Human));
    box->addItem(QObject::tr("Engine — perfect"), int(PlayerKind::EnginePerfect));
    box->addItem(QObject::tr("Engine — casual (for beginners)"), int(PlayerKind::EngineCasual));
    box->setCurrentIndex(box->findData(int(initial)));
    return box;
}
PlayerKind kindOf(QComboBox* box) { return PlayerKind(box->currentData().toInt()); }
}  // namespace

PlayPanel::PlayPanel(PlayController* play, QWidget* parent) : QWidget(parent), play_(play) {
    auto* layout = new QVBoxLayout(this);

    auto* settings = new QGroupBox(tr("Game"));
    auto* form = new QFormLayout(settings);
    first_ = playerCombo(play->session().player(0));
    second_ = playerCombo(play->session().player(1));
    first_->setObjectName(QStringLiteral("player1"));
    second_->setObjectName(QStringLiteral("player2"));
    form->addRow(tr("Player 1:"), first_);
    form->addRow(tr("Player 2:"), second_);
    starts_ = new QComboBox;
    starts_->addItem(tr("Player 1 moves first"), 0);
    starts_->addItem(tr("Player 2 moves first"), 1);
    first_->setToolTip(tr("Who plays as Player 1: a human at the canvas or the engine"));
    second_->setToolTip(tr("Who plays as Player 2: a human at the canvas or the engine"));
    starts_->setToolTip(tr("Which player makes the first move"));
    form->addRow(tr("Start:"), starts_);
    misere_ = new QCheckBox(tr("Misère play (whoever cannot move wins)"));
    misere_->setObjectName(QStringLiteral("misere"));
    form->addRow(misere_);
    misereReason_ = new QLabel;
    misereReason_->setWordWrap(true);
    misereReason_->setStyleSheet(QStringLiteral("color:#8a5a00"));
    form->addRow(misereReason_);
    delay_ = engineDelayBox(play->runner());
    form->addRow(tr("Engine delay:"), delay_);
    newGame_ = new QPushButton(tr("New Game"));
    newGame_->setToolTip(tr("Start again from the drawing with these settings"));
    form->addRow(newGame_);
    layout->addWidget(settings);

    // The buttons sit above the messages, so a message that wraps to more lines never moves them.
    hint_ = new QPushButton(QIcon(QStringLiteral(":/icons/winning.svg")), tr("Hint"));
    hint_->setToolTip(tr("Highlight every winning move, or say that none exists"));
    undo_ = new QPushButton(QIcon(QStringLiteral(":/icons/undo.svg")), tr("Undo"));
    redo_ = new QPushButton(QIcon(QStringLiteral(":/icons/redo.svg")), tr("Redo"));
    const auto keyName = [](QKeySequence::StandardKey k) { return QKeySequence(k).toString(QKeySequence::NativeText); };
    undo_->setToolTip(tr("Take back the last move; against an engine, its answer too (%1)").arg(keyName(QKeySequence::Undo)));
    redo_->setToolTip(tr("Replay the move taken back (%1)")
                          .arg(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z).toString(QKeySequence::NativeText)));
    auto* buttonRow = new QHBoxLayout;
    buttonRow->addWidget(hint_);
    buttonRow->addWidget(undo_);
    buttonRow->addWidget(redo_);
    layout->addLayout(buttonRow);

    value_ = new QLabel;
    value_->setWordWrap(true);
    turn_ = new QLabel;
    turn_->setWordWrap(true);
    layout->addWidget(turn_);
    layout->addWidget(value_);

    announcement_ = new QLabel;
    announcement_->setObjectName(QStringLiteral("announcement"));
    announcement_->setWordWrap(true);
    announcement_->setStyleSheet(QStringLiteral("color:#ffffff; background:#1d6b32; padding:8px; border-radius:4px"));
    announcement_->setVisible(false);
    layout->addWidget(announcement_);

    hintLabel_ = new QLabel;
    hintLabel_->setWordWrap(true);
    layout->addWidget(hintLabel_);

    layout->addWidget(new QLabel(tr("Moves:")));
    moves_ = new QListWidget;
    moves_->setObjectName(QStringLiteral("moves"));
    moves_->setToolTip(tr("The moves played so far, with what fell"));
    moves_->setWordWrap(true);  // a long line wraps rather than being cut
    moves_->setTextElideMode(Qt::ElideNone);
    layout->addWidget(moves_, 1);

    demo_ = new QGroupBox(tr("Engine against engine"));
    auto* demo = new QFormLayout(demo_);
    auto* buttons = new QHBoxLayout;
    pause_ = new QPushButton(tr("Pause"));
    pause_->setCheckable(true);
    pause_->setToolTip(tr("Stop the engines between moves (Step plays one)"));
    step_ = new QPushButton(tr("Step"));
    step_->setToolTip(tr("Play one engine move while paused"));
    buttons->addWidget(pause_);
    buttons->addWidget(step_);
    demo->addRow(buttons);
    layout->addWidget(demo_);

    // Messages wrap to the panel's width instead of widening it: the canvas beside it does not jump
    // when the game-over announcement or a hint appears.
    for (QLabel* message : {misereReason_, value_, turn_, announcement_, hintLabel_}) {
        QSizePolicy policy = message->sizePolicy();
        policy.setHorizontalPolicy(QSizePolicy::Ignored);
        message->setSizePolicy(policy);
    }

    connect(first_, &QComboBox::currentIndexChanged, this, [this] { applyPlayers(); });
    connect(second_, &QComboBox::currentIndexChanged, this, [this] { applyPlayers(); });
    connect(starts_, &QComboBox::currentIndexChanged, this, [this] { play_->setFirstSide(starts_->currentData().toInt()); });
    connect(misere_, &QCheckBox::toggled, this, [this](bool on) {
        if (!play_->setMisere(on)) {
            QSignalBlocker block(misere_);
            misere_->setChecked(false);
        }
    });
    connect(newGame_, &QPushButton::clicked, play_, &PlayController::newGame);
    connect(hint_, &QPushButton::clicked, this, [this] { play_->showHint(); });
    connect(undo_, &QPushButton::clicked, play_, &PlayController::undoMove);
    connect(redo_, &QPushButton::clicked, play_, &PlayController::redoMove);
    connect(pause_, &QPushButton::toggled, this, [this](bool on) { play_->setPaused(on); refresh(); });
    connect(step_, &QPushButton::clicked, play_, &PlayController::step);
    connect(play_, &PlayController::positionChanged, this, &PlayPanel::refresh);
    connect(play_, &PlayController::lockChanged, this, &PlayPanel::refresh);
    connect(play_->document(), &PictureDocument::analysisChanged, this, &PlayPanel::refresh);
    connect(play_, &PlayController::engineChose, this, &PlayPanel::refresh);
    connect(play_, &PlayController::outcomeChanged, this, &PlayPanel::refresh);
    connect(play_, &PlayController::hintChanged, this, [this](const QString& text) {
        hintLabel_->setText(text);
        hintLabel_->setVisible(!text.isEmpty());
    });
    hintLabel_->setVisible(false);
    // Every word of the panel at the application's text size (text_scale.h), the emphasis kept.
    TextScale::follow(this, [this] { applyEmphasis(); });
    applyEmphasis();
    refreshSettings();
}

// Whose turn and the value in bold, the announcement larger: sizes relative to the panel's font,
// which follows the text size, so they are set again after each change.
void PlayPanel::applyEmphasis() {
    QFont bold = font();
    bold.setBold(true);
    value_->setFont(bold);
    turn_->setFont(bold);
    QFont big = bold;
    if (big.pointSizeF() > 0) big.setPointSizeF(big.pointSizeF() * 1.3);
    else big.setPixelSize(int(std::lround(big.pixelSize() * 1.3)));
    announcement_->setFont(big);
}

void PlayPanel::applyPlayers() {
    play_->setPlayers(kindOf(first_), kindOf(second_));
    refresh();
}

void PlayPanel::refreshSettings() {
    const QString why = play_->misereRefusalText();
    misere_->setEnabled(why.isEmpty());
    misere_->setToolTip(why.isEmpty() ? tr("Misère play: whoever cannot move wins. The engine and the hint use an "
                                           "exhaustive search, possible because the picture is small.")
                                      : tr("Unavailable: %1").arg(why));
    misereReason_->setText(why.isEmpty() ? QString() : tr("Misère unavailable: %1.").arg(why));
    misereReason_->setVisible(!why.isEmpty());
    if (!why.isEmpty() && misere_->isChecked()) {
        QSignalBlocker block(misere_);
        misere_->setChecked(false);
    }
    refresh();
}

void PlayPanel::refresh() {
    const HackenbushSession& s = play_->session();
    {  // the settings as the controller has them (they may be set from code)
        QSignalBlocker a(first_), b(second_), c(starts_), d(misere_);
        first_->setCurrentIndex(first_->findData(int(s.player(0))));
        second_->setCurrentIndex(second_->findData(int(s.player(1))));
        starts_->setCurrentIndex(s.firstSide());
        misere_->setChecked(s.misere());
    }
    const QString over = play_->announcement();
    turn_->setText(over.isEmpty() ? play_->turnText() : QString());
    turn_->setVisible(over.isEmpty());
    value_->setVisible(over.isEmpty());
    announcement_->setText(over);
    announcement_->setVisible(!over.isEmpty());
    value_->setText(play_->outcomeText());
    const QStringList lines = play_->moveTexts();
    bool same = moves_->count() == lines.size();
    for (int i = 0; same && i < lines.size(); ++i) same = moves_->item(i)->text() == lines[i];
    if (!same) {
        moves_->clear();
        for (const QString& line : lines) {
            auto* item = new QListWidgetItem(line, moves_);
            item->setToolTip(line);
        }
        moves_->scrollToBottom();
    }
    const bool humanTurn = !s.over() && s.humanToMove();
    hint_->setEnabled(humanTurn && !play_->engineBusy());
    undo_->setEnabled(s.canUndo() && !play_->engineBusy());
    redo_->setEnabled(s.canRedo() && !play_->engineBusy());
    const bool bothEngines = s.player(0) != PlayerKind::Human && s.player(1) != PlayerKind::Human;
    demo_->setEnabled(bothEngines);
    step_->setEnabled(bothEngines && play_->paused() && !play_->engineBusy() && !s.over());
}

}  // namespace homestead::gui
