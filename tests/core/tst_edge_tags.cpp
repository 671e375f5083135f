// core_edge_tags: the tags a game names edges by (edge_tags.h). Unnamed edges get letters in picture
// order (exercises::edgeLetter's: a … z, aa); a unique name is kept; a shared name is not a tag;
// letters that are names elsewhere are skipped, so every tag names one edge; tags stay with their
// edges once others are gone; tagEdges names a picture by them, and a puzzle from a picture does.
#include "homestead/edge_tags.h"
#include "homestead/exercises.h"
#include "homestead/puzzle.h"

#include <QTest>

#include <set>

using namespace homestead;

namespace {
Picture stalk(int edges, const std::vector<std::string>& names = {}) {
    Picture p;
    NodeId below = p.addNode(Point{0, 0}, true);
    for (int k = 0; k < edges; ++k) {
        const NodeId up = p.addNode(Point{0, 1.0 + k});
        p.addEdge(below, up, std::size_t(k) < names.size() ? names[std::size_t(k)] : std::string());
        below = up;
    }
    return p;
}
}  // namespace

class EdgeTagsTest : public QObject {
    Q_OBJECT
private slots:
    void unnamedEdgesGoByLetters() {
        const auto p = std::make_shared<const Picture>(stalk(28));
        const EdgeTags tags(p);
        for (std::size_t i = 0; i < p->edges().size(); ++i) QCOMPARE(tags.tag(p->edges()[i].id), exercises::edgeLetter(i));
        QCOMPARE(tags.tag(p->edges()[26].id), std::string("aa"));
        QCOMPARE(tags.tag(12345), std::string());  // not an edge of it
    }

    void uniqueNamesStaySharedOnesAndTakenLettersDoNot() {
        // "trunk" unique; "skirt" twice; "b" a name, so no unnamed edge is called b
        const auto p = std::make_shared<const Picture>(stalk(6, {"trunk", "skirt", "skirt", "", "b", ""}));
        const EdgeTags tags(p);
        std::vector<std::string> got;
        for (const Edge& e : p->edges()) got.push_back(tags.tag(e.id));
        QCOMPARE(got, (std::vector<std::string>{"trunk", "c", "d", "e", "b", "g"}));
        QCOMPARE(std::set<std::string>(got.begin(), got.end()).size(), got.size());  // one edge each
    }

    void aTagStaysWithItsEdge() {
        const Picture start = stalk(5);
        const EdgeTags tags(std::make_shared<const Picture>(start));
        const Picture after = start.chop(start.edges()[3].id).picture;  // d and e go
        QCOMPARE(after.edgeCount(), std::size_t(3));
        QCOMPARE(tags.tag(after.edges()[2].id), std::string("c"));
    }

    void aPuzzleFromAPictureIsNamedByItsTags() {
        Picture p = stalk(4, {"top", "", "", "top"});
        const EdgeTags tags(std::make_shared<const Picture>(p));
        const exercises::Exercise puzzle = puzzle::fromPicture(p);
        for (const Edge& e : puzzle.picture.edges()) QCOMPARE(e.name, tags.tag(e.id));
        tagEdges(p);
        QCOMPARE(p.edges()[0].name, std::string("a"));
        QCOMPARE(p.edges()[1].name, std::string("b"));
        const puzzle::Verdict v = puzzle::judgeChop(puzzle.picture, puzzle.picture.edges()[0].id);
        QVERIFY2(v.explanation.find("chopping a") != std::string::npos || v.explanation.find("Chopping a") != std::string::npos,
                 v.explanation.c_str());
    }
};

QTEST_APPLESS_MAIN(EdgeTagsTest)
#include "tst_edge_tags.moc"
