// gui_hover_frame: up close on a big picture, pointing at an edge paints no item (issue 13 §2: at
// 10^5 edges at Actual Size, Qt painted every item under the hovered edge and its load, 2,000 to
// 11,000 of them, up to 0.7 s). A picture of 6,000 edges (over PictureScene::kSyncEdges) at Actual
// Size; then, by structure and pixels only:
// - hovering an edge lights it and its load on screen, and paints no item of the scene: a probe item
//   under the edge and under a load edge is not painted again; leaving it shows exactly what was
//   shown before;
// - far out (the sketch) the items take the hover's looks again, and back up close their resting ones;
// - what the canvas shows is what Qt paints of the scene (QGraphicsView::render), pixel for pixel,
//   after a hover, a scroll, a change of the labels and a selection.
#include "gui_test_helpers.h"

#include "picture_io.h"

#include "../core/random_picture.h"

#include <QGraphicsItem>
#include <QScrollBar>

using namespace guitest;

namespace {

// Counts its paints: Qt paints it whenever it paints the scene where it lies.
class Probe : public QGraphicsItem {
public:
    explicit Probe(QPointF at) { setPos(at), setZValue(0.25); }
    QRectF boundingRect() const override { return {-2, -2, 4, 4}; }
    void paint(QPainter*, const QStyleOptionGraphicsItem*, QWidget*) override { ++painted; }
    int painted = 0;
};

// Runs the event loop until nothing is being built and the repaints it asked for are done.
void settle(MainWindow* w) {
    w->document()->waitForAnalysis();
    w->scene()->finishBuild();
    for (int i = 0; i < 20; ++i) QCoreApplication::processEvents();
}

QImage shown(PictureView* view) { return view->viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32); }

// The scene as Qt paints it in the viewport's place, without the canvas's own frame.
QImage painted(PictureView* view) {
    QImage out(view->viewport()->size() * view->viewport()->devicePixelRatioF(), QImage::Format_ARGB32_Premultiplied);
    out.setDevicePixelRatio(view->viewport()->devicePixelRatioF());
    QPainter p(&out);
    p.setRenderHints(view->renderHints());
    view->render(&p, QRectF(view->viewport()->rect()), view->viewport()->rect(), Qt::IgnoreAspectRatio);
    p.end();
    return out.convertToFormat(QImage::Format_RGB32);
}

// The same pixels, but for antialiasing's rounding: the canvas paints its frame as Qt paints a view
// on the window, and painted() as QGraphicsView::render does into an image, and a dashed line's
// dashes are cut to each device (a leader reaching out of the view: 3 levels on 2 pixels). A seam
// where a part was painted again differently (up to 62 levels) or anything missing is far more.
bool same(const QImage& a, const QImage& b) {
    constexpr int kRounding = 6;  // red, green and blue differences summed
    int diff = 0, maxd = 0;
    QRect where;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x)
            if (a.pixel(x, y) != b.pixel(x, y)) {
                QColor c1 = a.pixelColor(x, y), c2 = b.pixelColor(x, y);
                const int d = std::abs(c1.red() - c2.red()) + std::abs(c1.green() - c2.green()) + std::abs(c1.blue() - c2.blue());
                if (d <= kRounding) continue;
                ++diff;
                where |= QRect(x, y, 1, 1);
                maxd = std::max(maxd, d);
            }
    if (diff) qDebug() << "DIFF" << diff << maxd << where;
    return diff == 0;
}

bool near(QColor a, QColor b) {
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue()) <= 12;
}

}  // namespace

class TestHoverFrame : public QObject {
    Q_OBJECT
    MainWindow* window_ = nullptr;

