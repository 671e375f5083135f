// core_game_review: the review of a finished game (game_review.h) against exhaustive game-tree search
// (search.h) on 2,000 random games on random small pictures (fixed seeds; loops, multiple edges,
// several base nodes, floating edges): each move's value before and after is the searched value of
// the position it faced and left, the count of winning moves is the count of chops that leave a
// searched 0, a move hands the win away exactly when it went from a searched nonzero to a searched
// nonzero, the suggested move really leaves 0, and each side's first losing move is the first such
// move of that side. The games mix random chops with winning ones, so both kinds of move occur. Then
// the sentences (review_text.h) on the door, a game whose every move is known by hand.
#include "homestead/game_review.h"
#include "homestead/review_text.h"
#include "homestead/search.h"

#include "golden_pictures.h"
#include "random_picture.h"

#include <QTest>

#include <array>
#include <optional>

#include <random>

using namespace homestead;

using testing::door;  // posts 0 and 1 on the ground, top 2 between them (value 1; only the top wins)

class TestGameReview : public QObject {
    Q_OBJECT
private slots:
    void reviewAgreesWithExhaustiveSearch() {
        int handed = 0, fromLost = 0, won = 0;
        for (std::uint64_t seed = 0; seed < 2000; ++seed) {
            std::mt19937_64 rng(seed * 7919 + 17);
            const Picture start = testing::randomSmallPicture(rng, 10);
            HackenbushSession game(start, {PlayerKind::Human, PlayerKind::Human}, int(seed % 2));
            while (!game.over()) {  // a third of the moves a winning one when there is one, the rest random
                const std::vector<EdgeId> legal = HackenbushRules::legalMoves(game.position());
                const std::vector<EdgeId> wins = game.winningMoves();
                game.play(!wins.empty() && rng() % 3 == 0 ? wins[rng() % wins.size()] : legal[rng() % legal.size()]);
            }
            const GameReview review = reviewGame(start, game.moves());
            QVERIFY(review.finished);
            QCOMPARE(review.moves.size(), game.ply());

            Picture position = start;  // replayed by Picture::chop, valued by search alone
            std::array<std::optional<std::size_t>, 2> firstLosing;
            for (std::size_t i = 0; i < review.moves.size(); ++i) {
                const ReviewedMove& m = review.moves[i];
                QCOMPARE(m.number, i + 1);
                QCOMPARE(m.edge, game.moves()[i].move);
                QCOMPARE(m.side, game.moves()[i].side);
                const std::uint64_t before = searchValue(position);
                std::size_t winning = 0;
                for (EdgeId e : HackenbushRules::legalMoves(position))
                    if (searchValue(position.chop(e).picture) == 0) ++winning;
                const Picture after = position.chop(m.edge).picture;
                const std::uint64_t left = searchValue(after);
                QCOMPARE(m.valueBefore, before);
                QCOMPARE(m.valueLeft, left);
                QCOMPARE(m.winningMoves, winning);
                const bool handedAway = before != 0 && left != 0;
                QCOMPARE(m.handedWinAway(), handedAway);
                QCOMPARE(m.better.has_value(), handedAway);  // a won position always has a winning move
                if (m.better) QCOMPARE(searchValue(position.chop(*m.better).picture), std::uint64_t(0));
                if (handedAway && !firstLosing[std::size_t(m.side)]) firstLosing[std::size_t(m.side)] = i;
                handed += handedAway;
                fromLost += before == 0;
                won += left == 0;
                position = after;
            }
            QCOMPARE(review.firstLosingMove(0), firstLosing[0]);
            QCOMPARE(review.firstLosingMove(1), firstLosing[1]);
        }
        qInfo("handed away %d, from a lost position %d, winning %d", handed, fromLost, won);
        // Every kind of move was seen many times (the checks above were not vacuous).
        QVERIFY(handed > 300);
        QVERIFY(fromLost > 300);
        QVERIFY(won > 300);
    }

    void reviewIsOfTheMovesGivenUnfinishedToo() {
        const Picture d = door();
        HackenbushSession game(d);
        game.play(0);  // a post: the top and the other post stand
        const GameReview review = reviewGame(d, game.moves());
        QVERIFY(!review.finished);
        QCOMPARE(review.moves.size(), std::size_t(1));
        QVERIFY(review.moves[0].handedWinAway());
    }

    void sentencesOnTheDoor() {
        const Picture d = door();
        HackenbushSession game(d, {PlayerKind::Human, PlayerKind::EnginePerfect});
        game.play(0);  // you: a post, leaving a stalk of 2 (value 2): the top alone wins
        game.play(2);  // the engine: the top of that stalk, leaving 1 (the post alone would have left 0)
        QVERIFY(!game.over());
        game.play(1);
        QVERIFY(game.over());
        const GameReview review = reviewGame(d, game.moves());
        QCOMPARE(text::reviewMoveSentence(d, review.moves[0], "you"),
                 std::string("Move 1, you chopped edge 0: it left 2, a losing move; chopping edge 2 would have left 0."));
        QCOMPARE(text::reviewMoveSentence(d, review.moves[1], "the perfect engine"),
                 std::string("Move 2, the perfect engine chopped edge 2: it left 1, a losing move; chopping edge 1 "
                             "would have left 0."));
        QCOMPARE(text::reviewMoveSentence(d, review.moves[2], "you"),
                 std::string("Move 3, you chopped edge 1: it left 0, a winning move."));
        QCOMPARE(text::reviewSummary(d, review, 0, "you"),
                 std::string("Move 1 handed the win away: chopping edge 2 instead would have left 0."));
        QCOMPARE(text::reviewSummary(d, review, 1, "the perfect engine"),
                 std::string("Move 2 handed the win away: chopping edge 1 instead would have left 0."));

        // Named edges go by their names, as the explanations name them; a move from a position worth 0.
        Picture named = d;
        named.setEdgeName(0, "left post");
        named.setEdgeName(2, "top");
        HackenbushSession second(named);
        second.play(2);  // the top: leaves two posts, value 0
        second.play(0);  // from value 0: every move loses
        const GameReview r2 = reviewGame(named, second.moves());
        QCOMPARE(text::reviewMoveSentence(named, r2.moves[0], "you"),
                 std::string("Move 1, you chopped the top (edge 2): it left 0, a winning move."));
        QCOMPARE(text::reviewMoveSentence(named, r2.moves[1], "Player 2"),
                 std::string("Move 2, Player 2 chopped the left post (edge 0): it left 1, but no move there could "
                             "leave 0 (the position was worth 0)."));
        QCOMPARE(text::reviewSummary(named, r2, 1, "Player 2"),
                 std::string("No move handed the win away: every position Player 2 faced was worth 0, so no move "
                             "could win."));
        QCOMPARE(text::reviewSummary(named, r2, 0, "you"),
                 std::string("No move handed the win away: each time you could win, you left 0."));
    }
};

QTEST_APPLESS_MAIN(TestGameReview)
#include "tst_game_review.moc"
