// Checks of the canvas's leader lines as the back row follows them (back_row_labels): no two
// leaders cross, no leader passes over a node (but the one at its end: an edge shorter than its
// nodes are wide lies under them), and every leader is short — at
// most a few label heights. The callouts' leaders (a label set outside the drawing's box) are also
// measured against what no placement can beat: such a plate lies outside the box and its leader
// ends on its edge inside it, so the leader is at least the way out of the box from the nearest
// point of its edge.
#pragma once

#include "label_layout_checks.h"

#include <QLineF>
#include <QStringList>

#include <algorithm>
#include <limits>
#include <vector>

namespace guitest {

// The box of the scene's edges and nodes: labels outside it are callouts.
inline QRectF drawingBox(PictureScene* scene) {
    QRectF box;
    for (QGraphicsItem* it : scene->items()) {
        if (it->type() == EdgeItem::Type) box |= static_cast<EdgeItem*>(it)->path().boundingRect();
        else if (it->type() == NodeItem::Type) box |= it->sceneBoundingRect();
    }
    return box;
}

// Every pair of leaders that cross, one line each (empty when none do). O(leaders²): a test's few.
inline QStringList leaderCrossings(PictureScene* scene) {
    QStringList out;
    std::vector<std::pair<EdgeId, QLineF>> leaders;
    for (EdgeItem* e : labelledEdges(scene))
        if (const auto line = leaderInScene(e)) leaders.emplace_back(e->id(), *line);
    for (std::size_t i = 0; i < leaders.size(); ++i)
        for (std::size_t j = i + 1; j < leaders.size(); ++j)
            if (leaders[i].second.intersects(leaders[j].second) == QLineF::BoundedIntersection)
                out << QStringLiteral("leaders of edges %1 and %2 cross").arg(leaders[i].first).arg(leaders[j].first);
    return out;
}

// Every leader that passes over a node (but one at its end), and every leader longer than `most`
// label heights (its own label's), one line each.
inline QStringList leadersAstray(PictureScene* scene, double most) {
    QStringList out;
    std::vector<QRectF> nodes;
    for (QGraphicsItem* it : scene->items())
        if (it->type() == NodeItem::Type) nodes.push_back(it->sceneBoundingRect());
    for (EdgeItem* e : labelledEdges(scene)) {
        const auto line = leaderInScene(e);
        if (!line) continue;
        for (const QRectF& n : nodes)
            if (QLineF part = *line; !n.contains(line->p2()) && render::clipLine(part, n)) {
                out << QStringLiteral("leader of edge %1 passes over the node at (%2, %3)").arg(e->id()).arg(n.center().x()).arg(n.center().y());
                break;
            }
        const double height = e->label()->sceneBoundingRect().height();
        if (line->length() > most * height)
            out << QStringLiteral("leader of edge %1 is %2 label heights long").arg(e->id()).arg(line->length() / height, 0, 'f', 1);
    }
    return out;
}

// The leaders: how many, the longest in label heights, their total length; and of the callouts
// among them, how many, their total length, and the least total any placement could give them
// (for each, the distance from the nearest of 65 points of its edge to the drawing box's border).
struct LeaderFigures {
    int count = 0;
    double longest = 0;  // label heights
    double length = 0;
    int callouts = 0;
    double calloutLength = 0;
    double calloutLeast = 0;
};
inline LeaderFigures leaderFigures(PictureScene* scene) {
    LeaderFigures out;
    const QRectF box = drawingBox(scene);
    for (EdgeItem* e : labelledEdges(scene)) {
        const auto line = leaderInScene(e);
        if (!line) continue;
        ++out.count;
        out.length += line->length();
        out.longest = std::max(out.longest, line->length() / e->label()->sceneBoundingRect().height());
        if (box.intersects(e->label()->sceneBoundingRect())) continue;
        ++out.callouts;
        out.calloutLength += line->length();
        double least = std::numeric_limits<double>::max();
        for (int k = 0; k <= 64; ++k) {
            const QPointF p = e->path().pointAtPercent(k / 64.0);
            least = std::min({least, p.x() - box.left(), box.right() - p.x(), p.y() - box.top(), box.bottom() - p.y()});
        }
        out.calloutLeast += std::max(0.0, least);
    }
    return out;
}

}  // namespace guitest
