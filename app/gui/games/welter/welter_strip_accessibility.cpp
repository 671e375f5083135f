// Welter's squares for a screen reader (see welter_strip_accessibility.h).
#include "welter_strip_accessibility.h"

#include "welter_strip_view.h"

#include <algorithm>

namespace homestead::gui {

WelterStripAccessibility::WelterStripAccessibility(WelterStripView* strip)
    : AccessibleItems(strip, QAccessible::List, QAccessible::ListItem), strip_(strip) {}

int WelterStripAccessibility::count() const { return strip_->length(); }

QString WelterStripAccessibility::itemText(int square) const {
    const auto& coins = strip_->coins();
    if (!std::binary_search(coins.begin(), coins.end(), square)) return tr("square %1, empty").arg(square);
    if (square == strip_->selectedCoin()) return tr("coin on square %1, picked up").arg(square);
    return tr("coin on square %1").arg(square);
}

QRect WelterStripAccessibility::itemRect(int square) const { return strip_->squareRect(square).toAlignedRect(); }

int WelterStripAccessibility::focusItem() const { return strip_->cursor(); }

bool WelterStripAccessibility::itemSelected(int square) const { return square == strip_->selectedCoin(); }

void WelterStripAccessibility::refresh() {
    const int length = strip_->length(), cursor = strip_->cursor(), selected = strip_->selectedCoin();
    if (length == length_ && cursor == cursor_ && selected == selected_ && strip_->coins() == coins_) return;
    const bool relisted = length != length_;
    length_ = length;
    cursor_ = cursor;
    selected_ = selected;
    coins_ = strip_->coins();
    if (relisted) itemsChanged();  // (announces the focus too)
    else focusChanged();
}

}  // namespace homestead::gui
