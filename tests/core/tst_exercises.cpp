// Exercise sheets (exercises.h): every answer of many seeded sheets (all kinds, all difficulties)
// equals what the core computes by independent means — Hackenbush by exhaustive game-tree search
// (search.h) and chop-and-re-analyse, Welter by the definition of the Welter function and every
// legal move, Nim by trying every move; the same seed gives the same sheet; trees are drawn without
// crossing edges; the shapes are what the difficulty promises; bad options are refused by name; the
// seeded random numbers are the same on every platform.
#include <QtTest>

#include "homestead/analysis.h"
#include "homestead/exercise_text.h"
#include "homestead/exercises.h"
#include "homestead/picture_json.h"
#include "homestead/search.h"
#include "homestead/winning.h"

#include <set>

using namespace homestead;
using namespace homestead::exercises;

namespace {

// Everything a sheet says, as one string: pictures, positions, questions and answers.
std::string serialise(const Sheet& sheet) {
    std::string out;
    for (const Exercise& ex : sheet.exercises) {
        out += kindName(ex.kind) + "|" + questionText(ex) + "|" + writePictureJson(ex.picture) + "|";
        for (auto c : ex.coins) out += std::to_string(c) + ",";
        for (auto h : ex.heaps) out += std::to_string(h) + ",";
        out += "=" + std::to_string(ex.answer.value) + ":" + ex.answer.reasoning;
        for (auto e : ex.answer.edges) out += std::to_string(e) + ",";
        for (auto m : ex.answer.welterMoves) out += std::to_string(m.from) + ">" + std::to_string(m.to) + ",";
        for (auto m : ex.answer.nimMoves) out += std::to_string(m.heap) + ">" + std::to_string(m.to) + ",";
        out += "\n";
    }
    return out;
}

SheetOptions options(Kind kind, Difficulty difficulty, std::uint64_t seed, int count = 12, int lo = 3, int hi = 10) {
    SheetOptions o;
    o.kind = kind;
    o.difficulty = difficulty;
    o.seed = seed;
    o.count = count;
    o.minEdges = lo;
    o.maxEdges = hi;
    return o;
}

constexpr Difficulty kDifficulties[] = {Difficulty::Mixed, Difficulty::Trees, Difficulty::Cycles,
                                        Difficulty::LoopsAndMultiple};

}  // namespace

class ExercisesTest : public QObject {
    Q_OBJECT
private slots:
    void hackenbushAnswersAreTheCores() {
        int checked = 0, losing = 0, searched = 0;
        for (Difficulty d : kDifficulties)
            for (std::uint64_t seed = 1; seed <= 15; ++seed)
                for (const Exercise& ex : makeSheet(options(Kind::Hackenbush, d, seed)).exercises) {
                    const Picture& p = ex.picture;
                    QCOMPARE(ex.kind, Kind::Hackenbush);
                    QVERIFY(p.floatingEdges().empty());  // every edge takes part in the game
                    QVERIFY(p.edgeCount() >= 3 && p.edgeCount() <= 10);
                    QCOMPARE(ex.answer.edges, winningMovesByChopping(p));
                    QCOMPARE(ex.answer.value, static_cast<std::int64_t>(analyse(p).value));
                    if (p.edgeCount() <= 9) {  // exhaustive search, no Hackenbush theory at all
                        QCOMPARE(ex.answer.value, static_cast<std::int64_t>(searchValue(p)));
                        ++searched;
                    }
                    QCOMPARE(ex.answer.value == 0, ex.answer.edges.empty());
                    QVERIFY(ex.answer.reasoning.find(std::to_string(ex.answer.value)) != std::string::npos);
                    for (std::size_t i = 0; i < p.edges().size(); ++i) QCOMPARE(p.edges()[i].name, edgeLetter(i));
                    losing += ex.answer.value == 0;
                    ++checked;
                }
        QCOMPARE(checked, 4 * 15 * 12);
        QVERIFY2(searched > checked / 2, "most pictures are small enough to search");
        QVERIFY2(losing > checked / 10, "P-positions come up (about one in four is made one)");
    }

