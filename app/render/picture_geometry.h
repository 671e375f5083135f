// Where things go when a Hackenbush picture is drawn: the one geometry shared by the application's
// scene and by the exported images, so both look the same.
//
// Picture coordinates have y up and the ground at y = 0; scene coordinates are pixels with y down
// (kUnit pixels per picture unit). Repeated edges between two nodes become distinct arcs, bowed
// symmetrically on both sides of the straight line (so they never overlap); the loops at a node
// become petals fanned out away from the node's other edges. Labels are placed by trying a few spots
// beside the edge and keeping the first that collides with nothing already there. All O(1) per edge
// except the label search, which costs one collision query per candidate.
//
//   QPainterPath p = edgePath({0, 0}, {60, 0}, 1, 3);   // the lower of three parallel arcs
#pragma once

#include "long_path_index.h"

#include "homestead/picture.h"

#include <QLineF>
#include <QPainterPath>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include <algorithm>
#include <cmath>

#include <functional>
#include <map>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

namespace homestead::render {

constexpr double kUnit = 60.0;          // pixels per picture unit at zoom 1
constexpr double kNodeRadius = 5.5;     // pixels
constexpr double kPetalLength = 34.0;   // how far a loop reaches from its node

QPointF toScene(const Point& p);
Point fromScene(const QPointF& p);

// For every edge (indexed like picture.edges()): its place among the edges joining the same two
// nodes (or among the loops at its node) and how many there are.
struct EdgeSlot {
    int index = 0;
    int count = 1;
};
std::vector<EdgeSlot> edgeSlots(const Picture& picture);

// The path of an edge from a to b that is number `slot` of `count` parallel edges. The bow is
// measured in a direction fixed by the unordered pair, so an edge b→a lies on the same family.
// `forward` says whether a is the endpoint with the smaller id.
QPainterPath edgePath(QPointF a, QPointF b, int slot, int count, bool forward = true);

// The direction (radians, scene coordinates) in which the petals at a node point: away from the
// mean direction of its neighbours when that is at least kPetalClearance from each of its edges,
// else the middle of the widest gap between its edges (a node on a straight line: to one side, not
// along the edge above); straight up when it has none. O(degree log degree).
inline constexpr double kPetalClearance = 0.87;  // radians: 50°
double petalDirection(QPointF at, const std::vector<QPointF>& neighbours);
// The angle between neighbouring petals of `count` loops at one node (0 for a single loop).
double petalSpread(int count);
// Petal number `slot` of `count` at `at`, fanned around `direction`.
QPainterPath loopPath(QPointF at, double direction, int slot, int count);
// Of `count` petals at a node drawn at `devicePixelsPerScenePixel` with a pen `strokeWidth` scene
// pixels wide, every petalStride-th is enough to draw the fan: neighbouring petals drawn are then at
// most a device pixel, or a quarter of the pen's width, apart at their tips (the strokes of those
// between lie under theirs, but for scallops under a pixel deep at the rim). 1: every petal, when
// they are further apart than that: thousands of loops at one node are drawn as a few hundred petals,
// and the fan looks the same.
int petalStride(int count, double devicePixelsPerScenePixel, double strokeWidth = 0);

// Whether a path is a petal (a loop's path: it ends where it starts).
bool isPetal(const QPainterPath& path);
// How far a label stays clear of the line of an edge drawn `strokeWidth` wide (4 pixels beyond a
// stroke of 5, the canvas's at zoom 1; more beside the thick strokes of presentation mode).
inline double labelGap(double strokeWidth = 5.0) { return 4.0 + std::max(0.0, strokeWidth - 5.0) / 2; }
// Candidate centres for a label of the given size beside a path, best first, `gap` clear of its line.
std::vector<QPointF> labelCandidates(const QPainterPath& path, QSizeF size, double gap = labelGap());
// Spots further out for a label that found no room beside its edge (edges crowd there): kFarRings
// rings of kFarDirections spots around its edge's middle (a petal's tip), a label's height apart;
// a wide label (kWideLabel times as wide as tall or more: a name, "spider's leg: 1") finds no room
// among its neighbours far more often and gets more, up to kWideFarRings of kWideFarDirections.
// `thorough` (a small picture, whose every label is worth the search): kThoroughRings rings, each
// with as many spots as labels of this size fit around it (kFarDirections..kMostFarDirections).
// Nearest first. Such a label gets a leader line (leaderAnchor).
inline constexpr int kFarRings = 3;
inline constexpr int kFarDirections = 6;
inline constexpr double kWideLabel = 3.0;
inline constexpr int kWideFarRings = 10;
inline constexpr int kWideFarDirections = 8;
inline constexpr int kThoroughRings = 12;
inline constexpr int kMostFarDirections = 40;
inline bool isWideLabel(QSizeF size) { return size.width() >= kWideLabel * size.height(); }
std::vector<QPointF> farLabelCandidates(const QPainterPath& path, QSizeF size, double gap = labelGap(), bool thorough = false);
// The first candidate whose rectangle is free (`collides` false); failing that, the first free far
// candidate; failing that, the first candidate that at least meets no other label (`hitsLabel`
// false), so numbers never cover numbers, then the first far one that meets no label; failing
// that, the first one. A spot that needs a leader line (leaderAnchor) counts as free only if that
// line crosses no other label (`leaderCrosses` false), so a leader never runs through a number.
// (The far spots are tried twice at most: a label in a hopeless crowd costs a constant number of
// queries still.)
QPointF placeLabel(const QPainterPath& path, QSizeF size,
                   const std::function<bool(const QRectF&)>& collides,
                   const std::function<bool(const QRectF&)>& hitsLabel = {}, double gap = labelGap(),
                   const std::function<bool(const QLineF&)>& leaderCrosses = {}, bool thorough = false);

// Where a label placed at `plate` needs a leader line to its edge: the point of the path nearest
// the plate, when the plate stands further from the path than a label placed beside it would
// (more than kLeaderGap plus half the plate's height; beyond a petal's tip, half its diagonal);
// nothing when it sits beside its edge. O(1):
// the path is sampled at a fixed number of points, the spots labelCandidates tries among them.
inline constexpr double kLeaderGap = 6.0;
std::optional<QPointF> leaderAnchor(const QPainterPath& path, const QRectF& plate);

// Cuts `line` to the part inside `r` (Liang–Barsky); false when none of it is. O(1).
bool clipLine(QLineF& line, const QRectF& r);
// How far `p` lies from the rectangle `r` (0 inside it): the length of a leader from a plate to p.
inline double distanceToRect(const QRectF& r, QPointF p) {
    const double dx = std::max({r.left() - p.x(), 0.0, p.x() - r.right()});
    const double dy = std::max({r.top() - p.y(), 0.0, p.y() - r.bottom()});
    if (dx == 0) return dy;  // beside the rectangle (what std::hypot returns, without its cost)
    if (dy == 0) return dx;
    return std::hypot(dx, dy);
}

// What labels keep clear of besides edges, nodes and each other: the ground line (y = 0 in scene
// coordinates), which a plate that crosses it would hide, and areas such as the keyboard's focus
// ring. They count as edges do: a label in a crowd with no clear spot may still go there rather than
// on another label. O(areas) per plate, each tested by its box first.
struct LabelKeepClear {
    double groundHalfWidth = 0;       // > 0: no plate within this of the ground line
    std::vector<QPainterPath> areas;  // scene coordinates
    bool meets(const QRectF& plate) const;
    bool empty() const { return groundHalfWidth <= 0 && areas.empty(); }
};

// Places many labels at once (a whole picture): obstacles and placed labels live in a hash grid of
// cells about a label across, so each candidate is checked only against what is near it — O(1) per
// label instead of a scan of everything. Two limits keep that true in crowds:
//  - a cell holds at most kCellCap strokes (or blocks); one more and the cell counts as full (no
//    label goes there) and its list is freed, so a query costs at most kCellCap tests per cell and
//    memory is O(cells touched), however many petals or nodes pile up in one place;
//  - each label tests a constant number of candidates: the spots beside its edge, and for a petal
//    of a node with many loops, its own slot in rings of slots around the node computed directly
//    (petal k of n gets ring k mod R, R ≈ 1/sqrt(spread), at its petal's angle: neighbours in a
//    ring are R petals apart, rings a label's diagonal apart, so the node's labels never meet),
//    then a few slots further out on the same ray. If none is free, the first that meets no other
//    label, failing that the first candidate.
// A long path (a chord across a big laid-out picture) goes to an index of long paths instead
// (long_path_index.h): its segments in a coarse grid sized by their density, each tested by a cheap
// clip of its line before its stroke is, so a query costs a bounded number of tests and memory stays
// bounded however many chords a picture has or however far they reach.
//
// Thorough (a small picture: setThorough), a label placed away from its edge gets a leader line
// that no later label goes on, and no leader is drawn through a label or a node (but the node it
// ends at); a crowd of thousands keeps the bounded search above. With bounds and the drawing's box
// known too (setDrawing), a label that finds no clear spot near its edge becomes a callout in the
// free margins between the drawing and the bounds (label_callouts.cpp).
//
//   LabelPlacer placer;
//   for (i...) placer.addEdge(i, paths[i]);
//   QPointF c = placer.place(3, paths[3], {24, 18});   // also blocks that spot (and its leader) for later labels
class LabelPlacer {
public:
    static constexpr std::size_t kCellCap = 64;  // entries in a cell before it counts as full
    static constexpr int kOverflowSlots = 6;     // slots tried beyond the rings on a petal's ray

