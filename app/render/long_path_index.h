// The long paths a LabelPlacer keeps labels clear of (picture_geometry.h): chords across a big
// laid-out picture, thousands of pixels long, which the placer's grid of label-sized cells cannot
// hold (a chord would fill a rectangle of cells quadratic in its length). Each path is flattened
// into straight segments; a segment goes in every cell of a coarse grid that its line passes through.
// A query tests the segments of the cells its rectangle meets, each by a cheap line-against-rectangle
// clip (its line widened by `pad`, which covers the stroke and the flattening's error), and only a
// segment that passes that asks the caller's exact test of its path. So the answers are those of the
// exact test on every path, at a bounded number of cheap tests per query.
//
// The coarse cell is sized from the segments' density when the first query comes: about kPerQuery
// segments meet a query's cells on average, whatever the picture's size, and the entries (a segment
// in each cell it passes) stay within kEntryBudget, so memory is bounded however spread out the
// picture is (a coarser grid then: more tests per query, never a scan of every path); besides the
// budget, each segment takes a few cells at its ends. Paths added after that go in the grid at once;
// past twice the entries allowed it is built again, coarser.
//
//   LongPathIndex index(4.0, 80.0);
//   index.add(7, chord);
//   bool hit = index.anyNear(plate, [&](int edge) { return stroke(edge).intersects(plate); });
#pragma once

#include <QLineF>
#include <QPainterPath>
#include <QRectF>

#include <cstddef>
#include <functional>
#include <unordered_map>
#include <vector>

namespace homestead::render {

class LongPathIndex {
public:
    static constexpr double kPerQuery = 24;              // segments a query's cells hold, on average
    static constexpr long long kEntryBudget = 1LL << 22;  // segment entries in cells, in all

    // `pad`: how far from its line a path's stroke reaches; `leastCell`: the smallest coarse cell.
    LongPathIndex(double pad, double leastCell) : pad_(pad), leastCell_(leastCell) {}
    void add(int edge, const QPainterPath& path);
    bool empty() const { return segments_.empty(); }
    // Whether some path passes within `pad` of `r` and `exact(edge)` says it meets `r`; each such
    // path is asked once per query, nearest segments first in no particular order.
    bool anyNear(const QRectF& r, const std::function<bool(int edge)>& exact) const;

    long long segmentTests() const { return segmentTests_; }  // cheap clips done, in all
    std::size_t entries() const { return entries_; }
    std::size_t cells() const { return cells_.size(); }
    double cellSize() const { return cell_; }  // 0 until the grid is built

private:
    struct Segment {
        QLineF line;
        int edge;
    };
    void build() const;
    std::size_t budget() const;
    void insert(int segment) const;

    double pad_, leastCell_;
    std::vector<Segment> segments_;
    double length_ = 0;  // of all segments
    QRectF extent_;      // their box
    mutable double cell_ = 0;
    mutable std::size_t built_ = 0;  // segments in the grid
    mutable std::size_t entries_ = 0;
    mutable std::unordered_map<long long, std::vector<int>> cells_;
    mutable long long segmentTests_ = 0;
    mutable std::vector<int> asked_;  // the edges asked in the current query
};

}  // namespace homestead::render
