// GardenHoverLink: garden hover → halos on the canvas; canvas hover → the garden's highlight.
#include "garden_hover_link.h"

#include "garden_view.h"
#include "picture_scene.h"
#include "picture_style.h"
#include "picture_view.h"

#include <QGraphicsPathItem>
#include <QPen>

#include <algorithm>

namespace homestead::gui {

GardenHoverLink::GardenHoverLink(GardenView* garden, PictureView* view, std::initializer_list<PictureScene*> scenes,
                                 QObject* parent)
    : QObject(parent), garden_(garden), view_(view) {
    connect(garden_, &GardenView::edgesHovered, this, &GardenHoverLink::lightCanvas);
    for (PictureScene* scene : scenes) {
        connect(scene, &PictureScene::edgeHovered, this, [this, scene](std::optional<EdgeId> id) {
            if (view_->scene() != scene) return;
            garden_->setHighlight(id ? std::vector<EdgeId>{*id} : std::vector<EdgeId>{});
        });
        // a new picture in that scene: its items are new, the halos would float over nothing
        // (or many of its items about to go: a big delete or chop)
        const auto clearIfLit = [this, scene] {
            if (litScene_ == scene) clearCanvas();
        };
        connect(scene->document(), &PictureDocument::pictureReset, this, clearIfLit);
        connect(scene->document(), &PictureDocument::manyAboutToBeRemoved, this, clearIfLit);
    }
}

GardenHoverLink::~GardenHoverLink() { clearCanvas(); }

void GardenHoverLink::clearCanvas() {
    if (litScene_) {
        litScene_->setSketchOverlay(nullptr);
        for (QGraphicsPathItem* h : halos_) delete h;
    }
    halos_.clear();
    lit_.clear();
    litScene_ = nullptr;
}

// One halo item for all the lit edges (a fan of 10^4 petals is one path, not 10^4 items), which the
// canvas also draws when zoomed far out (PictureScene::setSketchOverlay).
void GardenHoverLink::lightCanvas(const std::vector<EdgeId>& edges) {
    clearCanvas();
    auto* scene = qobject_cast<PictureScene*>(view_->scene());
    if (!scene) return;
    litScene_ = scene;
    QPainterPath all;
    for (EdgeId id : edges) {
        EdgeItem* item = scene->edgeItem(id);
        if (!item) continue;
        all.addPath(item->path());
        lit_.push_back(id);
    }
    std::sort(lit_.begin(), lit_.end());
    if (lit_.empty()) return;
    auto* halo = new QGraphicsPathItem(all);
    halo->setPen(QPen(render::colors::counterpart, 11 * scene->readableScale(), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    halo->setZValue(0);  // under the edges' tiles
    halo->setAcceptedMouseButtons(Qt::NoButton);
    halo->setAcceptHoverEvents(false);
    scene->addItem(halo);
    halos_.push_back(halo);
    scene->setSketchOverlay(halo);
}

}  // namespace homestead::gui
