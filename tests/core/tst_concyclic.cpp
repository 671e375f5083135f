// Concyclic classes and the mating of a class: the door's matrix, mating and spinster; classes
// checked against the definition by 2-edge cuts (e, f concyclic iff removing both disconnects the
// standing picture, base nodes identified) on 200 medium random pictures; Theorem 85 on their
// classes; bad classes refused; the fast mating (chains of pieces, best-partner pairing) equal to
// the definition (chop each edge, mate the best pair left) on the classes and on shuffled parts of
// the classes of thousands of random pictures, rings with decorations among them.
#include <QtTest>

#include "golden_pictures.h"
#include "homestead/analysis.h"
#include "homestead/concyclic.h"
#include "homestead/picture_json.h"
#include "random_picture.h"
#include "../classic_pictures.h"

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

// A ring of `ring` edges through the ground (or on a stalk), decorated at random: stalks and small
// cycles hanging from its nodes, loops, doubled edges and a few chords (which cut the ring into
// several classes). Classes of tens of edges whose pieces carry all sorts of values.
Picture decoratedRing(std::mt19937_64& rng, int ring) {
    auto uniform = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    Picture p;
    NodeId ground = p.addNode(std::nullopt, true);
    NodeId start = ground;
    if (uniform(0, 2) == 0) {
        start = p.addNode();
        p.addEdge(ground, start);
    }
    std::vector<NodeId> around{start};
    for (int i = 1; i < ring; ++i) around.push_back(p.addNode());
    for (int i = 0; i < ring; ++i) p.addEdge(around[i], around[(i + 1) % ring]);
    const int extras = uniform(0, ring);
    for (int x = 0; x < extras; ++x) {
        NodeId at = around[uniform(0, ring - 1)];
        switch (uniform(0, 9)) {
        case 0: p.addEdge(at, at); break;                                  // a loop
        case 1: p.addEdge(at, around[uniform(0, ring - 1)]); break;        // a chord (or doubled edge)
        case 2: case 3: {                                                  // a small cycle
            NodeId a = p.addNode(), b = p.addNode();
            p.addEdge(at, a), p.addEdge(a, b), p.addEdge(b, at);
            break;
        }
        default: {                                                         // a stalk
            for (int h = uniform(1, 4); h > 0; --h) {
                NodeId up = p.addNode();
                p.addEdge(at, up);
                at = up;
            }
        }
        }
    }
    return p;
}

