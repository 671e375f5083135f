// Long paths in a coarse grid sized by their density (see long_path_index.h).
#include "long_path_index.h"

#include "grid_cells.h"

#include <QPolygonF>

#include <algorithm>
#include <cmath>

namespace homestead::render {

bool clipLine(QLineF& line, const QRectF& r);  // picture_geometry.h

void LongPathIndex::add(int edge, const QPainterPath& path) {
    for (const QPolygonF& poly : path.toSubpathPolygons())
        for (qsizetype i = 1; i < poly.size(); ++i) {
            const QLineF line(poly[i - 1], poly[i]);
            segments_.push_back({line, edge});
            length_ += std::abs(line.dx()) + std::abs(line.dy());
            extent_ |= QRectF(line.p1(), line.p2()).normalized().adjusted(-pad_, -pad_, pad_, pad_);
        }
    if (cell_ == 0) return;  // the grid comes with the first query
    while (built_ < segments_.size()) insert(static_cast<int>(built_++));
    if (entries_ > 2 * budget()) build();
}

// The entries the grid may take: the budget, and the few cells every segment takes at its ends.
std::size_t LongPathIndex::budget() const { return std::size_t(kEntryBudget) + 3 * segments_.size(); }

// The cell: kPerQuery segments a cell on average (a segment crosses a cell of side G over about G of
// its length, so a cell holds density × G segments), at least leastCell, and coarse enough that the
// entries along the segments (about (|dx| + |dy|) / G each, besides the ends) stay within kEntryBudget.
void LongPathIndex::build() const {
    const double area = std::max(extent_.width() * extent_.height(), leastCell_ * leastCell_);
    const double density = length_ / area;  // pixels of path per square pixel
    const double widest = std::max({extent_.width(), extent_.height(), leastCell_});
    cell_ = std::min(std::max({leastCell_, density > 0 ? kPerQuery / density : widest, length_ / kEntryBudget}), widest);
    cells_.clear();
    entries_ = 0;
    for (built_ = 0; built_ < segments_.size(); ++built_) insert(static_cast<int>(built_));
}

void LongPathIndex::insert(int segment) const {
    forLineCells(segments_[segment].line, cell_, pad_, [&](long long k) {
        cells_[k].push_back(segment);
        ++entries_;
    });
}

bool LongPathIndex::anyNear(const QRectF& r, const std::function<bool(int edge)>& exact) const {
    if (segments_.empty()) return false;
    if (cell_ == 0) build();
    const QRectF wide = r.adjusted(-pad_, -pad_, pad_, pad_);
    asked_.clear();
    bool hit = false;
    forRectCells(r, cell_, [&](long long k) {
        if (hit) return;
        const auto it = cells_.find(k);
        if (it == cells_.end()) return;
        for (int s : it->second) {
            const Segment& segment = segments_[s];
            ++segmentTests_;
            if (QLineF part = segment.line; !clipLine(part, wide)) continue;
            if (std::find(asked_.begin(), asked_.end(), segment.edge) != asked_.end()) continue;
            asked_.push_back(segment.edge);
            if (exact(segment.edge)) {
                hit = true;
                return;
            }
        }
    });
    return hit;
}

}  // namespace homestead::render
