// Nim in the game session (nim_rules.h): the chessboard layout holds the heaps as gaps, moves and
// undo keep it exact, the session's winning moves are nim.h's (normal and misère), the engine plays
// every game to the end with the session's winner predicted by the nim-sum, and Northcott's retreats
// are legal only with room behind the counter and are answered by a move restoring nim-sum 0.
#include <QtTest>

#include "homestead/nim_rules.h"

#include <random>

using namespace homestead;
using Heaps = std::vector<std::int64_t>;

namespace {

Heaps gaps(const NimPosition& p) {
    Heaps out;
    for (std::size_t i = 0; i < p.heaps.size(); ++i) out.push_back(p.high(i) - p.low[i] - 1);
    return out;
}

Heaps randomHeaps(std::mt19937_64& rng, int maxHeaps, int maxSize) {
    Heaps h(std::size_t(1 + rng() % unsigned(maxHeaps)));
    for (auto& x : h) x = std::int64_t(rng() % unsigned(maxSize + 1));
    return h;
}

bool boardSound(const NimPosition& p) {
    for (std::size_t i = 0; i < p.heaps.size(); ++i)
        if (p.low[i] < 0 || p.high(i) > p.rows - 1 || p.heaps[i] < 0) return false;
    return true;
}

}  // namespace

class TestNimRules : public QObject {
    Q_OBJECT
private slots:
    void startLaysOutTheHeapsAsGaps() {
        const NimPosition p = nimStart({3, 4, 5});
        QCOMPARE(p.rows, 8);
        QCOMPARE(gaps(p), (Heaps{3, 4, 5}));
        QVERIFY(boardSound(p));
        QCOMPARE(nimStart({12}).rows, 14);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, nimStart({-1}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, nimStart({9}, 0, false, 10));
    }

    void goldenWinningMoves() {
        // THEORY.md §1: (4,5,7) three winning moves; (10,13,12,8) one, 10 → 9.
        QCOMPARE(NimSession(nimStart({4, 5, 7})).winningMoves(),
                 (std::vector<nim::NimMove>{{0, 4, 2}, {1, 5, 3}, {2, 7, 1}}));
        QCOMPARE(NimSession(nimStart({10, 13, 12, 8})).winningMoves(), (std::vector<nim::NimMove>{{0, 10, 9}}));
    }

    void sessionWinningMovesAreNims() {
        std::mt19937_64 rng(14);
        for (int n = 0; n < 4000; ++n) {
            const Heaps h = randomHeaps(rng, 5, 9);
            const bool misere = n % 2;
            NimSession s(nimStart(h), {PlayerKind::Human, PlayerKind::Human}, 0, misere);
            QCOMPARE(s.winningMoves(), misere ? nim::misereNimWinningMoves(h) : nim::nimWinningMoves(h));
        }
    }

    void movesAndUndoKeepTheBoardExact() {
        std::mt19937_64 rng(7);
        for (int n = 0; n < 500; ++n) {
            const bool retreats = n % 2;
            const int first = int(rng() % 2);
            NimSession s(nimStart(randomHeaps(rng, 4, 6), first, retreats), {}, first);
            std::vector<NimPosition> seen{s.position()};
            for (int ply = 0; ply < 30 && !s.over(); ++ply) {
                const auto legal = NimRules::legalMoves(s.position());
                QVERIFY(!legal.empty());
                const nim::NimMove m = legal[rng() % legal.size()];
                const NimPosition before = s.position();
                s.play(m);
                const NimPosition& after = s.position();
                QVERIFY(boardSound(after));
                QCOMPARE(gaps(after), after.heaps);
                QCOMPARE(after.heaps[m.heap], m.to);
                // Only the mover's counter moved: Player 1 the lower one, Player 2 the upper one.
                if (before.mover == 0) QCOMPARE(after.high(m.heap), before.high(m.heap));
                else QCOMPARE(after.low[m.heap], before.low[m.heap]);
                QCOMPARE(after.mover, 1 - before.mover);
                QCOMPARE(after.mover, s.toMove());
                seen.push_back(after);
            }
            while (s.canUndo()) {
                seen.pop_back();
                s.undo();
                QCOMPARE(s.position(), seen.back());
            }
        }
    }

