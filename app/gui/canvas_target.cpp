// Where an edge or node is on the canvas, and going to it: see canvas_target.h.
#include "canvas_target.h"

#include "picture_geometry.h"
#include "picture_items.h"
#include "picture_scene.h"
#include "picture_view.h"

namespace homestead::gui {

namespace {
QGraphicsItem* itemOf(const PictureScene& scene, const FoundItem& item) {
    if (item.kind == FoundItem::Kind::Edge) return scene.edgeItem(item.id);
    return scene.nodeItem(item.id);
}

QPointF nodePlace(const Picture& picture, NodeId id) {
    return render::toScene(picture.node(id).position.value_or(Point{}));
}
}  // namespace

QRectF targetRect(const PictureScene& scene, const FoundItem& item) {
    if (QGraphicsItem* it = itemOf(scene, item)) return it->sceneBoundingRect();
    const Picture& picture = scene.document()->picture();
    const double r = render::kNodeRadius;
    if (item.kind == FoundItem::Kind::Node) {
        if (!picture.hasNode(item.id)) return {};
        const QPointF at = nodePlace(picture, item.id);
        return QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r);
    }
    if (!picture.hasEdge(item.id)) return {};
    const Edge& e = picture.edge(item.id);
    const QPointF a = nodePlace(picture, e.from), b = nodePlace(picture, e.to);
    const double reach = e.isLoop() ? render::kPetalLength : r;  // a petal reaches out from its node
    return QRectF(a, b).normalized().adjusted(-reach, -reach, reach, reach);
}

bool goToItem(PictureView* view, const FoundItem& item) {
    auto* scene = qobject_cast<PictureScene*>(view->scene());
    if (!scene) return false;
    const QRectF rect = targetRect(*scene, item);
    if (!rect.isValid()) return false;
    scene->clearSelection();
    if (QGraphicsItem* it = itemOf(*scene, item)) {
        it->setSelected(true);
    } else {  // not built yet: selected once every item exists, unless the picture changed meanwhile
        const quint64 revision = scene->document()->revision();
        QObject::connect(scene, &PictureScene::itemsBuilt, scene, [scene, item, revision] {
            if (scene->document()->revision() != revision || !scene->selectedItems().isEmpty()) return;
            if (QGraphicsItem* it = itemOf(*scene, item)) it->setSelected(true);
        }, Qt::SingleShotConnection);
    }
    view->centreOnRect(rect);
    return true;
}

}  // namespace homestead::gui
