// The "Welter's game" page: controls, panels and the wiring between the strip view, the game state
// and the core (see welter_strip_page.h).
#include "welter_strip_page.h"
#include "window_language.h"

#include "latest_job.h"
#include "page_shortcuts.h"
#include "text_scale.h"
#include "readable_ink.h"
#include "welter_strip_view.h"

#include "homestead/outcome_text.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QResizeEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>
#include <initializer_list>
#include <tuple>
#include <string>
#include <utility>
#include <vector>

namespace homestead::gui {

namespace {
using welter::Square;

QString coinsText(const std::vector<Square>& coins) {
    QStringList parts;
    for (Square s : coins) parts << QString::number(s);
    return QLatin1Char('[') + parts.join(QLatin1Char('|')) + QLatin1Char(']');
}

}  // namespace

WelterStripPage::WelterStripPage(QWidget* parent) : QWidget(parent) {
    setWindowTitle(tr("Welter's game"));
    game_.setLength(24);
    game_.setCoins({0, 2, 5, 7, 11, 13, 16, 17, 23});  // Conway's worked example (THEORY.md §3)

    view_ = new WelterStripView;
    working_ = new LatestJob(this);
    controls_ = new GameControls(&game_, this,
                                 tr("Who plays as player %1: a human at the strip, the perfect engine, or the casual one "
                                    "(a random move one time in three, for beginners)"));
    connect(controls_, &GameControls::refused, this, &WelterStripPage::setStatus);
    buildActions();
    buildLayout();
    applyTextScale();
    connect(TextScale::instance(), &TextScale::changed, this, &WelterStripPage::applyTextScale);

    connect(&game_, &WelterGame::changed, this, &WelterStripPage::refresh);
    connect(&game_, &WelterGame::engineThinkingChanged, this, &WelterStripPage::refresh);
    connect(&game_, &WelterGame::gameOver, this, &WelterStripPage::onGameOver);
    // the end said however it came (Redo too), and whose turn it is once it is undone (not while
    // setting up, where coins come and go and the set-up's own words stay)
    connect(controls_, &GameControls::endChanged, this, [this](const QString& said) {
        if (!game_.setupMode()) setStatus(said);
    });
    connect(&game_, &WelterGame::moveMade, this, [this](int by) {
        setStatus(tr("%1 moved %2.").arg(game_.sideName(by), game_.moveText(*game_.lastMove())));
    });
    connect(view_, &WelterStripView::moveRequested, this, &WelterStripPage::onMoveRequested);
    connect(view_, &WelterStripView::moveRefused, this, &WelterStripPage::setStatus);
    connect(view_, &WelterStripView::toggleRequested, this, [this](int s) { game_.toggleCoin(s); });
    refresh();
    setStatus(tr("Drag a coin to the left onto an empty square, or click a coin and then a square. "
                 "Arrows and Enter work too."));
}

WelterStripPage::~WelterStripPage() = default;

void WelterStripPage::buildActions() {
    WelterActions& a = actions_;
    a.setup = addPageAction(this, tr("Set up"), {QKeySequence(Qt::Key_S)},
                            tr("Set-up mode: click a square to place or remove a coin"));
    a.setup->setCheckable(true);
    connect(a.setup, &QAction::toggled, this, [this](bool on) {
        game_.setSetupMode(on);
        setStatus(on ? tr("Set-up: click squares to place or remove coins; leave set-up to play.")
                     : tr("Game started from the position set up."));
    });
    a.random = addPageAction(this, tr("Random"), {QKeySequence(Qt::CTRL | Qt::Key_R)},
                             tr("A random position with the chosen number of coins"));
    connect(a.random, &QAction::triggered, this, [this] {
        game_.randomise(countSpin_->value(), randomSeed_++);
        setStatus(tr("A random position of %1 coins.").arg(game_.coins().size()));
    });
    a.clear = addPageAction(this, tr("Clear"), {QKeySequence(Qt::CTRL | Qt::Key_Delete)}, tr("Remove every coin"));
    connect(a.clear, &QAction::triggered, this, [this] { game_.clear(); });
    a.addPlayActions(this, &game_, tr("Start again from the position set up"));
    connect(a.newGame, &QAction::triggered, this, [this] { game_.restart(); });
    a.hint = addPageAction(this, tr("Hint"), {QKeySequence(Qt::Key_H)},
                           tr("Show the winning moves, or say that none exists"));
    connect(a.hint, &QAction::triggered, this, &WelterStripPage::showHint);
    a.misere = addPageAction(this, tr("Misère"), {QKeySequence(Qt::Key_M)},
                             tr("Misère play: whoever makes the last move loses"));
    a.misere->setCheckable(true);
    connect(a.misere, &QAction::toggled, &game_, &WelterGame::setMisere);
}

// The page's text at the application's text size (text_scale.h): 1.15 times the application's
// font, readable at a projector, and the value, its decomposition and the banner larger still.
// Those three start large, and grow by the square root of the factor, so that in presentation
// mode the value's long line still fits a 1280-pixel screen. While presenting, what says something
// about the position (its sentences, the moves, who is to move) is never smaller than the back row
// reads (TextScale::backRow); the controls keep the text size, so that the page fits 1280×720.
void WelterStripPage::applyTextScale() {
    const QFont f = TextScale::scaled(QApplication::font(this), 1.15 * TextScale::instance()->factor());
    setFont(f);
    const QFont words = TextScale::backRow(f);
    QFont bold = words;
    bold.setBold(true);
    controls_->turnLabel->setFont(bold);
    outcomeLabel_->setFont(bold);
    for (QWidget* w : std::initializer_list<QWidget*>{nimLabel_, workingLabel_, statusLabel_, controls_->moveList}) w->setFont(words);
    for (auto [label, pixels, isBold] : {std::tuple{controls_->banner, 26, true}, {valueLabel_, 28, true}, {decompositionLabel_, 21, false}}) {
        QFont big = f;
        big.setPixelSize(static_cast<int>(std::lround(pixels * std::sqrt(TextScale::instance()->factor()))));
        big.setBold(isBold);
        label->setFont(TextScale::backRow(big));
    }
    // While presenting the box shows about two lines of the back row's type: who wins comes first,
    // and the position's sentences take more of the width, so that it stays one line in sight (the
    // moves list is a few short lines).
    const bool presenting = TextScale::instance()->presentation();
    if (bottom_) bottom_->setStretch(0, presenting ? 5 : 3);
    if (auto* info = outcomeLabel_->parentWidget() ? qobject_cast<QBoxLayout*>(outcomeLabel_->parentWidget()->layout()) : nullptr) {
        info->removeWidget(outcomeLabel_);
        info->insertWidget(presenting ? 0 : 2, outcomeLabel_);
    }
}

void WelterStripPage::buildLayout() {
    auto* setupBox = new QGroupBox(tr("Position"));
    auto* setupRow = new QHBoxLayout(setupBox);
    setupRow->addWidget(pageButton(actions_.setup));
    setupRow->addWidget(pageButton(actions_.random));
    countSpin_ = new QSpinBox;
    countSpin_->setRange(0, 64);
    countSpin_->setValue(7);
    countSpin_->setSuffix(tr(" coins"));
    countSpin_->setObjectName(QStringLiteral("coinCount"));
    countSpin_->setAccessibleName(tr("Number of coins"));
    countSpin_->setToolTip(tr("How many coins stand on the strip; Random puts this many on random squares"));
    setupRow->addWidget(countSpin_);
    setupRow->addWidget(pageButton(actions_.clear));
    auto* lengthLabel = new QLabel(tr("Length"));
    lengthSpin_ = new QSpinBox;
    lengthSpin_->setRange(1, 400);
    lengthSpin_->setValue(game_.length());
    lengthSpin_->setObjectName(QStringLiteral("stripLength"));
    lengthSpin_->setToolTip(tr("The number of squares of the strip (it scrolls when long). The game in progress is "
                               "kept; the strip cannot be shorter than the highest coin of the start position."));
    lengthLabel->setBuddy(lengthSpin_);
    setupRow->addWidget(lengthLabel);
    setupRow->addWidget(lengthSpin_);
    connect(lengthSpin_, &QSpinBox::valueChanged, this, [this](int n) {
        if (refreshing_) return;
        if (!game_.setLength(n)) setStatus(game_.lastError());
        else setStatus(tr("The strip has %1 squares; the game goes on.").arg(n));
    });

    QGroupBox* playersBox = playersGroup(controls_, actions_.misere);

    setupRow->addStretch(1);
    auto* playRow = new QHBoxLayout;
    // hidden while presenting: what the presentation bar has, and the delay, set at the desk
    QList<QWidget*> deskOnly = addPageButtons(playRow, actions_.playRow(), actions_.presentation());
    deskOnly << controls_->delayLabel << controls_->delayBox;
    playRow->addSpacing(8);
    playRow->addWidget(controls_->delayLabel);
    playRow->addWidget(controls_->delayBox);
    playRow->addSpacing(16);
    // The turn line wraps rather than widening the page: "Perfect engine is thinking…" in
    // presentation type is wider than a 1280-pixel screen leaves it.
    controls_->turnLabel->setWordWrap(true);
    playRow->addWidget(controls_->turnLabel, 1);

    scroll_ = new QScrollArea;
    scroll_->setAccessibleName(tr("Strip, scrolling"));
    scroll_->setWidget(view_);
    scroll_->setWidgetResizable(true);
    scroll_->setFrameShape(QFrame::NoFrame);
    scroll_->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    scroll_->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    keepStripCursorInSight(scroll_, view_);
    scroll_->setMinimumHeight(view_->minimumSizeHint().height() + 20);

    // The sentences scroll inside their box rather than being cut: at a projector's text size
    // (presentation mode at 1280×720) they can need more height than the window has.
    auto* infoBox = new QGroupBox(tr("The position"));
    auto* infoText = new QWidget;
    auto* info = new QVBoxLayout(infoText);
    info->setContentsMargins(0, 0, 0, 0);
    infoScroll_ = sentenceScrollArea(infoText, tr("The position"));
    infoScroll_->setObjectName(QStringLiteral("positionText"));
    (new QVBoxLayout(infoBox))->addWidget(infoScroll_);
    valueLabel_ = new QLabel;
    valueLabel_->setWordWrap(true);
    valueLabel_->setToolTip(tr("The Welter value [a|b|c|…]: the Grundy value of the position"));
    decompositionLabel_ = new QLabel;
    decompositionLabel_->setObjectName(QStringLiteral("equation"));
    decompositionLabel_->setWordWrap(true);
    decompositionLabel_->setTextFormat(Qt::RichText);  // its tooltip (refresh()) says how each term is found
    nimLabel_ = new QLabel;
    nimLabel_->setWordWrap(true);
    nimLabel_->setToolTip(tr("Welter's game is Nim in which no two heaps may be equal"));
    workingLabel_ = new QLabel;  // how each [a|b] is found, one line a pair, in the core's words
    workingLabel_->setObjectName(QStringLiteral("matingWorking"));
    workingLabel_->setWordWrap(true);
    outcomeLabel_ = new QLabel;
    outcomeLabel_->setObjectName(QStringLiteral("outcome"));
    outcomeLabel_->setWordWrap(true);
    // Who wins straight under the numbers, before the longer sentence on Nim (while presenting,
    // first of all: applyTextScale).
    for (QLabel* l : {valueLabel_, decompositionLabel_, outcomeLabel_, nimLabel_, workingLabel_}) {
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
        info->addWidget(l);
    }
    info->addStretch(1);

    auto* movesBox = new QGroupBox(tr("Moves"));
    auto* movesLayout = new QVBoxLayout(movesBox);
    controls_->moveList->setObjectName(QStringLiteral("moves"));
    movesLayout->addWidget(controls_->moveList);

    auto* bottom = bottom_ = new QHBoxLayout;
    bottom->addWidget(infoBox, 3);
    bottom->addWidget(movesBox, 1);

    statusLabel_ = new QLabel;
    statusLabel_->setWordWrap(true);
    statusLabel_->setFrameShape(QFrame::StyledPanel);
    statusLabel_->setMinimumHeight(30);

    top_ = new QBoxLayout(QBoxLayout::LeftToRight);
    top_->addWidget(setupBox);
    top_->addWidget(playersBox, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top_);
    layout->addLayout(playRow);
    layout->addWidget(controls_->banner);
    layout->addWidget(scroll_, 2);
    layout->addLayout(bottom, 3);  // the sentences before spare room under the strip
    layout->addWidget(statusLabel_);
    hideWhilePresenting(this, deskOnly);
}

void WelterStripPage::refresh() {
    refreshing_ = true;
    const auto& coins = game_.coins();
    std::vector<int> squares(coins.begin(), coins.end());
    view_->setStrip(game_.length(), squares);
    view_->setSetupMode(game_.setupMode());
    view_->setHint({});
    if (const auto last = game_.lastMove())
        view_->setLastMove(std::make_pair(int(last->from), int(last->to)));
    else
        view_->setLastMove(std::nullopt);

    // The numbers and sentences, worked out on a worker for this position and rule (shown when they
    // come; the panels keep the position before meanwhile).
    const std::pair<WelterGame::Position, bool> question{coins, game_.misere()};
    if (asked_ != question) {
        asked_ = question;
        hintWaits_ = false;  // a Hint belongs to the position it was asked in
        working_->start<WelterPositionText>(
            [question, language = windowLanguage()] { return welterPositionText(question.first, question.second, language); },
            [this](WelterPositionText t) { showPosition(t); });
    }

    controls_->sync();
    const bool over = game_.isOver() && !game_.setupMode();
    if (game_.setupMode()) {
        controls_->turnLabel->setText(tr("Set-up: click squares to place or remove coins"));
        controls_->banner->hide();
    }
    // Input is locked only while an engine is to move (or the game is over).
    view_->setInteractive(game_.setupMode() || (!over && game_.humanToMove() && !game_.engineThinking()));
    {
        QSignalBlocker b1(lengthSpin_), b2(countSpin_);
        lengthSpin_->setMinimum(game_.minimumLength());
        lengthSpin_->setValue(game_.length());
        countSpin_->setMaximum(std::max(64, int(coins.size())));
        countSpin_->setValue(int(coins.size()));  // the box follows the strip
    }
    actions_.follow(game_);
    {
        QSignalBlocker block(actions_.setup);
        actions_.setup->setChecked(game_.setupMode());
    }
    actions_.hint->setEnabled(!game_.setupMode() && !game_.isOver());
    for (QAction* a : {actions_.random, actions_.clear}) a->setEnabled(true);
    refreshing_ = false;
}

bool WelterStripPage::positionPending() const { return working_->busy(); }

void WelterStripPage::waitForPosition() { working_->wait(); }

// What the worker found, in the panels: the arcs of the pairs under the strip, the equation with each
// term in its pair's colour, how each term is found, the position as Nim and who wins.
void WelterStripPage::showPosition(const WelterPositionText& t) {
    shown_ = t;
    ++positionsShown_;
    const auto& coins = t.coins;
    const std::int64_t value = t.value;
    view_->setPairs(t.pairs, t.spinster);
    QStringList terms, values, plainTerms;
    const std::vector<text::MatingTerm>& parts = t.terms;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        // the pair's colour, dark enough to read as text (WCAG AA)
        const QString colour = readableOn(welterPairColour(int(i)), {QColor(Qt::white), palette().color(QPalette::Window)}).name();
        const QString term = QString::fromStdString(parts[i].text);
        plainTerms << term;
        terms << QStringLiteral("<span style='color:%1'>%2</span>")
                     .arg(colour, parts[i].spinster ? QStringLiteral("<i>%1</i>").arg(term) : term);
        values << QStringLiteral("<span style='color:%1'>%2</span>").arg(colour).arg(parts[i].value);
    }

