// Welter's strip told to a screen reader (accessible_items.h): one accessible child per square, "coin
// on square 7" or "square 7, empty" ("…, picked up" for the coin the keyboard or a click holds), the
// square under the keyboard cursor focused. The strip calls refresh() when what it shows changed; a
// new length re-lists the squares, a new cursor, coin or pick-up is announced on the focused square.
//
//   new WelterStripAccessibility(strip);   // in the strip's constructor
#pragma once

#include "accessible_items.h"

#include <cstdint>
#include <vector>

namespace homestead::gui {

class WelterStripView;

class WelterStripAccessibility : public AccessibleItems {
    Q_OBJECT
public:
    explicit WelterStripAccessibility(WelterStripView* strip);

    int count() const override;
    QString itemText(int square) const override;
    QRect itemRect(int square) const override;
    int focusItem() const override;
    bool itemSelected(int square) const override;

protected:
    std::vector<std::int64_t> shown() const override;  // the cursor, the picked-up coin, the coins

private:
    WelterStripView* strip_;
};

}  // namespace homestead::gui
