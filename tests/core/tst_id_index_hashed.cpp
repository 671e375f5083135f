// The id index built the way the edge-list reader builds it for large node ids: hashed one by one
// as they are met (IdIndex::reserveHashed, tryEmplaceHashed: a repeat gives the first place back),
// then taken over with the small ids placed in the table (assignWithHashed), against std::map:
// duplicates, ids whose hash homes collide and wrap round the table's end, 2^63 - 1. A table reserved
// for the ids never grows (its work counts no rehash); one given more ids than reserved grows
// linearly. The hash table's memory (PageArray) starts zeroed, in 2 MiB pages or, refused, in
// calloc's memory, with the same contents. And .edges texts of such ids read into the same pictures
// and values.
#include <QtTest>

#include "homestead/id_index.h"
#include "homestead/page_array.h"
#include "homestead/picture.h"
#include "homestead/picture_edges.h"
#include "homestead/picture_value.h"

#include <cstdint>
#include <limits>
#include <map>
#include <random>
#include <string>
#include <vector>

using namespace homestead;

namespace {

constexpr std::int64_t kLargest = std::numeric_limits<std::int64_t>::max();

// `count` ids whose mixed value has these top 4 bits: in a table of 16 slots they share a home.
std::vector<std::int64_t> idsWithTop(std::uint64_t top, std::size_t count, std::int64_t from) {
    std::vector<std::int64_t> ids;
    for (std::int64_t id = from; ids.size() < count; id -= 7919)
        if (IdIndex::mix(id) >> 60 == top) ids.push_back(id);
    return ids;
}

}  // namespace

class TestIdIndexHashed : public QObject {
    Q_OBJECT
private slots:
    // Ids met one by one, repeats among them, sparse and small alike (the caller decides what is
    // hashed): a new id is placed, a repeat answers its first place and changes nothing.
    void hashedOneByOneAgreesWithAMap() {
        std::mt19937_64 rng(71);
        for (int round = 0; round < 60; ++round) {
            const std::size_t n = round % 3 == 0 ? rng() % 50 : 1000 + rng() % 20000;
            IdIndex index;
            if (round % 2 == 0) index.reserveHashed(n);
            std::map<std::int64_t, std::size_t> expected;
            std::vector<std::int64_t> met;
            std::size_t places = 0;
            for (std::size_t k = 0; k < n; ++k) {
                std::int64_t id = round % 4 == 3 ? std::int64_t(rng() % (n + 1)) : std::int64_t(rng() >> 1);
                if (!met.empty() && rng() % 3 == 0) id = met[rng() % met.size()];  // a repeat
                if (k == n / 2) id = kLargest;
                if (k == n / 3) id = 0;
                met.push_back(id);
                const std::size_t got = index.tryEmplaceHashed(id, places);
                const auto [at, fresh] = expected.emplace(id, places);
                if (fresh) {
                    QCOMPARE(got, IdIndex::npos);
                    ++places;
                } else {
                    QCOMPARE(got, at->second);
                }
            }
            QCOMPARE(index.size(), expected.size());
            for (const auto& [id, place] : expected) QCOMPARE(index.find(id), place);
            for (int probe = 0; probe < 500; ++probe) {
                const auto id = std::int64_t(rng() >> 1);
                QCOMPARE(index.count(id), expected.count(id));
            }
        }
    }

    // Ids that share a home in a table of 16 slots, at its last slot (their run wraps round to the
    // first) and at its first: each found at its place, repeats answered, absent ones absent, and
    // erasing any of them (linear probing's back-shift) keeps the others.
    void collidingIdsWrapRoundTheTable() {
        std::vector<std::int64_t> ids = idsWithTop(15, 5, kLargest);
        const std::vector<std::int64_t> atStart = idsWithTop(0, 3, kLargest);
        ids.insert(ids.end(), atStart.begin(), atStart.end());
        for (std::size_t gone = 0; gone < ids.size(); ++gone) {
            IdIndex index;
            index.reserveHashed(ids.size());  // 16 slots: 8 ids, half full
            const std::size_t work = index.work();
            QCOMPARE(work, std::size_t(16));
            for (std::size_t k = 0; k < ids.size(); ++k) QCOMPARE(index.tryEmplaceHashed(ids[k], k), IdIndex::npos);
            for (std::size_t k = 0; k < ids.size(); ++k) QCOMPARE(index.tryEmplaceHashed(ids[k], 99), k);
            QCOMPARE(index.work(), work);  // no growth
            QCOMPARE(index.count(idsWithTop(15, 6, kLargest).back()), std::size_t(0));
            index.erase(ids[gone]);
            for (std::size_t k = 0; k < ids.size(); ++k) QCOMPARE(index.find(ids[k]), k == gone ? IdIndex::npos : k);
        }
    }