    // `strokeWidth`: how wide the edges are drawn (labels keep clear of that, and labelGap of it beyond).
    explicit LabelPlacer(double cell = 80.0, double strokeWidth = 5.0)
        : cell_(cell), strokeWidth_(strokeWidth), longPaths_(longPathPad(strokeWidth), cell) {}
    void addEdge(int index, const QPainterPath& path);
    void addBlock(const QRectF& rect, bool node = false);  // a label's plate, or a node (`node`)
    void addLeader(const QLineF& leader);  // a label's leader line (one that stays: see place())
    // Labels go only where they lie whole inside `bounds` (what a fitted view shows), if it is set.
    void setBounds(std::optional<QRectF> bounds) { bounds_ = bounds; }
    // The far spots of a small picture (farLabelCandidates): more of them, for every label.
    void setThorough(bool on) { thorough_ = on; }
    // The box of the edges and nodes: thorough and bounded, a label boxed in near its edge is set in
    // the margins outside it (callout).
    void setDrawing(std::optional<QRectF> drawing) { drawing_ = drawing; }
    // The ground line and areas labels keep clear of (LabelKeepClear).
    void setKeepClear(LabelKeepClear keepClear) { keepClear_ = std::move(keepClear); }
    // A label that finds no spot clear of the other labels (lastOnLabel) is left out: the caller
    // does not draw it, so it blocks nothing for later labels.
    void setLeaveOutCrowds(bool on) { leaveOutCrowds_ = on; }
    // `calloutFirst`: straight to a callout if a slot is free (a label that was boxed in before).
    QPointF place(int edgeIndex, const QPainterPath& path, QSizeF size, bool calloutFirst = false);
    // Where the last label's leader line meets its edge (thorough only; none beside its edge).
    std::optional<QPointF> lastAnchor() const { return lastAnchor_; }
    // Whether a leader line would cross a label or a node, other than the one at its end.
    bool leaderCrosses(const QLineF& leader) const { return leaderCrossing(leader, true) != Crossing::Nothing; }
    // Whether a plate there would be clear of every edge, label, node and leader, inside the bounds.
    bool clear(const QRectF& plate) const { return !collides(plate, true); }

