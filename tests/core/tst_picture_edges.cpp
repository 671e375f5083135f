// Plain edge lists and GraphViz DOT: an edge list reads exactly (ground lines, comments, blank lines,
// tabs, CRLF, loops, multiple edges; edge ids in line order), every bad line is refused with the
// line, the column and the problem and nothing half-read; writing then reading keeps the game — the
// same value, every edge's stress, weight and winning flag, the same concyclic classes and floating
// edges — on 2,000 random small pictures and on large ones; the DOT written describes the same game
// (read back here by a reader of the test's own); loadPictureFile picks the reader by the file name.
#include <QtTest>

#include <charconv>

#include "homestead/analysis.h"
#include "homestead/picture_dot.h"
#include "homestead/picture_edges.h"
#include "homestead/picture_file.h"
#include "random_picture.h"

#include <QRegularExpression>
#include <QTemporaryDir>

#include <algorithm>
#include <fstream>
#include <map>
#include <random>
#include <set>

using namespace homestead;

namespace {

std::string errorOf(const std::string& text) {
    try {
        readPictureEdges(text, "t.edges");
    } catch (const FormatError& e) {
        return e.what();
    }
    return "(no error)";
}

// The game of `a` and of `b` are the same when `b`'s edge k is `a`'s edge edgeOfB[k] (by index).
void compareGames(const Picture& a, const Picture& b, const std::vector<std::size_t>& aIndexOfB) {
    QCOMPARE(b.edgeCount(), a.edgeCount());
    const Analysis x = analyse(a), y = analyse(b);
    QCOMPARE(y.value, x.value);
    std::map<EdgeId, EdgeId> idInA;  // b's id -> a's id
    for (std::size_t k = 0; k < b.edgeCount(); ++k) {
        const EdgeAnalysis& ea = x.edges[aIndexOfB[k]];
        const EdgeAnalysis& eb = y.edges[k];
        QCOMPARE(eb.standing, ea.standing);
        QCOMPARE(eb.stress, ea.stress);
        QCOMPARE(eb.weight, ea.weight);
        QCOMPARE(eb.winning, ea.winning);
        QCOMPARE(eb.onCycle, ea.onCycle);
        idInA[eb.id] = ea.id;
    }
    auto translated = [&](const std::vector<std::vector<EdgeId>>& classes) {
        std::set<std::vector<EdgeId>> out;
        for (const auto& c : classes) {
            std::vector<EdgeId> ids;
            for (EdgeId id : c) ids.push_back(idInA.at(id));
            std::sort(ids.begin(), ids.end());
            out.insert(ids);
        }
        return out;
    };
    const auto xClasses = x.classes.copies();
    std::set<std::vector<EdgeId>> classesOfA(xClasses.begin(), xClasses.end());
    QCOMPARE(translated(y.classes.copies()), classesOfA);
    std::vector<EdgeId> floating;
    for (EdgeId id : y.floating) floating.push_back(idInA.at(id));
    std::sort(floating.begin(), floating.end());
    QCOMPARE(floating, x.floating);
}

std::vector<std::size_t> identity(std::size_t n) {
    std::vector<std::size_t> v(n);
    for (std::size_t i = 0; i < n; ++i) v[i] = i;
    return v;
}

// A reader of the DOT this program writes, independent of the core: nodes `nID [..class="ground"..]`
// and edges `nA -- nB [id="eID", ...]`, in order.
Picture readDotForTest(const std::string& dot) {
    Picture p;
    static const QRegularExpression node(QStringLiteral(R"(^\s*n(\d+) \[(.*)\];$)"));
    static const QRegularExpression edge(QStringLiteral(R"re(^\s*n(\d+) -- n(\d+) \[id="e(\d+)".*\];$)re"));
    for (const QString& line : QString::fromStdString(dot).split(QLatin1Char('\n'))) {
        if (auto m = edge.match(line); m.hasMatch()) {
            p.insertEdge(Edge{m.captured(3).toLongLong(), m.captured(1).toLongLong(), m.captured(2).toLongLong(), {}});
        } else if (auto n = node.match(line); n.hasMatch()) {
            p.insertNode(Node{n.captured(1).toLongLong(), std::nullopt,
                              n.captured(2).contains(QStringLiteral("class=\"ground\"")), {}});
        }
    }
    return p;
}

}  // namespace