    valueLabel_->setText(tr("Value %1 = %2").arg(coinsText(coins)).arg(value));
    const QString oplus = QStringLiteral(" ⊕ ");
    if (coins.empty())
        decompositionLabel_->setText(QString::fromStdString(t.equation));
    else if (parts.size() == 1)  // one term: its value once ("[0|2] = 1", not "[0|2] = 1 = 1")
        decompositionLabel_->setText(terms.front() + QStringLiteral(" = <b>%1</b>").arg(value));
    else
        decompositionLabel_->setText(terms.join(oplus) + QStringLiteral(" = ") + values.join(oplus) +
                                     QStringLiteral(" = <b>%1</b>").arg(value));
    decompositionLabel_->setProperty("plainText", plainTerms.join(oplus));
    // How each [a|b] is found, in the core's words, under what the method is.
    QStringList working{tr("Conway's mating method: mate the best-mated pair, repeat; "
                           "the colours match the arcs under the strip")};
    if (!coins.empty()) working << QString();
    for (const std::string& line : t.working) working << QString::fromStdString(line);
    decompositionLabel_->setToolTip(working.join(QLatin1Char('\n')));
    working.removeFirst();  // on the page, the pairs' working alone, under the sentence on Nim
    workingLabel_->setText(working.join(QLatin1Char('\n')).trimmed());
    nimLabel_->setText(QString::fromStdString(t.nim));
    outcomeLabel_->setText(game_.isOver() ? tr("No move is left.") : QString::fromStdString(t.outcome));
    if (std::exchange(hintWaits_, false)) showHint();
}

