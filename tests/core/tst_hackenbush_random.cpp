// The proof of the Hackenbush analysis on 2,500 random small pictures (fixed seeds; loops, repeated
// edges, 1–3 base nodes, floating parts): the value equals exhaustive search; the winning moves equal
// brute force (chop each edge, search again); the concyclic classes equal a brute-force enumeration
// of all cycles; the weight theorem; the chop law (σ(y)|σ_x(y)) = ω(x); Conway's Theorem 85 on every
// class; each part's value equals the search value of that part alone; load equals what falls.
#include <QtTest>

#include "homestead/analysis.h"
#include "homestead/concyclic.h"
#include "homestead/garden.h"
#include "homestead/search.h"
#include "homestead/winning.h"
#include "random_picture.h"

#include <algorithm>
#include <bit>
#include <map>
#include <set>

using namespace homestead;

namespace {

std::uint64_t mate(std::uint64_t a, std::uint64_t b) { return weightOfStress(a ^ b); }

// Edge indices of every cycle (with the base nodes identified): subsets where every vertex has
// even degree 2 (a loop counts 2) and that are connected.
std::vector<std::uint32_t> allCycles(const Picture& p) {
    const int m = int(p.edgeCount());
    std::vector<int> u(m), v(m);
    auto vertex = [&](NodeId id) { return p.node(id).ground ? -1 : int(p.indexOfNode(id)); };
    for (int e = 0; e < m; ++e) {
        u[e] = vertex(p.edges()[e].from) + 1;
        v[e] = vertex(p.edges()[e].to) + 1;
    }
    std::vector<std::uint32_t> cycles;
    for (std::uint32_t mask = 1; mask < (1u << m); ++mask) {
        std::map<int, int> degree;
        for (int e = 0; e < m; ++e)
            if (mask >> e & 1) {
                degree[u[e]]++;
                degree[v[e]]++;
            }
        if (!std::all_of(degree.begin(), degree.end(), [](auto& d) { return d.second == 2; })) continue;
        // Connected: grow from the first edge.
        std::set<int> reached{u[std::countr_zero(mask)]};
        std::uint32_t used = 0;
        bool grew = true;
        while (grew) {
            grew = false;
            for (int e = 0; e < m; ++e)
                if ((mask >> e & 1) && !(used >> e & 1) && (reached.count(u[e]) || reached.count(v[e]))) {
                    used |= 1u << e;
                    reached.insert(u[e]);
                    reached.insert(v[e]);
                    grew = true;
                }
        }
        if (used == mask) cycles.push_back(mask);
    }
    return cycles;
}

Picture partAlone(const Picture& p, const std::vector<EdgeId>& edges) {
    Picture q;
    for (const Node& n : p.nodes()) q.insertNode(n);
    for (EdgeId id : edges) q.insertEdge(p.edge(id));
    return q;
}

}  // namespace

