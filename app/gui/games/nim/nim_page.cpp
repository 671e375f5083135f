// The Nim page: controls, the two views of the heaps, the binary columns and the sentences, wired to
// the game state and the core (see nim_page.h).
#include "nim_page.h"
#include "window_language.h"

#include "nim_board_view.h"
#include "nim_columns_view.h"
#include "nim_heaps_view.h"
#include "nim_style.h"
#include "page_shortcuts.h"
#include "wrapping_row.h"

#include "homestead/nim_text.h"
#include "homestead/outcome_text.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QResizeEvent>
#include <QScrollArea>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSignalBlocker>
#include <QStackedWidget>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <tuple>
#include <utility>

namespace homestead::gui {

namespace {
QString heapsString(const std::vector<std::int64_t>& heaps) {
    QStringList parts;
    for (auto h : heaps) parts << QString::number(h);
    return parts.join(QLatin1Char(' '));
}

QLabel* sentenceLabel(NimText role) {
    auto* l = new QLabel;
    l->setWordWrap(true);
    applyNimFont(l, role);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}
}  // namespace

NimPage::NimPage(QWidget* parent) : QWidget(parent) {
    setWindowTitle(tr("Nim"));
    applyNimFont(this, NimText::Controls);
    heaps_ = new NimHeapsView;
    board_ = new NimBoardView;
    columns_ = new NimColumnsView;
    controls_ = new GameControls(&game_, this,
                                 tr("Who plays as player %1: a human, the perfect engine, or the casual one (a random move "
                                    "one time in three); on the chessboard player 1 has the light counters, player 2 "
                                    "the dark ones"));
    connect(controls_, &GameControls::refused, this, &NimPage::setStatus);
    buildActions();
    buildLayout();
    connect(&game_, &NimGame::changed, this, &NimPage::refresh);
    connect(&game_, &NimGame::engineThinkingChanged, this, &NimPage::refresh);
    connect(&game_, &NimGame::gameOver, this, [this] { setStatus(announcementText()); });
    // the end said however it came (Redo too), and whose turn it is once it is undone
    connect(controls_, &GameControls::endChanged, this, &NimPage::setStatus);
    connect(&game_, &NimGame::moveMade, this, [this](int by) {
        setStatus(tr("%1: %2.").arg(game_.sideName(by), game_.moveText(*game_.lastMove())));
    });
    connect(heaps_, &NimHeapsView::takeRequested, this, [this](std::size_t heap, std::int64_t leave) {
        request({heap, game_.heaps()[heap], leave});
    });
    connect(board_, &NimBoardView::moveRequested, this, &NimPage::request);
    connect(board_, &NimBoardView::refused, this, &NimPage::setStatus);
    heaps_->setFocusPolicy(Qt::StrongFocus);
    board_->setFocusPolicy(Qt::StrongFocus);
    refresh();
    setStatus(viewInstruction());
}

NimPage::~NimPage() = default;

void NimPage::buildActions() {
    NimActions& a = actions_;
    a.addPlayActions(this, &game_, tr("Start again from the heaps set up"));
    connect(a.newGame, &QAction::triggered, this, [this] { game_.restart(); });
    a.hint = addPageAction(this, tr("Hints"), {QKeySequence(Qt::Key_H)},
                           tr("Show the winning moves on the heaps and the board, or say that none exists"));
    a.hint->setCheckable(true);
    connect(a.hint, &QAction::toggled, this, [this](bool on) {
        refresh();
        setStatus(on ? hintText() : tr("Hints hidden."));
    });
    a.misere = addPageAction(this, tr("Misère"), {QKeySequence(Qt::Key_M)},
                             tr("Misère play: whoever takes the last counter loses (a new game from the heaps set up)"));
    a.misere->setCheckable(true);
    connect(a.misere, &QAction::toggled, this, [this](bool on) {
        if (refreshing_) return;
        game_.setMisere(on);
        setStatus(on ? tr("Misère: whoever takes the last counter loses. Play as in normal Nim until only heaps of one "
                          "would be left; then leave an odd number of them.")
                     : tr("Normal play: whoever takes the last counter wins."));
    });
    a.retreats = addPageAction(this, tr("Retreats"), {QKeySequence(Qt::Key_R)},
                               tr("Northcott's nim on the chessboard: a counter may also move back, enlarging its gap "
                                  "(normal play; a new game from the heaps set up)"));
    a.retreats->setCheckable(true);
    connect(a.retreats, &QAction::toggled, this, [this](bool on) {
        if (refreshing_) return;
        game_.setRetreats(on);
        if (on) actions_.chessboard->setChecked(true);
        setStatus(on ? tr("Northcott's retreats: click behind your counter to move it back. A retreat changes "
                          "nothing: the answer closes the gap again.")
                     : tr("Retreats off: counters only advance."));
    });
    auto* views = new QActionGroup(this);
    a.heaps = addPageAction(this, tr("Heaps"), {QKeySequence(Qt::Key_1)}, tr("The heaps as rows of counters"));
    a.chessboard = addPageAction(this, tr("Chessboard"), {QKeySequence(Qt::Key_2)},
                                 tr("Gardner's chessboard: the same heaps as the gaps between two counters in each column"));
    for (QAction* view : {a.heaps, a.chessboard}) {
        view->setCheckable(true);
        views->addAction(view);
    }
    a.heaps->setChecked(true);
    connect(a.chessboard, &QAction::toggled, this, [this](bool on) {
        stack_->setCurrentIndex(on ? 1 : 0);
        stack_->currentWidget()->setFocus();
        refresh();
        setStatus(viewInstruction());  // how a move is made there
    });
}

void NimPage::buildLayout() {
    // Row 1: the heaps of a new game and the game's buttons. Each row is two halves, side by side,
    // or one above the other when the page is too narrow (a projector's text size at 1280×720).
    auto* gameRow = new WrappingRow;  // and each half wraps where it is still too wide (1024 px)
    auto* heapsLabel = new QLabel(tr("Heaps"));
    heapsEdit_ = new QLineEdit(heapsString(game_.startHeaps()));
    heapsEdit_->setObjectName(QStringLiteral("nimHeapsEdit"));
    applyNimFont(heapsEdit_, NimText::Heading);
    heapsEdit_->setMinimumWidth(170);
    heapsEdit_->setMaximumWidth(260);
    heapsEdit_->setToolTip(tr("The heaps of a new game, e.g. 3 4 5: 1 to %1 heaps of 0 to %2 counters; Enter starts it")
                               .arg(NimGame::kMaxHeaps).arg(NimGame::kMaxHeap));
    heapsLabel->setBuddy(heapsEdit_);
    connect(heapsEdit_, &QLineEdit::returnPressed, this, &NimPage::applyHeapsText);
    auto* start = new QToolButton;
    start->setText(tr("Start"));
    start->setMinimumHeight(34);
    start->setToolTip(tr("A new game from these heaps (Enter)"));
    connect(start, &QToolButton::clicked, this, &NimPage::applyHeapsText);
    gameRow->addWidget(together(heapsLabel, heapsEdit_));
    gameRow->addWidget(start);
    // Hidden while presenting: the presentation bar has Undo, Redo and the hint; the delay is set at the desk.
    QList<QWidget*> deskOnly = addPageButtons(gameRow, actions_.playRow(), actions_.presentation());
    deskOnly << controls_->delayLabel << controls_->delayBox;
    auto* viewsRow = new QHBoxLayout;
    for (QAction* a : {actions_.heaps, actions_.chessboard}) viewsRow->addWidget(pageButton(a));
    viewsRow->addSpacing(12);
    // Heaps that are ordinals (ω+4, ω²·3+9) live on the Transfinite page, whose board can show them.
    auto* transfinite = new QToolButton;
    transfinite->setObjectName(QStringLiteral("transfiniteNim"));
    transfinite->setText(tr("Transfinite Nim…"));
    transfinite->setMinimumHeight(34);
    transfinite->setToolTip(tr("Nim with heaps that are ordinals below ω^ω, on the Transfinite page"));
    connect(transfinite, &QToolButton::clicked, this, &NimPage::transfiniteRequested);
    viewsRow->addWidget(transfinite);
    viewsRow->addStretch(1);

    // Row 2: players and rules.
    auto* playersRow = new WrappingRow;
    for (int i = 0; i < 2; ++i) playersRow->addWidget(together(controls_->playerLabel[i], controls_->playerBox[i]));
    playersRow->addWidget(controls_->firstBox);
    playersRow->addWidget(together(controls_->delayLabel, controls_->delayBox));
    auto* rulesRow = new QHBoxLayout;
    for (QAction* a : {actions_.misere, actions_.retreats}) rulesRow->addWidget(pageButton(a));

    applyNimFont(controls_->turnLabel, NimText::Heading);
    rulesRow->addSpacing(16);
    controls_->turnLabel->setWordWrap(true);  // wraps rather than widening the page (as Welter's)
    rulesRow->addWidget(controls_->turnLabel, 1);
    rows_[0] = new QBoxLayout(QBoxLayout::LeftToRight);
    rows_[1] = new QBoxLayout(QBoxLayout::LeftToRight);
    for (auto [row, a, b] : {std::tuple{rows_[0], gameRow, viewsRow}, {rows_[1], playersRow, rulesRow}}) {
        row->setSpacing(12);
        row->addLayout(a);
        row->addLayout(b, 1);
    }
    applyNimFont(controls_->banner, NimText::Banner);

    stack_ = new QStackedWidget;
    stack_->addWidget(heaps_);
    stack_->addWidget(board_);

    // The working: columns and sentences.
    // A frame without a title (the table's own last row says "nim-sum"): at a projector's 1280×720
    // the title's line is what who-wins needs to stay in sight under the table.
    workBox_ = new QGroupBox;
    columns_->setToolTip(tr("The nim-sum worked in binary columns: a column with an odd number of 1s "
                            "puts a 1 in the nim-sum"));
    QGroupBox* workBox = workBox_;
    auto* workText = new QWidget;  // the columns and sentences scroll at a projector's text size
    auto* work = new QVBoxLayout(workText);
    work->setContentsMargins(0, 0, 0, 0);
    work->setSpacing(2);  // the sentences' own line spacing parts them
    work->addWidget(columns_, 0, Qt::AlignLeft);
    sumLabel_ = sentenceLabel(NimText::Heading);
    columnLabel_ = sentenceLabel(NimText::Body);
    outcomeLabel_ = sentenceLabel(NimText::Heading);
    outcomeLabel_->setObjectName(QStringLiteral("nimOutcome"));
    hintLabel_ = sentenceLabel(NimText::Body);
    hintLabel_->setStyleSheet(QStringLiteral("QLabel { color: #a0157f; }"));
    // Who wins straight after the sum, as on the Welter page: at a projector's text size the
    // column's sentence below may need scrolling, the outcome not.
    for (QLabel* l : {sumLabel_, outcomeLabel_, columnLabel_, hintLabel_}) work->addWidget(l);
    work->addStretch(1);
    auto* workLayout = new QVBoxLayout(workBox);
    workLayout->setContentsMargins(6, 2, 2, 2);  // the frame's own margin is room enough
    workLayout->addWidget(sentenceScrollArea(workText, tr("The nim-sum and who wins")));
    workBox->setMinimumWidth(380);
    workBox->setMaximumWidth(480);

    // The moves under the counters, where a few heaps leave room, so that the working beside them
    // has the whole height: at a projector's text size the table and "3 ⊕ 4 ⊕ 5 = 2" fill it.
    QListWidget* moves = controls_->moveList;
    moves->setObjectName(QStringLiteral("nimMoves"));
    applyNimFont(moves, NimText::Body);
    moves->setMinimumHeight(50);
    // Its heading, as the Welter and Transfinite pages title theirs; a screen reader hears it as the list's label.
    auto* movesHeading = new QLabel(tr("Moves"));
    movesHeading->setObjectName(QStringLiteral("nimMovesHeading"));
    applyNimFont(movesHeading, NimText::Body);
    movesHeading->setBuddy(moves);
    auto* play = new QVBoxLayout;
    play->addWidget(stack_, 4);
    play->addWidget(movesHeading);
    play->addWidget(moves, 1);

    auto* middle = new QHBoxLayout;
    middle->addLayout(play, 1);
    middle->addWidget(workBox);

    statusLabel_ = sentenceLabel(NimText::Body);
    statusLabel_->setFrameShape(QFrame::StyledPanel);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 4);
    layout->setSpacing(4);
    layout->addLayout(rows_[0]);
    layout->addLayout(rows_[1]);
    layout->addWidget(controls_->banner);
    layout->addLayout(middle, 1);
    layout->addWidget(statusLabel_);
    hideWhilePresenting(this, deskOnly);
}

