// leader_untangle: render::untangleLeaders on its own, without a window. Two labels set left of two
// level branches with their leaders crossing are untangled (no crossing, no clash, every leader
// within the bound, each ending on its own edge); a placement with nothing to untangle is left as it
// is; a fixed label never moves; a stop asked for before the work leaves the labels as they were;
// a crowd with no solution ends the search well within its budget; the same labels give the same
// spots. Structure only: nothing is timed.
#include "leader_untangle.h"
#include "picture_geometry.h"
#include "picture_style.h"

#include <QPainterPathStroker>
#include <QTest>

#include <atomic>

using namespace homestead::render;

namespace {

QPainterPath line(QPointF a, QPointF b) {
    QPainterPath p(a);
    p.lineTo(b);
    return p;
}

// A stalk from the ground with two level branches to the right: nodes at (0,0), (0,-100),
// (300,-100), (0,-200), (300,-200); edges 0 the stalk's foot, 1 the low branch, 2 the stalk's top,
// 3 the high branch.
UntangleScene stalkWithBranches() {
    UntangleScene s;
    s.edges = {line({0, 0}, {0, -100}), line({0, -100}, {300, -100}), line({0, -100}, {0, -200}), line({0, -200}, {300, -200})};
    for (QPointF n : {QPointF(0, 0), QPointF(0, -100), QPointF(300, -100), QPointF(0, -200), QPointF(300, -200)})
        s.nodes.push_back(QRectF(n - QPointF(6, 6), QSizeF(12, 12)));
    s.bounds = QRectF(-400, -400, 900, 500);
    s.maxLeader = 4 * 24;
    return s;
}

const QSizeF kPlate(24, 24);

// The two branches' labels far to the left, each leading to the other level's branch: crossing.
std::vector<PlacedLabel> crossedLabels(const UntangleScene& s) {
    return {{s.edges[1], kPlate, QPointF(-300, -200), QPointF(150, -100), false},
            {s.edges[3], kPlate, QPointF(-300, -100), QPointF(150, -200), false}};
}

bool cross(const PlacedLabel& a, const PlacedLabel& b) {
    if (!a.anchor || !b.anchor) return false;
    const QLineF la = leaderLine(QRectF(a.centre - QPointF(12, 12), kPlate), *a.anchor);
    const QLineF lb = leaderLine(QRectF(b.centre - QPointF(12, 12), kPlate), *b.anchor);
    return la.intersects(lb) == QLineF::BoundedIntersection;
}

}  // namespace

class TestLeaderUntangle : public QObject {
    Q_OBJECT
private slots:
    void crossedLeadersAreUntangled() {
        const UntangleScene s = stalkWithBranches();
        std::vector<PlacedLabel> labels = crossedLabels(s);
        QVERIFY(cross(labels[0], labels[1]));
        const UntangleReport r = untangleLeaders(labels, s);
        QCOMPARE(r.crossingsBefore, 1);
        QCOMPARE(r.astrayBefore, 2);  // both leaders far longer than the bound
        QVERIFY(r.changed);
        QCOMPARE(r.crossingsAfter, 0);
        QCOMPARE(r.astrayAfter, 0);
        QCOMPARE(r.clashesAfter, 0);
        QVERIFY(!cross(labels[0], labels[1]));
        for (const PlacedLabel& l : labels) {
            const QRectF plate(l.centre - QPointF(12, 12), kPlate);
            QVERIFY(s.bounds.contains(plate));
            QPainterPathStroker stroker;
            stroker.setWidth(s.strokeWidth);
            for (const QPainterPath& e : s.edges) QVERIFY(!stroker.createStroke(e).intersects(plate));
            if (!l.anchor) continue;  // beside its edge
            QVERIFY(leaderLine(plate, *l.anchor).length() <= s.maxLeader);
            QPainterPathStroker onEdge;
            onEdge.setWidth(2);
            QVERIFY(onEdge.createStroke(l.path).contains(*l.anchor));
        }
        QVERIFY(!QRectF(labels[0].centre - QPointF(12, 12), kPlate).intersects(QRectF(labels[1].centre - QPointF(12, 12), kPlate)));
    }

