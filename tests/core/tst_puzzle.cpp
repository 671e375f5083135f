// The puzzle mode's judge (puzzle.h): on many seeded puzzles of every kind and level, each winning
// move is accepted, every other legal move is refused with the value it leaves (recomputed here by
// independent means: exhaustive search for Hackenbush, the Welter function's definition, XOR), and
// "No winning move" is accepted exactly when there is none. The sentences name the move and the value.
// judgeAll (what the puzzle page reads) holds exactly the verdicts of the single judges, one per
// answer, and nothing for what is not a move.
#include <QtTest>

#include "../classic_pictures.h"
#include "homestead/analysis.h"
#include "homestead/picture_json.h"
#include "homestead/puzzle.h"
#include "homestead/search.h"

using namespace homestead;
using namespace homestead::exercises;

class PuzzleTest : public QObject {
    Q_OBJECT
private slots:
    void hackenbushChops() {
        int accepted = 0, refused = 0, none = 0;
        for (int level = 1; level <= puzzle::kLevels; ++level)
            for (std::uint64_t seed = 1; seed <= 30; ++seed) {
                const Exercise p = puzzle::make(Kind::Hackenbush, level, seed);
                const Analysis a = analyse(p.picture);
                for (const Edge& e : p.picture.edges()) {
                    const puzzle::Verdict v = puzzle::judgeChop(p.picture, e.id);
                    const Picture after = p.picture.chop(e.id).picture;
                    const auto left = static_cast<std::int64_t>(after.edgeCount() <= 10 ? searchValue(after) : analyse(after).value);
                    QCOMPARE(v.valueLeft, std::optional<std::int64_t>(left));
                    QCOMPARE(v.correct, left == 0);
                    QCOMPARE(v.correct, a.edge(e.id, p.picture).winning);
                    QVERIFY(v.explanation.find("chopping " + e.name) != std::string::npos ||
                            v.explanation.find("Chopping " + e.name) != std::string::npos);
                    QVERIFY(v.explanation.find("value " + std::to_string(left)) != std::string::npos);
                    (v.correct ? accepted : refused) += 1;
                }
                const puzzle::Verdict claim = puzzle::judgeNoWinningMove(p);
                QCOMPARE(claim.correct, a.winningMoves.empty());
                QCOMPARE(claim.correct, a.value == 0);
                QVERIFY(!claim.valueLeft);
                none += claim.correct;
            }
        QVERIFY(accepted > 0 && refused > accepted);
        QVERIFY2(none >= 5, "some puzzles have no winning move");
    }

    void welterMoves() {
        int accepted = 0, none = 0;
        for (int level = 1; level <= puzzle::kLevels; ++level)
            for (std::uint64_t seed = 1; seed <= 40; ++seed) {
                const Exercise p = puzzle::make(Kind::Welter, level, seed);
                bool anyWins = false;
                for (const welter::Move& m : welter::legalMoves(p.coins)) {
                    const puzzle::Verdict v = puzzle::judgeWelterMove(p.coins, m);
                    const std::int64_t left = welter::valueByDefinition(welter::applyMove(p.coins, m));
                    QCOMPARE(v.valueLeft, std::optional<std::int64_t>(left));
                    QCOMPARE(v.correct, left == 0);
                    anyWins = anyWins || v.correct;
                    accepted += v.correct;
                }
                QCOMPARE(puzzle::judgeNoWinningMove(p).correct, !anyWins);
                none += !anyWins;
            }
        QVERIFY(accepted > 0 && none > 0);
        QVERIFY_THROWS_EXCEPTION(welter::WelterError, puzzle::judgeWelterMove({3, 4}, {4, 3}));
    }

