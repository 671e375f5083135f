// gui_label_placer: LabelPlacer does O(1) work per label and keeps an index of O(labels) cells, in
// the crowds that used to make it quadratic (issue 12): thousands of loops on one node (every petal
// in the same cells, every label wanting the same spot), a long stalk, nodes piled on one spot and a
// random laid-out picture. Work is counted (candidate rectangles tested, exact stroke tests, cells),
// never timed. The quality is checked too: no two labels overlap, and a loop's label lies on its
// petal's side of the node.
#include "grid_cells.h"
#include "picture_geometry.h"
#include "picture_renderer.h"

#include "homestead/analysis.h"
#include "homestead/layout.h"

#include "../core/random_picture.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <random>
#include <unordered_map>

using namespace homestead;
using namespace homestead::render;

namespace {

QRectF around(QPointF c, QSizeF size) {
    return {c.x() - size.width() / 2, c.y() - size.height() / 2, size.width(), size.height()};
}

// How many pairs of rectangles overlap (a hash grid of 64-pixel cells, so O(n) for spread labels).
long long overlaps(const std::vector<QRectF>& rects) {
    std::unordered_map<long long, std::vector<int>> grid;
    long long count = 0;
    for (int i = 0; i < static_cast<int>(rects.size()); ++i) {
        const QRectF& r = rects[i];
        std::vector<int> seen;
        for (long long gy = std::floor(r.top() / 64); gy <= std::floor(r.bottom() / 64); ++gy)
            for (long long gx = std::floor(r.left() / 64); gx <= std::floor(r.right() / 64); ++gx) {
                auto& cell = grid[gy * 1000003LL + gx];
                for (int j : cell)
                    if (std::find(seen.begin(), seen.end(), j) == seen.end() && rects[j].intersected(r).width() > 1e-6 &&
                        rects[j].intersected(r).height() > 1e-6) {
                        seen.push_back(j);
                        ++count;
                    }
                cell.push_back(i);
            }
    }
    return count;
}

struct Placed {
    std::vector<QRectF> labels;
    long long queries = 0, strokeTests = 0;
    std::size_t cells = 0;
};

Placed placeAll(const std::vector<QPainterPath>& paths, const std::vector<QPointF>& nodes, QSizeF size) {
    LabelPlacer placer;
    for (std::size_t i = 0; i < paths.size(); ++i) placer.addEdge(static_cast<int>(i), paths[i]);
    for (QPointF p : nodes) placer.addBlock(around(p, {2 * kNodeRadius, 2 * kNodeRadius}));
    Placed out;
    for (std::size_t i = 0; i < paths.size(); ++i) out.labels.push_back(around(placer.place(static_cast<int>(i), paths[i], size), size));
    out.queries = placer.queries();
    out.strokeTests = placer.strokeTests();
    out.cells = placer.cells();
    return out;
}

}  // namespace

class TestLabelPlacer : public QObject {
    Q_OBJECT
private slots:
    // 30,000 loops on one node: before, each label tested the strokes of every petal (all in the
    // same cells) and then fell back onto the same spot: ~10^9 stroke tests and labels piled up.
    void loopsOnOneNode() {
        const int n = 30000;
        const QPointF at(0, 0);
        const double direction = -M_PI / 2;
        std::vector<QPainterPath> paths;
        for (int k = 0; k < n; ++k) paths.push_back(loopPath(at, direction, k, n));
        const QSizeF size(24, 19);
        const Placed placed = placeAll(paths, {at}, size);
        QVERIFY2(placed.queries <= 40LL * n, qPrintable(QString::number(placed.queries)));
        QVERIFY2(placed.strokeTests <= 40LL * n, qPrintable(QString::number(placed.strokeTests)));
        QVERIFY2(placed.cells <= 8ULL * n, qPrintable(QString::number(placed.cells)));
        QCOMPARE(overlaps(placed.labels), 0LL);
        // each label on its petal's side of the node: within a few petals' angle of its petal
        const double spread = petalSpread(n);
        int offRay = 0;
        for (int k = 0; k < n; ++k) {
            const QPointF c = placed.labels[k].center();
            const double petal = direction + (k - (n - 1) / 2.0) * spread;
            const double label = std::atan2(c.y() - at.y(), c.x() - at.x());
            const double diff = std::abs(std::remainder(label - petal, 2 * M_PI));
            if (diff > 0.3) ++offRay;
        }
        QVERIFY2(offRay <= n / 1000, qPrintable(QString::number(offRay)));
    }

