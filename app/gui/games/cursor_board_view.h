// A game's own drawn board with a keyboard cursor (Nim's heaps and chessboard, Welter's strip): the
// cursor is ringed while the board has the focus (focus_ring.h), so the board is painted again as the
// focus comes and goes; as it comes, the board first places its cursor (placeCursor) and a screen
// reader is then told the item the cursor is on (the board's AccessibleItems, if it has one).
//
//   class WelterStripView : public CursorBoardView { … void placeCursor(Qt::FocusReason) override; };
#pragma once

#include <QWidget>

namespace homestead::gui {

class CursorBoardView : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;

protected:
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    // Where the cursor goes as the focus comes (`reason`: Tab, a click, …); by default it stays.
    virtual void placeCursor(Qt::FocusReason reason);
};

}  // namespace homestead::gui