    // An edge with a load of a few edges, centred in the view, it and the first of its load clear to point at.
    std::optional<EdgeId> edgeWithLoadInView() {
        PictureScene* scene = window_->scene();
        PictureView* view = window_->view();
        const auto& artifact = *window_->document()->artifact();
        for (const Edge& e : window_->document()->picture().edges()) {
            const std::vector<EdgeId> load = artifact.sortedLoad(e.id);
            if (load.size() < 2 || load.size() > 40) continue;
            view->centerOn(scene->edgeItem(e.id)->boundingRect().center());
            const QRectF shownArea = view->visibleSceneRect().adjusted(60, 60, -60, -60);
            if (!shownArea.contains(scene->edgeItem(e.id)->boundingRect()) ||
                !shownArea.contains(scene->edgeItem(load.front())->boundingRect()))
                continue;
            settle(window_);
            if (clearPointOn(view, scene, e.id) && clearPointOn(view, scene, load.front())) return e.id;
        }
        return std::nullopt;
    }

private slots:
    void init() {
        window_ = openWindow();
        QVERIFY(window_);
        Picture p = testing::randomLargePicture(7, 6000);
        io::layOutIfNeeded(p);
        window_->document()->setPicture(std::move(p));
        settle(window_);
        window_->view()->resetZoom();  // Actual Size: every number drawn
        window_->view()->centerOn(window_->scene()->contentsRect().center());
        settle(window_);
        QVERIFY(!window_->view()->sketching());
    }
    void cleanup() { closeWindow(window_); }

    void hoverPaintsNoItem() {
        PictureView* view = window_->view();
        PictureScene* scene = window_->scene();
        const std::optional<EdgeId> id = edgeWithLoadInView();
        QVERIFY(id);
        const EdgeId loaded = window_->document()->artifact()->sortedLoad(*id).front();
        const QPoint onEdge = *clearPointOn(view, scene, *id), onLoad = *clearPointOn(view, scene, loaded);
        Probe* under[] = {new Probe(view->mapToScene(onEdge)), new Probe(view->mapToScene(onLoad))};
        for (Probe* p : under) scene->addItem(p);
        settle(window_);
        const QImage before = shown(view);
        QVERIFY(under[0]->painted > 0 && under[1]->painted > 0);  // painted with the scene, once
        const int paints[] = {under[0]->painted, under[1]->painted};

        sendMouse(view->viewport(), QEvent::MouseMove, onEdge, Qt::NoButton, Qt::NoButton);
        QCOMPARE(scene->hoveredEdge(), id);
        QCOMPARE(scene->highlightedLoad().front(), loaded);
        settle(window_);
        const QImage lit = shown(view);
        QVERIFY2(near(lit.pixelColor(onEdge), render::colors::hovered), qPrintable(lit.pixelColor(onEdge).name()));
        QVERIFY2(near(lit.pixelColor(onLoad), render::colors::load), qPrintable(lit.pixelColor(onLoad).name()));
        QCOMPARE(under[0]->painted, paints[0]);  // the hover painted no item of the scene
        QCOMPARE(under[1]->painted, paints[1]);

        sendMouse(view->viewport(), QEvent::MouseMove, view->mapFromScene(QPointF(-1e5, -1e5)), Qt::NoButton, Qt::NoButton);
        scene->hoverEdge(std::nullopt);
        settle(window_);
        QCOMPARE(under[0]->painted, paints[0]);
        QVERIFY(shown(view) == before);  // exactly what was shown
    }

    void farOutTheItemsShowTheHover() {
        PictureView* view = window_->view();
        PictureScene* scene = window_->scene();
        const std::optional<EdgeId> id = edgeWithLoadInView();
        QVERIFY(id);
        QVERIFY(view->framed() && scene->hoverOverlay());
        scene->hoverEdge(*id);
        QVERIFY(scene->edgeItem(*id)->look() != EdgeItem::Look::Hovered);  // drawn over the frame
        view->fitToContents();
        settle(window_);
        QVERIFY(view->sketching() && !view->framed() && !scene->hoverOverlay());
        QCOMPARE(scene->edgeItem(*id)->look(), EdgeItem::Look::Hovered);
        for (EdgeId f : scene->highlightedLoad()) QCOMPARE(scene->edgeItem(f)->look(), EdgeItem::Look::Load);
        view->resetZoom();
        settle(window_);
        QVERIFY(view->framed() && scene->hoverOverlay());
        QVERIFY(scene->edgeItem(*id)->look() != EdgeItem::Look::Hovered);
        for (EdgeId f : scene->highlightedLoad()) QVERIFY(scene->edgeItem(f)->look() != EdgeItem::Look::Load);
    }

