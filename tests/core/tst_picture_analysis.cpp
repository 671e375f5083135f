// PictureAnalysis, the artifact of one revision: on thousands of small random pictures (loops,
// repeated edges, floating edges, shuffled ids) and on large ones it holds exactly analyse() and
// collapse(), and the load of every edge — a range lookup — is what Picture::chop() lets fall; the
// mating of a class is mateClass(), computed once on request and shared by every caller, from
// several threads at once too; unknown edges and classes are answered without a crash.
#include <QtTest>

#include "golden_pictures.h"
#include "homestead/analysis.h"
#include "homestead/garden.h"
#include "homestead/picture_analysis.h"
#include "random_picture.h"

#include <algorithm>
#include <thread>

using namespace homestead;
using namespace homestead::testing;

namespace {

bool sameEdge(const Analysis& x, const EdgeAnalysis& a, const Analysis& y, const EdgeAnalysis& b) {
    return a.id == b.id && a.stress == b.stress && a.weight == b.weight &&
           std::ranges::equal(x.supported(a), y.supported(b)) &&
           a.concyclicClass == b.concyclicClass && a.part == b.part && a.standing == b.standing &&
           a.onCycle == b.onCycle && a.winning == b.winning;
}

bool sameAnalysis(const Analysis& a, const Analysis& b) {
    if (a.value != b.value || a.classes != b.classes || a.winningMoves != b.winningMoves ||
        a.floating != b.floating || a.edges.size() != b.edges.size() || a.parts.size() != b.parts.size())
        return false;
    for (std::size_t i = 0; i < a.edges.size(); ++i)
        if (!sameEdge(a, a.edges[i], b, b.edges[i])) return false;
    for (std::size_t i = 0; i < a.parts.size(); ++i)
        if (a.parts[i].edges != b.parts[i].edges || a.parts[i].value != b.parts[i].value) return false;
    return true;
}

bool sameGarden(const Garden& a, const Garden& b) {
    if (a.nodeCount != b.nodeCount || a.parent != b.parent || a.bridgeToParent != b.bridgeToParent ||
        a.loops != b.loops || a.sum != b.sum || a.nodeOf != b.nodeOf || a.edgeNode != b.edgeNode ||
        a.isBridge != b.isBridge || a.bridges.size() != b.bridges.size())
        return false;
    for (std::size_t i = 0; i < a.bridges.size(); ++i) {
        const GardenBridge &x = a.bridges[i], &y = b.bridges[i];
        if (x.edge != y.edge || x.parent != y.parent || x.child != y.child || x.stress != y.stress) return false;
    }
    return true;
}

// The artifact agrees with analyse(), collapse() and, edge by edge, with chop().
void checkArtifact(const Picture& p, const QByteArray& where) {
    const auto a = PictureAnalysis::of(p);
    QVERIFY2(a->picture() == p, where);
    QVERIFY2(sameAnalysis(a->analysis(), analyse(p)), where);
    QVERIFY2(sameGarden(a->garden(), collapse(p)), where);
    for (const Edge& e : p.edges()) {
        const EdgeAnalysis* x = a->edge(e.id);
        QVERIFY2(x && x->id == e.id, where);
        std::vector<EdgeId> fallen;  // what chop() removes besides the edge, less what floated before
        if (x->standing)
            for (EdgeId f : p.chop(e.id).fallen)
                if (a->edge(f)->standing) fallen.push_back(f);
        std::sort(fallen.begin(), fallen.end());
        QVERIFY2(a->sortedLoad(e.id) == fallen, where + " edge " + QByteArray::number(qlonglong(e.id)));
        QVERIFY2(a->load(e.id).size() == fallen.size(), where);
    }
}

}  // namespace

class PictureAnalysisTest : public QObject {
    Q_OBJECT
private slots:
    void equalsTheSeparateAnalysesOnSmallRandomPictures() {
        std::mt19937_64 rng(2026);
        for (int t = 0; t < 3000; ++t) {
            checkArtifact(randomSmallPicture(rng, 14), "small picture " + QByteArray::number(t));
            if (QTest::currentTestFailed()) return;
        }
    }

    void equalsTheSeparateAnalysesOnLargePictures() {
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            checkArtifact(randomLargePicture(seed, 600), "large picture " + QByteArray::number(qulonglong(seed)));
            if (QTest::currentTestFailed()) return;
        }
        // A stalk: the bottom edge carries everything above it, in one range.
        const auto a = PictureAnalysis::of(stalk(5000));
        QCOMPARE(a->load(0).size(), std::size_t(4999));
        QCOMPARE(a->load(4999).size(), std::size_t(0));
    }

    void unknownEdgesAndClasses() {
        const auto a = PictureAnalysis::of(door());
        QCOMPARE(a->edge(99), nullptr);
        QVERIFY(a->load(99).empty());
        QVERIFY(a->sortedLoad(99).empty());
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, a->mating(1));
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, a->mating(-1));
        const PictureAnalysis empty(nullptr);  // no picture: the empty one
        QCOMPARE(empty.analysis().value, std::uint64_t(0));
        QCOMPARE(empty.garden().nodeCount, 1);
    }

    void matingIsComputedOnceAndShared() {
        Picture p = randomLargePicture(7, 400);
        const auto a = PictureAnalysis::of(p);
        QVERIFY(a->analysis().classes.size() > 10);
        for (int c = 0; c < static_cast<int>(a->analysis().classes.size()); ++c) {
            QCOMPARE(a->cachedMating(c), nullptr);  // nothing computed before it is asked for
            const auto m = a->mating(c);
            const ClassMating want = mateClass(p, a->analysis().classes[c]);
            QCOMPARE(m->matrix, want.matrix);
            QCOMPARE(m->pairs, want.pairs);
            QCOMPARE(m->spinster, want.spinster);
            QCOMPARE(a->mating(c).get(), m.get());        // the second call is a lookup
            QCOMPARE(a->cachedMating(c).get(), m.get());
        }
    }

    void matingFromSeveralThreadsAtOnce() {
        // A ring of 300 edges and its one class, asked for by four threads together: all get the
        // same object, equal to mateClass().
        Picture p;
        NodeId g = p.addNode(std::nullopt, true);
        std::vector<NodeId> around{g};
        for (int i = 1; i < 300; ++i) around.push_back(p.addNode());
        for (int i = 0; i < 300; ++i) p.addEdge(around[i], around[(i + 1) % 300]);
        const auto a = PictureAnalysis::of(p);
        std::vector<std::shared_ptr<const ClassMating>> got(4);
        std::vector<std::thread> threads;
        for (int t = 0; t < 4; ++t) threads.emplace_back([&, t] { got[t] = a->mating(0); });
        for (auto& t : threads) t.join();
        for (int t = 1; t < 4; ++t) QCOMPARE(got[t].get(), got[0].get());
        QCOMPARE(got[0]->pairs, mateClass(p, a->analysis().classes[0]).pairs);
    }
};

QTEST_APPLESS_MAIN(PictureAnalysisTest)
#include "tst_picture_analysis.moc"