    // Reserved for n ids, the table takes n without growing: the work is its slots alone. Given
    // more, it doubles: the work stays linear in the ids.
    void aReservedTableNeverGrows() {
        std::mt19937_64 rng(5);
        for (std::size_t n : {std::size_t(100), std::size_t(10000), std::size_t(200000)}) {
            IdIndex index;
            index.reserveHashed(n);
            const std::size_t tableSlots = index.work();
            QVERIFY(tableSlots >= n && tableSlots <= 2 * n + 16);
            for (std::size_t k = 0; k < n; ++k) index.tryEmplaceHashed(std::int64_t(rng() >> 1), k);
            QCOMPARE(index.work(), tableSlots);
            for (std::size_t k = n; k < 4 * n; ++k) index.tryEmplaceHashed(std::int64_t(rng() >> 1), k);
            QVERIFY2(index.work() <= tableSlots + 16 * 4 * n, qPrintable(QString("%1 ids: work %2").arg(4 * n).arg(index.work())));
            QCOMPARE(index.size(), 4 * n);
        }
    }

    // A reader expecting up to n large ids: with a few it keeps a small table (its slots, the work,
    // stay below what n would take); with n it makes room for n once the first few are placed, and
    // the work stays linear (the few moved once); with 3n it doubles past that, still linear. Each
    // id gets its first place back when met again.
    void anExpectingTableStartsSmall() {
        std::mt19937_64 rng(4);
        for (std::size_t n : {std::size_t(100), std::size_t(100000)}) {
            for (std::size_t count : {std::size_t(3), n, 3 * n}) {
                IdIndex index;
                std::vector<std::int64_t> ids(count);
                for (std::size_t k = 0; k < count; ++k) {
                    ids[k] = std::int64_t(rng() >> 1);
                    QCOMPARE(index.tryEmplaceHashedExpecting(ids[k], k, n), IdIndex::npos);
                }
                for (std::size_t k = 0; k < count; ++k) QCOMPARE(index.tryEmplaceHashedExpecting(ids[k], 7, n), k);
                QCOMPARE(index.size(), count);
                if (count == 3) QVERIFY2(index.work() <= 2 * IdIndex::kFirstHashed, qPrintable(QString::number(index.work())));
                QVERIFY2(index.work() <= 16 * count + 4 * IdIndex::kFirstHashed,
                         qPrintable(QString("%1 of %2 expected: work %3").arg(count).arg(n).arg(index.work())));
            }
        }
    }

    // The reader's index: large ids hashed as met, the small ones (below the bound) placed in the
    // table once all are known. It answers as one assigned from the whole list, takes the hashed
    // table over (the hashed index is left empty) and reports the first repeat among the small ids.
    void assignWithHashedAgreesWithAssign() {
        std::mt19937_64 rng(19);
        for (int round = 0; round < 12; ++round) {
            const std::size_t n = round % 2 ? 300 : 50000;
            const std::uint64_t bound = 2 * n + 1024;
            std::vector<std::int64_t> ids;
            IdIndex hashed;
            hashed.reserveHashed(n / 2);
            std::map<std::int64_t, std::size_t> seen;
            while (ids.size() < n) {
                std::int64_t id = rng() % 2 ? std::int64_t(rng() % bound) : std::int64_t(rng() >> 1);
                if (round % 3 == 0) id = std::int64_t(bound + rng() % 1000000);  // every id just above the bound
                if (ids.size() == n / 2) id = kLargest;
                if (!seen.emplace(id, ids.size()).second) continue;
                if (std::uint64_t(id) >= bound) QCOMPARE(hashed.tryEmplaceHashed(id, ids.size()), IdIndex::npos);
                ids.push_back(id);
            }
            std::size_t repeatAt = IdIndex::npos;
            if (round % 4 == 1) {  // a small id repeated: reported as assign reports it
                for (std::size_t k = 0; k < n && repeatAt == IdIndex::npos; ++k)
                    if (std::uint64_t(ids[k]) < bound) {
                        ids.push_back(ids[k]);
                        repeatAt = ids.size() - 1;
                    }
            }
            IdIndex index;
            QCOMPARE(index.assignWithHashed(ids, std::move(hashed), bound), repeatAt);
            QCOMPARE(hashed.size(), std::size_t(0));
            IdIndex assigned;
            QCOMPARE(assigned.assign(ids), repeatAt);
            QCOMPARE(index.size(), assigned.size());
            for (std::int64_t id : ids) QCOMPARE(index.find(id), assigned.find(id));
            for (int probe = 0; probe < 1000; ++probe) {
                const auto id = probe % 2 ? std::int64_t(rng() % (2 * bound)) : std::int64_t(rng() >> 1);
                QCOMPARE(index.count(id), assigned.count(id));
            }
            index.emplace(std::int64_t(bound) + 7, 123456789);  // and it takes inserts after
            if (!seen.count(std::int64_t(bound) + 7)) QCOMPARE(index.find(std::int64_t(bound) + 7), std::size_t(123456789));
        }
    }

