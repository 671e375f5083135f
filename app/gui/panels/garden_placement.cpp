// The side view's garden layout carried onto the canvas for the collapse stepper (garden_placement.h).
#include "garden_placement.h"

#include "picture_geometry.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace homestead::gui {

namespace {

constexpr double kMinScale = 1.5 / render::kUnit;  // picture units per layout pixel
constexpr double kMaxScale = 4.0 / render::kUnit;
constexpr double kTwigReach = 1.6;  // a twig reaches this much further out than its petal did: one no longer would read as a stump, not a twig

Point toPoint(QPointF p) { return Point{p.x(), p.y()}; }

// The picture's extent: its standing nodes with a position.
QRectF pictureExtent(const Garden& garden, const Picture& picture) {
    double left = std::numeric_limits<double>::infinity(), right = -left, top = -left;
    for (std::size_t i = 0; i < picture.nodeCount(); ++i) {
        const auto& at = picture.nodes()[i].position;
        if (!at || garden.nodeOf[i] < 0) continue;
        left = std::min(left, at->x);
        right = std::max(right, at->x);
        top = std::max(top, at->y);
    }
    if (left > right) return {};
    return QRectF(left, 0, right - left, std::max(0.0, top));
}

}  // namespace

PlacedGarden placeLikeSideView(const Garden& garden, const render::GardenLayout& layout, const Picture& picture) {
    PlacedGarden out;
    const QRectF extent = pictureExtent(garden, picture);
    const QRectF drawn = layout.bounds;
    double scale = kMaxScale;
    if (drawn.width() > 0 && extent.width() > 0) scale = std::min(scale, extent.width() / drawn.width());
    if (drawn.height() > 0 && extent.height() > 0) scale = std::min(scale, extent.height() / drawn.height());
    scale = std::clamp(scale, kMinScale, kMaxScale);
    const double centreX = extent.isNull() ? 0 : extent.center().x();
    out.toPicture = QTransform(scale, 0, 0, -scale, centreX - scale * drawn.center().x(), scale * layout.groundY);
    const QTransform& t = out.toPicture;

    GardenPlacement& at = out.placement;
    for (int gn = 0; gn < garden.nodeCount; ++gn)
        at.nodes.push_back(toPoint(t.map(std::size_t(gn) < layout.nodes.size() ? layout.nodes[gn] : QPointF())));
    for (std::size_t b = 0; b < garden.bridges.size(); ++b)
        at.feet.push_back(toPoint(t.map(b < layout.bridges.size() && !layout.bridges[b].isEmpty() ? layout.bridges[b].first()
                                                                                                   : QPointF())));
    // Twig tops: on the arc of the node's drawn petals (layout pixels, y down).
    std::vector<std::vector<QPointF>> tips(garden.nodeCount);
    for (std::size_t i = 0; i < layout.petals.size() && i < layout.petalNode.size(); ++i)
        if (layout.petalNode[i] >= 0 && layout.petalNode[i] < garden.nodeCount)
            tips[layout.petalNode[i]].push_back(layout.petals[i].pointAtPercent(0.5));
    at.twigTops.resize(garden.nodeCount);
    for (int gn = 0; gn < garden.nodeCount; ++gn) {
        const std::size_t k = garden.loops[gn].size();
        if (k == 0) continue;
        const QPointF node = std::size_t(gn) < layout.nodes.size() ? layout.nodes[gn] : QPointF();
        std::vector<double> angles;
        double reach = 0;
        for (QPointF tip : tips[gn]) {
            angles.push_back(std::atan2(tip.y() - node.y(), tip.x() - node.x()));
            reach += std::hypot(tip.x() - node.x(), tip.y() - node.y());
        }
        if (angles.empty()) {  // no petal drawn: straight up
            angles.push_back(-M_PI / 2);
            reach = 23;
        } else {
            reach /= double(angles.size());
        }
        std::sort(angles.begin(), angles.end());
        for (std::size_t j = 0; j < k; ++j) {
            const double angle = k == angles.size() ? angles[j]
                                 : k == 1        ? (angles.front() + angles.back()) / 2
                                                 : angles.front() + (angles.back() - angles.front()) * double(j) / double(k - 1);
            at.twigTops[gn].push_back(toPoint(t.map(node + QPointF(std::cos(angle), std::sin(angle)) * reach * kTwigReach)));
        }
    }
    return out;
}

}  // namespace homestead::gui
