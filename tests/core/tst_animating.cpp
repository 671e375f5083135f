// Animating functions (animating.h): Conway's worked example f = g, the canonical form against
// direct evaluation on −200..200 for 1,000 random step lists (fixed seed), composition, inversion,
// Nims adding under composition, Welts ([x ↦ x ⊕ (x|a)] = a, the Welt of several poles is the Welter
// function of the poles), and the parser's messages.
#include <QtTest>

#include "int128_qtest.h"
#include "random_animating.h"

#include "homestead/animating.h"
#include "homestead/mating.h"
#include "homestead/welter.h"

#include <random>

using namespace homestead::animating;
using homestead::Int128;
using homestead::testing::randomFunction;

namespace {

void checkCanonical(const AnimatingFunction& f) {
    for (std::int64_t x = -200; x <= 200; ++x)
        if (f(x) != f.canonical(x))
            QFAIL(qPrintable(QString::fromStdString("canonical form differs for " + f.stepsText() + " at x = " +
                                                    std::to_string(x))));
}

}  // namespace

class AnimatingTest : public QObject {
    Q_OBJECT
private slots:
    void conwaysExample() {
        const auto f = parse("-2 ^3 +3 ^5");  // f(x) = (((x − 2) ⊕ 3) + 3) ⊕ 5
        const auto g = parse("+2 ^3 -1 ^5");  // g(x) = (((x + 2) ⊕ 3) − 1) ⊕ 5
        QCOMPARE(f.poles(), (std::vector<Int128>{-2, -1, 1}));
        QCOMPARE(f.nim(), Int128{6});
        QCOMPARE(f.canonicalForm(), std::string("x ⊕ (x|-2) ⊕ (x|-1) ⊕ (x|1) ⊕ 6"));
        QCOMPARE(g.poles(), f.poles());
        QCOMPARE(g.nim(), f.nim());
        for (std::int64_t x = -200; x <= 200; ++x) {
            QCOMPARE(f(x), Int128{(((x - 2) ^ 3) + 3) ^ 5});
            QCOMPARE(f(x), g(x));
            QCOMPARE(f(x), Int128{x ^ homestead::mate(x, 1) ^ homestead::mate(x, -2) ^ homestead::mate(x, -1) ^ 6});
        }
        QVERIFY(!f.welt().has_value());
    }

    void singleSteps() {
        QCOMPARE(parse("-1").poles(), (std::vector<Int128>{0}));
        QCOMPARE(parse("-3").poles(), (std::vector<Int128>{0, 1, 2}));
        QCOMPARE(parse("+2").poles(), (std::vector<Int128>{-2, -1}));
        QVERIFY(parse("^7").poles().empty());
        QCOMPARE(parse("^7").nim(), Int128{7});
        QCOMPARE(parse("+1 -1").poles(), std::vector<Int128>{});  // the identity: poles cancel
        QCOMPARE(parse("+1 -1").canonicalForm(), std::string("x"));
    }

    void canonicalFormOnRandomFunctions() {
        std::mt19937_64 rng(78);
        for (int i = 0; i < 1000; ++i) checkCanonical(randomFunction(rng));
    }

    void groupLaws() {
        std::mt19937_64 rng(79);
        for (int i = 0; i < 300; ++i) {
            const auto f = randomFunction(rng), g = randomFunction(rng);
            const auto fg = f.compose(g), inv = f.inverse();
            for (std::int64_t x = -100; x <= 100; ++x) {
                QCOMPARE(fg(x), f(g(x)));
                QCOMPARE(inv(f(x)), Int128{x});
                QCOMPARE(f(inv(x)), Int128{x});
            }
            QCOMPARE(fg.nim(), f.nim() ^ g.nim());  // Nims add under composition
            checkCanonical(fg);
            checkCanonical(inv);
        }
    }

    // x ⊕ (x|a) is "⊕a, −1, ⊕a" (x − 1 = x ⊕ (x|0), conjugated by ⊕a); its Welt is a. A product of such
    // functions with distinct poles has the poles' Welter function as its Welt.
    void welts() {
        for (std::int64_t a = 0; a < 40; ++a) {
            const auto f = parse("^" + std::to_string(a) + " -1 ^" + std::to_string(a));
            QCOMPARE(f.poles(), (std::vector<Int128>{a}));
            QCOMPARE(f.nim(), Int128{0});
            QCOMPARE(f.welt(), std::optional<Int128>(a));
        }
        std::mt19937_64 rng(80);
        for (int i = 0; i < 300; ++i) {
            AnimatingFunction f;
            std::vector<homestead::welter::Square> poles;
            const int k = 1 + static_cast<int>(rng() % 5);
            Int128 weltSum = 0;
            for (int j = 0; j < k; ++j) {
                const auto a = static_cast<std::int64_t>(rng() % 30);
                const auto step = parse("^" + std::to_string(a) + " -1 ^" + std::to_string(a));
                f = f.compose(step);
                weltSum ^= a;
            }
            QCOMPARE(f.nim(), Int128{0});
            const auto welt = f.welt();
            QVERIFY(welt.has_value());
            // Welts nim-add under composition, up to ⊕ −1 when a pole is doubled (THEORY.md §4).
            QVERIFY(*welt == weltSum || *welt == (weltSum ^ -1));
            // The Welt is the Welter function of the poles (here naturals: compare with welter.h).
            std::vector<homestead::welter::Square> naturals(f.poles().begin(), f.poles().end());
            if (std::all_of(naturals.begin(), naturals.end(), [](auto p) { return p >= 0; }))
                QCOMPARE(*welt, Int128{homestead::welter::valueByDefinition(naturals)});
            checkCanonical(f);
        }
    }

    void parser() {
        QCOMPARE(parse("+3 ^5 -2").stepsText(), std::string("+3 ^5 -2"));
        QCOMPARE(parse("+3, ⊕5, - 2").stepsText(), std::string("+3 ^5 -2"));
        auto message = [](const std::string& text) {
            try {
                parse(text);
            } catch (const AnimatingError& e) {
                return std::string(e.what());
            }
            return std::string("(no error)");
        };
        QCOMPARE(message("+3 *4"), std::string("step 2 '*4': expected +N, -N or ^N"));
        QCOMPARE(message("+x"), std::string("step 1 '+x': expected +N, -N or ^N with N a number"));
        QCOMPARE(message(""), std::string("no steps (expected something like \"-2 ^3 +3 ^5\")"));
        QVERIFY(message("-99999999").find("more than") != std::string::npos);
        // A sign after the operator is refused for every kind of step, ^ included (it was read as
        // x ⊕ −6 before); the message quotes the step.
        QCOMPARE(message("^-6"), std::string("step 1 '^-6': the amount must be a natural number (no sign after the operator)"));
        QCOMPARE(message("+3 ⊕-1"), std::string("step 2 '⊕-1': the amount must be a natural number (no sign after the operator)"));
        QCOMPARE(message("+-2"), std::string("step 1 '+-2': the amount must be a natural number (no sign after the operator)"));
        // What is echoed is one line, escaped and shortened.
        QCOMPARE(message("+3 *\x01"), std::string("step 2 '*\\x01': expected +N, -N or ^N"));
        const std::string longStep = message("+3 *" + std::string(5000, '7'));
        QVERIFY2(longStep.size() < 200, longStep.c_str());
        QVERIFY(longStep.find("…'") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(AnimatingTest)
#include "tst_animating.moc"
