// core_game_session: the one game session (game_session.h) against the rules of both games, on
// thousands of random games with fixed seeds. Hackenbush (hackenbush_rules.h): every move is legal
// and gives Picture::chop's position; undo then redo gives byte-identical positions (writePictureJson);
// the engine asked again after an undo makes the same moves (a seed per ply); between two perfect
// engines the winner, normal and misère, is the one the exhaustive searches predict. The same for
// Welter's game (welter_rules.h) against welter::searchValue. The kind of player that made each move
// survives a change of player; an illegal move is refused with the rules' one reason; and a game stores
// moves, not positions: chopping a stalk of E edges one at a time keeps exactly E edges in all.
#include "homestead/game_session.h"
#include "homestead/hackenbush_rules.h"
#include "homestead/misere_search.h"
#include "homestead/picture_json.h"
#include "homestead/search.h"
#include "homestead/welter_rules.h"

#include "random_picture.h"

#include <QTest>

#include <random>

using namespace homestead;

namespace {

const std::array<PlayerKind, 3> kKinds{PlayerKind::Human, PlayerKind::EnginePerfect, PlayerKind::EngineCasual};

std::string bytes(const Picture& p) { return writePictureJson(p); }
std::string bytes(const std::vector<welter::Square>& coins) {
    std::string out;
    for (auto c : coins) out += std::to_string(c) + ",";
    return out;
}

// Plays one random game through the session: a human side plays a random legal move, an engine
// side asks the session. Checks each move against `rulesMove` (the position the rules give), then
// undoes to the start and redoes to the end comparing every position byte for byte, and finally
// replays the engine's moves from an undone ply. Leaves the session at the end of the game.
template <class Session, class Legal, class Next>
void playChecked(Session& s, std::mt19937_64& rng, Legal legalMoves, Next rulesNext) {
    std::vector<std::string> seen{bytes(s.position())};
    std::size_t guard = 0;
    while (!s.over()) {
        QVERIFY2(++guard < 10000, "the game does not end");
        auto legal = legalMoves(s.position());
        if (legal.empty()) {
            QFAIL("no legal move, yet the game is not over");
        }
        const PlayerKind kind = s.player(s.toMove());
        typename Session::Move move{};
        if (kind == PlayerKind::Human) {
            move = legal[rng() % legal.size()];
        } else {
            auto chosen = s.engineMove();
            QVERIFY(chosen);
            move = *chosen;
        }
        QVERIFY(std::find(legal.begin(), legal.end(), move) != legal.end());
        const std::string want = bytes(rulesNext(s.position(), move));
        const int side = s.toMove();
        const auto& played = s.play(move);
        QCOMPARE(played.side, side);
        QCOMPARE(played.by, kind);
        QCOMPARE(bytes(s.position()), want);
        seen.push_back(want);
    }
    QVERIFY(s.winner());
    QCOMPARE(*s.winner(), s.misere() ? s.toMove() : 1 - s.toMove());
    const std::size_t end = s.ply();
    for (std::size_t k = end; k > 0; --k) {
        QCOMPARE(bytes(s.position()), seen[k]);
        s.undo();
    }
    QCOMPARE(bytes(s.position()), seen[0]);
    QCOMPARE(s.toMove(), s.firstSide());
    for (std::size_t k = 1; k <= end; ++k) {
        s.redo();
        QCOMPARE(bytes(s.position()), seen[k]);
    }
    // A replay after undo: every engine move is chosen again, identically.
    s.goTo(end / 2);
    for (std::size_t k = end / 2; k < end; ++k) {
        const auto played = s.history()[k];
        if (played.by != PlayerKind::Human) QVERIFY(s.engineMove(played.by) == played.move);
        s.redo();
    }
}

}  // namespace

class TestGameSession : public QObject {
    Q_OBJECT
private slots:
    // A Hackenbush game is over exactly when no edge stands (the standing mask has none), on 2,000
    // random pictures (loops, multiple edges, several base nodes, floating edges) and every
    // position of a random game from each.
    void hackenbushOverIsNoStandingEdge() {
        std::mt19937_64 rng(2027);
        int overSeen = 0, positions = 0;
        for (int round = 0; round < 2000; ++round) {
            Picture p = testing::randomSmallPicture(rng, 1 + static_cast<int>(rng() % 10));
            for (;;) {
                const std::vector<bool> mask = p.standingMask();
                const bool none = std::find(mask.begin(), mask.end(), true) == mask.end();
                QCOMPARE(HackenbushRules::over(p), none);
                ++positions;
                if (none) { ++overSeen; break; }
                const std::vector<EdgeId> moves = HackenbushRules::legalMoves(p);
                HackenbushRules::apply(p, moves[rng() % moves.size()]);
            }
        }
        QCOMPARE(overSeen, 2000);
        QVERIFY2(positions > 4000, qPrintable(QString::number(positions)));
    }

