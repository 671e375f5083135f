// Automatic layout: base nodes on y = 0, every other node above, no two nodes at one place, given
// positions kept, the same answer every time; trees drawn as trees (a parent over its children)
// and a ring closing symmetrically. Checked on the CGSuite examples and on 2,000 random pictures
// (several base nodes, loops, multiple edges, floating parts) with all or some positions removed;
// Paste's placement beside a drawing on 2,000 more.
#include <QtTest>

#include "homestead/analysis.h"
#include "homestead/cgsuite.h"
#include "homestead/layout.h"
#include "homestead/picture_json.h"
#include "random_picture.h"

#include <cmath>
#include <map>
#include <optional>
#include <random>
#include <set>

using namespace homestead;

namespace {

// The properties every layout must have; returns an empty string or what is wrong.
QString problems(const Picture& before, const Picture& after) {
    std::set<std::pair<double, double>> places;
    for (std::size_t k = 0; k < after.nodes().size(); ++k) {
        const Node& n = after.nodes()[k];
        if (!n.position) return QString("node %1 has no position").arg(n.id);
        const Node& old = before.nodes()[k];
        if (old.position && *old.position != *n.position) return QString("node %1 moved").arg(n.id);
        if (!old.position) {
            if (n.ground && n.position->y != 0) return QString("base node %1 off the ground").arg(n.id);
            if (!n.ground && !(n.position->y > 0)) return QString("node %1 not above the ground").arg(n.id);
            if (!std::isfinite(n.position->x)) return QString("node %1 x not finite").arg(n.id);
        }
        if (!places.emplace(n.position->x, n.position->y).second)
            return QString("node %1 shares its place").arg(n.id);
    }
    if (after.edges() != before.edges() || after.title != before.title) return "the picture changed";
    return {};
}

Picture laidOut(Picture p) {
    layoutPicture(p);
    return p;
}

}  // namespace

class LayoutTest : public QObject {
    Q_OBJECT
private slots:
    void stalkStandsUpright() {
        Picture p = laidOut(readCgsuite("eeeeeee"));
        for (const Node& n : p.nodes()) {
            QCOMPARE(n.position->x, p.nodes()[0].position->x);
            QCOMPARE(n.position->y, double(n.id));
        }
    }

    void treeParentsStandOverTheirChildren() {
        // ground - a; a carries b, c, d; b carries e, f; d carries g.
        Picture p = laidOut(readCgsuite("e(e(e;e);e;e(e))"));
        QCOMPARE(problems(readCgsuite("e(e(e;e);e;e(e))"), p), QString());
        auto x = [&](NodeId id) { return p.node(id).position->x; };
        auto y = [&](NodeId id) { return p.node(id).position->y; };
        // nodes: 0 ground, 1 a, 2 b, 3 e, 4 f, 5 c, 6 d, 7 g
        QCOMPARE(y(1), 1.0);
        QCOMPARE(y(2), 2.0);
        QCOMPARE(y(3), 3.0);
        QVERIFY(x(3) < x(2) && x(2) < x(4));  // b between its children
        QVERIFY(x(2) < x(5) && x(5) < x(6));  // a's children left to right in order
        QCOMPARE(x(6), x(7));                 // a single child straight above
        QVERIFY(x(2) <= x(1) && x(1) <= x(6));
        QCOMPARE(x(0), x(1));
    }

    void ringClosesSymmetrically() {
        Picture p = laidOut(readCgsuite("ee:Aeeee:A"));
        auto at = [&](NodeId id) { return *p.node(id).position; };
        // 2 is the foot of the ring, 3 and 5 its sides, 4 its top.
        QCOMPARE(at(3).y, at(5).y);
        QCOMPARE(at(4).x, (at(3).x + at(5).x) / 2);
        QVERIFY(at(4).y > at(3).y);
        QCOMPARE(at(2).x, (at(3).x + at(5).x) / 2);
        // The door: its top corners side by side.
        Picture door = laidOut(readCgsuite(":Geee:G"));
        QCOMPARE(problems(readCgsuite(":Geee:G"), door), QString());
    }

    // A ring of 2,000 edges through the ground (as an edge list gives it: no positions) is laid out
    // as a round loop, neighbours one unit apart, as wide as it is high: not a line a pixel wide
    // when fitted, nor a column 1,000 high.
    void longRingIsARoundLoop() {
        Picture ring;
        std::vector<NodeId> around{ring.addNode(std::nullopt, true)};
        for (int i = 1; i < 2000; ++i) around.push_back(ring.addNode());
        for (int i = 0; i < 2000; ++i) ring.addEdge(around[i], around[(i + 1) % 2000]);
        Picture p = laidOut(ring);
        QCOMPARE(problems(ring, p), QString());
        double left = 1e300, right = -1e300, top = 0;
        for (const Node& n : p.nodes()) {
            left = std::min(left, n.position->x);
            right = std::max(right, n.position->x);
            top = std::max(top, n.position->y);
        }
        QVERIFY2(std::abs((right - left) / top - 1) < 0.01, qPrintable(QString("%1 wide, %2 high").arg(right - left).arg(top)));
        QVERIFY(top > 600);
        for (int i = 1; i < 1999; ++i) {
            const Point a = *p.node(around[i]).position, b = *p.node(around[i + 1]).position;
            QVERIFY(std::abs(std::hypot(a.x - b.x, a.y - b.y) - 1) < 1e-6);
        }
        // The base node stands under the middle of the loop, the sides mirror each other.
        QCOMPARE(p.node(around[0]).position->x, p.node(around[1000]).position->x);
        QCOMPARE(p.node(around[1]).position->y, p.node(around[1999]).position->y);
    }

