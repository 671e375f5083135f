// The selection on the canvas, read and made without walking Qt's sorted list of every item.
//
// Select All selects every node and edge of the picture shown tile by tile, at least kSelectPerStep
// items a turn of the event loop, with one selectionChanged at the end; a small picture is done
// before selectAll() returns. Whatever reads or changes the selection meanwhile has the rest done
// first; a selection changed from outside (clearSelection) ends it; a new picture drops it.
//
// Reading: Qt's selectedItems() rebuilds its set of the selected items at every call, at a cost in
// their number. A selection that may be big (after Select All or a big rubber band) is read from
// the items' flags, tile by tile, until such a read finds it small again. Only the picture shown
// counts: a previous picture's items, still being deleted, and a bulk removal's, are left out.
#pragma once

#include "canvas_stats.h"

#include "homestead/picture.h"

#include <QObject>

#include <optional>
#include <vector>

class QGraphicsItem;
class QGraphicsScene;
class QRectF;
class QTimer;

namespace homestead::gui {

class ItemRegistry;
class PictureDocument;
class SceneBuilder;

class CanvasSelection : public QObject {
    Q_OBJECT
public:
    CanvasSelection(QGraphicsScene* scene, const PictureDocument* doc, const ItemRegistry* registry, const SceneBuilder* builder,
                    CanvasStats* stats);

    struct Selection {
        std::vector<NodeId> nodes;
        std::vector<EdgeId> edges;
    };
    Selection selection() const;  // sorted
    struct Glance {
        bool any = false;
        std::optional<EdgeId> onlyEdge;
    };
    Glance glance() const;  // stops once it has seen two edges
    bool selectsEverything() const;
    bool readsFromTiles() const { return bigSelection_; }

    void selectAll();
    bool selectingAll() const { return selectingAll_.has_value(); }
    void finishSelectAll() const;  // the rest at once (const: the readers of the selection call it)
    void dropSelectAll();          // stops it where it is
    // The rubber band: the nodes and edges wholly inside `r` selected, the rest not.
    void selectWithin(const QRectF& r);

private:
    bool selectStep();  // one turn's worth; false when done (selectionChanged emitted)
    // visit(item) for each selected node and edge of the picture shown, until it returns false.
    template <class Visit>
    void forEachSelected(Visit&& visit) const;
    // visit(item) for each node and edge of the picture shown, until it returns false; whether it
    // went through all of them.
    template <class Visit>
    bool forEachShownItem(Visit&& visit) const;

    QGraphicsScene* scene_;
    const PictureDocument* doc_;
    const ItemRegistry* registry_;
    const SceneBuilder* builder_;
    CanvasStats* stats_;
    std::optional<std::size_t> selectingAll_;  // the next tile
    bool selectAllChanged_ = false;
    QTimer* selectJob_ = nullptr;
    mutable bool bigSelection_ = false;
};

}  // namespace homestead::gui
