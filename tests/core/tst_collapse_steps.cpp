// CollapseSteps (collapse_steps.h): on thousands of random pictures (loops, multiple edges, several
// base nodes, floating parts; fixed seeds) every state keeps the value (by analyse() of the state and,
// on small ones, by exhaustive search), every edge its stress, and accounts for every original edge;
// each step moves only the nodes it fuses and makes loops of exactly its edges; the last state is the
// core's garden (same tree up to the node map, same loops at the same nodes, same stresses). Golden:
// the Homestead ends on 15 ⊕ 1 ⊕ 6 ⊕ 4 ⊕ 1 ⊕ 3 ⊕ 4; the girl on one foot's skirt fuses into 5 loops.
// With a placement, the garden then stands up exactly where it says (every garden node, a foot per
// bridge at the ground) and every loop becomes a twig whose top is where it says, value and
// stresses unchanged (by search on small pictures).
#include <QtTest>

#include "golden_pictures.h"
#include "random_picture.h"
#include "../classic_pictures.h"
#include "homestead/analysis.h"
#include "homestead/collapse_steps.h"
#include "homestead/garden.h"
#include "homestead/picture_json.h"
#include "homestead/search.h"

#include <algorithm>
#include <map>
#include <set>

using namespace homestead;
using namespace homestead::testing;

