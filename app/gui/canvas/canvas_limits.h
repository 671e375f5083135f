// How much work the canvas does at once, and from what size of picture it works in slices from the
// event loop instead (PictureScene repeats these under the same names). Each figure bounds a step
// of a job, so a big picture never holds the window's thread for long; tests check the bounds
// through CanvasStats.
#pragma once

#include <cstddef>

namespace homestead::gui::limits {

// Pictures up to kSyncEdges edges are edited at once and place every number; larger ones work in
// slices and place numbers only near the view. A new picture is built in slices above kSyncBuildEdges.
inline constexpr int kSyncEdges = 3000;
inline constexpr int kSyncBuildEdges = 500;
// A picture up to kSyncEdges edges whose new numbers need more labels placed than this places
// them in a pass, in slices, like a big one.
inline constexpr std::size_t kPlacedAtOnce = 256;
// Items added in one event-loop turn before the rest are queued (a huge undo, a paste).
inline constexpr int kBurstLimit = 2000;
// Nodes or edges made by one step of a build.
inline constexpr int kItemsPerStep = 64;
// Ids grouped by tile, or moved to the build's queues, in one step.
inline constexpr int kGroupPerStep = 16 * kItemsPerStep;
// Children (labels included) of the tiles one step has Qt bound.
inline constexpr int kBoundItemsPerStep = 16 * kItemsPerStep;
// Edges one step gathers for placing again at a new scale.
inline constexpr int kGatherPerStep = 16 * kItemsPerStep;
// Edges one step of a label pass checks against an analysis.
inline constexpr int kVisitPerStep = 1024;
// Up to this many labels are placed one by one by the scene's own queries, no placer built.
inline constexpr std::size_t kFewLabels = 32;
// Items one step of Select All selects.
inline constexpr int kSelectPerStep = 4096;
// A previous picture's items deleted in one step, and sorted by address in one step.
inline constexpr int kRetirePerStep = 512;
inline constexpr std::size_t kSortRun = 8 * kRetirePerStep;
// A tile holds at most kTileItems nodes or edges of a patch kTileSize scene pixels wide (before
// the picture's density: ItemRegistry::setTileSizeFor).
inline constexpr int kTileItems = 256;
inline constexpr double kTileSize = 2400;
// Loops at one node that all have items; a bigger fan has items for every few petals only
// (ItemRegistry's fans): far more than fit apart on screen at any zoom.
inline constexpr int kMostPetalItems = 16384;
// Items the far-out sketch makes or draws into the tiles' images again in one frame.
inline constexpr int kSketchItemsPerFrame = 8192;
// Items of a bulk removal deleted in one step.
inline constexpr int kDepartPerStep = 512;
// Passes over the retiring parents that waited for their children before the rest goes at once.
inline constexpr int kLastRetirePass = 3;

}  // namespace homestead::gui::limits
