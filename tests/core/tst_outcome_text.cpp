// core_outcome_text: the sentences every front end uses. The mating equation is read back and its
// numbers checked against the core (each [a|b] term's value is the Welter value of the pair, the terms
// ⊕ to the value, which is welter::value) on random positions; the outcome sentences name the right
// side for P- and N-positions, normal and misère.
#include "homestead/class_matrix_text.h"
#include "homestead/outcome_text.h"
#include "homestead/welter.h"

#include <QTest>

#include <algorithm>
#include <random>
#include <sstream>

using namespace homestead;

class OutcomeText : public QObject {
    Q_OBJECT
private slots:
    // A cell of the class matrix (class_matrix_text.h): Conway's (p|r) = 7 on the lovers' bridge
    // (THEORY.md §7) reads as the definition; the diagonal is never a number.
    void classCellReadsAsTheDefinition() {
        QCOMPARE(text::classCell("p", "r", 7), std::string("(p|r) = ω(σ_p(r)) = 7: the weight of r after p is chopped"));
        QCOMPARE(text::classCell("q", "t", 15), std::string("(q|t) = ω(σ_q(t)) = 15: the weight of t after q is chopped"));
        QCOMPARE(text::classCell("s", "s", std::nullopt), std::string("(s|s): an edge is never mated with itself"));
    }

    void conwaysExampleReadsAsHisText() {
        const std::vector<welter::Square> coins{0, 2, 5, 7, 11, 13, 16, 17, 23};
        const std::string eq = text::matingEquation(welter::matingMethod(coins));
        QVERIFY2(eq.size() > 5 && eq.substr(eq.size() - 5) == " = 28", eq.c_str());
        QCOMPARE(text::matingEquation(welter::matingMethod(std::vector<welter::Square>{})), std::string("(no coins) = 0"));
        QCOMPARE(text::matingEquation(welter::matingMethod(std::vector<welter::Square>{3, 19})),
                 std::string("[3|19] = 15"));  // one term: its value once, not "= 15 = 15"
    }

    void equationAgreesWithTheCoreOnRandomPositions() {
        std::mt19937_64 rng(20261125);
        for (int k = 0; k < 2000; ++k) {
            std::vector<welter::Square> coins;
            const int n = int(rng() % 9);
            while (int(coins.size()) < n) {
                const welter::Square s = welter::Square(rng() % 64);
                if (std::find(coins.begin(), coins.end(), s) == coins.end()) coins.push_back(s);
            }
            const auto terms = text::matingTerms(welter::matingMethod(coins));
            std::int64_t sum = 0;
            std::size_t coinsInTerms = 0;
            for (const auto& t : terms) {
                // "[a|b]" or "[s]": read the squares back and recompute the term's value.
                std::string inner = t.text.substr(1, t.text.size() - 2);
                std::replace(inner.begin(), inner.end(), '|', ' ');
                std::istringstream in(inner);
                std::vector<welter::Square> pair;
                for (welter::Square s; in >> s;) pair.push_back(s);
                QCOMPARE(int(pair.size()), t.spinster ? 1 : 2);
                QCOMPARE(t.value, welter::value(pair));
                coinsInTerms += pair.size();
                sum ^= t.value;
            }
            QCOMPARE(coinsInTerms, coins.size());
            QCOMPARE(sum, welter::value(coins));
        }
    }

    void nimSentencesReadAsEnglish() {
        const std::vector<welter::Square> one{1}, two{0, 2}, three{2, 5, 9};
        QCOMPARE(text::welterAsNim(one, welter::matingMethod(one)),
                 std::string("As Nim: one heap of 1, worth a Nim heap of 1."));
        const std::string pair = text::welterAsNim(two, welter::matingMethod(two));
        QVERIFY2(pair.find("heaps 0 and 2.") != std::string::npos && pair.find("one Nim heap 1.") != std::string::npos, pair.c_str());
        const std::string trio = text::welterAsNim(three, welter::matingMethod(three));
        QVERIFY2(trio.find("heaps 2, 5 and 9.") != std::string::npos, trio.c_str());
        QVERIFY2(trio.find("worth one Nim heap of " + std::to_string(welter::value(three))) != std::string::npos, trio.c_str());
        QCOMPARE(text::numberList({}), std::string());
    }

    void outcomesNameTheRightSide() {
        QCOMPARE(text::valueOutcome(0), std::string("Value 0: the player to move loses with best play."));
        QCOMPARE(text::valueOutcome(10), std::string("Value 10: the player to move wins with best play."));
        QVERIFY(text::positionClass(true).find("loses") != std::string::npos);
        QVERIFY(text::positionClass(false).find("wins") != std::string::npos);
        QVERIFY(text::misereSearchOutcome(true).find("wins") != std::string::npos);
        QVERIFY(text::welterMisereOutcome(true, true).find("loses") != std::string::npos);
        QVERIFY(text::welterMisereOutcome(false, false).find("wins") != std::string::npos);
        QVERIFY(text::welterMisereOutcome(true, false).find("fickle") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(OutcomeText)
#include "tst_outcome_text.moc"
