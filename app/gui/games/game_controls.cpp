// The shared controls of the game pages (see game_controls.h).
#include "game_controls.h"

#include "announcer.h"
#include "engine_delay_box.h"
#include "game_controller.h"
#include "text_scale.h"
#include "wrapping_row.h"

#include <QAction>
#include <QBoxLayout>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QToolButton>

#include <utility>

namespace homestead::gui {

GameControls::GameControls(GameController* game, QObject* parent, const QString& playerTip)
    : QObject(parent), game_(game) {
    for (int i = 0; i < 2; ++i) {
        auto* box = new QComboBox;
        box->addItem(tr("Human"), int(PlayerKind::Human));
        box->addItem(tr("Engine — perfect"), int(PlayerKind::EnginePerfect));  // as on the Play panel
        box->addItem(tr("Engine — casual"), int(PlayerKind::EngineCasual));
        box->setToolTip(playerTip.arg(i + 1));
        auto* label = new QLabel(tr("Player %1").arg(i + 1));
        label->setBuddy(box);
        playerLabel[std::size_t(i)] = label;
        playerBox[std::size_t(i)] = box;
        connect(box, &QComboBox::currentIndexChanged, this,
                [this, i, box](int) { game_->setPlayer(i, PlayerKind(box->currentData().toInt())); });
    }
    firstBox = new QComboBox;
    firstBox->addItem(tr("Player 1 moves first"));
    firstBox->addItem(tr("Player 2 moves first"));
    firstBox->setToolTip(tr("Who makes the first move"));
    firstBox->setAccessibleName(tr("Who moves first"));
    connect(firstBox, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (game_->setFirstPlayer(i)) return;
        emit refused(game_->lastError());
        sync();
    });

    delayLabel = new QLabel(tr("Engine delay"));
    delayBox = engineDelayBox(game_->runner());
    delayLabel->setBuddy(delayBox);

    turnLabel = new QLabel;
    banner = new QLabel;
    banner->setAlignment(Qt::AlignCenter);
    banner->setWordWrap(true);
    banner->setStyleSheet(QStringLiteral(
        "QLabel { background: #fff3c4; color: #5b3a00; border: 2px solid #c88a12; border-radius: 6px; "
        "padding: 6px; }"));
    banner->hide();

    moveList = new QListWidget;
    moveList->setToolTip(tr("The moves of this game, each credited to the player who made it: click one to go back to "
                          "the position after it"));
    moveList->setWordWrap(true);  // a long line wraps rather than being cut
    moveList->setAccessibleName(tr("Moves of this game"));
    connect(moveList, &QListWidget::itemClicked, this,
            [this](QListWidgetItem* item) { game_->goTo(moveList->row(item) + 1); });

    connect(game_, &GameController::changed, this, [this] {
        const bool over = game_->isOver();
        if (std::exchange(wasOver_, over) != over) emit endChanged(over ? game_->gameOverText() : game_->turnText());
    });

    // A move is announced after the signals that follow it (changed, gameOver) have been handled, so
    // the sentence says the engine's move and the end of the game at once.
    announcer = new Announcer(turnLabel);
    connect(game_, &GameController::moveMade, this, [this](int bySide) {
        engineMoved_ = game_->player(bySide) != PlayerKind::Human;
        if (!std::exchange(announcing_, true)) QMetaObject::invokeMethod(this, &GameControls::announceMove, Qt::QueuedConnection);
    });
}

void GameControls::announceMove() {
    announcing_ = false;
    if (!engineMoved_ && !game_->isOver()) return announcer->quiet();  // a human's move: nothing to say
    const QStringList lines = game_->moveTexts();
    const int ply = game_->ply();
    QStringList sentence;
    if (engineMoved_ && ply > 0 && ply <= lines.size()) sentence << lines[ply - 1];  // "3. Perfect engine: 9 → 0"
    sentence << (game_->isOver() ? game_->gameOverText() : game_->turnText());
    announcedPly_ = ply;
    announcer->announce(sentence.join(QStringLiteral(". ")));
}

