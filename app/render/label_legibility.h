// When numbers are too small to read, and what an export does then: the canvas's rule, shared. A
// label whose plate would be fewer than kReadableLabelPixels device pixels high is not drawn (the
// canvas's LabelItem; a view that far out sketches the picture and places no label), and an export
// whose labels would all be that small (a 10^5-edge picture fitted on a page) neither places nor
// draws them: its PNG, SVG or PDF shows the edges and nodes, as the canvas's sketch does.
//
//   if (!labelsReadableAt(pageScale, options.textScale)) drawn.stresses = drawn.weights = drawn.names = false;
#pragma once

#include "picture_style.h"

namespace homestead::render {

inline constexpr double kReadableLabelPixels = 5;

// Whether labels of the text size `textScale`, drawn at `devicePerScene` device pixels (or points)
// per scene pixel, are tall enough to read.
inline bool labelsReadableAt(double devicePerScene, double textScale) {
    return devicePerScene * textScale * labelMetrics().height() >= kReadableLabelPixels;
}

}  // namespace homestead::render
