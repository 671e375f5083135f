// The focus coming to and leaving a game's board (see cursor_board_view.h).
#include "cursor_board_view.h"

#include "accessible_items.h"

#include <QFocusEvent>

namespace homestead::gui {

void CursorBoardView::focusInEvent(QFocusEvent* event) {
    placeCursor(event->reason());
    update();
    QWidget::focusInEvent(event);
    if (AccessibleItems* items = AccessibleItems::of(this)) {
        items->refresh();
        items->focusChanged();  // the item the keys are on, after the board itself
    }
}

void CursorBoardView::focusOutEvent(QFocusEvent* event) {
    update();
    QWidget::focusOutEvent(event);
}

void CursorBoardView::placeCursor(Qt::FocusReason) {}

}  // namespace homestead::gui