    // A few loops keep their spots beside their tips (the rings are only for crowds).
    void fewLoopsStayBesideTheirPetals() {
        const QPointF at(0, 0);
        std::vector<QPainterPath> paths;
        for (int k = 0; k < 3; ++k) paths.push_back(loopPath(at, -M_PI / 2, k, 3));
        const Placed placed = placeAll(paths, {at}, {24, 19});
        QCOMPARE(overlaps(placed.labels), 0LL);
        for (const QRectF& r : placed.labels) QVERIFY(QLineF(at, r.center()).length() < 2 * kPetalLength + 40);
    }

    // A stalk of 10^5 edges: every label beside its own edge, the work and the index linear.
    void stalk() {
        const int n = 100000;
        std::vector<QPainterPath> paths;
        std::vector<QPointF> nodes{toScene({0, 0})};
        for (int k = 0; k < n; ++k) {
            nodes.push_back(toScene({0, double(k + 1)}));
            paths.push_back(edgePath(nodes[k], nodes[k + 1], 0, 1));
        }
        const Placed placed = placeAll(paths, nodes, {52, 19});
        QVERIFY2(placed.queries <= 8LL * n, qPrintable(QString::number(placed.queries)));
        QVERIFY2(placed.strokeTests <= 40LL * n, qPrintable(QString::number(placed.strokeTests)));
        QVERIFY2(placed.cells <= 8ULL * n, qPrintable(QString::number(placed.cells)));
        QCOMPARE(overlaps(placed.labels), 0LL);
        for (int k = 0; k < n; ++k) QVERIFY(QLineF(placed.labels[k].center(), paths[k].pointAtPercent(0.5)).length() < 60);
    }

    // 20,000 nodes piled on one spot, each with a short edge out of the pile (a star drawn on one
    // point): every candidate of every label lies in the few cells around the pile. Those fill up
    // and count as full, so a query costs O(1); before, each scanned the whole pile (~10^10 tests).
    void pileOfNodes() {
        const int n = 20000;
        std::vector<QPainterPath> paths;
        std::vector<QPointF> nodes;
        for (int k = 0; k < n; ++k) {
            const double a = 2 * M_PI * k / n;
            const QPointF out(std::cos(a) * 60, std::sin(a) * 60);
            nodes.push_back(QPointF(0, 0));
            nodes.push_back(out);
            paths.push_back(edgePath(QPointF(0, 0), out, 0, 1));
        }
        LabelPlacer placer;
        for (std::size_t i = 0; i < paths.size(); ++i) placer.addEdge(static_cast<int>(i), paths[i]);
        for (QPointF p : nodes) placer.addBlock(around(p, {2 * kNodeRadius, 2 * kNodeRadius}));
        QVERIFY(placer.fullCells() > 0);
        for (std::size_t i = 0; i < paths.size(); ++i) placer.place(static_cast<int>(i), paths[i], {24, 19});
        QVERIFY2(placer.queries() <= 100LL * n, qPrintable(QString::number(placer.queries())));
        QVERIFY2(placer.strokeTests() <= 100LL * n, qPrintable(QString::number(placer.strokeTests())));
        QVERIFY2(placer.cells() <= 8ULL * n, qPrintable(QString::number(placer.cells())));
    }

    // A random laid-out picture of 30,000 edges (the shape of drawn pictures): linear work, labels apart.
    // Its chords close cycles across the whole picture, so the layout draws most of it as one compact
    // tangle (layout.h) whose crossing edges pass by many labels, so the bound on stroke tests is a
    // few hundred an edge (a quadratic placer would need tens of thousands).
    void randomPicture() {
        Picture picture = testing::randomLargePicture(2026, 30000);
        layoutPicture(picture);
        std::unordered_map<NodeId, QPointF> at;
        std::vector<QPointF> nodes;
        for (const Node& node : picture.nodes()) nodes.push_back(at[node.id] = toScene(*node.position));
        const auto places = edgeSlots(picture);
        std::vector<QPainterPath> paths;
        const auto& edges = picture.edges();
        for (std::size_t i = 0; i < edges.size(); ++i) {
            const Edge& e = edges[i];
            paths.push_back(e.isLoop() ? loopPath(at[e.from], -M_PI / 2, places[i].index, places[i].count)
                                       : edgePath(at[e.from], at[e.to], places[i].index, places[i].count, e.from < e.to));
        }
        const Placed placed = placeAll(paths, nodes, {24, 19});
        const long long n = static_cast<long long>(paths.size());
        QVERIFY2(placed.queries <= 60 * n, qPrintable(QString::number(placed.queries)));
        QVERIFY2(placed.strokeTests <= 800 * n, qPrintable(QString::number(placed.strokeTests)));
        QVERIFY2(placed.cells <= 16ULL * n, qPrintable(QString::number(placed.cells)));
        // A label all of whose candidates (about 60) meet other labels keeps its first spot: a handful
        // in 30,000 here, most in the tangle's blob, so the test allows n / 5,000.
        QVERIFY2(overlaps(placed.labels) <= n / 5000, qPrintable(QString::number(overlaps(placed.labels))));
    }

