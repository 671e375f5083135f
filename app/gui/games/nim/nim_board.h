// Nim heaps to take from, for the puzzle mode: each heap a row of counters with its number and
// size. Hovering counter k of a heap shades it and every counter to its right (what the move would
// take); a click takes them: moveRequested(heap, from, to = k). Keyboard: Up/Down choose the heap,
// Left/Right how many stay, Enter takes. The board decides nothing; the page asks the core.
// O(total counters) per paint.
//
//   NimBoard b;  b.setHeaps({3, 5, 6});
//   connect(&b, &NimBoard::moveRequested, page, [](std::size_t heap, std::int64_t from, std::int64_t to) { … });
#pragma once

#include <QWidget>

#include <cstdint>
#include <vector>

namespace homestead::gui {

class NimBoard : public QWidget {
    Q_OBJECT
public:
    explicit NimBoard(QWidget* parent = nullptr);

    void setHeaps(std::vector<std::int64_t> heaps);
    const std::vector<std::int64_t>& heaps() const { return heaps_; }
    void setInteractive(bool enabled);
    bool interactive() const { return interactive_; }

    // Geometry, for tests: the centre of counter k (0-based) of a heap.
    QPointF counterCentre(std::size_t heap, std::int64_t k) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return {320, 160}; }

signals:
    void moveRequested(std::size_t heap, std::int64_t from, std::int64_t to);

protected:
    void paintEvent(QPaintEvent*) override;
    void mouseMoveEvent(QMouseEvent*) override;
    void mousePressEvent(QMouseEvent*) override;
    void leaveEvent(QEvent*) override;
    void keyPressEvent(QKeyEvent*) override;

private:
    struct Spot {
        int heap = -1;
        std::int64_t counter = -1;
    };
    Spot spotAt(QPointF pos) const;
    double pitch() const;

    std::vector<std::int64_t> heaps_;
    Spot hover_;
    bool interactive_ = true;
};

}  // namespace homestead::gui
