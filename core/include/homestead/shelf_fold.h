// Folding a long row of boxes onto stacked shelves, like words onto lines of text, so that the
// whole comes out at a wanted aspect ratio. The garden view uses it for a garden whose tidy tree
// would be far wider than the view (a 10^5-edge garden: some 30,000 stalks side by side, a few
// hundred pixels high): the stalks standing on the ground are folded onto several ground lines
// stacked one above another, each stalk's tree drawn exactly as before.
//
// The boxes keep their order: shelf 0 (the bottom one) takes the first boxes, and so on. A shelf
// takes boxes while their widths and the gaps between them fit the shelf width; each shelf is as
// tall as its tallest box above its line plus its deepest box below it, and shelves are stacked
// with `shelfGap` between one's top and the next one's bottom. The shelf width is searched (by
// bisection over [widest box, all in one row]) so that width / height comes closest to `aspect`;
// then, for that many shelves, the narrowest width that needs no more, so the shelves come out
// about equally full (the top one too). Pure arithmetic, no Qt. Cost: O(n log(total width /
// widest box)), n boxes.
//
//   ShelfFold f = foldOntoShelves({{10, 30, 2}, {10, 30, 2}, {10, 30, 2}, {10, 30, 2}}, 2, 4, 0.3);
//   // f.first == {0, 2} (two shelves of two), f.width == 22, f.height == 32 + 4 + 32
#pragma once

#include <vector>

namespace homestead {

struct ShelfBox {
    double width = 0;  // extent along the shelf
    double above = 0;  // height over the shelf's line
    double below = 0;  // depth under it
};

struct ShelfFold {
    std::vector<int> first;  // per shelf, bottom first: the index of its first box (ascending, first[0] == 0)
    double width = 0;        // the widest shelf: its boxes' widths and the gaps between them
    double height = 0;       // every shelf's above + below, and the gaps between shelves
    int shelfOf(int box) const;  // O(log shelves)
};

// Boxes in one row when `aspect` <= 0 or there are fewer than two boxes.
ShelfFold foldOntoShelves(const std::vector<ShelfBox>& boxes, double gap, double shelfGap, double aspect);

// The greedy fold at a given shelf width: a shelf takes boxes while they fit in `width` (at least
// one). The garden folds a wide node's children this way, at a width chosen for the whole garden.
ShelfFold foldOntoShelvesAt(const std::vector<ShelfBox>& boxes, double gap, double shelfGap, double width);

}  // namespace homestead
