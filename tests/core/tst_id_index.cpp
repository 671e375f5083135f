// IdIndex (the id -> place map of a Picture) against std::map on random ids of every shape: dense
// from 0, dense with gaps, huge and scattered, dense ids arriving after sparse ones, and the largest
// id there is, with and without room reserved, inserted one by one or assigned as a whole list
// (repeats included); every id is found with its place, every other id is absent. The work of
// growing and of assigning is counted and must stay linear in the ids.
#include <QtTest>

#include "homestead/id_index.h"
#include "homestead/picture.h"

#include <algorithm>
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

    // A whole list assigned at once, small (placed in order) and large (grouped first), of every
    // shape, with ids repeated: each id at its first place, the first repeat reported, and the index
    // then takes inserts, erases and moves as one built id by id.
    void assignedListsAgreeWithAMap() {
        std::mt19937_64 rng(53);
        for (int round = 0; round < 24; ++round) {
            const int n = round % 3 == 0 ? int(rng() % 3000) : 40000 + int(rng() % 30000);
            const int shape = round % 4;
            std::vector<std::int64_t> ids(std::size_t(n), 0);
            for (int k = 0; k < n; ++k) {
                if (shape == 0) ids[k] = k;
                else if (shape == 1) ids[k] = std::int64_t(rng() % (2 * std::uint64_t(n) + 5));  // repeats
                else if (shape == 2) ids[k] = std::int64_t(rng() >> 1);
                else ids[k] = k % 2 ? std::int64_t(rng() >> 1) : std::int64_t(n - k);
            }
            if (shape == 1) std::shuffle(ids.begin(), ids.end(), rng);
            if (n > 10 && round % 2) ids[std::size_t(n - 3)] = ids[std::size_t(n / 3)];  // a repeat late in the list
            IdIndex index;
            index.emplace(12345678, 0);  // dropped by assign
            const std::size_t repeat = index.assign(ids);
            std::map<std::int64_t, std::size_t> expected;
            std::size_t firstRepeat = IdIndex::npos;
            for (std::size_t k = 0; k < ids.size(); ++k)
                if (!expected.emplace(ids[k], k).second && firstRepeat == IdIndex::npos) firstRepeat = k;
            QCOMPARE(repeat, firstRepeat);
            QCOMPARE(index.size(), expected.size());
            QVERIFY(index.work() <= 16 * ids.size() + 4096);
            for (const auto& [id, place] : expected) QCOMPARE(index.find(id), place);
            for (int probe = 0; probe < 2000; ++probe) {
                const std::int64_t id = probe % 2 ? std::int64_t(rng() % (4 * std::uint64_t(n) + 10)) : std::int64_t(rng() >> 1);
                QCOMPARE(index.count(id), expected.count(id));
            }
            for (int step = 0; step < 200 && !ids.empty(); ++step) {
                auto it = expected.find(ids[rng() % ids.size()]);
                if (it == expected.end()) continue;  // erased already
                if (step % 3 == 0) {
                    index.erase(it->first);
                    expected.erase(it);
                } else if (step % 3 == 1) {
                    it->second = std::size_t(rng() % 5000);
                    index.move(it->first, it->second);
                } else {
                    const std::int64_t id = step % 2 ? std::int64_t(rng() >> 1) : std::int64_t(rng() % 100000);
                    if (expected.emplace(id, std::size_t(step)).second) index.emplace(id, std::size_t(step));
                }
            }
            for (const auto& [id, place] : expected) QCOMPARE(index.find(id), place);
            QCOMPARE(index.size(), expected.size());
        }
    }

    // Ids erased and moved (a Picture's removeEdge) among ids of every shape: the index still agrees
    // with a map.
    void erasedAndMovedIdsAgreeWithAMap() {
        std::mt19937_64 rng(47);
        for (int round = 0; round < 200; ++round) {
            IdIndex index;
            std::map<std::int64_t, std::size_t> expected;
            const int n = 1 + int(rng() % 2000);
            for (int k = 0; k < n; ++k) {
                const std::int64_t id = round % 2 ? k : std::int64_t(rng() >> (round % 3 ? 1 : 50));
                if (expected.count(id)) continue;
                expected[id] = std::size_t(k);
                index.emplace(id, std::size_t(k));
            }
            for (int step = 0; step < 300 && !expected.empty(); ++step) {
                auto it = expected.begin();
                std::advance(it, std::ptrdiff_t(rng() % expected.size()));
                if (step % 3) {
                    index.erase(it->first);
                    expected.erase(it);
                } else {
                    it->second = std::size_t(rng() % 5000);
                    index.move(it->first, it->second);
                }
            }
            QCOMPARE(index.size(), expected.size());
            for (const auto& [id, place] : expected) QCOMPARE(index.find(id), place);
            for (int probe = 0; probe < 500; ++probe) {
                const std::int64_t id = probe % 2 ? std::int64_t(rng() % (4 * n + 10)) : std::int64_t(rng() >> 1);
                QCOMPARE(index.count(id), expected.count(id));
            }
        }
    }

    // Sparse ids whose hash homes collide at the hash table's last slot and its first (a first table
    // of 16 slots; a home is the mixed id's top bits scaled to the table's size): their probes wrap
    // around the end, and erasing any of them, in any order, leaves the others found at their places.
    // Then an assigned list of sparse ids, its table sized to the ids (not a power of 2), erased
    // one by one from the front, the back and the middle.
    void collidingSparseIdsWrapAroundTheTable() {
        std::vector<std::int64_t> atEnd, atStart;
        for (std::int64_t id = std::numeric_limits<std::int64_t>::max(); atEnd.size() < 4 || atStart.size() < 2; id -= 7919) {
            const std::uint64_t top = IdIndex::mix(id) >> 60;
            if (top == 15 && atEnd.size() < 4) atEnd.push_back(id);
            if (top == 0 && atStart.size() < 2) atStart.push_back(id);
        }
        std::vector<std::int64_t> ids = atEnd;
        ids.insert(ids.end(), atStart.begin(), atStart.end());
        for (std::size_t first = 0; first < ids.size(); ++first) {
            IdIndex index;
            std::map<std::int64_t, std::size_t> expected;
            for (std::size_t k = 0; k < ids.size(); ++k) {
                index.emplace(ids[k], k);
                expected[ids[k]] = k;
            }
            for (std::size_t step = 0; step < ids.size(); ++step) {
                const std::int64_t gone = ids[(first + step * 5) % ids.size()];  // 5 is prime to 6: each once
                index.erase(gone);
                expected.erase(gone);
                QCOMPARE(index.count(gone), std::size_t(0));
                QCOMPARE(index.size(), expected.size());
                for (const auto& [id, place] : expected) QCOMPARE(index.find(id), place);
            }
        }
        std::mt19937_64 rng(61);
        std::vector<std::int64_t> sparse(1000);
        for (std::int64_t& id : sparse) id = std::int64_t(rng() >> 1);
        sparse[500] = std::numeric_limits<std::int64_t>::max();
        sparse[900] = sparse[100];  // a repeat: reported, not placed
        IdIndex index;
        QCOMPARE(index.assign(sparse), std::size_t(900));
        std::map<std::int64_t, std::size_t> expected;
        for (std::size_t k = 0; k < sparse.size(); ++k) expected.emplace(sparse[k], k);
        for (std::size_t step = 0; !expected.empty(); ++step) {
            auto it = step % 3 == 0 ? expected.begin() : step % 3 == 1 ? std::prev(expected.end()) : std::next(expected.begin(), std::ptrdiff_t(expected.size() / 2));
            index.erase(it->first);
            expected.erase(it);
            if (step % 50 == 0)
                for (const auto& [id, place] : expected) QCOMPARE(index.find(id), place);
        }
        QCOMPARE(index.size(), std::size_t(0));
        QCOMPARE(index.count(sparse[500]), std::size_t(0));
    }

    // Removing edges one by one, from the end, the middle and the front: every edge is found at
    // its place, the removed ones are gone, and the nodes are untouched.
    void removingEdgesKeepsTheirPlaces() {
        Picture p;
        const NodeId g = p.addNode(Point{0, 0}, true);
        std::vector<NodeId> nodes{g};
        for (int i = 0; i < 50; ++i) nodes.push_back(p.addNode(Point{double(i), 1}));
        std::mt19937 rng(3);
        for (int i = 0; i < 200; ++i) p.addEdge(nodes[rng() % nodes.size()], nodes[rng() % nodes.size()]);
        p.insertEdge(Edge{std::int64_t(1) << 50, g, nodes[1], {}});  // a sparse id
        std::vector<EdgeId> gone;
        for (int k = 0; k < 120; ++k) {
            const std::size_t at = k % 3 == 0 ? p.edgeCount() - 1 : k % 3 == 1 ? p.edgeCount() / 2 : 0;
            gone.push_back(p.removeEdge(p.edges()[at].id).id);
            for (std::size_t i = 0; i < p.edgeCount(); ++i) QCOMPARE(p.indexOfEdge(p.edges()[i].id), i);
            for (EdgeId id : gone) QVERIFY(!p.hasEdge(id));
        }
        for (std::size_t i = 0; i < p.nodeCount(); ++i) QCOMPARE(p.indexOfNode(p.nodes()[i].id), i);
    }

    // The index's growth work (table slots cleared, hash slots cleared and entries moved) stays within
    // a constant times the ids, whatever their order: ascending, shuffled below N (a numbering from
    // another program, with and without room announced), or sparse up to 2^63 - 1. (A table that
    // swept its hashed ids at each small growth did about N^1.5 work on shuffled ids.)
    void growthWorkIsLinearInTheIds() {
        for (int shape = 0; shape < 4; ++shape) {
            for (std::size_t n : {std::size_t(1000), std::size_t(10000), std::size_t(100000)}) {
                std::mt19937_64 rng(n + std::size_t(shape));
                std::vector<std::int64_t> ids(n);
                for (std::size_t k = 0; k < n; ++k) ids[k] = std::int64_t(k);
                if (shape >= 1) std::shuffle(ids.begin(), ids.end(), rng);
                if (shape == 3)
                    for (auto& id : ids) id = std::int64_t(rng() >> 1);  // distinct with overwhelming odds
                IdIndex index;
                if (shape == 2) index.reserve(n);
                for (std::size_t k = 0; k < n; ++k) index.emplace(ids[k], k);
                QVERIFY2(index.work() <= 16 * n + 4096,
                         qPrintable(QString("shape %1, %2 ids: work %3").arg(shape).arg(n).arg(index.work())));
                for (std::size_t k = 0; k < n; k += 97) QCOMPARE(index.find(ids[k]), k);
                IdIndex assigned;  // the whole list at once: the same bound
                QCOMPARE(assigned.assign(ids), IdIndex::npos);
                QVERIFY2(assigned.work() <= 16 * n + 4096,
                         qPrintable(QString("assigned, shape %1, %2 ids: work %3").arg(shape).arg(n).arg(assigned.work())));
                for (std::size_t k = 0; k < n; k += 97) QCOMPARE(assigned.find(ids[k]), k);
            }
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
