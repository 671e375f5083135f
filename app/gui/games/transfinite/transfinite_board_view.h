// The board of transfinite Welter and Nim drawn with QPainter: the squares ω·λ + 0, 1, 2, … as one
// row per λ in use (λ = 0 at the bottom, each row above a larger λ, ordered as the ordinals are), each
// row named on its left ("ω·2 +", "ω²+ω·4 +") and each square numbered by its finite part, coins as
// discs (in Nim, coins may share a square: a count beside the disc), the good moves as green arrows,
// the last move, the selected coin and the keyboard cursor. The view only shows and asks: it never
// decides whether a move is legal or what anything is worth; it emits requests the page hands to the
// game, which asks the core.
//
// Input as on Welter's finite strip: drag a coin (press, move, release over a square), or click a
// coin and then a square; a coin may go to any smaller ordinal, further left in its row or into a row
// below. Keys: Left/Right along a row, Up/Down between rows, Home/End, Enter or Space picks up the
// coin under the cursor and drops it, Escape cancels. Rows are shown for λ = 0, every λ in use and any
// λ the page adds (a hint's target row). Painting costs O(rows × columns + coins) per frame.
//
//   TransfiniteBoardView v;  v.setBoard(coins, {});  connect(&v, &TransfiniteBoardView::moveRequested, …);
#pragma once

#include "coin_drag.h"

// moc cannot parse <compare> (which ordinal.h needs): it reads the types from the moc include.
#ifndef Q_MOC_RUN
#include "homestead/ordinal.h"
#include "homestead/transfinite.h"
#endif

#include <QFont>
#include <QPointF>
#include <QRectF>
#include <QWidget>

#include <optional>
#include <vector>

Q_MOC_INCLUDE("homestead/ordinal.h")

namespace homestead {
class Ordinal;
}

namespace homestead::gui {

class TransfiniteBoardView : public QWidget {
    Q_OBJECT
public:
    static constexpr int kMinColumns = 12;

    explicit TransfiniteBoardView(QWidget* parent = nullptr);

    // The coins (ascending; equal ones are Nim heaps of one size) and rows to show besides those in use.
    void setBoard(std::vector<Ordinal> coins, const std::vector<Ordinal>& extraRows);
    void setHint(std::vector<transfinite::OrdinalMove> moves);  // empty clears it
    void setLastMove(std::optional<transfinite::OrdinalMove> move);
    void setInteractive(bool enabled);  // false while an engine moves or the game is over

    const std::vector<Ordinal>& coins() const { return coins_; }
    const std::vector<Ordinal>& rows() const { return rows_; }  // the λ of each row, ascending
    int columns() const { return columns_; }
    const std::vector<transfinite::OrdinalMove>& hint() const { return hint_; }
    std::optional<Ordinal> selectedCoin() const { return selected_; }
    Ordinal cursor() const;
    bool interactive() const { return interactive_; }
    // Geometry, for tests: the rectangle of a square (an invalid rect when its row is not shown), the
    // square under a point, the cell size, and the fonts the numbers and the row names are drawn in.
    QRectF squareRect(const Ordinal& square) const;
    std::optional<Ordinal> squareAt(QPointF pos) const;
    int cellSize() const;
    QFont numberFont() const;
    QString rowLabel(int row) const;  // "ω·2 +"
    // The rows' names stand on the left of what shows, over the squares scrolled under them: from
    // rowNamesLeft() (0 unless the board is scrolled sideways), rowNamesWidth() wide.
    double rowNamesLeft() const;
    double rowNamesWidth() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void moveRequested(const homestead::Ordinal& from, const homestead::Ordinal& to);
    void moveRefused(const QString& reason);  // a drop the view can already tell is not a move
    void cursorMoved(QRectF cell);            // the keyboard cursor's square, so a scroll area can keep it in sight

protected:
    void paintEvent(QPaintEvent*) override;
    void mousePressEvent(QMouseEvent*) override;
    void mouseMoveEvent(QMouseEvent*) override;
    void mouseReleaseEvent(QMouseEvent*) override;
    void keyPressEvent(QKeyEvent*) override;
    bool event(QEvent*) override;  // tooltips per square

private:
    int coinCount(const Ordinal& square) const;
    int rowOf(const Ordinal& lambda) const;  // -1 if not shown
    Ordinal squareOf(int row, int column) const;
    QRectF cellRect(int row, int column) const;
    double headerWidth() const;
    int minimumCell() const;
    double margin() const { return 10.0; }
    void request(const Ordinal& from, const Ordinal& to);

    std::vector<Ordinal> coins_;
    std::vector<Ordinal> rows_;
    int columns_ = kMinColumns;
    std::vector<transfinite::OrdinalMove> hint_;
    std::optional<transfinite::OrdinalMove> lastMove_;
    bool interactive_ = true;
    std::optional<Ordinal> selected_;
    int cursorRow_ = 0, cursorColumn_ = 0;
    std::optional<Ordinal> pressed_;
    CoinDrag drag_;
};

}  // namespace homestead::gui
