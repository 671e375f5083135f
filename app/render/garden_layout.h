// Where everything goes when the garden (the collapsed picture, THEORY.md §6) is drawn as a tree
// standing on the ground: a pure function from a Garden and a label font to positions, so the side
// view only draws and the tests can check that nothing overlaps.
//
// The look: every node stands on a short vertical stem that carries its bridge's stress label (the
// label sits on the stem, right under the node, so it cannot be read as another bridge's); a
// slanted line joins the stem's foot to the parent. Bridges at the ground are upright stalks. Loops
// are petals: a leaf's fan points up with "×k" above it; a node with children carries its fan on the
// upper left, beside its leftmost child, which stands straight above it; the ground's fan stands on
// the ground left of the first stalk. In a run of three or more sibling leaves every second leaf
// stands taller, so their labels take turns in height and the leaves stand closer. Every bridge gets
// its label; "×k" is written for k ≥ 2 loops (a lone petal needs no count), and at most a few petals
// are drawn per fan (5 on a leaf or the ground, 3 beside a branch).
//
// Folded (see layoutGarden's aspect), the stalks standing on the ground are shared out, in order,
// among shelves — ground lines one above another, each shelf kShelfGap above the tallest tree of
// the one below — so a garden thousands of stalks wide fits a view; every stalk's tree is drawn
// exactly as in the tidy layout, only moved. A garden still far wider than the view after that (a
// few stalks, each thousands of nodes wide: a big random tree on one base node) also has its wide
// nodes' children hung on trunks: a node's children on rows stacked above it, in order, each row as
// wide as a cap chosen for the whole garden's shape, each row joined to the node by a vertical trunk
// rising from the node on the rows' left, from whose point at the row slanted lines go to the
// row's stems as from a node under them. A bridge of a hung child runs up its parent's trunk.
//
// Algorithm: a tidy tree (Reingold–Tilford) whose contours are measured in rows of a few pixels and
// made of everything drawn — nodes, labels, fans — so sibling subtrees are pushed apart exactly as
// far as their widest parts need, plus a gap. A node's own drawing lives below its children's
// stems, which keeps parents and children apart by construction. Contours are merged small into
// large with a lazy shift, so the cost is O(E · rows per level) time and memory, no recursion.
//
//   GardenLayout l = layoutGarden(collapse(door), font);   // one fan of 3 petals at the ground
#pragma once

#include "homestead/garden.h"

#include <QFont>
#include <QPainterPath>
#include <QPointF>
#include <QPolygonF>
#include <QRectF>
#include <QString>

#include <vector>

namespace homestead::render {

constexpr double kGardenNodeRadius = 4.5;
constexpr double kGardenEdgeWidth = 3.0;   // pen width of bridges
constexpr double kGardenPetalWidth = 2.4;  // pen width of petals

struct GardenLabel {
    QRectF rect;      // the label's box, text centred in it
    QString text;     // a stress ("15") or a loop count ("×25")
    int bridge = -1;  // index into Garden::bridges for a stress label
    int node = -1;    // the garden node for a loop count
};

struct GardenLayout {
    std::vector<QPointF> nodes;         // per garden node; the ground's is where its fan stands
    std::vector<QPolygonF> bridges;     // per bridge (as Garden::bridges): parent end to child end
    std::vector<QPainterPath> petals;   // closed paths, drawn with kGardenPetalWidth
    std::vector<int> petalNode;         // per petal: its garden node
    std::vector<GardenLabel> labels;
    QRectF bounds;                      // everything drawn, pens included, with a margin
    double groundY = 0;                 // the ground line (the bottom shelf's when folded)
    std::vector<double> grounds;        // every ground line, bottom first: {groundY}, or one per shelf
    std::vector<QPointF> bases;         // where each stalk leaves its ground line (its base square)
    int trunks = 0;                     // nodes whose children hang on a trunk (see layoutGarden)
    bool folded() const { return grounds.size() > 1 || trunks > 0; }
};

// The whole garden laid out at natural size (pixels, y down). Labels are sized for `labelFont`.
// `aspect` (width / height of the view it is for; 0: none) folds a garden whose tidy tree would be
// far wider than that onto shelves: its stalks stand on several ground lines stacked one above
// another, like lines of text, each stalk's tree drawn as in the tidy tree, so the whole fits a view
// of that shape (a 10^5-edge garden: some 40 shelves); a garden still too wide gets trunks too (a few
// whole layouts, each about O(E · rows per level)). A classic garden never folds.
GardenLayout layoutGarden(const Garden& garden, const QFont& labelFont, double aspect = 0);

}  // namespace homestead::render
