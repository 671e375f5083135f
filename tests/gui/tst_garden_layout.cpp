// gui_garden_layout: the garden side view reads cleanly. For every picture in resources/pictures
// (as the real GardenView lays it out) and for random pictures of all sizes: no two labels meet; no
// label meets a petal, a node, or a bridge other than its own (a stress label sits on its own
// bridge's stem); nodes and fans of different nodes keep apart; every bridge has exactly one label
// and its number is the core's stress; every node with k ≥ 2 loops shows "×k", every node with
// loops some petals. Also: the checker itself catches an overlap, big pictures (up to 50,000 edges, a
// 3,000-node path) lay out cleanly, and the view fits every tree whole (small ones at a readable
// scale) and scrolls one zoomed in, ground in sight. A garden far wider than the view comes folded
// onto shelves (clean too, each shelf's trees between its ground line and the next, parents below
// their children), and Fit shows a 10^5-edge garden whole, filling the view both ways; a classic
// garden is never folded, at any panel shape. How long a layout takes is measured in
// tests/bench/bench_garden_layout, not here.
// To look at the examples as the view draws them: HOMESTEAD_GARDEN_SHOTS=/tmp/garden (a folder).
#include "garden_layout.h"
#include "garden_painter.h"
#include "picture_geometry.h"
#include "garden_test_helpers.h"
#include "garden_view.h"
#include "picture_document.h"

#include "../bench/bench_pictures.h"
#include "../core/random_picture.h"
#include "homestead/garden.h"
#include "homestead/picture_json.h"

#include <QDir>
#include <QFont>
#include <QImage>
#include <QPainter>
#include <QLineF>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>

#include <cmath>
#include <random>

#include "../hang_guard.h"

using namespace homestead;
using namespace homestead::render;
using homestead::gui::GardenView;
using homestead::gui::PictureDocument;

