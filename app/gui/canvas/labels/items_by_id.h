// Canvas items in the order of their ids: what labels are placed or untangled first never depends on
// the item registry's hash order, which differs from run to run, so the same picture and view give
// the same places.
//
//   sortById(edges);                                      // in place
//   for (EdgeItem* e : byId<EdgeItem>(registry.edges()))  // a sorted copy of any range
#pragma once

#include <algorithm>
#include <vector>

namespace homestead::gui {

template <class Item>
void sortById(std::vector<Item*>& items) {
    std::sort(items.begin(), items.end(), [](const Item* a, const Item* b) { return a->id() < b->id(); });
}

template <class Item>
std::vector<Item*> byId(const auto& items) {
    std::vector<Item*> sorted(items.begin(), items.end());
    sortById(sorted);
    return sorted;
}

}  // namespace homestead::gui