    // From far out (the sketch) to Actual Size: the first paint up close is the frame's, as soon as
    // the labels about the view are placed (the build's end). Qt does not first paint the items in
    // view on the viewport itself (every number in view: 67,809 of them at 10^5 edges) only for the
    // frame to be painted again whole by the next hover or scroll.
    void firstPaintUpCloseIsTheFrames() {
        PictureView* view = window_->view();
        PictureScene* scene = window_->scene();
        view->fitToContents();
        settle(window_);
        // both scroll bars, still sketched: the zoom below leaves the viewport's size as it is
        auto scrolls = [&] { return view->horizontalScrollBar()->isVisible() && view->verticalScrollBar()->isVisible(); };
        for (int k = 0; k < 20 && !scrolls(); ++k) {
            view->zoomBy(1.15);
            settle(window_);
        }
        QVERIFY(scrolls());
        QVERIFY(view->sketching() && !view->framed());
        const QPointF middle = scene->contentsRect().center();
        auto* probe = new Probe(middle);
        scene->addItem(probe);
        settle(window_);
        QCOMPARE(probe->painted, 0);  // (the sketch paints the tiles, no item)
        const QSize size = view->viewport()->size();
        const long long renders = paintCounters().frameRenders, unframed = paintCounters().unframedPaints;
        view->resetZoom();
        view->centerOn(middle);
        QVERIFY(scene->building());  // the labels about the view are being placed: sketched meanwhile
        settle(window_);
        QCOMPARE(view->viewport()->size(), size);
        QVERIFY(view->framed() && scene->hoverOverlay());
        QVERIFY(probe->painted > 0);
        QCOMPARE(paintCounters().unframedPaints, unframed);
        QVERIFY(paintCounters().frameRenders > renders);
    }

    void canvasIsWhatQtPaints() {
        PictureView* view = window_->view();
        PictureScene* scene = window_->scene();
        QVERIFY(same(shown(view), painted(view)));
        // a scroll: what the canvas kept moves with it
        view->horizontalScrollBar()->setValue(view->horizontalScrollBar()->value() + 37);
        view->verticalScrollBar()->setValue(view->verticalScrollBar()->value() - 23);
        settle(window_);
        QVERIFY(same(shown(view), painted(view)));
        // a change of every label, and a selection
        window_->actions().weights->setChecked(true);
        settle(window_);
        QVERIFY(same(shown(view), painted(view)));
        const std::optional<EdgeId> id = edgeWithLoadInView();
        QVERIFY(id);
        scene->edgeItem(*id)->setSelected(true);
        settle(window_);
        QVERIFY(same(shown(view), painted(view)));
        // hovered: the canvas is the scene with the hover over it, elsewhere untouched
        scene->hoverEdge(*id);
        settle(window_);
        const QImage lit = shown(view), plain = painted(view);
        QVERIFY(lit != plain);
        QRegion hoverArea;
        std::vector<EdgeId> litEdges = scene->highlightedLoad();
        litEdges.push_back(*id);
        for (EdgeId e : litEdges) {
            const EdgeItem* item = scene->edgeItem(e);
            for (const QRectF& band : item->strokeBands()) hoverArea += view->mapFromScene(band).boundingRect().adjusted(-2, -2, 2, 2);
            for (const NodeItem* n : {item->from(), item->to()}) hoverArea += view->mapFromScene(n->sceneBoundingRect()).boundingRect().adjusted(-2, -2, 2, 2);
        }
        for (int y = 0; y < lit.height(); y += 3)
            for (int x = 0; x < lit.width(); x += 3)
                if (!hoverArea.contains(QPoint(x, y)) && lit.pixel(x, y) != plain.pixel(x, y))
                    QFAIL(qPrintable(QStringLiteral("the hover changed %1,%2 outside its strokes").arg(x).arg(y)));
    }
};

QTEST_MAIN(TestHoverFrame)
#include "tst_hover_frame.moc"
