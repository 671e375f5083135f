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

std::vector<std::int64_t> WelterStripAccessibility::shown() const {
    std::vector<std::int64_t> shown{strip_->cursor(), strip_->selectedCoin()};
    shown.insert(shown.end(), strip_->coins().begin(), strip_->coins().end());
    return shown;
}

}  // namespace homestead::gui
