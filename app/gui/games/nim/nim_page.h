// The "Nim" page, the first lesson: heaps as rows of counters (click a counter to take it and every
// counter to its right) or, as a second view of the same heaps, Gardner's chessboard (two counters
// facing each other in each column; the gap is the heap; Northcott's retreats when turned on, and
// the perfect answer to a retreat shown). Beside it the nim-sum worked in binary columns with the
// leftmost odd column shaded and the heaps that can use it ringed, the sentences of nim_text.h, the
// winning moves as hints (H), normal or misère play (M), the players (human, perfect or casual
// engine, who moves first, the engine delay — the controls of the other pages), undo and redo,
// the move list, a banner at the end. Self-contained: the main window only adds it as a tab.
// The page computes nothing: rules, hints and sentences come from the core (nim_rules.h,
// nim_text.h); the engine runs off the window's thread inside NimGame. Every change is O(heaps × bits).
// The players, the engine delay, the turn line, the banner and the move list are the GameControls
// shared with the Welter page.
//
//   auto* page = new NimPage;  tabs->addTab(page, page->windowTitle());
#pragma once

#include "game_actions.h"
#include "game_controls.h"
#include "game_page.h"
#include "nim_game.h"

#include <QWidget>

class QAction;
class QBoxLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QStackedWidget;

namespace homestead::gui {

class NimBoardView;
class NimColumnsView;
class NimHeapsView;

class NimPage : public QWidget, public GamePage {
    Q_OBJECT
public:
    explicit NimPage(QWidget* parent = nullptr);
    ~NimPage() override;

    NimGame* game() { return &game_; }
    NimHeapsView* heapsView() const { return heaps_; }
    GameControls* controls() const { return controls_; }
    NimBoardView* boardView() const { return board_; }
    NimColumnsView* columnsView() const { return columns_; }
    QLineEdit* heapsEdit() const { return heapsEdit_; }
    // The page's actions by name (actions().hint); hides QWidget::actions(), the same actions as a list.
    const NimActions& actions() const { return actions_; }
    bool chessboardShown() const;
    // How a move is made in the view shown (the heaps' counters, or the chessboard's squares).
    QString viewInstruction() const;
    // What the page shows (plain text), for tests and for a host window's status bar.
    QString sumText() const;
    QString columnText() const;
    QString outcomeText() const;
    QString hintText() const;
    QString statusText() const override;
    QString announcementText() const;
    QStringList moveListText() const;
    void setStatusLineVisible(bool shown);
    QSize minimumSizeHint() const override;

    // GamePage: its messages go to the host's status line; the presentation bar offers undo, redo and the hint.
    QWidget* widget() override { return this; }
    QString pageTitle() const override;
    void routeStatus(QObject* context, std::function<void(const QString&)> show) override;
    QList<QAction*> presentationActions() const override;  // the width of the rows stacked (see resizeEvent)

signals:
    void statusMessage(const QString& text);
    void transfiniteRequested();  // the Transfinite page, on Nim

protected:
    bool event(QEvent* e) override;  // the page's shortcuts win over a host window's
    void keyPressEvent(QKeyEvent* e) override;
    void showEvent(QShowEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;  // a narrow page stacks each row's halves


private:
    void buildActions();
    void buildLayout();
    void refresh();
    void arrangeRows();
    void setStatus(const QString& text);
    void request(const nim::NimMove& move);
    void applyHeapsText();

    NimGame game_;
    NimHeapsView* heaps_ = nullptr;
    NimBoardView* board_ = nullptr;
    NimColumnsView* columns_ = nullptr;
    QStackedWidget* stack_ = nullptr;
    QLineEdit* heapsEdit_ = nullptr;
    GameControls* controls_ = nullptr;
    QBoxLayout* rows_[2] = {nullptr, nullptr};  // the game's buttons, the players and rules
    QGroupBox* workBox_ = nullptr;
    QLabel* sumLabel_ = nullptr;
    QLabel* columnLabel_ = nullptr;
    QLabel* outcomeLabel_ = nullptr;
    QLabel* hintLabel_ = nullptr;
    QLabel* statusLabel_ = nullptr;
    NimActions actions_;
    bool refreshing_ = false;
};

}  // namespace homestead::gui
