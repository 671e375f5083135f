// labels_clear_of_ring: no number on the canvas lies under the keyboard's focus ring or across the
// dotted ground line. A student on the keys alone Tabs from item to item of the Homestead: at each
// stop, every shown label's plate keeps clear of the area the ring covers (KeyboardFocus::ringArea),
// the focused edge's own label too, where a ring drawn over numbers used to hide them. Escape takes
// the ring away and the labels it had pushed aside may come back. A picture of low edges beside the
// ground has its numbers above them, not on the ground line (whose dots the plates used to erase),
// laid out as it opens and placed again one by one (a drag).
#include "gui_test_helpers.h"
#include "label_layout_checks.h"

#include "keyboard_focus.h"

#include <QApplication>

#include <cmath>
#include <optional>
#include <utility>

#include "hang_guard.h"

using namespace guitest;

namespace {

// The ring's area as the view draws it now (scene coordinates).
QPainterPath ringNow(PictureView* view) {
    const KeyboardFocus& focus = view->keyboardFocus();
    return KeyboardFocus::ringArea(focus.outline(), view->zoom(), focus.outlineHalfWidth());
}

QString underRing(PictureView* view, PictureScene* scene) {
    const QPainterPath ring = ringNow(view);
    QStringList hit;
    for (EdgeItem* e : labelledEdges(scene))
        if (ring.intersects(e->label()->sceneBoundingRect()))
            hit << QStringLiteral("edge %1 “%2”").arg(e->id()).arg(e->label()->text());
    return hit.join(QStringLiteral(", "));
}

QString onGround(PictureScene* scene) {
    QStringList hit;
    for (EdgeItem* e : labelledEdges(scene)) {
        const QRectF plate = e->label()->sceneBoundingRect();
        if (plate.top() < 0 && plate.bottom() > 0) hit << QStringLiteral("edge %1 at y %2…%3").arg(e->id()).arg(plate.top()).arg(plate.bottom());
    }
    return hit.join(QStringLiteral(", "));
}

// Two ground nodes with a low apex, a long low triangle, and a low zigzag to a node on the ground line.
// `copies` of them side by side (more than kFewLabels edges: their labels are placed as one batch).
Picture lowPicture(int copies = 1) {
    Picture p;
    for (int k = 0; k < copies; ++k) {
        const double x = 6.0 * k;
        const NodeId g0 = p.addNode(Point{x, 0}, true), g1 = p.addNode(Point{x + 1, 0}, true), a = p.addNode(Point{x + 0.5, 0.25});
        const NodeId g2 = p.addNode(Point{x + 2, 0}, true), b = p.addNode(Point{x + 3, 0.3}), g3 = p.addNode(Point{x + 4, 0}, true);
        const NodeId c = p.addNode(Point{x + 4.6, 0.2}), d = p.addNode(Point{x + 5.2, 0});
        for (auto [u, v] : {std::pair{g0, a}, {g1, a}, {g0, g1}, {g2, b}, {b, g3}, {g2, g3}, {g3, c}, {c, d}}) p.addEdge(u, v);
    }
    return p;
}

}  // namespace

class LabelsClearOfRingTest : public QObject {
    Q_OBJECT
private slots:
    void noLabelUnderTheRing() {
        MainWindow* window = openWindow(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/homestead.json"));
        QVERIFY(window);
        PictureView* view = window->view();
        PictureScene* scene = window->scene();
        window->activateWindow();
        view->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(view->hasFocus());
        int stops = 0, edges = 0;
        for (int i = 0; i < 60 && view->hasFocus(); ++i) {
            QTest::keyClick(view, Qt::Key_Tab);
            if (!view->focusedEdge() && !view->focusedNode()) break;
            ++stops;
            edges += view->focusedEdge().has_value();
            QTRY_VERIFY(!scene->labelsSettling());  // a crowd the ring uncovers is placed off the window's thread
            const QString hit = underRing(view, scene);
            QVERIFY2(hit.isEmpty(), qPrintable(QStringLiteral("stop %1: under the ring: %2").arg(stops).arg(hit)));
        }
        QVERIFY2(stops >= 40 && edges >= 10, qPrintable(QString::number(stops)));
        const QString layout = checkLabels(scene, window->document()->picture());
        QVERIFY2(layout.isEmpty(), qPrintable(layout));
        QTest::keyClick(view, Qt::Key_Escape);
        QVERIFY(!view->focusedEdge() && !view->focusedNode());
        QVERIFY(ringNow(view).isEmpty());
        closeWindow(window);
    }

    void noLabelOnTheGroundLine() {
        MainWindow* window = openWindow();
        QVERIFY(window);
        showBuilt(window, lowPicture());
        PictureScene* scene = window->scene();
        QCOMPARE(labelledEdges(scene).size(), std::size_t(8));
        QString hit = onGround(scene);
        QVERIFY2(hit.isEmpty(), qPrintable(QStringLiteral("laid out: ") + hit));
        // the apex of the long triangle dragged a little: its two edges' labels placed one by one
        const Picture& picture = window->document()->picture();
        std::optional<Point> apex;
        for (const Node& n : picture.nodes())
            if (n.position && std::abs(n.position->y - 0.3) < 1e-9) apex = n.position;
        QVERIFY(apex);
        window->scene()->setMode(PictureScene::Mode::Select);
        drag(window->view(), *apex, Point{apex->x + 0.1, apex->y});
        hit = onGround(scene);
        QVERIFY2(hit.isEmpty(), qPrintable(QStringLiteral("after a drag: ") + hit));
        closeWindow(window);
    }

    void noLabelOnTheGroundLineInABatch() {
        MainWindow* window = openWindow();
        QVERIFY(window);
        showBuilt(window, lowPicture(5));
        PictureScene* scene = window->scene();
        QTRY_VERIFY(!scene->labelsSettling());
        QCOMPARE(labelledEdges(scene).size(), std::size_t(40));
        const QString hit = onGround(scene);
        QVERIFY2(hit.isEmpty(), qPrintable(QStringLiteral("laid out: ") + hit));
        closeWindow(window);
    }
};

QTEST_MAIN(LabelsClearOfRingTest)
#include "tst_labels_clear_of_ring.moc"
