// winningMoves(): the fast method equals chop-and-re-analyse on 300 medium random pictures (trees
// with cycles, loops, parallel and chord edges, 20–400 edges), including classes of many edges, and
// golden cases (the door's top, a ground cycle of 4, a stalk).
#include <QtTest>

#include "golden_pictures.h"
#include "homestead/analysis.h"
#include "homestead/winning.h"
#include "random_picture.h"

using namespace homestead;
using namespace homestead::testing;

class WinningTest : public QObject {
    Q_OBJECT
private slots:
    void golden() {
        QCOMPARE(winningMoves(door()), std::vector<EdgeId>{2});
        QCOMPARE(winningMoves(stalk(5)), std::vector<EdgeId>{0});
        // A ground cycle of 4 edges is worth 0: no winning move.
        Picture p;
        NodeId g = p.addNode(Point{0, 0}, true), a = p.addNode(), b = p.addNode(), c = p.addNode();
        p.addEdge(g, a);
        p.addEdge(a, b);
        p.addEdge(b, c);
        p.addEdge(c, g);
        QVERIFY(winningMoves(p).empty());
        // A ground cycle of 5 is worth 1: chopping the middle edge leaves two stalks of 2.
        Picture q;
        NodeId h = q.addNode(Point{0, 0}, true);
        NodeId prev = h;
        for (int i = 0; i < 4; ++i) {
            NodeId next = q.addNode();
            q.addEdge(prev, next);
            prev = next;
        }
        q.addEdge(prev, h);
        QCOMPARE(winningMoves(q), std::vector<EdgeId>{2});
    }

    void longCyclesWithHangingStalks() {
        // One long cycle (a class of 5–80 edges) at the ground or on a stalk, with stalks, loops and
        // small cycles hanging from its nodes: the pieces of the class carry varied sums.
        std::mt19937_64 rng(77);
        auto uniform = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
        int wins = 0;
        for (int round = 0; round < 300; ++round) {
            Picture p;
            NodeId base = p.addNode(Point{0, 0}, true);
            for (int i = uniform(0, 2); i > 0; --i) {
                NodeId top = p.addNode();
                p.addEdge(base, top);
                base = top;
            }
            int length = uniform(5, 80);
            std::vector<NodeId> ring{base};
            for (int i = 1; i < length; ++i) {
                ring.push_back(p.addNode());
                p.addEdge(ring[i - 1], ring[i]);
            }
            p.addEdge(ring.back(), base);
            for (int h = uniform(0, length); h > 0; --h) {
                NodeId at = ring[uniform(0, length - 1)];
                int kind = uniform(0, 3);
                if (kind == 0) {
                    p.addEdge(at, at);
                } else if (kind == 1) {
                    NodeId a = p.addNode(), b = p.addNode();
                    p.addEdge(at, a);
                    p.addEdge(a, b);
                    p.addEdge(b, at);
                } else {
                    for (int i = uniform(1, 6); i > 0; --i) {
                        NodeId top = p.addNode();
                        p.addEdge(at, top);
                        at = top;
                    }
                }
            }
            auto naive = winningMovesByChopping(p);
            QVERIFY2(winningMoves(p) == naive, QByteArray("round ") + QByteArray::number(round));
            wins += !naive.empty();
        }
        QVERIFY(wins > 30);
    }

    void fastEqualsNaiveOnMediumPictures() {
        int withWins = 0, winsOnCycles = 0;
        for (std::uint64_t seed = 100; seed < 400; ++seed) {
            Picture p = randomLargePicture(seed, 20 + int(seed % 381));
            Analysis a = analyse(p);
            auto naive = winningMovesByChopping(p);
            QVERIFY2(a.winningMoves == naive, QByteArray("seed ") + QByteArray::number(qulonglong(seed)));
            QCOMPARE(winningMoves(p), naive);
            if (!naive.empty()) ++withWins;
            for (EdgeId id : naive) winsOnCycles += a.edge(id, p).onCycle;
        }
        qInfo("%d pictures with winning moves, %d winning moves on cycles", withWins, winsOnCycles);
        QVERIFY(withWins > 50);
        QVERIFY(winsOnCycles > 20);
    }
};

QTEST_APPLESS_MAIN(WinningTest)
#include "tst_winning.moc"
