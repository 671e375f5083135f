// IdLists (the analysis's classes and the garden's loops, one array for all the lists) against
// vectors of vectors on random lists, including empty lists and no lists at all: built the three
// ways (from vectors, list by list, by counts then filled), every list reads back the same, in
// order, and lists are equal exactly when their vectors are.
#include <QtTest>

#include "homestead/id_lists.h"

#include <random>
#include <vector>

using namespace homestead;

namespace {

std::vector<std::vector<EdgeId>> randomLists(std::mt19937_64& rng) {
    std::vector<std::vector<EdgeId>> lists(rng() % 12);
    for (auto& list : lists) {
        list.resize(rng() % 3 == 0 ? 0 : rng() % 6);
        for (EdgeId& id : list) id = EdgeId(rng() % 1000) - 10;
    }
    return lists;
}

}  // namespace

class TestIdLists : public QObject {
    Q_OBJECT
private slots:
    void threeWaysToBuildReadBackTheLists() {
        std::mt19937_64 rng(7);
        for (int round = 0; round < 2000; ++round) {
            const auto want = randomLists(rng);
            const IdLists made = IdLists::of(want);

            IdLists appended;
            for (const auto& list : want) {
                for (EdgeId id : list) appended.append(id);
                appended.close();
            }

            std::vector<std::size_t> sizes;
            for (const auto& list : want) sizes.push_back(list.size());
            IdLists filled = IdLists::counted(sizes);
            for (std::size_t i = 0; i < want.size(); ++i)
                for (std::size_t j = 0; j < want[i].size(); ++j) filled.at(i, j) = want[i][j];

            std::size_t total = 0;
            for (const auto& list : want) total += list.size();
            for (const IdLists* lists : std::vector<const IdLists*>{&made, &appended, &filled}) {
                QCOMPARE(lists->size(), want.size());
                QCOMPARE(lists->empty(), want.empty());
                QCOMPARE(lists->totalSize(), total);
                QCOMPARE(lists->copies(), want);
                std::size_t i = 0;
                for (std::span<const EdgeId> list : *lists) {
                    QCOMPARE(std::vector<EdgeId>(list.begin(), list.end()), want[i]);
                    QCOMPARE((*lists)[i].size(), want[i].size());
                    ++i;
                }
                QCOMPARE(i, want.size());
                QVERIFY(*lists == made);
            }
        }
    }

    void equalExactlyWhenTheVectorsAre() {
        std::mt19937_64 rng(8);
        for (int round = 0; round < 3000; ++round) {
            auto a = randomLists(rng);
            auto b = rng() % 2 ? a : randomLists(rng);
            if (rng() % 3 == 0 && !b.empty()) {  // the same ids, split at another place
                std::vector<EdgeId> all;
                for (const auto& list : b) all.insert(all.end(), list.begin(), list.end());
                b.assign(b.size(), {});
                for (EdgeId id : all) b[rng() % b.size()].push_back(id);
            }
            QCOMPARE(IdLists::of(a) == IdLists::of(b), a == b);
        }
        QVERIFY(IdLists() == IdLists::of({}));
        QVERIFY(!(IdLists::of({{}}) == IdLists::of({})));
        QVERIFY(!(IdLists::of({{1}, {}}) == IdLists::of({{}, {1}})));
    }
};

QTEST_APPLESS_MAIN(TestIdLists)
#include "tst_id_lists.moc"
