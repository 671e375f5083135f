// gui_garden_hover_repaint: hovering an edge on the canvas lights its garden edge, and the garden
// repaints only the halos that come or go, not the whole tree (issue 13 §2: at 10^5 edges a full
// garden repaint per hover was the hover's median cost). On a random tree of 800 edges (fixed seed),
// for 150 hovers: the region asked for covers every garden edge whose halo changed, is empty when
// nothing changed, and the canvas then paints nothing outside it. Zoomed far out, hovers copy the
// garden's sketch from its image instead of drawing the tree again.
#include "gui_test_helpers.h"

#include "garden_view.h"

#include <QPaintEvent>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabWidget>

#include "../hang_guard.h"

using namespace guitest;

namespace {

// A random tree of `edges` edges on 4 base nodes, with a few cycles (fans of petals in the garden).
Picture randomTree(int edges, std::uint32_t seed) {
    std::mt19937 rng(seed);
    Picture p;
    std::vector<NodeId> ids;
    std::vector<Point> at;
    for (int i = 0; i < 4; ++i) {
        ids.push_back(p.addNode(Point{i * 8.0, 0}, true));
        at.push_back({i * 8.0, 0});
    }
    while (static_cast<int>(p.edgeCount()) < edges) {
        const std::size_t parent = rng() % ids.size();
        if (rng() % 12 == 0 && ids.size() > 10) {
            p.addEdge(ids[parent], ids[rng() % ids.size()]);
            continue;
        }
        const Point q{at[parent].x + double(int(rng() % 5) - 2) * 0.5, at[parent].y + 1};
        ids.push_back(p.addNode(q));
        at.push_back(q);
        p.addEdge(ids[parent], ids.back());
    }
    return p;
}

// Records the rectangles the canvas paints.
struct PaintLog : QObject {
    std::vector<QRect> rects;
    bool eventFilter(QObject*, QEvent* e) override {
        if (e->type() == QEvent::Paint) rects.push_back(static_cast<QPaintEvent*>(e)->rect());
        return false;
    }
};

}  // namespace

