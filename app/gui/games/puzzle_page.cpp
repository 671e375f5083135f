// The puzzle mode's page (see puzzle_page.h).
#include "puzzle_page.h"
#include "window_language.h"

#include "text_scale.h"

#include "engine_runner.h"
#include "example_pictures.h"
#include "game_controls.h"
#include "hackenbush_board.h"
#include "hide_numbers_action.h"
#include "nim_heaps_view.h"
#include "picture_style.h"
#include "welter_strip_view.h"
#include "wrapping_row.h"

#include "homestead/picture_json.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QStackedWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <random>

namespace homestead::gui {

namespace {
const QColor kRight{0x2e, 0x9e, 0x4f}, kWrong{0xd6, 0x2f, 0x5a};

QString instructionFor(exercises::Kind kind) {
    switch (kind) {
    case exercises::Kind::Hackenbush:
        return QObject::tr("<b>Find the winning move.</b> Chop the edge after which the value is 0 — or, if every "
                           "chop loses, press <i>No winning move</i>.");
    case exercises::Kind::Welter:
        return QObject::tr("<b>Find the winning move.</b> Slide one coin left to an empty square so that the value "
                           "becomes 0 — or press <i>No winning move</i>.");
    case exercises::Kind::Nim:
        return QObject::tr("<b>Find the winning move.</b> Take counters from one heap so that the nim-sum becomes 0 "
                           "— or press <i>No winning move</i>.");
    case exercises::Kind::Animating:
    case exercises::Kind::Transfinite: break;  // exercise sheets only: the puzzle boards are finite
    }
    return {};
}
}  // namespace

PuzzlePage::PuzzlePage(QWidget* parent) : QWidget(parent), seeds_(std::random_device{}()) {
    preparer_ = new EngineRunner(this);
    preparer_->setDelay(0);
    sourceBox_ = new QComboBox;
    sourceBox_->addItem(tr("Hackenbush"), int(Source::Hackenbush));
    sourceBox_->addItem(tr("Hackenbush: a classic picture"), int(Source::Examples));
    sourceBox_->addItem(tr("Welter's game"), int(Source::Welter));
    sourceBox_->addItem(tr("Nim"), int(Source::Nim));
    sourceBox_->setToolTip(tr("The game of the puzzles: random Hackenbush pictures, the classic pictures of the "
                              "Examples menu, Welter positions or Nim heaps."));
    levelBox_ = new QComboBox;
    levelBox_->addItem(tr("1 · Beginner"), 1);
    levelBox_->addItem(tr("2 · Intermediate"), 2);
    levelBox_->addItem(tr("3 · Expert"), 3);
    levelBox_->setToolTip(tr("Beginner: small trees, two or three coins or heaps.\nIntermediate: small cycles, "
                             "up to four coins or heaps.\nExpert: loops and multiple edges, up to five coins or heaps."));
    streakLabel_ = new QLabel;
    streakLabel_->setObjectName(QStringLiteral("streak"));
    streakLabel_->setToolTip(tr("Right answers in a row (the first answer to each puzzle counts) and your best run."));

    // The choices in one row; while presenting in two (applyEmphasis), so that at a projector's type
    // each box shows its choice whole (“Hackenbush: a classic picture” and the level did not both fit).
    auto* gameRow = new QHBoxLayout;
    gameRow->addWidget(new QLabel(tr("&Game:")));
    qobject_cast<QLabel*>(gameRow->itemAt(0)->widget())->setBuddy(sourceBox_);
    gameRow->addWidget(sourceBox_);
    gameRow->addStretch(1);
    auto* levelRow = new QHBoxLayout;
    auto* levelLabel = new QLabel(tr("&Level:"));
    levelLabel->setBuddy(levelBox_);
    levelRow->addWidget(levelLabel);
    levelRow->addWidget(levelBox_);
    levelRow->addSpacing(16);
    hideNumbers_ = makeHideNumbersAction(this, "puzzles/hideNumbers", true);
    levelRow->addWidget(pageButton(hideNumbers_));
    levelRow->addStretch(1);
    choices_ = new QBoxLayout(QBoxLayout::LeftToRight);
    choices_->setSpacing(16);
    choices_->addLayout(gameRow);
    choices_->addLayout(levelRow, 1);

    instruction_ = new QLabel;
    instruction_->setWordWrap(true);
    instruction_->setTextFormat(Qt::RichText);
    // The streak beside the task, on one line: the row of choices above keeps its room (a projector's
    // 1280 px hold the choices, or the choices and a streak, not both at 24-px type).
    auto* task = new QHBoxLayout;
    task->addWidget(instruction_, 1);
    task->addWidget(streakLabel_, 0, Qt::AlignTop);

    hackenbush_ = new HackenbushBoard;
    hackenbush_->setNumbersShown(!hideNumbers_->isChecked());
    connect(hideNumbers_, &QAction::toggled, hackenbush_, [this](bool hide) { hackenbush_->setNumbersShown(!hide || answered_); });
    welter_ = new WelterStripView;
    auto* welterScroll = new QScrollArea;
    welterScroll->setAccessibleName(tr("Strip, scrolling"));
    welterScroll->setWidget(welter_);
    welterScroll->setWidgetResizable(true);
    welterScroll->setFrameShape(QFrame::NoFrame);
    keepStripCursorInSight(welterScroll, welter_);
    nim_ = new NimHeapsView;
    boards_ = new QStackedWidget;
    boards_->addWidget(hackenbush_);
    boards_->addWidget(welterScroll);
    boards_->addWidget(nim_);

    feedback_ = new QLabel;
    feedback_->setObjectName(QStringLiteral("feedback"));
    feedback_->setWordWrap(true);
    feedback_->setMinimumHeight(56);
    feedback_->setMargin(10);

    noMove_ = new QPushButton(tr("No winning move"));
    noMove_->setToolTip(tr("Say that every move loses here (the value is 0). Key: 0"));
    again_ = new QPushButton(tr("Try again"));
    again_->setToolTip(tr("The same position again (it no longer counts for the streak). Key: R"));
    answer_ = new QPushButton(tr("Show answer"));
    answer_->setObjectName(QStringLiteral("showAnswer"));
    answer_->setToolTip(tr("The winning move, or that none exists, and why (the puzzle then no longer counts for "
                           "the streak). Key: A"));
    next_ = new QPushButton(tr("Next puzzle"));
    next_->setToolTip(tr("A new position of this game and level. Key: N"));
    auto* buttons = new WrappingRow;  // two lines where the words do not fit one (1024 px, presenting)
    buttons->addWidget(noMove_);
    buttons->addWidget(again_);
    buttons->addWidget(answer_);
    buttons->addWidget(next_);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(choices_);
    layout->addLayout(task);
    layout->addWidget(boards_, 1);
    layout->addWidget(feedback_);
    layout->addLayout(buttons);
    // Every word of the page at the application's text size (larger text, presentation mode), the
    // streak and the feedback a little larger still.
    TextScale::follow(this, [this] { applyEmphasis(); }, /*backRow=*/true);  // its sentences hold numbers
    applyEmphasis();

    connect(sourceBox_, &QComboBox::activated, this, [this] { setSource(source()); });
    connect(levelBox_, &QComboBox::activated, this, [this] { setLevel(level()); });
    connect(hackenbush_, &HackenbushBoard::chopRequested, this, &PuzzlePage::chop);
    connect(welter_, &WelterStripView::moveRequested, this, &PuzzlePage::moveCoin);
    connect(welter_, &WelterStripView::moveRefused, this, [this](const QString& why) { feedback_->setText(why); });
    connect(nim_, &NimHeapsView::takeRequested, this,
            [this](std::size_t heap, std::int64_t leave) { takeFromHeap(heap, nim_->heaps()[heap], leave); });
    connect(noMove_, &QPushButton::clicked, this, &PuzzlePage::claimNoWinningMove);
    connect(again_, &QPushButton::clicked, this, &PuzzlePage::tryAgain);
    connect(answer_, &QPushButton::clicked, this, &PuzzlePage::showAnswer);
    connect(next_, &QPushButton::clicked, this, &PuzzlePage::newPuzzle);
    auto key = [this](QKeySequence k, QPushButton* b) {
        auto* s = new QShortcut(k, this, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
        connect(s, &QShortcut::activated, b, [b] {
            if (b->isEnabled()) b->click();
        });
    };
    key(QKeySequence(Qt::Key_0), noMove_);
    key(QKeySequence(Qt::Key_R), again_);
    key(QKeySequence(Qt::Key_N), next_);
    key(QKeySequence(Qt::Key_A), answer_);

    updateStreak();
    newPuzzle();
}

// The streak and the feedback, a little larger than the page's text (which follows TextScale).
void PuzzlePage::applyEmphasis() {
    QFont big = TextScale::scaled(font(), 1.25);
    big.setBold(true);
    streakLabel_->setFont(big);
    feedback_->setFont(TextScale::scaled(font(), 1.15));
    choices_->setDirection(TextScale::instance()->presentation() ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
}

void PuzzlePage::setSeed(std::uint64_t seed) { seeds_ = SeededRandom(seed); }

PuzzlePage::Source PuzzlePage::source() const { return static_cast<Source>(sourceBox_->currentData().toInt()); }
int PuzzlePage::level() const { return levelBox_->currentData().toInt(); }

void PuzzlePage::setSource(Source source) {
    sourceBox_->setCurrentIndex(sourceBox_->findData(int(source)));
    levelBox_->setEnabled(source != Source::Examples);
    newPuzzle();
}

void PuzzlePage::setLevel(int level) {
    levelBox_->setCurrentIndex(std::clamp(level, 1, puzzle::kLevels) - 1);
    newPuzzle();
}

void PuzzlePage::newPuzzle() {
    const std::uint64_t seed = seeds_.next();
    const int lvl = level();
    exercises::Kind kind = exercises::Kind::Hackenbush;
    QString examplePath, exampleTitle;
    switch (source()) {
    case Source::Hackenbush: break;
    case Source::Welter: kind = exercises::Kind::Welter; break;
    case Source::Nim: kind = exercises::Kind::Nim; break;
    case Source::Examples: {
        const std::vector<ExamplePicture> examples = examplePictures(exampleFolders());
        if (!examples.empty()) {
            examplePath = examples[seed % examples.size()].path;
            exampleTitle = examples[seed % examples.size()].title;
        }
        break;
    }
    }
    prepare([kind, lvl, seed, examplePath, exampleTitle, language = windowLanguage()] {
        if (!examplePath.isEmpty()) {
            QFile file(examplePath);
            try {
                if (file.open(QIODevice::ReadOnly)) {
                    Picture p = readPictureJson(file.readAll().toStdString(), examplePath.toStdString());
                    if (p.title.empty()) p.title = exampleTitle.toStdString();
                    return std::make_shared<const puzzle::Judged>(puzzle::judgeAll(puzzle::fromPicture(std::move(p), language), language));
                }
            } catch (const std::exception&) {  // examplePictures() lists only pictures that read; a file changed since
            }
        }  // no example could be read: a random picture instead
        return std::make_shared<const puzzle::Judged>(puzzle::judgeAll(puzzle::make(kind, lvl, seed, language), language));
    });
}

void PuzzlePage::prepare(std::function<std::shared_ptr<const puzzle::Judged>()> make) {
    judged_.reset();
    setAnswering(false);
    again_->setEnabled(false);
    answer_->setEnabled(false);
    feedback_->setStyleSheet(QString());
    feedback_->setText(tr("Preparing the puzzle…"));
    struct Prepared {
        std::shared_ptr<const puzzle::Judged> judged;
        std::shared_ptr<const PictureAnalysis> position;  // what the Hackenbush board shows
    };
    preparer_->ask<Prepared>(
        [make = std::move(make)] {
            Prepared p{make(), nullptr};
            if (p.judged->position.kind == exercises::Kind::Hackenbush)
                p.position = PictureAnalysis::of(p.judged->position.picture);
            return p;
        },
        [this](Prepared p) {
            position_ = std::move(p.position);
            present(std::move(p.judged));
        });
}

void PuzzlePage::present(std::shared_ptr<const puzzle::Judged> judged) {
    judged_ = std::move(judged);
    puzzle_ = judged_->position;
    answered_ = counted_ = false;
    lastVerdict_.reset();
    instruction_->setText(instructionFor(puzzle_.kind) +
                          (puzzle_.picture.title.empty() ? QString()
                                                         : tr(" <i>(%1)</i>").arg(QString::fromStdString(puzzle_.picture.title).toHtmlEscaped())));
    feedback_->setStyleSheet(QString());
    feedback_->setText(tr("Your move."));
    showPosition();
    setAnswering(true);
    answer_->setEnabled(true);
}

void PuzzlePage::showPosition() {
    switch (puzzle_.kind) {
    case exercises::Kind::Hackenbush:
        hackenbush_->setPosition(position_);
        boards_->setCurrentIndex(0);
        break;
    case exercises::Kind::Welter: {
        const std::vector<int> coins(puzzle_.coins.begin(), puzzle_.coins.end());
        welter_->setStrip(std::max(10, (coins.empty() ? 0 : coins.back()) + 2), coins);  // coins only move left
        welter_->setLastMove(std::nullopt);
        boards_->setCurrentIndex(1);
        break;
    }
    case exercises::Kind::Nim:
        nim_->setHeaps(puzzle_.heaps);
        boards_->setCurrentIndex(2);
        break;
    case exercises::Kind::Animating:
    case exercises::Kind::Transfinite: break;  // never a puzzle (instructionFor)
    }
}

void PuzzlePage::setAnswering(bool answering) {
    hackenbush_->setInteractive(answering);
    // Answered, the stresses its verdict cites are on the board; hidden again for the next try.
    hackenbush_->setNumbersShown(answered_ || !hideNumbers_->isChecked());
    welter_->setInteractive(answering);
    nim_->setInteractive(answering);
    noMove_->setEnabled(answering);
    again_->setEnabled(!answering);
    if (answering) hackenbush_->setMarked(-1, {});
    // The keys go to the board (or to Next once answered) — unless the page is not shown: a puzzle
    // prepared meanwhile must not take the keyboard from the page the student is on.
    if (isVisible()) focusBoard();
}

void PuzzlePage::focusBoard() { (judged_ && !answered_ ? boards_->currentWidget() : static_cast<QWidget*>(next_))->setFocus(); }

void PuzzlePage::setCurrent(bool current) {
    if (current) focusBoard();
}

void PuzzlePage::judge(const puzzle::Verdict& verdict) {
    const bool correct = verdict.correct;
    answered_ = true;
    lastVerdict_ = correct;
    if (!counted_) {  // the first answer to a puzzle counts; retries are practice
        counted_ = true;
        streak_ = correct ? streak_ + 1 : 0;
        best_ = std::max(best_, streak_);
        updateStreak();
    }
    // A wrong answer says what it left and no more (the hint ladder): the answer waits to be asked for.
    feedback_->setText(correct ? QString::fromStdString(verdict.explanation) + tr(" Press Next puzzle (N) for another.")
                               : QString::fromStdString(verdict.retry));
    feedback_->setStyleSheet(QStringLiteral("QLabel { background: %1; border-left: 6px solid %2; color: #1d1d1d; }")
                                 .arg(correct ? QStringLiteral("#e4f4e6") : QStringLiteral("#fbe5ea"),
                                      (correct ? kRight : kWrong).name()));
    setAnswering(false);
    emit judged(correct);
}

void PuzzlePage::chop(EdgeId edge) {
    if (answered_ || !judged_) return;
    const puzzle::Verdict* v = judged_->chop(edge);
    if (!v) return;  // not an edge of this puzzle
    hackenbush_->setMarked(edge, v->correct ? kRight : kWrong);
    judge(*v);
}

void PuzzlePage::moveCoin(int from, int to) {
    if (answered_ || !judged_ || puzzle_.kind != exercises::Kind::Welter) return;
    const welter::Move move{from, to};
    const puzzle::Verdict* v = judged_->welterMove(move);
    if (!v) {  // not a move at all: say so (the rules' reason), no verdict
        const auto why = welter::illegalReason(puzzle_.coins, move);
        feedback_->setText(tr("That is not a move: %1.").arg(why ? QString::fromStdString(why->text(windowLanguage())) : tr("no such move")));
        welter_->springBack();
        return;
    }
    const auto after = welter::applyMove(puzzle_.coins, move);
    welter_->setStrip(welter_->length(), std::vector<int>(after.begin(), after.end()));
    welter_->setLastMove(std::make_pair(from, to));
    judge(*v);
}

void PuzzlePage::takeFromHeap(std::size_t heap, std::int64_t from, std::int64_t to) {
    if (answered_ || !judged_) return;
    const puzzle::Verdict* v = judged_->nimMove({heap, from, to});
    if (!v) return;  // not a move of these heaps
    std::vector<std::int64_t> after = puzzle_.heaps;
    after[heap] = to;
    nim_->setHeaps(after);
    judge(*v);
}

void PuzzlePage::claimNoWinningMove() {
    if (answered_ || !judged_) return;
    judge(judged_->noWinningMove);
}

void PuzzlePage::tryAgain() {
    if (!answered_ || !judged_) return;
    answered_ = false;
    feedback_->setStyleSheet(QString());
    feedback_->setText(tr("Try again: this one no longer counts for the streak."));
    showPosition();
    setAnswering(true);
}

void PuzzlePage::showAnswer() {
    if (!judged_) return;
    if (!counted_) {  // asked before any answer: this puzzle is not solved for the streak
        counted_ = true;
        streak_ = 0;
        updateStreak();
    }
    answered_ = true;
    showPosition();  // the puzzle as it was, not what a wrong answer left
    if (puzzle_.kind == exercises::Kind::Hackenbush && !puzzle_.answer.edges.empty())
        hackenbush_->setMarked(puzzle_.answer.edges.front(), kRight);
    feedback_->setText(QString::fromStdString(judged_->answer) + tr(" Press Try again (R) to play it, or Next puzzle (N)."));
    feedback_->setStyleSheet(QStringLiteral("QLabel { background: #e8eef8; border-left: 6px solid #2f5fa8; color: #1d1d1d; }"));
    setAnswering(false);
}

void PuzzlePage::updateStreak() { streakLabel_->setText(tr("Streak %1 · best %2").arg(streak_).arg(best_)); }

QString PuzzlePage::feedback() const { return feedback_->text(); }

}  // namespace homestead::gui
