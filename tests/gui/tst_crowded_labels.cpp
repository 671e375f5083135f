// gui_crowded_labels: the canvas builds a picture of thousands of loops on one node with O(1) work
// per loop (issue 12: 30,000 loops took minutes). Before, every loop added re-routed every loop
// already at the node, and each re-routing looked at every edge of the node (cubic); the labels were
// placed by queries that met every petal. Counted here, never timed: paths computed
// (EdgeItem::adjustments) and candidate spots tested (PictureScene::labelQueries), plus the result —
// every petal in its final slot, no two labels overlapping. Both ways of building are checked: at
// once (small pictures) and in slices from the event loop (large ones).
#include "gui_test_helpers.h"
#include "picture_io.h"
#include "picture_tile.h"

#include "../core/random_picture.h"

#include <QTest>

#include <unordered_map>

#include "../hang_guard.h"

using namespace guitest;

namespace {

Picture crowdedNode(int loops, int stalks = 0) {
    Picture p;
    p.insertNode(Node{0, Point{0, 0}, true, {}});
    for (int i = 0; i < loops; ++i) p.insertEdge(Edge{i, 0, 0});
    for (int i = 0; i < stalks; ++i) {  // edges to other nodes: the petals turn away from them
        p.insertNode(Node{1 + i, Point{double(i), 2}, false, {}});
        p.insertEdge(Edge{loops + i, 0, 1 + i});
    }
    return p;
}

// `picture` in the scene, analysed and built.
void showBuilt(PictureDocument& doc, PictureScene& scene, const Picture& picture) {
    doc.setPicture(picture);
    doc.waitForAnalysis();
    QTRY_VERIFY_WITH_TIMEOUT(!doc.analysisPending(), homestead::testing::kHangGuardMs);
    scene.finishBuild();
}

// How many petals of a fan of `count` a stride of `stride` draws: every stride-th, and the last.
int petalsDrawn(int count, int stride) { return (count + stride - 1) / stride + ((count - 1) % stride != 0 ? 1 : 0); }

// How many pairs of shown labels overlap (a grid of 64-pixel cells).
long long overlappingLabels(PictureScene* scene, const Picture& picture) {
    std::vector<QRectF> rects;
    for (const Edge& e : picture.edges())
        if (EdgeItem* item = scene->edgeItem(e.id); item && item->labelShown())
            rects.push_back(item->label()->sceneBoundingRect().adjusted(0.01, 0.01, -0.01, -0.01));
    std::unordered_map<long long, std::vector<int>> grid;
    long long count = 0;
    for (int i = 0; i < static_cast<int>(rects.size()); ++i) {
        const QRectF& r = rects[i];
        std::set<int> met;
        for (long long gy = std::floor(r.top() / 64); gy <= std::floor(r.bottom() / 64); ++gy)
            for (long long gx = std::floor(r.left() / 64); gx <= std::floor(r.right() / 64); ++gx) {
                auto& cell = grid[gy * 1000003LL + gx];
                for (int j : cell)
                    if (rects[j].intersects(r)) met.insert(j);
                cell.push_back(i);
            }
        count += static_cast<long long>(met.size());
    }
    return count;
}

// Whether a label spot is taken, as placeLabel asked it of Qt before PictureScene::spotTaken: every
// item whose shape meets the spot, then the same filters.
bool takenByQtsShapeQuery(const PictureScene& scene, const QRectF& spot, const EdgeItem* edge, bool labelsOnly) {
    for (QGraphicsItem* it : scene.items(spot, Qt::IntersectsItemShape)) {
        if (it == edge || (edge->label() && (it == edge->label() || it->parentItem() == edge->label())) || it->type() == TileItem::Type) continue;
        const bool labelOrLeader = it->type() == LabelItem::Type || it->type() == LeaderItem::Type;  // a leader counts as its label
        if (labelOrLeader ? !it->isVisible() : labelsOnly) continue;
        return true;
    }
    return false;
}

}  // namespace

