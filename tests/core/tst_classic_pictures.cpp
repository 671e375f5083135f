// The classic pictures in resources/pictures reproduce every published number of THEORY.md §7:
// values, the stresses the texts name (looked up by edge name), the winning moves and their
// uniqueness, the Homestead's garden and parts, the tree going 15 -> 5, the window/spider and
// streetlight chops, the two grips of the girl with umbrella and of the strong-man (change of grip),
// and the lovers' (x|y) matrix, mating and spinster. The small pictures are also checked against
// exhaustive search (values, and winning moves by chopping each edge).
#include <QtTest>

#include "../classic_pictures.h"
#include "homestead/analysis.h"
#include "homestead/concyclic.h"
#include "homestead/garden.h"
#include "homestead/picture_json.h"
#include "homestead/search.h"

#include <algorithm>
#include <map>
#include <span>
#include <set>

using namespace homestead;

namespace {

std::vector<EdgeId> edgesNamed(const Picture& p, const std::string& name) {
    std::vector<EdgeId> out;
    for (const Edge& e : p.edges())
        if (e.name == name) out.push_back(e.id);
    return out;
}

// The one edge of that name; fails the test if there is not exactly one.
EdgeId edgeNamed(const Picture& p, const std::string& name) {
    auto ids = edgesNamed(p, name);
    if (ids.size() != 1) {
        QTest::qFail(qPrintable(QString("%1 edges named '%2'").arg(ids.size()).arg(QString::fromStdString(name))),
                     __FILE__, __LINE__);
        return -1;
    }
    return ids[0];
}

std::uint64_t stress(const Picture& p, const Analysis& a, const std::string& name) {
    return a.edge(edgeNamed(p, name), p).stress;
}

std::vector<std::uint64_t> supported(const Picture& p, const Analysis& a, const std::string& name) {
    const auto span = a.supported(a.edge(edgeNamed(p, name), p));
    std::vector<std::uint64_t> s(span.begin(), span.end());
    std::sort(s.begin(), s.end());
    return s;
}

std::multiset<std::string> names(const Picture& p, std::span<const EdgeId> ids) {
    std::multiset<std::string> out;
    for (EdgeId id : ids) out.insert(p.edge(id).name);
    return out;
}

const PartAnalysis& partOf(const Picture& p, const Analysis& a, const std::string& edgeName) {
    return a.parts.at(a.edge(edgesNamed(p, edgeName).at(0), p).part);
}

// Value by exhaustive search, and the winning moves by chopping each edge and searching again.
void checkAgainstSearch(const Picture& p, const Analysis& a, bool moves) {
    QCOMPARE(searchValue(p), a.value);
    if (!moves) return;
    std::vector<EdgeId> winning;
    for (const Edge& e : p.edges())
        if (searchValue(p.chop(e.id).picture) == 0) winning.push_back(e.id);
    std::sort(winning.begin(), winning.end());
    QCOMPARE(winning, a.winningMoves);
}

const char* kFiles[] = {"homestead", "door", "girl-on-one-foot", "girl-on-both-feet",
                        "girl-with-umbrella-a", "girl-with-umbrella-b", "strong-man-a",
                        "strong-man-b", "lovers-bridge"};

}  // namespace

class ClassicPicturesTest : public QObject {
    Q_OBJECT
private slots:
    void everyFileIsADrawing() {
        for (const char* file : kFiles) {
            Picture p = testing::classicPicture(file);
            QVERIFY2(!p.title.empty(), file);
            QVERIFY2(p.floatingEdges().empty(), file);
            std::set<std::pair<double, double>> places;
            for (const Node& n : p.nodes()) {
                QVERIFY2(n.position.has_value(), file);
                QVERIFY2(n.ground ? n.position->y == 0 : n.position->y > 0, file);
                QVERIFY2(n.position->x >= -1 && n.position->x <= 45, file);
                QVERIFY2(places.emplace(n.position->x, n.position->y).second, file);
            }
            // Each file is exactly what writePictureJson writes (stable, one node or edge a line).
            QFile f(QString::fromStdString(testing::classicPicturePath(file)));
            QVERIFY(f.open(QIODevice::ReadOnly));
            QCOMPARE(f.readAll().toStdString(), writePictureJson(p));
        }
    }

