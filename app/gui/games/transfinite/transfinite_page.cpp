// The Transfinite page: controls, panels and the wiring between the board, the game and the core's
// sentences (see transfinite_page.h).
#include "transfinite_page.h"

#include "window_language.h"

#include "latest_job.h"
#include "page_shortcuts.h"
#include "text_scale.h"
#include "transfinite_board_view.h"

#include "homestead/transfinite_text.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QResizeEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QScrollArea>
#include <QScrollBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

namespace homestead::gui {

namespace {

QString lines(const std::vector<std::string>& said) {
    QStringList out;
    for (const std::string& s : said) out << QString::fromStdString(s);
    return out.join(QLatin1Char('\n'));
}

QLabel* sentenceLabel(const char* name) {
    auto* l = new QLabel;
    l->setObjectName(QString::fromLatin1(name));
    l->setWordWrap(true);
    l->setTextFormat(Qt::PlainText);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}

QString typed(const std::vector<Ordinal>& coins) {
    QStringList words;
    for (const Ordinal& c : coins) words << QString::fromStdString(c.toAscii());
    return words.join(QLatin1Char(' '));
}

}  // namespace

TransfinitePage::TransfinitePage(QWidget* parent) : QWidget(parent) {
    setWindowTitle(pageTitle());
    working_ = new LatestJob(this);
    board_ = new TransfiniteBoardView;
    controls_ = new GameControls(&game_, this,
                                 tr("Who plays as player %1: a human at the board, the perfect engine, or the casual one "
                                    "(a stalling move one time in three)"));
    connect(controls_, &GameControls::refused, this, &TransfinitePage::setStatus);
    buildActions();
    buildLayout();
    TextScale::follow(this, [this] { refresh(); }, true);  // every text here may hold a number

    connect(&game_, &GameController::changed, this, &TransfinitePage::refresh);
    connect(&game_, &GameController::engineThinkingChanged, this, &TransfinitePage::refresh);
    connect(&game_, &GameController::gameOver, this, [this] { setStatus(game_.gameOverText()); });
    // the end said however it came (Redo too), and whose turn it is once it is undone
    connect(controls_, &GameControls::endChanged, this, &TransfinitePage::setStatus);
    connect(&game_, &GameController::moveMade, this, [this](int by) {
        setStatus(tr("%1 moved %2.").arg(game_.sideName(by), game_.moveText(*game_.lastMove())));
    });
    connect(board_, &TransfiniteBoardView::moveRequested, this, &TransfinitePage::onMoveRequested);
    connect(board_, &TransfiniteBoardView::moveRefused, this, &TransfinitePage::setStatus);
    connect(board_, &TransfiniteBoardView::cursorMoved, this, [this](QRectF cell) {
        // the whole square in sight (a presented board scrolls: its last columns lie past the screen),
        // clear of the rows' names that stay on the left of what shows
        const QRectF wanted = cell.adjusted(-board_->rowNamesWidth(), 0, 0, 0);
        boardScroll_->ensureVisible(int(wanted.center().x()), int(wanted.center().y()), int(wanted.width() / 2) + 8,
                                    int(wanted.height() / 2) + 8);
    });
    actions_.abukuWelter->trigger();  // a page that opens on Abuku's example has something to look at
}

TransfinitePage::~TransfinitePage() = default;

void TransfinitePage::buildActions() {
    TransfiniteActions& a = actions_;
    auto* kinds = new QActionGroup(this);
    a.welter = addPageAction(this, tr("Welter"), {}, tr("Transfinite Welter: no two coins may share a square"));
    a.nim = addPageAction(this, tr("Nim"), {}, tr("Transfinite Nim: a coin on α is a heap of size α; coins may share a square"));
    for (QAction* k : {a.welter, a.nim}) {
        k->setCheckable(true);
        kinds->addAction(k);
    }
    a.welter->setChecked(true);
    connect(a.welter, &QAction::triggered, this, [this] {
        if (!game_.setKind(TransfiniteKind::Welter)) setStatus(game_.lastError());
        refresh();  // a refused change leaves Nim checked
    });
    connect(a.nim, &QAction::triggered, this, [this] { game_.setKind(TransfiniteKind::Nim); });
    a.addPlayActions(this, &game_, tr("Start again from the position typed"));
    connect(a.newGame, &QAction::triggered, this, [this] { game_.restart(); });
    a.hint = addPageAction(this, tr("Hint"), {QKeySequence(Qt::Key_H)},
                           tr("Show the good moves on the board and say what each does"));
    connect(a.hint, &QAction::triggered, this, &TransfinitePage::showHint);
    a.misere = addPageAction(this, tr("Misère"), {},
                             QString::fromStdString(text::transfiniteMisereNotCovered(windowLanguage())));
    a.misere->setCheckable(true);
    a.misere->setEnabled(false);  // not covered by the theory: said in the panel too

    a.abukuWelter = addPageAction(this, tr("Abuku's transfinite Welter (value ω+4)"), {},
                                  tr("1, ω·2+4, ω·2+9, ω²+ω·4+16, ω²+ω·5+25: value ω+4; the one good move "
                                     "ω²+ω·5+25 → ω²+ω·4+30, with the paper's last step corrected"));
    // its button on the presentation bar says less: at 1024×768 the whole name pushed Leave
    // Presentation into the bar's overflow (the Examples menu keeps the whole name)
    a.abukuWelter->setIconText(tr("Abuku's Welter"));
    connect(a.abukuWelter, &QAction::triggered, this, [this] {
        showPosition(TransfiniteKind::Welter, typed(text::abukuWelterExample()));
    });
    a.abukuNim = addPageAction(this, tr("Abuku's transfinite Nim (nim-sum ω·3+5)"), {},
                               tr("1, ω·2+4, ω²·3+9, ω²·2+ω·4+16, ω²+ω·5+25: nim-sum ω·3+5; the good move ω·2+4 → ω+1"));
    connect(a.abukuNim, &QAction::triggered, this, [this] {
        showPosition(TransfiniteKind::Nim, typed(text::abukuNimExample()));
    });
}

void TransfinitePage::buildLayout() {
    auto* positionBox = positionBox_ = new QGroupBox(tr("Position"));
    auto* positionRow = new QHBoxLayout(positionBox);
    positionRow->addWidget(pageButton(actions_.welter));
    positionRow->addWidget(pageButton(actions_.nim));
    coinsEdit_ = new QLineEdit;
    coinsEdit_->setObjectName(QStringLiteral("coins"));
    coinsEdit_->setPlaceholderText(tr("coins, e.g. 1 w*2+4 w^2+w*5+25"));
    coinsEdit_->setAccessibleName(coinsEdit_->placeholderText());
    coinsEdit_->setToolTip(tr("The coins (Welter) or heaps (Nim), ordinals below ω^6 as homestead-cli takes them: "
                              "w^2*3+w*4+16 or ω²·3+ω·4+16, separated by spaces or commas; Enter starts a game"));
    connect(coinsEdit_, &QLineEdit::returnPressed, this, [this] {
        if (!game_.setCoinsText(coinsEdit_->text())) setStatus(game_.lastError());
        else setStatus(tr("A new game from %1.").arg(coinsEdit_->text()));
    });
    positionRow->addWidget(coinsEdit_, 1);
    auto* examples = new QToolButton;
    examples->setText(tr("Examples"));
    examples->setToolTip(tr("Abuku's examples: each one sets up its position on the board"));
    examples->setPopupMode(QToolButton::InstantPopup);
    auto* menu = new QMenu(examples);
    menu->addActions(exampleActions());
    examples->setMenu(menu);
    examples->setMinimumHeight(34);
    positionRow->addWidget(examples);

    playersBox_ = playersGroup(controls_, actions_.misere);

    auto* playRow = new QHBoxLayout;
    for (QAction* a : actions_.playRow()) {
        QToolButton* button = pageButton(a);
        if (a != actions_.newGame) barButtons_ << button;  // Undo, Redo, Hint and Pause: the bar has them
        playRow->addWidget(button);
    }
    playRow->addWidget(controls_->delayLabel);
    playRow->addWidget(controls_->delayBox);
    moveEdit_ = new QLineEdit;
    moveEdit_->setObjectName(QStringLiteral("typedMove"));
    moveEdit_->setPlaceholderText(tr("move: from → to"));
    moveEdit_->setAccessibleName(moveEdit_->placeholderText());
    moveEdit_->setToolTip(tr("A move typed as “from → to” (or ->), e.g. w^2+w*5+25 -> w^2+w*4+30: any smaller "
                             "ordinal, also in a row not shown; Enter plays it"));
    connect(moveEdit_, &QLineEdit::returnPressed, this, [this] {
        if (!game_.humanToMove() || game_.engineThinking() || game_.isOver()) {
            setStatus(tr("Not your turn."));
        } else if (!game_.playText(moveEdit_->text())) {
            setStatus(tr("%1 is not a move: %2.").arg(moveEdit_->text(), game_.lastError()));
        } else {
            moveEdit_->clear();
        }
    });
    playRow->addWidget(moveEdit_, 1);
    controls_->turnLabel->setWordWrap(true);
    playRow->addWidget(controls_->turnLabel, 1);

    boardScroll_ = new QScrollArea;
    boardScroll_->setWidget(board_);
    boardScroll_->setWidgetResizable(true);
    boardScroll_->setFrameShape(QFrame::NoFrame);
    boardScroll_->setAccessibleName(board_->accessibleName());
    boardScroll_->setFocusPolicy(Qt::NoFocus);  // Tab goes straight to the board, which keeps its cursor in sight
    // the rows' names follow a sideways scroll (the board paints them on the left of what shows)
    connect(boardScroll_->horizontalScrollBar(), &QScrollBar::valueChanged, board_, qOverload<>(&QWidget::update));

    auto* infoBox = new QGroupBox(tr("The position"));
    auto* infoText = new QWidget;
    auto* info = new QVBoxLayout(infoText);
    info->setContentsMargins(0, 0, 0, 0);
    workingLabel_ = sentenceLabel("working");
    workingLabel_->setToolTip(QString::fromStdString(text::transfiniteWelterRule(windowLanguage())));
    outcomeLabel_ = sentenceLabel("outcome");
    QFont bold = outcomeLabel_->font();
    bold.setBold(true);
    outcomeLabel_->setFont(bold);
    goodMovesLabel_ = sentenceLabel("goodMoves");
    slipLabel_ = sentenceLabel("slip");
    misereLabel_ = sentenceLabel("misere");
    misereLabel_->setText(QString::fromStdString(text::transfiniteMisereNotCovered(windowLanguage())));
    for (QLabel* l : {outcomeLabel_, workingLabel_, goodMovesLabel_, slipLabel_, misereLabel_}) info->addWidget(l);
    info->addStretch(1);
    (new QVBoxLayout(infoBox))->addWidget(sentenceScrollArea(infoText, tr("The position")));

    auto* movesBox = new QGroupBox(tr("Moves"));
    controls_->moveList->setObjectName(QStringLiteral("moves"));
    (new QVBoxLayout(movesBox))->addWidget(controls_->moveList);

    auto* bottom = new QHBoxLayout;
    bottom->addWidget(infoBox, 3);
    bottom->addWidget(movesBox, 1);

    statusLabel_ = new QLabel;
    statusLabel_->setWordWrap(true);
    statusLabel_->setFrameShape(QFrame::StyledPanel);

    auto* top = new QHBoxLayout;
    top->addWidget(positionBox, 3);
    top->addWidget(playersBox_, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(playRow);
    layout->addWidget(controls_->banner);
    layout->addWidget(boardScroll_, 2);
    layout->addLayout(bottom, 3);  // the board asks for its rows' height (refresh); the sentences get the rest
    layout->addWidget(statusLabel_);
}

bool TransfinitePage::showPosition(TransfiniteKind kind, const QString& coins) {
    if (!game_.setCoinsText(coins, kind)) {
        setStatus(game_.lastError());
        return false;
    }
    coinsEdit_->setText(game_.startText());
    setStatus(kind == TransfiniteKind::Nim ? tr("Transfinite Nim: %1.").arg(coins) : tr("Transfinite Welter: %1.").arg(coins));
    return true;
}

void TransfinitePage::refresh() {
    const auto& coins = game_.coins();
    const bool nim = game_.isNim();
    if (hintShown_ && hintCoins_ != coins) {  // the hint was for another position
        hint_.clear();
        hintShown_ = false;
    }
    std::vector<Ordinal> extraRows;
    for (const auto& m : hint_) extraRows.push_back(m.to.divideByOmega());
    board_->setHint(hint_);
    board_->setBoard(coins, extraRows);
    board_->setLastMove(game_.lastMove());
    fitBoard();
    // Presenting, the board and the working take the screen: the players, the engine delay and the
    // typed move (set up before, at the desk) give up their room, and so do the buttons the
    // presentation bar has (Undo, Redo, Hint; Pause) and the position group's title.
    const bool presenting = TextScale::instance()->presentation();
    for (QWidget* w : std::initializer_list<QWidget*>{playersBox_, controls_->delayLabel, controls_->delayBox, moveEdit_})
        w->setVisible(!presenting);
    for (QToolButton* b : std::as_const(barButtons_)) b->setVisible(!presenting);
    positionBox_->setTitle(presenting ? QString() : tr("Position"));
    positionBox_->setFlat(presenting);

    // The sentences and good moves, worked out on a worker for this position (shown when they come;
    // the panels keep the position before meanwhile).
    if (asked_ != game_.position()) {
        asked_ = game_.position();
        hintWaits_ = false;  // a Hint belongs to the position it was asked in
        working_->start<TransfinitePositionText>(
            [position = *asked_, language = windowLanguage()] { return transfinitePositionText(position, language); },
            [this](TransfinitePositionText t) {
                shown_ = std::move(t);
                ++positionsShown_;
                showTexts();
                if (std::exchange(hintWaits_, false)) showHint();
            });
    }
    showTexts();
    const bool abuku = !nim && game_.startCoins() == text::abukuWelterExample();
    slipLabel_->setText(abuku ? QString::fromStdString(text::abukuSlip(windowLanguage())) : QString());
    slipLabel_->setVisible(abuku);
    if (!coinsEdit_->hasFocus()) coinsEdit_->setText(game_.startText());

    controls_->sync();
    board_->setInteractive(!game_.isOver() && game_.humanToMove() && !game_.engineThinking());
    actions_.follow(game_);
    actions_.hint->setEnabled(!game_.isOver());
    (nim ? actions_.nim : actions_.welter)->setChecked(true);
}

// The worker's sentences in the panels (the good moves once a hint was asked for this position).
void TransfinitePage::showTexts() {
    if (!shown_) return;
    const bool nim = shown_->position.kind == TransfiniteKind::Nim;
    workingLabel_->setText(lines(shown_->working));
    workingLabel_->setToolTip(nim ? tr("Transfinite Nim: the heaps' coefficients of each power of ω nim-add on their own")
                                  : QString::fromStdString(text::transfiniteWelterRule(windowLanguage())));
    outcomeLabel_->setText(game_.isOver() ? tr("No move is left.") : QString::fromStdString(shown_->outcome));
    const bool good = hintShown_ && hintCoins_ == shown_->position.coins;
    goodMovesLabel_->setText(good ? lines(shown_->goodMoves) : QString());
    goodMovesLabel_->setVisible(good);
}

bool TransfinitePage::positionPending() const { return working_->busy(); }

void TransfinitePage::waitForPosition() { working_->wait(); }

void TransfinitePage::fitBoard() {
    // the whole board in view when it can be (a horizontal scroll bar under it), at most half the page
    boardScroll_->setMinimumHeight(std::min(board_->minimumSizeHint().height() + 24, std::max(140, height() / 2)));
}

void TransfinitePage::resizeEvent(QResizeEvent* e) {
    fitBoard();
    QWidget::resizeEvent(e);
}

void TransfinitePage::showHint() {
    if (game_.isOver()) {
        setStatus(tr("The game is over: there is no move."));
        return;
    }
    // read from the position's words (worked out on a worker); shown when they come if not here yet
    if (!shown_ || working_->busy()) {
        hintWaits_ = true;
        setStatus(tr("Working out the good moves…"));
        return;
    }
    hint_ = shown_->winningMoves;
    hintShown_ = true;
    hintCoins_ = game_.coins();
    refresh();
    QStringList moves;
    for (const auto& m : hint_) moves << game_.moveText(m);
    if (hint_.empty())
        setStatus(tr("Hint: no good move exists: every move leaves the opponent a win."));
    else
        setStatus((hint_.size() == 1 ? tr("Hint: the good move %1 (shown in green).") : tr("Hint: good moves %1 (shown in green)."))
                      .arg(moves.join(QStringLiteral(", "))));
}

void TransfinitePage::setStatus(const QString& text) {
    statusLabel_->setText(text);
    emit statusMessage(text);
}

void TransfinitePage::onMoveRequested(const Ordinal& from, const Ordinal& to) {
    if (!game_.humanToMove() || game_.engineThinking() || game_.isOver()) {
        setStatus(tr("Not your turn."));
        return;
    }
    if (!game_.play({from, to}))
        setStatus(tr("%1 is not a move: %2.").arg(game_.moveText({from, to}), game_.lastError()));
}

QString TransfinitePage::workingText() const { return workingLabel_->text(); }
QString TransfinitePage::outcomeText() const { return outcomeLabel_->text(); }
QString TransfinitePage::goodMovesText() const { return goodMovesLabel_->text(); }
QString TransfinitePage::misereText() const { return misereLabel_->text(); }
QString TransfinitePage::slipText() const { return slipLabel_->text(); }
QString TransfinitePage::statusText() const { return statusLabel_->text(); }
QStringList TransfinitePage::moveListText() const { return controls_->moveListText(); }

QString TransfinitePage::pageTitle() const { return tr("Transfinite"); }

void TransfinitePage::routeStatus(QObject* context, std::function<void(const QString&)> show) {
    statusLabel_->setVisible(false);
    connect(this, &TransfinitePage::statusMessage, context, std::move(show));
}

QList<QAction*> TransfinitePage::presentationActions() const {
    return actions_.presentation() << actions_.abukuWelter;
}

bool TransfinitePage::event(QEvent* e) {
    return claimPageShortcut(e, QWidget::actions()) || QWidget::event(e);
}

void TransfinitePage::keyPressEvent(QKeyEvent* e) {
    if (!triggerPageShortcut(e, QWidget::actions())) QWidget::keyPressEvent(e);
}

}  // namespace homestead::gui