namespace {

// Every property of the steps of `p`; returns a message naming the first failure, or "".
std::string checkSteps(const Picture& p, bool bySearch) {
    const Analysis a = analyse(p);
    const Garden g = collapse(p);
    const CollapseSteps steps(p);
    auto fail = [&](int k, const std::string& what) { return "step " + std::to_string(k) + ": " + what; };
    std::vector<EdgeId> floating = steps.floating();
    std::sort(floating.begin(), floating.end());
    if (floating != a.floating) return "floating edges differ from analyse()";

    CollapseState before;
    for (int k = 0; k < steps.count(); ++k) {
        const CollapseState s = steps.state(k);
        const CollapseStep& step = steps.step(k);
        if (s.value != a.value) return fail(k, "value " + std::to_string(s.value));
        if (bySearch && searchValue(s.picture) != a.value) return fail(k, "searched value differs");
        if (k == 0 && !(s.picture == p)) return fail(k, "step 0 is not the picture");
        // Every original edge is in the state (with its stress), or set aside as floating from step 1.
        std::set<EdgeId> accounted;
        for (std::size_t e = 0; e < s.picture.edgeCount(); ++e) {
            const Edge& edge = s.picture.edges()[e];
            if (!p.hasEdge(edge.id)) return fail(k, "unknown edge " + std::to_string(edge.id));
            const EdgeAnalysis& ea = a.edge(edge.id, p);
            if (ea.standing && s.stress[e] != ea.stress) return fail(k, "stress of edge " + std::to_string(edge.id));
            // Its ends are where the original's ends went.
            const Edge& orig = p.edge(edge.id);
            if (edge.from != s.nodeOf[p.indexOfNode(orig.from)] || edge.to != s.nodeOf[p.indexOfNode(orig.to)])
                return fail(k, "edge " + std::to_string(edge.id) + " does not follow its nodes");
            accounted.insert(edge.id);
        }
        if (k >= 1)
            for (EdgeId id : floating)
                if (!accounted.insert(id).second) return fail(k, "a floating edge is still there");
        if (accounted.size() != p.edgeCount()) return fail(k, "an edge is missing");
        if (step.sentence.find(k + 1 == steps.count() ? "This is the garden" : "value") == std::string::npos)
            return fail(k, "sentence: " + step.sentence);
        if (k > 0) {
            // Only the fused nodes move; they become one node at `at`; exactly newLoops turn into loops.
            std::set<NodeId> fused(step.fused.begin(), step.fused.end());
            if (!fused.empty() && !fused.count(step.into)) return fail(k, "into is not one of the fused");
            for (const Node& node : before.picture.nodes()) {
                const bool staysOut = std::find(step.setAsideNodes.begin(), step.setAsideNodes.end(), node.id) !=
                                      step.setAsideNodes.end();
                if (staysOut) {
                    if (s.picture.hasNode(node.id)) return fail(k, "a node set aside is still there");
                    continue;
                }
                if (fused.count(node.id)) {
                    if (s.picture.hasNode(node.id) != (node.id == step.into)) return fail(k, "fused node kept");
                    continue;
                }
                if (!s.picture.hasNode(node.id) || s.picture.node(node.id).position != node.position)
                    return fail(k, "node " + std::to_string(node.id) + " moved without being fused");
            }
            if (!fused.empty() && s.picture.node(step.into).position != step.at) return fail(k, "fused node not at `at`");
            std::set<EdgeId> newLoops(step.newLoops.begin(), step.newLoops.end());
            for (const Edge& edge : s.picture.edges()) {
                const bool wasLoop = before.picture.edge(edge.id).isLoop();
                if (edge.isLoop() != (wasLoop || newLoops.count(edge.id)) || (wasLoop && newLoops.count(edge.id)))
                    return fail(k, "edge " + std::to_string(edge.id) + " became a loop at the wrong step");
            }
            if (step.kind == CollapseStep::Kind::Cycle && step.newLoops.size() < 2)
                return fail(k, "a cycle step with fewer than two edges");
            if (k > 1 && steps.step(k - 1).kind == CollapseStep::Kind::Cycle &&
                steps.step(k - 1).newLoops.size() < step.newLoops.size())
                return fail(k, "not largest first");
        }
        before = s;
    }

    // The last state is the garden: garden nodes and state nodes correspond one to one.
    const CollapseState last = steps.state(steps.count() - 1);
    if (last.picture.empty()) {
        if (!g.bridges.empty() || !g.loops[0].empty()) return "the last state is empty but the garden is not";
        return {};
    }
    if (last.picture.nodeCount() != std::size_t(g.nodeCount)) return "node count differs from the garden";
    std::map<int, NodeId> stateOf;
    for (std::size_t i = 0; i < p.nodeCount(); ++i) {
        if (g.nodeOf[i] < 0) {
            if (last.nodeOf[i] != -1) return "a floating node kept";
            continue;
        }
        auto [it, fresh] = stateOf.emplace(g.nodeOf[i], last.nodeOf[i]);
        if (!fresh && it->second != last.nodeOf[i]) return "one garden node split over two state nodes";
    }
    std::set<NodeId> distinct;
    for (const auto& [gn, id] : stateOf) distinct.insert(id);
    if (distinct.size() != stateOf.size()) return "two garden nodes fused in the last state";
    if (!last.picture.node(stateOf.at(0)).ground) return "the ground is not a base node";
    for (const Node& node : last.picture.nodes())
        if (node.ground != (node.id == stateOf.at(0))) return "more than one base node in the last state";
    std::size_t loops = 0;
    for (int gn = 0; gn < g.nodeCount; ++gn)
        for (EdgeId id : g.loops[gn]) {
            const Edge& edge = last.picture.edge(id);
            if (!edge.isLoop() || edge.from != stateOf.at(gn)) return "garden loop " + std::to_string(id) + " differs";
            ++loops;
        }
    for (const GardenBridge& b : g.bridges) {
        const Edge& edge = last.picture.edge(b.edge);
        const std::set<NodeId> ends{edge.from, edge.to}, want{stateOf.at(b.parent), stateOf.at(b.child)};
        if (ends != want) return "garden bridge " + std::to_string(b.edge) + " differs";
        if (last.stress[last.picture.indexOfEdge(b.edge)] != b.stress) return "bridge stress differs";
    }
    if (loops + g.bridges.size() != last.picture.edgeCount()) return "extra edges in the last state";
    return {};
}

// A made-up placement for the garden of `p`: node gn at (gn, 1 + gn % 3), bridge b's foot at (−b, 0),
// loop j of node gn at (gn + 0.1·j, 5).
GardenPlacement placementFor(const Picture& p) {
    const Garden g = collapse(p);
    GardenPlacement at;
    for (int gn = 0; gn < g.nodeCount; ++gn) {
        at.nodes.push_back(Point{double(gn), 1.0 + gn % 3});
        at.twigTops.emplace_back();
        for (std::size_t j = 0; j < g.loops[gn].size(); ++j) at.twigTops.back().push_back(Point{gn + 0.1 * double(j), 5});
    }
    for (std::size_t b = 0; b < g.bridges.size(); ++b) at.feet.push_back(Point{-double(b), 0});
    return at;
}

// With a placement: after the fusions the garden stands up where the placement puts it (the ground
// a line of feet, one per bridge at the ground), then every loop becomes a twig whose top is where
// the placement puts it; the value and every stress stay; returns the first failure, or "".
std::string checkStandUp(const Picture& p, bool bySearch) {
    const Garden g = collapse(p);
    const GardenPlacement at = placementFor(p);
    const CollapseSteps plain(p), steps(p, at);
    const bool standing = std::any_of(g.edgeNode.begin(), g.edgeNode.end(), [](int n) { return n >= 0; });
    std::size_t loops = 0;
    for (const auto& l : g.loops) loops += l.size();
    const int extra = !standing ? 0 : loops ? 2 : 1;
    if (steps.count() != plain.count() + extra) return "steps: " + std::to_string(steps.count());
    if (!standing) return {};
    const Analysis a = analyse(p);
    const int up = plain.count();
    if (steps.step(up).kind != CollapseStep::Kind::StandUp) return "no StandUp step";
    if (steps.step(up).sentence.find("This is the garden") == std::string::npos) return "StandUp sentence";
    const CollapseState fused = plain.state(plain.count() - 1), stood = steps.state(up);
    // The garden node of each state node (through the original nodes).
    std::map<NodeId, int> gardenOf;
    for (std::size_t i = 0; i < p.nodeCount(); ++i)
        if (g.nodeOf[i] >= 0) gardenOf[fused.nodeOf[i]] = g.nodeOf[i];
    std::set<NodeId> feet;
    for (const Node& n : stood.picture.nodes()) {
        if (gardenOf.count(n.id)) {
            if (n.position != at.nodes[gardenOf[n.id]]) return "garden node " + std::to_string(n.id) + " not where placed";
        } else if (!n.ground) {
            return "a new node that is not a foot";
        } else {
            feet.insert(n.id);
        }
    }
    std::size_t groundBridges = 0;
    for (std::size_t b = 0; b < g.bridges.size(); ++b) {
        const Edge& e = stood.picture.edge(g.bridges[b].edge);
        if (g.bridges[b].parent != 0) continue;
        ++groundBridges;
        const NodeId foot = feet.count(e.from) ? e.from : e.to;
        if (!feet.count(foot) || stood.picture.node(foot).position != at.feet[b]) return "bridge without its foot";
    }
    if (feet.size() != groundBridges) return "feet are not one per bridge at the ground";
    for (std::size_t e = 0; e < stood.picture.edgeCount(); ++e) {
        const Edge& edge = stood.picture.edges()[e];
        if (stood.stress[e] != a.edge(edge.id, p).stress) return "stress changed standing up";
        if (edge.isLoop() != !g.isBridge[p.indexOfEdge(edge.id)]) return "a loop is not a loop standing up";
    }
    if (stood.value != a.value) return "value changed standing up";
    if (bySearch && searchValue(stood.picture) != a.value) return "searched value changed standing up";
    if (!loops) return {};
    const CollapseState tree = steps.state(up + 1);
    if (steps.step(up + 1).kind != CollapseStep::Kind::Twigs || steps.step(up + 1).grownFrom.size() != loops) return "twig step";
    if (tree.value != a.value) return "value changed with twigs";
    if (bySearch && searchValue(tree.picture) != a.value) return "searched value changed with twigs";
    for (std::size_t e = 0; e < tree.picture.edgeCount(); ++e) {
        const Edge& edge = tree.picture.edges()[e];
        if (edge.isLoop()) return "a loop is left";
        if (tree.stress[e] != a.edge(edge.id, p).stress) return "stress changed with twigs";
    }
    for (int gn = 0; gn < g.nodeCount; ++gn)
        for (std::size_t j = 0; j < g.loops[gn].size(); ++j) {
            const Edge& twig = tree.picture.edge(g.loops[gn][j]);
            if (twig.from != stood.picture.edge(g.loops[gn][j]).from) return "a twig left its node";
            if (tree.picture.node(twig.to).position != at.twigTops[gn][j]) return "a twig's top not where placed";
        }
    return {};
}

std::multiset<std::uint64_t> groundTerms(const CollapseState& s) {
    NodeId ground = -1;
    for (const Node& n : s.picture.nodes())
        if (n.ground) ground = n.id;
    std::multiset<std::uint64_t> terms;
    std::size_t loops = 0;
    for (std::size_t e = 0; e < s.picture.edgeCount(); ++e) {
        const Edge& edge = s.picture.edges()[e];
        if (edge.isLoop() && edge.from == ground) ++loops;
        else if (edge.from == ground || edge.to == ground) terms.insert(s.stress[e]);
    }
    if (loops % 2) terms.insert(1);
    return terms;
}

}  // namespace

