// core_picture_find: Find's matching (picture_find.h) and its sentences (find_text.h).
// - Every way the app shows an id reads back as that id ("e12", "Edge #12", "n3", "12"), and
//   nothing else does (a sign, a letter too many, a number too large for an id).
// - On thousands of random pictures with random names (fixed seeds) and random queries, the matches
//   are exactly the items an independent reading of the rule names (id, or name containing the
//   query ignoring case), each once, in the promised order (id, whole name, part of a name; edges
//   before nodes; picture order).
// - On Conway's Hackenbush Homestead: "apple" finds the six apples before the highest apple and its twig;
//   "edge 1" finds edge 1 alone, "Edge" the edge named "edge holding the window".
#include "homestead/find_text.h"
#include "homestead/picture_file.h"
#include "homestead/picture_find.h"

#include "random_picture.h"
#include "../classic_pictures.h"

#include <QTest>

#include <algorithm>
#include <cctype>
#include <random>
#include <set>

using namespace homestead;

namespace {

std::string folded(std::string s) {
    for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

// The rule, read independently: where an item belongs in the list (0 id, 1 whole name, 2 part of
// a name), or -1 when the query does not name it.
int rank(const FindQuery& q, FoundItem::Kind kind, std::int64_t id, const std::string& name) {
    const std::optional<std::int64_t> asked = kind == FoundItem::Kind::Edge ? q.edgeId : q.nodeId;
    if (asked && *asked == id) return 0;
    if (q.text.empty()) return -1;
    if (folded(name) == folded(q.text)) return 1;
    if (folded(name).find(folded(q.text)) != std::string::npos) return 2;
    return -1;
}

std::string randomName(std::mt19937_64& rng) {
    static const std::vector<std::string> words{"", "", "trunk", "Trunk", "foot", "left foot", "e1", "n2",
                                                "edge 3", "p", "P", "roof", "ROOF top", "12", "σ", "spider's leg"};
    return words[std::uniform_int_distribution<std::size_t>(0, words.size() - 1)(rng)];
}

std::string randomQuery(std::mt19937_64& rng, const Picture& p) {
    auto pick = [&](int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng); };
    const std::int64_t id = pick(40);
    switch (pick(9)) {
    case 0: return "e" + std::to_string(id);
    case 1: return "Edge #" + std::to_string(id);
    case 2: return "n" + std::to_string(id);
    case 3: return " node " + std::to_string(id) + " ";
    case 4: return std::to_string(id);
    case 5: {  // a piece of a name there, in another case
        if (p.edges().empty()) return "x";
        std::string name = p.edges()[std::size_t(pick(int(p.edges().size())))].name;
        if (name.empty()) return "";
        const std::size_t from = std::size_t(pick(int(name.size())));
        std::string piece = name.substr(from, std::size_t(1 + pick(int(name.size() - from))));
        for (char& c : piece) c = pick(2) ? char(std::toupper(static_cast<unsigned char>(c))) : c;
        return piece;
    }
    case 6: return "rOoF";
    case 7: return "ee";
    default: return randomName(rng);
    }
}

}  // namespace

class PictureFind : public QObject {
    Q_OBJECT
private slots:
    void idsReadAsTheAppShowsThem() {
        struct Case { const char* text; std::optional<std::int64_t> edge, node; };
        const std::vector<Case> cases{
            {"e12", 12, {}},        {"E12", 12, {}},       {"edge 12", 12, {}},  {"Edge #12", 12, {}},
            {"e 12", 12, {}},       {"edge12", 12, {}},    {"n3", {}, 3},        {"node 3", {}, 3},
            {"N#3", {}, 3},         {"12", 12, 12},        {"#12", 12, 12},      {"  7\t", 7, 7},
            {"0", 0, 0},            {"e", {}, {}},         {"edge", {}, {}},     {"e-1", {}, {}},
            {"-1", {}, {}},         {"e12x", {}, {}},      {"ee12", {}, {}},     {"edges 12", {}, {}},
            {"99999999999999999999", {}, {}},              {"9223372036854775807", 9223372036854775807LL, 9223372036854775807LL},
            {"trunk", {}, {}},      {"", {}, {}},
        };
        for (const Case& c : cases) {
            const FindQuery q = parseFindQuery(c.text);
            QVERIFY2(q.edgeId == c.edge && q.nodeId == c.node, c.text);
        }
        QCOMPARE(parseFindQuery("  left foot \n").text, std::string("left foot"));
    }

    void blankQueryFindsNothing() {
        Picture p;
        const NodeId g = p.addNode(Point{0, 0}, true, "");
        p.addEdge(g, p.addNode(Point{0, 1}), "");
        QVERIFY(findInPicture(p, "").empty());
        QVERIFY(findInPicture(p, "   ").empty());
    }

