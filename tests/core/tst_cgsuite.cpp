// CGSuite strings: the examples of THEORY.md §8 read to the right pictures and values; branches and
// names; blue/red edges and malformed strings refused with their column; writing then reading gives
// a picture isomorphic to the standing part with base nodes merged (checked by brute-force
// canonical forms on 2,000 random pictures, with equal values by analyse()).
#include <QtTest>

#include "homestead/analysis.h"
#include "homestead/cgsuite.h"
#include "homestead/picture_json.h"
#include "golden_pictures.h"
#include "random_picture.h"

#include <algorithm>
#include <numeric>
#include <random>

using namespace homestead;

namespace {

using Pairs = std::vector<std::pair<NodeId, NodeId>>;

Pairs edgePairs(const Picture& p) {
    Pairs out;
    for (const Edge& e : p.edges()) out.emplace_back(e.from, e.to);
    return out;
}

// The standing part with all base nodes merged into vertex 0, in a canonical form: the smallest
// sorted edge list over every numbering of the other vertices. Brute force: small pictures only.
Pairs canonical(const Picture& p) {
    std::vector<bool> standing = p.standingMask();
    std::vector<NodeId> others;
    auto vertexOf = [&](NodeId id) -> int {
        if (p.node(id).ground) return 0;
        auto it = std::find(others.begin(), others.end(), id);
        if (it == others.end()) {
            others.push_back(id);
            return static_cast<int>(others.size());
        }
        return static_cast<int>(it - others.begin()) + 1;
    };
    std::vector<std::pair<int, int>> raw;
    for (std::size_t k = 0; k < p.edges().size(); ++k)
        if (standing[k]) raw.emplace_back(vertexOf(p.edges()[k].from), vertexOf(p.edges()[k].to));
    std::vector<int> perm(others.size() + 1);
    std::iota(perm.begin(), perm.end(), 0);
    Pairs best;
    bool first = true;
    do {
        Pairs mapped;
        for (auto [a, b] : raw) {
            NodeId x = perm[a], y = perm[b];
            mapped.emplace_back(std::min(x, y), std::max(x, y));
        }
        std::sort(mapped.begin(), mapped.end());
        if (first || mapped < best) best = mapped;
        first = false;
    } while (std::next_permutation(perm.begin() + 1, perm.end()));
    return best;
}

void expectError(const char* text, const char* message) {
    try {
        readCgsuite(text);
        QFAIL(qPrintable(QString("accepted: ") + text));
    } catch (const FormatError& e) {
        QCOMPARE(QString::fromUtf8(e.what()), QString::fromUtf8(message));
    }
}

}  // namespace

class CgsuiteTest : public QObject {
    Q_OBJECT
private slots:
    void stalk() {
        Picture p = readCgsuite("eeeeeee");
        QCOMPARE(p.nodeCount(), std::size_t(8));
        QCOMPARE(edgePairs(p), (Pairs{{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 5}, {5, 6}, {6, 7}}));
        for (const Node& n : p.nodes()) {
            QCOMPARE(n.ground, n.id == 0);
            QVERIFY(!n.position.has_value());
        }
        for (std::size_t k = 0; k < p.edges().size(); ++k) QCOMPARE(p.edges()[k].id, EdgeId(k));
        QCOMPARE(analyse(p).value, std::uint64_t(7));
    }

    void door() {
        Picture p = readCgsuite(":Geee:G");
        QCOMPARE(p.nodeCount(), std::size_t(3));
        QCOMPARE(edgePairs(p), (Pairs{{0, 1}, {1, 2}, {2, 0}}));
        QCOMPARE(analyse(p).value, std::uint64_t(1));
        QCOMPARE(analyse(p).winningMoves, std::vector<EdgeId>{1});  // the top of the door
    }

    void cycleOnAStalk() {
        Picture p = readCgsuite("ee:Aeeee:A");
        QCOMPARE(p.nodeCount(), std::size_t(6));
        QCOMPARE(edgePairs(p), (Pairs{{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 5}, {5, 2}}));
        QCOMPARE(analyse(p).value, std::uint64_t(2));
    }

    void loop() {
        Picture p = readCgsuite(":A-:A");
        QCOMPARE(p.nodeCount(), std::size_t(1));
        QCOMPARE(edgePairs(p), (Pairs{{0, 0}}));
        QCOMPARE(analyse(p).value, std::uint64_t(1));
    }

    void branchesNamesAndSpaces() {
        // A fork on a stalk, one prong with a loop on it, and a braced name closing a triangle.
        Picture p = readCgsuite("e( e:{top}-:{top} ; ee :x ) e:{top}");
        QCOMPARE(edgePairs(p), (Pairs{{0, 1}, {1, 2}, {2, 2}, {1, 3}, {3, 4}, {1, 2}}));
        QCOMPARE(p.edgeCount(), std::size_t(6));
        Picture nested = readCgsuite("(e(e;e);(e);;e)");
        QCOMPARE(edgePairs(nested), (Pairs{{0, 1}, {1, 2}, {1, 3}, {0, 4}, {0, 5}}));
        Picture empty = readCgsuite("");
        QCOMPARE(empty.nodeCount(), std::size_t(1));
        QVERIFY(empty.nodes()[0].ground);
        QCOMPARE(empty.edgeCount(), std::size_t(0));
        // Names may be joined before they are reached: a later name merges into an earlier node.
        Picture twoNames = readCgsuite("e:Ae:B(e:A;e:B)");
        QCOMPARE(edgePairs(twoNames), (Pairs{{0, 1}, {1, 2}, {2, 1}, {2, 2}}));
    }