class TestPictureEdges : public QObject {
    Q_OBJECT
private slots:
    void readsTheFormat() {
        const Picture p = readPictureEdges("# the door, and more\r\n"
                                           "ground 10 11   # two base nodes\r\n"
                                           "\n"
                                           "10 12\r\n"
                                           "\t11\t13\n"
                                           "   \n"
                                           "12 13 # the top\n"
                                           "13 13\n"
                                           "12 13\n"
                                           "ground 14\n"
                                           "14 15",  // no newline at the end
                                           "door.edges");
        QCOMPARE(p.edgeCount(), std::size_t(6));
        const std::vector<std::pair<NodeId, NodeId>> expected = {{10, 12}, {11, 13}, {12, 13}, {13, 13}, {12, 13}, {14, 15}};
        for (std::size_t k = 0; k < expected.size(); ++k) {
            QCOMPARE(p.edges()[k].id, EdgeId(k));
            QCOMPARE(p.edges()[k].from, expected[k].first);
            QCOMPARE(p.edges()[k].to, expected[k].second);
        }
        QCOMPARE(p.nodeCount(), std::size_t(6));
        for (NodeId id : {10, 11, 14}) QVERIFY(p.node(id).ground);
        for (NodeId id : {12, 13, 15}) QVERIFY(!p.node(id).ground);
        for (const Node& n : p.nodes()) QVERIFY(!n.position.has_value());
        QVERIFY(p.edge(3).isLoop());
        QCOMPARE(analyse(p).value, analyse(readPictureEdges("ground 0 1\n0 2\n1 3\n2 3\n3 3\n2 3\n0 5\n")).value);
    }

    // A file saved by a Windows editor starts with a UTF-8 byte order mark: it is no part of the
    // first line (which was refused as a node id), and columns count from after it.
    void aByteOrderMarkIsSkipped() {
        const Picture p = readPictureEdges("\xEF\xBB\xBFground 0\r\n0 1\r\n1 2\r\n", "bom.edges");
        QCOMPARE(p.edgeCount(), std::size_t(2));
        QVERIFY(p.node(0).ground);
        QCOMPARE(analyse(p).value, std::uint64_t(2));
        QCOMPARE(QString::fromStdString(errorOf("\xEF\xBB\xBF" "0 x\n")),
                 QStringLiteral("t.edges: line 1, column 3: a node id must be a non-negative integer, found 'x'"));
    }

    void aGroundNodeMentionedLaterIsGround() {
        const Picture p = readPictureEdges("0 1\nground 0\nground 7\n");
        QVERIFY(p.node(0).ground);
        QVERIFY(p.node(7).ground);  // a base node with no edge is kept
        QVERIFY(!p.node(1).ground);
        QCOMPARE(analyse(p).value, std::uint64_t(1));
    }

    // Which nodes exist is kept in a bitmap for ids up to about twice the lines, the Picture's index
    // beyond: small and huge ids, each mentioned again, give one node each, in order of mention, and
    // edges past a batch of 1024 keep their line order.
    void denseAndScatteredIdsAreOneNodeEach() {
        std::string text = "0 1000000000000000\n1000000000000000 3\n3 0\nground 1000000000000000\n";
        for (int k = 0; k < 1500; ++k) text += std::to_string(k % 7) + " " + std::to_string(k % 5 == 0 ? 4000000 + k : k % 3) + "\n";
        text += "ground 4000005 2\n";
        const Picture p = readPictureEdges(text, "t.edges");
        QCOMPARE(p.edgeCount(), std::size_t(1503));
        for (std::size_t k = 0; k < p.edgeCount(); ++k) QCOMPARE(p.edges()[k].id, EdgeId(k));
        QCOMPARE(p.edges()[1502].from, NodeId(1499 % 7));
        QCOMPARE(p.edges()[1502].to, NodeId(1499 % 3));
        QCOMPARE(p.edges()[1003].to, NodeId(4000000 + 1000));
        QCOMPARE(p.nodes()[0].id, NodeId(0));
        QCOMPARE(p.nodes()[1].id, NodeId(1000000000000000));
        QCOMPARE(p.nodes()[2].id, NodeId(3));
        QCOMPARE(p.nodeCount(), std::size_t(3 + 5 + 300));  // 0, 10^15, 3; then 1, 2, 4, 5, 6; 300 large ids
        QVERIFY(p.node(1000000000000000).ground);
        QVERIFY(p.node(4000005).ground);
        QVERIFY(p.node(2).ground);
        QVERIFY(!p.node(0).ground);
    }

