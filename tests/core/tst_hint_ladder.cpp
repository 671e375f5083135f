// core_hint_ladder: the puzzle mode's hint ladder (hint_ladder_text.h, puzzle.h) on seeded puzzles of
// every game and level. A wrong verdict's retry sentence says what the move left and names no move
// that wins: it is exactly retryAfterWrongMove(its own name, the value left), which is given nothing
// else; a right verdict has none. "No winning move" where one exists gets the value, no move. The
// answer, for when it is asked, names the first winning move (or says none exists) and, for a
// Hackenbush picture, explains why it wins.
#include "homestead/exercise_text.h"
#include "homestead/hint_ladder_text.h"
#include "homestead/puzzle.h"

#include <QTest>

using namespace homestead;

class TestHintLadder : public QObject {
    Q_OBJECT
private slots:
    void retriesNameNoWinningMoveAndTheAnswerDoes() {
        int wrong = 0, none = 0;
        for (auto kind : {exercises::Kind::Hackenbush, exercises::Kind::Welter, exercises::Kind::Nim})
            for (int level = 1; level <= puzzle::kLevels; ++level)
                for (std::uint64_t seed = 1; seed <= 12; ++seed) {
                    const puzzle::Judged j = puzzle::judgeAll(puzzle::make(kind, level, seed));
                    const std::vector<std::string> winning = exercises::winningMoveNames(j.position);
                    auto check = [&](const std::string& name, const puzzle::Verdict& v) {
                        if (v.correct) {
                            QVERIFY(v.retry.empty());
                            return;
                        }
                        ++wrong;
                        QCOMPARE(v.retry, text::retryAfterWrongMove(name, *v.valueLeft));
                        QVERIFY(v.retry.find("leaves value " + std::to_string(*v.valueLeft) + ", not 0") != std::string::npos);
                        QVERIFY(v.explanation != v.retry);  // the full verdict (answer keys) is another text
                    };
                    for (const auto& [edge, v] : j.chops) check(text::chopName(j.position.picture, edge), v);
                    for (const auto& [m, v] : j.welterMoves) check(text::welterMoveName(m), v);
                    for (const auto& [m, v] : j.nimMoves) check(text::nimMoveName(m), v);
                    if (winning.empty()) {
                        ++none;
                        QVERIFY(j.noWinningMove.correct);
                        QVERIFY(j.noWinningMove.retry.empty());
                        QVERIFY(j.answer.starts_with("The answer: no move wins."));
                    } else {
                        QCOMPARE(j.noWinningMove.retry, text::retryAfterWrongClaim(j.position.answer.value));
                        QVERIFY(j.answer.starts_with("The answer: " + winning.front() + " leaves value 0"));
                        if (kind == exercises::Kind::Hackenbush)  // and why: the climb or the class
                            QVERIFY(j.answer.size() > text::puzzleAnswer(j.position.answer.value, winning).size() + 20);
                        else
                            QCOMPARE(j.answer, text::puzzleAnswer(j.position.answer.value, winning));
                    }
                }
        QVERIFY(wrong > 100);
        QVERIFY(none > 3);
    }

    void sentences() {
        QCOMPARE(text::retryAfterWrongMove("chopping b", 3),
                 std::string("Not a winning move: chopping b leaves value 3, not 0. Try again, or ask for the answer."));
        QCOMPARE(text::retryAfterWrongClaim(6),
                 std::string("Not so: the value is 6, not 0, so some move wins. Try again, or ask for the answer."));
        QCOMPARE(text::puzzleAnswer(6, {"chopping e"}), std::string("The answer: chopping e leaves value 0."));
        QCOMPARE(text::puzzleAnswer(6, {"chopping e", "chopping f"}),
                 std::string("The answer: chopping e leaves value 0 (so does chopping f)."));
        QCOMPARE(text::puzzleAnswer(6, {"chopping e", "chopping f", "chopping g"}),
                 std::string("The answer: chopping e leaves value 0 (so do chopping f and chopping g)."));
    }
};

QTEST_APPLESS_MAIN(TestHintLadder)
#include "tst_hint_ladder.moc"
