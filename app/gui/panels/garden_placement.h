// Where the collapse stepper stands the garden up (collapse_steps.h, GardenPlacement): exactly where
// the Garden side view draws it. The side view's layout (render::layoutGarden, the same function and
// label font as GardenView, so the same positions) is carried into picture coordinates by one
// uniform scale and a shift, y flipped (the layout's y points down, a picture's up), with its ground
// line on the picture's ground line. The scale makes the garden about as big as the picture (so the
// canvas's view, fitted to the picture, still shows it), never smaller than 1.5 times the side
// view's pixels at zoom 1 nor larger than 4 times. Each garden node goes to its layout node, each
// bridge at the ground stands on a foot where the layout draws it leave the ground line, and the
// loops of a node become twigs pointing where its fan of petals points, a little longer than a petal
// (along the drawn petals when every loop has one; spread evenly between the outermost petals when
// the fan says "×k").
// The stepper lays the garden out without a view's shape (layoutGarden's aspect 0): the one tidy
// row, which is what the side view draws for every garden but one it folds onto shelves (thousands
// of stalks, far wider than the panel); such a garden stands up as the tidy row on the ground.
// Cost: O(V + E) plus the layout's.
//
//   const Garden g = collapse(picture);
//   PlacedGarden placed = placeLikeSideView(g, render::layoutGarden(g, garden.labelFont()), picture);
//   CollapseSteps steps(picture, placed.placement);
#pragma once

#include "garden_layout.h"
#include "homestead/collapse_steps.h"
#include "homestead/garden.h"

#include <QTransform>

namespace homestead::gui {

struct PlacedGarden {
    GardenPlacement placement;
    QTransform toPicture;  // layout pixels -> picture units: x' = s·x + dx, y' = −s·y + dy
};

PlacedGarden placeLikeSideView(const Garden& garden, const render::GardenLayout& layout, const Picture& picture);

}  // namespace homestead::gui
