// Going to one edge or node on the canvas, as Find, "next winning move" (F3) and Play's engine do:
// where it is in the scene, and selecting it and centring the view on it. The selection is the
// scene's own, so the class panel and the Explain panel react as to a click; since a selected
// edge's halo is quiet, the item found is also ringed for a moment by a wide blue glow that fades
// (one at a time; it goes with its scene), so the eye finds it after the view jumps. The glow lies
// above every edge and node (kFoundGlowZ), tinted lightly and outlined, so that an edge found among
// thousands in a big picture is seen too.
//
// The place comes from the item when it exists, else (a large picture still being built in slices)
// from the document's node positions through the drawing geometry (picture_geometry.h), so even an
// edge whose item is not made yet can be shown; it is selected as soon as its item exists.
//
//   goToItem(view, {FoundItem::Kind::Edge, 17});   // selected alone, centred, zoomed in if tiny
#pragma once

#include "homestead/picture_find.h"

#include <QRectF>

class QGraphicsItem;

namespace homestead::gui {

class PictureScene;
class PictureView;

// The scene rectangle of an edge or node of the picture `scene` shows; empty (invalid) if the
// picture has no such item. O(1).
QRectF targetRect(const PictureScene& scene, const FoundItem& item);

// Selects the item alone in the view's scene and centres the view on it (PictureView::centreOnRect).
// False, changing nothing, if the picture shown has no such item.
bool goToItem(PictureView* view, const FoundItem& item);

// Rings the item for a moment, as goToItem does, without selecting it or moving the view (Play:
// the engine's pick, which a crowd round it would hide). Nothing if the picture has no such item.
void ringItem(PictureScene* scene, const FoundItem& item);

// The glow around the item last gone to, while it lasts (kFoundGlowMs from when the scene has
// finished building, if it was), else nullptr (tests).
inline constexpr int kFoundGlowMs = 1800;
inline constexpr double kFoundGlowZ = 4;  // above the edges' tiles (1), the nodes' (2) and labels (3)
const QGraphicsItem* foundGlow();

}  // namespace homestead::gui