    // The rule on random pictures: exactly the items named, each once, in order.
    void matchesAreExactlyTheNamedItemsInOrder() {
        std::mt19937_64 rng(2026);
        int found = 0, empty = 0;
        for (int round = 0; round < 3000; ++round) {
            Picture p = testing::randomSmallPicture(rng, 12);
            for (const Node& n : std::vector<Node>(p.nodes())) p.setNodeName(n.id, randomName(rng));
            for (const Edge& e : std::vector<Edge>(p.edges())) p.setEdgeName(e.id, randomName(rng));
            for (int k = 0; k < 4; ++k) {
                const std::string text = randomQuery(rng, p);
                const FindQuery q = parseFindQuery(text);
                const std::vector<FoundItem> got = findInPicture(p, q);
                // what the rule names, sorted by (rank, edges first, picture order)
                std::vector<std::tuple<int, int, std::size_t, FoundItem>> want;
                for (std::size_t i = 0; i < p.edges().size(); ++i)
                    if (int r = rank(q, FoundItem::Kind::Edge, p.edges()[i].id, p.edges()[i].name); r >= 0)
                        want.emplace_back(r, 0, i, FoundItem{FoundItem::Kind::Edge, p.edges()[i].id});
                for (std::size_t i = 0; i < p.nodes().size(); ++i)
                    if (int r = rank(q, FoundItem::Kind::Node, p.nodes()[i].id, p.nodes()[i].name); r >= 0)
                        want.emplace_back(r, 1, i, FoundItem{FoundItem::Kind::Node, p.nodes()[i].id});
                std::sort(want.begin(), want.end(), [](const auto& a, const auto& b) {
                    return std::tie(std::get<0>(a), std::get<1>(a), std::get<2>(a)) < std::tie(std::get<0>(b), std::get<1>(b), std::get<2>(b));
                });
                // ids first: the edge before the node (rank 0 sorts edges first already)
                QCOMPARE(got.size(), want.size());
                for (std::size_t i = 0; i < got.size(); ++i) QVERIFY2(got[i] == std::get<3>(want[i]), text.c_str());
                got.empty() ? ++empty : ++found;
            }
        }
        QVERIFY(found > 1000);  // the queries do find things, and not always
        QVERIFY(empty > 1000);
    }

    void homesteadByNameAndId() {
        const Picture home = testing::classicPicture("homestead");
        const std::vector<FoundItem> apples = findInPicture(home, "APPLE");
        std::size_t whole = 0, part = 0;  // "apple" six times; "highest apple", "twig bearing the highest apple"
        for (const Edge& e : home.edges()) {
            whole += e.name == "apple";
            part += e.name != "apple" && e.name.find("apple") != std::string::npos;
        }
        QVERIFY(whole >= 2 && part >= 1);
        QCOMPARE(apples.size(), whole + part);
        for (std::size_t i = 0; i < apples.size(); ++i) {
            QVERIFY(apples[i].kind == FoundItem::Kind::Edge);
            const std::string& name = home.edge(apples[i].id).name;
            QVERIFY(i < whole ? name == "apple" : name != "apple" && name.find("apple") != std::string::npos);
        }
        // "edge 1" is an id; "edge" is a word of a name
        QVERIFY((findInPicture(home, "edge 1") == std::vector<FoundItem>{{FoundItem::Kind::Edge, 1}}));
        const std::vector<FoundItem> word = findInPicture(home, "Edge");
        QCOMPARE(word.size(), std::size_t(1));
        QCOMPARE(home.edge(word[0].id).name, std::string("edge holding the window"));
    }

    void sentences() {
        Picture p;
        const NodeId g = p.addNode(Point{0, 0}, true, "base");
        const NodeId c = p.addNode(Point{0, 1}, false, "corner");
        const EdgeId t = p.addEdge(g, c, "trunk");
        const EdgeId plain = p.addEdge(c, c);
        QCOMPARE(text::noMatchSentence(parseFindQuery("trunk")), std::string("No edge or node named 'trunk'."));
        QCOMPARE(text::noMatchSentence(parseFindQuery("e99")), std::string("No edge 99, and no edge or node named 'e99'."));
        QCOMPARE(text::noMatchSentence(parseFindQuery("n4")), std::string("No node 4, and no edge or node named 'n4'."));
        QCOMPARE(text::noMatchSentence(parseFindQuery("99")), std::string("No edge or node 99, and none named '99'."));
        // what the user typed is echoed safely: one line, shortened
        const std::string echoed = text::noMatchSentence(parseFindQuery("a\nb" + std::string(200, 'x')));
        QVERIFY(echoed.find('\n') == std::string::npos && echoed.size() < 120);
        QCOMPARE(text::foundItemName(p, {FoundItem::Kind::Edge, t}), std::string("the trunk (edge 0)"));
        QCOMPARE(text::foundItemName(p, {FoundItem::Kind::Edge, plain}), std::string("edge 1"));
        QCOMPARE(text::foundItemName(p, {FoundItem::Kind::Node, c}), std::string("the corner (node 1)"));
        p.setNodeName(c, "");
        QCOMPARE(text::foundItemName(p, {FoundItem::Kind::Node, c}), std::string("node 1"));
        QCOMPARE(text::winningMoveSentence(p, t, 1, 5),
                 std::string("Winning move 2 of 5: chop the trunk (edge 0); it leaves 0."));
        QCOMPARE(text::noWinningMoveSentence(0),
                 std::string("No winning move: the player to move loses (value 0)."));
        QVERIFY(text::misereWinningMoveSentence(p, plain, 0, 2).starts_with("Misère winning move 1 of 2: chop edge 1"));
    }
};

QTEST_APPLESS_MAIN(PictureFind)
#include "tst_picture_find.moc"