void WelterStripPage::showHint() {
    if (game_.isOver()) {
        setStatus(tr("The game is over: there is no move."));
        return;
    }
    // read from the position's words (worked out on a worker); shown when they come if not here yet
    if (!shown_ || working_->busy()) {
        hintWaits_ = true;
        setStatus(tr("Working out the winning moves…"));
        return;
    }
    const std::vector<welter::Move>& moves = shown_->winningMoves;
    std::vector<std::pair<int, int>> hint;
    QStringList text;
    for (const auto& m : moves) {
        hint.emplace_back(int(m.from), int(m.to));
        text << QStringLiteral("%1 → %2").arg(m.from).arg(m.to);
    }
    view_->setHint(hint);
    if (moves.empty())
        setStatus(game_.misere()
                      ? tr("Hint: no winning move exists (misère): every move leaves the opponent a win.")
                      : tr("Hint: no winning move exists: the value is 0, so every move leaves the "
                           "opponent a win."));
    else
        setStatus((moves.size() == 1 ? tr("Hint%1: the winning move %2 (shown in green).")
                                     : tr("Hint%1: winning moves %2 (shown in green)."))
                      .arg(game_.misere() ? tr(" (misère)") : QString())
                      .arg(text.join(QStringLiteral(", "))));
}

void WelterStripPage::setStatus(const QString& text) {
    statusLabel_->setText(text);
    emit statusMessage(text);
}