    void welterAnswersAreTheCores() {
        int losing = 0;
        for (Difficulty d : kDifficulties)
            for (std::uint64_t seed = 1; seed <= 25; ++seed)
                for (const Exercise& ex : makeSheet(options(Kind::Welter, d, seed)).exercises) {
                    QVERIFY(std::is_sorted(ex.coins.begin(), ex.coins.end()));
                    QVERIFY(!ex.coins.empty() && ex.coins.size() <= 5);
                    QCOMPARE(ex.answer.value, welter::valueByDefinition(ex.coins));
                    std::vector<welter::Move> winning;
                    for (const welter::Move& m : welter::legalMoves(ex.coins))
                        if (welter::valueByDefinition(welter::applyMove(ex.coins, m)) == 0) winning.push_back(m);
                    QCOMPARE(ex.answer.welterMoves, winning);
                    QVERIFY(ex.answer.edges.empty() && ex.answer.nimMoves.empty());
                    losing += ex.answer.value == 0;
                }
        QVERIFY(losing > 0);
    }

    void nimAnswersAreTheCores() {
        int losing = 0;
        for (Difficulty d : kDifficulties)
            for (std::uint64_t seed = 1; seed <= 25; ++seed)
                for (const Exercise& ex : makeSheet(options(Kind::Nim, d, seed)).exercises) {
                    std::int64_t sum = 0;
                    for (auto h : ex.heaps) {
                        sum ^= h;
                        QVERIFY(h > 0);
                    }
                    QCOMPARE(ex.answer.value, sum);
                    std::vector<nim::NimMove> winning;  // every move, tried
                    for (std::size_t i = 0; i < ex.heaps.size(); ++i)
                        for (std::int64_t to = 0; to < ex.heaps[i]; ++to)
                            if ((sum ^ ex.heaps[i] ^ to) == 0) winning.push_back({i, ex.heaps[i], to});
                    QCOMPARE(ex.answer.nimMoves, winning);
                    losing += sum == 0;
                }
        QVERIFY(losing > 0);
    }

    void sameSeedSameSheet() {
        for (Kind k : {Kind::Hackenbush, Kind::Welter, Kind::Nim})
            for (Difficulty d : kDifficulties) {
                const std::string a = serialise(makeSheet(options(k, d, 2026)));
                QCOMPARE(serialise(makeSheet(options(k, d, 2026))), a);
                QVERIFY(serialise(makeSheet(options(k, d, 2027))) != a);
            }
    }

    void questionsVary() {
        std::set<Question> seen;
        for (const Exercise& ex : makeSheet(options(Kind::Nim, Difficulty::Mixed, 5, 30)).exercises) seen.insert(ex.question);
        QCOMPARE(seen.size(), std::size_t{3});
    }

    void treesAreTreesAndNeverCross() {
        for (std::uint64_t seed = 1; seed <= 40; ++seed)
            for (const Exercise& ex : makeSheet(options(Kind::Hackenbush, Difficulty::Trees, seed, 10, 1, 20)).exercises) {
                QVERIFY(analyse(ex.picture).classes.empty());  // no cycle, no loop
                QCOMPARE(crossings(ex.picture), 0);
                for (const Node& n : ex.picture.nodes()) QVERIFY(n.position.has_value());
            }
    }

    void otherShapesRarelyCross() {
        int pictures = 0, crossing = 0;
        for (Difficulty d : {Difficulty::Cycles, Difficulty::LoopsAndMultiple})
            for (std::uint64_t seed = 1; seed <= 20; ++seed)
                for (const Exercise& ex : makeSheet(options(Kind::Hackenbush, d, seed)).exercises) {
                    ++pictures;
                    crossing += crossings(ex.picture) > 0;
                }
        QVERIFY2(crossing * 20 <= pictures, qPrintable(QString("%1 of %2 cross").arg(crossing).arg(pictures)));
    }