namespace {

// Does the segment a–b cross (or touch the inside of) rectangle r?
bool segmentHitsRect(QPointF a, QPointF b, const QRectF& r) {
    QLineF line(a, b);
    return homestead::render::clipLine(line, r);
}

QRectF nodeBox(QPointF c) {
    const double r = kGardenNodeRadius;
    return {c.x() - r, c.y() - r, 2 * r, 2 * r};
}

// Everything a user would call "crowded", as messages (empty: reads cleanly).
QStringList problems(const Garden& g, const GardenLayout& l) {
    QStringList out;
    auto say = [&](const QString& s) { if (out.size() < 20) out << s; };
    const double pen = kGardenPetalWidth / 2;
    // labels: one per bridge with the core's stress, one per node with k >= 2 loops
    std::vector<int> stressLabels(g.bridges.size(), 0);
    std::vector<int> countLabels(g.nodeCount, 0);
    for (const GardenLabel& lab : l.labels) {
        if (!std::isfinite(lab.rect.x()) || !std::isfinite(lab.rect.y()) || lab.rect.isEmpty()) say("a label without a place");
        if (!l.bounds.contains(lab.rect)) say("label " + lab.text + " outside the bounds");
        if (lab.bridge >= 0) {
            if (lab.bridge >= int(g.bridges.size())) { say("label for no bridge"); continue; }
            ++stressLabels[lab.bridge];
            bool ok = false;
            const qulonglong shown = lab.text.toULongLong(&ok);
            if (!ok || shown != g.bridges[lab.bridge].stress)
                say(QStringLiteral("bridge %1 shows %2, the core says %3").arg(lab.bridge).arg(lab.text).arg(g.bridges[lab.bridge].stress));
        } else if (lab.node >= 0 && lab.node < g.nodeCount) {
            ++countLabels[lab.node];
            if (lab.text != QStringLiteral("×%1").arg(g.loops[lab.node].size())) say("node count label " + lab.text);
        } else {
            say("a label that belongs to nothing");
        }
    }
    for (std::size_t i = 0; i < g.bridges.size(); ++i)
        if (stressLabels[i] != 1) say(QStringLiteral("bridge %1 has %2 labels").arg(i).arg(stressLabels[i]));
    std::vector<int> petals(g.nodeCount, 0);
    for (int v : l.petalNode) ++petals[v];
    for (int v = 0; v < g.nodeCount; ++v) {
        const int loops = int(g.loops[v].size());
        if (countLabels[v] != (loops >= 2 ? 1 : 0)) say(QStringLiteral("node %1 with %2 loops has %3 counts").arg(v).arg(loops).arg(countLabels[v]));
        if ((loops > 0) != (petals[v] > 0)) say(QStringLiteral("node %1 with %2 loops has %3 petals").arg(v).arg(loops).arg(petals[v]));
    }
    if (l.nodes.size() != std::size_t(g.nodeCount) || l.bridges.size() != g.bridges.size()) {
        say("the layout does not match the garden");
        return out;
    }
    for (int v = 1; v < g.nodeCount; ++v)
        if (!(l.nodes[v].y() < l.groundY)) say(QStringLiteral("node %1 not above the ground").arg(v));

    // pairwise, pruned by a sweep over x
    struct Item {
        QRectF box;
        int kind;   // 0 label, 1 petal, 2 node, 3 bridge segment
        int index;  // into labels / petals / nodes / bridges
        QPointF a, b;
    };
    std::vector<Item> items;
    for (std::size_t i = 0; i < l.labels.size(); ++i) items.push_back({l.labels[i].rect, 0, int(i), {}, {}});
    for (std::size_t i = 0; i < l.petals.size(); ++i)
        items.push_back({l.petals[i].boundingRect().adjusted(-pen, -pen, pen, pen), 1, int(i), {}, {}});
    for (int v = 1; v < g.nodeCount; ++v) items.push_back({nodeBox(l.nodes[v]), 2, v, {}, {}});
    for (std::size_t i = 0; i < l.bridges.size(); ++i)
        for (int k = 0; k + 1 < l.bridges[i].size(); ++k) {
            const QPointF a = l.bridges[i][k], b = l.bridges[i][k + 1];
            items.push_back({QRectF(a, b).normalized().adjusted(-1, -1, 1, 1), 3, int(i), a, b});
        }
    std::sort(items.begin(), items.end(), [](const Item& x, const Item& y) { return x.box.left() < y.box.left(); });
    auto bridgeNodes = [&](int bridge) { return std::pair{g.bridges[bridge].parent, g.bridges[bridge].child}; };
    for (std::size_t i = 0; i < items.size(); ++i) {
        for (std::size_t j = i + 1; j < items.size() && items[j].box.left() <= items[i].box.right(); ++j) {
            const Item *x = &items[i], *y = &items[j];
            if (!x->box.intersects(y->box)) continue;
            if (x->kind > y->kind) std::swap(x, y);
            const QString where = QStringLiteral(" near (%1, %2)").arg(x->box.center().x()).arg(x->box.center().y());
            if (x->kind == 0 && y->kind == 0) {
                say("labels " + l.labels[x->index].text + " and " + l.labels[y->index].text + " overlap" + where);
            } else if (x->kind == 0 && y->kind == 1) {
                if (l.petals[y->index].intersects(x->box.adjusted(-pen, -pen, pen, pen)))
                    say("label " + l.labels[x->index].text + " meets a petal" + where);
            } else if (x->kind == 0 && y->kind == 2) {
                say("label " + l.labels[x->index].text + " meets a node" + where);
            } else if (x->kind == 0 && y->kind == 3) {
                if (l.labels[x->index].bridge != y->index && segmentHitsRect(y->a, y->b, x->box))
                    say("label " + l.labels[x->index].text + " lies on another bridge" + where);
            } else if (x->kind == 1 && y->kind == 1) {
                if (l.petalNode[x->index] != l.petalNode[y->index] && l.petals[x->index].intersects(l.petals[y->index]))
                    say("petals of two nodes meet" + where);
            } else if (x->kind == 1 && y->kind == 2) {
                if (l.petalNode[x->index] != y->index && l.petals[x->index].intersects(nodeBox(l.nodes[y->index])))
                    say("a petal meets another node" + where);
            } else if (x->kind == 1 && y->kind == 3) {
                // a bridge may touch the node the petal hangs on, nowhere else
                const int v = l.petalNode[x->index];
                const QPointF at = l.nodes[v];
                const QRectF own = nodeBox(at).adjusted(-2, -2, 2, 2);
                const int steps = 24;
                for (int s = 0; s <= steps; ++s) {
                    const QPointF p = y->a + (y->b - y->a) * (double(s) / steps);
                    if (!own.contains(p) && l.petals[x->index].contains(p)) {
                        say("a bridge crosses a petal" + where);
                        break;
                    }
                }
            } else if (x->kind == 2 && y->kind == 2) {
                if (QLineF(l.nodes[x->index], l.nodes[y->index]).length() < 2 * kGardenNodeRadius + 2) say("nodes overlap" + where);
            } else if (x->kind == 2 && y->kind == 3) {
                const auto [p, c] = bridgeNodes(y->index);
                if (x->index != p && x->index != c && segmentHitsRect(y->a, y->b, nodeBox(l.nodes[x->index])))
                    say("a bridge runs through another node" + where);
            }
        }
    }
    return out;
}

// A folded layout's shelves (empty: sound): every stalk stands on a ground line; every node is
// above its stalk's ground line and below the next one up (shelves do not interleave), and above
// its parent (a parent is drawn below its children, nearer its ground).
QStringList shelfProblems(const Garden& g, const GardenLayout& l) {
    QStringList out;
    auto say = [&](const QString& s) { if (out.size() < 20) out << s; };
    if (l.grounds.empty() || l.grounds.front() != l.groundY) say("no ground line at groundY");
    for (std::size_t k = 1; k < l.grounds.size(); ++k)
        if (!(l.grounds[k] < l.grounds[k - 1])) say(QStringLiteral("ground line %1 not above the one below").arg(k));
    std::vector<int> shelf(g.nodeCount, -1);
    std::size_t stalks = 0;
    for (int v = 1; v < g.nodeCount; ++v) {  // bridges are ordered parent before child
        const int b = g.bridgeToParent[v];
        const QPolygonF& line = l.bridges[b];
        if (g.parent[v] == 0) {
            ++stalks;
            const auto it = std::find(l.grounds.begin(), l.grounds.end(), line.front().y());
            if (it == l.grounds.end()) { say(QStringLiteral("stalk %1 stands on no ground line").arg(b)); continue; }
            shelf[v] = int(it - l.grounds.begin());
            if (std::find(l.bases.begin(), l.bases.end(), line.front()) == l.bases.end()) say(QStringLiteral("stalk %1 has no base square").arg(b));
        } else {
            shelf[v] = shelf[g.parent[v]];
            if (!(l.nodes[g.parent[v]].y() > l.nodes[v].y())) say(QStringLiteral("node %1 not above its parent").arg(v));
        }
        if (shelf[v] < 0) continue;
        const double y = l.nodes[v].y();
        if (!(y < l.grounds[shelf[v]])) say(QStringLiteral("node %1 not above its ground line").arg(v));
        if (std::size_t(shelf[v]) + 1 < l.grounds.size() && !(y > l.grounds[shelf[v] + 1]))
            say(QStringLiteral("node %1 reaches the shelf above").arg(v));
    }
    if (stalks != l.bases.size()) say(QStringLiteral("%1 stalks, %2 base squares").arg(stalks).arg(l.bases.size()));
    return out;
}

// How every bridge is drawn (empty: as the layout defines): a stalk from its ground line straight up
// to its node; any other bridge from its parent's centre, maybe straight up its parent's trunk (a
// node whose children hang on rows above it), then to its stem's foot right under the child, then
// up the stem to the child's centre, every point above the one before. So each node stands above
// its parent.
QStringList bridgeProblems(const Garden& g, const GardenLayout& l) {
    QStringList out;
    auto say = [&](const QString& s) { if (out.size() < 20) out << s; };
    for (std::size_t i = 0; i < g.bridges.size(); ++i) {
        const GardenBridge& b = g.bridges[i];
        const QPolygonF& line = l.bridges[i];
        const QPointF child = l.nodes[b.child];
        const QString what = QStringLiteral("bridge %1: ").arg(i);
        if (line.isEmpty() || line.back() != child) { say(what + "does not end at its child"); continue; }
        for (int k = 1; k < line.size(); ++k)
            if (!(line[k].y() < line[k - 1].y())) say(what + "goes down");
        if (b.parent == 0) {
            if (line.size() != 2 || line.front().x() != child.x() ||
                std::find(l.grounds.begin(), l.grounds.end(), line.front().y()) == l.grounds.end())
                say(what + "is not a stalk from a ground line");
            continue;
        }
        const QPointF parent = l.nodes[b.parent];
        const bool trunk = line.size() == 4;
        if ((line.size() != 3 && !trunk) || line.front() != parent) { say(what + "does not start at its parent"); continue; }
        if (trunk && line[1].x() != parent.x()) say(what + "leaves its parent but not up its trunk");
        if (line[line.size() - 2].x() != child.x()) say(what + "has no stem under its child");
    }
    return out;
}

// Fit's picture on the view's viewport (empty: fills it): every garden node inside the viewport,
// and the drawing spanning at least 60% of its width and of its height.
QString fitProblem(const GardenView& view, const Garden& g) {
    const QWidget* port = view.findChild<QScrollArea*>()->viewport();
    const GardenLayout& l = view.layout();
    const QRectF inView(QPointF(0, 0), QSizeF(port->size()));
    auto onView = [&](QPointF p) { return QPointF(view.canvas()->mapTo(port, QPoint(0, 0))) + view.canvasPoint(p); };
    for (int v = 0; v < g.nodeCount; ++v)
        if (!inView.contains(onView(l.nodes[v]))) return QStringLiteral("garden node %1 off the view").arg(v);
    const QRectF drawn(onView(l.bounds.topLeft()), onView(l.bounds.bottomRight()));
    if (drawn.width() >= 0.6 * inView.width() && drawn.height() >= 0.6 * inView.height()) return {};
    return QStringLiteral("%1 x %2 of %3 x %4").arg(drawn.width()).arg(drawn.height()).arg(inView.width()).arg(inView.height());
}

QFont gardenFont() {  // the garden's labels, as the garden view sets them
    QFont f;
    f.setPixelSize(13);
    f.setBold(true);
    return f;
}

QStringList pictureFiles() {
    QDir dir(QStringLiteral(HOMESTEAD_RESOURCES "/pictures"));
    QStringList out;
    for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) out << dir.filePath(name);
    return out;
}

}  // namespace