    // The image covers every label, even those in rings far from a crowded node (before, the
    // bounds were those of the paths: ring labels would be cut off), and no two labels coincide.
    void imageCoversRingLabels() {
        Picture picture;
        picture.insertNode(Node{0, Point{0, 0}, true, {}});
        for (int i = 0; i < 400; ++i) picture.insertEdge(Edge{i, 0, 0});
        QTemporaryDir dir;
        const QString svg = dir.filePath(QStringLiteral("loops.svg"));
        QString error;
        RenderOptions options;
        options.title = false;
        QVERIFY2(exportPicture(picture, analyse(picture), svg, options, &error), qPrintable(error));
        const QRectF bounds = pictureBounds(picture, analyse(picture), options);
        QFile f(svg);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        // a text's x and y in the file are scene coordinates (its group carries the translation)
        QRegularExpression position(QStringLiteral("<text[^>]*x=\"([-0-9.e+]+)\" y=\"([-0-9.e+]+)\""));
        QSet<QPair<QString, QString>> spots;
        int texts = 0;
        for (auto it = position.globalMatch(text); it.hasNext(); ++texts) {
            const auto m = it.next();
            spots.insert({m.captured(1), m.captured(2)});
            QVERIFY(bounds.contains(QPointF(m.captured(1).toDouble(), m.captured(2).toDouble())));
        }
        QCOMPARE(texts, 400);
        QCOMPARE(spots.size(), 400);  // before: most labels fell back onto the same spot
        QRegularExpression box(QStringLiteral("viewBox=\"0 0 ([0-9.e+]+) ([0-9.e+]+)\""));
        const auto m = box.match(text);
        QVERIFY(m.hasMatch());
        QVERIFY(std::abs(m.captured(1).toDouble() - bounds.width()) < 1);
        QVERIFY(bounds.width() > 600);  // the rings, not just the petals (about 90 pixels across)
    }

    // leaderAnchor samples a path flattened once (pointAtPercent measured a curve at every call):
    // on lines, bowed repeated edges and petals, with plates set away in every direction, the anchor
    // lies on the path and is as near the plate as the best of the same 30 spots taken exactly.
    void leaderAnchorsLieOnTheirPaths() {
        std::mt19937 rng(1207);
        std::uniform_real_distribution<double> coord(-300, 300), turn(0, 2 * M_PI), away(120, 400);
        auto gapTo = [](const QRectF& plate, QPointF p) {
            const double dx = std::max({plate.left() - p.x(), 0.0, p.x() - plate.right()});
            const double dy = std::max({plate.top() - p.y(), 0.0, p.y() - plate.bottom()});
            return std::hypot(dx, dy);
        };
        int checked = 0;
        for (int round = 0; round < 600; ++round) {
            const QPointF a(coord(rng), coord(rng)), b(coord(rng), coord(rng));
            const int count = 1 + round % 4;
            const QPainterPath path = round % 3 == 2 ? loopPath(a, turn(rng), round % count, count)
                                                     : edgePath(a, b, round % count, count, round % 2 == 0);
            const double angle = turn(rng), reach = away(rng);
            const QPointF centre = path.pointAtPercent(0.5) + QPointF(std::cos(angle), std::sin(angle)) * reach;
            const QRectF plate(centre - QPointF(15, 9), QSizeF(30, 18));
            if (path.intersects(plate)) continue;
            const std::optional<QPointF> anchor = leaderAnchor(path, plate);
            double exactBest = 1e300, onPath = 1e300;
            for (double t : {0.5, 0.32, 0.68, 0.2, 0.8}) exactBest = std::min(exactBest, gapTo(plate, path.pointAtPercent(t)));
            for (int k = 0; k <= 24; ++k) exactBest = std::min(exactBest, gapTo(plate, path.pointAtPercent(k / 24.0)));
            if (exactBest <= kLeaderGap + 0.5 * std::hypot(plate.width(), plate.height()) + 1) continue;  // near the edge: either way
            QVERIFY2(anchor, qPrintable(QStringLiteral("round %1: no leader for a plate %2 px away").arg(round).arg(exactBest)));
            for (int k = 0; k <= 2000; ++k) onPath = std::min(onPath, QLineF(*anchor, path.pointAtPercent(k / 2000.0)).length());
            QVERIFY2(onPath < 1.0, qPrintable(QStringLiteral("round %1: the anchor is %2 px off its path").arg(round).arg(onPath)));
            QVERIFY2(gapTo(plate, *anchor) < exactBest + 1.0,
                     qPrintable(QStringLiteral("round %1: anchor %2 px from the plate, exact spots %3").arg(round).arg(gapTo(plate, *anchor)).arg(exactBest)));
            ++checked;
        }
        QVERIFY2(checked > 300, qPrintable(QString::number(checked)));
    }

