// Gardner's chessboard: the same heaps as the Nim page's rows of counters, seen as columns with two
// counters facing each other (Player 1's light counter below, Player 2's dark one above); the empty
// squares between them are the heap, written under the column. Click a square of a column to move the
// player to move's own counter there: towards the other counter shrinks the gap (a Nim move); away
// from it, with Northcott's retreats on, enlarges it. By keys: the arrows move a cursor (ringed while
// the view has the focus, focus_ring.h) from square to square, Enter acts as a click there. Hints mark the target squares of the winning
// moves; the answer to a retreat is marked the same way. Draws what it is given; O(columns × rows).
//
//   view->setPosition(game.position());  connect(view, &NimBoardView::moveRequested, …);
#pragma once

#include "cursor_board_view.h"

#include "homestead/nim_rules.h"

#include <optional>

namespace homestead::gui {

class NimBoardView : public CursorBoardView {
    Q_OBJECT
public:
    explicit NimBoardView(QWidget* parent = nullptr);

    void setPosition(const NimPosition& position);
    const NimPosition& position() const { return position_; }
    void setHint(std::vector<nim::NimMove> moves);
    const std::vector<nim::NimMove>& hint() const { return hint_; }
    void setAnswer(std::optional<nim::NimMove> answer);  // the perfect answer to a retreat, marked
    void setInteractive(bool on);

    QRectF squareRect(std::size_t column, std::int64_t row) const;
    // Where a counter of `side` (0: Player 1's, the lower; 1: Player 2's) stands in `column`.
    QRectF counterRect(std::size_t column, int side) const;
    // The gap a column shows, counted from where its counters are drawn (what the pupils count).
    std::int64_t drawnGap(std::size_t column) const;
    // The move a click on (column, row) asks for, if it is one for the player to move.
    std::optional<nim::NimMove> moveTo(std::size_t column, std::int64_t row) const;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void moveRequested(nim::NimMove move);
    void refused(const QString& why);

protected:
    void paintEvent(QPaintEvent*) override;
    void mouseMoveEvent(QMouseEvent*) override;
    void mousePressEvent(QMouseEvent*) override;
    void leaveEvent(QEvent*) override;
    void keyPressEvent(QKeyEvent*) override;
    void placeCursor(Qt::FocusReason) override;

private:
    qreal cell() const;
    QPointF origin() const;
    bool squareAt(QPointF p, std::size_t& column, std::int64_t& row) const;
    QRectF targetRect(const nim::NimMove& move) const;  // where the mover's counter lands
    void pressSquare(std::size_t column, std::int64_t row);  // a click or Enter there
    void pointAt(std::size_t column, std::int64_t row);       // the square under the mouse or the keys' cursor

    NimPosition position_;
    std::vector<nim::NimMove> hint_;
    std::optional<nim::NimMove> answer_;
    std::optional<std::pair<std::size_t, std::int64_t>> hover_;
    bool interactive_ = true;
};

}  // namespace homestead::gui
