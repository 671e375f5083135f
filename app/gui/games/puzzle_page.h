// The puzzle mode, "Find the winning move" (issue 15): a tab where a student gets a position — a
// random Hackenbush picture, a classic picture from the Examples, a Welter position or Nim heaps — at
// one of three levels, and answers by chopping an edge, sliding a coin, taking counters, or pressing
// "No winning move". The page says right or wrong on a hint ladder: a wrong answer says only that it
// is wrong and the value it left (puzzle::Verdict::retry), never which move wins; "Show answer" gives
// the winning move and why when the student asks (puzzle::Judged::answer; it marks the edge on a
// picture, and the puzzle then no longer counts for the streak). The page keeps a streak (the first
// answer to each puzzle counts; a retry is practice) and offers the next puzzle. The judging is the core's and done in
// advance: each new puzzle is made and every answer to it judged (puzzle::judgeAll) on a worker
// thread, the boards waiting meanwhile ("Preparing the puzzle…", ready() false); an answer is then a
// lookup. A puzzle asked for while another is being prepared replaces it (the older one is dropped).
//
// Hide numbers (on at first, remembered: hide_numbers_action.h) keeps the stresses off the board until
// the student turns it off or has answered (the verdict's numbers are then on the board); the edges
// always show the tags the verdicts name them by.
//
// Keys: N next puzzle, 0 no winning move, R try again, A show answer, Ctrl+Shift+H Hide numbers; the
// boards have their own keys.
//
//   PuzzlePage page;  page.setSeed(42);  page.setSource(PuzzlePage::Source::Nim);  page.newPuzzle();
#pragma once

#include "homestead/exercises.h"
#include "homestead/picture_analysis.h"
#include "homestead/puzzle.h"
#include "homestead/seeded_random.h"

#include "game_page.h"

#include <QWidget>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>

class QAction;
class QBoxLayout;
class QComboBox;
class QLabel;
class QPushButton;
class QStackedWidget;

namespace homestead::gui {

class EngineRunner;
class HackenbushBoard;
class NimHeapsView;
class WelterStripView;

class PuzzlePage : public QWidget, public GamePage {
    Q_OBJECT
public:
    enum class Source { Hackenbush, Examples, Welter, Nim };

    explicit PuzzlePage(QWidget* parent = nullptr);

    // Puzzles come from this seed on (a random one at start); the same seed, source and level give
    // the same puzzles.
    void setSeed(std::uint64_t seed);
    void setSource(Source source);  // also starts a new puzzle
    void setLevel(int level);       // 1..3; also starts a new puzzle
    Source source() const;
    int level() const;

    void newPuzzle();
    // The puzzle shown (once ready()), and whether its answers are judged so the student may answer.
    const exercises::Exercise& puzzle() const { return puzzle_; }
    bool ready() const { return judged_ != nullptr; }
    // How many puzzles were made and judged off the window's thread, and how many of those were
    // dropped because another was asked for first.
    EngineRunner* preparer() const { return preparer_; }

    // The student's answers (what the boards and the button call).
    void chop(EdgeId edge);
    void moveCoin(int from, int to);
    void takeFromHeap(std::size_t heap, std::int64_t from, std::int64_t to);
    void claimNoWinningMove();
    void tryAgain();
    void showAnswer();

    int streak() const { return streak_; }
    int best() const { return best_; }
    bool isAnswered() const { return answered_; }  // the position is waiting for Try again or Next
    std::optional<bool> lastVerdict() const { return lastVerdict_; }
    QString feedback() const;

    HackenbushBoard* hackenbushBoard() const { return hackenbush_; }
    WelterStripView* welterBoard() const { return welter_; }
    NimHeapsView* nimBoard() const { return nim_; }
    QPushButton* noWinningMoveButton() const { return noMove_; }
    QPushButton* answerButton() const { return answer_; }
    QPushButton* tryAgainButton() const { return again_; }
    QAction* hideNumbersAction() const { return hideNumbers_; }

    // GamePage: the page says right or wrong on itself; its buttons stay on it while presenting.
    QWidget* widget() override { return this; }
    QString pageTitle() const override { return tr("Puzzles"); }
    void routeStatus(QObject*, std::function<void(const QString&)>) override {}
    QString statusText() const override { return {}; }
    QList<QAction*> presentationActions() const override { return {}; }
    void setCurrent(bool current) override;  // in view: the keys go to the board (or to Next)

signals:
    void judged(bool correct);

private:
    void prepare(std::function<std::shared_ptr<const puzzle::Judged>()> make);
    void present(std::shared_ptr<const puzzle::Judged> judged);
    void judge(const puzzle::Verdict& verdict);
    void showPosition();
    void setAnswering(bool answering);
    void focusBoard();  // the board while a puzzle waits for its answer, else Next
    void updateStreak();
    void applyEmphasis();

    SeededRandom seeds_;
    exercises::Exercise puzzle_;
    std::shared_ptr<const puzzle::Judged> judged_;  // null while the next puzzle is prepared
    std::shared_ptr<const PictureAnalysis> position_;  // a Hackenbush puzzle's, analysed with it
    EngineRunner* preparer_ = nullptr;
    bool answered_ = false, counted_ = false;
    std::optional<bool> lastVerdict_;
    int streak_ = 0, best_ = 0;

    QBoxLayout* choices_ = nullptr;  // the game's choice beside the level's, or above it while presenting
    QComboBox* sourceBox_ = nullptr;
    QComboBox* levelBox_ = nullptr;
    QLabel* streakLabel_ = nullptr;
    QLabel* instruction_ = nullptr;
    QLabel* feedback_ = nullptr;
    QStackedWidget* boards_ = nullptr;
    HackenbushBoard* hackenbush_ = nullptr;
    WelterStripView* welter_ = nullptr;
    NimHeapsView* nim_ = nullptr;
    QPushButton* noMove_ = nullptr;
    QPushButton* again_ = nullptr;
    QPushButton* answer_ = nullptr;
    QPushButton* next_ = nullptr;
    QAction* hideNumbers_ = nullptr;
};

}  // namespace homestead::gui
