// The puzzle's Hackenbush board told to a screen reader (accessible_items.h): its one accessible
// child is the edge the keyboard (Tab) or the mouse picked, in the core's words (spoken_text.h): "edge
// c", or "edge c, stress 5" while the numbers are shown. What chopping it leaves is never said: that
// is the puzzle's answer. The board calls refresh() when its picked edge or position changed.
//
//   new HackenbushBoardAccessibility(board);   // in the board's constructor
#pragma once

#include "accessible_items.h"

#include "homestead/picture.h"

#include <cstdint>
#include <vector>

namespace homestead::gui {

class HackenbushBoard;

class HackenbushBoardAccessibility : public AccessibleItems {
    Q_OBJECT
public:
    explicit HackenbushBoardAccessibility(HackenbushBoard* board);

    int count() const override;
    QString itemText(int index) const override;
    QRect itemRect(int index) const override;
    int focusItem() const override { return count() - 1; }

protected:
    std::vector<std::int64_t> shown() const override;  // the picked edge

private:
    HackenbushBoard* board_;
};

}  // namespace homestead::gui
