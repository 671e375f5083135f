// Nim's heaps as rows of counters: the Nim page's first view and the Puzzles page's Nim board.
// Clicking a counter takes it and every counter to its right (takeRequested(heap, k): leave k);
// hovering tints in red and crosses out what a click would take (the cross reads without the colour)
// and the tooltip says the move. The keyboard does the same: Up/Down choose the heap, Left/Right how
// many stay, Enter takes; while the view has the keyboard focus its heap is ringed (focus_ring.h) and
// the counters it would take marked. Winning moves can be shown as
// hints (the counters a winning move takes, outlined in magenta) and heaps can be ringed (those that
// can use the leftmost odd column). The view draws what it is given and decides nothing; its page
// asks the core. Painting is O(total counters).
//
//   view->setHeaps({3, 4, 5});  connect(view, &NimHeapsView::takeRequested, …);
#pragma once

#include "cursor_board_view.h"

#include "homestead/nim.h"

#include <optional>
#include <utility>
#include <vector>

namespace homestead::gui {

class NimHeapsAccessibility;

class NimHeapsView : public CursorBoardView {
    Q_OBJECT
public:
    explicit NimHeapsView(QWidget* parent = nullptr);

    void setHeaps(std::vector<std::int64_t> heaps);
    void setHint(std::vector<nim::NimMove> moves);  // empty: no hint shown
    const std::vector<nim::NimMove>& hint() const { return hint_; }
    void setRinged(std::vector<std::size_t> heaps);
    const std::vector<std::size_t>& ringed() const { return ringed_; }
    void setInteractive(bool on);  // off while an engine moves, the game is over or an answer is judged
    bool interactive() const { return interactive_; }
    const std::vector<std::int64_t>& heaps() const { return heaps_; }
    // The counter the keys (or the mouse) point at, from which a take would start: (heap, counter);
    // none when nothing is pointed at.
    std::optional<std::pair<std::size_t, std::int64_t>> pointed() const;

    // Where counter k (0-based from the left) of heap `heap` is drawn; the row of a heap.
    QRectF counterRect(std::size_t heap, std::int64_t k) const;
    QRectF rowRect(std::size_t heap) const;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void takeRequested(std::size_t heap, std::int64_t leave);  // take counter `leave` and those right of it

protected:
    void paintEvent(QPaintEvent*) override;
    void mouseMoveEvent(QMouseEvent*) override;
    void mousePressEvent(QMouseEvent*) override;
    void leaveEvent(QEvent*) override;
    void keyPressEvent(QKeyEvent*) override;
    void placeCursor(Qt::FocusReason) override;
    bool event(QEvent*) override;  // tooltips

private:
    struct Hit {
        std::size_t heap = 0;
        std::int64_t k = -1;
    };
    Hit hitAt(QPointF p) const;
    bool pointsAtCounter(const Hit& h) const;
    Hit firstCursor() const;  // the first heap with counters, at its last counter (k < 0: none)
    qreal diameter() const;
    qreal labelWidth() const;

    std::vector<std::int64_t> heaps_;
    std::vector<nim::NimMove> hint_;
    std::vector<std::size_t> ringed_;
    void setHover(Hit hit);  // repaints, and tells a screen reader
    Hit hover_;
    bool interactive_ = true;
    NimHeapsAccessibility* accessibility_;
};

}  // namespace homestead::gui