    // Two nodes drawn at one spot with edges between them (a valid picture): such an edge has no
    // direction, and its label spots came out NaN, so the PNG's size was "nan × nan" and Export failed.
    void edgeOfNoLengthHasAFiniteLabel() {
        Picture picture;
        picture.insertNode(Node{0, Point{0, 0}, true, {}});
        picture.insertNode(Node{1, Point{1, 2}, false, {}});
        picture.insertNode(Node{2, Point{1, 2}, false, {}});
        picture.insertEdge(Edge{0, 0, 1});
        picture.insertEdge(Edge{1, 1, 2});
        picture.insertEdge(Edge{2, 2, 1});
        RenderOptions options;
        const QRectF bounds = pictureBounds(picture, analyse(picture), options);
        QVERIFY2(std::isfinite(bounds.width()) && std::isfinite(bounds.height()) && bounds.width() < 1000,
                 qPrintable(QStringLiteral("%1 × %2").arg(bounds.width()).arg(bounds.height())));
        QTemporaryDir dir;
        QString error;
        QVERIFY2(exportPicture(picture, analyse(picture), dir.filePath(QStringLiteral("dot.png")), options, &error), qPrintable(error));
        LabelPlacer placer;
        const QPainterPath still = edgePath(QPointF(5, 5), QPointF(5, 5), 0, 1, true);
        const QPointF c = placer.place(0, still, QSizeF(20, 14));
        QVERIFY(std::isfinite(c.x()) && std::isfinite(c.y()));
    }

    // The two primitives every query of the placer runs, against plain arithmetic: a grid cell's
    // index is floor(v), and clipLine finds a segment meets a closed rectangle exactly when an exact
    // test does (their boxes meet and the rectangle's corners are not all strictly on one side of the
    // segment's line; coordinates in quarters, so every product is exact), its part on the segment
    // and inside the rectangle. Random cases from fixed seeds, degenerate ones included.
    void cellIndexAndClipLineAreExact() {
        std::mt19937 rng(20261130);
        std::uniform_real_distribution<double> wide(-1e7, 1e7);
        for (int i = 0; i < 200000; ++i) {
            const double v = i % 4 == 0 ? std::round(wide(rng)) : i % 4 == 1 ? wide(rng) / 1e6 : wide(rng);
            QCOMPARE(cellIndex(v), static_cast<long long>(std::floor(v)));
        }
        const auto quarter = [&](int range) { return static_cast<double>(static_cast<int>(rng() % (2 * range + 1)) - range) / 4; };
        long long met = 0, missed = 0;
        for (int i = 0; i < 200000; ++i) {
            QLineF line(quarter(40), quarter(40), quarter(40), quarter(40));
            if (i % 7 == 0) line.setP2(QPointF(line.x1(), quarter(40)));  // upright
            if (i % 11 == 0) line.setP2(line.p1());                        // a point
            const QRectF r(quarter(40), quarter(40), std::abs(quarter(20)), std::abs(quarter(20)));
            const bool boxes = std::max(line.x1(), line.x2()) >= r.left() && std::min(line.x1(), line.x2()) <= r.right() &&
                               std::max(line.y1(), line.y2()) >= r.top() && std::min(line.y1(), line.y2()) <= r.bottom();
            int above = 0, below = 0;
            for (const QPointF c : {r.topLeft(), r.topRight(), r.bottomLeft(), r.bottomRight()}) {
                const double side = line.dx() * (c.y() - line.y1()) - line.dy() * (c.x() - line.x1());
                above += side > 0;
                below += side < 0;
            }
            const bool meets = boxes && above < 4 && below < 4;
            QLineF part = line;
            QCOMPARE(clipLine(part, r), meets);
            ++(meets ? met : missed);
            if (!meets) continue;
            for (const QPointF p : {part.p1(), part.p2()}) {
                QVERIFY(p.x() >= r.left() - 1e-9 && p.x() <= r.right() + 1e-9 && p.y() >= r.top() - 1e-9 && p.y() <= r.bottom() + 1e-9);
                QVERIFY(std::abs(line.dx() * (p.y() - line.y1()) - line.dy() * (p.x() - line.x1())) < 1e-6);
            }
        }
        QVERIFY2(met > 10000 && missed > 10000, qPrintable(QStringLiteral("%1 met, %2 missed").arg(met).arg(missed)));
    }
};

QTEST_MAIN(TestLabelPlacer)
#include "tst_label_placer.moc"
