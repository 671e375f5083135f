// Select All in steps, and reading the selection tile by tile (see the header).
#include "canvas_selection.h"

#include "canvas_limits.h"
#include "item_registry.h"
#include "picture_document.h"
#include "picture_items.h"
#include "picture_tile.h"
#include "scene_builder.h"

#include <QGraphicsScene>
#include <QPainterPath>
#include <QSet>
#include <QSignalBlocker>
#include <QTimer>

#include <algorithm>
#include <span>

namespace homestead::gui {

namespace {
bool isNodeOrEdge(const QGraphicsItem* it) { return it->type() == NodeItem::Type || it->type() == EdgeItem::Type; }
}  // namespace

CanvasSelection::CanvasSelection(QGraphicsScene* scene, const PictureDocument* doc, const ItemRegistry* registry,
                                 const SceneBuilder* builder, CanvasStats* stats)
    : QObject(scene), scene_(scene), doc_(doc), registry_(registry), builder_(builder), stats_(stats) {
    selectJob_ = new QTimer(this);
    selectJob_->setSingleShot(true);
    connect(selectJob_, &QTimer::timeout, this, [this] {
        if (selectingAll_ && selectStep()) selectJob_->start(0);
    });
    // A selection changed from outside while Select All is under way (clearSelection, a click's own
    // selecting) is the user's newer wish: the rest is not selected.
    connect(scene, &QGraphicsScene::selectionChanged, this, &CanvasSelection::dropSelectAll);
}

void CanvasSelection::selectAll() {
    selectJob_->stop();
    bigSelection_ = true;
    stats_->selectAllSteps = 0;
    selectingAll_ = 0;
    selectAllChanged_ = false;
    if (selectStep()) selectJob_->start(0);
}

bool CanvasSelection::selectStep() {
    ++stats_->selectAllSteps;
    std::size_t& next = *selectingAll_;
    const std::vector<TileItem*>& tiles = registry_->tiles();
    int selected = 0;
    {
        const QSignalBlocker quiet(scene_);  // one selectionChanged, not one per item
        // Tile by tile: items made together lie together in memory.
        for (; next < tiles.size() && selected < limits::kSelectPerStep; ++next)
            for (QGraphicsItem* it : tiles[next]->childItems())
                if (isNodeOrEdge(it) && it->isVisible() && !it->isSelected()) {
                    it->setSelected(true);
                    ++selected;
                }
    }
    stats_->mostSelectedInAStep = std::max(stats_->mostSelectedInAStep, selected);
    selectAllChanged_ = selectAllChanged_ || selected > 0;
    if (next < tiles.size()) return true;
    const bool changed = selectAllChanged_;
    selectingAll_.reset();
    if (changed) emit scene_->selectionChanged();
    return false;
}

void CanvasSelection::finishSelectAll() const {
    if (!selectingAll_) return;
    auto* self = const_cast<CanvasSelection*>(this);
    self->selectJob_->stop();
    while (self->selectingAll_ && self->selectStep()) {}
}

void CanvasSelection::dropSelectAll() {
    selectJob_->stop();
    selectingAll_.reset();  // what it selected so far stays selected, and was told of: by the change
                            // that ends it, or by the retiring of a new picture's predecessor
}

template <class Visit>
void CanvasSelection::forEachSelected(Visit&& visit) const {
    finishSelectAll();
    if (!bigSelection_) {
        for (QGraphicsItem* it : scene_->selectedItems()) {
            const bool current = it->type() == NodeItem::Type   ? registry_->node(static_cast<NodeItem*>(it)->id()) == it
                                 : it->type() == EdgeItem::Type ? registry_->edge(static_cast<EdgeItem*>(it)->id()) == it
                                                                : false;
            if (current && !visit(it)) return;
        }
        return;
    }
    std::size_t selected = 0;
    const bool whole = forEachShownItem([&](QGraphicsItem* it) {
        if (!it->isSelected()) return true;
        ++selected;
        return static_cast<bool>(visit(it));
    });
    if (whole && selected <= static_cast<std::size_t>(limits::kSelectPerStep)) bigSelection_ = false;
}

// (A bulk removal's items, hidden until deleted, are not the picture shown.)
template <class Visit>
bool CanvasSelection::forEachShownItem(Visit&& visit) const {
    for (TileItem* tile : registry_->tiles())
        for (QGraphicsItem* it : tile->childItems())
            if (isNodeOrEdge(it) && it->isVisible() && !visit(it)) return false;
    return true;
}

CanvasSelection::Selection CanvasSelection::selection() const {
    Selection out;
    forEachSelected([&](QGraphicsItem* it) {
        if (it->type() == NodeItem::Type) {
            out.nodes.push_back(static_cast<NodeItem*>(it)->id());
            return true;
        }
        const auto* edge = static_cast<EdgeItem*>(it);
        out.edges.push_back(edge->id());
        const std::span<const EdgeId> bundle = registry_->bundledWith(edge);  // the hidden loops it stands for
        out.edges.insert(out.edges.end(), bundle.begin(), bundle.end());
        return true;
    });
    std::sort(out.nodes.begin(), out.nodes.end());
    std::sort(out.edges.begin(), out.edges.end());
    out.edges.erase(std::unique(out.edges.begin(), out.edges.end()), out.edges.end());  // (a revealed loop in a bundle)
    return out;
}

CanvasSelection::Glance CanvasSelection::glance() const {
    Glance glance;
    int edges = 0;
    forEachSelected([&](QGraphicsItem* it) {
        glance.any = true;
        if (it->type() != EdgeItem::Type) return true;
        edges += static_cast<int>(std::min<std::size_t>(registry_->bundledWith(static_cast<EdgeItem*>(it)).size(), 1));
        if (++edges >= 2) {
            glance.onlyEdge.reset();
            return false;  // no need to look further
        }
        glance.onlyEdge = static_cast<EdgeItem*>(it)->id();
        return true;
    });
    return glance;
}

// Stops at the first item not selected; reads every item's flag when all are.
bool CanvasSelection::selectsEverything() const {
    finishSelectAll();
    const Picture& picture = doc_->picture();
    if (picture.empty() || builder_->itemsPending()) return false;
    if (static_cast<std::size_t>(registry_->nodes().size()) != picture.nodeCount() ||
        registry_->edgeCount() != picture.edgeCount())
        return false;
    std::size_t selected = 0;
    const bool all = forEachShownItem([&](QGraphicsItem* it) {
        if (!it->isSelected()) return false;  // (stops at the first one not selected)
        ++selected;
        if (it->type() == EdgeItem::Type) selected += registry_->bundledWith(static_cast<EdgeItem*>(it)).size();
        return true;
    });
    return all && selected == picture.nodeCount() + picture.edgeCount();
}

// Qt's setSelectionArea(…, ContainsItemShape) would skip each tile not wholly inside the band and
// every item in it (a tile bounds its children), so the band asks for what meets it and keeps the
// nodes and edges whose shape it contains.
void CanvasSelection::selectWithin(const QRectF& r) {
    finishSelectAll();
    QPainterPath area;
    area.addRect(r);
    QSet<QGraphicsItem*> inside;
    for (QGraphicsItem* it : scene_->items(r, Qt::IntersectsItemShape))
        if (isNodeOrEdge(it) && area.contains(it->mapToScene(it->shape()))) inside.insert(it);
    if (inside.size() > limits::kSelectPerStep) bigSelection_ = true;
    bool changed = false;
    {
        const QSignalBlocker quiet(scene_);  // one selectionChanged for the band, not one per item
        for (QGraphicsItem* it : scene_->selectedItems())
            if (!inside.contains(it)) {
                it->setSelected(false);
                changed = true;
            }
        for (QGraphicsItem* it : inside)
            if (!it->isSelected()) {
                it->setSelected(true);
                changed = true;
            }
    }
    if (changed) emit scene_->selectionChanged();
}

}  // namespace homestead::gui