    void homestead() {
        Picture p = testing::classicPicture("homestead");
        Analysis a = analyse(p);
        QCOMPARE(a.value, std::uint64_t(10));

        // Gardner's grouping: tree 15, house 1, door 1, barrel 4, streetlight 1.
        QCOMPARE(a.parts.size(), std::size_t(5));
        QCOMPARE(partOf(p, a, "trunk").value, std::uint64_t(15));
        QCOMPARE(partOf(p, a, "left wall").value, std::uint64_t(1));
        QCOMPARE(partOf(p, a, "top of the door").value, std::uint64_t(1));
        QCOMPARE(partOf(p, a, "hoop").value, std::uint64_t(4));
        QCOMPARE(partOf(p, a, "lamp post").value, std::uint64_t(1));

        // Conway's garden: at the ground, bridges of stress 15 (tree), 6 (aerial), 4 (window
        // and spider), 3 (drainpipe), 4 (barrel's tap), 1 (lamp), and loops: the house frame's
        // 14 edges, the door's 3, the barrel's 6 and the streetlight's base of 2.
        Garden g = collapse(p);
        std::multiset<std::uint64_t> groundBridges;
        for (const GardenBridge& b : g.bridges)
            if (b.parent == 0) groundBridges.insert(b.stress);
        QCOMPARE(groundBridges, (std::multiset<std::uint64_t>{1, 3, 4, 4, 6, 15}));
        QCOMPARE(g.loops[0].size(), std::size_t(14 + 3 + 6 + 2));
        int frame = 0;
        for (const char* name : {"left wall", "right wall", "ceiling", "roof", "chimney", "rafter tie"})
            for (EdgeId id : edgesNamed(p, name)) {
                QVERIFY(a.edge(id, p).onCycle);
                ++frame;
            }
        QCOMPARE(frame, 14);
        QCOMPARE(stress(p, a, "edge holding the window"), std::uint64_t(4));
        QCOMPARE(stress(p, a, "spout of the tap"), std::uint64_t(4));
        QCOMPARE(stress(p, a, "lamp post"), std::uint64_t(1));

        // The tree: trunk 15 on branches 8 and 6; the 8-branch carries 2, 1 and 4.
        QCOMPARE(stress(p, a, "trunk"), std::uint64_t(15));
        QCOMPARE(supported(p, a, "trunk"), (std::vector<std::uint64_t>{6, 8}));
        QCOMPARE(stress(p, a, "left branch"), std::uint64_t(8));
        QCOMPARE(stress(p, a, "right branch"), std::uint64_t(6));
        QCOMPARE(supported(p, a, "left branch"), (std::vector<std::uint64_t>{1, 2, 4}));
        QCOMPARE(edgesNamed(p, "apple").size(), std::size_t(6));  // and the highest apple

        // Exactly one winning move: the twig bearing the highest apple.
        const EdgeId twig = edgeNamed(p, "twig bearing the highest apple");
        QCOMPARE(a.winningMoves, std::vector<EdgeId>{twig});
        const Edge& highest = p.edge(edgeNamed(p, "highest apple"));
        QVERIFY(highest.isLoop());
        QCOMPARE(p.edge(twig).to, highest.from);
        for (EdgeId apple : edgesNamed(p, "apple"))
            QVERIFY(p.node(p.edge(apple).from).position->y < p.node(highest.from).position->y);
        ChopResult r = p.chop(twig);
        Analysis after = analyse(r.picture);
        QCOMPARE(after.value, std::uint64_t(0));
        QCOMPARE(after.edge(edgeNamed(r.picture, "trunk"), r.picture).stress, std::uint64_t(5));
        QCOMPARE(partOf(r.picture, after, "trunk").value, std::uint64_t(5));
        QCOMPARE(stress(r.picture, after, "left branch"), std::uint64_t(2));
        QCOMPARE(stress(r.picture, after, "upper left branch"), std::uint64_t(2));

        // The window's hanger drops the window and the spider; the thread only the spider.
        ChopResult hanger = p.chop(edgeNamed(p, "edge holding the window"));
        QCOMPARE(names(p, hanger.fallen),
                 (std::multiset<std::string>{"window", "window", "window", "window", "window",
                                             "spider's thread", "spider", "spider's leg", "spider's leg",
                                             "spider's leg", "spider's leg", "spider's leg", "spider's leg",
                                             "spider's leg", "spider's leg"}));
        ChopResult thread = p.chop(edgeNamed(p, "spider's thread"));
        QCOMPARE(names(p, thread.fallen).count("window"), std::size_t(0));
        QCOMPARE(thread.fallen.size(), std::size_t(9));
        QCOMPARE(names(p, thread.fallen).count("spider's leg"), std::size_t(8));

        // One edge of the streetlight's base leaves it standing; the second topples it all.
        auto base = edgesNamed(p, "base of the streetlight");
        QCOMPARE(base.size(), std::size_t(2));
        ChopResult first = p.chop(base[0]);
        QVERIFY(first.fallen.empty());
        ChopResult second = first.picture.chop(base[1]);
        QCOMPARE(names(p, second.fallen),
                 (std::multiset<std::string>{"lamp post", "bulb", "bulb", "lamp shade", "lamp shade"}));
        QCOMPARE(edgesNamed(p, "bulb").size(), std::size_t(2));
        const Edge& bulb = p.edge(edgesNamed(p, "bulb")[0]);
        const Edge& bulb2 = p.edge(edgesNamed(p, "bulb")[1]);
        QVERIFY(std::minmax(bulb.from, bulb.to) == std::minmax(bulb2.from, bulb2.to));  // a multiple edge
    }

