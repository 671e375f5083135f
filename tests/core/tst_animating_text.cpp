// The sentences about animating functions (animating_text.h) against direct evaluation: where each
// pole comes from (every ring counted from scratch by running the steps forward on a window of
// integers, 2,000 random functions, fixed seed), the Nim's working, f = g exactly when the functions
// agree everywhere on the window, Nims and Welts nim-adding under composition, Conway's worked f = g.
#include <QtTest>

#include "int128_qtest.h"
#include "random_animating.h"

#include "homestead/animating_text.h"
#include "homestead/mating.h"

#include <random>

using namespace homestead::animating;
using homestead::Int128;
using homestead::toDecimal;
using homestead::testing::randomFunction;

namespace {

constexpr std::int64_t kWindow = 400;  // random functions' poles lie well inside −400…400

bool rings(const Step& step, Int128 value) {
    if (step.kind == StepKind::Subtract) return value >= 0 && value < step.amount;
    if (step.kind == StepKind::Add) return value >= -step.amount && value < 0;
    return false;
}

// The rings at x, found forward: the value reaching each step, and whether that step rings.
std::vector<Ring> ringsAt(const AnimatingFunction& f, Int128 x) {
    std::vector<Ring> found;
    Int128 value = x;
    for (std::size_t j = 0; j < f.steps().size(); ++j) {
        if (rings(f.steps()[j], value)) found.push_back({j, value});
        value = AnimatingFunction({f.steps()[j]})(value);
    }
    return found;
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

class TestAnimatingText : public QObject {
    Q_OBJECT
private slots:
    void conwaysWorkedExample() {
        const auto f = parse("-2 ^3 +3 ^5"), g = parse("+2 ^3 -1 ^5");
        QCOMPARE(canonicalSentence(f), std::string("f(x) = x \u2295 (x|-2) \u2295 (x|-1) \u2295 (x|1) \u2295 6"));
        QVERIFY(comparisonSentence(f, g).rfind("f = g: the same poles (-2, -1, 1) and the same Nim 6", 0) == 0);
        QVERIFY(contains(compositionSentence(f, g), "6 \u2295 6 = 0"));
        QVERIFY(contains(weltSentence(f), "No Welt: the Nim of f is 6, not 0."));
        // pole 1 of f: step 1 (x − 2) rings for 0…1, and 1 reaches it as 1
        const auto origins = poleOrigins(f);
        QCOMPARE(origins.size(), std::size_t{3});
        QCOMPARE(origins[2].pole, Int128{1});
        QCOMPARE(origins[2].rings, (std::vector<Ring>{{0, 1}}));
        QCOMPARE(poleSentence(f, origins[2]),
                 std::string("Pole 1: step 1 (x \u2212 2) rings the carry bell there, because the value reaching it, 1, "
                             "is in 0\u20261."));
    }

    void poleOriginsMatchTheRingsCountedForward() {
        std::mt19937_64 rng(20261129);
        for (int trial = 0; trial < 2000; ++trial) {
            const AnimatingFunction f = randomFunction(rng);
            const auto origins = poleOrigins(f);
            QCOMPARE(origins.size(), f.poles().size());
            std::size_t next = 0;
            for (std::int64_t x = -kWindow; x <= kWindow; ++x) {
                const std::vector<Ring> found = ringsAt(f, x);
                const bool pole = found.size() % 2 == 1;
                if (!pole) continue;
                QVERIFY2(next < origins.size(), qPrintable(QString::fromStdString(f.stepsText())));
                QCOMPARE(origins[next].pole, Int128{x});
                QCOMPARE(origins[next].rings, found);
                const std::string sentence = poleSentence(f, origins[next]);
                QVERIFY(sentence.rfind("Pole " + std::to_string(x) + ": step ", 0) == 0);
                for (const Ring& r : found) QVERIFY(contains(sentence, "reaching it, " + toDecimal(r.reaching) + ", is in"));
                ++next;
            }
            QCOMPARE(next, origins.size());  // every pole lies in the window
        }
    }

    void theNimsWorkingAddsUp() {
        std::mt19937_64 rng(7);
        for (int trial = 0; trial < 2000; ++trial) {
            const AnimatingFunction f = randomFunction(rng);
            Int128 sum = f(0);
            for (const Int128 p : f.poles()) sum ^= homestead::mateWide(0, p);
            QCOMPARE(sum, f.nim());
            const std::string sentence = nimSentence(f);
            QVERIFY(contains(sentence, "f(0) = " + toDecimal(f(0))));
            QVERIFY(sentence.size() > 3 && sentence.substr(sentence.size() - toDecimal(f.nim()).size() - 1) ==
                                               toDecimal(f.nim()) + ".");
            QCOMPARE(contains(weltSentence(f), "No Welt"), f.nim() != 0);
        }
    }

    void equalExactlyWhenTheyAgreeEverywhere() {
        std::mt19937_64 rng(11);
        int equalPairs = 0;
        for (int trial = 0; trial < 3000; ++trial) {
            const AnimatingFunction f = randomFunction(rng);
            // half the time a g built to agree: f's steps and then a step and its inverse
            AnimatingFunction g = randomFunction(rng);
            if (trial % 2) g = f.compose(g).compose(g.inverse());
            bool agree = true;
            for (std::int64_t x = -kWindow; x <= kWindow && agree; ++x) agree = f(x) == g(x);
            const std::string sentence = comparisonSentence(f, g);
            QCOMPARE(sentence.rfind("f = g", 0) == 0, agree);
            QCOMPARE(sentence.rfind("f \u2260 g", 0) == 0, !agree);
            equalPairs += agree;
        }
        QVERIFY(equalPairs >= 1500);
    }

    void nimsAndWeltsAddUnderComposition() {
        std::mt19937_64 rng(13);
        int welts = 0;
        for (int trial = 0; trial < 2000; ++trial) {
            AnimatingFunction f = randomFunction(rng), g = randomFunction(rng);
            if (trial % 2) {  // Nim 0 on both: then the Welts add too
                f = AnimatingFunction({{StepKind::Xor, static_cast<std::int64_t>(f.nim())}}).compose(f);
                g = AnimatingFunction({{StepKind::Xor, static_cast<std::int64_t>(g.nim())}}).compose(g);
            }
            const AnimatingFunction h = f.compose(g);
            const std::string sentence = compositionSentence(f, g);
            QVERIFY(contains(sentence, "f\u2218g(x) = " + h.canonicalForm()));
            QCOMPARE(h.nim(), f.nim() ^ g.nim());
            QVERIFY(contains(sentence, toDecimal(f.nim()) + " \u2295 " + toDecimal(g.nim()) + " = " + toDecimal(h.nim())));
            if (f.welt() && g.welt()) {
                // the composition rule up to Conway's ⊕ -1: flipped once per doubled pole
                const Int128 sum = *f.welt() ^ *g.welt();
                const std::size_t cancelled = cancelledPoles(f, g);
                std::size_t brute = 0;  // poles of g that are g⁻¹ of a pole of f, found by evaluation
                for (const Int128 q : g.poles())
                    brute += std::binary_search(f.poles().begin(), f.poles().end(), g(q));
                QCOMPARE(cancelled, brute);
                QCOMPARE(*h.welt(), cancelled % 2 ? sum ^ Int128{-1} : sum);
                if (cancelled % 2 == 0)
                    QVERIFY(contains(sentence, "Welt: " + toDecimal(*f.welt()) + " \u2295 " + toDecimal(*g.welt()) +
                                                   " = " + toDecimal(sum)));
                else
                    QVERIFY(contains(sentence, "\u2295 -1, because " + std::to_string(cancelled) + " poles cancel"));
                ++welts;
            }
        }
        QVERIFY(welts >= 900);
    }

    void describeGivesTheGraphAndEverySentence() {
        const auto f = parse("-2 ^3 +3 ^5");
        const AnimatingReport r = describe(f, -32, 32);
        QCOMPARE(r.values.size(), std::size_t{65});
        for (std::size_t i = 0; i < r.values.size(); ++i) QCOMPARE(r.values[i], f(Int128{-32} + Int128(i)));
        QCOMPARE(r.poleSentences.size(), f.poles().size());
        QCOMPARE(r.canonical, canonicalSentence(f));
        QCOMPARE(describe(f, 0, 1'000'000).values.size(), std::size_t(kMaxGraphPoints));  // a window is capped
    }
};

QTEST_APPLESS_MAIN(TestAnimatingText)
#include "tst_animating_text.moc"