void WelterStripPage::onMoveRequested(int from, int to) {
    if (game_.setupMode() || !game_.humanToMove() || game_.engineThinking() || game_.isOver()) {
        view_->springBack();
        setStatus(tr("Not your turn."));
        return;
    }
    if (!game_.play({from, to})) {
        view_->springBack();
        setStatus(tr("%1 → %2 is not a move: %3.").arg(from).arg(to).arg(game_.lastError()));
    }
}

void WelterStripPage::onGameOver(int) {
    setStatus(announcementText());
}

QString WelterStripPage::announcementText() const { return game_.gameOverText(); }

QString WelterStripPage::valueText() const { return valueLabel_->text(); }
QString WelterStripPage::decompositionText() const {
    return decompositionLabel_->property("plainText").toString();
}
QString WelterStripPage::nimText() const { return nimLabel_->text(); }
QString WelterStripPage::workingText() const { return workingLabel_->text(); }
QString WelterStripPage::statusText() const { return statusLabel_->text(); }

void WelterStripPage::setStatusLineVisible(bool shown) { statusLabel_->setVisible(shown); }
QStringList WelterStripPage::moveListText() const { return controls_->moveListText(); }

QSize WelterStripPage::minimumSizeHint() const {
    // Ask only for the width the control groups need when stacked: a narrower host then resizes the
    // page, and resizeEvent stacks them. Otherwise the side-by-side row would pin a wide minimum.
    QSize size = QWidget::minimumSizeHint();
    if (!top_ || top_->direction() == QBoxLayout::TopToBottom) return size;
    const int a = top_->itemAt(0)->minimumSize().width();
    const int b = top_->itemAt(1)->minimumSize().width();
    const QSize ha = top_->itemAt(0)->minimumSize();
    size.setWidth(std::max(size.width() - (a + b + top_->spacing() - std::max(a, b)), std::max(a, b)));
    size.setHeight(size.height() + ha.height() + top_->spacing());
    return size;
}

