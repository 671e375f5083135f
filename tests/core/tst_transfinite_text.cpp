// The sentences of transfinite Welter and Nim (transfinite_text.h) and their rules for GameSession
// (transfinite_rules.h). Abuku's two examples word for word, with the corrected last step; on 300
// random positions (fixed seed) every number a sentence says equals the core's (each row's [S_λ] from
// welter.h, the value from transfinite.h, each good move's x its target square); the rules play,
// refuse and undo as the game's definition says, the good moves of a finite position are Welter's,
// and games of the perfect engine against itself end with the winner the value predicts.
#include <QtTest>

#include "homestead/transfinite_rules.h"
#include "homestead/transfinite_text.h"
#include "homestead/welter.h"
#include "homestead/welter_rules.h"

#include <random>
#include <set>
#include <string>

using namespace homestead;
using transfinite::OrdinalMove;

namespace {
Ordinal w(const char* text) { return Ordinal::parse(text); }

bool endsWith(const std::string& s, const std::string& tail) {
    return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

std::vector<Ordinal> randomCoins(std::mt19937_64& rng, bool distinct) {
    std::multiset<Ordinal> s;
    const auto n = 1 + rng() % 5;
    while (s.size() < n) {
        const auto coin = Ordinal::fromCoefficients({std::int64_t(rng() % 12), std::int64_t(rng() % 3), std::int64_t(rng() % 2)});
        if (!distinct || !s.count(coin)) s.insert(coin);
    }
    return {s.begin(), s.end()};
}
}  // namespace

class TransfiniteTextTest : public QObject {
    Q_OBJECT
private slots:
    void abukuWelterWorkedRowByRow() {
        const auto coins = text::abukuWelterExample();
        const std::vector<std::string> expected{
            "Row 0 + m: [1] = 1", "Row ω·2 + m: [4|9] = 12", "Row ω²+ω·4 + m: [16] = 16", "Row ω²+ω·5 + m: [25] = 25",
            "Value = ω·(0 ⊕ 2 ⊕ 2 ⊕ (ω+4) ⊕ (ω+5)) + (1 ⊕ 12 ⊕ 16 ⊕ 25) = ω·1 + 4 = ω+4"};
        QCOMPARE(text::transfiniteWelterWorking(coins), expected);
        QCOMPARE(transfinite::welterValue(coins), w("w+4"));
        QCOMPARE(text::transfiniteOutcome(w("w+4"), false),
                 std::string("Value ω+4: not 0, so the player to move wins with a good move."));
    }

    void abukuGoodMoveWithTheCorrectedLastStep() {
        const auto coins = text::abukuWelterExample();
        const std::vector<std::string> moves = text::transfiniteGoodMoves(coins, false);
        QCOMPARE(moves.size(), std::size_t(1));
        QCOMPARE(moves.front(), std::string("ω²+ω·5+25 → ω²+ω·4+30: the coin leaves row ω²+ω·5 for row ω²+ω·4, since "
                                            "(ω+5) ⊕ 1 = ω+4 is smaller; that makes the ω-part 0. In its new row the "
                                            "square x must solve 1 ⊕ [4|9] ⊕ [x|16] = 0, so x = 30."));
        QCOMPARE(text::abukuSlip(), std::string("The paper's last step takes x = 6, but [6|16] = (6 ⊕ 16) − 1 = 22 − 1 = "
                                                "21, not 13. Solving 1 ⊕ [4|9] ⊕ [x|16] = 0 gives x = 30, so the good "
                                                "move is ω²+ω·5+25 → ω²+ω·4+30."));
        // The numbers of the slip are welter.h's.
        QCOMPARE(welter::value(std::vector<welter::Square>{6, 16}), std::int64_t(21));
        QCOMPARE(welter::value(std::vector<welter::Square>{16, 30}), std::int64_t(1 ^ 12));
    }