void GameControls::sync() {
    {
        QSignalBlocker b0(playerBox[0]), b1(playerBox[1]), b2(firstBox), b3(delayBox);
        for (int i = 0; i < 2; ++i)
            playerBox[std::size_t(i)]->setCurrentIndex(playerBox[std::size_t(i)]->findData(int(game_->player(i))));
        firstBox->setCurrentIndex(game_->firstPlayer());
        const bool started = game_->started();
        firstBox->setEnabled(!started);
        firstBox->setToolTip(started ? tr("Fixed once a move has been made: %1 to choose again").arg(game_->newGameName())
                                   : tr("Who makes the first move"));
        delayBox->setValue(game_->engineDelay() / 1000.0);
    }
    turnLabel->setText(game_->turnText());
    if (game_->ply() != announcedPly_) announcer->quiet();  // undone, or a new game: the turn line's own words
    const QString over = game_->gameOverText();
    banner->setVisible(!over.isEmpty());
    banner->setText(over);

    // Row by row in place: a line is rewritten only if it changed (a move adds one row, not a list).
    const QStringList lines = game_->moveTexts();
    const QColor undone = moveList->palette().color(QPalette::Disabled, QPalette::Text);
    while (moveList->count() > lines.size()) delete moveList->takeItem(moveList->count() - 1);
    for (int i = 0; i < lines.size(); ++i) {
        QListWidgetItem* item = moveList->item(i);
        if (!item) moveList->addItem(item = new QListWidgetItem);
        if (item->text() != lines[i]) {
            item->setText(lines[i]);
            item->setToolTip(lines[i]);
        }
        if (i >= game_->ply()) item->setForeground(undone);
        else item->setData(Qt::ForegroundRole, QVariant());
    }
    moveList->setCurrentRow(game_->ply() - 1);  // none at the start
    moveList->scrollToItem(moveList->currentItem());
}

QStringList GameControls::moveListText() const {
    QStringList out;
    for (int i = 0; i < moveList->count(); ++i) out << moveList->item(i)->text();
    return out;
}

QScrollArea* sentenceScrollArea(QWidget* content, const QString& name) {
    auto* area = new QScrollArea;
    area->setAccessibleName(name);
    area->setWidget(content);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);  // the sentences wrap instead
    area->viewport()->setAutoFillBackground(false);
    content->setAutoFillBackground(false);
    return area;
}

QGroupBox* playersGroup(GameControls* controls, QAction* misere) {
    auto* box = new QGroupBox(GameControls::tr("Players"));
    auto* row = new WrappingRow(box);  // two lines where one does not fit (a 1024-pixel projector)
    for (int i = 0; i < 2; ++i) row->addWidget(together(controls->playerLabel[i], controls->playerBox[i]));
    row->addWidget(controls->firstBox);
    row->addWidget(pageButton(misere));
    return box;
}

void hideWhilePresenting(QObject* context, const QList<QWidget*>& widgets) {
    const auto apply = [widgets] {
        const bool presenting = TextScale::instance()->presentation();
        for (QWidget* w : widgets)
            if (w->parentWidget()) w->setVisible(!presenting);  // (a widget not yet placed would show as a window)
    };
    QObject::connect(TextScale::instance(), &TextScale::changed, context, apply);
    apply();
}

QList<QWidget*> addPageButtons(QLayout* row, const QList<QAction*>& actions, const QList<QAction*>& onTheBar) {
    QList<QWidget*> barred;
    for (QAction* a : actions) {
        QToolButton* button = pageButton(a);
        if (onTheBar.contains(a)) barred << button;
        row->addWidget(button);
    }
    return barred;
}

QToolButton* pageButton(QAction* action) {
    auto* b = new QToolButton;
    b->setDefaultAction(action);
    b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    b->setMinimumHeight(34);
    return b;
}

}  // namespace homestead::gui