    void door() {
        Picture p = testing::classicPicture("door");
        Analysis a = analyse(p);
        QCOMPARE(a.value, std::uint64_t(1));
        QCOMPARE(p.edgeCount(), std::size_t(3));
        QCOMPARE(a.classes.size(), std::size_t(1));
        QCOMPARE(a.winningMoves, std::vector<EdgeId>{edgeNamed(p, "top of the door")});
        QCOMPARE(analyse(p.chop(edgeNamed(p, "left post")).picture).value, std::uint64_t(2));
        QCOMPARE(analyse(p.chop(edgeNamed(p, "right post")).picture).value, std::uint64_t(2));
        checkAgainstSearch(p, a, true);
    }

    void girlOnOneFoot() {
        Picture p = testing::classicPicture("girl-on-one-foot");
        Analysis a = analyse(p);
        QCOMPARE(a.value, std::uint64_t(4));
        QCOMPARE(stress(p, a, "hair"), std::uint64_t(2));
        QCOMPARE(supported(p, a, "hair"), (std::vector<std::uint64_t>{1, 1, 1}));
        QCOMPARE(stress(p, a, "body"), std::uint64_t(3));
        QCOMPARE(supported(p, a, "body"), (std::vector<std::uint64_t>{1, 1, 2, 2, 2}));
        QCOMPARE(stress(p, a, "thigh"), std::uint64_t(2));
        QCOMPARE(supported(p, a, "thigh"), (std::vector<std::uint64_t>{1, 1, 1, 1, 1, 3, 3}));
        QCOMPARE(stress(p, a, "raised thigh"), std::uint64_t(3));
        QCOMPARE(stress(p, a, "calf"), std::uint64_t(3));
        QCOMPARE(stress(p, a, "foot"), std::uint64_t(4));
        QCOMPARE(a.winningMoves, std::vector<EdgeId>{edgeNamed(p, "foot")});
        // The head a 2-edge cycle, the skirt a 5-node 5-edge cycle.
        std::multiset<std::size_t> sizes;
        for (const auto& c : a.classes)
            if (c.size() > 1) sizes.insert(c.size());
        QCOMPARE(sizes, (std::multiset<std::size_t>{2, 5}));
        checkAgainstSearch(p, a, true);
    }

    void girlOnBothFeet() {
        Picture p = testing::classicPicture("girl-on-both-feet");
        Analysis a = analyse(p);
        QCOMPARE(a.value, std::uint64_t(3));
        // Skirt and legs collapse into seven loops at the ground.
        Garden g = collapse(p);
        QCOMPARE(g.loops[0].size(), std::size_t(7));
        QCOMPARE(stress(p, a, "body"), std::uint64_t(2));
        auto hairs = edgesNamed(p, "hair");
        QCOMPARE(hairs.size(), std::size_t(2));
        std::vector<EdgeId> expected{edgeNamed(p, "top of her head"), hairs[0], hairs[1]};
        std::sort(expected.begin(), expected.end());
        QCOMPARE(a.winningMoves, expected);
        for (EdgeId move : expected) {
            Picture after = p.chop(move).picture;
            Analysis b = analyse(after);
            QCOMPARE(b.value, std::uint64_t(0));
            QCOMPARE(stress(after, b, "body"), std::uint64_t(1));  // her head now worth 0
        }
        checkAgainstSearch(p, a, true);
    }