    void abukuNimWorkedByCoefficient() {
        const auto heaps = text::abukuNimExample();
        const std::vector<std::string> expected{"Coefficients of ω²: 0 ⊕ 0 ⊕ 3 ⊕ 2 ⊕ 1 = 0",
                                                "Coefficients of ω: 0 ⊕ 2 ⊕ 0 ⊕ 4 ⊕ 5 = 3",
                                                "Coefficients of 1: 1 ⊕ 4 ⊕ 9 ⊕ 16 ⊕ 25 = 5",
                                                "Nim-sum, coefficient by coefficient: ω·3+5"};
        QCOMPARE(text::transfiniteNimWorking(heaps), expected);
        QCOMPARE(text::transfiniteGoodMoves(heaps, true),
                 std::vector<std::string>{"ω·2+4 → ω+1: (ω·2+4) ⊕ (ω·3+5) = ω+1, smaller than the heap, so the heap "
                                          "can become it, leaving nim-sum 0."});
    }

    void noMoveAndNoCoinsAndMisere() {
        QCOMPARE(text::transfiniteGoodMoves({w("w+1"), w("w+1")}, true),
                 std::vector<std::string>{"No good move: the nim-sum is 0, so every move leaves the opponent a win."});
        QCOMPARE(text::transfiniteWelterWorking({}), std::vector<std::string>{"No coins: the value is 0."});
        QVERIFY(text::transfiniteMisereNotCovered().find("not covered") != std::string::npos);
        QVERIFY(TransfiniteRules::winningMoves(transfiniteStart(text::abukuWelterExample(), TransfiniteKind::Welter), true).empty());
    }

    void everyNumberSaidIsTheCores() {
        std::mt19937_64 rng(41);
        int across = 0, within = 0;
        for (int i = 0; i < 300; ++i) {
            const auto coins = randomCoins(rng, true);
            const transfinite::WelterRows rows = transfinite::welterRows(coins);
            const auto lines = text::transfiniteWelterWorking(coins);
            QCOMPARE(lines.size(), rows.rows.size() + 1);
            for (std::size_t r = 0; r < rows.rows.size(); ++r) {
                QCOMPARE(rows.rows[r].value, welter::value(rows.rows[r].squares));
                QVERIFY(endsWith(lines[r], " = " + std::to_string(rows.rows[r].value)));
            }
            QVERIFY(endsWith(lines.back(), " = " + transfinite::welterValue(coins).toUnicode()));
            const auto moves = transfinite::welterGoodMoves(coins);
            const auto sentences = text::transfiniteGoodMoves(coins, false);
            if (moves.empty()) continue;
            QCOMPARE(sentences.size(), moves.size());
            for (std::size_t k = 0; k < moves.size(); ++k) {
                QVERIFY(sentences[k].rfind(moves[k].from.toUnicode() + " → " + moves[k].to.toUnicode() + ":", 0) == 0);
                if (moves[k].from.divideByOmega() == moves[k].to.divideByOmega()) {
                    QVERIFY(endsWith(sentences[k], " = 0."));
                    ++within;
                } else {
                    QVERIFY(endsWith(sentences[k], "x = " + std::to_string(moves[k].to.finitePart()) + "."));
                    ++across;
                }
            }
            // Nim: the last line is the nim-sum.
            QVERIFY(endsWith(text::transfiniteNimWorking(coins).back(), transfinite::nimSum(coins).toUnicode()));
        }
        QVERIFY(across > 20);
        QVERIFY(within > 20);
    }

    void otherLanguagesSayItInTheirOwn() {
        const auto coins = text::abukuWelterExample();
        const auto english = text::transfiniteWelterWorking(coins);
        for (Language language : {Language::German, Language::French, Language::Spanish}) {
            const auto said = text::transfiniteWelterWorking(coins, language);
            QCOMPARE(said.size(), english.size());
            QVERIFY(said.front() != english.front());
            QVERIFY(endsWith(said.back(), "ω+4"));  // the numbers are the same
            QVERIFY(text::abukuSlip(language).find("30") != std::string::npos);
            QVERIFY(text::transfiniteMisereNotCovered(language) != text::transfiniteMisereNotCovered());
        }
    }