void WelterStripPage::resizeEvent(QResizeEvent* e) {
    // A narrow window stacks the two control groups instead of overflowing.
    const int wide = top_->itemAt(0)->widget()->sizeHint().width() +
                     top_->itemAt(1)->widget()->sizeHint().width() + top_->spacing() +
                     layout()->contentsMargins().left() + layout()->contentsMargins().right();
    const bool stacked = width() < wide;
    top_->setDirection(stacked ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
    // Stacked, the groups give their titles' height to the sentences below (at a projector's text
    // size on 1280×720 every line counts); the buttons and boxes name themselves.
    for (int i = 0; i < 2; ++i)
        if (auto* group = qobject_cast<QGroupBox*>(top_->itemAt(i)->widget())) {
            if (group->property("fullTitle").isNull()) group->setProperty("fullTitle", group->title());
            group->setTitle(stacked ? QString() : group->property("fullTitle").toString());
            group->setFlat(stacked);
        }
    QWidget::resizeEvent(e);
}

bool WelterStripPage::event(QEvent* e) {
    // A host window may bind the same keys (Ctrl+Z for its own undo): claim ours while focus is here.
    return claimPageShortcut(e, QWidget::actions()) || QWidget::event(e);
}

void WelterStripPage::keyPressEvent(QKeyEvent* e) {
    if (!triggerPageShortcut(e, QWidget::actions())) QWidget::keyPressEvent(e);
}

QString WelterStripPage::pageTitle() const { return windowTitle(); }

void WelterStripPage::routeStatus(QObject* context, std::function<void(const QString&)> show) {
    setStatusLineVisible(false);
    connect(this, &WelterStripPage::statusMessage, context, std::move(show));
}

void WelterStripPage::setCurrent(bool current) {
    if (current) view_->setFocus(Qt::TabFocusReason);  // (the cursor starts on the rightmost coin)
}

QList<QAction*> WelterStripPage::presentationActions() const {
    return actions_.presentation();
}

}  // namespace homestead::gui
