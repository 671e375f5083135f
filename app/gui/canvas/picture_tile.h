// A tile of the canvas and its sketch. A tile is the parent of up to limits::kTileItems nodes
// or edges of one patch of the scene, and draws nothing itself (its bounding rectangle is its
// children's, so that Qt skips a whole tile away from what it paints or looks for): Qt walks every
// top-level item of a scene on each update (its dirty-item pass); in tiles it walks the tiles and
// the children of the tiles that changed.
//
// The sketch is how the canvas is drawn zoomed far out (PictureView::sketching(): the numbers would
// be under a few pixels high). Qt would visit every item on screen; instead the view draws each tile's sketch:
// its edges as a few batched strokes (straight edges as one line list, curved ones as one path, per
// pen) and its nodes as squares, one list per colour — what the items themselves draw that far out
// (thin unantialiased lines, dots of a pixel or two), in a few calls per tile. A sketch
// is made from the tile's children on first use and kept until one of them changes its look or
// place (the items call TileItem::touch). A tile small on screen also keeps the sketch drawn as
// an image for the zoom, so a frame costs O(tiles) image copies plus the strokes of the tiles
// that changed (a hover, an edit), not a line per edge.
//
//   TileItem* tile = ...;  tile->paintSketch(painter, exposedSceneRect, zoom);
#pragma once

#include "canvas_stats.h"

#include <QColor>
#include <QGraphicsItem>
#include <QImage>
#include <QLineF>
#include <QPainterPath>
#include <QRectF>
#include <QVector>

#include <cstdint>
#include <vector>

namespace homestead::gui {

class TileItem : public QGraphicsItem {
public:
    enum { Type = UserType + 20 };
    explicit TileItem(bool nodes);
    ~TileItem() override;
    int type() const override { return Type; }
    bool holdsNodes() const { return nodes_; }
    // Around its children and their labels (Qt keeps that rectangle and marks it dirty when one of
    // them changes geometry), and the tile says its children draw inside it
    // (ItemContainsChildrenInShape): Qt's paint walk and every items() query — hover, clicks, label
    // spots — skip a tile away from the rectangle they look at, instead of visiting each of its
    // children (in Qt 6 both walk every top-level item whatever the index).
    // Qt computes that rectangle on demand and keeps it until a child changes geometry; the first
    // time after a build it walks every child and its label. So the sketch never asks for it (it
    // culls with its own bounds, made with the sketch), and the build asks for it tile by tile
    // (limits::kBoundItemsPerStep).
    QRectF boundingRect() const override {
        ++paintCounters().tileBoundsAsked;
        return childrenBoundingRect();
    }
    void paint(QPainter*, const QStyleOptionGraphicsItem*, QWidget*) override {}

    // A child of a tile changed how it looks or where it is (or came or went): its tile's sketch is
    // made again on next use. O(1); does nothing for an item outside a tile.
    static void touch(const QGraphicsItem* child);
    void invalidate();
    // How many times any tile's sketch changed (a child touched, a tile invalidated, made or
    // deleted), on the window's thread: while it stays the same, a sketch drawn at one transform
    // draws the same again (sketch_frame.h keeps it as an image).
    static std::uint64_t sketchChanges();

    // Draws the sketch where it meets `exposed` (scene coordinates; the painter maps scene to
    // device pixels, `zoom` device pixels a scene pixel). Remakes it first if a child changed.
    // `workBudget` (if given) is how many more items a frame may sketch again (a tile that changed)
    // or draw again into images (a new zoom); past it, a tile shows its old image, scaled, or
    // nothing yet, and this returns false (the view draws again at once): a new big picture, or a
    // zoom of it, is drawn over a few frames instead of one long one.
    // A tile costs at least kLeastTileWork items of the budget: making its image (an image and a
    // painter of its own) costs that much however few children it has. And its image's pixels
    // count, kPixelsPerItem an item: a wide tile's lines cost by their length.
    bool paintSketch(QPainter& painter, const QRectF& exposed, double zoom, int* workBudget = nullptr);
    static constexpr int kLeastTileWork = 64;
    static constexpr double kFanZoom = 1.0;  // the zoom whose petalStride thins a fan in the sketch
    static constexpr int kPixelsPerItem = 32;

    // What the sketch holds (remade if stale): tests check that it draws every child, in its colour.
    struct Stroke {
        QColor colour;
        double width = 1;  // scene pixels: the item's pen
        QVector<QLineF> lines;
        QPainterPath curves;
        int edges = 0;
    };
    struct Dots {
        QColor colour;
        double radius = 0;  // scene pixels
        QVector<QRectF> squares;
    };
    const std::vector<Stroke>& strokes();
    const std::vector<Dots>& dots();
    QRectF sketchBounds();  // the scene area the sketch covers
    // A tile bigger than this many device pixels draws its lines each frame instead of keeping an
    // image (a tile holding chords across the whole picture, zoomed in).
    static constexpr double kMostRasterPixels = 512.0 * 512.0;

private:
    void remake();
    void drawStrokes(QPainter& painter, double zoom) const;
    bool nodes_;
    bool stale_ = true;
    std::vector<Stroke> strokes_;
    std::vector<Dots> dots_;
    QRectF bounds_;
    QImage raster_;          // the sketch as drawn at rasterZoom_ device pixels a scene pixel
    double rasterZoom_ = 0;
};

}  // namespace homestead::gui
