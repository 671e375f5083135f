// How good a layout of labels in a fitted view is: what the label layer reports once a placement
// has settled (LabelLayer::placedInFrame), and what the view chooses its crowd fit's margin by.
#pragma once

#include <compare>

namespace homestead::gui {

// What a layout of labels in a frame left, worst first: clashes — a plate on another, on an edge or
// a node, a leader through a plate: a label that lies about its edge — then tangles — leaders
// crossing, or astray (too long, over a node). Compared in that order (leader_untangle.h's counts;
// without an untangling, the labels boxed in are its clashes).
struct LayoutFaults {
    int clashes = 0, tangles = 0;
    bool none() const { return clashes == 0 && tangles == 0; }
    auto operator<=>(const LayoutFaults&) const = default;
};

}  // namespace homestead::gui
