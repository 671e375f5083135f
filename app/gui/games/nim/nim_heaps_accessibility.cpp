// Nim's heaps for a screen reader (see nim_heaps_accessibility.h).
#include "nim_heaps_accessibility.h"

#include "nim_heaps_view.h"

namespace homestead::gui {

NimHeapsAccessibility::NimHeapsAccessibility(NimHeapsView* view)
    : AccessibleItems(view, QAccessible::List, QAccessible::ListItem), view_(view) {}

int NimHeapsAccessibility::count() const { return int(view_->heaps().size()); }

QString NimHeapsAccessibility::itemText(int heap) const {
    const std::int64_t n = view_->heaps()[std::size_t(heap)];
    const QString heapText = n == 1 ? tr("heap %1: 1 counter").arg(heap + 1) : tr("heap %1: %2 counters").arg(heap + 1).arg(n);
    const auto pointed = view_->pointed();
    if (!pointed || int(pointed->first) != heap) return heapText;
    return tr("%1; Enter leaves %2").arg(heapText).arg(pointed->second);
}

QRect NimHeapsAccessibility::itemRect(int heap) const { return view_->rowRect(std::size_t(heap)).toAlignedRect(); }

int NimHeapsAccessibility::focusItem() const {
    if (const auto pointed = view_->pointed()) return int(pointed->first);
    return count() > 0 ? 0 : -1;
}

std::vector<std::int64_t> NimHeapsAccessibility::shown() const {
    const auto pointed = view_->pointed();
    std::vector<std::int64_t> shown{pointed ? std::int64_t(pointed->first) : -1, pointed ? pointed->second : -1};
    shown.insert(shown.end(), view_->heaps().begin(), view_->heaps().end());
    return shown;
}

}  // namespace homestead::gui