class TestGardenLayout : public QObject {
    Q_OBJECT
    // The fitted garden `g` in `view`: the panel made wide and low (1100 x 300), the garden is laid
    // out again for that shape (on a worker), three times wider for its height, still folded, and,
    // fitted, fills the view with no scroll bar.
    static void madeWideAndLowItIsFoldedAgainAndFilled(GardenView& view, const Garden& g) {
        auto* scroll = view.findChild<QScrollArea*>();
        QVERIFY(scroll);
        const GardenLayout& l = view.layout();
        const double before = l.bounds.width() / l.bounds.height();
        view.resize(1100, 300);
        QTRY_VERIFY_WITH_TIMEOUT(!view.computing() && l.bounds.width() / l.bounds.height() > 3 * before, homestead::testing::kHangGuardMs);
        QVERIFY(l.folded());
        QTRY_VERIFY(!scroll->horizontalScrollBar()->isVisible() && !scroll->verticalScrollBar()->isVisible());
        QVERIFY2(fitProblem(view, g).isEmpty(), qPrintable(fitProblem(view, g)));
    }
private slots:
    // The checker is not blind: two labels on top of each other, or a wrong number, are reported.
    void checkerCatchesCrowding() {
        const Picture p = loadPictureFile(HOMESTEAD_RESOURCES "/pictures/tree.json");
        const Garden g = collapse(p);
        GardenLayout l = layoutGarden(g, gardenFont());
        QVERIFY2(problems(g, l).isEmpty(), qPrintable(problems(g, l).join('\n')));
        GardenLayout crowded = l;
        crowded.labels[1].rect.moveCenter(crowded.labels[0].rect.center() + QPointF(3, 2));
        QVERIFY(!problems(g, crowded).isEmpty());
        GardenLayout wrong = l;
        wrong.labels[0].text = QStringLiteral("7");
        QVERIFY(!problems(g, wrong).isEmpty());
        GardenLayout squeezed = l;  // all x positions pressed together, as the old unit columns did
        for (GardenLabel& lab : squeezed.labels) lab.rect.moveLeft(lab.rect.left() * 0.3);
        QVERIFY(!problems(g, squeezed).isEmpty());
    }