    // What the work and the index cost so far (for tests and benchmarks).
    long long strokeTests() const { return strokeTests_; }  // exact tests against edge strokes
    // Every test of a candidate against one thing: a block, a leader, a stroke, a long path's segment.
    long long itemTests() const { return itemTests_ + longPaths_.segmentTests(); }
    long long queries() const { return queries_; }          // candidate rectangles tested
    std::size_t cells() const { return edgeCells_.size() + blockCells_.size() + longPaths_.cells(); }
    std::size_t fullCells() const { return fullCells_; }
    // Whether the last label placed found a spot clear of every edge, label and leader; how many did not.
    bool lastFree() const { return lastFree_; }
    long long crowded() const { return crowded_; }
    // Whether the last label found no spot clear even of the other labels (it sits on one).
    bool lastOnLabel() const { return lastOnLabel_; }
    bool lastCallout() const { return lastCallout_; }  // whether the last label went to the margins
    long long callouts() const { return callouts_; }  // labels set in the margins

private:
    // How far from a long path's flattened line its stroke reaches: half the width, the corners of
    // the stroker's square caps (√2 of that), and the flattening's error, with room to spare.
    static double longPathPad(double strokeWidth) { return 0.75 * strokeWidth + 2.0; }
    struct Cell {
        std::vector<int> items;
        bool full = false;
    };
    // The loops at one node (keyed by its position): how many, and their rings once laid out.
    struct Anchor {
        int count = 0;
        int rings = 0;  // 0: not laid out yet
        double spread = 0, inner = 0, step = 0;
    };
    void push(Cell& cell, int item);
    bool collides(const QRectF& r, bool edgesToo) const;
    // What a leader line crosses but the node at its end: nothing, nodes only, or a label (a full
    // cell counts as one). `stopAtNode`: the caller asks only whether it crosses anything.
    enum class Crossing { Nothing, NodesOnly, Label };
    Crossing leaderCrossing(const QLineF& leader, bool stopAtNode) const;
    void ringCandidates(const QPainterPath& path, QSizeF size, std::vector<QPointF>& out);
    // A slot in the margins whose plate is clear and whose leader to some point of the path crosses
    // no label or node: its centre, and that point (label_callouts.cpp).
    std::optional<std::pair<QPointF, QPointF>> callout(const QPainterPath& path, QSizeF size) const;
    struct CalloutSlot {
        QRectF plate;
        int ring = 0;  // 0: beside the drawing, 1: the next column or row out, ...
    };
    std::vector<CalloutSlot> calloutSlots(QSizeF size) const;
    double cell_;
    double strokeWidth_;
    const QPainterPath& stroke(int edge) const;
    std::vector<QPainterPath> paths_;
    mutable std::vector<QPainterPath> strokes_;  // made on first use
    std::vector<QRectF> blocks_;
    std::vector<bool> nodeBlocks_;  // which blocks are nodes
    std::vector<QLineF> leaders_;
    std::optional<QRectF> bounds_;
    std::optional<QRectF> drawing_;
    LabelKeepClear keepClear_;
    std::optional<QPointF> lastAnchor_;
    bool thorough_ = false;
    LongPathIndex longPaths_;
    std::unordered_map<long long, Cell> edgeCells_, blockCells_, leaderCells_;
    std::map<std::pair<double, double>, Anchor> anchors_;
    std::size_t fullCells_ = 0;
    bool lastFree_ = true;
    bool lastCallout_ = false;
    bool lastOnLabel_ = false;
    bool leaveOutCrowds_ = false;
    long long crowded_ = 0, callouts_ = 0;
    mutable long long strokeTests_ = 0, queries_ = 0, itemTests_ = 0;
};

}  // namespace homestead::render