    void illegalMovesAreRefusedWithAReason() {
        NimSession s(nimStart({3, 0, 5}));
        QCOMPARE(*s.whyIllegal({3, 1, 0}), std::string("there is no heap 4 (there are 3)"));
        QCOMPARE(*s.whyIllegal({0, 2, 1}), std::string("heap 1 has 3, not 2"));
        QCOMPARE(*s.whyIllegal({0, 3, 3}), std::string("a move must take at least one counter"));
        QCOMPARE(*s.whyIllegal({0, 3, 4}), std::string("counters can only be taken away (retreats are off)"));
        QVERIFY_THROWS_EXCEPTION(IllegalMove, s.play({1, 0, 1}));
        QCOMPARE(s.position().heaps, (Heaps{3, 0, 5}));
        // With retreats: Player 1's lower counter may go back to row 0, not past it.
        NimSession r(nimStart({3, 0, 5}, 0, true));
        const NimPosition& p = r.position();
        QCOMPARE(p.retreatLimit(0), p.high(0) - 1);
        QVERIFY(r.isLegal({0, 3, p.retreatLimit(0)}));
        QVERIFY(!r.isLegal({0, 3, p.retreatLimit(0) + 1}));
    }

    void enginesPlayToTheEndWithTheWinnerTheNimSumSays() {
        std::mt19937_64 rng(2026);
        for (int n = 0; n < 2000; ++n) {
            const Heaps h = randomHeaps(rng, 5, 7);
            const bool misere = n % 3 == 0;
            const bool retreats = !misere && n % 3 == 1;
            NimSession s(nimStart(h, 0, retreats), {PlayerKind::EnginePerfect, PlayerKind::EnginePerfect}, 0, misere,
                         std::uint64_t(n + 1));
            // Misère with no counter left: the first player cannot move, so wins.
            const bool firstWins = s.over() ? misere : !s.winningMoves().empty();
            int plies = 0;
            while (auto m = s.engineMove()) {
                s.play(*m);
                QVERIFY(++plies <= 200);
            }
            QVERIFY(s.over());
            QCOMPARE(*s.winner(), firstWins ? 0 : 1);
        }
    }

    void casualEngineFinishesToo() {
        for (std::uint64_t seed = 1; seed <= 300; ++seed) {
            NimSession s(nimStart({3, 4, 5}, 0, seed % 2 == 0), {PlayerKind::EngineCasual, PlayerKind::EngineCasual}, 0,
                         false, seed);
            int plies = 0;
            while (auto m = s.engineMove()) {
                s.play(*m);
                QVERIFY(++plies <= 400);
            }
            QVERIFY(s.winner().has_value());
        }
    }

    void aRetreatIsAnsweredByRestoringNimSumZero() {
        std::mt19937_64 rng(85);
        int retreatsTried = 0;
        for (int n = 0; n < 3000; ++n) {
            Heaps h = randomHeaps(rng, 4, 6);
            h.push_back(nim::nimSum(h));  // nim-sum 0: the player to move is lost
            NimSession s(nimStart(h, int(rng() % 2), true, 10), {}, 0, false, std::uint64_t(n));
            std::vector<nim::NimMove> retreats;
            for (const auto& m : NimRules::legalMoves(s.position()))
                if (m.to > m.from) retreats.push_back(m);
            if (retreats.empty()) continue;
            ++retreatsTried;
            const nim::NimMove back = retreats[rng() % retreats.size()];
            s.play(back);
            QVERIFY(nim::nimSum(s.position().heaps) != 0);
            const auto gardner = NimRules::answerToRetreat(s.position(), back);
            QVERIFY(gardner.has_value());
            QCOMPARE(*gardner, (nim::NimMove{back.heap, back.to, back.from}));  // close the same gap
            const auto reply = s.engineMove(PlayerKind::EnginePerfect);
            QVERIFY(reply.has_value());
            QVERIFY(reply->to < reply->from);  // the winner never retreats
            s.play(*reply);
            QCOMPARE(nim::nimSum(s.position().heaps), std::int64_t(0));
        }
        QVERIFY(retreatsTried > 1000);
    }

    void northcottRetreatsThatWinAreHints() {
        // Heaps 1 and 2 (nim-sum 3): taking 2 → 1 wins, and so does the retreat 1 → 2.
        NimSession s(nimStart({1, 2}, 0, true, 8));
        const auto moves = s.winningMoves();
        QVERIFY(std::find(moves.begin(), moves.end(), nim::NimMove{1, 2, 1}) != moves.end());
        QVERIFY(std::find(moves.begin(), moves.end(), nim::NimMove{0, 1, 2}) != moves.end());
        for (const auto& m : moves) {
            NimSession t = s;
            t.play(m);
            QCOMPARE(nim::nimSum(t.position().heaps), std::int64_t(0));
        }
    }

    void overOnlyWhenTheMoverIsStuck() {
        // All gaps closed, but Player 1's counter can still retreat: not over.
        NimPosition p = nimStart({0, 0}, 0, true, 4);
        QVERIFY(!NimRules::over(p));
        p.retreats = false;
        QVERIFY(NimRules::over(p));
    }
};

QTEST_APPLESS_MAIN(TestNimRules)
#include "tst_nim_rules.moc"
