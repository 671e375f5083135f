// Nim's heaps told to a screen reader (accessible_items.h): one accessible child per heap, "heap 3: 5
// counters", the heap the keyboard (or the mouse) points into focused, saying what Enter leaves
// there ("heap 3: 5 counters; Enter leaves 2"). The view calls refresh() when the heaps or its cursor
// changed; new heaps re-list the children, a moved cursor is announced on the focused heap.
//
//   new NimHeapsAccessibility(heapsView);   // in the view's constructor
#pragma once

#include "accessible_items.h"

#include <cstdint>
#include <vector>

namespace homestead::gui {

class NimHeapsView;

class NimHeapsAccessibility : public AccessibleItems {
    Q_OBJECT
public:
    explicit NimHeapsAccessibility(NimHeapsView* view);

    int count() const override;
    QString itemText(int heap) const override;
    QRect itemRect(int heap) const override;
    int focusItem() const override;

protected:
    std::vector<std::int64_t> shown() const override;  // the pointed heap, what Enter leaves there, the heaps

private:
    NimHeapsView* view_;
};

}  // namespace homestead::gui
