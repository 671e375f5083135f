// The cells of a uniform hash grid that a rectangle or a line meets, as keys of one table: the label
// placer's grids (picture_geometry.h, long_path_index.h) share them. Cells are `cell` pixels square;
// the key of the cell at column gx, row gy is gy * kGridRowStride + gx (neighbours along a row are
// neighbours in the table; far-apart cells of a huge picture may share a key, which only merges
// their lists: every entry found is tested exactly).
#pragma once

#include <QLineF>
#include <QRectF>

#include <algorithm>
#include <cmath>

namespace homestead::render {

inline constexpr long long kGridRowStride = 2000003LL;

// The cell index of a coordinate: floor(v), exactly, as an integer. x86-64's baseline has no
// instruction for floor, and calling it was a fifth of a leader's walk through its cells.
inline long long cellIndex(double v) {
    const auto i = static_cast<long long>(v);  // towards zero
    return i - (static_cast<double>(i) > v);
}

// Every cell `r` meets, row by row. O(cells).
template <class F>
void forRectCells(const QRectF& r, double cell, F&& f) {
    const long long x0 = cellIndex(r.left() / cell), x1 = cellIndex(r.right() / cell);
    const long long y0 = cellIndex(r.top() / cell), y1 = cellIndex(r.bottom() / cell);
    for (long long gy = y0; gy <= y1; ++gy)
        for (long long gx = x0; gx <= x1; ++gx) f(gy * kGridRowStride + gx);
}

// Every cell that comes within `pad` of `line` (and, at a row's ends, a neighbour or so): row by
// row, the columns between where the line, widened by `pad`, enters and leaves that row.
// O(length / cell + 1), where the cells of its bounding box would be quadratic in the length of a
// long diagonal.
template <class F>
void forLineCells(const QLineF& line, double cell, double pad, F&& f) {
    const QRectF box = QRectF(line.p1(), line.p2()).normalized();
    const long long y0 = cellIndex((box.top() - pad) / cell), y1 = cellIndex((box.bottom() + pad) / cell);
    for (long long gy = y0; gy <= y1; ++gy) {
        double left = box.left(), right = box.right();
        if (std::abs(line.dy()) > 1e-9) {
            const double top = std::max(box.top(), gy * cell - pad), bottom = std::min(box.bottom(), (gy + 1) * cell + pad);
            const double xa = line.x1() + line.dx() * (top - line.y1()) / line.dy();
            const double xb = line.x1() + line.dx() * (bottom - line.y1()) / line.dy();
            left = std::max(box.left(), std::min(xa, xb));
            right = std::min(box.right(), std::max(xa, xb));
        }
        const long long x0 = cellIndex((left - pad) / cell), x1 = cellIndex((right + pad) / cell);
        for (long long gx = x0; gx <= x1; ++gx) f(gy * kGridRowStride + gx);
    }
}

}  // namespace homestead::render
