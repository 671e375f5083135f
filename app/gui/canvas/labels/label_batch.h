// A batch of labels placed at once, as plain data: what LabelLayer::placeBatch copies from the scene
// on the window's thread (every edge's path, the nodes, the labels that stay, the sizes of those to
// place, the view's frame) and places on a worker, sharing nothing with the items. The rules are
// those of the label layer (label_layer.h): one grid placer a round, a small picture's crowd in up to
// LabelLayer's rounds with the labels boxed in so far set in the margins first (callouts), the round
// with the fewest boxed in (then the fewest callouts) kept, and presenting with names, a label boxed in
// sheds its name and all are placed again. The focus ring is kept clear, and the ground line as long
// as that costs no label a callout or its room (a crowd is placed as if there were no ground line). A pure function: the same batch gives the same places.
//
// Cost: rounds × (E edges + N nodes + S staying labels fed to a placer, then L labels placed, each a
// few dozen candidate spots tested against the placer's grid); none of it on the window's thread.
//
//   LabelBatch batch = ...;                       // copied on the window's thread
//   PlacedBatch placed = placeLabelBatch(batch);  // on a worker
#pragma once

#include <QLineF>
#include <QPainterPath>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include "picture_geometry.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace homestead::gui {

// A path sharing no data with `path` (QPainterPath's sharing is not for other threads).
QPainterPath ownPathCopy(const QPainterPath& path);

struct LabelBatch {
    struct Label {
        std::size_t edge = 0;              // its edge: an index into `edges`
        QSizeF size;                       // its plate with its whole text, at its scale
        std::optional<QSizeF> numberSize;  // with its numbers alone, when a name stands before them
    };
    struct Staying {  // a shown label not placed again: its plate and its leader
        QRectF plate;
        std::optional<QLineF> leader;
    };
    std::vector<QPainterPath> edges;  // every edge's path, in the order of the edges' ids
    std::vector<QRectF> nodes;        // every node's plate, in the order of the nodes' ids
    std::vector<Staying> staying;     // in the order of their edges' ids
    std::vector<Label> labels;        // to place, in the order of their edges' ids
    std::optional<QRectF> frame;      // a fitted view: labels lie whole inside it
    // What no plate may cover (the keyboard's focus ring; the ground line, given up for a round
    // placed again when keeping it clear costs a label a callout or its room). Paths of its own.
    render::LabelKeepClear keepClear;
    double cell = 80, stroke = 5;     // the placer's grid cell and the edges' stroke width
    bool thorough = false;            // a small picture: far spots, rounds, callouts, leaders' ends
    int rounds = 1;
    bool numbersFirst = false;  // every name shed before placing (names given up in this frame)
    bool shedsNames = false;    // presenting with names: a label boxed in sheds its name
};

struct PlacedBatch {
    struct Spot {
        QPointF centre;
        std::optional<QPointF> anchor;  // where its leader meets its edge; none beside its edge
    };
    std::vector<std::size_t> order;  // the labels (indexes into LabelBatch::labels) in the order placed
    std::vector<Spot> spots;         // spots[i] is order[i]'s
    std::vector<bool> shed;          // per label (LabelBatch::labels' index): shows its numbers alone
    std::size_t boxedIn = 0;         // labels that found no clear spot even so
    long long queries = 0;           // candidate spots tested
};

PlacedBatch placeLabelBatch(const LabelBatch& batch);

}  // namespace homestead::gui