    // Every example, as the real view lays it out at the side panel's size.
    void examplesReadCleanly() {
        PictureDocument doc;
        GardenView view(&doc);
        view.resize(315, 620);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QStringList files = pictureFiles();
        QVERIFY(files.size() >= 10);
        for (const QString& file : files) {
            doc.setPicture(loadPictureFile(file.toStdString()));
            doc.waitForAnalysis();
            const Garden g = collapse(doc.picture());
            QCOMPARE(view.garden().bridges.size(), g.bridges.size());
            const QStringList found = problems(g, view.layout());
            QVERIFY2(found.isEmpty(), qPrintable(QFileInfo(file).fileName() + ":\n" + found.join('\n')));
            QVERIFY2(view.numbersShown(), qPrintable(QFileInfo(file).baseName()));  // fitted whole, and readable
            QVERIFY(view.scale() <= GardenView::kMaxFitScale);
            // to look at them: HOMESTEAD_GARDEN_SHOTS=/tmp/garden ctest -R gui_garden_layout
            const QString shots = qEnvironmentVariable("HOMESTEAD_GARDEN_SHOTS");
            if (!shots.isEmpty()) {
                QDir().mkpath(shots);
                view.grab().save(QDir(shots).filePath(QFileInfo(file).baseName() + QStringLiteral(".png")));
                qInfo("%s: %.0f x %.0f at scale %.2f", qPrintable(QFileInfo(file).baseName()),
                      view.layout().bounds.width(), view.layout().bounds.height(), view.scale());
            }
        }
    }

