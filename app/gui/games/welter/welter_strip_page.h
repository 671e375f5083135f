// The "Welter's game" page: the strip (WelterStripView in a scroll area) with its controls and
// panels, self-contained so the main window only adds it as a tab.
//
// Controls: set-up (click squares, random n coins, clear, strip length), the players (each human,
// engine perfect or engine casual; who moves first; the engine delay), the misère rule, undo/redo,
// hint, new game (F2), pause. Panels: the Welter value, the mating-method decomposition written out in
// the colours of the arcs (its tooltip: how each [a|b] is found), the equivalent Nim heaps, who wins with best play, the move list, a
// banner when the game ends, and a status line with the reason for a refused move.
// The page computes nothing: what it says of a position (welter_position_text.h: every number and
// sentence from the core, O(n·B)) is worked out on a worker after each change, through a LatestJob,
// and shown when it comes (a position left meanwhile is dropped); the Hint reads its winning moves.
// The engine runs off the GUI thread inside WelterGame. The players, the engine
// delay, the turn line, the banner and the move list are the GameControls shared with the Nim page.
//
//   auto* page = new WelterStripPage;  tabs->addTab(page, page->windowTitle());
#pragma once

#include "game_actions.h"
#include "game_controls.h"
#include "game_page.h"
#include "welter_game.h"
#include "welter_position_text.h"

#include <QWidget>

#include <optional>

class QAction;
class QBoxLayout;
class QLabel;
class QScrollArea;
class QSpinBox;

namespace homestead::gui {

class LatestJob;
class WelterStripView;

class WelterStripPage : public QWidget, public GamePage {
    Q_OBJECT
public:
    explicit WelterStripPage(QWidget* parent = nullptr);
    ~WelterStripPage() override;

    WelterGame* game() { return &game_; }
    WelterStripView* view() const { return view_; }
    GameControls* controls() const { return controls_; }
    // The page's actions by name (actions().hint); hides QWidget::actions(), the same actions as a list.
    const WelterActions& actions() const { return actions_; }
    // What the panels show (plain text), for tests and for the status bar of a host window.
    QString valueText() const;
    QString decompositionText() const;
    QString nimText() const;
    QString workingText() const;  // how each [a|b] of the mating is found, a line a pair
    QString statusText() const override;
    QString announcementText() const;
    QStringList moveListText() const;
    QSize minimumSizeHint() const override;
    // The position's words are being worked out (the panels still show the position before).
    bool positionPending() const;
    // Blocks until they are shown (tests; the work still runs on a worker).
    void waitForPosition();
    // Positions worked out off the window's thread, and shown (tests count them).
    int positionsWorkedOut() const { return positionsShown_; }

    // GamePage: its messages go to the host's status line; the presentation bar offers undo, redo and the hint.
    QWidget* widget() override { return this; }
    QString pageTitle() const override;
    QString shortTitle() const override { return tr("Welter"); }
    void routeStatus(QObject* context, std::function<void(const QString&)> show) override;
    QList<QAction*> presentationActions() const override;
    void setCurrent(bool current) override;  // in view: the keys go to the strip
    // A host window that shows statusMessage() in its own status bar hides the page's line.
    void setStatusLineVisible(bool shown);

signals:
    void statusMessage(const QString& text);  // also shown in the page's own status line

protected:
    bool event(QEvent* e) override;  // the page's shortcuts win over a host window's
    void keyPressEvent(QKeyEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;

private:
    void buildActions();
    void buildLayout();
    void applyTextScale();
    void refresh();  // everything shown follows the game
    void showPosition(const WelterPositionText& t);  // the panels, from the worker's result
    void showHint();
    void setStatus(const QString& text);
    void onMoveRequested(int from, int to);
    void onGameOver(int winner);

    WelterGame game_;
    WelterStripView* view_ = nullptr;
    QScrollArea* scroll_ = nullptr;
    QScrollArea* infoScroll_ = nullptr;
    QBoxLayout* top_ = nullptr;
    QBoxLayout* bottom_ = nullptr;  // the position's sentences beside the moves
    QSpinBox* lengthSpin_ = nullptr;
    QSpinBox* countSpin_ = nullptr;
    GameControls* controls_ = nullptr;
    QLabel* valueLabel_ = nullptr;
    QLabel* decompositionLabel_ = nullptr;
    QLabel* nimLabel_ = nullptr;
    QLabel* workingLabel_ = nullptr;
    QLabel* outcomeLabel_ = nullptr;
    QLabel* statusLabel_ = nullptr;
    WelterActions actions_;
    LatestJob* working_ = nullptr;              // the position's words, on a worker
    std::optional<WelterPositionText> shown_;   // what the panels show
    bool hintWaits_ = false;                    // the Hint was asked before its moves came
    std::optional<std::pair<WelterGame::Position, bool>> asked_;  // the coins and rule last asked about
    int positionsShown_ = 0;
    quint64 randomSeed_ = 20261121;
    bool refreshing_ = false;
};

}  // namespace homestead::gui