class HackenbushRandomTest : public QObject {
    Q_OBJECT
private slots:
    void randomPicturesAgreeWithSearchAndTheory() {
        std::mt19937_64 rng(20261121);
        int cases = 0, withCycles = 0, withWins = 0, floatingCases = 0, classesChecked = 0;
        for (int round = 0; round < 2500; ++round) {
            Picture p = testing::randomSmallPicture(rng, 10);
            const auto where = QByteArray("case ") + QByteArray::number(round);
            Analysis a = analyse(p);
            ++cases;

            // Value = exhaustive search; parity law.
            QVERIFY2(a.value == searchValue(p), where);
            std::size_t standing = p.edgeCount() - a.floating.size();
            QVERIFY2((a.value & 1) == (standing & 1), where);
            std::vector<EdgeId> floating = p.floatingEdges();
            std::sort(floating.begin(), floating.end());
            QVERIFY2(a.floating == floating, where);
            if (!a.floating.empty()) ++floatingCases;

            // Value = XOR of weights = XOR of part values; each part alone = search.
            std::uint64_t weights = 0, parts = 0;
            for (const auto& x : a.edges) weights ^= x.weight;
            QVERIFY2(weights == a.value, where);
            for (const auto& part : a.parts) {
                parts ^= part.value;
                QVERIFY2(part.value == searchValue(partAlone(p, part.edges)), where);
            }
            QVERIFY2(parts == a.value, where);
            QVERIFY2(collapse(p).value() == a.value, where);

            // Winning moves: fast = chop + search = chop + re-analyse.
            std::vector<EdgeId> brute;
            for (const auto& x : a.edges)
                if (x.standing && searchValue(p.chop(x.id).picture) == 0) brute.push_back(x.id);
            std::sort(brute.begin(), brute.end());
            QVERIFY2(a.winningMoves == brute, where);
            QVERIFY2(winningMovesByChopping(p) == brute, where);
            if (!brute.empty()) ++withWins;
            // The consequence of the chop law: a winning chop has v2(σ) = v2(G).
            for (EdgeId id : a.winningMoves)
                QVERIFY2(std::countr_zero(a.edge(id, p).stress) == std::countr_zero(a.value), where);

            // Classes = brute-force cycle enumeration: same non-empty set of cycles.
            auto cycles = allCycles(p);
            std::map<std::vector<int>, std::vector<EdgeId>> byCycles;
            for (int e = 0; e < int(p.edgeCount()); ++e) {
                std::vector<int> on;
                for (int c = 0; c < int(cycles.size()); ++c)
                    if (cycles[c] >> e & 1) on.push_back(c);
                bool onCycle = !on.empty();
                QVERIFY2(a.edges[e].onCycle == (onCycle && a.edges[e].standing), where);
                if (onCycle && a.edges[e].standing) byCycles[on].push_back(p.edges()[e].id);
            }
            std::vector<std::vector<EdgeId>> expected;
            for (auto& [set, ids] : byCycles) {
                std::sort(ids.begin(), ids.end());
                expected.push_back(ids);
            }
            std::sort(expected.begin(), expected.end());
            auto got = a.classes.copies();
            std::sort(got.begin(), got.end());
            QVERIFY2(got == expected, where);
            if (!cycles.empty()) ++withCycles;

            for (const auto& x : a.edges) {
                if (!x.standing) continue;
                // Load = what falls (floating edges aside); weight theorem.
                std::vector<EdgeId> fallen = load(p, x.id);
                std::vector<EdgeId> chopFallen;
                for (EdgeId f : p.chop(x.id).fallen)
                    if (a.edge(f, p).standing) chopFallen.push_back(f);
                std::sort(chopFallen.begin(), chopFallen.end());
                QVERIFY2(fallen == chopFallen, where);
                QVERIFY2(x.onCycle == fallen.empty() || !x.onCycle, where);
                std::uint64_t sum = x.weight;
                for (EdgeId f : fallen) sum ^= a.edge(f, p).weight;
                QVERIFY2(sum == x.stress, where);
                // Stress from what it supports.
                if (!x.onCycle) {
                    std::uint64_t s = 0;
                    for (auto t : a.supported(x)) s ^= t;
                    QVERIFY2(x.stress == s + 1, where);
                }
                // Chop law: every y that supports x (x in y's load).
                Picture after = p.chop(x.id).picture;
                Analysis b = analyse(after, {false});
                for (const auto& y : a.edges) {
                    if (!y.standing || y.id == x.id) continue;
                    auto yl = load(p, y.id);
                    if (!std::binary_search(yl.begin(), yl.end(), x.id)) continue;
                    QVERIFY2(mate(y.stress, b.edge(y.id, after).stress) == x.weight, where);
                }
            }

            // Theorem 85 and the mating on every class.
            for (const auto& cls : a.classes) {
                ClassMating mating = mateClass(p, cls);
                const std::size_t k = cls.size();
                for (std::size_t i = 0; i < k; ++i)
                    for (std::size_t j = 0; j < k; ++j)
                        if (i != j) {
                            QVERIFY2(mating.matrix[i][j] == mating.matrix[j][i], where);
                            QVERIFY2(mating.matrix[i][j] >= 1, where);
                        }
                for (std::size_t i = 0; i < k; ++i)
                    for (std::size_t j = i + 1; j < k; ++j)
                        for (std::size_t l = j + 1; l < k; ++l) {
                            std::uint64_t v[3] = {mating.matrix[i][j], mating.matrix[j][l], mating.matrix[i][l]};
                            std::sort(v, v + 3);
                            QVERIFY2(v[0] == v[1] && v[1] < v[2], where);
                        }
                QCOMPARE(mating.pairs.size(), k / 2);
                QCOMPARE(mating.spinster.has_value(), k % 2 == 1);
                ++classesChecked;
            }
        }
        qInfo("%d pictures, %d with cycles, %d with winning moves, %d with floating edges, %d classes",
              cases, withCycles, withWins, floatingCases, classesChecked);
        QVERIFY(withCycles > 500);
        QVERIFY(withWins > 500);
        QVERIFY(floatingCases > 100);
    }
};

QTEST_APPLESS_MAIN(HackenbushRandomTest)
#include "tst_hackenbush_random.moc"
