// Find and Next Winning Move land on something a user can see and click. goToItem centres the item
// and fits a long edge in the view; in a dense random part of a big picture (a blob crossed by
// thousands of the cycles' closing edges) that view is a canvas painted solid, the item found lost
// in it. showFound goes to the item, then zooms in about the middle of the view, as far as needed
// for at most kMostEdgesNearTheMiddle edges to pass within kNearPixels of it (never past
// PictureView::kMaxZoom; the item's own edges do not count), and rings the item again at that
// zoom. The item stays centred and only grows on screen. It reads the scene's items (where they
// are), computes nothing of the game.
//
//   showFound(view, {FoundItem::Kind::Edge, 17});   // selected, centred, the crowd round it apart
#pragma once

#include "homestead/picture_find.h"

namespace homestead::gui {

class PictureView;

inline constexpr double kNearPixels = 24;
inline constexpr int kMostEdgesNearTheMiddle = 6;

// goToItem (canvas_target.h), then zoomed in until the crowd round the middle is readable; false,
// changing nothing, if the picture shown has no such item.
bool showFound(PictureView* view, const FoundItem& item);

}  // namespace homestead::gui