    void shapesFollowTheDifficulty() {
        int cycles = 0, loops = 0, doubles = 0, pictures = 0;
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            for (const Exercise& ex : makeSheet(options(Kind::Hackenbush, Difficulty::Cycles, seed)).exercises) {
                cycles += !analyse(ex.picture).classes.empty();
                for (const Edge& e : ex.picture.edges()) QVERIFY(!e.isLoop());
            }
            for (const Exercise& ex : makeSheet(options(Kind::Hackenbush, Difficulty::LoopsAndMultiple, seed)).exercises) {
                ++pictures;
                std::set<std::pair<NodeId, NodeId>> pairs;
                bool loop = false, twice = false;
                for (const Edge& e : ex.picture.edges()) {
                    loop = loop || e.isLoop();
                    twice = twice || (!e.isLoop() && !pairs.insert(std::minmax(e.from, e.to)).second);
                }
                loops += loop;
                doubles += twice;
            }
        }
        QVERIFY2(cycles >= 100, qPrintable(QString::number(cycles)));  // of 120 (a chop to a P-position may open a ring)
        QVERIFY(loops >= pictures * 3 / 4);
        QVERIFY(doubles >= pictures / 2);
    }

    void mixedSheetsGoFromEasyToHard() {
        const Sheet s = makeSheet(options(Kind::Welter, Difficulty::Mixed, 3, 9));
        for (int i = 0; i < 9; ++i) QCOMPARE(static_cast<int>(s.exercises[i].difficulty), 1 + i / 3);
    }

    void badOptionsAreRefusedByName() {
        auto message = [](SheetOptions o) -> QString {
            try {
                makeSheet(o);
            } catch (const ExerciseError& e) {
                return QString::fromStdString(e.what());
            }
            return {};
        };
        QVERIFY(message(options(Kind::Nim, Difficulty::Mixed, 1, 0)).contains("count"));
        QVERIFY(message(options(Kind::Nim, Difficulty::Mixed, 1, kMaxCount + 1)).contains("count"));
        QVERIFY(message(options(Kind::Hackenbush, Difficulty::Mixed, 1, 3, 5, 4)).contains("edge range"));
        QVERIFY(message(options(Kind::Hackenbush, Difficulty::Mixed, 1, 3, 0, 4)).contains("edge range"));
        QVERIFY(message(options(Kind::Hackenbush, Difficulty::Mixed, 1, 3, 2, kMaxEdges + 1)).contains("edge range"));
        QVERIFY(message(options(Kind::Hackenbush, Difficulty::Mixed, 1, 3, 1, 1)).isEmpty());
    }

    void edgeLetters() {
        QCOMPARE(edgeLetter(0), std::string("a"));
        QCOMPARE(edgeLetter(25), std::string("z"));
        QCOMPARE(edgeLetter(26), std::string("aa"));
        QCOMPARE(edgeLetter(27), std::string("ab"));
        QCOMPARE(edgeLetter(26 + 26 * 26), std::string("aaa"));
    }

    void crossingsCountsCrossesAndNodesOnEdges() {
        Picture x;
        const NodeId a = x.addNode(Point{0, 0}, true), b = x.addNode(Point{2, 2});
        const NodeId c = x.addNode(Point{2, 0}, true), d = x.addNode(Point{0, 2});
        x.addEdge(a, b);
        x.addEdge(c, d);
        QCOMPARE(crossings(x), 1);
        x.addEdge(a, b);  // a parallel copy is drawn as an arc: not counted again
        x.addEdge(b, b);
        QCOMPARE(crossings(x), 1);
        Picture through;  // an edge from (0,0) to (0,2) runs through the node at (0,1)
        const NodeId g = through.addNode(Point{0, 0}, true), m = through.addNode(Point{0, 1}), t = through.addNode(Point{0, 2});
        through.addEdge(g, t);
        through.addEdge(m, t);
        QVERIFY(crossings(through) >= 1);
    }

    void seededRandomIsPortable() {
        // std::mt19937_64 is specified exactly: its 10000th output is fixed by the standard
        std::mt19937_64 engine(5489u);
        engine.discard(9999);
        QCOMPARE(engine(), 9981545732273789042ull);
        // our ranges: every value of a small range comes up about equally often (no modulo bias)
        SeededRandom rng(7);
        std::vector<int> counts(6);
        for (int i = 0; i < 60000; ++i) ++counts[static_cast<std::size_t>(rng.between(10, 15) - 10)];
        for (int c : counts) QVERIFY2(c > 9500 && c < 10500, qPrintable(QString::number(c)));
        SeededRandom a(99), b(99);
        for (int i = 0; i < 100; ++i) QCOMPARE(a.below(1000003), b.below(1000003));
    }

    void reasoningSaysWhy() {
        const Sheet s = makeSheet(options(Kind::Welter, Difficulty::Cycles, 11, 30));
        for (const Exercise& ex : s.exercises) {
            QVERIFY(ex.answer.reasoning.rfind("Mating method: ", 0) == 0);
            if (ex.question == Question::WinningMoves && ex.answer.welterMoves.empty())
                QVERIFY(ex.answer.reasoning.find("no winning move") != std::string::npos);
            if (ex.question == Question::Winner)
                QVERIFY(ex.answer.reasoning.find(ex.answer.value ? "the player to move wins" : "the second player wins") !=
                        std::string::npos);
        }
    }
};

QTEST_APPLESS_MAIN(ExercisesTest)
#include "tst_exercises.moc"
