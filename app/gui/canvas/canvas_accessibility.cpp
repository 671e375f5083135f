// The canvas's focused edge or node for a screen reader (see canvas_accessibility.h).
#include "canvas_accessibility.h"

#include "picture_document.h"
#include "picture_items.h"
#include "picture_scene.h"
#include "picture_view.h"
#include "window_language.h"

namespace homestead::gui {

CanvasAccessibility::CanvasAccessibility(PictureView* view)
    : AccessibleItems(view, QAccessible::Canvas, QAccessible::Graphic), view_(view) {
    connect(view, &PictureView::keyboardFocusChanged, this, [this] { refresh(false); });
}

void CanvasAccessibility::follow(PictureScene* scene) {
    for (const auto& c : watch_) disconnect(c);
    scene_ = scene;
    watch_ = {connect(scene, &QGraphicsScene::selectionChanged, this, [this] { refresh(false); }),
              connect(scene->document(), &PictureDocument::analysisChanged, this, [this] { refresh(true); }),
              connect(scene->document(), &PictureDocument::pictureReset, this, [this] { refresh(true); })};
    refresh(true);
}

std::optional<CanvasAccessibility::Focus> CanvasAccessibility::focus() const {
    if (!scene_) return std::nullopt;
    if (const auto edge = view_->focusedEdge()) return Focus{true, *edge};
    if (const auto node = view_->focusedNode()) return Focus{false, *node};
    if (const auto edge = scene_->glanceAtSelection().onlyEdge) return Focus{true, *edge};
    return std::nullopt;
}

QString CanvasAccessibility::itemText(int index) const {
    const auto f = focus();
    if (index != 0 || !f) return {};
    return f->edge ? scene_->spokenEdge(f->id, windowLanguage()) : scene_->spokenNode(f->id, windowLanguage());
}

QRect CanvasAccessibility::itemRect(int index) const {
    const auto f = focus();
    if (index != 0 || !f) return {};
    QRect inViewport = view_->keyboardFocusRect();
    if (inViewport.isEmpty()) {  // the selected edge, not the keyboard's
        const EdgeItem* item = f->edge ? scene_->edgeItem(f->id) : nullptr;
        if (!item) return {};
        inViewport = view_->mapFromScene(item->sceneBoundingRect()).boundingRect();
    }
    return inViewport.translated(view_->viewport()->pos());
}

void CanvasAccessibility::refresh(bool wordsChanged) {
    const auto f = focus();
    if (f == shown_ && !(f && wordsChanged)) return;
    const bool countChanged = f.has_value() != shown_.has_value();
    shown_ = f;
    if (countChanged) itemsChanged();  // (announces the focus too)
    else focusChanged();
}

}  // namespace homestead::gui
