// The counters the canvas keeps about its own work, in one plain struct (PictureScene::stats()).
// Tests and benchmarks assert the work done per step or per turn with them instead of timing it;
// the product never reads them.
#pragma once

#include <cstddef>

namespace homestead::gui {

struct CanvasStats {
    // What one slice of the build job did: the steps it took and the nodes or edges it made. A step
    // makes at most PictureScene::kItemsPerStep items; with a budget of 0 a slice is one step.
    struct Slice {
        int steps = 0, items = 0;
    };
    Slice lastSlice;

    // The most one step (or one turn) did, since the scene was made.
    std::size_t mostPlacedInABatch = 0;       // labels placed on one grid placer in one turn
    std::size_t mostRoutedInAStep = 0;        // edges a build step gave their paths
    int mostSelectedInAStep = 0;              // items one step of Select All selected
    int mostBoundInAStep = 0;                 // tile children one step had Qt bound
    int mostGatheredInAStep = 0;              // edges one step gathered for a new scale
    int mostQueriedLabelsInAStep = 0;         // labels one step placed by the scene's own queries
    long long mostLabelsVisitedInAStep = 0;   // edges one step checked against an analysis
    int mostRetiredInAStep = 0;               // a previous picture's items one step deleted
    std::size_t mostSortedInAStep = 0;        // retiring items one step sorted
    int mostDepartedInAStep = 0;              // items of a bulk removal one step deleted

    // Totals since the scene was made.
    int selectAllSteps = 0;         // steps the last Select All took
    int qtIndexSorts = 0;           // times the build had Qt sort its list of items
    long long deletedWithParent = 0;  // retiring items that went with their parent (none expected)
    long long labelQueries = 0;     // candidate label spots tested, by the placers and the scene
    long long labelQueriesOffThread = 0;  // ... of them, by batches placed on a worker
    int labelBatchesPlaced = 0;     // batches of labels placed on a worker and put in place
    int labelBatchesDropped = 0;    // batch results dropped: the scene changed while they were placed
    long long untangleMoves = 0;    // labels moved while untangling leaders (leader_untangle.h)
    int namesGivenUp = 0;           // frames where names left leaders tangled: numbers first (label_names.cpp)
    long long namesGrown = 0;       // names put back beside their edges after numbers first
    long long labelsVisited = 0;    // times an edge's label and look were checked against an analysis
    int rebuilds = 0;               // times every item was made afresh (a new picture)
    long long itemsDeparted = 0;    // items a bulk removal deleted in place

    // The state now (filled in by PictureScene::stats()).
    std::size_t itemsInQueue = 0;   // ids queued for the build
    std::size_t tilesToBound = 0;   // tiles still to have Qt bound
    std::size_t itemsRetiring = 0;  // a previous picture's items still to delete
    std::size_t itemsDeparting = 0; // a bulk removal's items still to delete (hidden already)
    bool readsSelectionFromTiles = false;  // the selection is read tile by tile (a big one)
};

// What the canvas's items, tiles and views counted while they route and paint, in all, since the
// program started: an item paints without a scene to report to, so these are process-wide. A view
// reads inkStroked to tell a crowded frame; tests read differences (paintCounters()).
struct PaintCounters {
    long long adjustments = 0;          // EdgeItem::adjust() runs: paths computed
    long long strokesPainted = 0;       // edge paths stroked up close
    long long plainStrokesPainted = 0;  // ... of them without antialiasing (EdgeItem::PlainStrokes)
    double lengthStroked = 0;           // scene units of path stroked up close (a long edge: only where repainted)
    double inkStroked = 0;              // device pixels of ink stroked up close (length × pen width)
    long long tileBoundsAsked = 0;      // tiles' rectangles asked of Qt (the sketch asks for none)
    long long sketchesMade = 0;         // tile sketches made (a paint reuses one nothing changed)
    long long sketchesRastered = 0;     // tile sketches drawn into their images
    long long itemsRezoomed = 0;        // items drawn again into images for a new zoom
    long long pixelsRastered = 0;       // pixels of those images
    long long sketchTilesDrawn = 0;     // tiles a paint drew in the sketch (their image copied or their lines stroked)
    long long frameRenders = 0;         // times Qt painted part of the scene into a view's frame
    long long unframedPaints = 0;       // times Qt painted the items of a view up close without its frame
    long long labelPaints = 0;          // times Qt asked a label to paint itself (a buried one: never)
};

inline PaintCounters& paintCounters() {
    static PaintCounters counters;
    return counters;
}

}  // namespace homestead::gui