class CollapseStepsTest : public QObject {
    Q_OBJECT
private slots:
    void randomSmallPictures() {
        std::mt19937_64 rng(20261125);
        for (int i = 0; i < 4000; ++i) {
            const Picture p = randomSmallPicture(rng, 12);
            const std::string why = checkSteps(p, p.edgeCount() <= 7);
            if (!why.empty()) QFAIL(("picture " + std::to_string(i) + ": " + why + "\n" + writePictureJson(p)).c_str());
        }
    }

    void standUpAndTwigsOnRandomPictures() {
        std::mt19937_64 rng(20261126);
        for (int i = 0; i < 3000; ++i) {
            const Picture p = randomSmallPicture(rng, 12);
            const std::string why = checkStandUp(p, p.edgeCount() <= 7);
            if (!why.empty()) QFAIL(("picture " + std::to_string(i) + ": " + why + "\n" + writePictureJson(p)).c_str());
        }
        for (const char* name : {"homestead", "girl-on-one-foot", "door", "flower"}) {
            const std::string why = checkStandUp(classicPicture(name), false);
            QVERIFY2(why.empty(), (name + std::string(": ") + why).c_str());
        }
        // The Homestead: 25 loops at the ground and the apples become twigs; the garden's sum is said
        // where it stands up.
        const Picture home = classicPicture("homestead");
        const CollapseSteps steps(home, placementFor(home));
        const CollapseStep& up = steps.step(steps.count() - 2);
        QVERIFY2(up.sentence.find("stands up as the side view draws it") != std::string::npos, up.sentence.c_str());
        QVERIFY2(up.sentence.find("15 ⊕ 6 ⊕ 4 ⊕ 4 ⊕ 3 ⊕ 1 ⊕ 1 = 10.") != std::string::npos, up.sentence.c_str());
        const CollapseStep& twigs = steps.step(steps.count() - 1);
        QVERIFY2(twigs.sentence.find("becomes a twig of length 1") != std::string::npos, twigs.sentence.c_str());
        QVERIFY2(twigs.sentence.find("The value stays 10 (the colon principle: a loop and a twig are each worth 1") !=
                     std::string::npos,
                 twigs.sentence.c_str());
    }