class TestCrowdedLabels : public QObject {
    Q_OBJECT
private slots:
    // spotTaken (the first hit ends it, shapes of labels only when only labels count) answers as
    // Qt's shape query did, at 4,000 spots around the edges of a random 2,000-edge picture and of
    // 300 loops on one node, both answers occurring often.
    void aSpotIsTakenExactlyWhenQtsShapeQuerySaysSo() {
        Picture random = homestead::testing::randomLargePicture(5, 2000);
        io::layOutIfNeeded(random);
        std::mt19937_64 rng(99);
        for (const Picture& picture : {random, crowdedNode(300, 3)}) {
            PictureDocument doc;
            PictureScene scene(&doc);
            doc.setPicture(picture);
            doc.waitForAnalysis();
            scene.finishBuild();
            std::array<std::array<int, 2>, 2> seen{};  // [labelsOnly][taken]
            for (int k = 0; k < 2000; ++k) {
                const Edge& e = picture.edges()[rng() % picture.edgeCount()];
                EdgeItem* edge = scene.edgeItem(e.id);
                // about an edge, or about a label (another edge's, or its own)
                const EdgeItem* near = k % 2 ? edge : scene.edgeItem(picture.edges()[rng() % picture.edgeCount()].id);
                const QPointF at = (k % 4 < 2 ? near->path().pointAtPercent(double(rng() % 1001) / 1000)
                                              : near->label()->sceneBoundingRect().center()) +
                                   QPointF(double(rng() % 81) - 40, double(rng() % 81) - 40);
                const QRectF spot(at, QSizeF(10 + double(rng() % 70), 8 + double(rng() % 22)));
                const bool labelsOnly = rng() % 2 == 0;
                const bool taken = scene.spotTaken(spot, edge, labelsOnly);
                QCOMPARE(taken, takenByQtsShapeQuery(scene, spot, edge, labelsOnly));
                ++seen[labelsOnly][taken];
            }
            for (const auto& mode : seen)
                for (int count : mode) QVERIFY2(count >= 50, qPrintable(QStringLiteral("%1 %2 %3 %4").arg(seen[0][0]).arg(seen[0][1]).arg(seen[1][0]).arg(seen[1][1])));
        }
    }

    void loopsOnOneNode_data() {
        QTest::addColumn<int>("loops");
        QTest::addColumn<int>("stalks");
        QTest::newRow("at once") << PictureScene::kSyncBuildEdges - 10 << 3;  // up to kSyncBuildEdges: built in one go
        QTest::newRow("in slices") << 12000 << 3;         // over it: the incremental build
    }
    void loopsOnOneNode() {
        QFETCH(int, loops);
        QFETCH(int, stalks);
        PictureDocument doc;
        PictureScene scene(&doc);
        const Picture picture = crowdedNode(loops, stalks);
        const long long adjustedBefore = paintCounters().adjustments;
        const long long queriedBefore = scene.stats().labelQueries;
        doc.setPicture(picture);
        doc.waitForAnalysis();
        QTRY_VERIFY_WITH_TIMEOUT(!doc.analysisPending(), homestead::testing::kHangGuardMs);
        scene.finishBuild();
        QVERIFY(!scene.building());
        const long long n = loops + stalks;
        const long long adjusted = paintCounters().adjustments - adjustedBefore;
        const long long queried = scene.stats().labelQueries - queriedBefore;
        QVERIFY2(adjusted <= 4 * n, qPrintable(QStringLiteral("%1 paths computed for %2 edges").arg(adjusted).arg(n)));
        QVERIFY2(queried <= 60 * n, qPrintable(QStringLiteral("%1 label spots tested for %2 edges").arg(queried).arg(n)));
        // a step of the build routes at most kItemsPerStep edges, even of one node's fan
        QVERIFY2(scene.stats().mostRoutedInAStep <= std::size_t(PictureScene::kItemsPerStep), qPrintable(QString::number(scene.stats().mostRoutedInAStep)));

        // the result: every petal in its slot of `loops`, turned away from the stalks
        NodeItem* root = scene.nodeItem(0);
        std::vector<QPointF> neighbours;
        for (int i = 0; i < stalks; ++i) neighbours.push_back(scene.nodeItem(1 + i)->pos());
        const double direction = render::petalDirection(root->pos(), neighbours);
        std::vector<int> slotOf(loops, -1);
        int checked = 0;
        for (int k = 0; k < loops; ++k) {
            const QPainterPath expected = render::loopPath(root->pos(), direction, k, loops);
            // the items of the loops at a node are slotted in the order they were added: by id here
            EdgeItem* item = scene.edgeItem(k);
            QVERIFY(item);
            if (item->path() == expected) ++checked;
        }
        QCOMPARE(checked, loops);
        int shown = 0;
        for (int k = 0; k < loops; ++k) shown += scene.edgeItem(k)->labelShown() ? 1 : 0;
        QCOMPARE(shown, loops);
        QCOMPARE(overlappingLabels(&scene, picture), 0LL);
    }