class TestGardenHoverRepaint : public QObject {
    Q_OBJECT
    // The Garden tab in front, on a random tree of 800 edges laid out; null if it never was.
    static GardenView* showGardenOfRandomTree(MainWindow* w) {
        w->actions().garden->setChecked(true);
        w->sideTabs()->setCurrentWidget(w->gardenView());
        w->document()->setPicture(randomTree(800, 17));
        w->document()->waitForAnalysis();
        while (w->scene()->building()) QCoreApplication::processEvents();
        GardenView* garden = w->gardenView();
        const bool laidOut = QTest::qWaitFor([&] { return !garden->computing() && garden->layout().bridges.size() > 100; },
                                             homestead::testing::kHangGuardMs);
        return laidOut ? garden : nullptr;
    }

private slots:
    void hoverRepaintsOnlyTheHalosThatChange() {
        MainWindow* w = openWindow();
        QVERIFY(w);
        GardenView* garden = showGardenOfRandomTree(w);
        QVERIFY(garden);
        QCoreApplication::processEvents();
        PaintLog log;
        garden->canvas()->installEventFilter(&log);
        const auto artifact = w->document()->artifact();
        const Picture& p = artifact->picture();
        const Garden& g = artifact->garden();
        const QRect visible = garden->canvas()->visibleRegion().boundingRect();
        QVERIFY(!visible.isEmpty());
        std::mt19937 rng(3);
        std::optional<EdgeId> before;
        int repaints = 0;
        for (int round = 0; round < 150; ++round) {
            const EdgeId id = p.edges()[rng() % p.edgeCount()].id;
            log.rects.clear();
            w->scene()->hoverEdge(id);
            const QRegion asked = garden->lastHighlightRepaint();
            // Every garden bridge of the edges lit before or now is inside the region asked for.
            for (std::optional<EdgeId> e : {before, std::optional<EdgeId>(id)}) {
                if (!e || before == id) continue;
                const std::size_t i = p.indexOfEdge(*e);
                if (g.edgeNode[i] < 0 || !g.isBridge[i]) continue;
                const QRectF b = garden->layout().bridges[g.bridgeToParent[g.edgeNode[i]]].boundingRect();
                const QRect onCanvas = QRectF(garden->canvasPoint(b.topLeft()), b.size() * garden->scale()).toAlignedRect();
                QVERIFY2((QRegion(onCanvas) - asked).isEmpty(), qPrintable(QStringLiteral("edge %1's garden bridge is not repainted").arg(*e)));
            }
            QCoreApplication::processEvents();
            // Nothing painted outside the region asked for (not the whole visible tree).
            for (const QRect& r : log.rects) {
                QVERIFY2(asked.boundingRect().contains(r), qPrintable(QStringLiteral("round %1: painted %2,%3 %4×%5 outside the halos")
                                                                          .arg(round).arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height())));
                ++repaints;
            }
            before = id;
        }
        QVERIFY(repaints > 0);  // the halos were drawn at all
        // The same highlight again: nothing changes, nothing is repainted.
        garden->setHighlight(garden->highlight());
        QVERIFY(garden->lastHighlightRepaint().isEmpty());
        closeWindow(w);
    }

    // Zoomed far out the garden is a sketch, kept as an image: a hover paints its halo and copies the
    // rest from the image, without drawing the tree again; what it shows is what a full paint shows
    // (the same pixels once the hover is gone), scrolled or not.
    void farOutHoverKeepsTheSketchImage() {
        MainWindow* w = openWindow();
        QVERIFY(w);
        GardenView* garden = showGardenOfRandomTree(w);
        QVERIFY(garden);
        for (int i = 0; i < 60 && !garden->sketching(); ++i) garden->zoomBy(0.8);
        QVERIFY(garden->sketching());
        garden->zoomBy(1.25);  // the largest sketched scale: the tree wider than the panel, so it scrolls
        if (!garden->sketching()) garden->zoomBy(0.8);
        QVERIFY(garden->sketching());
        QWidget* canvas = garden->canvas();
        for (int scrolled = 0; scrolled < 2; ++scrolled) {
            if (scrolled) {
                auto* area = qobject_cast<QScrollArea*>(canvas->parentWidget()->parentWidget());
                QVERIFY(area);
                area->horizontalScrollBar()->setValue(area->horizontalScrollBar()->maximum() / 2);
                area->verticalScrollBar()->setValue(area->verticalScrollBar()->maximum() / 2);
            }
            QCoreApplication::processEvents();  // the paint asks for the sketch's image (drawn off the window's thread)
            garden->waitForSketch();
            const QImage rest = canvas->grab().toImage();
            const long long drawn = garden->sketchImagesDrawn();
            QVERIFY(drawn > 0);
            PaintLog log;
            canvas->installEventFilter(&log);
            const Picture& p = w->document()->artifact()->picture();
            std::mt19937 rng(8);
            int lit = 0;
            for (int round = 0; round < 60; ++round) {
                w->scene()->hoverEdge(p.edges()[rng() % p.edgeCount()].id);
                QCoreApplication::processEvents();
                canvas->repaint(garden->lastHighlightRepaint());
                lit += !garden->lastHighlightRepaint().isEmpty();
            }
            QVERIFY(lit > 0);
            QVERIFY(!log.rects.empty());
            QCOMPARE(garden->sketchImagesDrawn(), drawn);  // hovers copy the image, never draw the tree
            w->scene()->hoverEdge(std::nullopt);
            QCoreApplication::processEvents();
            QCOMPARE(garden->sketchImagesDrawn(), drawn);
            canvas->removeEventFilter(&log);
            QCOMPARE(canvas->grab().toImage(), rest);  // halos gone, the copied parts in place
        }
        closeWindow(w);
    }
};

QTEST_MAIN(TestGardenHoverRepaint)
#include "tst_garden_hover_repaint.moc"
