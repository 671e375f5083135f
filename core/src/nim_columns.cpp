// The nim-sum in binary columns (see nim_columns.h).
#include "homestead/nim_columns.h"

#include <bit>

namespace homestead {

NimColumns nimColumns(std::span<const std::uint64_t> rows) {
    NimColumns c;
    c.rows.assign(rows.begin(), rows.end());
    std::uint64_t all = 0;
    for (std::uint64_t r : rows) all |= r, c.result ^= r;
    const int top = all ? 63 - std::countl_zero(all) : -1;
    for (int k = top; k >= 0; --k) c.powers.push_back(k);
    c.cells.assign(rows.size(), std::vector<NimColumns::Cell>(c.powers.size(), NimColumns::Cell::Zero));
    c.kept.assign(c.powers.size(), false);
    for (std::size_t col = 0; col < c.powers.size(); ++col) {
        const std::uint64_t bit = std::uint64_t(1) << c.powers[col];
        std::size_t open = rows.size();  // a one waiting for its partner
        for (std::size_t r = 0; r < rows.size(); ++r) {
            if (!(rows[r] & bit)) continue;
            if (open == rows.size()) {
                open = r;
                c.cells[r][col] = NimColumns::Cell::One;
            } else {
                c.cells[open][col] = c.cells[r][col] = NimColumns::Cell::Cancelled;
                open = rows.size();
            }
        }
        c.kept[col] = open != rows.size();
        if (c.kept[col] && !c.leftmostOdd) c.leftmostOdd = c.powers[col];
    }
    if (c.leftmostOdd)
        for (std::size_t r = 0; r < rows.size(); ++r)
            if ((rows[r] >> *c.leftmostOdd) & 1) c.canUse.push_back(r);
    return c;
}

NimColumns nimHeapColumns(const std::vector<std::int64_t>& heaps) {
    std::vector<std::uint64_t> rows;
    rows.reserve(heaps.size());
    for (std::int64_t h : heaps) rows.push_back(std::uint64_t(h));
    return nimColumns(rows);
}

std::vector<RowRun> alikeRows(const NimColumns& c, std::size_t least, std::size_t from) {
    std::vector<RowRun> runs;
    for (std::size_t r = 0; r < c.rows.size();) {
        std::size_t n = 1;
        if (r >= from)
            while (r + n < c.rows.size() && c.rows[r + n] == c.rows[r] && c.cells[r + n] == c.cells[r]) ++n;
        if (n < least) n = 1;
        runs.push_back({r, n});
        r += n;
    }
    return runs;
}

}  // namespace homestead