// mateClass equals the definition on every class of `p` up to `maxClass` edges, and on a shuffled
// part of each.
int checkMatingAgainstDefinition(const Picture& p, std::mt19937_64& rng, std::size_t maxClass) {
    int checked = 0;
    for (std::vector<EdgeId> cls : concyclicClasses(p)) {
        if (cls.size() > maxClass) continue;
        for (int round = 0; round < 2; ++round) {
            if (round == 1) {
                std::shuffle(cls.begin(), cls.end(), rng);
                cls.resize(1 + rng() % cls.size());
            }
            const ClassMating fast = mateClass(p, cls);
            const ClassMating slow = mateClassByChopping(p, cls);
            if (fast.matrix != slow.matrix || fast.pairs != slow.pairs || fast.spinster != slow.spinster ||
                fast.edges != slow.edges)
                return -1;
            ++checked;
        }
    }
    return checked;
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

    void fastMatingEqualsTheDefinitionOnSmallRandomPictures() {
        std::mt19937_64 rng(85);
        int checked = 0;
        for (int t = 0; t < 3000; ++t) {
            Picture p = randomSmallPicture(rng, 14);
            const int n = checkMatingAgainstDefinition(p, rng, 64);
            QVERIFY2(n >= 0, qPrintable(QStringLiteral("small random picture %1").arg(t)));
            checked += n;
        }
        QVERIFY(checked > 2000);
    }

    void fastMatingEqualsTheDefinitionOnDecoratedRings() {
        std::mt19937_64 rng(43);
        int checked = 0;
        std::size_t largest = 0;
        for (int t = 0; t < 300; ++t) {
            Picture p = decoratedRing(rng, 3 + int(rng() % 40));
            for (const auto& c : concyclicClasses(p)) largest = std::max(largest, c.size());
            const int n = checkMatingAgainstDefinition(p, rng, 64);
            QVERIFY2(n >= 0, qPrintable(QStringLiteral("decorated ring %1").arg(t)));
            checked += n;
        }
        QVERIFY(checked > 300);
        QVERIFY(largest >= 20);
        // And on the medium random pictures' classes.
        for (std::uint64_t seed = 1; seed <= 40; ++seed)
            QVERIFY(checkMatingAgainstDefinition(randomLargePicture(seed, 200), rng, 64) > 0);
    }

    void loversMatingEqualsTheDefinitionInAnyOrder() {
        // Conway's lovers' bridge (THEORY.md §7): the class {p, q, r, s, t} given in every order.
        Picture p = testing::classicPicture("lovers-bridge");
        std::vector<EdgeId> cls;
        for (const char* name : {"p", "q", "r", "s", "t"})
            for (const Edge& e : p.edges())
                if (e.name == name) cls.push_back(e.id);
        QCOMPARE(cls.size(), std::size_t(5));
        std::sort(cls.begin(), cls.end());
        int orders = 0;
        do {
            const ClassMating fast = mateClass(p, cls);
            const ClassMating slow = mateClassByChopping(p, cls);
            QCOMPARE(fast.matrix, slow.matrix);
            QCOMPARE(fast.pairs, slow.pairs);
            QCOMPARE(fast.spinster, slow.spinster);
            ++orders;
        } while (std::next_permutation(cls.begin(), cls.end()));
        QCOMPARE(orders, 120);
    }

    void groundRingOfTwoThousand() {
        // One class of 2,000 edges. Edge i joins ring nodes i and i+1 (node 0, node n: the ground);
        // chopping x leaves the stalks 0..x-1 and n-1..x+1 standing, so y's stress is |x - y|.
        const int n = 2000;
        Picture p;
        NodeId g = p.addNode(std::nullopt, true);
        std::vector<NodeId> around{g};
        for (int i = 1; i < n; ++i) around.push_back(p.addNode());
        std::vector<EdgeId> cls;
        for (int i = 0; i < n; ++i) cls.push_back(p.addEdge(around[i], around[(i + 1) % n]));
        const ClassMating m = mateClass(p, cls);
        QCOMPARE(int(m.matrix.size()), n);
        for (int x = 0; x < n; x += 97)
            for (int y = 0; y < n; ++y) {
                if (x == y) continue;
                QCOMPARE(m.matrix[x][y], weightOfStress(std::uint64_t(std::abs(x - y))));
            }
        QCOMPARE(m.pairs.size(), std::size_t(n / 2));
        QVERIFY(!m.spinster);
        // Every pair is mated at the largest value left, and the pairs use every edge once.
        std::vector<int> used(n, 0);
        for (std::size_t i = 0; i < m.pairs.size(); ++i) {
            ++used[m.pairs[i].first], ++used[m.pairs[i].second];
            if (i) QVERIFY(m.matrix[m.pairs[i - 1].first][m.pairs[i - 1].second] >=
                           m.matrix[m.pairs[i].first][m.pairs[i].second]);
        }
        QVERIFY(std::all_of(used.begin(), used.end(), [](int u) { return u == 1; }));
    }

    void refusesWhatIsNotAClass() {
        Picture p = cycleOnStalk();
        QVERIFY_THROWS_EXCEPTION(PictureError, mateClass(p, std::vector<EdgeId>{0}));      // a bridge
        QVERIFY_THROWS_EXCEPTION(PictureError, mateClass(p, std::vector<EdgeId>{2, 42}));  // no such edge
        QVERIFY_THROWS_EXCEPTION(PictureError, mateClass(p, std::vector<EdgeId>{}));
        QVERIFY_THROWS_EXCEPTION(PictureError, mateClass(p, std::vector<EdgeId>{2, 3, 2}));  // given twice
        Picture q = door();
        q.addEdge(0, 0);
        QVERIFY_THROWS_EXCEPTION(PictureError, mateClass(q, std::vector<EdgeId>{0, 3}));  // two classes
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