    void refusesWhatItCannotRead() {
        expectError("eel", "cgsuite string, column 3: blue edge 'l' — only green Hackenbush is supported");
        expectError(":Gere:G", "cgsuite string, column 4: red edge 'r' — only green Hackenbush is supported");
        expectError("e(ee;e", "cgsuite string, column 2: '(' without its ')'");
        expectError("ee)e", "cgsuite string, column 3: ')' without its '('");
        expectError("e;e", "cgsuite string, column 2: ';' outside a branch '(...)'");
        expectError("ee:", "cgsuite string, column 3: ':' must be followed by a name (:A or :{name})");
        expectError("e:{ab", "cgsuite string, column 3: '{' without its '}'");
        expectError("e:{}e", "cgsuite string, column 3: an empty name ':{}'");
        expectError("e:(e)", "cgsuite string, column 3: expected a name after ':' (a letter, a digit or {name}), found '('");
        expectError("eex", "cgsuite string, column 3: unexpected 'x' (expected e, -, :A, :{name}, '(', ';' or ')')");
        // A character outside ASCII is named whole, a stray byte escaped (it was "byte 207").
        expectError("eeω", "cgsuite string, column 3: unexpected 'ω' (expected e, -, :A, :{name}, '(', ';' or ')')");
        expectError("ee\xcf", "cgsuite string, column 3: unexpected '\\xcf' (expected e, -, :A, :{name}, '(', ';' or ')')");
        expectError("e:\n", "cgsuite string, column 3: expected a name after ':' (a letter, a digit or {name}), found '\\n'");
        // no more edges than a picture file may hold: one character more than that is refused
        const std::string tooLong(kMaxCgsuiteLength + 1, 'e');
        expectError(tooLong.c_str(), "cgsuite string: 10000001 characters, too long for a picture (the limit is 10000000)");
        QVERIFY(kMaxCgsuiteLength <= kMaxPictureEdges);
    }

    void writesTheClassicStrings() {
        QCOMPARE(writeCgsuite(readCgsuite(":Geee:G")), std::string(":Geee:G"));
        QCOMPARE(writeCgsuite(readCgsuite("eeeeeee")), std::string("eeeeeee"));
        QCOMPARE(writeCgsuite(readCgsuite(":A-:A")), std::string(":Ge:G"));
        QCOMPARE(writeCgsuite(readCgsuite("ee:Aeeee:A")), std::string("ee:Aeeee:A"));
        QCOMPARE(writeCgsuite(readCgsuite("e(e;e)")), std::string("e(e;e)"));
        QCOMPARE(writeCgsuite(Picture{}), std::string());
    }

    void severalBaseNodesBecomeOneGround() {
        // The door of DESIGN.md: two base nodes, two posts and a top.
        Picture p = testing::door();
        p.addEdge(p.nodes()[0].id, p.nodes()[1].id);  // an edge along the ground: a loop once the base nodes are one
        std::string s = writeCgsuite(p);
        Picture back = readCgsuite(s);
        QCOMPARE(back.nodeCount(), std::size_t(3));
        QCOMPARE(canonical(back), canonical(p));
        QCOMPARE(analyse(back).value, analyse(p).value);
    }

    void floatingEdgesAreLeftOut() {
        Picture p = readCgsuite("ee");
        NodeId x = p.addNode(), y = p.addNode();
        p.addEdge(x, y);
        p.addEdge(y, y);
        QCOMPARE(writeCgsuite(p), std::string("ee"));
    }

    void roundTripsRandomPictures() {
        std::mt19937_64 rng(7031);
        int withCycles = 0;
        for (int trial = 0; trial < 2000; ++trial) {
            Picture p = testing::randomSmallPicture(rng, 10);
            const std::string s = writeCgsuite(p);
            Picture back = readCgsuite(s);
            QVERIFY2(canonical(back) == canonical(p), s.c_str());
            QCOMPARE(analyse(back).value, analyse(p).value);
            if (s.find(':') != std::string::npos) ++withCycles;
        }
        QVERIFY(withCycles > 500);  // the cases with names were really exercised
    }

    void deepStringsNeedNoRecursion() {
        std::string deep(200000, 'e');
        Picture p = readCgsuite(deep);
        QCOMPARE(p.edgeCount(), std::size_t(200000));
        QCOMPARE(writeCgsuite(p), deep);
        std::string nested;
        for (int k = 0; k < 100000; ++k) nested += "(e";
        for (int k = 0; k < 100000; ++k) nested += ")";
        QCOMPARE(readCgsuite(nested).edgeCount(), std::size_t(100000));
    }
};

QTEST_APPLESS_MAIN(CgsuiteTest)
#include "tst_cgsuite.moc"