    void nimMoves() {
        int none = 0;
        for (int level = 1; level <= puzzle::kLevels; ++level)
            for (std::uint64_t seed = 1; seed <= 40; ++seed) {
                const Exercise p = puzzle::make(Kind::Nim, level, seed);
                bool anyWins = false;
                for (std::size_t i = 0; i < p.heaps.size(); ++i)
                    for (std::int64_t to = 0; to < p.heaps[i]; ++to) {
                        const puzzle::Verdict v = puzzle::judgeNimMove(p.heaps, {i, p.heaps[i], to});
                        std::int64_t left = 0;
                        for (std::size_t j = 0; j < p.heaps.size(); ++j) left ^= j == i ? to : p.heaps[j];
                        QCOMPARE(v.valueLeft, std::optional<std::int64_t>(left));
                        QCOMPARE(v.correct, left == 0);
                        anyWins = anyWins || v.correct;
                    }
                QCOMPARE(puzzle::judgeNoWinningMove(p).correct, !anyWins);
                none += !anyWins;
            }
        QVERIFY(none > 0);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, puzzle::judgeNimMove({3, 4}, {0, 4, 1}));
    }

    void levelsGrow() {
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            QVERIFY(puzzle::make(Kind::Hackenbush, 1, seed).picture.edgeCount() <= 5);
            QVERIFY(analyse(puzzle::make(Kind::Hackenbush, 1, seed).picture).classes.empty());
            QVERIFY(puzzle::make(Kind::Hackenbush, 3, seed).picture.edgeCount() >= 7);
            QCOMPARE(writePictureJson(puzzle::make(Kind::Hackenbush, 2, seed).picture),
                     writePictureJson(puzzle::make(Kind::Hackenbush, 2, seed).picture));
        }
    }

    void aRightChopSaysTheClimb() {
        Picture p;  // a stalk a-b-c and a lone edge d: 3 ⊕ 1 = 2; chopping b leaves 1 ⊕ 1 = 0
        const NodeId g = p.addNode(std::nullopt, true), x = p.addNode(), y = p.addNode(), z = p.addNode(), w = p.addNode();
        p.addEdge(g, x, "a");
        const EdgeId b = p.addEdge(x, y, "b");
        p.addEdge(y, z, "c");
        const EdgeId d = p.addEdge(g, w, "d");
        // The climb is the Explain panel's (core explanation_text.h): a's 3 must become 1, then chop b.
        const std::string right = puzzle::judgeChop(p, b).explanation;
        QVERIFY2(right.rfind("Right! Chopping b leaves value 0: whatever your opponent does, you can move back to 0. To win, ", 0) == 0,
                 right.c_str());
        QVERIFY2(right.find("edge a (3) must become 1") != std::string::npos, right.c_str());
        QVERIFY2(right.find("must become 0: chop it") != std::string::npos, right.c_str());
        QVERIFY(!puzzle::judgeChop(p, d).correct);  // leaves the stalk of 3
        QVERIFY(puzzle::judgeChop(p, d).explanation.find("must become") == std::string::npos);  // only for right answers

        // Conway's Homestead (THEORY §6-7): the trunk 15 must become 5, the 8-branch 2, ... a twig under an apple
        const Picture home = testing::classicPicture("homestead");
        const auto moves = analyse(home).winningMoves;
        QCOMPARE(moves.size(), std::size_t{1});
        const puzzle::Verdict v = puzzle::judgeChop(home, moves[0]);
        QVERIFY(v.correct);
        QVERIFY2(v.explanation.find("the trunk 15 must become 5") != std::string::npos, v.explanation.c_str());
        QVERIFY2(v.explanation.find("the 8 must become 2") != std::string::npos, v.explanation.c_str());
        QVERIFY2(v.explanation.find("the 4 must become 2") != std::string::npos, v.explanation.c_str());
    }

    void theDoorFromTheExamples() {
        Picture door;
        const NodeId a = door.addNode(std::nullopt, true), b = door.addNode(std::nullopt, true);
        const NodeId c = door.addNode(), d = door.addNode();
        const EdgeId left = door.addEdge(a, c, "left post"), right = door.addEdge(b, d, "right post");
        const EdgeId top = door.addEdge(c, d, "top");
        const Exercise p = puzzle::fromPicture(door);
        for (const Node& n : p.picture.nodes()) QVERIFY(n.position);  // laid out to be drawn
        const puzzle::Verdict win = puzzle::judgeChop(p.picture, top);
        QVERIFY(win.correct);
        // A winning chop on a cycle is explained by its class (Conway's proof): the door's top is the
        // spinster of its class of three.
        QVERIFY2(win.explanation.rfind("Right! Chopping top leaves value 0: whatever your opponent does, you can move back to 0. ", 0) == 0,
                 win.explanation.c_str());
        QVERIFY2(win.explanation.find("It is the spinster") != std::string::npos, win.explanation.c_str());
        for (EdgeId post : {left, right}) {
            const puzzle::Verdict v = puzzle::judgeChop(p.picture, post);
            QVERIFY(!v.correct);
            QCOMPARE(v.valueLeft, std::optional<std::int64_t>(2));  // a stalk of 2 is left standing
            QVERIFY(v.explanation.find("A winning move was chopping top.") != std::string::npos);
        }
        const puzzle::Verdict claim = puzzle::judgeNoWinningMove(p);
        QVERIFY(!claim.correct);
        QCOMPARE(claim.explanation, std::string("There is a winning move: the value is 1, not 0. Chopping top leaves value 0."));
    }

    void everyAnswerJudgedInAdvance() {
        auto same = [](const puzzle::Verdict* a, const puzzle::Verdict& b) {
            return a && a->correct == b.correct && a->valueLeft == b.valueLeft && a->explanation == b.explanation;
        };
        for (Kind kind : {Kind::Hackenbush, Kind::Welter, Kind::Nim})
            for (int level = 1; level <= puzzle::kLevels; ++level)
                for (std::uint64_t seed = 1; seed <= 12; ++seed) {
                    const Exercise p = puzzle::make(kind, level, seed);
                    const puzzle::Judged all = puzzle::judgeAll(p);
                    QCOMPARE(all.position.picture, p.picture);
                    QCOMPARE(all.position.coins, p.coins);
                    QCOMPARE(all.position.heaps, p.heaps);
                    const puzzle::Verdict none = puzzle::judgeNoWinningMove(p);
                    QVERIFY(same(&all.noWinningMove, none));
                    if (kind == Kind::Hackenbush) {
                        QCOMPARE(all.chops.size(), p.picture.edgeCount());
                        for (const Edge& e : p.picture.edges()) QVERIFY(same(all.chop(e.id), puzzle::judgeChop(p.picture, e.id)));
                        QVERIFY(!all.chop(1000));
                    } else if (kind == Kind::Welter) {
                        const auto moves = welter::legalMoves(p.coins);
                        QCOMPARE(all.welterMoves.size(), moves.size());
                        for (const welter::Move& m : moves) QVERIFY(same(all.welterMove(m), puzzle::judgeWelterMove(p.coins, m)));
                        if (!p.coins.empty()) QVERIFY(!all.welterMove({p.coins.back(), p.coins.back() + 1}));  // not a move
                    } else {
                        std::size_t count = 0;
                        for (std::size_t i = 0; i < p.heaps.size(); ++i)
                            for (std::int64_t to = 0; to < p.heaps[i]; ++to, ++count)
                                QVERIFY(same(all.nimMove({i, p.heaps[i], to}), puzzle::judgeNimMove(p.heaps, {i, p.heaps[i], to})));
                        QCOMPARE(all.nimMoves.size(), count);
                        if (!p.heaps.empty()) QVERIFY(!all.nimMove({0, p.heaps[0], p.heaps[0]}));  // taking nothing
                    }
                }
    }
};

QTEST_APPLESS_MAIN(PuzzleTest)
#include "tst_puzzle.moc"
