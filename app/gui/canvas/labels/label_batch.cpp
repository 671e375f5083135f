// A batch of labels placed on grid placers, off the window's thread (see label_batch.h).
#include "label_batch.h"

#include "picture_geometry.h"

#include <set>

namespace homestead::gui {

using render::LabelPlacer;

QPainterPath ownPathCopy(const QPainterPath& path) {
    QPainterPath copy;
    copy.addPath(path);
    return copy;
}

namespace {

struct Round {
    std::vector<std::size_t> order;
    std::vector<PlacedBatch::Spot> spots;
    std::vector<std::size_t> boxedIn;  // positions in `order`
    std::size_t callouts = 0;
};

// The labels of `toPlace` (in that order) on one grid placer each round. In a frame, a small
// picture's label boxed in near its edge becomes a callout in the margins outside the drawing; while
// some are boxed in still, another round (up to batch.rounds) sets every label boxed in so far in the
// margins first, so the others keep clear of their leaders. The best round: the fewest boxed in,
// then the fewest callouts.
Round placeInRounds(const LabelBatch& batch, const std::vector<std::size_t>& toPlace, const std::vector<QSizeF>& sizes,
                    long long& queries) {
    QRectF drawing;  // the box of the edges and nodes, outside which callouts go
    for (const QPainterPath& p : batch.edges) drawing |= p.boundingRect();
    for (const QRectF& n : batch.nodes) drawing |= n;
    const double half = batch.stroke / 2;
    std::optional<Round> best;
    std::set<std::size_t> toMargin;  // labels boxed in in an earlier round: callouts first
    render::LabelKeepClear ringOnly = batch.keepClear;
    ringOnly.groundHalfWidth = 0;
    bool ground = batch.keepClear.groundHalfWidth > 0;  // kept clear while that costs no callout or room
    int rounds = batch.rounds;
    for (int round = 0; round < rounds; ++round) {
        LabelPlacer placer(batch.cell, batch.stroke);
        placer.setBounds(batch.frame);
        placer.setThorough(batch.thorough);
        placer.setKeepClear(ground ? batch.keepClear : ringOnly);
        if (batch.frame && !drawing.isNull()) placer.setDrawing(drawing.adjusted(-half, -half, half, half));
        for (std::size_t i = 0; i < batch.edges.size(); ++i) placer.addEdge(static_cast<int>(i), batch.edges[i]);
        for (const QRectF& n : batch.nodes) placer.addBlock(n, true);
        for (const LabelBatch::Staying& s : batch.staying) {
            placer.addBlock(s.plate);
            if (s.leader) placer.addLeader(*s.leader);
        }
        Round now;
        for (bool first : {true, false})  // the callouts first, then the rest, each in the order given
            for (std::size_t label : toPlace)
                if ((toMargin.count(label) > 0) == first) now.order.push_back(label);
        for (std::size_t i = 0; i < now.order.size(); ++i) {
            const std::size_t label = now.order[i];
            const QPainterPath& path = batch.edges[batch.labels[label].edge];
            const QSizeF size = sizes[label];
            const QPointF centre = placer.place(0, path, size, toMargin.count(label) > 0);
            const QRectF plate(centre - QPointF(size.width(), size.height()) / 2, size);
            now.spots.push_back({centre, batch.thorough ? placer.lastAnchor() : render::leaderAnchor(path, plate)});
            if (!placer.lastFree()) {
                now.boxedIn.push_back(i);
                toMargin.insert(label);
            }
            now.callouts += placer.lastCallout();
        }
        queries += placer.queries();
        if (ground && (!now.boxedIn.empty() || now.callouts > 0)) {  // a crowd: again, as if there were no ground line
            ground = false;
            toMargin.clear();
            ++rounds;
            continue;
        }
        if (!best || now.boxedIn.size() < best->boxedIn.size() || (now.boxedIn.size() == best->boxedIn.size() && now.callouts < best->callouts))
            best = now;
        if (now.boxedIn.empty()) break;
    }
    return best ? *best : Round{};
}

}  // namespace

PlacedBatch placeLabelBatch(const LabelBatch& batch) {
    PlacedBatch out;
    const std::size_t n = batch.labels.size();
    out.shed.assign(n, false);
    if (n == 0) return out;
    std::vector<QSizeF> sizes(n);
    std::vector<std::size_t> order(n);
    for (std::size_t i = 0; i < n; ++i) {
        order[i] = i;
        const LabelBatch::Label& label = batch.labels[i];
        out.shed[i] = batch.numbersFirst && label.numberSize.has_value();
        sizes[i] = out.shed[i] ? *label.numberSize : label.size;
    }
    Round placed = placeInRounds(batch, order, sizes, out.queries);
    bool shed = false;  // a name that found no room is shed, and all are placed again
    if (batch.shedsNames)
        for (std::size_t i : placed.boxedIn)
            if (const std::size_t label = placed.order[i]; !out.shed[label] && batch.labels[label].numberSize) {
                out.shed[label] = shed = true;
                sizes[label] = *batch.labels[label].numberSize;
            }
    if (shed) placed = placeInRounds(batch, placed.order, sizes, out.queries);
    out.order = std::move(placed.order);
    out.spots = std::move(placed.spots);
    out.boxedIn = placed.boxedIn.size();
    return out;
}

}  // namespace homestead::gui
