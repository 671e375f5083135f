// What a canvas shows besides its picture: the zoom and the place in view (or that the picture is
// fitted to the window), and the drawing's selection. Taken from one window's canvas and given to
// another's when the Language menu builds the window again (window_host.h), so that the user keeps
// their place. Given back on a canvas still being built, the selection waits for its items (and is
// dropped if the picture changes meanwhile).
//
//   const CanvasState kept = canvasState(*old->view(), *old->scene());
//   restoreCanvasState(*now->view(), *now->scene(), kept);
#pragma once

#include "canvas_selection.h"

#include <QPointF>
#include <QRectF>

namespace homestead::gui {

class PictureScene;
class PictureView;

struct CanvasState {
    bool fitted = true;     // fitted to the window (it stays so as the window changes size)
    double zoom = 1;        // otherwise: the zoom and the part of the scene in view
    QRectF shown;
    CanvasSelection::Selection selection;  // of the drawing (its scene, whether shown or not)
    bool everything = false;               // every node and edge selected (Select All)
};

// `view` as it is (whichever scene it shows: the drawing's or a game's), and the selection of `drawing`.
CanvasState canvasState(const PictureView& view, const PictureScene& drawing);
void restoreCanvasState(PictureView& view, PictureScene& drawing, const CanvasState& state);

}  // namespace homestead::gui
