// The canvas's focused edge for a screen reader (see canvas_accessibility.h).
#include "canvas_accessibility.h"

#include "picture_document.h"
#include "picture_items.h"
#include "picture_scene.h"
#include "picture_view.h"
#include "reader_language.h"

namespace homestead::gui {

CanvasAccessibility::CanvasAccessibility(PictureView* view)
    : AccessibleItems(view, QAccessible::Canvas, QAccessible::Graphic), view_(view) {}

void CanvasAccessibility::follow(PictureScene* scene) {
    for (const auto& c : watch_) disconnect(c);
    scene_ = scene;
    watch_ = {connect(scene, &QGraphicsScene::selectionChanged, this, [this] { refresh(false); }),
              connect(scene->document(), &PictureDocument::analysisChanged, this, [this] { refresh(true); }),
              connect(scene->document(), &PictureDocument::pictureReset, this, [this] { refresh(true); })};
    refresh(true);
}

std::optional<EdgeId> CanvasAccessibility::focusedEdge() const {
    if (!scene_) return std::nullopt;
    return scene_->glanceAtSelection().onlyEdge;
}

QString CanvasAccessibility::itemText(int index) const {
    const auto edge = focusedEdge();
    return index == 0 && edge ? scene_->spokenEdge(*edge, readerLanguage()) : QString();
}

QRect CanvasAccessibility::itemRect(int index) const {
    const auto edge = focusedEdge();
    const EdgeItem* item = index == 0 && edge ? scene_->edgeItem(*edge) : nullptr;
    if (!item) return {};
    const QRect inViewport = view_->mapFromScene(item->sceneBoundingRect()).boundingRect();
    return inViewport.translated(view_->viewport()->pos());
}

void CanvasAccessibility::refresh(bool wordsChanged) {
    const auto edge = focusedEdge();
    if (edge == shown_ && !(edge && wordsChanged)) return;
    const bool countChanged = edge.has_value() != shown_.has_value();
    shown_ = edge;
    if (countChanged) itemsChanged();  // (announces the focus too)
    else focusChanged();
}

}  // namespace homestead::gui