    void girlWithUmbrella() {
        Picture pa = testing::classicPicture("girl-with-umbrella-a"), pb = testing::classicPicture("girl-with-umbrella-b");
        Analysis a = analyse(pa), b = analyse(pb);
        const EdgeId forearm = edgeNamed(pa, "forearm"), foot = edgeNamed(pb, "foot");
        QCOMPARE(a.edge(forearm, pa).stress, std::uint64_t(6));
        QCOMPARE(b.edge(foot, pb).stress, std::uint64_t(2));
        QCOMPARE(a.edge(forearm, pa).weight, std::uint64_t(3));
        QCOMPARE(b.edge(foot, pb).weight, std::uint64_t(3));
        // The change of grip: the same load (umbrella and bird), held at the two ends of the shaft.
        auto loadA = load(pa, forearm), loadB = load(pb, foot);
        QCOMPARE(names(pa, loadA), names(pb, loadB));
        QCOMPARE(loadA.size(), std::size_t(15));
        // Parts of weight a = 1 (the handle's crook) and b = 3 (canopy and bird): the shaft
        // carries b in grip (a) and a in grip (b).
        QCOMPARE(stress(pa, a, "shaft"), std::uint64_t(3 + 1));
        QCOMPARE(stress(pb, b, "shaft"), std::uint64_t(1 + 1));
    }

    void strongMan() {
        Picture pa = testing::classicPicture("strong-man-a"), pb = testing::classicPicture("strong-man-b");
        Analysis a = analyse(pa), b = analyse(pb);
        const EdgeId left = edgeNamed(pa, "left forearm"), right = edgeNamed(pb, "right forearm");
        QCOMPARE(a.edge(left, pa).stress, std::uint64_t(6));   // ((3+1) xor 1) + 1
        QCOMPARE(b.edge(right, pb).stress, std::uint64_t(2));  // ((1+1) xor 3) + 1
        QCOMPARE(a.edge(left, pa).weight, b.edge(right, pb).weight);
        QCOMPARE(a.edge(left, pa).weight, std::uint64_t(3));
        auto loadA = load(pa, left), loadB = load(pb, right);
        QCOMPARE(names(pa, loadA), names(pb, loadB));
        // The load splits at the bar into parts of weight a = 1 and b = 3.
        QCOMPARE(stress(pa, a, "bar"), std::uint64_t(3 + 1));
        QCOMPARE(stress(pb, b, "bar"), std::uint64_t(1 + 1));
        // The free arm carries nothing of the barbell.
        QCOMPARE(stress(pa, a, "right forearm"), std::uint64_t(1));
        QCOMPARE(stress(pb, b, "left forearm"), std::uint64_t(1));
    }

    void loversBridge() {
        Picture p = testing::classicPicture("lovers-bridge");
        Analysis a = analyse(p);
        // Classes of more than one edge: the boy's legs, the girl's legs, her skirt, p..t.
        std::set<std::multiset<std::string>> classes;
        for (const auto& c : a.classes)
            if (c.size() > 1) classes.insert(names(p, c));
        QCOMPARE(classes, (std::set<std::multiset<std::string>>{
                              {"boy's leg", "boy's leg"},
                              {"girl's leg", "girl's leg"},
                              {"side of her skirt", "side of her skirt"},
                              {"p", "q", "r", "s", "t"}}));
        std::vector<EdgeId> cls;
        for (const char* name : {"p", "q", "r", "s", "t"}) cls.push_back(edgeNamed(p, name));
        ClassMating m = mateClass(p, cls);
        const std::vector<std::vector<std::uint64_t>> published{
            {0, 1, 7, 1, 1}, {1, 0, 1, 3, 15}, {7, 1, 0, 1, 1}, {1, 3, 1, 0, 3}, {1, 15, 1, 3, 0}};
        QCOMPARE(m.matrix, published);
        QCOMPARE(m.pairs.size(), std::size_t(2));
        QCOMPARE(std::minmax(m.pairs[0].first, m.pairs[0].second), std::minmax(cls[1], cls[4]));  // {q, t}
        QCOMPARE(std::minmax(m.pairs[1].first, m.pairs[1].second), std::minmax(cls[0], cls[2]));  // {p, r}
        QCOMPARE(m.spinster, std::optional<EdgeId>(cls[3]));                                      // s
        // Fig. 43(s): without her, the weight is that of boy (2), node (0), girl (4) and flower (1).
        QCOMPARE(analyse(p.chop(cls[3]).picture).value, std::uint64_t(2 ^ 0 ^ 4 ^ 1));
        checkAgainstSearch(p, a, false);
    }
};

QTEST_APPLESS_MAIN(ClassicPicturesTest)
#include "tst_classic_pictures.moc"
