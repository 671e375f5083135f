// The far-out sketch of a view as one image, its sketch frame: what the tiles drew over the whole
// viewport (PictureScene::drawSketchTiles), kept while nothing in any tile changed
// (TileItem::sketchChanges()) and the view's transform, size and pixel ratio are the same. A repaint
// then copies it, whatever asked for the repaint (a label pass's slice, a status message, the
// progress plate's neighbours): the cost of a frame no longer grows with the picture. Tiles wider
// than an image of their own are the reason (TileItem::kMostRasterPixels): they stroke every line
// of theirs each time they are drawn.
//
// A repaint that finds the frame stale draws the tiles into a new one when it repaints the whole
// viewport, and keeps it only if the tiles drew everything (the budget of a frame was not spent);
// a partial repaint of a stale frame draws the tiles directly, as the scene would. The overlay
// under the edges and a gesture's marks over them are drawn by the caller around it: they change
// without the tiles.
//
//   SketchFrame frame;
//   const bool complete = frame.paint(painter, event->region(), viewport()->rect(), key,
//                                     [&](QPainter& p) { return scene->drawSketchTiles(&p, exposed, zoom); });
#pragma once

#include <QImage>
#include <QRect>
#include <QRegion>
#include <QSize>
#include <QTransform>

#include <cstdint>
#include <functional>
#include <optional>

class QPainter;

namespace homestead::gui {

class SketchFrame {
public:
    // What the tiles' drawing depends on besides the tiles.
    struct Key {
        const void* scene = nullptr;
        QTransform transform;  // the viewport transform (scene to viewport pixels)
        QSize size;            // the viewport's, in its pixels
        double pixelRatio = 1;
        std::uint64_t sketchChanges = 0;  // TileItem::sketchChanges() when drawn
        bool operator==(const Key& other) const = default;
    };

    // Paints the tiles where `region` (viewport pixels) needs them, `painter` set to the viewport
    // transform: from the frame when it was drawn under `key`; else `draw(painter)` into a new frame
    // if `region` covers `whole`, kept when `draw` returns true (complete); else `draw` directly.
    // Returns whether what was painted is complete.
    bool paint(QPainter& painter, const QRegion& region, const QRect& whole, const Key& key,
               const std::function<bool(QPainter&)>& draw);
    void clear();

    // Counters (tests assert on them): frames drawn from the tiles, and repaints copied from one.
    int drawn() const { return drawn_; }
    int copied() const { return copied_; }

private:
    QImage image_;
    std::optional<Key> key_;
    int drawn_ = 0, copied_ = 0;
};

}  // namespace homestead::gui