    // A close-up frame of 3,000 loops on one node strokes a petal in every petalStride (the fan's
    // petals are a fraction of a pixel apart), plus the last, and any petal that stands out; the
    // painted neighbours are at most a device pixel apart at their tips. Counted, not timed.
    void aFanOfPetalsIsStrokedFromEveryFew() {
        PictureDocument doc;
        PictureScene scene(&doc);
        const int loops = 3000;
        showBuilt(doc, scene, crowdedNode(loops));
        const QPointF at = scene.nodeItem(0)->scenePos();
        const double zoom = 1;  // device pixels per scene pixel: the fan 70 pixels across
        const QRectF source(at - QPointF(60, 60), QSizeF(120, 120));
        QImage image(int(120 * zoom), int(120 * zoom), QImage::Format_ARGB32_Premultiplied);
        auto strokes = [&] {
            image.fill(Qt::white);
            const long long before = paintCounters().strokesPainted;
            QPainter painter(&image);
            scene.render(&painter, QRectF(image.rect()), source);
            return paintCounters().strokesPainted - before;
        };
        const double pen = scene.edgeItem(0)->stroke().widthF();
        const int stride = render::petalStride(loops, zoom, pen);
        QVERIFY(stride > 4);
        QCOMPARE(strokes(), petalsDrawn(loops, stride));
        const QImage fan = image;
        EdgeItem* odd = scene.edgeItem(1);  // a petal the stride skips
        QVERIFY(1 % stride != 0);
        odd->setSelected(true);
        QCOMPARE(strokes(), petalsDrawn(loops, stride) + 1);
        odd->setSelected(false);
        QCOMPARE(strokes(), petalsDrawn(loops, stride));
        QCOMPARE(image, fan);
        // the tile's sketch (far out, and during a build) holds the fan as drawn at zoom 1
        int sketched = 0;
        for (QGraphicsItem* it : scene.items())
            if (it->type() == TileItem::Type)
                for (const TileItem::Stroke& s : static_cast<TileItem*>(it)->strokes()) sketched += s.edges;
        const int atOne = render::petalStride(loops, TileItem::kFanZoom, pen);
        QCOMPARE(sketched, petalsDrawn(loops, atOne));
        // the stride keeps painted petals at most a device pixel (or a quarter of the pen) apart, and
        // is 1 once they are further
        for (int count : {2, 10, 300, 3000, 30000})
            for (double z : {0.05, 0.3, 1.0, 4.0, 16.0})
                for (double w : {0.0, 5.0, 20.0}) {
                    const int k = render::petalStride(count, z, w);
                    const double apart = z * render::kPetalLength * render::petalSpread(count);
                    const double gap = std::max(1.0, w * z / 4);
                    QVERIFY(k >= 1 && k <= count);
                    QVERIFY2(k == 1 || k * apart <= gap + 1e-9, qPrintable(QStringLiteral("%1 petals at %2").arg(count).arg(z)));
                    QVERIFY(k > 1 || apart >= gap / 2 || count <= 1);
                }
    }

    // One more loop at a crowded node re-routes them all: one grid placement for the lot, not a
    // query of the scene's index per label (each would meet every petal at the node).
    void addingALoopToACrowdedNode() {
        PictureDocument doc;
        PictureScene scene(&doc);
        const int loops = 2000;
        showBuilt(doc, scene, crowdedNode(loops));
        const long long queriedBefore = scene.stats().labelQueries;
        const long long adjustedBefore = paintCounters().adjustments;
        doc.insertEdge(Edge{loops, 0, 0});
        doc.waitForAnalysis();
        QTRY_VERIFY_WITH_TIMEOUT(!doc.analysisPending(), homestead::testing::kHangGuardMs);
        scene.finishBuild();
        const long long queried = scene.stats().labelQueries - queriedBefore;
        QVERIFY2(queried <= 60LL * loops, qPrintable(QString::number(queried)));
        QVERIFY(paintCounters().adjustments - adjustedBefore <= 4LL * loops);
        QCOMPARE(scene.edgeItem(loops)->path(), render::loopPath(scene.nodeItem(0)->pos(), -M_PI / 2, loops, loops + 1));
        QCOMPARE(overlappingLabels(&scene, doc.picture()), 0LL);
    }
};

QTEST_MAIN(TestCrowdedLabels)
#include "tst_crowded_labels.moc"
