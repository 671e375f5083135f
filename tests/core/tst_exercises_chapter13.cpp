// The chapter 13 exercise kinds (exercises.h, issue 41): animating functions have 2, 3 or 4 steps as
// the difficulty says, transfinite positions the promised sizes with something at ω or beyond; every
// answer is the core's own (animating.h, transfinite.h), the good moves naming the coin or heap they
// move; the same seed gives the same sheet; the answer lines and the worked reasoning of Conway's f = g
// and Abuku's two examples are as THEORY.md §4–5 states them, the corrected good move included; the
// questions speak each language and still name the function.
#include <QtTest>

#include "homestead/animating_text.h"
#include "homestead/exercises.h"
#include "homestead/transfinite.h"

using namespace homestead;
using namespace homestead::exercises;

namespace {

SheetOptions options(Kind kind, Difficulty difficulty, std::uint64_t seed, int count = 20) {
    SheetOptions o;
    o.kind = kind;
    o.difficulty = difficulty;
    o.seed = seed;
    o.count = count;
    return o;
}

constexpr Difficulty kLevels[] = {Difficulty::Trees, Difficulty::Cycles, Difficulty::LoopsAndMultiple};

std::vector<Ordinal> parseAll(std::initializer_list<const char*> texts) {
    std::vector<Ordinal> out;
    for (const char* t : texts) out.push_back(Ordinal::parse(t));
    return out;
}

Exercise animatingExercise(const char* f, Question question, const char* g = nullptr,
                           Language language = Language::English) {
    Exercise ex;
    ex.kind = Kind::Animating;
    ex.question = question;
    ex.function = animating::parse(f);
    if (g) ex.other = animating::parse(g);
    solve(ex, language);
    return ex;
}

Exercise transfiniteExercise(std::vector<Ordinal> ordinals, bool nim, Question question, Language language = Language::English) {
    Exercise ex;
    ex.kind = Kind::Transfinite;
    ex.question = question;
    (nim ? ex.ordinalHeaps : ex.ordinalCoins) = std::move(ordinals);
    solve(ex, language);
    return ex;
}

std::string serialise(const Sheet& sheet) {
    std::string out;
    for (const Exercise& ex : sheet.exercises)
        out += questionText(ex) + "|" + answerText(ex) + "|" + ex.answer.reasoning + "\n";
    return out;
}

}  // namespace

class ExercisesChapter13Test : public QObject {
    Q_OBJECT
private slots:
    void sizesFollowTheDifficulty() {
        for (std::size_t level = 0; level < 3; ++level)
            for (std::uint64_t seed : {1, 2, 3}) {
                for (const Exercise& ex : makeSheet(options(Kind::Animating, kLevels[level], seed)).exercises) {
                    QCOMPARE(ex.function.steps().size(), 2 + level);
                    for (std::size_t i = 0; i < ex.function.steps().size(); ++i) {
                        const animating::Step& s = ex.function.steps()[i];
                        QVERIFY(s.amount >= 1 && s.amount <= 5);
                        if (i) QVERIFY((s.kind == animating::StepKind::Xor) != (ex.function.steps()[i - 1].kind == animating::StepKind::Xor));
                    }
                    QCOMPARE(ex.other.has_value(), ex.question == Question::SameFunction);
                }
                for (const Exercise& ex : makeSheet(options(Kind::Transfinite, kLevels[level], seed)).exercises) {
                    const auto& ordinals = ex.ordinalHeaps.empty() ? ex.ordinalCoins : ex.ordinalHeaps;
                    QVERIFY(ex.ordinalHeaps.empty() != ex.ordinalCoins.empty());
                    QVERIFY(ordinals.size() >= 2 && ordinals.size() <= 5);
                    QVERIFY(std::any_of(ordinals.begin(), ordinals.end(), [](const Ordinal& o) { return !o.isFinite(); }));
                    for (const Ordinal& o : ordinals) QVERIFY(o.coefficients().size() <= (level == 2 ? 3u : 2u));
                    QVERIFY(ex.question == Question::Value || ex.question == Question::WinningMoves || ex.question == Question::Winner);
                }
            }
    }