    // The hash table's memory: zeroed, writable and copied alike whether it is mapped in 2 MiB pages
    // (from 1 MiB on by default, aligned to them, a size between rounded up to whole pages) or comes
    // from calloc (small, or refused: the fallback).
    void pageArraysAreZeroedWhereverTheyCome() {
        struct Item {
            std::uint64_t a;
            std::uint32_t b;
        };
        const std::size_t big = (std::size_t(3) << 20) / sizeof(Item) + 5;  // 3 MiB and a bit
        const std::size_t between = (std::size_t(3) << 19) / sizeof(Item);  // 1.5 MiB
        for (const std::size_t mappedFrom : {detail::kMappedFromBytes, detail::kHugePageBytes, std::numeric_limits<std::size_t>::max()}) {
            for (const std::size_t n : {std::size_t(1), std::size_t(1000), between, big}) {
                PageArray<Item> items(n, mappedFrom);
                QCOMPARE(items.size(), n);
                const bool mapped = n * sizeof(Item) >= mappedFrom;
                if (mapped) QCOMPARE(reinterpret_cast<std::uintptr_t>(items.data()) % detail::kHugePageBytes, std::uintptr_t(0));
                else QVERIFY(!items.hugePages());
                for (std::size_t i = 0; i < n; i += 997) QVERIFY(items[i].a == 0 && items[i].b == 0);
                QVERIFY(items[n - 1].a == 0 && items[n - 1].b == 0);
                for (std::size_t i = 0; i < n; i += 997) items[i] = Item{i, std::uint32_t(i + 1)};
                items[n - 1] = Item{7, 8};
                PageArray<Item> copy = items;
                PageArray<Item> moved = std::move(items);
                QCOMPARE(items.size(), std::size_t(0));
                for (std::size_t i = 0; i + 1 < n; i += 997) {
                    QCOMPARE(copy[i].a, std::uint64_t(i));
                    QCOMPARE(moved[i].b, std::uint32_t(i + 1));
                }
                QCOMPARE(copy[n - 1].a, std::uint64_t(7));
                QCOMPARE(moved[n - 1].b, std::uint32_t(8));
            }
        }
        QVERIFY(PageArray<int>().empty());
    }

    // .edges texts of large ids, read in one pass through the hashed index: ids repeated, sharing
    // a home, 2^63 - 1, more nodes than lines (the table grows past what it reserved), mixed with
    // small ids and ground lines: the nodes in order of first mention, each once, found by id, and
    // the picture edited after as any other.
    void edgeListsOfLargeIdsReadAsWritten() {
        std::mt19937_64 rng(23);
        const std::vector<std::int64_t> colliding = idsWithTop(7, 40, kLargest - 12345);
        for (int shape = 0; shape < 4; ++shape) {
            const std::size_t lines = shape == 3 ? 20 : 30000;
            std::vector<std::int64_t> pool;
            std::string text = "# large ids\nground " + std::to_string(kLargest) + "\n";
            std::vector<std::int64_t> order{kLargest};
            std::map<std::int64_t, bool> known{{kLargest, true}};
            std::vector<std::pair<std::int64_t, std::int64_t>> edges;
            const auto pick = [&](bool fresh) {
                std::int64_t id;
                if (!fresh && !pool.empty()) id = pool[rng() % pool.size()];
                else if (shape == 1 && rng() % 2) id = colliding[rng() % colliding.size()];
                else if (shape == 2 && rng() % 2) id = std::int64_t(rng() % 1000);  // small ids among them
                else id = std::int64_t(rng() >> 1);
                pool.push_back(id);
                if (known.emplace(id, false).second) order.push_back(id);
                return id;
            };
            for (std::size_t k = 0; k < lines; ++k) {
                const bool forest = shape == 0;  // two new ids a line: twice the nodes the table expects
                const std::int64_t u = pick(forest || k == 0), v = pick(true);
                edges.emplace_back(u, v);
                text += std::to_string(u) + " " + std::to_string(v) + "\n";
            }
            const std::int64_t laterGround = order[order.size() / 2];
            text += "ground " + std::to_string(laterGround) + "\n";
            Picture p = readPictureEdges(text, "large.edges");
            QCOMPARE(edgeListValue(text, "large.edges"), pictureValue(p));  // the value's reader hashes them too
            QCOMPARE(p.nodeCount(), order.size());
            QCOMPARE(p.edgeCount(), edges.size());
            for (std::size_t i = 0; i < order.size(); ++i) {
                QCOMPARE(p.nodes()[i].id, order[i]);
                QCOMPARE(p.indexOfNode(order[i]), i);
                QCOMPARE(p.nodes()[i].ground, order[i] == kLargest || order[i] == laterGround);
            }
            for (std::size_t e = 0; e < edges.size(); ++e) {
                QCOMPARE(p.edges()[e].from, edges[e].first);
                QCOMPARE(p.edges()[e].to, edges[e].second);
            }
            QVERIFY(!p.hasNode(kLargest - 1));
            const NodeId added = p.addNode();
            QVERIFY(p.hasNode(added));
            p.insertNode(Node{kLargest - 1, std::nullopt, false, {}});
            QCOMPARE(p.indexOfNode(kLargest - 1), order.size() + 1);
            p.removeNode(order[1]);
            QVERIFY(!p.hasNode(order[1]));
            for (std::size_t i = 0; i < p.nodeCount(); ++i) QCOMPARE(p.indexOfNode(p.nodes()[i].id), i);
        }
    }
};

QTEST_APPLESS_MAIN(TestIdIndexHashed)
#include "tst_id_index_hashed.moc"