QSize NimPage::minimumSizeHint() const {
    // Ask only for the width the rows need stacked: a narrower host then resizes the page, and
    // resizeEvent stacks them (as the Welter page does with its control groups).
    QSize size = QWidget::minimumSizeHint();
    if (!rows_[0] || rows_[0]->direction() == QBoxLayout::TopToBottom) return size;
    const QMargins m = layout()->contentsMargins();
    int stacked = 0, extraHeight = 0;
    for (QBoxLayout* row : rows_) {
        for (int i = 0; i < 2; ++i) stacked = std::max(stacked, row->itemAt(i)->minimumSize().width());
        extraHeight += std::min(row->itemAt(0)->minimumSize().height(), row->itemAt(1)->minimumSize().height()) + row->spacing();
    }
    int others = 0;  // the heaps and the working, the banner, the status line
    for (int i = 2; i < layout()->count(); ++i) others = std::max(others, layout()->itemAt(i)->minimumSize().width());
    size.setWidth(std::max(stacked, others) + m.left() + m.right());
    size.setHeight(size.height() + extraHeight);
    return size;
}

QString NimPage::viewInstruction() const {
    return chessboardShown()
               ? tr("Click an empty square ahead of your counter to move it there. Whoever makes the last move wins.")
               : tr("Click a counter to take it and every counter to its right. Whoever takes the last counter wins.");
}