    void hackenbushRandomGames() {
        std::mt19937_64 rng(1313);
        int misereGames = 0, endedByEngines = 0;
        for (int round = 0; round < 2000; ++round) {
            Picture p = testing::randomSmallPicture(rng, 9);
            const bool misere = round % 3 == 0 && !misereRefusal(p);
            misereGames += misere;
            std::array<PlayerKind, 2> players{kKinds[rng() % 3], kKinds[rng() % 3]};
            HackenbushSession s(p, players, int(rng() % 2), misere, rng());
            playChecked(s, rng, HackenbushRules::legalMoves,
                            [](const Picture& q, EdgeId e) { return q.chop(e).picture; });
            if (QTest::currentTestFailed()) return;
            // Exactly what fell is on record, and nothing else.
            s.goTo(0);
            for (std::size_t k = 0; k < s.history().size(); ++k) {
                ChopResult r = s.position()->chop(s.history()[k].move);
                s.redo();
                QCOMPARE(s.undoRecords().back().fallen(), r.fallen);
                QCOMPARE(s.undoRecords().back().removedNodes(), r.removedNodes);
            }
            endedByEngines += players[0] != PlayerKind::Human;
        }
        QVERIFY(misereGames > 300);
        QVERIFY(endedByEngines > 1000);
    }

    // Two perfect engines: the first player wins iff the exhaustive search says the start is a win.
    void hackenbushWinnerMatchesExhaustiveSearch() {
        std::mt19937_64 rng(2718);
        int firstWins = 0;
        for (int round = 0; round < 600; ++round) {
            Picture p = testing::randomSmallPicture(rng, 8);
            const bool misere = round % 2 == 1;
            const int first = int(rng() % 2);
            HackenbushSession s(p, {PlayerKind::EnginePerfect, PlayerKind::EnginePerfect}, first, misere, rng());
            while (!s.over()) s.play(*s.engineMove());
            const bool startWins = misere ? misereAnalyse(p).firstPlayerWins : searchValue(p) != 0;
            QCOMPARE(*s.winner(), startWins ? first : 1 - first);
            firstWins += startWins;
        }
        QVERIFY(firstWins > 100 && firstWins < 500);  // both outcomes occur
    }

    void welterRandomGames() {
        std::mt19937_64 rng(4711);
        for (int round = 0; round < 2000; ++round) {
            std::vector<welter::Square> squares(16);
            std::iota(squares.begin(), squares.end(), 0);
            std::shuffle(squares.begin(), squares.end(), rng);
            squares.resize(rng() % 7);
            std::sort(squares.begin(), squares.end());
            std::array<PlayerKind, 2> players{kKinds[rng() % 3], kKinds[rng() % 3]};
            const bool misere = round % 2;
            WelterSession s(squares, players, int(rng() % 2), misere, rng());
            playChecked(s, rng, [](const auto& c) { return welter::legalMoves(c); },
                        [](const auto& c, welter::Move m) { return welter::applyMove(c, m); });
            if (QTest::currentTestFailed()) return;
        }
    }

    void welterWinnerMatchesExhaustiveSearch() {
        std::mt19937_64 rng(99);
        int firstWins = 0;
        for (int round = 0; round < 1000; ++round) {
            std::vector<welter::Square> squares(14);
            std::iota(squares.begin(), squares.end(), 0);
            std::shuffle(squares.begin(), squares.end(), rng);
            squares.resize(1 + rng() % 5);
            std::sort(squares.begin(), squares.end());
            const bool misere = round % 2;
            const int first = int(rng() % 2);
            WelterSession s(squares, {PlayerKind::EnginePerfect, PlayerKind::EnginePerfect}, first, misere, rng());
            while (!s.over()) s.play(*s.engineMove());
            const bool startWins = welter::searchValue(squares, misere) != 0;
            QCOMPARE(*s.winner(), startWins ? first : 1 - first);
            firstWins += startWins;
        }
        QVERIFY(firstWins > 200 && firstWins < 950);
    }