    void rulesPlayRefuseAndUndo() {
        TransfiniteSession game(transfiniteStart(text::abukuWelterExample(), TransfiniteKind::Welter),
                                {PlayerKind::Human, PlayerKind::EnginePerfect});
        QCOMPARE(game.winningMoves(), (std::vector<OrdinalMove>{{w("w^2+w*5+25"), w("w^2+w*4+30")}}));
        QCOMPARE(*game.whyIllegal({w("w+3"), w("2")}), std::string("no coin stands on ω+3"));
        QCOMPARE(*game.whyIllegal({w("w*2+4"), w("w*2+9")}),
                 std::string("a coin moves only to a smaller ordinal, and ω·2+9 is not below ω·2+4"));
        QCOMPARE(*game.whyIllegal({w("w*2+9"), w("w*2+4")}),
                 std::string("square ω·2+4 is taken: two coins may not share a square"));
        QVERIFY(game.isLegal({w("w^2+w*5+25"), w("w^2*0+w*7+3")}));  // to a row below that holds no coin
        const auto start = game.position();
        game.play({w("w^2+w*5+25"), w("w^2+w*4+30")});
        QVERIFY(transfinite::welterValue(game.position().coins).isZero());
        QVERIFY(game.winningMoves().empty());
        game.undo();
        QCOMPARE(game.position(), start);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, transfiniteStart({w("w"), w("w")}, TransfiniteKind::Welter));
        // Nim: heaps may be equal, and a heap may move onto another's size.
        TransfiniteSession nim(transfiniteStart({w("w"), w("w"), w("3")}, TransfiniteKind::Nim));
        QVERIFY(nim.isLegal({w("w"), w("3")}));
        QCOMPARE(nim.winningMoves(), (std::vector<OrdinalMove>{{w("3"), w("0")}}));
        QVERIFY(!TransfiniteRules::over(nim.position()));
        QVERIFY(TransfiniteRules::over(transfiniteStart({0, 0}, TransfiniteKind::Nim)));
        QVERIFY(TransfiniteRules::over(transfiniteStart({0, 1, 2}, TransfiniteKind::Welter)));
        QVERIFY(!TransfiniteRules::over(transfiniteStart({0, 2}, TransfiniteKind::Welter)));
    }

    void finitePositionsAreWelters() {
        std::mt19937_64 rng(42);
        for (int i = 0; i < 200; ++i) {
            std::set<welter::Square> s;
            const auto n = 1 + rng() % 6;
            while (s.size() < n) s.insert(welter::Square(rng() % 40));
            const std::vector<welter::Square> coins(s.begin(), s.end());
            std::vector<OrdinalMove> expected;
            for (const auto& m : WelterRules::winningMoves(coins, false)) expected.push_back({Ordinal(m.from), Ordinal(m.to)});
            QCOMPARE(TransfiniteRules::winningMoves(transfiniteStart({coins.begin(), coins.end()}, TransfiniteKind::Welter), false),
                     expected);
        }
    }

    // The engine's stalling moves are legal, every game ends, and the perfect engine against itself wins
    // exactly the games whose value is not 0 for the side that moves first.
    void perfectEngineWinsWhatTheValueSays() {
        std::mt19937_64 rng(43);
        for (int i = 0; i < 120; ++i) {
            const bool nim = i % 2 == 1;
            const auto coins = randomCoins(rng, !nim);
            const auto kind = nim ? TransfiniteKind::Nim : TransfiniteKind::Welter;
            const Ordinal value = nim ? transfinite::nimSum(coins) : transfinite::welterValue(coins);
            TransfiniteSession s(transfiniteStart(coins, kind), {PlayerKind::EnginePerfect, PlayerKind::EnginePerfect});
            int plies = 0;
            while (!s.over()) {
                const auto move = s.engineMove();
                QVERIFY(move.has_value());
                QVERIFY2(s.isLegal(*move), s.whyIllegal(*move)->c_str());
                s.play(*move);
                QVERIFY(++plies < 100000);
            }
            QCOMPARE(*s.winner(), value.isZero() ? 1 : 0);
            // Casual moves are legal too.
            TransfiniteSession c(transfiniteStart(coins, kind), {PlayerKind::EngineCasual, PlayerKind::EngineCasual}, 0, false, 7);
            for (int k = 0; k < 30 && !c.over(); ++k) c.play(*c.engineMove());
        }
    }
};

QTEST_APPLESS_MAIN(TransfiniteTextTest)
#include "tst_transfinite_text.moc"
