// find_zoom: a 10^5-edge random edge list (the benchmarks' picture: a random tree on 20 base nodes,
// one edge in ten a cross edge between random nodes; no positions, so the layout draws it) opened in
// the window. Fitted, an edge is a few pixels long on average. Find (by id) and Next Winning Move
// (F3) zoom so that the edge they select is at least kLongEnough pixels long on screen, its middle
// within the viewport, and the view round it is not painted solid (at most kMostGreen of its pixels
// edge-green, where a blob packed a unit apart paints 0.7 to 0.95 at any zoom): something a user
// sees and can click. Nothing is timed.
#include "gui_test_helpers.h"

#include "find_actions.h"
#include "find_bar.h"
#include "winning_move_stepper.h"
#include "picture_geometry.h"

#include "../bench/bench_pictures.h"
#include "homestead/picture_file.h"

#include <QImage>
#include <QTemporaryDir>

#include <cmath>
#include <fstream>

#include "../hang_guard.h"

using namespace guitest;

namespace {

constexpr double kLongEnough = 20;  // pixels on screen
constexpr double kMostGreen = 0.5;  // of the viewport's pixels, round an edge found

// The bench picture of `edges` edges written as an edge list (no positions).
QString writeEdgeList(const QTemporaryDir& dir, int edges) {
    const QString path = dir.filePath(QStringLiteral("random.edges"));
    const std::string text = writePictureText(bench::bigPicture(edges, 12345), PictureFormat::Edges);
    std::ofstream(path.toStdString(), std::ios::binary) << text;
    return path;
}

// The edge's ends on screen (viewport pixels).
std::pair<QPointF, QPointF> onScreen(PictureView* view, const Picture& p, EdgeId id) {
    const Edge& e = p.edge(id);
    auto at = [&](NodeId n) { return QPointF(view->mapFromScene(render::toScene(*p.node(n).position))); };
    return {at(e.from), at(e.to)};
}

// The share of the viewport's pixels painted edge-green, once every tile of a sketch shows this zoom.
double greenShare(PictureView* view) {
    int frames = 0;
    do view->viewport()->repaint();
    while (view->sketchIncomplete() && ++frames < 1000);
    const QImage shot = view->viewport()->grab().toImage();
    std::size_t green = 0;
    for (int y = 0; y < shot.height(); ++y)
        for (int x = 0; x < shot.width(); ++x) {
            const QColor c = shot.pixelColor(x, y);
            green += c.green() > c.red() + 40 && c.green() > c.blue() + 20 ? 1 : 0;
        }
    return double(green) / double(shot.width() * shot.height());
}

QString visibleAndLongEnough(PictureView* view, const Picture& p, EdgeId id) {
    const auto [a, b] = onScreen(view, p, id);
    const double length = std::hypot(a.x() - b.x(), a.y() - b.y());
    const QPointF middle = (a + b) / 2;
    if (length < kLongEnough) return QString("edge %1 is %2 px long on screen").arg(id).arg(length);
    if (!QRectF(view->viewport()->rect()).contains(middle)) return QString("edge %1's middle is off screen").arg(id);
    if (const double share = greenShare(view); share > kMostGreen)
        return QString("round edge %1, %2 of the viewport is edge-green").arg(id).arg(share);
    return {};
}

}  // namespace

class FindZoom : public QObject {
    Q_OBJECT
private slots:
    void aRandomPictureIsReadableAndFindLandsOnAVisibleEdge() {
        QTemporaryDir dir;
        MainWindow* w = openWindow(writeEdgeList(dir, 100000));
        QVERIFY(w);
        w->scene()->finishBuild();
        w->document()->waitForAnalysis();
        w->scene()->finishBuild();
        PictureView* view = w->view();
        view->fitToContents();
        const Picture& p = w->document()->picture();
        QCOMPARE(p.edgeCount(), std::size_t(100000));

        // fitted: an edge a few pixels long on average
        double length = 0;
        std::size_t counted = 0;
        for (const Edge& e : p.edges()) {
            if (e.from == e.to) continue;
            const auto [a, b] = onScreen(view, p, e.id);
            length += std::hypot(a.x() - b.x(), a.y() - b.y());
            ++counted;
        }
        QVERIFY2(length / double(counted) >= 3, qPrintable(QString("%1 px per edge").arg(length / double(counted))));

        // Find by id: edges of the tree, cross edges (the longest), the last one
        FindBar* bar = w->findActions()->bar();
        bar->open();
        for (EdgeId id : {EdgeId(0), EdgeId(17), EdgeId(4242), EdgeId(50001), EdgeId(99999)}) {
            view->fitToContents();
            bar->setQuery(QStringLiteral("e%1").arg(id));
            bar->waitForMatches();
            QCOMPARE(w->scene()->selectedEdges(), std::vector<EdgeId>{id});
            const QString wrong = visibleAndLongEnough(view, p, id);
            QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
        }
        bar->close();
        // F3: the winning moves, from the fitted view
        const std::vector<EdgeId> wins = w->document()->analysis().winningMoves;
        QVERIFY(!wins.empty());
        for (std::size_t k = 0; k < std::min<std::size_t>(wins.size(), 3); ++k) {
            view->fitToContents();
            w->findActions()->winningMoves()->next();
            QCOMPARE(w->scene()->selectedEdges(), std::vector<EdgeId>{wins[k]});
            const QString wrong = visibleAndLongEnough(view, p, wins[k]);
            QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
        }
        closeWindow(w);
    }
};

QTEST_MAIN(FindZoom)
#include "tst_find_zoom.moc"
