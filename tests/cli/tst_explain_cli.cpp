// homestead-cli explain, run as a process: the JSON of issue 14 exactly (which keys, for a winning
// bridge, a losing bridge and an edge on a cycle), every number equal to the core's explanation on
// the classic pictures and on 40 random pictures written as files, the Homestead's climb and the
// lovers' spinster in the JSON, the sentences of explanation_text.h in the text output, and bad
// input (a missing, foreign, malformed or floating --edge: exit 2, one line on stderr, nothing on stdout).
#include <QtTest>

#include "../cli_process.h"
#include "../core/random_picture.h"

#include "homestead/explanation.h"
#include "homestead/explanation_text.h"
#include "homestead/picture_json.h"

#include <nlohmann/json.hpp>

#include <fstream>
#include <set>

using namespace homestead;
using json = nlohmann::json;

namespace {

QString classic(const char* name) {
    return QStringLiteral(HOMESTEAD_RESOURCES "/pictures/%1.json").arg(QString::fromLatin1(name));
}

json explainJson(const QString& file, EdgeId id) {
    CliResult r = runCli({"explain", "--json", file, "--edge", QString::number(id)});
    if (r.status != 0) qWarning("stderr: %s", r.err.constData());
    return json::parse(r.out.toStdString());
}

std::set<std::string> keysOf(const json& j) {
    std::set<std::string> out;
    for (auto it = j.begin(); it != j.end(); ++it) out.insert(it.key());
    return out;
}

// The JSON says exactly what the core's explanation says, with exactly the keys of the contract.
void checkAgainstCore(const json& j, const EdgeExplanation& x) {
    std::set<std::string> keys{"edge", "stress", "terms", "weight", "load", "value_after_chop"};
    if (x.cycle) keys.insert({"class", "mating", "spinster"});
    else if (x.winning) keys.insert("climb");
    if (x.cycle && !x.cycle->mated) keys.insert("mated");
    QCOMPARE(keysOf(j), keys);
    QCOMPARE(j["edge"].get<EdgeId>(), x.edge);
    QCOMPARE(j["stress"].get<std::uint64_t>(), x.stress);
    QCOMPARE(j["weight"].get<std::uint64_t>(), x.weight);
    QCOMPARE(j["value_after_chop"].get<std::uint64_t>(), x.valueAfterChop);
    QCOMPARE(j["load"].get<std::vector<EdgeId>>(), x.load);
    QCOMPARE(j["terms"].size(), x.terms.size());
    for (std::size_t i = 0; i < x.terms.size(); ++i) {
        QCOMPARE(keysOf(j["terms"][i]), (std::set<std::string>{"edge", "stress"}));
        QCOMPARE(j["terms"][i]["edge"].get<EdgeId>(), x.terms[i].edge);
        QCOMPARE(j["terms"][i]["stress"].get<std::uint64_t>(), x.terms[i].stress);
    }
    if (x.cycle) {
        QCOMPARE(j["class"].get<std::vector<EdgeId>>(), x.cycle->members);
        QCOMPARE(j["mating"].size(), x.cycle->pairs.size());
        for (std::size_t i = 0; i < x.cycle->pairs.size(); ++i)
            QCOMPARE(j["mating"][i].get<std::vector<EdgeId>>(),
                     (std::vector<EdgeId>{x.cycle->pairs[i].first, x.cycle->pairs[i].second}));
        if (x.cycle->spinster) QCOMPARE(j["spinster"].get<EdgeId>(), *x.cycle->spinster);
        else QVERIFY(j["spinster"].is_null());
    } else if (x.winning) {
        QCOMPARE(j["climb"].size(), x.climb.size());
        for (std::size_t i = 0; i < x.climb.size(); ++i) {
            QCOMPARE(keysOf(j["climb"][i]), (std::set<std::string>{"edge", "stress", "target", "others"}));
            QCOMPARE(j["climb"][i]["edge"].get<EdgeId>(), x.climb[i].edge);
            QCOMPARE(j["climb"][i]["stress"].get<std::uint64_t>(), x.climb[i].stress);
            QCOMPARE(j["climb"][i]["target"].get<std::uint64_t>(), x.climb[i].target);
            QCOMPARE(j["climb"][i]["others"].get<std::uint64_t>(), x.climb[i].others);
            // The equation each step solves: target ⊕ others is 0 at the ground and, above, one less
            // than the target of the edge below (whose stress is 1 + the ⊕ of what it carries).
            const std::uint64_t need = i == 0 ? 0 : j["climb"][i - 1]["target"].get<std::uint64_t>() - 1;
            QCOMPARE(j["climb"][i]["target"].get<std::uint64_t>() ^ j["climb"][i]["others"].get<std::uint64_t>(), need);
        }
        QCOMPARE(j["climb"].back()["edge"].get<EdgeId>(), x.edge);
        QCOMPARE(j["climb"].back()["target"].get<int>(), 0);
    }
}

}  // namespace

class ExplainCliTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir;

private slots:
    void homesteadClimb() {
        Picture p = loadPictureFile(classic("homestead").toStdString());
        auto a = PictureAnalysis::of(p);
        const EdgeId move = a->analysis().winningMoves.at(0);
        json j = explainJson(classic("homestead"), move);
        checkAgainstCore(j, explainEdge(*a, move));
        std::vector<std::pair<std::uint64_t, std::uint64_t>> climb;
        for (const auto& s : j["climb"]) climb.emplace_back(s["stress"].get<std::uint64_t>(), s["target"].get<std::uint64_t>());
        QCOMPARE(climb, (std::vector<std::pair<std::uint64_t, std::uint64_t>>{{15, 5}, {8, 2}, {4, 2}, {2, 0}}));
        // The other terms at each level: 10 ⊕ 15 = 5 at the ground, then the trunk's other branch 6,
        // the left branch's 2 ⊕ 1 = 3, and the apple's loop 1 beside the winning twig.
        std::vector<std::uint64_t> others;
        for (const auto& s : j["climb"]) others.push_back(s["others"].get<std::uint64_t>());
        QCOMPARE(others, (std::vector<std::uint64_t>{5, 6, 3, 1}));
        // A losing bridge (the trunk): no climb; a cycle edge (a wall of the house): class, mating, spinster.
        for (const Edge& e : p.edges())
            if (e.name == "trunk" || e.name == "left wall") checkAgainstCore(explainJson(classic("homestead"), e.id), explainEdge(*a, e.id));
        // The text: Conway's climb as a student reads it.
        CliResult r = runCli({"explain", classic("homestead"), "--edge", QString::number(move)});
        QCOMPARE(r.status, 0);
        QVERIFY(r.err.isEmpty());
        const QString out = QString::fromUtf8(r.out);
        for (const char* phrase : {"the trunk 15 must become 5", "the 8 must become 2", "the 4 must become 2",
                                   "the other stresses at the ground make 6 ⊕ 4 ⊕ 4 ⊕ 3 ⊕ 1 ⊕ … ⊕ 1 (26 of them) = 5",
                                   "the trunk's 5 = 1 + (x ⊕ 6) gives x = 4 ⊕ 6 = 2",
                                   "Chopping it leaves value 0: a winning move."})
            QVERIFY2(out.contains(QString::fromUtf8(phrase)), qPrintable(out));
        EdgeExplanation x = explainEdge(*a, move);
        QCOMPARE(r.out.toStdString(), text::edgeExplanationText(p, x));
    }

    // One-letter names read as edges, not words: "edge a (3) must become 1", never "the a 3".
    void letterNamesInTheText() {
        Picture p;  // a stalk a-b-c and a lone edge d: 3 ⊕ 1 = 2; chopping b wins
        const NodeId g = p.addNode(Point{0, 0}, true), x = p.addNode(Point{0, 1}), y = p.addNode(Point{0, 2});
        const NodeId z = p.addNode(Point{0, 3}), w = p.addNode(Point{2, 1});
        p.addEdge(g, x, "a");
        const EdgeId b = p.addEdge(x, y, "b");
        p.addEdge(y, z, "c");
        p.addEdge(g, w, "d");
        const QString path = dir.filePath(QStringLiteral("letters.json"));
        std::ofstream(path.toStdString()) << writePictureJson(p);
        CliResult r = runCli({"explain", path, "--edge", QString::number(b)});
        QCOMPARE(r.status, 0);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains(QString::fromUtf8("edge a (3) must become 1, as 1 ⊕ 1 = 0;\n  edge a carries 2, so edge a's 1 = 1 + x "
                                                "gives x = 0: edge b (2) must become 0: chop it.")),
                 qPrintable(out));
        QVERIFY2(!out.contains(QStringLiteral("the a ")), qPrintable(out));
    }

    // A ring of more edges than are mated: the class is named, not mated ("mated": false), and
    // the text counts the edges past a dozen (mating a ring of 2·10^4 would take gigabytes).
    void aHugeClassIsNotMated() {
        Picture p;
        const int n = static_cast<int>(kMostMatedEdges) + 1;
        NodeId prev = p.addNode(Point{0, 0}, true);
        const NodeId ground = prev;
        for (int i = 1; i < n; ++i) {
            const NodeId next = p.addNode(Point{double(i), 1});
            p.addEdge(prev, next);
            prev = next;
        }
        p.addEdge(prev, ground);
        const QString path = dir.filePath(QStringLiteral("ring.json"));
        std::ofstream(path.toStdString()) << writePictureJson(p);
        const json j = explainJson(path, 5);
        auto a = PictureAnalysis::of(p);
        const EdgeExplanation x = explainEdge(*a, 5);
        QVERIFY(x.cycle && !x.cycle->mated);
        QCOMPARE(x.cycle->members.size(), std::size_t(n));
        QVERIFY(x.cycle->pairs.empty() && x.cycle->mates.empty() && !x.cycle->spinster);
        checkAgainstCore(j, x);
        QCOMPARE(j["mated"].get<bool>(), false);
        CliResult r = runCli({"explain", path, "--edge", "5"});
        QCOMPARE(r.status, 0);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains(QString::fromStdString(text::unmatedSentence(std::size_t(n)))), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 and %1 more)").arg(n - 12)), qPrintable(out));
        QVERIFY2(out.size() < 1500, qPrintable(QString::number(out.size())));
    }

    void loversSpinster() {
        Picture p = loadPictureFile(classic("lovers-bridge").toStdString());
        auto a = PictureAnalysis::of(p);
        for (const Edge& e : p.edges()) {
            if (e.name != "q") continue;
            json j = explainJson(classic("lovers-bridge"), e.id);
            checkAgainstCore(j, explainEdge(*a, e.id));
            EdgeId s = -1;
            for (const Edge& f : p.edges())
                if (f.name == "s") s = f.id;
            QCOMPARE(j["spinster"].get<EdgeId>(), s);
            QCOMPARE(j["mating"].size(), std::size_t(2));
        }
    }

    void cgsuiteAndRandomFiles() {
        // The door by its CGSuite string: the top (edge 1) wins.
        CliResult door = runCli({"explain", "--json", "--cgsuite", ":Geee:G", "--edge", "1"});
        QCOMPARE(door.status, 0);
        json d = json::parse(door.out.toStdString());
        QCOMPARE(d["value_after_chop"].get<int>(), 0);
        QCOMPARE(d["class"], json::parse("[0, 1, 2]"));
        // Random pictures as files: every standing edge's JSON is the core's explanation.
        int checked = 0;
        for (std::uint64_t seed = 0; seed < 40; ++seed) {
            std::mt19937_64 rng(seed + 500);
            Picture p = testing::randomSmallPicture(rng, 8);
            const QString path = dir.filePath(QStringLiteral("p%1.json").arg(seed));
            std::ofstream(path.toStdString()) << writePictureJson(p);
            auto a = PictureAnalysis::of(p);
            for (const EdgeAnalysis& e : a->analysis().edges) {
                if (!e.standing) continue;
                checkAgainstCore(explainJson(path, e.id), explainEdge(*a, e.id));
                if (QTest::currentTestFailed()) return;
                ++checked;
            }
        }
        QVERIFY(checked > 100);
    }

    void badInput() {
        const QString door = classic("door");
        // A floating edge: a file with an edge in the air.
        Picture p;
        NodeId g = p.addNode(Point{0, 0}, true), a = p.addNode(Point{0, 1}), b = p.addNode(Point{3, 2}), c = p.addNode(Point{3, 3});
        p.addEdge(g, a);
        EdgeId air = p.addEdge(b, c);
        const QString floating = dir.filePath("floating.json");
        std::ofstream(floating.toStdString()) << writePictureJson(p);
        const QList<QStringList> cases{
            {"explain", door},                                   // no --edge
            {"explain", door, "--edge"},                         // no value
            {"explain", door, "--edge", "99"},                   // no such edge
            {"explain", door, "--edge", "x1"},                   // not a number
            {"explain", door, "--edge", "-3"},                   // negative
            {"explain", "--edge", "1"},                          // no picture
            {"explain", floating, "--edge", QString::number(air)},  // floating: no numbers
            {"explain", "--cgsuite", ":Gee(", "--edge", "0"},    // a bad picture
        };
        for (const QStringList& args : cases) {
            CliResult r = runCli(args);
            QVERIFY2(r.status == 2, qPrintable(args.join(' ')));
            QVERIFY2(r.out.isEmpty(), qPrintable(args.join(' ')));
            QVERIFY2(r.err.count('\n') == 1, qPrintable(args.join(' ') + ": " + r.err));
            QVERIFY2(r.err.startsWith("homestead-cli: "), qPrintable(r.err));
        }
        CliResult missing = runCli({"explain", door, "--edge", "99"});
        QVERIFY(missing.err.contains("--edge 99"));
        QVERIFY(missing.err.contains("no edge"));
        CliResult air2 = runCli({"explain", floating, "--edge", QString::number(air)});
        QVERIFY(air2.err.contains("floating"));
    }
};

QTEST_GUILESS_MAIN(ExplainCliTest)
#include "tst_explain_cli.moc"