    void answersAreTheCores() {
        int same = 0, different = 0, pPositions = 0;
        for (Difficulty d : {Difficulty::Mixed, Difficulty::Trees, Difficulty::LoopsAndMultiple})
            for (std::uint64_t seed : {4, 5, 6, 7}) {
                for (const Exercise& ex : makeSheet(options(Kind::Animating, d, seed)).exercises) {
                    QCOMPARE(ex.answer.canonical, ex.function.canonicalForm());
                    QVERIFY(ex.answer.poles == ex.function.poles());
                    QVERIFY(ex.answer.nim == ex.function.nim());
                    QVERIFY(!ex.answer.reasoning.empty());
                    if (!ex.other) continue;
                    QVERIFY(ex.other->steps() != ex.function.steps());
                    QVERIFY(ex.answer.otherPoles == ex.other->poles() && ex.answer.otherNim == ex.other->nim());
                    const bool equal = ex.function.poles() == ex.other->poles() && ex.function.nim() == ex.other->nim();
                    QCOMPARE(ex.answer.sameFunction, equal);
                    for (Int128 x = -100; x <= 100 && equal; ++x) QVERIFY((*ex.other)(x) == ex.function(x));
                    ++(equal ? same : different);
                }
                for (const Exercise& ex : makeSheet(options(Kind::Transfinite, d, seed)).exercises) {
                    const bool nim = !ex.ordinalHeaps.empty();
                    const auto& ordinals = nim ? ex.ordinalHeaps : ex.ordinalCoins;
                    QCOMPARE(ex.answer.ordinalValue, nim ? transfinite::nimSum(ordinals) : transfinite::welterValue(ordinals));
                    const auto moves = nim ? transfinite::nimGoodMoves(ordinals) : transfinite::welterGoodMoves(ordinals);
                    QCOMPARE(ex.answer.ordinalMoves.size(), moves.size());
                    for (std::size_t i = 0; i < moves.size(); ++i) {
                        const OrdinalMove& m = ex.answer.ordinalMoves[i];
                        QCOMPARE(m.from, moves[i].from);
                        QCOMPARE(m.to, moves[i].to);
                        QCOMPARE(ordinals.at(m.index), m.from);
                    }
                    if (ex.answer.ordinalValue.isZero()) ++pPositions;
                }
            }
        QVERIFY(same >= 5 && different >= 5);
        QVERIFY(pPositions >= 5);
    }

    void sameSeedSameSheet() {
        for (Kind kind : {Kind::Animating, Kind::Transfinite}) {
            const std::string a = serialise(makeSheet(options(kind, Difficulty::Mixed, 42)));
            QCOMPARE(serialise(makeSheet(options(kind, Difficulty::Mixed, 42))), a);
            QVERIFY(serialise(makeSheet(options(kind, Difficulty::Mixed, 43))) != a);
        }
        QCOMPARE(kindName(Kind::Animating), std::string("animating"));
        QCOMPARE(kindFromName("transfinite"), std::optional<Kind>(Kind::Transfinite));
    }

    // THEORY.md §4: Conway's f = (((x − 2) ⊕ 3) + 3) ⊕ 5 equals g = (((x + 2) ⊕ 3) − 1) ⊕ 5.
    void conwaysFEqualsG() {
        const Exercise same = animatingExercise("-2 ^3 +3 ^5", Question::SameFunction, "+2 ^3 -1 ^5");
        QCOMPARE(questionText(same),
                 std::string("Are f(x) = (((x − 2) ⊕ 3) + 3) ⊕ 5 and g(x) = (((x + 2) ⊕ 3) − 1) ⊕ 5 the same function?"));
        QCOMPARE(answerText(same), std::string("Yes: f = g, the same function."));
        QVERIFY(same.answer.reasoning.find("f = g") == 0);
        QCOMPARE(answerText(animatingExercise("-2 ^3 +3 ^5", Question::SameFunction, "+2 ^3 -2 ^5")),
                 std::string("No: f ≠ g, different functions."));
        QCOMPARE(answerText(animatingExercise("-2 ^3 +3 ^5", Question::Poles)), std::string("Poles: -2, -1, 1."));
        QCOMPARE(answerText(animatingExercise("+1 ^3", Question::Poles)), std::string("Pole: -1."));
        QCOMPARE(answerText(animatingExercise("^3 ^3", Question::Poles)), std::string("No poles."));
        const Exercise form = animatingExercise("-2 ^3 +3 ^5", Question::CanonicalForm);
        QCOMPARE(answerText(form), std::string("f(x) = x ⊕ (x|-2) ⊕ (x|-1) ⊕ (x|1) ⊕ 6."));
        QVERIFY(form.answer.reasoning.find("Pole -2: step 3 (x + 3) rings") != std::string::npos);
        QVERIFY(winningMoveNames(form).empty());
    }

