// Checks of the canvas's labels as a viewer sees them (the presentation and text size suites):
// the painted size of each label's font in screen pixels, and the layout faults a teacher at the
// back of a room would notice: two labels meeting, a label covering another edge, a leader line
// drawn through another label, a label away from its edge without a leader line to it.
#pragma once

#include "gui_test_helpers.h"
#include "picture_style.h"

#include <QPainterPathStroker>

#include <optional>

namespace guitest {

// The label font's pixel size as painted on the view's screen: font × label scale × zoom.
inline double paintedFontPixels(const PictureView* view, const EdgeItem* edge) {
    return render::labelFont().pixelSize() * edge->label()->scale() * view->transform().m22();
}

// The shown labels of a scene, with their edges.
inline std::vector<EdgeItem*> labelledEdges(PictureScene* scene) {
    std::vector<EdgeItem*> out;
    for (QGraphicsItem* it : scene->items())
        if (it->type() == EdgeItem::Type) {
            auto* e = static_cast<EdgeItem*>(it);
            if (e->labelShown() && !e->label()->text().isEmpty()) out.push_back(e);
        }
    std::sort(out.begin(), out.end(), [](EdgeItem* a, EdgeItem* b) { return a->id() < b->id(); });
    return out;
}

// A label's leader line in scene coordinates, if it has one.
inline std::optional<QLineF> leaderInScene(const EdgeItem* edge) {
    const auto anchor = edge->label()->leaderAnchor();
    if (!anchor) return std::nullopt;
    return render::leaderLine(edge->label()->sceneBoundingRect(), *anchor);
}

// Every fault of the layout, one line each (empty when there is none). A label's rectangle is its
// plate; an edge is its painted stroke; a leader its line.
inline QStringList labelFaults(PictureScene* scene) {
    QStringList faults;
    const std::vector<EdgeItem*> labelled = labelledEdges(scene);
    std::vector<EdgeItem*> edges;
    for (QGraphicsItem* it : scene->items())
        if (it->type() == EdgeItem::Type) edges.push_back(static_cast<EdgeItem*>(it));
    std::vector<QPainterPath> strokes;
    for (EdgeItem* e : edges) {
        QPainterPathStroker stroker;
        stroker.setWidth(e->stroke().widthF());
        strokes.push_back(stroker.createStroke(e->path()));
    }
    std::vector<std::optional<QLineF>> leaders;
    for (EdgeItem* e : labelled) leaders.push_back(leaderInScene(e));
    for (std::size_t i = 0; i < labelled.size(); ++i) {
        const QRectF r = labelled[i]->label()->sceneBoundingRect().adjusted(0.25, 0.25, -0.25, -0.25);
        for (std::size_t j = i + 1; j < labelled.size(); ++j)
            if (r.intersects(labelled[j]->label()->sceneBoundingRect()))
                faults << QStringLiteral("labels of edges %1 and %2 overlap").arg(labelled[i]->id()).arg(labelled[j]->id());
        for (std::size_t k = 0; k < edges.size(); ++k)
            if (edges[k] != labelled[i] && strokes[k].intersects(r))
                faults << QStringLiteral("label of edge %1 covers edge %2").arg(labelled[i]->id()).arg(edges[k]->id());
        for (std::size_t j = 0; j < labelled.size(); ++j)
            if (QLineF l = leaders[j].value_or(QLineF()); j != i && leaders[j] && render::clipLine(l, r))
                faults << QStringLiteral("leader of edge %1 crosses the label of edge %2").arg(labelled[j]->id()).arg(labelled[i]->id());
        const bool away = render::leaderAnchor(labelled[i]->path(), labelled[i]->label()->sceneBoundingRect()).has_value();
        if (away && !labelled[i]->label()->hasLeader())
            faults << QStringLiteral("label of edge %1 sits away from it without a leader line").arg(labelled[i]->id());
        if (const auto anchor = labelled[i]->label()->leaderAnchor()) {
            // the leader ends on its own edge
            QPainterPathStroker stroker;
            stroker.setWidth(2);
            if (!stroker.createStroke(labelled[i]->path()).contains(*anchor))
                faults << QStringLiteral("leader of edge %1 ends off its edge").arg(labelled[i]->id());
        }
    }
    return faults;
}

}  // namespace guitest
