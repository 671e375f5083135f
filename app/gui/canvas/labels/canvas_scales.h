// The sizes the canvas draws at: readable (the view's 1/zoom when zoomed out, so numbers keep a
// readable size on screen) times the user's text size for labels, and thicker strokes in
// presentation mode's high contrast. One value, read by the item registry and the label layer.
#pragma once

#include "picture_style.h"

#include <algorithm>

namespace homestead::gui {

struct CanvasScales {
    double readable = 1.0;
    double text = 1.0;
    bool highContrast = false;

    double label() const { return readable * text; }
    double stroke() const { return readable * (highContrast ? render::kStrongStroke : 1.0); }
    // The width labels keep clear of: the widest look's stroke at this scale (5 pixels at least).
    double labelStroke() const { return std::max(5.0, render::kWidestEdgeStroke * stroke()); }
};

}  // namespace homestead::gui
