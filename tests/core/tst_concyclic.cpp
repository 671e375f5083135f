// Concyclic classes and the mating of a class: the door's matrix, mating and spinster; classes
// checked against the definition by 2-edge cuts (e, f concyclic iff removing both disconnects the
// standing picture, base nodes identified) on 200 medium random pictures; Theorem 85 on their
// classes; bad classes refused.
#include <QtTest>

#include "golden_pictures.h"
#include "homestead/analysis.h"
#include "homestead/concyclic.h"
#include "random_picture.h"

#include <algorithm>
#include <numeric>
#include <random>

using namespace homestead;
using namespace homestead::testing;

namespace {

// Number of edges (among `keep`) still standing: a union-find from the ground.
bool disconnects(const Picture& p, const std::vector<bool>& standing, std::size_t e, std::size_t f) {
    std::vector<int> parent(p.nodeCount() + 1);
    std::iota(parent.begin(), parent.end(), 0);
    auto find = [&](int x) {
        while (parent[x] != x) x = parent[x] = parent[parent[x]];
        return x;
    };
    auto vertex = [&](NodeId id) {
        std::size_t i = p.indexOfNode(id);
        return p.nodes()[i].ground ? 0 : int(i) + 1;
    };
    for (std::size_t g = 0; g < p.edgeCount(); ++g)
        if (standing[g] && g != e && g != f)
            parent[find(vertex(p.edges()[g].from))] = find(vertex(p.edges()[g].to));
    for (std::size_t g = 0; g < p.edgeCount(); ++g)
        if (standing[g] && find(vertex(p.edges()[g].from)) != find(0)) return true;
    // The removed edges' own ends must also still reach the ground.
    for (std::size_t g : {e, f})
        if (find(vertex(p.edges()[g].from)) != find(0) || find(vertex(p.edges()[g].to)) != find(0)) return true;
    return false;
}

}  // namespace

class ConcyclicTest : public QObject {
    Q_OBJECT
private slots:
    void doorMating() {
        Picture p = door();
        auto classes = concyclicClasses(p);
        QCOMPARE(classes, (std::vector<std::vector<EdgeId>>{{0, 1, 2}}));
        ClassMating m = mateClass(p, classes[0]);
        // Chopping a post leaves a stalk of 2 (other post 3, top 1); chopping the top leaves two posts.
        std::vector<std::vector<std::uint64_t>> expected{{0, 3, 1}, {3, 0, 1}, {1, 1, 0}};
        QCOMPARE(m.matrix, expected);
        QCOMPARE(m.pairs.size(), std::size_t(1));
        QCOMPARE(m.pairs[0], (std::pair<EdgeId, EdgeId>{0, 1}));
        QCOMPARE(m.spinster, std::optional<EdgeId>(2));  // the door's winning move
    }

    void refusesWhatIsNotAClass() {
        Picture p = cycleOnStalk();
        QVERIFY_THROWS_EXCEPTION(PictureError, mateClass(p, {0}));      // a bridge
        QVERIFY_THROWS_EXCEPTION(PictureError, mateClass(p, {2, 42}));  // no such edge
        QVERIFY_THROWS_EXCEPTION(PictureError, mateClass(p, {}));
        Picture q = door();
        q.addEdge(0, 0);
        QVERIFY_THROWS_EXCEPTION(PictureError, mateClass(q, {0, 3}));  // two classes
    }

    void largePictureClasses() {
        // Many classes (a well-filled label hash table); a sample of pairs checked as cuts.
        Picture p = randomLargePicture(9, 30000);
        Analysis a = analyse(p, {false});
        std::vector<bool> standing = p.standingMask();
        std::size_t onCycle = 0, inClasses = 0;
        for (const auto& e : a.edges) onCycle += e.onCycle;
        for (std::size_t c = 0; c < a.classes.size(); ++c) {
            const auto& cls = a.classes[c];
            inClasses += cls.size();
            QVERIFY(std::is_sorted(cls.begin(), cls.end()));
            if (c) QVERIFY(a.classes[c - 1][0] < cls[0]);
            for (EdgeId id : cls) QCOMPARE(a.edge(id, p).concyclicClass, int(c));
        }
        QCOMPARE(inClasses, onCycle);
        QVERIFY(onCycle > 5000);
        std::mt19937_64 rng(3);
        int sameChecked = 0, differentChecked = 0;
        for (int t = 0; t < 400 && (sameChecked < 40 || differentChecked < 40); ++t) {
            const auto& cls = a.classes[rng() % a.classes.size()];
            if (cls.size() >= 2 && sameChecked < 40) {
                QVERIFY(disconnects(p, standing, p.indexOfEdge(cls[0]), p.indexOfEdge(cls.back())));
                ++sameChecked;
            }
            // An edge of another class sharing a node with this one: not a cut together.
            const Edge& e = p.edge(cls[0]);
            for (std::size_t f = 0; f < p.edgeCount() && differentChecked < 40; ++f) {
                const Edge& g = p.edges()[f];
                if (!a.edges[f].onCycle || a.edges[f].concyclicClass == a.edge(e.id, p).concyclicClass) continue;
                if (g.from != e.from && g.to != e.from && g.from != e.to && g.to != e.to) continue;
                QVERIFY(!disconnects(p, standing, p.indexOfEdge(e.id), f));
                ++differentChecked;
                break;
            }
        }
        QCOMPARE(sameChecked, 40);
        QCOMPARE(differentChecked, 40);
    }

    void classesAreTwoEdgeCutsOnMediumPictures() {
        int classes = 0, largest = 0;
        for (std::uint64_t seed = 1; seed <= 200; ++seed) {
            Picture p = randomLargePicture(seed, 10 + int(seed % 50));
            const auto where = QByteArray("seed ") + QByteArray::number(qulonglong(seed));
            Analysis a = analyse(p, {false});
            std::vector<bool> standing = p.standingMask();
            const std::size_t m = p.edgeCount();
            for (std::size_t e = 0; e < m; ++e) {
                if (!a.edges[e].onCycle) continue;
                for (std::size_t f = e + 1; f < m; ++f) {
                    if (!a.edges[f].onCycle) continue;
                    bool same = a.edges[e].concyclicClass == a.edges[f].concyclicClass;
                    QVERIFY2(same == disconnects(p, standing, e, f), where);
                }
            }
            for (const auto& cls : a.classes) {
                ++classes;
                largest = std::max<int>(largest, int(cls.size()));
                if (cls.size() > 12) continue;
                ClassMating mating = mateClass(p, cls);
                const std::size_t k = cls.size();
                for (std::size_t i = 0; i < k; ++i)
                    for (std::size_t j = i + 1; j < k; ++j) {
                        QVERIFY2(mating.matrix[i][j] == mating.matrix[j][i], where);
                        for (std::size_t l = j + 1; l < k; ++l) {
                            std::uint64_t v[3] = {mating.matrix[i][j], mating.matrix[j][l], mating.matrix[i][l]};
                            std::sort(v, v + 3);
                            QVERIFY2(v[0] == v[1] && v[1] < v[2], where);
                        }
                    }
            }
        }
        qInfo("%d classes, the largest of %d edges", classes, largest);
        QVERIFY(largest >= 3);
    }
};

QTEST_APPLESS_MAIN(ConcyclicTest)
#include "tst_concyclic.moc"