    // A change of player mid-game does not rewrite who made the moves already made.
    void eachMoveKeepsTheKindThatMadeIt() {
        WelterSession s({3, 4, 9}, {PlayerKind::Human, PlayerKind::EnginePerfect});
        s.play({9, 0});                     // the human
        s.play(*s.engineMove());            // the engine
        s.setPlayer(0, PlayerKind::EngineCasual);
        s.setPlayer(1, PlayerKind::Human);
        QCOMPARE(s.moves()[0].by, PlayerKind::Human);
        QCOMPARE(s.moves()[1].by, PlayerKind::EnginePerfect);
        s.undo();
        s.redo();  // a redo replays the move as it was made, by whom it was made
        QCOMPARE(s.moves()[1].by, PlayerKind::EnginePerfect);
        QVERIFY(!s.humanToMove());
    }

    // takeBack: with a human playing, the engine's reply goes with the move it answered.
    void takeBackReturnsToTheHuman() {
        WelterSession s({1, 5, 8, 13}, {PlayerKind::Human, PlayerKind::EnginePerfect}, 0);
        s.play({13, 2});
        s.play(*s.engineMove());
        s.takeBack();
        QCOMPARE(s.ply(), std::size_t(0));
        QCOMPARE(s.position(), (std::vector<welter::Square>{1, 5, 8, 13}));
        s.replay();
        QCOMPARE(s.ply(), std::size_t(2));
    }

    void illegalMovesAreRefusedWithOneReason() {
        WelterSession w({3, 4});
        try {
            w.play({4, 3});
            QFAIL("an occupied square was accepted");
        } catch (const IllegalMove& e) {
            QCOMPARE(std::string(e.what()), std::string("square 3 is occupied"));
        }
        QCOMPARE(w.position(), (std::vector<welter::Square>{3, 4}));
        QCOMPARE(w.ply(), std::size_t(0));

        Picture p;
        NodeId g = p.addNode(Point{0, 0}, true), a = p.addNode(Point{0, 1}), b = p.addNode(Point{3, 3}),
               c = p.addNode(Point{3, 4});
        EdgeId standing = p.addEdge(g, a);
        EdgeId floating = p.addEdge(b, c);
        HackenbushSession h(p);
        QVERIFY_THROWS_EXCEPTION(IllegalMove, h.play(floating));
        QVERIFY_THROWS_EXCEPTION(IllegalMove, h.play(99));
        QCOMPARE(bytes(h.position()), bytes(p));
        // The rules check as they play (one pass): the same reasons as whyIllegal, nothing changed.
        for (EdgeId bad : {floating, EdgeId(99)}) {
            Picture q = p;
            try {
                HackenbushRules::apply(q, bad);
                QFAIL("an illegal chop was played");
            } catch (const IllegalMove& e) {
                QCOMPARE(std::string(e.what()), *HackenbushRules::whyIllegal(p, bad));
            }
            QCOMPARE(bytes(q), bytes(p));
        }
        h.play(standing);
        QVERIFY(h.over());
        QCOMPARE(*h.whyIllegal(standing), std::string("the game is over: no move is left"));
    }

    // Moves, not positions: a stalk of E edges chopped from the top one edge at a time (and, in a
    // second game, with chops at random heights) keeps exactly E edge records in all — the position's
    // plus those of the undo records — at every ply; undo restores the start byte for byte.
    void storageIsLinearInTheEdges() {
        const int E = 2000;
        Picture stalk;
        NodeId below = stalk.addNode(Point{0, 0}, true);
        for (int k = 0; k < E; ++k) {
            NodeId up = stalk.addNode(Point{0, 1.0 + k});
            stalk.addEdge(below, up, k % 7 == 0 ? "named" : "");
            below = up;
        }
        const std::string start = bytes(stalk);
        auto stored = [](const HackenbushSession& s) {
            std::size_t n = s.position()->edgeCount();
            for (const auto& r : s.undoRecords()) n += r.edges.size();
            return n;
        };
        HackenbushSession s(stalk);
        for (int k = E - 1; k >= 0; --k) {
            s.play(stalk.edges()[std::size_t(k)].id);
            if (k % 97 == 0) QCOMPARE(stored(s), std::size_t(E));
        }
        QVERIFY(s.over());
        QCOMPARE(stored(s), std::size_t(E));
        QCOMPARE(s.undoRecords().size(), std::size_t(E));
        s.goTo(0);
        QCOMPARE(bytes(s.position()), start);

        std::mt19937_64 rng(5);
        HackenbushSession t(stalk);
        while (!t.over()) {
            auto legal = HackenbushRules::legalMoves(t.position());
            t.play(legal[rng() % legal.size()]);
            QCOMPARE(stored(t), std::size_t(E));
        }
        t.goTo(0);
        QCOMPARE(bytes(t.position()), start);
    }
};

QTEST_MAIN(TestGameSession)
#include "tst_game_session.moc"