    void randomSmallPicturesReadCleanly() {
        std::mt19937_64 rng(20261122);
        const QFont font = gardenFont();
        for (int k = 0; k < 600; ++k) {
            const Picture p = homestead::testing::randomSmallPicture(rng, 14);
            const Garden g = collapse(p);
            const QStringList found = problems(g, layoutGarden(g, font));
            QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("case %1:\n").arg(k) + found.join('\n')));
        }
    }

    // Thousands of edges: still clean.
    void bigPicturesReadCleanly() {
        const QFont font = gardenFont();
        for (int edges : {300, 2000, 8000, 50000}) {
            const Picture p = homestead::testing::randomLargePicture(1000 + edges, edges);
            const Garden g = collapse(p);
            const GardenLayout l = layoutGarden(g, font);
            const QStringList found = problems(g, l);
            QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("%1 edges:\n").arg(edges) + found.join('\n')));
        }
        // a long path: no recursion, and a contour that stays linear
        Picture path;
        NodeId below = path.addNode(std::nullopt, true);
        for (int i = 0; i < 3000; ++i) {
            const NodeId top = path.addNode();
            path.addEdge(below, top);
            if (i % 7 == 0) path.addEdge(top, top);
            below = top;
        }
        const Garden g = collapse(path);
        const GardenLayout l = layoutGarden(g, font);
        const QStringList found = problems(g, l);
        QVERIFY2(found.isEmpty(), qPrintable(found.join('\n')));
    }

    // In a narrow panel (the Explain dock open at 1280x720 leaves the garden about 270 px) a
    // classic garden keeps its numbers, at a readable size, and scrolls a little rather than being
    // shrunk to a numberless sketch; double-click (fit) keeps it so.
    void narrowPanelKeepsAClassicGardensNumbers() {
        PictureDocument doc;
        GardenView view(&doc);
        view.resize(270, 560);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        doc.setPicture(loadPictureFile(HOMESTEAD_RESOURCES "/pictures/homestead.json"));
        doc.waitForAnalysis();
        QVERIFY(view.fitted());
        QTRY_VERIFY(view.numbersShown());
        auto* scroll = view.findChild<QScrollArea*>();
        QVERIFY(scroll);
        const QSizeF shown = view.layout().bounds.size() * view.scale();
        QVERIFY2(shown.width() > scroll->viewport()->width(), "the Homestead fits 270 px only without numbers");
        QTRY_VERIFY(scroll->horizontalScrollBar()->isVisible());
        view.fitToView();
        QVERIFY(view.numbersShown());
    }

    // Far wider than the view, a garden comes folded onto shelves, and reads as cleanly as ever:
    // nothing overlaps (problems()), the shelves hold their own trees, and the fold is about the
    // view's shape. The same garden without a view's shape is the one tidy row.
    void foldedGardensReadCleanly() {
        const QFont font = gardenFont();
        for (const Picture& p : {homestead::testing::randomLargePicture(77, 30000), homestead::bench::bigPicture(30000, 1)}) {
            const Garden g = collapse(p);
            const GardenLayout row = layoutGarden(g, font);
            QVERIFY(!row.folded());
            QVERIFY(row.bounds.width() > 50 * row.bounds.height());  // the thin strip Fit used to show
            for (double aspect : {0.6, 2.0}) {
                const GardenLayout l = layoutGarden(g, font, aspect);
                QVERIFY(l.folded());
                QStringList found = problems(g, l) + shelfProblems(g, l);
                QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("aspect %1:\n").arg(aspect) + found.join('\n')));
                const double ratio = l.bounds.width() / l.bounds.height();
                QVERIFY2(ratio > aspect / 2 && ratio < aspect * 2, qPrintable(QString::number(ratio)));
            }
        }
    }

    // The examples in panels of every shape, narrow to wide: never folded, laid out exactly as the
    // tidy tree (layoutGarden without a shape: the code every garden went through before folding).
    void classicGardensNeverFold() {
        PictureDocument doc;
        GardenView view(&doc);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        for (QSize size : {QSize(315, 620), QSize(270, 560), QSize(220, 700), QSize(900, 220)}) {
            view.resize(size);
            for (const QString& file : pictureFiles()) {
                doc.setPicture(loadPictureFile(file.toStdString()));
                doc.waitForAnalysis();
                const QString what = QFileInfo(file).baseName() + QStringLiteral(" at %1x%2").arg(size.width()).arg(size.height());
                QTRY_COMPARE(view.garden().bridges.size(), collapse(doc.picture()).bridges.size());
                const GardenLayout tidy = layoutGarden(view.garden(), view.labelFont());
                const GardenLayout& shown = view.layout();
                QVERIFY2(!shown.folded(), qPrintable(what));
                QVERIFY2(shown.nodes == tidy.nodes, qPrintable(what));
                QVERIFY2(shown.bridges == tidy.bridges, qPrintable(what));
                QCOMPARE(shown.labels.size(), tidy.labels.size());
                for (std::size_t i = 0; i < tidy.labels.size(); ++i) QVERIFY2(shown.labels[i].rect == tidy.labels[i].rect, qPrintable(what));
                QCOMPARE(shown.bounds, tidy.bounds);
                QCOMPARE(shown.grounds, std::vector<double>{shown.groundY});
            }
        }
    }

    // Fit shows a 10^5-edge garden (the benchmarks' picture, as a user opens it): every garden node
    // on screen inside the view, and the drawing spanning most of the view's width and of its
    // height (the tidy row was ~1000 times wider than high: a strip under a pixel). Zoomed in,
    // its numbers are drawn and hovering a stress label names its edge. Made wide and low, the
    // panel gets the garden folded again for its shape, and filled.
    void fitShowsAHundredThousandEdgeGarden() {
        PictureDocument doc;
        GardenView view(&doc);
        view.resize(370, 560);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const Picture big = homestead::bench::bigPicture(100000, 1);
        const Garden g = collapse(big);
        QVERIFY(gardentest::showPicture(doc, view, big));
        view.zoomBy(3);
        view.fitToView();
        QVERIFY(view.fitted());
        QVERIFY(view.layout().folded());
        auto* scroll = view.findChild<QScrollArea*>();
        QVERIFY(scroll);
        QTRY_VERIFY(!scroll->horizontalScrollBar()->isVisible() && !scroll->verticalScrollBar()->isVisible());
        const GardenLayout& l = view.layout();
        QVERIFY2(fitProblem(view, g).isEmpty(), qPrintable(fitProblem(view, g)));
        QVERIFY(!view.numbersShown());  // too small to read at this size: zoom in
        const QString shots = qEnvironmentVariable("HOMESTEAD_GARDEN_SHOTS");
        if (!shots.isEmpty()) view.grab().save(QDir(shots).filePath(QStringLiteral("folded-fit.png")));
        view.zoomBy(1.0 / view.scale());
        QVERIFY(view.numbersShown());
        const GardenLabel& label = l.labels[g.bridges.size() - 1];  // the last stalk's, on the top shelf
        QCOMPARE(label.bridge, int(g.bridges.size()) - 1);
        QCOMPARE(view.edgesAt(view.canvasPoint(label.rect.center())), std::vector<EdgeId>{g.bridges.back().edge});
        // the panel made wide and low: folded again for its shape (on a worker), and fitted it fills it
        view.fitToView();
        madeWideAndLowItIsFoldedAgainAndFilled(view, g);
    }

    // A fitted 10^5-edge garden is whole, and stays so as the picture is edited: each edit's new
    // layout (a little taller or shorter) is fitted again, with no scroll bar and no "drag" hint.
    void aFittedGardenStaysWholeAcrossEdits_data() {
        QTest::addColumn<QSize>("panel");
        // panels of the window's side dock; at 370x480 the fitted tree came out 424.00000000001 px
        // tall in a 424 px view and got a scroll bar
        for (QSize s : {QSize(370, 480), QSize(378, 480), QSize(370, 560), QSize(395, 537)})
            QTest::addRow("%dx%d", s.width(), s.height()) << s;
    }
    void aFittedGardenStaysWholeAcrossEdits() {
        QFETCH(QSize, panel);
        PictureDocument doc;
        GardenView view(&doc);
        view.resize(panel);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        doc.setPicture(homestead::bench::bigPicture(100000, 1));
        auto* scroll = view.findChild<QScrollArea*>();
        QVERIFY(scroll);
        std::mt19937 rng(5);
        for (int edit = 0; edit <= 6; ++edit) {
            if (edit > 0) {
                const auto& edges = doc.picture().edges();
                doc.removeEdge(edges[rng() % edges.size()].id);
            }
            doc.waitForAnalysis();
            const Garden g = collapse(doc.picture());
            QTRY_VERIFY(!view.computing() && view.garden().bridges.size() == g.bridges.size());
            QVERIFY(view.fitted());
            QCoreApplication::processEvents();
            const QString where = QStringLiteral("after edit %1: ").arg(edit);
            QVERIFY2(!scroll->horizontalScrollBar()->isVisible() && !scroll->verticalScrollBar()->isVisible(),
                     qPrintable(where + "a scroll bar"));
            const QString problem = fitProblem(view, g);
            QVERIFY2(problem.isEmpty(), qPrintable(where + problem));
        }
    }

    // A garden of a few stalks each thousands of nodes wide (a random tree on one base node, no
    // cycles: the tidy tree ~350 times wider than high, its ground's ~12 stalks on shelves still
    // ~190): wide nodes' children hang on rows from a trunk. Laid out for a tall and a wide panel it
    // reads cleanly, every bridge drawn along its parent's trunk or straight to it, parents below
    // children, about the panel's shape.
    void wideTreeGardensHangOnTrunks() {
        const QFont font = gardenFont();
        const Garden g = collapse(homestead::bench::randomTree(30000, 3));
        QCOMPARE(g.nodeCount, 30001);
        const GardenLayout row = layoutGarden(g, font);
        QVERIFY(row.bounds.width() > 50 * row.bounds.height());
        for (double aspect : {0.6, 2.0}) {
            const GardenLayout l = layoutGarden(g, font, aspect);
            QVERIFY(l.trunks > 0);
            QVERIFY(l.folded());
            QStringList found = problems(g, l) + bridgeProblems(g, l);
            QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("aspect %1:\n").arg(aspect) + found.join('\n')));
            const double ratio = l.bounds.width() / l.bounds.height();
            QVERIFY2(ratio > aspect / 2 && ratio < aspect * 2, qPrintable(QString::number(ratio)));
            const QString shots = qEnvironmentVariable("HOMESTEAD_GARDEN_SHOTS");
            if (!shots.isEmpty()) {  // at natural size, around the lowest trunk's top
                QPointF top(0, 0);
                for (const QPolygonF& line : l.bridges)
                    if (line.size() == 4 && line[1].y() < top.y()) top = line[1];
                QImage shot(1000, 700, QImage::Format_RGB32);
                shot.fill(Qt::white);
                QPainter painter(&shot);
                painter.setRenderHint(QPainter::Antialiasing);
                const QRectF visible(top - QPointF(100, 450), QSizeF(shot.size()));
                painter.translate(-visible.topLeft());
                paintGarden(painter, l, visible, font);
                painter.end();
                shot.save(QDir(shots).filePath(QStringLiteral("trunk-%1.png").arg(aspect)));
            }
        }
        // the tidy tree and classic layouts go through the same checker
        QVERIFY(bridgeProblems(g, row).isEmpty());
    }

    // Fit shows a 10^5-edge random tree's garden (one base node) whole and filling the panel: every
    // node inside the view, the drawing over 60% of its width and of its height (before: a strip);
    // in a panel made wide and low too.
    void fitShowsAHundredThousandEdgeTree() {
        PictureDocument doc;
        GardenView view(&doc);
        view.resize(370, 560);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const Picture tree = homestead::bench::randomTree(100000, 1);
        const Garden g = collapse(tree);
        QVERIFY(gardentest::showPicture(doc, view, tree));
        view.fitToView();
        QVERIFY(view.fitted());
        QVERIFY(view.layout().trunks > 0);
        auto* scroll = view.findChild<QScrollArea*>();
        QTRY_VERIFY(!scroll->horizontalScrollBar()->isVisible() && !scroll->verticalScrollBar()->isVisible());
        QVERIFY2(fitProblem(view, g).isEmpty(), qPrintable(fitProblem(view, g)));
        const QStringList found = bridgeProblems(g, view.layout());
        QVERIFY2(found.isEmpty(), qPrintable(found.join('\n')));
        const QString shots = qEnvironmentVariable("HOMESTEAD_GARDEN_SHOTS");
        if (!shots.isEmpty()) view.grab().save(QDir(shots).filePath(QStringLiteral("tree-fit.png")));
        // made wide and low, the panel gets it hung again for its shape, and filled
        madeWideAndLowItIsFoldedAgainAndFilled(view, g);
        if (QTest::currentTestFailed()) return;
        if (!shots.isEmpty()) view.grab().save(QDir(shots).filePath(QStringLiteral("tree-fit-wide.png")));
    }

    // A small tree is fitted with its numbers shown; a big one is fitted whole too (no scroll bars),
    // too small for its numbers, with a hint to zoom in; zoomed in it shows them and scrolls.
    void bigTreesFitWholeAndScrollZoomedIn() {
        PictureDocument doc;
        GardenView view(&doc);
        view.resize(315, 620);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        doc.setPicture(loadPictureFile(HOMESTEAD_RESOURCES "/pictures/flower.json"));
        doc.waitForAnalysis();
        QVERIFY(view.fitted());
        auto* scroll = view.findChild<QScrollArea*>();
        QVERIFY(scroll);
        QTRY_VERIFY(!scroll->horizontalScrollBar()->isVisible() && !scroll->verticalScrollBar()->isVisible());
        QVERIFY(view.numbersShown());
        doc.setPicture(homestead::testing::randomLargePicture(7, 2000));
        doc.waitForAnalysis();
        QTRY_VERIFY(!view.numbersShown());
        QTRY_VERIFY(!scroll->horizontalScrollBar()->isVisible() && !scroll->verticalScrollBar()->isVisible());
        const QSizeF whole = view.layout().bounds.size() * view.scale();
        QVERIFY(whole.width() <= scroll->viewport()->width() + 1 && whole.height() <= scroll->viewport()->height() + 1);
        const QString shots = qEnvironmentVariable("HOMESTEAD_GARDEN_SHOTS");
        if (!shots.isEmpty()) view.grab().save(QDir(shots).filePath(QStringLiteral("big.png")));
        view.zoomBy(1.0 / view.scale());  // zoomed in to read: it scrolls
        QVERIFY(!view.fitted());
        QVERIFY(view.numbersShown());
        QTRY_VERIFY(scroll->horizontalScrollBar()->isVisible() || scroll->verticalScrollBar()->isVisible());
        const QImage shot = view.grab().toImage();
        QVERIFY(!shot.isNull());
        if (!shots.isEmpty()) shot.save(QDir(shots).filePath(QStringLiteral("big-zoomed-in.png")));
        const double zoomed = view.scale();
        view.fitToView();
        QVERIFY(view.scale() < zoomed);
        QTRY_VERIFY(!scroll->horizontalScrollBar()->isVisible() && !scroll->verticalScrollBar()->isVisible());
        // bigger still: laid out on a worker, then the same clean drawing
        const Picture huge = homestead::testing::randomLargePicture(11, 3 * GardenView::kBackgroundEdges);
        const Garden hugeGarden = collapse(huge);
        doc.setPicture(huge);
        doc.waitForAnalysis();
        QTRY_VERIFY_WITH_TIMEOUT(!view.computing() && view.garden().bridges.size() == hugeGarden.bridges.size(), homestead::testing::kHangGuardMs);
        const QStringList found = problems(hugeGarden, view.layout());
        QVERIFY2(found.isEmpty(), qPrintable(found.join('\n')));
        // zoomed in, a tall stalk scrolls with its ground in sight
        view.zoomBy(1.0 / view.scale());
        Picture stalk;
        NodeId below = stalk.addNode(std::nullopt, true);
        for (int i = 0; i < 40; ++i) {
            const NodeId top = stalk.addNode();
            stalk.addEdge(below, top);
            below = top;
        }
        doc.setPicture(stalk);
        doc.waitForAnalysis();
        QScrollBar* vertical = scroll->verticalScrollBar();
        QTRY_VERIFY(vertical->isVisible());
        QVERIFY(vertical->maximum() > 0);
        QCOMPARE(vertical->value(), vertical->maximum());
    }
};

QTEST_MAIN(TestGardenLayout)
#include "tst_garden_layout.moc"
