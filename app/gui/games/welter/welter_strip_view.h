// The strip of Welter's game drawn with QPainter: squares 0, 1, 2, … numbered, coins as discs, the
// mated pairs of the mating method as arcs under the strip (the spinster ringed), winning-move hints,
// the selected coin and the keyboard cursor. The view only shows and asks: it never decides whether
// a move is legal or what anything is worth; it emits requests that the page checks with the core.
//
// Input: in set-up mode a click on a square asks to toggle a coin there. In play, a coin is dragged
// (press, move, release over a square) or clicked and then a square clicked; the keyboard moves a
// cursor (Left/Right, Home/End), Enter/Space picks up the coin under it and Enter again drops it,
// Escape cancels. A refused drop springs back (a short animation of the dragged disc home).
// Painting costs O(length + coins) per frame; the widget asks for length × minimum cell width, so
// a long strip scrolls inside a QScrollArea, and the cells grow to fill a wide window.
//
//   WelterStripView v;  v.setStrip(24, {0, 2, 5});  connect(&v, &WelterStripView::moveRequested, …);
#pragma once

#include "coin_drag.h"
#include "cursor_board_view.h"

#include <QColor>
#include <QFont>
#include <QPointF>
#include <QVariantAnimation>

class QScrollArea;

#include <optional>
#include <utility>
#include <vector>

namespace homestead::gui {

// The colour of the i-th mated pair (arcs and the written decomposition share it).
QColor welterPairColour(int index);

class WelterStripView;
// The strip's scroll area keeps the keyboard's cursor in sight and takes no Tab stop of its own
// (Tab goes straight to the strip): the Welter page's strip and the Puzzles' one alike.
void keepStripCursorInSight(QScrollArea* scroll, WelterStripView* view);

class WelterStripAccessibility;

class WelterStripView : public CursorBoardView {
    Q_OBJECT
public:
    explicit WelterStripView(QWidget* parent = nullptr);

    // What to draw. Squares are 0..length-1; coins must lie on them (others are ignored).
    void setStrip(int length, std::vector<int> coins);
    // Mated pairs (a, b) drawn as arcs below the strip; the spinster (lone coin), or -1 for none.
    void setPairs(std::vector<std::pair<int, int>> pairs, int spinster);
    // Winning moves to highlight (coin square → target square); empty clears the hint.
    void setHint(std::vector<std::pair<int, int>> moves);
    void setSetupMode(bool setup);      // clicks toggle coins instead of moving them
    void setInteractive(bool enabled);  // false while an engine moves or the game is over
    void setLastMove(std::optional<std::pair<int, int>> move);
    // A refused move: the dragged or selected coin springs back home (animated, ~180 ms).
    void springBack();

    int length() const { return length_; }
    const std::vector<int>& coins() const { return coins_; }
    const std::vector<std::pair<int, int>>& hint() const { return hint_; }
    const std::vector<std::pair<int, int>>& pairs() const { return pairs_; }
    int spinster() const { return spinster_; }
    int selectedCoin() const { return selected_; }
    int cursor() const { return cursor_; }
    bool setupMode() const { return setup_; }
    bool interactive() const { return interactive_; }
    // Geometry, for tests and for scrolling: the rectangle of a square in widget coordinates, and the
    // square under a point (-1 if none).
    QRectF squareRect(int square) const;
    int squareAt(QPointF pos) const;
    int cellSize() const;
    double numbersHeight() const;  // the row beneath the squares that holds their numbers

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void toggleRequested(int square);         // set-up mode: place or remove a coin
    void moveRequested(int from, int to);     // play: slide the coin on `from` to `to`
    void moveRefused(const QString& reason);  // a drop the view can already tell is not a move
    void cursorMoved(int square);             // so a scroll area can keep the cursor visible

protected:
    void paintEvent(QPaintEvent*) override;
    void mousePressEvent(QMouseEvent*) override;
    void mouseMoveEvent(QMouseEvent*) override;
    void mouseReleaseEvent(QMouseEvent*) override;
    void keyPressEvent(QKeyEvent*) override;
    void placeCursor(Qt::FocusReason reason) override;
    bool event(QEvent*) override;  // tooltips per square

private:
    bool hasCoin(int square) const;
    void select(int square);
    void moveCursorTo(int square);
    void requestDrop(int from, int to, QPointF dropPos);
    QPointF coinCentre(int square) const;
    double margin() const;
    QFont numberFont() const;      // the squares' numbers
    double arcDepth() const;

    int length_ = 24;
    std::vector<int> coins_;
    std::vector<std::pair<int, int>> pairs_;
    int spinster_ = -1;
    std::vector<std::pair<int, int>> hint_;
    std::optional<std::pair<int, int>> lastMove_;
    bool setup_ = false;
    bool interactive_ = true;
    int selected_ = -1;  // picked-up coin (click or keyboard), -1 if none
    int cursor_ = 0;
    // Drag state: the coin pressed on, where, and whether the mouse travelled far enough to drag.
    int pressed_ = -1;
    CoinDrag drag_;
    // Spring-back animation of a disc from where it was dropped to its square.
    QVariantAnimation spring_;
    int springCoin_ = -1;
    QPointF springPos_;
    std::optional<std::pair<int, QPointF>> lastDrop_;  // the coin last asked to move, and where
    WelterStripAccessibility* accessibility_;  // the squares for a screen reader; told of every change
};

}  // namespace homestead::gui