    // Ids of every length from 1 to 19 digits, with leading zeros, up to 2^63 - 1, followed by a
    // space, a tab, a comment or the end of the text, read as std::from_chars reads them (the
    // reader takes plain digits 8 at a time); one past 2^63 - 1 is too large.
    void idsOfEveryLengthReadAsTheirDigits() {
        std::vector<std::string> tokens;
        std::string digits;
        for (int n = 1; n <= 19; ++n) {
            digits += char('0' + (n * 7) % 10);
            tokens.push_back(n == 19 ? std::string("9223372036854775807") : digits);
            tokens.push_back("0" + digits.substr(0, std::min(n, 18)));
            tokens.push_back("000000000000" + digits.substr(0, std::min(n, 8)));
        }
        const char* after[] = {"\n", " \n", "\t\n", "# note\n", "#7\n"};
        for (std::size_t k = 0; k < tokens.size(); ++k) {
            std::string text = "ground 1\n";
            for (std::size_t j = 0; j <= k; ++j) text += "1 " + tokens[j] + after[j % 5];
            text += tokens[k] + " 2";  // the last line without a newline: ids end at the end of the text
            const Picture p = readPictureEdges(text, "t.edges");
            for (std::size_t j = 0; j <= k; ++j) {
                NodeId expected = -1;
                std::from_chars(tokens[j].data(), tokens[j].data() + tokens[j].size(), expected);
                QCOMPARE(p.edges()[j].to, expected);
            }
            QCOMPARE(p.edges().back().from, p.edges()[k].to);
        }
        QCOMPARE(QString::fromStdString(errorOf("0 9223372036854775808\n")),
                 QStringLiteral("t.edges: line 1, column 3: the node id 9223372036854775808 is too large"));
        QCOMPARE(QString::fromStdString(errorOf("0 12345678x\n")),
                 QStringLiteral("t.edges: line 1, column 3: a node id must be a non-negative integer, found '12345678x'"));
    }

    void emptyAndCommentOnlyTextsAreEmptyPictures() {
        QVERIFY(readPictureEdges("").empty());
        QVERIFY(readPictureEdges("# nothing here\n\n   \n").empty());
    }