    void randomLargePictures() {
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            const Picture p = randomLargePicture(seed, 200);
            const std::string why = checkSteps(p, false);
            if (!why.empty()) QFAIL(("seed " + std::to_string(seed) + ": " + why).c_str());
        }
    }

    void textbookPictures() {
        for (const Picture& p : {door(), cycleOnStalk(), stalk(3), Picture{}}) {
            const std::string why = checkSteps(p, true);
            QVERIFY2(why.empty(), why.c_str());
        }
        for (const char* name : {"homestead", "girl-on-one-foot", "girl-on-both-feet", "lovers-bridge", "flower"}) {
            const std::string why = checkSteps(classicPicture(name), false);
            QVERIFY2(why.empty(), (name + std::string(": ") + why).c_str());
        }
    }

    void doorStepByStep() {
        const CollapseSteps steps(door());
        QCOMPARE(steps.count(), 3);
        QCOMPARE(steps.step(1).kind, CollapseStep::Kind::Ground);
        QCOMPARE(steps.step(1).sentence, std::string("The 2 base nodes slide together into one ground: the ground counts as one node "
                             "however it is drawn, so the game does not change. The value stays 1."));
        QCOMPARE(steps.step(1).at, std::optional<Point>(Point{1, 0}));
        QCOMPARE(steps.step(2).kind, CollapseStep::Kind::Cycle);
        QVERIFY(steps.step(2).atGround);
        QCOMPARE(steps.step(2).newLoops, (std::vector<EdgeId>{0, 1, 2}));
        QCOMPARE(steps.step(2).sentence,
                 std::string("The 3 edges form a cycle through the ground: its nodes fuse into the ground and its edges "
                             "become 3 loops there. The value stays 1 (the fusion principle: a cycle's nodes may become "
                             "one node, its edges loops there, and the value does not change). This is the garden. At the "
                             "ground stand 3 loops (in pairs they cancel; one is left): the value is 1."));
        QCOMPARE(steps.state(2).picture.nodeCount(), std::size_t(1));
    }

    void stalkIsAlreadyAGarden() {
        const CollapseSteps steps(stalk(3));
        QCOMPARE(steps.count(), 1);
        QVERIFY(steps.step(0).sentence.find("already a garden") != std::string::npos);
        QVERIFY(steps.step(0).sentence.find("one bridge of stress 3") != std::string::npos);
    }

    void homesteadEndsOnConwaysGarden() {
        const Picture p = classicPicture("homestead");
        const CollapseSteps steps(p);
        QCOMPARE(steps.value(), std::uint64_t(10));
        QCOMPARE(steps.step(1).kind, CollapseStep::Kind::Ground);
        // The house frame's 14 edges fuse first (largest first), into the ground.
        QCOMPARE(steps.step(2).newLoops.size(), std::size_t(14));
        QVERIFY(steps.step(2).atGround);
        const CollapseState last = steps.state(steps.count() - 1);
        QCOMPARE(groundTerms(last), (std::multiset<std::uint64_t>{15, 1, 6, 4, 1, 3, 4}));
        const std::string& sentence = steps.step(steps.count() - 1).sentence;
        QVERIFY2(sentence.find("15 ⊕ 6 ⊕ 4 ⊕ 4 ⊕ 3 ⊕ 1 ⊕ 1 = 10.") != std::string::npos, sentence.c_str());
        for (int k = 0; k < steps.count(); ++k) QCOMPARE(steps.state(k).value, std::uint64_t(10));
    }

    void girlOnOneFootEndsWithTheSkirtsFiveLoops() {
        const Picture p = classicPicture("girl-on-one-foot");
        const CollapseSteps steps(p);
        std::vector<EdgeId> skirt;
        for (const Edge& e : p.edges())
            if (e.name == "skirt" || e.name == "hem of the skirt") skirt.push_back(e.id);
        QCOMPARE(skirt.size(), std::size_t(5));
        // One base node, so no ground step: the skirt (5 edges) fuses first, then the head (2).
        QCOMPARE(steps.count(), 3);
        QCOMPARE(steps.step(1).newLoops, skirt);
        QCOMPARE(steps.step(1).sentence, std::string("The 5 edges of the skirt form a cycle: its 5 nodes fuse into one and "
                                                     "its edges become 5 loops there. The value stays 4 (the fusion "
                                                     "principle: a cycle's nodes may become one node, its edges loops "
                                                     "there, and the value does not change)."));
        QCOMPARE(steps.step(2).newLoops.size(), std::size_t(2));
        const CollapseState last = steps.state(2);
        const NodeId skirtNode = last.picture.edge(skirt[0]).from;
        for (EdgeId id : skirt) {
            QVERIFY(last.picture.edge(id).isLoop());
            QCOMPARE(last.picture.edge(id).from, skirtNode);
        }
        QCOMPARE(groundTerms(last), (std::multiset<std::uint64_t>{4}));
        QCOMPARE(steps.step(2).sentence, std::string("The 2 edges of the head form a cycle: its 2 nodes fuse into one and its "
                                                     "edges become 2 loops there. The value stays 4 (the fusion principle: "
                                                     "a cycle's nodes may become one node, its edges loops there, and the "
                                                     "value does not change). This is the garden. At the ground stands one "
                                                     "bridge of stress 4: the value is 4."));
    }

    // Each step says why the value stays (issue 38): a fusion by the fusion principle, the twigs by
    // the colon principle; and a step that names its edges names as many as it counts ("The 7 edges
    // (…)" once named 6: two edges share the name "skirt").
    void everyStepSaysWhyAndCountsRight() {
        const Picture girl = classicPicture("girl-on-both-feet");
        const CollapseSteps steps(girl, placementFor(girl));
        QVERIFY2(steps.step(2).sentence.starts_with(
                     "The 7 edges (left shin, left thigh, right shin, right thigh, hem of the skirt, skirt ×2) lie"),
                 steps.step(2).sentence.c_str());
        for (const char* name : {"homestead", "girl-on-both-feet", "girl-on-one-foot", "girl-with-umbrella-a", "door",
                                 "strong-man-a", "lovers-bridge"}) {
            const Picture p = classicPicture(name);
            const CollapseSteps all(p, placementFor(p));
            for (const CollapseStep& step : all.steps()) {
                const std::string& said = step.sentence;
                if (step.kind == CollapseStep::Kind::Cycle) {
                    QVERIFY2(said.find("(the fusion principle: ") != std::string::npos, said.c_str());
                    // The names in brackets, a shared one with its count, add up to the edges.
                    const std::size_t open = said.find(" edges ("), close = said.find(')');
                    if (open == std::string::npos || close == std::string::npos || close < open) continue;
                    const std::string names = said.substr(open + 8, close - open - 8);
                    std::size_t named = 0;
                    for (std::size_t from = 0;;) {
                        const std::size_t comma = names.find(", ", from);
                        const std::string one = names.substr(from, comma - from);
                        const std::size_t times = one.find(" ×");
                        named += times == std::string::npos ? 1 : std::stoul(one.substr(times + 3));
                        if (comma == std::string::npos) break;
                        from = comma + 2;
                    }
                    QCOMPARE(named, step.newLoops.size());
                }
                if (step.kind == CollapseStep::Kind::Twigs)
                    QVERIFY2(said.find("(the colon principle: ") != std::string::npos, said.c_str());
                if (step.kind == CollapseStep::Kind::StandUp)
                    QVERIFY2(said.find("only the drawing changes") != std::string::npos ||
                                 said.find("Only the drawing changes") != std::string::npos,
                             said.c_str());
            }
        }
    }

    void floatingEdgesAreSetAside() {
        Picture p = stalk(1);
        const NodeId a = p.addNode(Point{5, 5}), b = p.addNode(Point{6, 6});
        const EdgeId air = p.addEdge(a, b);
        const CollapseSteps steps(p);
        QCOMPARE(steps.count(), 2);
        QCOMPARE(steps.step(1).setAside, std::vector<EdgeId>{air});
        QCOMPARE(steps.step(1).setAsideNodes, (std::vector<NodeId>{a, b}));
        QVERIFY(!steps.state(1).picture.hasEdge(air));
        QVERIFY(steps.state(0).picture.hasEdge(air));
        QCOMPARE(QString::fromStdString(checkSteps(p, true)), QString());
    }
};

QTEST_APPLESS_MAIN(CollapseStepsTest)
#include "tst_collapse_steps.moc"
