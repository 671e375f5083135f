// Hovering links the garden and the picture both ways: a bridge or a fan of petals
// hovered in the garden side view lights the picture edges it came from on the canvas, and an edge
// hovered on the canvas lights its garden edge in the side view. A garden edge *is* a picture edge
// (collapsing keeps every edge, garden.h), so the link is by edge id: it holds in the drawing, in
// Play (the garden follows the game) and in the collapse stepper (every state keeps the ids).
//
// The canvas's light is a halo of QGraphicsPathItems under the edges (colors::counterpart) in
// whichever scene the view shows; the scenes themselves are not changed.
//
//   new GardenHoverLink(garden, view, {drawingScene, playScene, stepperScene}, window);
#pragma once

#include "homestead/picture.h"

#include <QObject>
#include <QPointer>

#include <initializer_list>
#include <vector>

class QGraphicsPathItem;

namespace homestead::gui {

class GardenView;
class PictureScene;
class PictureView;

class GardenHoverLink : public QObject {
    Q_OBJECT
public:
    GardenHoverLink(GardenView* garden, PictureView* view, std::initializer_list<PictureScene*> scenes,
                    QObject* parent = nullptr);
    ~GardenHoverLink() override;
    // The picture edges lit on the canvas now (sorted), for tests.
    const std::vector<EdgeId>& litOnCanvas() const { return lit_; }
    // Lights these picture edges on the canvas (what hovering the garden does).
    void lightCanvas(const std::vector<EdgeId>& edges);

private:
    void clearCanvas();
    GardenView* garden_;
    PictureView* view_;
    QPointer<PictureScene> litScene_;
    std::vector<QGraphicsPathItem*> halos_;
    std::vector<EdgeId> lit_;
};

}  // namespace homestead::gui