    void loopsNeedNoRoom() {
        Picture p = laidOut(readCgsuite(":A-:Ae:B-:B-:B"));
        QCOMPARE(p.nodeCount(), std::size_t(2));
        QCOMPARE(*p.node(1).position, (Point{p.node(0).position->x, 1}));
    }

    void randomPictures() {
        std::mt19937_64 rng(424242);
        int partial = 0;
        for (int trial = 0; trial < 2000; ++trial) {
            Picture p = testing::randomSmallPicture(rng, 10);
            for (const Node& n : std::vector<Node>(p.nodes()))
                if (trial % 4 != 0 || std::uniform_int_distribution<int>(0, 1)(rng))
                    p.setPosition(n.id, std::nullopt);
                else
                    ++partial;
            Picture once = laidOut(p);
            QString wrong = problems(p, once);
            QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
            QCOMPARE(laidOut(p), once);      // deterministic
            QCOMPARE(laidOut(once), once);   // nothing left to place
        }
        QVERIFY(partial > 500);
    }

    void largePicture() {
        Picture p = testing::randomLargePicture(99, 100000);
        Picture q = laidOut(p);
        QCOMPARE(problems(p, q), QString());
    }

    // Paste's placement: the drawing untouched, the added picture after it in its own order with
    // new ids, moved sideways by one amount clear of the drawing (to the right, or to the left where
    // the right would pass the file's limit), and the game their sum (values XOR).
    void placeBesideKeepsBothApart() {
        std::mt19937_64 rng(5150);
        int leftward = 0;
        for (int trial = 0; trial < 2000; ++trial) {
            Picture drawing = laidOut(testing::randomSmallPicture(rng, 8));
            Picture added = laidOut(testing::randomSmallPicture(rng, 8));
            added.title = "pasted";
            if (trial % 5 == 0 && !drawing.empty()) {  // a drawing at the right edge of what a file holds
                double hi = -1e300;
                for (const Node& n : drawing.nodes()) hi = std::max(hi, n.position->x);
                for (const Node& n : std::vector<Node>(drawing.nodes()))
                    drawing.setPosition(n.id, Point{n.position->x - hi + kMaxPictureCoordinate - 1, n.position->y});
            }
            const Picture both = placeBeside(drawing, added);
            QVERIFY(drawing.empty() ? both == added : both.title == drawing.title);
            if (drawing.empty()) continue;
            const std::size_t n0 = drawing.nodeCount(), e0 = drawing.edgeCount();
            QCOMPARE(both.nodeCount(), n0 + added.nodeCount());
            QCOMPARE(both.edgeCount(), e0 + added.edgeCount());
            QVERIFY(std::equal(drawing.nodes().begin(), drawing.nodes().end(), both.nodes().begin()));
            QVERIFY(std::equal(drawing.edges().begin(), drawing.edges().end(), both.edges().begin()));
            double lo = 1e300, hi = -1e300;
            for (const Node& n : drawing.nodes()) {
                lo = std::min(lo, n.position->x);
                hi = std::max(hi, n.position->x);
            }
            std::optional<double> shift;
            bool right = true;
            std::map<NodeId, NodeId> idOf;
            for (std::size_t k = 0; k < added.nodeCount(); ++k) {
                const Node &was = added.nodes()[k], &is = both.nodes()[n0 + k];
                QVERIFY(!drawing.hasNode(is.id));
                idOf[was.id] = is.id;
                QCOMPARE(is.ground, was.ground);
                QCOMPARE(is.position->y, was.position->y);
                if (!shift) shift = is.position->x - was.position->x;
                QVERIFY(std::abs(is.position->x - was.position->x - *shift) < 1e-6);  // one shift (rounded at 1e9)
                right = is.position->x > hi;
                QVERIFY2(right ? is.position->x >= hi + 1.5 : is.position->x <= lo - 1.5, "added nodes clear of the drawing");
                QVERIFY(std::abs(is.position->x) <= kMaxPictureCoordinate);
            }
            leftward += !right;
            for (std::size_t k = 0; k < added.edgeCount(); ++k) {
                const Edge &was = added.edges()[k], &is = both.edges()[e0 + k];
                QVERIFY(!drawing.hasEdge(is.id));
                QCOMPARE(is.from, idOf.at(was.from));
                QCOMPARE(is.to, idOf.at(was.to));
                QCOMPARE(is.name, was.name);
            }
            QCOMPARE(analyse(both).value, analyse(drawing).value ^ analyse(added).value);
        }
        QVERIFY(leftward > 300);
    }
};

QTEST_APPLESS_MAIN(LayoutTest)
#include "tst_layout.moc"
