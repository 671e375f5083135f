// The "Transfinite" page: Abuku's transfinite Welter and transfinite Nim (THEORY.md §5) on a board
// of ordinal squares ω·λ + m, one row per λ in use (TransfiniteBoardView), with the controls and
// panels of the other game pages. Welter and Nim share the page: the same board, the same coins,
// the one difference that in Welter no two coins may share a square — Welter's game is Nim with no
// two heaps equal, transfinite or not.
//
// Controls: Welter or Nim; the position typed as homestead-cli takes it ("1 w*2+4 ω²+ω·5+25"); Abuku's
// examples (Examples); the players (human, perfect or casual engine, who moves first, the engine
// delay); New game (F2), Undo, Redo, Hint (H), Pause; a move typed "from → to"; moves by drag, click
// or keys on the board. Panels: the value worked row by row (each row's [S_λ], then
// ω·(λ1 ⊕ …) + ⊕[S_λ]) or the nim-sum coefficient by coefficient, who wins, the good moves in words
// after a hint, the plain statement that misère play is not covered, and, on Abuku's Welter example,
// the slip in the paper's last step. Every sentence is the core's (transfinite_text.h).
// The engine runs off the window's thread in TransfiniteGame. The sentences and the good moves are
// worked out on a worker after each change (transfinite_position_text.h, through a LatestJob) and
// shown when they come; the page computes nothing.
//
//   auto* page = new TransfinitePage;  tabs->addPage(page);  page->showAbukuWelter();
#pragma once

#include "game_actions.h"
#include "game_controls.h"
#include "game_page.h"
#ifndef Q_MOC_RUN  // moc cannot parse <compare>, which the game's ordinals need; it needs none of it
#include "transfinite_game.h"
#include "transfinite_position_text.h"
#endif

#include <QWidget>

#include <optional>

class QAction;
class QBoxLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QScrollArea;
class QToolButton;

namespace homestead::gui {

class LatestJob;
class TransfiniteBoardView;

// The page's actions: the games' shared ones and its own.
struct TransfiniteActions : GameActions {
    QAction* welter = nullptr;  // checkable, one of the two
    QAction* nim = nullptr;
    QAction* abukuWelter = nullptr;  // Abuku's examples
    QAction* abukuNim = nullptr;
};

class TransfinitePage : public QWidget, public GamePage {
    Q_OBJECT
public:
    explicit TransfinitePage(QWidget* parent = nullptr);
    ~TransfinitePage() override;

    TransfiniteGame* game() { return &game_; }
    TransfiniteBoardView* board() const { return board_; }
    GameControls* controls() const { return controls_; }
    QLineEdit* coinsEdit() const { return coinsEdit_; }
    QLineEdit* moveEdit() const { return moveEdit_; }
    const TransfiniteActions& actions() const { return actions_; }
    // Abuku's examples, as the Examples menu gives them.
    QList<QAction*> exampleActions() const { return {actions_.abukuWelter, actions_.abukuNim}; }
    // Opens `kind` with the coins typed (the guide's transfinite: links); false with the reason shown.
    bool showPosition(TransfiniteKind kind, const QString& coins);

    // What the panels show (plain text), for tests and a host's status line.
    QString workingText() const;   // the rows' lines and the value (Welter), or the nim-sum's (Nim)
    QString outcomeText() const;
    QString goodMovesText() const; // after a hint: the good moves in words
    QString misereText() const;
    QString slipText() const;      // Abuku's slip, on his Welter example; else empty
    QString statusText() const override;
    QStringList moveListText() const;
    // The position's words are being worked out (the panels still show the position before).
    bool positionPending() const;
    // Blocks until they are shown (tests; the work still runs on a worker).
    void waitForPosition();
    // Positions worked out off the window's thread, and shown (tests count them).
    int positionsWorkedOut() const { return positionsShown_; }

    QWidget* widget() override { return this; }
    QString pageTitle() const override;
    void routeStatus(QObject* context, std::function<void(const QString&)> show) override;
    QList<QAction*> presentationActions() const override;

signals:
    void statusMessage(const QString& text);

protected:
    bool event(QEvent* e) override;  // the page's shortcuts win over a host window's
    void keyPressEvent(QKeyEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;  // the board's share of the height

private:
    void buildActions();
    void buildLayout();
    void refresh();
    void showHint();
    void showTexts();  // the panels, from shown_
    void fitBoard();
    void setStatus(const QString& text);
    void onMoveRequested(const Ordinal& from, const Ordinal& to);

    TransfiniteGame game_;
    TransfiniteBoardView* board_ = nullptr;
    QScrollArea* boardScroll_ = nullptr;
    QGroupBox* playersBox_ = nullptr;
    QGroupBox* positionBox_ = nullptr;
    QList<QToolButton*> barButtons_;
    GameControls* controls_ = nullptr;
    QLineEdit* coinsEdit_ = nullptr;
    QLineEdit* moveEdit_ = nullptr;
    QLabel* workingLabel_ = nullptr;
    QLabel* outcomeLabel_ = nullptr;
    QLabel* goodMovesLabel_ = nullptr;
    QLabel* misereLabel_ = nullptr;
    QLabel* slipLabel_ = nullptr;
    QLabel* statusLabel_ = nullptr;
    TransfiniteActions actions_;
    std::vector<transfinite::OrdinalMove> hint_;  // shown until the position changes
    bool hintShown_ = false;
    std::vector<Ordinal> hintCoins_;  // the position the hint is for
    LatestJob* working_ = nullptr;                         // the position's words, on a worker
    std::optional<TransfinitePosition> asked_;             // the position last asked about
    std::optional<TransfinitePositionText> shown_;         // what the panels show
    bool hintWaits_ = false;  // the Hint was asked before the good moves came
    int positionsShown_ = 0;
};

}  // namespace homestead::gui
