// IdIndex (the id -> place map of a Picture) against std::map on random ids of every shape: dense
// from 0, dense with gaps, huge and scattered, dense ids arriving after sparse ones (which must move
// into the table as it grows), and the largest id there is, with and without room reserved; every inserted id is found with its
// place, every other id is absent.
#include <QtTest>

#include "homestead/id_index.h"
#include "homestead/picture.h"

#include <limits>
#include <map>
#include <random>

using namespace homestead;

class TestIdIndex : public QObject {
    Q_OBJECT
private slots:
    void agreesWithAMap() {
        std::mt19937_64 rng(31);
        for (int round = 0; round < 400; ++round) {
            IdIndex index;
            std::map<std::int64_t, std::size_t> expected;
            const int n = int(rng() % 3000);
            if (round % 8 >= 4) index.reserve(std::size_t(rng() % 4000));  // room ahead changes no answer
            const int shape = round % 4;
            for (int k = 0; k < n; ++k) {
                std::int64_t id;
                if (shape == 0) id = k;                                        // dense
                else if (shape == 1) id = std::int64_t(rng() % (3 * n + 5));   // dense with gaps
                else if (shape == 2) id = std::int64_t(rng() >> 1);            // scattered, huge
                else id = k % 2 ? std::int64_t(rng() % 100000) : std::int64_t(n - k);  // sparse first, then dense
                if (k == n / 2) id = std::numeric_limits<std::int64_t>::max();
                if (expected.count(id)) continue;
                expected[id] = std::size_t(k);
                index.emplace(id, std::size_t(k));
            }
            QCOMPARE(index.size(), expected.size());
            for (const auto& [id, place] : expected) QCOMPARE(index.find(id), place);
            for (int probe = 0; probe < 2000; ++probe) {
                const std::int64_t id = probe % 2 ? std::int64_t(rng() % (4 * n + 10)) : std::int64_t(rng() >> 1);
                QCOMPARE(index.count(id), expected.count(id));
            }
            QCOMPARE(index.count(-1), std::size_t(0));
        }
    }

    void aPictureWithHugeIdsWorks() {
        Picture p;
        p.insertNode(Node{std::numeric_limits<std::int64_t>::max(), std::nullopt, true, {}});
        p.insertNode(Node{5, std::nullopt, false, {}});
        p.insertEdge(Edge{1'000'000'000'000, 5, std::numeric_limits<std::int64_t>::max(), {}});
        QCOMPARE(p.indexOfNode(5), std::size_t(1));
        QCOMPARE(p.indexOfEdge(1'000'000'000'000), std::size_t(0));
        QVERIFY(!p.hasNode(6));
        QCOMPARE(p.nextNodeId(), NodeId(0));  // the largest id is in use: the smallest free one
        QVERIFY_THROWS_EXCEPTION(PictureError, p.indexOfEdge(0));
    }
};

QTEST_APPLESS_MAIN(TestIdIndex)
#include "tst_id_index.moc"
