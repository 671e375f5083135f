// Going to an item found, zoomed in until the crowd round it is readable: see readable_zoom.h.
#include "readable_zoom.h"

#include "canvas_target.h"
#include "picture_items.h"
#include "picture_scene.h"
#include "picture_view.h"

#include <QLineF>

#include <algorithm>
#include <cmath>
#include <vector>

namespace homestead::gui {

namespace {

// How far (scene units) `p` is from the straight line between the edge's ends.
double distanceTo(const EdgeItem& edge, QPointF p) {
    const QPointF a = edge.from()->scenePos(), b = edge.to()->scenePos();
    const QPointF ab = b - a, ap = p - a;
    const double length2 = QPointF::dotProduct(ab, ab);
    const double t = length2 > 0 ? std::clamp(QPointF::dotProduct(ap, ab) / length2, 0.0, 1.0) : 0.0;
    return QLineF(p, a + t * ab).length();
}

}  // namespace

bool showFound(PictureView* view, const FoundItem& item) {
    if (!goToItem(view, item)) return false;
    auto* scene = qobject_cast<PictureScene*>(view->scene());
    const double zoom = view->zoom();
    const QPointF middle = targetRect(*scene, item).center();  // in view, though not always centred
    // The distances of the edges in view from the middle; the zoom wanted puts the
    // (kMostEdgesNearTheMiddle + 1)-th nearest more than kNearPixels away.
    std::vector<double> near;
    for (QGraphicsItem* it : scene->items(view->visibleSceneRect(), Qt::IntersectsItemBoundingRect)) {
        if (it->type() != EdgeItem::Type) continue;
        const auto* edge = static_cast<const EdgeItem*>(it);
        // the item's own edges are no crowd round it: all of a node's pass through it (a spider's
        // ten zoomed the view as far in as it goes, its numbers out of sight), an edge through its middle
        const bool own = item.kind == FoundItem::Kind::Node ? edge->from()->id() == item.id || edge->to()->id() == item.id
                                                            : edge->id() == item.id;
        if (edge->isLoop() || own) continue;
        near.push_back(distanceTo(*edge, middle));
    }
    if (near.size() <= std::size_t(kMostEdgesNearTheMiddle)) return true;
    std::nth_element(near.begin(), near.begin() + kMostEdgesNearTheMiddle, near.end());
    const double nearest = std::max(near[std::size_t(kMostEdgesNearTheMiddle)], 1e-9);
    const double wanted = std::min(kNearPixels / nearest, PictureView::kMaxZoom);
    if (wanted <= zoom * 1.01) return true;
    view->zoomBy(wanted / zoom);
    view->centerOn(middle);
    ringItem(scene, item);  // the glow's width follows the new zoom
    return true;
}

}  // namespace homestead::gui
