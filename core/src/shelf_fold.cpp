// foldOntoShelves: greedy shelves for a width found by bisection (see shelf_fold.h).
#include "homestead/shelf_fold.h"

#include <algorithm>
#include <cmath>

namespace homestead {

namespace {

constexpr double kEvenSlack = 1.15;  // evening the shelves may move the ratio this far from the best

// The greedy fold for shelf width `limit`: a shelf takes boxes while they fit (at least one).
ShelfFold foldAt(const std::vector<ShelfBox>& boxes, double gap, double shelfGap, double limit) {
    ShelfFold f;
    double used = 0, above = 0, below = 0;
    auto close = [&] {
        f.width = std::max(f.width, used);
        f.height += above + below + (f.first.size() > 1 ? shelfGap : 0);
    };
    for (std::size_t i = 0; i < boxes.size(); ++i) {
        const ShelfBox& b = boxes[i];
        if (f.first.empty() || used + gap + b.width > limit) {
            if (!f.first.empty()) close();
            f.first.push_back(static_cast<int>(i));
            used = b.width;
            above = b.above;
            below = b.below;
            continue;
        }
        used += gap + b.width;
        above = std::max(above, b.above);
        below = std::max(below, b.below);
    }
    if (!f.first.empty()) close();
    return f;
}

}  // namespace

ShelfFold foldOntoShelvesAt(const std::vector<ShelfBox>& boxes, double gap, double shelfGap, double width) {
    return foldAt(boxes, gap, shelfGap, width);
}

int ShelfFold::shelfOf(int box) const {
    return static_cast<int>(std::upper_bound(first.begin(), first.end(), box) - first.begin()) - 1;
}

ShelfFold foldOntoShelves(const std::vector<ShelfBox>& boxes, double gap, double shelfGap, double aspect) {
    double widest = 0, row = 0;
    for (const ShelfBox& b : boxes) {
        widest = std::max(widest, b.width);
        row += b.width;
    }
    row += gap * (boxes.empty() ? 0 : double(boxes.size() - 1));
    const ShelfFold one = foldAt(boxes, gap, shelfGap, row);
    if (aspect <= 0 || boxes.size() < 2) return one;
    // Narrower shelves make the fold narrower and taller: bisect for the ratio, then keep the
    // nearer of the two ends (compared as ratios: log distance).
    auto miss = [&](const ShelfFold& f) { return f.height > 0 ? std::abs(std::log(f.width / f.height / aspect)) : 1e300; };
    double lo = widest, hi = row;
    ShelfFold best = one;
    for (int step = 0; step < 60 && hi - lo > 0.5; ++step) {
        const double mid = (lo + hi) / 2;
        ShelfFold f = foldAt(boxes, gap, shelfGap, mid);
        const bool tooWide = f.height <= 0 || f.width / f.height > aspect;
        if (miss(f) < miss(best)) best = std::move(f);
        (tooWide ? hi : lo) = mid;
    }
    const ShelfFold narrowest = foldAt(boxes, gap, shelfGap, widest);
    if (miss(narrowest) < miss(best)) best = narrowest;
    // As many shelves, as even as they go: the narrowest width that needs no more shelves (else
    // the top shelf can hold a box or two under a long row of empty ground), while that keeps the
    // ratio within kEvenSlack of the best and no further from it than one row or one box a shelf.
    const double allowed = std::min({miss(best) + std::log(kEvenSlack), miss(one), miss(narrowest)});
    const std::size_t shelves = best.first.size();
    lo = widest;
    hi = best.width;
    for (int step = 0; step < 60 && hi - lo > 0.5; ++step) {
        const double mid = (lo + hi) / 2;
        ShelfFold f = foldAt(boxes, gap, shelfGap, mid);
        if (f.first.size() <= shelves) {
            hi = mid;
            if (f.width < best.width && miss(f) <= allowed) best = std::move(f);
        } else {
            lo = mid;
        }
    }
    return best;
}

}  // namespace homestead
