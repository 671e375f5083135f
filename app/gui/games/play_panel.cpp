// The Play panel: the shared game controls plus misère, the value, the hint, undo/redo and pause/step
// (see play_panel.h).
#include "play_panel.h"

#include "game_controls.h"
#include "hide_numbers_action.h"
#include "play_controller.h"
#include "play_review.h"
#include "text_scale.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QListWidget>
#include <QPalette>
#include <QPushButton>
#include <QSignalBlocker>
#include <QToolButton>
#include <QVBoxLayout>

#include <optional>

namespace homestead::gui {

PlayPanel::PlayPanel(PlayController* play, QWidget* parent) : QWidget(parent), play_(play) {
    controls_ = new GameControls(play, this, tr("Who plays as Player %1: a human at the canvas or the engine"));
    connect(controls_, &GameControls::refused, this, &PlayPanel::setMessage);
    auto* layout = new QVBoxLayout(this);

    auto* settings = new QGroupBox(tr("Game"));
    settings->setObjectName(QStringLiteral("playSettings"));
    auto* form = new QFormLayout(settings);
    for (int i = 0; i < 2; ++i) {
        controls_->playerBox[std::size_t(i)]->setObjectName(QStringLiteral("player%1").arg(i + 1));
        form->addRow(controls_->playerLabel[std::size_t(i)], controls_->playerBox[std::size_t(i)]);
    }
    form->addRow(tr("Start"), controls_->firstBox);
    misere_ = new QCheckBox(tr("Misère play (whoever cannot move wins)"));
    misere_->setObjectName(QStringLiteral("misere"));
    form->addRow(misere_);
    misereReason_ = new QLabel;
    misereReason_->setWordWrap(true);
    misereReason_->setObjectName(QStringLiteral("misereReason"));
    // Coloured by its palette: a style sheet would fix its font as it is now, so it would not
    // grow with the panel's text size.
    QPalette note = misereReason_->palette();
    note.setColor(QPalette::WindowText, QColor(0x8a, 0x5a, 0x00));
    misereReason_->setPalette(note);
    form->addRow(misereReason_);
    form->addRow(controls_->delayLabel, controls_->delayBox);
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
    pause_ = new QPushButton(tr("Pause"));
    pause_->setCheckable(true);
    pause_->setToolTip(tr("Stop the engines between moves (Step plays one)"));
    step_ = new QPushButton(tr("Step"));
    step_->setToolTip(tr("Play one engine move while paused"));
    auto* buttonRow = new QHBoxLayout;
    for (QPushButton* b : {hint_, undo_, redo_}) buttonRow->addWidget(b);
    layout->addLayout(buttonRow);
    hideNumbers_ = makeHideNumbersAction(this, "play/hideNumbers", false);
    play_->setHideNumbers(hideNumbers_->isChecked());
    connect(hideNumbers_, &QAction::toggled, play_, &PlayController::setHideNumbers);
    layout->addWidget(pageButton(hideNumbers_));
    auto* engineRow = new QHBoxLayout;
    engineRow->addWidget(pause_);
    engineRow->addWidget(step_);
    layout->addLayout(engineRow);
    // At a projector Pause and Step stand one above the other: side by side in the large type they
    // were the panel's widest row (German's "Anhalten" and "Schritt" made the dock 345 px of a
    // 1280 px screen), and every pixel of the dock's width is taken from the picture's crowd of numbers.
    const auto stackWhilePresenting = [engineRow] {
        engineRow->setDirection(TextScale::instance()->presentation() ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
    };
    connect(TextScale::instance(), &TextScale::changed, this, stackWhilePresenting);
    stackWhilePresenting();

    value_ = new QLabel;
    value_->setWordWrap(true);
    controls_->turnLabel->setWordWrap(true);
    layout->addWidget(controls_->turnLabel);
    layout->addWidget(value_);
    controls_->banner->setObjectName(QStringLiteral("announcement"));
    layout->addWidget(controls_->banner);

    hintLabel_ = new QLabel;
    hintLabel_->setWordWrap(true);
    layout->addWidget(hintLabel_);

    movesLabel_ = new QLabel(tr("Moves:"));
    layout->addWidget(movesLabel_);
    controls_->moveList->setObjectName(QStringLiteral("moves"));
    controls_->moveList->setToolTip(tr("The moves played so far, with what fell: click one to go back to the "
                                       "position after it"));
    controls_->moveList->setTextElideMode(Qt::ElideNone);  // wrapped (game_controls.h), never cut
    // The list takes the room the rest leaves (it scrolls its own lines), and asks for none: the
    // panel's scroll area (fitting_scroll_area.h) then scrolls only when the rest does not fit.
    controls_->moveList->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    controls_->moveList->setMinimumHeight(3 * controls_->moveList->fontMetrics().height());
    layout->addWidget(controls_->moveList, 1);

    // The review of the finished game, below its moves: hidden while the game goes on.
    review_ = new PlayReview(play_, this);
    reviewBox_ = new QGroupBox(tr("Review"));
    reviewBox_->setObjectName(QStringLiteral("review"));
    auto* reviewLayout = new QVBoxLayout(reviewBox_);
    reviewSummary_ = new QLabel;
    reviewSummary_->setWordWrap(true);
    reviewSummary_->setObjectName(QStringLiteral("reviewSummary"));
    reviewLayout->addWidget(reviewSummary_);
    reviewList_ = new QListWidget;
    reviewList_->setObjectName(QStringLiteral("reviewMoves"));
    reviewList_->setToolTip(tr("Each move with the value it left (0 wins: the player to move then loses). Click "
                               "one to see the position it faced, with its winning moves marked."));
    reviewList_->setWordWrap(true);
    reviewList_->setTextElideMode(Qt::ElideNone);
    reviewList_->setAccessibleName(tr("Review of the game"));
    reviewList_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    reviewList_->setMinimumHeight(4 * reviewList_->fontMetrics().height());
    reviewLayout->addWidget(reviewList_, 1);
    layout->addWidget(reviewBox_, 2);
    reviewBox_->setVisible(false);

    // Messages wrap to the panel's width instead of widening it: the canvas beside it does not jump
    // when the game-over announcement or a hint appears.
    messages_ = {misereReason_, value_, controls_->turnLabel, controls_->banner, hintLabel_, reviewSummary_};
    for (QLabel* message : messages_) {
        QSizePolicy policy = message->sizePolicy();
        policy.setHorizontalPolicy(QSizePolicy::Ignored);
        message->setSizePolicy(policy);
    }

    connect(misere_, &QCheckBox::toggled, this, [this](bool on) {
        if (!play_->setMisere(on)) {
            QSignalBlocker block(misere_);
            misere_->setChecked(false);
        }
    });
    connect(newGame_, &QPushButton::clicked, play_, &PlayController::newGame);
    connect(hint_, &QPushButton::clicked, this, [this] { play_->showHint(); });
    connect(undo_, &QPushButton::clicked, play_, &GameController::undo);
    connect(redo_, &QPushButton::clicked, play_, &GameController::redo);
    connect(pause_, &QPushButton::toggled, play_, &GameController::setPaused);
    connect(step_, &QPushButton::clicked, play_, &GameController::step);
    connect(play_, &GameController::changed, this, &PlayPanel::refreshSettings);  // the misère reason follows the position
    connect(play_, &GameController::engineThinkingChanged, this, &PlayPanel::refresh);
    connect(play_->document(), &PictureDocument::analysisChanged, this, &PlayPanel::refresh);
    connect(play_, &PlayController::engineChose, this, &PlayPanel::refresh);
    connect(play_, &PlayController::outcomeChanged, this, &PlayPanel::refresh);
    connect(play_, &PlayController::numbersHiddenChanged, this, &PlayPanel::refresh);  // the value line
    connect(play_, &PlayController::namingChanged, this, &PlayPanel::refresh);  // the moves, by their tags
    connect(play_, &PlayController::hintChanged, this, &PlayPanel::setMessage);
    connect(review_, &PlayReview::changed, this, &PlayPanel::showReview);
    connect(reviewList_, &QListWidget::itemClicked, this,
            [this](QListWidgetItem* item) { review_->showRow(reviewList_->row(item)); });
    hintLabel_->setVisible(false);
    // At a projector the panel keeps what the game needs now: the settings are made at the desk, and
    // the presentation bar offers Undo and Redo. The dock is then narrow enough to leave the picture
    // most of the screen (HackenbushPage::setPresenting).
    hideWhilePresenting(this, {settings, undo_, redo_});
    // Every word of the panel at the application's text size (text_scale.h), the emphasis kept.
    TextScale::follow(this, [this] { applyEmphasis(); });
    applyEmphasis();
    refreshSettings();
}

QComboBox* PlayPanel::playerBox(int side) const { return controls_->playerBox[std::size_t(side & 1)]; }
QComboBox* PlayPanel::startsBox() const { return controls_->firstBox; }
QLabel* PlayPanel::announcementLabel() const { return controls_->banner; }
QLabel* PlayPanel::turnLabel() const { return controls_->turnLabel; }
QListWidget* PlayPanel::moveList() const { return controls_->moveList; }
QDoubleSpinBox* PlayPanel::delayBox() const { return controls_->delayBox; }
QString PlayPanel::statusText() const { return hintLabel_->text(); }

void PlayPanel::setMessage(const QString& text) {
    hintLabel_->setText(text);
    hintLabel_->setVisible(!text.isEmpty());
    fitMessages();
}

void PlayPanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitMessages();
}

void PlayPanel::fitMessages() {
    for (QLabel* message : messages_) {
        // (QLabel's height for a width is never less than its minimum: cleared first, so a message
        // grows back down once its type is smaller or its line wider)
        const int was = message->minimumHeight();
        if (was != 0) message->setMinimumHeight(0);
        const int lines = message->text().isEmpty() || message->width() <= 0 ? 0 : message->heightForWidth(message->width());
        message->setMinimumHeight(lines);
    }
}

// Whose turn and the value in bold, the announcement larger: sizes relative to the panel's font,
// which follows the text size, so they are set again after each change.
void PlayPanel::applyEmphasis() {
    QFont bold = font();
    bold.setBold(true);
    value_->setFont(bold);
    controls_->turnLabel->setFont(bold);
    controls_->banner->setFont(TextScale::scaled(bold, 1.3));
    showReview();  // its rows' fonts follow the text size too
}

void PlayPanel::showReview() {
    reviewList_->clear();
    // The review lists every move again, with its value: it takes the move list's room while shown.
    reviewBox_->setVisible(review_->available());
    movesLabel_->setVisible(!review_->available());
    controls_->moveList->setVisible(!review_->available());
    reviewSummary_->setText(review_->summary());
    const std::optional<int> first = review_->firstLosingRow();
    for (int row = 0; row < review_->lines().size(); ++row) {
        auto* item = new QListWidgetItem(review_->lines()[row], reviewList_);
        if (row != first) continue;
        // Bold as well as red, so it stands out without its colour.
        QFont bold = reviewList_->font();
        bold.setBold(true);
        item->setFont(bold);
        item->setBackground(QColor(0xfb, 0xe5, 0xea));
        item->setForeground(QColor(0x1d, 0x1d, 0x1d));
        item->setToolTip(tr("The first move that handed the win away: click to see the position it faced, with "
                            "the winning moves marked."));
    }
    if (first) reviewList_->scrollToItem(reviewList_->item(*first));
    fitMessages();
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
    controls_->sync();  // players, first mover, delay, turn line, banner, move list
    {
        QSignalBlocker a(misere_), b(pause_);
        misere_->setChecked(play_->misere());
        pause_->setChecked(play_->paused());
    }
    value_->setText(play_->outcomeText());
    value_->setVisible(!play_->isOver());
    const bool idle = !play_->engineThinking();
    hint_->setEnabled(!play_->isOver() && play_->humanToMove() && idle);
    undo_->setEnabled(play_->canUndo() && idle);
    redo_->setEnabled(play_->canRedo() && idle);
    step_->setEnabled(play_->canStep());
    fitMessages();
}

}  // namespace homestead::gui
