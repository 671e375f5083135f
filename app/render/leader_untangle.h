// Untangling the leader lines of a small picture's labels (a crowd of large numbers on a projector):
// after the label placer has set every label, those set away from their edges may have leaders that
// cross each other, run long, or (boxed in) sit on something. untangleLeaders moves such labels to
// spots near their edges where no two leaders cross, no leader crosses a plate or passes over a
// node, no two plates meet, and every leader is at most `maxLeader` long; it keeps the shortest
// such leaders it finds.
//
// How: each movable label gets candidate spots — the placer's spot, the spots beside its edge, and
// a lattice of plates half a label's height apart around its edge, out to `maxLeader` (a label
// whose spot is not clear, boxed in: three times as far, a leader astray being a lesser fault) — each with
// the leader to the nearest point of its edge (and to a few other points, for a leader to pass
// between others). A spot is kept only if its plate is clear of every edge and node and inside the
// bounds (`world`), and its leader passes over no node. Then a local search picks one spot per label:
// best replies first (each label to its cheapest spot given the others), then min-conflicts (a label
// in conflict moves to its cheapest spot, now and then to another one, from a fixed seed; in
// episodes, each from the best state yet with a seed of its own, until kStalledEpisodes in a row
// improve on nothing), then best replies again to
// shorten leaders. The cost of a label's spot: a clash (plates meeting, a leader
// through a plate, a spot not clear) far above a crossing of leaders or a leader over `maxLeader`,
// far above its leader's length. The result replaces the placer's only when it has fewer clashes,
// or as many and fewer crossings and long leaders, or as many and shorter leaders.
//
// Cost: O(candidates) clear-spot queries of the placer, then per move O(candidates × neighbours)
// rectangle and line tests; moves are bounded (kMovesPerLabel per label an episode, kEpisodes), and
// a crowd with no solution stops after kStalledEpisodes × kPatiencePerLabel moves per label
// without progress.
// Deterministic: the same labels give the same spots.
#pragma once

#include "picture_geometry.h"

#include <QLineF>
#include <QPainterPath>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include <atomic>
#include <optional>
#include <vector>

namespace homestead::render {

struct PlacedLabel {
    QPainterPath path;              // its edge
    QSizeF size;                    // its plate's
    QPointF centre;                 // its plate's centre
    std::optional<QPointF> anchor;  // where its leader meets its edge (none: beside it)
    bool fixed = false;             // stays where it is (a label not being placed)
};

// What the labels must keep clear of, and the bounds they stay in.
struct UntangleScene {
    std::vector<QPainterPath> edges;
    std::vector<QRectF> nodes;
    QRectF bounds;             // what the view shows: plates lie whole inside it
    double strokeWidth = 5.0;  // how wide edges are drawn (LabelPlacer's)
    double cell = 80.0;        // the placer's grid cell
    double maxLeader = 0;      // the longest leader wanted
    double gap = 4.0;          // how far a plate keeps from an edge's line (labelGap)
    LabelKeepClear keepClear;  // the ground line, the keyboard's focus ring
};

// What the untangling found, before and after: clashes (plates meeting, a leader through a plate, a
// plate on an edge or node or out of bounds), crossings of leaders, leaders astray (over the bound,
// or over a node but the one at its end); and the work done (candidate spots, moves).
struct UntangleReport {
    int clashesBefore = 0, clashesAfter = 0;
    int crossingsBefore = 0, crossingsAfter = 0;
    int astrayBefore = 0, astrayAfter = 0;
    long long candidates = 0, moves = 0;
    int episodes = 0;  // min-conflicts' episodes run
    bool changed = false;  // the labels were given the new spots
};

// Min-conflicts' moves, per movable label: the budget of an episode; how long an episode goes on
// without improving on the best state seen; how many episodes at most; and how many episodes in a
// row may end without improving on it before the search gives up (each has a seed of its own).
inline constexpr int kMovesPerLabel = 100;
inline constexpr int kPatiencePerLabel = 50;
inline constexpr int kEpisodes = 16;
inline constexpr int kStalledEpisodes = 8;

// Untangles `labels` among `scene`'s edges and nodes: their spots are replaced in place when the
// result is better (see above). Thread-safe given paths of its own (no path shared with a thread
// that uses it meanwhile). `stop` set meanwhile (the result is no longer wanted) ends it soon,
// with the labels as they were.
UntangleReport untangleLeaders(std::vector<PlacedLabel>& labels, const UntangleScene& scene, const std::atomic<bool>* stop = nullptr);

}  // namespace homestead::render
