// Helpers for the GUI suites: opening and closing the main window, real mouse events on the canvas's viewport (press, a few moves with
// the button held, release), canonical comparison of pictures, and random pictures with fixed seeds.
// The analysis is computed on a worker: a window opened here, and every gesture sent here, ends
// with the document's artifact of the picture as it is now (settle()); a suite about the pending
// state itself edits without these helpers.
#pragma once

#include "main_window.h"
#include "play_controller.h"
#include "picture_geometry.h"
#include "picture_renderer.h"
#include "picture_scene.h"
#include "picture_view.h"

#include "homestead/analysis.h"
#include "homestead/hackenbush_rules.h"

#include <QApplication>
#include <QMouseEvent>
#include <QStandardPaths>
#include <QTest>

#include <algorithm>
#include <optional>
#include <random>

namespace guitest {

// Settings (recent files) go to a test location, never to the user's own configuration.
inline const bool kTestMode = (QStandardPaths::setTestModeEnabled(true), true);

using namespace homestead;
using namespace homestead::gui;

// A rectangle for a failure message: "(x, y) w×h".
inline QString toString(const QRectF& r) {
    return QStringLiteral("(%1, %2) %3x%4").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}

// The set-up of the window suites: a shown, exposed main window, with `picture` opened when one is
// named; null if either fails.
[[nodiscard]] inline MainWindow* openWindow(const QString& picture = {}) {
    auto* window = new MainWindow;
    // A desktop-sized window whatever the test screen (offscreen's is 800×800): the suites' layouts
    // (docks beside a canvas that still shows a picture) assume one.
    window->resize(1360, 860);
    window->show();
    if (!QTest::qWaitForWindowExposed(window) || (!picture.isEmpty() && !window->openFile(picture))) {
        delete window;
        return nullptr;
    }
    window->document()->waitForAnalysis();
    return window;
}

// The tear-down: the window closes without asking about unsaved changes.
inline void closeWindow(MainWindow* window) {
    if (!window) return;
    window->undoStack()->setClean();
    delete window;
}

// Play without waiting: engines answer at once and a chop is highlighted only briefly.
inline PlayController* quickPlay(MainWindow* window) {
    PlayController* play = window->play();
    play->setEngineDelay(0);
    play->setHighlightDuration(30);
    return play;
}

// Waits for the artifact of the picture shown in `view` (the drawing's, or the position in Play).
inline void settle(PictureView* view) {
    if (auto* scene = qobject_cast<PictureScene*>(view->scene())) scene->document()->waitForAnalysis();
}

// Opens `picture` in the window's drawing and waits until every item, number and label is in place.
inline void showBuilt(MainWindow* window, const Picture& picture) {
    window->document()->setPicture(picture);
    window->scene()->finishBuild();
    window->document()->waitForAnalysis();
    window->scene()->finishBuild();
}

inline void sendMouse(QWidget* viewport, QEvent::Type type, QPoint pos, Qt::MouseButton button,
                      Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
    QMouseEvent event(type, QPointF(pos), viewport->mapToGlobal(QPointF(pos)), button, buttons, modifiers);
    QApplication::sendEvent(viewport, &event);
}

inline QPoint toViewport(PictureView* view, QPointF scenePos) { return view->mapFromScene(scenePos); }
inline QPoint toViewport(PictureView* view, Point p) { return view->mapFromScene(render::toScene(p)); }

inline void click(PictureView* view, Point at, Qt::KeyboardModifiers m = Qt::NoModifier) {
    QWidget* vp = view->viewport();
    QPoint p = toViewport(view, at);
    sendMouse(vp, QEvent::MouseMove, p, Qt::NoButton, Qt::NoButton, m);
    sendMouse(vp, QEvent::MouseButtonPress, p, Qt::LeftButton, Qt::LeftButton, m);
    sendMouse(vp, QEvent::MouseButtonRelease, p, Qt::LeftButton, Qt::NoButton, m);
    settle(view);
}

// A drag through `via` (scene points) from a to b, in small steps, the left button held.
inline void drag(PictureView* view, QPointF a, QPointF b, Qt::KeyboardModifiers m = Qt::NoModifier,
                 std::vector<QPointF> via = {}) {
    QWidget* vp = view->viewport();
    std::vector<QPointF> points{a};
    for (QPointF v : via) points.push_back(v);
    points.push_back(b);
    sendMouse(vp, QEvent::MouseMove, toViewport(view, a), Qt::NoButton, Qt::NoButton, m);
    sendMouse(vp, QEvent::MouseButtonPress, toViewport(view, a), Qt::LeftButton, Qt::LeftButton, m);
    for (std::size_t k = 1; k < points.size(); ++k)
        for (int s = 1; s <= 6; ++s) {
            QPointF p = points[k - 1] + (points[k] - points[k - 1]) * (s / 6.0);
            sendMouse(vp, QEvent::MouseMove, toViewport(view, p), Qt::NoButton, Qt::LeftButton, m);
        }
    sendMouse(vp, QEvent::MouseButtonRelease, toViewport(view, b), Qt::LeftButton, Qt::NoButton, m);
    settle(view);
}
inline void drag(PictureView* view, Point a, Point b, Qt::KeyboardModifiers m = Qt::NoModifier) {
    drag(view, render::toScene(a), render::toScene(b), m);
}
// A loop: from the node out and back onto it.
inline void dragLoop(PictureView* view, Point at, double angle = -1.57) {
    QPointF c = render::toScene(at);
    QPointF out = c + QPointF(std::cos(angle), std::sin(angle)) * 50;
    drag(view, c, c, Qt::NoModifier, {out});
}

// A point of the viewport on edge `id` where it is the topmost edge and no node covers it, or none
// if other items hide it everywhere along its path.
inline std::optional<QPoint> clearPointOn(PictureView* view, PictureScene* scene, EdgeId id) {
    EdgeItem* item = scene->edgeItem(id);
    if (!item) return std::nullopt;
    for (double t : {0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8, 0.45, 0.55}) {
        QPoint vp = view->mapFromScene(item->path().pointAtPercent(t));
        bool clear = true;
        for (QGraphicsItem* it : scene->items(view->mapToScene(vp))) {
            if (it->type() == NodeItem::Type) clear = false;
            if (it->type() == EdgeItem::Type) {
                clear = clear && it == item;
                break;
            }
        }
        if (clear) return vp;
    }
    return std::nullopt;
}

// A left click on the viewport at `vp`.
inline void clickAt(QWidget* viewport, QPoint vp) {
    sendMouse(viewport, QEvent::MouseMove, vp, Qt::NoButton, Qt::NoButton);
    sendMouse(viewport, QEvent::MouseButtonPress, vp, Qt::LeftButton, Qt::LeftButton);
    sendMouse(viewport, QEvent::MouseButtonRelease, vp, Qt::LeftButton, Qt::NoButton);
}

// Nodes and edges sorted by id: equal pictures up to the order of insertion.
struct Canonical {
    std::vector<Node> nodes;
    std::vector<Edge> edges;
    friend bool operator==(const Canonical&, const Canonical&) = default;
};
inline Canonical canonical(const Picture& p) {
    Canonical c{p.nodes(), p.edges()};
    std::sort(c.nodes.begin(), c.nodes.end(), [](const Node& a, const Node& b) { return a.id < b.id; });
    std::sort(c.edges.begin(), c.edges.end(), [](const Edge& a, const Edge& b) { return a.id < b.id; });
    return c;
}

// The first legal chop that hands the game away (leaves a nonzero value), or -1 if none does.
inline EdgeId firstLosingMove(const Picture& picture) {
    for (EdgeId e : HackenbushRules::legalMoves(picture))
        if (analyse(picture.chop(e).picture).value != 0) return e;
    return -1;
}

// Nim heaps standing on the ground: one stalk of each height, 1.5 apart.
inline Picture nimStalks(const std::vector<int>& heights) {
    Picture p;
    const NodeId ground = p.addNode(Point{0, 0}, true);
    double x = 0;
    for (int h : heights) {
        NodeId below = ground;
        for (int k = 0; k < h; ++k) {
            const NodeId up = p.addNode(Point{x, 1.5 * (k + 1)});
            p.addEdge(below, up);
            below = up;
        }
        x += 1.5;
    }
    return p;
}

// A random positioned picture: a few base nodes, nodes above, edges (loops and repeats included).
inline Picture randomPicture(std::mt19937& rng, int nodes, int edges) {
    Picture p;
    std::uniform_real_distribution<double> x(-4, 4), y(0.8, 5);
    std::vector<NodeId> ids;
    for (int i = 0; i < nodes; ++i) {
        bool ground = i < 2 || rng() % 5 == 0;
        ids.push_back(p.addNode(Point{std::round(x(rng) * 4) / 4, ground ? 0.0 : std::round(y(rng) * 4) / 4}, ground));
    }
    for (int i = 0; i < edges; ++i) {
        NodeId a = ids[rng() % ids.size()], b = ids[rng() % ids.size()];
        if (rng() % 6 != 0 && a == b) b = ids[(rng() % ids.size())];
        p.addEdge(a, b);
    }
    return p;
}

// The number of every edge equals the core's stress (EdgeItem::labelText, kept even where a big
// picture places no label), and so does every label shown; a standing edge meeting the scene's label
// area shows its label (a small picture or a scene no view told: every standing edge), a floating
// edge shows none and is faded; the others are drawn in the edge colour. Returns a message (empty
// when all is well).
inline QString checkLabels(PictureScene* scene, const Picture& picture) {
    Analysis a = analyse(picture);
    for (std::size_t i = 0; i < picture.edges().size(); ++i) {
        const Edge& e = picture.edges()[i];
        EdgeItem* item = scene->edgeItem(e.id);
        if (!item) return QStringLiteral("no item for edge %1").arg(e.id);
        const QString stress = a.edges[i].standing ? QString::number(a.edges[i].stress) : QString();
        if (item->labelText != stress) return QStringLiteral("edge %1: number %2, stress %3").arg(e.id).arg(item->labelText, stress);
        const bool shown = item->labelShown();
        const bool inArea = !scene->labelsByArea() || item->boundingRect().intersects(*scene->labelArea());
        if (shown && !a.edges[i].standing) return QStringLiteral("edge %1: floating, label shown").arg(e.id);
        if (a.edges[i].standing && inArea && !shown) return QStringLiteral("edge %1: standing where numbers are placed, no label").arg(e.id);
        if (shown && item->label()->text() != stress)
            return QStringLiteral("edge %1: label %2, stress %3").arg(e.id).arg(item->label()->text(), stress);
        if (!a.edges[i].standing && item->look() != EdgeItem::Look::Floating)
            return QStringLiteral("edge %1: floating but not faded").arg(e.id);
        if (item->look() == EdgeItem::Look::Normal && item->stroke().color() != render::colors::edge)
            return QStringLiteral("edge %1: drawn in %2, not the edge colour").arg(e.id).arg(item->stroke().color().name());
    }
    return {};
}

}  // namespace guitest