    void nothingToUntangleStaysPut() {
        const UntangleScene s = stalkWithBranches();
        std::vector<PlacedLabel> labels = {{s.edges[1], kPlate, QPointF(150, -120), std::nullopt, false},
                                           {s.edges[3], kPlate, QPointF(150, -220), std::nullopt, false}};
        const std::vector<PlacedLabel> before = labels;
        const UntangleReport r = untangleLeaders(labels, s);
        QVERIFY(!r.changed);
        QCOMPARE(r.moves, 0);
        QCOMPARE(r.candidates, 0);  // not even looked for
        for (std::size_t i = 0; i < labels.size(); ++i) QCOMPARE(labels[i].centre, before[i].centre);
    }

    void aFixedLabelNeverMoves() {
        const UntangleScene s = stalkWithBranches();
        std::vector<PlacedLabel> labels = crossedLabels(s);
        labels[1].fixed = true;
        const QPointF fixedAt = labels[1].centre;
        const UntangleReport r = untangleLeaders(labels, s);
        QVERIFY(r.changed);
        QCOMPARE(labels[1].centre, fixedAt);
        QCOMPARE(r.crossingsAfter, 0);
        QVERIFY(!cross(labels[0], labels[1]));
    }

    void aStopLeavesTheLabels() {
        const UntangleScene s = stalkWithBranches();
        std::vector<PlacedLabel> labels = crossedLabels(s);
        std::atomic<bool> stop{true};
        const UntangleReport r = untangleLeaders(labels, s, &stop);
        QVERIFY(!r.changed);
        QCOMPARE(r.crossingsBefore, 1);
        QCOMPARE(labels[0].centre, crossedLabels(s)[0].centre);
        QCOMPARE(labels[1].centre, crossedLabels(s)[1].centre);
    }

    // Three labels of three short level edges, with room above them (the bounds) for only two plates
    // side by side: no untangling clears them all. The search gives up after kStalledEpisodes
    // episodes in a row that improve on nothing, well short of its budget, and the labels clash still.
    void aCrowdWithNoSolutionStopsEarly() {
        UntangleScene s;
        for (double y : {40.0, 50.0, 60.0}) s.edges.push_back(line({0, y}, {60, y}));
        for (double y : {40.0, 50.0, 60.0})
            for (double x : {0.0, 60.0}) s.nodes.push_back(QRectF(x - 3, y - 3, 6, 6));
        s.bounds = QRectF(0, 0, 60, 30);
        s.maxLeader = 4 * 24;
        std::vector<PlacedLabel> labels;
        for (const QPainterPath& e : s.edges) labels.push_back({e, kPlate, QPointF(30, 12), QPointF(30, e.pointAtPercent(0.5).y()), false});
        const UntangleReport r = untangleLeaders(labels, s);
        QVERIFY(r.clashesBefore > 0);
        QVERIFY(r.clashesAfter > 0);
        QVERIFY(r.candidates > 3);  // each label had spots to try
        // kStalledEpisodes episodes, each kPatiencePerLabel moves a label without progress (another
        // seed may find a way the first did not), and the best replies' sweeps (12 moves a label at
        // most) — not min-conflicts' whole budget of kEpisodes × kMovesPerLabel a label
        QCOMPARE(r.episodes, kStalledEpisodes);
        QVERIFY(kStalledEpisodes > 1 && kStalledEpisodes < kEpisodes);
        QVERIFY2(r.moves <= (kStalledEpisodes * kPatiencePerLabel + 12) * 3, qPrintable(QString::number(r.moves)));
    }

    void theSameLabelsGiveTheSameSpots() {
        const UntangleScene s = stalkWithBranches();
        std::vector<PlacedLabel> a = crossedLabels(s), b = crossedLabels(s);
        const UntangleReport ra = untangleLeaders(a, s), rb = untangleLeaders(b, s);
        QCOMPARE(ra.moves, rb.moves);
        for (std::size_t i = 0; i < a.size(); ++i) {
            QCOMPARE(a[i].centre, b[i].centre);
            QCOMPARE(a[i].anchor, b[i].anchor);
        }
    }
};

QTEST_MAIN(TestLeaderUntangle)
#include "tst_leader_untangle.moc"
