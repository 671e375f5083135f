// A coin pressed on a board becomes a drag once the mouse has gone kThreshold pixels from where it was
// pressed (Welter's strip, the transfinite board); until then the press is still a click. The board
// keeps one, paints the lifted coin at dragPos while dragging, and drops it on release.
//
//   drag_.press(e->position());                          // mousePressEvent
//   if (drag_.follow(e->position())) selected_ = -1;     // mouseMoveEvent: the drag began
#pragma once

#include <QLineF>
#include <QPointF>

namespace homestead::gui {

struct CoinDrag {
    static constexpr double kThreshold = 5.0;

    QPointF pressPos, dragPos;
    bool dragging = false;

    void press(QPointF at) {
        pressPos = dragPos = at;
        dragging = false;
    }
    // The mouse moved to `at`: true if that began the drag.
    bool follow(QPointF at) {
        dragPos = at;
        if (dragging || QLineF(pressPos, dragPos).length() < kThreshold) return false;
        dragging = true;
        return true;
    }
};

}  // namespace homestead::gui