// Each row of controls side by side when the page is wide enough for both halves, else stacked: on a
// resize, when the turn line changes (the chessboard's "Your move (light counters)" squeezed the
// player boxes side by side to "Engine — perfec"), and when any other hint does (event()).
void NimPage::arrangeRows() {
    const QMargins m = layout()->contentsMargins();
    for (QBoxLayout* row : rows_) {
        for (int i = 0; i < 2; ++i) row->itemAt(i)->invalidate();  // a label's new text: hints made again
        const int wide = row->itemAt(0)->sizeHint().width() + row->itemAt(1)->sizeHint().width() + row->spacing() +
                         m.left() + m.right();
        row->setDirection(width() >= wide ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    }
}

void NimPage::resizeEvent(QResizeEvent* e) {
    arrangeRows();
    // The working is as wide as its columns need at the text size (380 at ordinary sizes) and at
    // least two fifths of the page, so that its sentences wrap into fewer lines (at a projector's
    // 1280×720, who wins fits under the table).
    const int least = std::max({380, columns_->sizeHint().width() + 48, e->size().width() * 2 / 5});
    workBox_->setMinimumWidth(least);
    workBox_->setMaximumWidth(std::max(480, least));
    QWidget::resizeEvent(e);
}

void NimPage::showEvent(QShowEvent* e) {
    QWidget::showEvent(e);
    // The keys (H, M, 1, 2, …) act at once: the focus goes to the counters, not to the heaps box; but
    // one walking the tabs by the arrow keys keeps the tab bar (the focus outside the page stays).
    QTimer::singleShot(0, this, [this] {
        QWidget* now = QApplication::focusWidget();
        if (!now || isAncestorOf(now)) stack_->currentWidget()->setFocus();
    });
}

bool NimPage::chessboardShown() const { return stack_->currentIndex() == 1; }

void NimPage::applyHeapsText() {
    if (!game_.setHeapsText(heapsEdit_->text())) {
        setStatus(tr("Heaps not changed: %1").arg(game_.lastError()));
        return;
    }
    setStatus(tr("A new game with heaps %1.").arg(QString::fromStdString(text::numberList(game_.startHeaps(), windowLanguage()))));
}

void NimPage::request(const nim::NimMove& move) {
    if (!game_.humanToMove() || game_.engineThinking() || game_.isOver()) {
        setStatus(game_.isOver() ? tr("The game is over: %1 to play again.").arg(game_.newGameName()) : tr("Not your turn."));
        return;
    }
    if (!game_.play(move))
        setStatus(tr("%1 is not a move: %2.").arg(QString::fromStdString(text::nimMoveText(move, windowLanguage())), game_.lastError()));
}

void NimPage::refresh() {
    refreshing_ = true;
    const NimPosition& position = game_.position();
    const auto& heaps = position.heaps;
    const bool over = game_.isOver();
    const bool showHints = actions_.hint->isChecked() && !over;
    const std::vector<nim::NimMove> winning = game_.winningMoves();
    const NimColumns columns = nimHeapColumns(heaps);

    heaps_->setHeaps(heaps);
    heaps_->setRinged(columns.canUse);
    heaps_->setHint(showHints ? winning : std::vector<nim::NimMove>{});
    board_->setPosition(position);
    board_->setHint(showHints ? winning : std::vector<nim::NimMove>{});
    board_->setAnswer(game_.retreatAnswer());
    columns_->setColumns(columns);

    sumLabel_->setText(QString::fromStdString(text::nimSumEquation(heaps, windowLanguage())));
    columnLabel_->setText(QString::fromStdString(text::leftmostOddColumn(columns, windowLanguage())));
    outcomeLabel_->setText(over ? tr("No move is left.") : QString::fromStdString(text::nimOutcome(heaps, game_.misere(), windowLanguage())));
    QString hint;
    if (const auto retreat = game_.lastRetreat())
        hint = QString::fromStdString(text::retreatAnswer(*retreat, game_.retreatAnswer(), windowLanguage()));
    else if (showHints)
        hint = QString::fromStdString(text::nimHint(heaps, winning, game_.misere(), windowLanguage()));
    hintLabel_->setText(hint);
    hintLabel_->setVisible(!hint.isEmpty());

    controls_->sync();
    if (!over && !game_.engineThinking() && (game_.humanToMove() || !game_.paused()) && chessboardShown())
        controls_->turnLabel->setText(controls_->turnLabel->text() +
                                        (game_.toMove() == 0 ? tr(" (light counters)") : tr(" (dark counters)")));
    arrangeRows();  // now, before Qt lays the page out with the new turn line (event() would be a pass late)
    const bool interactive = !over && game_.humanToMove() && !game_.engineThinking();
    heaps_->setInteractive(interactive);
    board_->setInteractive(interactive);

    actions_.follow(game_);
    {
        QSignalBlocker block(actions_.retreats);
        actions_.retreats->setChecked(game_.retreats());
    }
    refreshing_ = false;
}

void NimPage::setStatus(const QString& text) {
    statusLabel_->setText(text);
    emit statusMessage(text);
}

QString NimPage::announcementText() const { return game_.gameOverText(); }
QString NimPage::sumText() const { return sumLabel_->text(); }
QString NimPage::columnText() const { return columnLabel_->text(); }
QString NimPage::outcomeText() const { return outcomeLabel_->text(); }
QString NimPage::hintText() const { return hintLabel_->text(); }
QString NimPage::statusText() const { return statusLabel_->text(); }
void NimPage::setStatusLineVisible(bool shown) { statusLabel_->setVisible(shown); }

QStringList NimPage::moveListText() const { return controls_->moveListText(); }

bool NimPage::event(QEvent* e) {
    // A control's hint changed for another reason (a text size): the rows are arranged again. Qt has
    // laid the page out by then, so a change of direction takes one more pass.
    if (e->type() == QEvent::LayoutRequest && rows_[0]) arrangeRows();
    // A host window may bind the same keys (Ctrl+Z for its own undo): claim ours while focus is here.
    return claimPageShortcut(e, QWidget::actions()) || QWidget::event(e);
}

void NimPage::keyPressEvent(QKeyEvent* e) {
    if (!triggerPageShortcut(e, QWidget::actions())) QWidget::keyPressEvent(e);
}

QString NimPage::pageTitle() const { return windowTitle(); }

void NimPage::routeStatus(QObject* context, std::function<void(const QString&)> show) {
    setStatusLineVisible(false);
    connect(this, &NimPage::statusMessage, context, std::move(show));
}

QList<QAction*> NimPage::presentationActions() const {
    return actions_.presentation();
}

}  // namespace homestead::gui