    // THEORY.md §5: Abuku's examples, with the paper's last step corrected.
    void abukusExamples() {
        const auto coins = parseAll({"1", "w*2+4", "w*2+9", "w^2+w*4+16", "w^2+w*5+25"});
        const Exercise welter = transfiniteExercise(coins, false, Question::WinningMoves);
        QCOMPARE(questionText(welter), std::string("Find every winning move, or say there is none."));
        QCOMPARE(answerText(welter), std::string("Value ω+4; winning move: ω²+ω·5+25 → ω²+ω·4+30."));
        QCOMPARE(welter.answer.reasoning,
                 std::string("Each coin is ω·λ + m: the λ nim-add to 0 ⊕ 2 ⊕ 2 ⊕ (ω+4) ⊕ (ω+5) = 1, and the rows' Welter "
                             "functions to [1] ⊕ [4|9] ⊕ [16] ⊕ [25] = 1 ⊕ 12 ⊕ 16 ⊕ 25 = 4, so the value is ω+4. Value ω+4: "
                             "moving the coin on ω²+ω·5+25 to ω²+ω·4+30 leaves value 0, a loss for the opponent."));
        QCOMPARE(welter.answer.ordinalMoves.front().index, std::size_t{4});

        const auto heaps = parseAll({"1", "w*2+4", "w^2*3+9", "w^2*2+w*4+16", "w^2+w*5+25"});
        const Exercise nim = transfiniteExercise(heaps, true, Question::Winner);
        QCOMPARE(questionText(nim),
                 std::string("Who wins these transfinite Nim heaps with best play: the player to move, or the other player?"));
        QCOMPARE(answerText(nim), std::string("Nim-sum ω·3+5; winning move: heap 2, ω·2+4 → ω+1."));
        QVERIFY(nim.answer.reasoning.find("Nim-sum: 1 ⊕ (ω·2+4) ⊕ (ω²·3+9) ⊕ (ω²·2+ω·4+16) ⊕ (ω²+ω·5+25) = ω·3+5.") == 0);
        QVERIFY(nim.answer.reasoning.find("taking heap 2 from ω·2+4 to ω+1") != std::string::npos);

        const Exercise lost = transfiniteExercise(parseAll({"w+1", "w+1"}), true, Question::WinningMoves);
        QCOMPARE(answerText(lost), std::string("Nim-sum 0; winning moves: none."));
    }

    void questionsSpeakEachLanguage() {
        const Exercise f = animatingExercise("-2 ^3 +3 ^5", Question::Poles);
        const Exercise t = transfiniteExercise(parseAll({"1", "w"}), false, Question::Value);
        for (Language language : {Language::German, Language::French, Language::Spanish}) {
            QVERIFY(questionText(f, language) != questionText(f));
            QVERIFY(questionText(f, language).find("(((x − 2) ⊕ 3) + 3) ⊕ 5") != std::string::npos);
            QVERIFY(questionText(t, language) != questionText(t));
            QVERIFY(answerText(f, language) != answerText(f));
        }
        QCOMPARE(answerText(f, Language::German), std::string("Pole: -2, -1, 1."));
        QCOMPARE(answerText(transfiniteExercise(parseAll({"1", "w"}), false, Question::Value, Language::French), Language::French),
                 std::string("Valeur ω+1\u00A0; coup gagnant\u00A0: ω → 0."));
    }

    // The answer key's reasoning is the Animating functions page's sentences, in the sheet's language:
    // for every question, each language's reasoning is the core's sentences in that language, word for word.
    void reasoningSpeaksEachLanguage() {
        const char* f = "-2 ^3 +3 ^5";
        const char* g = "+2 ^3 -1 ^5";
        const animating::AnimatingFunction fn = animating::parse(f), gn = animating::parse(g);
        for (Language language : {Language::English, Language::German, Language::French, Language::Spanish}) {
            std::string poles;
            for (const animating::PoleOrigin& origin : animating::poleOrigins(fn))
                poles += (poles.empty() ? "" : " ") + animating::poleSentence(fn, origin, language);
            const std::string nim = animating::nimSentence(fn, "f", language);
            QCOMPARE(animatingExercise(f, Question::Poles, nullptr, language).answer.reasoning, poles);
            QCOMPARE(animatingExercise(f, Question::CanonicalForm, nullptr, language).answer.reasoning, poles + " " + nim);
            QCOMPARE(animatingExercise(f, Question::SameFunction, g, language).answer.reasoning,
                     animating::comparisonSentence(fn, gn, language));
            if (language != Language::English) {
                QVERIFY(poles != animatingExercise(f, Question::Poles).answer.reasoning);
                QVERIFY(animatingExercise(f, Question::SameFunction, g, language).answer.reasoning !=
                        animatingExercise(f, Question::SameFunction, g).answer.reasoning);
            }
        }
        // Without poles the reasoning is the Nim sentence alone.
        QCOMPARE(animatingExercise("^3", Question::Poles, nullptr, Language::German).answer.reasoning,
                 animating::nimSentence(animating::parse("^3"), "f", Language::German));
    }
};

QTEST_APPLESS_MAIN(ExercisesChapter13Test)
#include "tst_exercises_chapter13.moc"
