// Where an edge or node is on the canvas, and going to it: see canvas_target.h.
#include "canvas_target.h"

#include "item_registry.h"
#include "picture_geometry.h"
#include "picture_style.h"
#include "picture_items.h"
#include "picture_scene.h"
#include "picture_view.h"

#include <QGraphicsObject>
#include <QPainter>
#include <QPainterPathStroker>
#include <QPointer>
#include <QVariantAnimation>

namespace homestead::gui {

namespace {
// (A loop hidden in a big fan of petals gets an item of its own once the fan is built.)
QGraphicsItem* itemOf(const PictureScene& scene, const FoundItem& item) {
    if (item.kind != FoundItem::Kind::Edge) return scene.nodeItem(item.id);
    if (EdgeItem* edge = scene.edgeItem(item.id)) return edge;
    return scene.itemsPending() ? nullptr : scene.itemRegistry().reveal(item.id);
}

QPointF nodePlace(const Picture& picture, NodeId id) {
    return render::toScene(picture.node(id).position.value_or(Point{}));
}

// The fading glow: a band round the edge as wide as `width` (a disc round a node), lightly tinted
// and outlined. It lies above the whole picture (its edges' tiles at 1, its nodes' at 2): under them it
// was lost among the thousands of edges and nodes round an edge found in a big picture. The tint is
// light enough that the item shows through it, and the outline finds it however dense the crowd. A
// QGraphicsObject, so its animation is its child and goes with it, whether it fades out or its scene
// clears it first.
class FoundGlow : public QGraphicsObject {
public:
    FoundGlow(const QPainterPath& shape, double width) : outline_(width / 8) {
        QPainterPathStroker stroker;
        stroker.setWidth(width);
        stroker.setCapStyle(Qt::RoundCap);
        stroker.setJoinStyle(Qt::RoundJoin);
        band_ = stroker.createStroke(shape).simplified();  // one outline, no seams inside a curve's stroke
        setZValue(kFoundGlowZ);
        setAcceptedMouseButtons(Qt::NoButton);
    }
    // Held a moment, then fading; then gone.
    void fade() {
        auto* animation = new QVariantAnimation(this);
        animation->setDuration(kFoundGlowMs);
        animation->setKeyValueAt(0.0, 1.0);
        animation->setKeyValueAt(0.4, 1.0);
        animation->setKeyValueAt(1.0, 0.0);
        connect(animation, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) { setOpacity(v.toDouble()); });
        connect(animation, &QVariantAnimation::finished, this, &QObject::deleteLater);
        animation->start();
    }
    QRectF boundingRect() const override { return band_.boundingRect().adjusted(-outline_, -outline_, outline_, outline_); }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override {
        QColor tint = render::colors::selection;
        tint.setAlpha(70);
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(render::colors::selection, outline_, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->setBrush(tint);
        painter->drawPath(band_);
    }

private:
    QPainterPath band_;
    double outline_;
};

QPointer<FoundGlow> glow;  // the one glow there is (the window's thread only)
quint64 lateSelection = 0;  // the newest item to be selected once its scene has built it

void addGlow(PictureScene* scene, const FoundItem& item, const QRectF& rect) {
    delete glow.data();
    QPainterPath shape;
    if (item.kind == FoundItem::Kind::Edge) {
        if (auto* e = scene->edgeItem(item.id)) shape = e->path();
        else shape.addRect(rect);  // not built yet: its box
    } else {
        shape.addEllipse(rect.center(), 1.0, 1.0);  // a round cap makes it a disc
    }
    auto* g = new FoundGlow(shape, 22.0 * scene->readableScale());
    scene->addItem(g);
    glow = g;
    // A big picture places the numbers round the new view first, and its canvas is not repainted
    // until they are in (a second or more in a crowd): the glow's moment starts once they are.
    if (scene->building()) QObject::connect(scene, &PictureScene::buildFinished, g, &FoundGlow::fade, Qt::SingleShotConnection);
    else g->fade();
}
}  // namespace

const QGraphicsItem* foundGlow() { return glow.data(); }

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

void ringItem(PictureScene* scene, const FoundItem& item) {
    if (const QRectF rect = targetRect(*scene, item); rect.isValid()) addGlow(scene, item, rect);
}

bool goToItem(PictureView* view, const FoundItem& item) {
    auto* scene = qobject_cast<PictureScene*>(view->scene());
    if (!scene) return false;
    const QRectF rect = targetRect(*scene, item);
    if (!rect.isValid()) return false;
    scene->clearSelection();
    if (QGraphicsItem* it = itemOf(*scene, item)) {
        ++lateSelection;  // a pending one is outdated
        it->setSelected(true);
    } else {  // not built yet: selected once every item exists, unless the picture changed or
              // another item was gone to meanwhile
        const quint64 revision = scene->document()->revision(), request = ++lateSelection;
        QObject::connect(scene, &PictureScene::itemsBuilt, scene, [scene, item, revision, request] {
            if (scene->document()->revision() != revision || request != lateSelection || scene->hasSelection())
                return;
            if (QGraphicsItem* it = itemOf(*scene, item)) it->setSelected(true);
        }, Qt::SingleShotConnection);
    }
    view->centreOnRect(rect);
    addGlow(scene, item, rect);  // after the zoom: its width follows the readable scale
    return true;
}

}  // namespace homestead::gui
