// The zoom, the place in view and the selection of a canvas, carried to another (see canvas_state.h).
#include "canvas_state.h"

#include "picture_document.h"
#include "picture_items.h"
#include "picture_scene.h"
#include "picture_view.h"

#include <QCoreApplication>
#include <QEvent>
#include <QGraphicsItem>
#include <QObject>

namespace homestead::gui {

namespace {

void select(PictureScene& scene, const CanvasSelection::Selection& selection) {
    for (NodeId n : selection.nodes)
        if (QGraphicsItem* item = scene.nodeItem(n)) item->setSelected(true);
    for (EdgeId e : selection.edges)
        if (QGraphicsItem* item = scene.edgeItem(e)) item->setSelected(true);
}

}  // namespace

CanvasState canvasState(const PictureView& view, const PictureScene& drawing) {
    CanvasState state;
    state.fitted = view.fitted();
    state.zoom = view.zoom();
    state.shown = view.visibleSceneRect();
    state.everything = drawing.selectsEverything();
    if (!state.everything) state.selection = drawing.selection();
    return state;
}

void restoreCanvasState(PictureView& view, PictureScene& drawing, const CanvasState& state) {
    if (state.everything) {
        drawing.selectAll();  // in steps, as the items come
    } else if (!state.selection.nodes.empty() || !state.selection.edges.empty()) {
        if (!drawing.itemsPending()) {
            select(drawing, state.selection);
        } else {
            const quint64 revision = drawing.document()->revision();
            QObject::connect(&drawing, &PictureScene::itemsBuilt, &drawing, [&drawing, state, revision] {
                if (drawing.document()->revision() == revision && !drawing.hasSelection()) select(drawing, state.selection);
            }, Qt::SingleShotConnection);
        }
    }
    if (state.fitted) {
        if (!view.fitted()) view.fitToContents();
        return;
    }
    view.zoomBy(state.zoom / view.zoom());
    // room to scroll to the same place, even where it lay beyond the picture
    if (QGraphicsScene* scene = view.scene()) scene->setSceneRect(scene->sceneRect().united(state.shown));
    // the scroll bars that zoom needs, shown (Qt does it in a queued call) before the view is centred
    QCoreApplication::sendPostedEvents(&view, QEvent::MetaCall);
    view.centerOn(state.shown.center());
}

}  // namespace homestead::gui