    void refusesBadLines_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        auto row = [](const char* name, const char* text, const char* message) {
            QTest::newRow(name) << QString::fromUtf8(text) << QString::fromUtf8(message);
        };
        row("letter", "ground 0\n0 1\n1 x\n", "line 3, column 3: a node id must be a non-negative integer, found 'x'");
        row("negative", "0 -1\n", "line 1, column 3: a node id must be a non-negative integer, found '-1'");
        row("plus", "+0 1\n", "line 1, column 1: a node id must be a non-negative integer, found '+0'");
        row("fraction", "\t0 1.5\n", "line 1, column 4: a node id must be a non-negative integer, found '1.5'");
        row("too large", "0 99999999999999999999\n", "line 1, column 3: the node id 99999999999999999999 is too large");
        row("one node", "0 1\n\n  7  \n", "line 3, column 6: an edge needs two node ids, found one (write 'u v', or 'ground a b …' for base nodes)");
        row("three nodes", "0 1 2\n", "line 1, column 5: extra text '2' after the edge (one edge 'u v' a line; '#' starts a comment)");
        row("empty ground", "ground # none\n", "line 1, column 1: the ground line names no node (write 'ground' and the ids of the base nodes)");
        row("bad ground", "ground 0 a\n", "line 1, column 10: a node id must be a non-negative integer, found 'a'");
        row("word", "edge 0 1\n", "line 1, column 1: a node id must be a non-negative integer, found 'edge'");
        row("control", "0 \x1b[31m\n", "line 1, column 3: a node id must be a non-negative integer, found '\\x1b[31m'");
    }

    void refusesBadLines() {
        QFETCH(QString, text);
        QFETCH(QString, message);
        const QByteArray bytes = text.toUtf8();
        QCOMPARE(QString::fromStdString(errorOf(std::string(bytes.constData(), std::size_t(bytes.size())))),
                 QStringLiteral("t.edges: ") + message);
    }

    void refusesNulBytesEvenInComments() {
        using namespace std::string_literals;
        QCOMPARE(errorOf("0 1\n2\0 3\n"s), "t.edges: line 2, column 2: a NUL byte (not a text file)"s);
        QCOMPARE(errorOf("0 1 # a\0b\n"s), "t.edges: line 1, column 8: a NUL byte (not a text file)"s);
        // found by the quick pass anywhere in a long text, then placed by its line
        std::string longer;
        for (int k = 0; k < 5000; ++k) longer += std::to_string(k) + " " + std::to_string(k + 1) + "\n";
        QCOMPARE(errorOf(longer + "# \0\n"s), "t.edges: line 5001, column 3: a NUL byte (not a text file)"s);
        longer[longer.size() - 2] = '\0';
        QCOMPARE(errorOf(longer), "t.edges: line 5000, column 9: a NUL byte (not a text file)"s);
    }

    void writesTheDoor() {
        Picture door;
        door.title = "Door";
        NodeId a = door.addNode(Point{0, 0}, true), b = door.addNode(Point{2, 0}, true);
        NodeId c = door.addNode(Point{0, 3}), d = door.addNode(Point{2, 3});
        door.addEdge(a, c);
        door.addEdge(b, d);
        door.addEdge(c, d);
        QCOMPARE(writePictureEdges(door),
                 std::string("# Door\n# Hackenbush edge list (homestead): 'u v' per edge, edge ids = line order from 0\n"
                             "ground 0 1\n0 2\n1 3\n2 3\n"));
    }

    void edgeListRoundTripsKeepTheGame() {
        std::mt19937_64 rng(20261125);
        for (int i = 0; i < 2000; ++i) {
            const Picture p = testing::randomSmallPicture(rng, 12);
            const Picture back = readPictureEdges(writePictureEdges(p));
            compareGames(p, back, identity(p.edgeCount()));
            if (QTest::currentTestFailed()) {
                qInfo() << "picture" << i << QString::fromStdString(writePictureEdges(p));
                return;
            }
            QCOMPARE(writePictureEdges(back).substr(writePictureEdges(back).find('\n')),
                     writePictureEdges(p).substr(writePictureEdges(p).find('\n')));
        }
        for (std::uint64_t seed : {1u, 2u, 3u}) {
            const Picture p = testing::randomLargePicture(seed, 20000);
            compareGames(p, readPictureEdges(writePictureEdges(p)), identity(p.edgeCount()));
        }
    }

    void dotRoundTripsKeepTheGame() {
        std::mt19937_64 rng(7);
        for (int i = 0; i < 2000; ++i) {
            const Picture p = testing::randomSmallPicture(rng, 12);
            const Picture back = readDotForTest(writePictureDot(p));
            QCOMPARE(back.nodeCount(), p.nodeCount());
            // same ids: the same edges in the same order
            std::vector<std::size_t> index;
            for (const Edge& e : back.edges()) index.push_back(p.indexOfEdge(e.id));
            compareGames(p, back, index);
            if (QTest::currentTestFailed()) return;
        }
    }

    void dotQuotesNamesAndPlacesNodes() {
        Picture p;
        p.title = "a \"quoted\"\\ title";
        NodeId g = p.addNode(Point{1, 0}, true, "root");
        NodeId t = p.addNode(Point{0.5, 2}, false, "line\nbreak");
        p.addEdge(g, t, "trunk");
        const std::string dot = writePictureDot(p);
        QVERIFY(dot.find("label=\"a \\\"quoted\\\"\\\\ title\";") != std::string::npos);
        QVERIFY(dot.find("n0 [label=\"root\", shape=box, style=filled, fillcolor=\"#8b6d4a\", class=\"ground\", pos=\"72,0!\"];") != std::string::npos);
        QVERIFY(dot.find("n1 [label=\"line\\nbreak\", pos=\"36,144!\"];") != std::string::npos);
        QVERIFY(dot.find("n0 -- n1 [id=\"e0\", label=\"trunk\"];") != std::string::npos);
    }

    void loadPictureFilePicksTheReaderByName() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string edges = dir.filePath(QStringLiteral("door.EDGES")).toStdString();
        std::ofstream(edges) << "ground 0 1\n0 2\n1 3\n2 3\n";
        QCOMPARE(loadPictureFile(edges).edgeCount(), std::size_t(3));
        const std::string bad = dir.filePath(QStringLiteral("bad.edges")).toStdString();
        std::ofstream(bad) << "ground 0\n0 1 # fine\n1\n";
        try {
            loadPictureFile(bad);
            QFAIL("no error");
        } catch (const FormatError& e) {
            QCOMPARE(std::string(e.what()), bad + ": line 3, column 2: an edge needs two node ids, found one (write 'u v', "
                                                  "or 'ground a b …' for base nodes)");
        }
        const std::string dot = dir.filePath(QStringLiteral("door.dot")).toStdString();
        std::ofstream(dot) << "graph {}\n";
        QVERIFY_THROWS_EXCEPTION(FormatError, loadPictureFile(dot));
        QCOMPARE(pictureFormatOfPath("a.json"), PictureFormat::Json);
        QCOMPARE(pictureFormatOfPath("a.b/c"), PictureFormat::Json);
        QCOMPARE(pictureFormatOfPath("x.gv"), PictureFormat::Dot);
        QVERIFY(!knownPictureFormatOfPath("x.png").has_value());
    }
};

QTEST_APPLESS_MAIN(TestPictureEdges)
#include "tst_picture_edges.moc"
