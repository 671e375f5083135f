// `homestead-cli exercises --kind animating|transfinite --json` as a child process (issue 41): every
// answer of several seeded sheets is recomputed here and must agree.
//  - Animating functions: the steps printed are parsed again and the canonical form, poles and Nim
//    compared with the core's (animating.h); then, without the core, the steps are applied by hand
//    to every x in −200…200 and the result compared with x ⊕ (x|p1) ⊕ … ⊕ N built from the printed
//    poles and Nim, the poles compared with the x at which the carry bell rings an odd number of
//    times (counted step by step), and "same_function" compared with f(x) = g(x) on the whole window.
//  - Transfinite positions: the value is the core's (transfinite.h) and, independently, ω·(λ1 ⊕ …) +
//    ⊕ of the rows' Welter functions by their definition (THEORY.md §5) or the coefficient-wise ⊕ of
//    the heaps; the good moves are exactly those found by trying every move to a square
//    ω²·k + ω·l + m with k no more than the coin's, l < 8 and m < 128 (a window that holds every
//    answer at these sizes: the ω-parts stay below 8 and the finite parts below 64) and keeping
//    those after which the core's value is 0.
// No game-tree searcher for ordinals exists (a coin on ω has infinitely many moves), so the window
// is the exhaustive check. The sheets are the same for the same seed, and --lang changes the
// questions only.
#include <QtTest>

#include "../cli_process.h"
#include "../core/int128_qtest.h"
#include "homestead/animating.h"
#include "homestead/animating_text.h"
#include "homestead/ordinal.h"
#include "homestead/transfinite.h"
#include "homestead/welter.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <functional>
#include <map>
#include <regex>
#include <set>
#include <sstream>

using namespace homestead;
using Json = nlohmann::ordered_json;

namespace {

constexpr int kSeeds[] = {1, 2, 3, 17, 2026};
constexpr std::int64_t kWindow = 200;  // x in −200…200

std::vector<std::string> keys(const Json& j) {
    std::vector<std::string> out;
    for (auto it = j.begin(); it != j.end(); ++it) out.push_back(it.key());
    return out;
}

Json sheet(const char* kind, int seed, int count, const char* language = nullptr) {
    QStringList args{"exercises", "--kind", kind, "--count", QString::number(count), "--seed", QString::number(seed), "--json"};
    if (language) args << "--lang" << language;
    const CliResult r = runCli(args);
    if (r.status != 0 || !r.err.isEmpty() || r.out.count('\n') != 1) return Json();
    return Json::parse(r.out.toStdString());
}

// One animating step applied by hand: "+3", "-2", "^5".
struct HandStep {
    char op;
    std::int64_t amount;
};
std::vector<HandStep> handSteps(const std::string& text) {
    std::vector<HandStep> steps;
    std::istringstream in(text);
    for (std::string word; in >> word;) steps.push_back({word[0], std::stoll(word.substr(1))});
    return steps;
}
std::int64_t applyByHand(const std::vector<HandStep>& steps, std::int64_t x) {
    for (const HandStep& s : steps) x = s.op == '+' ? x + s.amount : s.op == '-' ? x - s.amount : x ^ s.amount;
    return x;
}
// Where the infinite carry bell rings an odd number of times: x − a rings when 0 ≤ value < a,
// x + a when −a ≤ value < 0, ⊕ never.
bool ringsOddly(const std::vector<HandStep>& steps, std::int64_t x) {
    int rings = 0;
    for (const HandStep& s : steps) {
        if (s.op == '-' && x >= 0 && x < s.amount) ++rings;
        if (s.op == '+' && x >= -s.amount && x < 0) ++rings;
        x = s.op == '+' ? x + s.amount : s.op == '-' ? x - s.amount : x ^ s.amount;
    }
    return rings % 2 == 1;
}
// (x|y) = d ⊕ (d − 1) for d = x ⊕ y, and (x|x) = −1.
std::int64_t mate(std::int64_t x, std::int64_t y) {
    const std::int64_t d = x ^ y;
    return d == 0 ? -1 : d ^ (d - 1);
}
std::int64_t canonicalByHand(const std::vector<std::int64_t>& poles, std::int64_t nim, std::int64_t x) {
    std::int64_t v = x ^ nim;
    for (std::int64_t p : poles) v ^= mate(x, p);
    return v;
}
// The poles and the Nim read back from the printed canonical form "x ⊕ (x|-2) ⊕ (x|1) ⊕ 6".
std::pair<std::vector<std::int64_t>, std::int64_t> readCanonical(const std::string& form) {
    std::vector<std::int64_t> poles;
    static const std::regex pole(R"(\(x\|(-?\d+)\))");
    for (auto it = std::sregex_iterator(form.begin(), form.end(), pole); it != std::sregex_iterator(); ++it)
        poles.push_back(std::stoll((*it)[1]));
    std::smatch last;
    static const std::regex nim(R"(⊕ (-?\d+)$)");
    return {poles, std::regex_search(form, last, nim) ? std::stoll(last[1]) : 0};
}

std::vector<Ordinal> ordinalsOf(const Json& list) {
    std::vector<Ordinal> out;
    for (const Json& o : list) out.push_back(Ordinal::parse(o.get<std::string>()));
    return out;
}

// THEORY.md §5 from the definition: ω·(λ1 ⊕ … ⊕ λn) + ⊕ over the rows of their Welter functions.
Ordinal welterValueByRows(const std::vector<Ordinal>& coins) {
    std::map<Ordinal, std::vector<welter::Square>> rows;
    Ordinal lambdas;
    for (const Ordinal& c : coins) {
        rows[c.divideByOmega()].push_back(c.finitePart());
        lambdas = nimAdd(lambdas, c.divideByOmega());
    }
    std::int64_t finite = 0;
    for (auto& [lambda, squares] : rows) {
        std::sort(squares.begin(), squares.end());
        finite ^= welter::valueByDefinition(squares);
    }
    return lambdas.timesOmegaPlus(finite);
}

Ordinal nimSumByCoefficients(const std::vector<Ordinal>& heaps) {
    std::vector<std::int64_t> c;
    for (const Ordinal& h : heaps) {
        c.resize(std::max(c.size(), h.coefficients().size()));
        for (std::size_t k = 0; k < h.coefficients().size(); ++k) c[k] ^= h.coefficients()[k];
    }
    return Ordinal::fromCoefficients(c);
}

struct Found {
    std::size_t index;
    Ordinal from, to;
};
// Every move of the position into the window that leaves value (or nim-sum) 0, by trying them all;
// Welter in the core's order (by from, then to), Nim in heap order.
std::vector<Found> movesToZeroByTrying(const std::vector<Ordinal>& position, bool nim) {
    std::vector<Found> found;
    const std::set<Ordinal> taken(position.begin(), position.end());
    for (std::size_t i = 0; i < position.size(); ++i)
        for (std::int64_t k = 0; k <= position[i].coefficient(2); ++k)
            for (std::int64_t l = 0; l < 8; ++l)
                for (std::int64_t m = 0; m < 128; ++m) {
                    const Ordinal to = Ordinal::fromCoefficients({m, l, k});
                    if (!(to < position[i]) || (!nim && taken.count(to))) continue;
                    std::vector<Ordinal> after = position;
                    after[i] = to;
                    if ((nim ? transfinite::nimSum(after) : transfinite::welterValue(after)).isZero())
                        found.push_back({i, position[i], to});
                }
    if (!nim)
        std::sort(found.begin(), found.end(),
                  [](const Found& a, const Found& b) { return a.from != b.from ? a.from < b.from : a.to < b.to; });
    return found;
}

}  // namespace

class ExercisesChapter13CliTest : public QObject {
    Q_OBJECT
private slots:
    void animatingAnswersAreTheCoresAndTheSteps() {
        int exercises = 0, same = 0, different = 0, canonicalQuestions = 0, poleQuestions = 0;
        for (int seed : kSeeds) {
            const Json s = sheet("animating", seed, 12);
            QVERIFY2(!s.is_null(), "the command failed");
            QCOMPARE(keys(s), (std::vector<std::string>{"seed", "exercises"}));
            QCOMPARE(s["exercises"].size(), std::size_t{12});
            for (const Json& ex : s["exercises"]) {
                ++exercises;
                const bool pair = ex.contains("other_steps");
                QCOMPARE(keys(ex), pair ? (std::vector<std::string>{"kind", "question", "steps", "other_steps", "answer"})
                                        : (std::vector<std::string>{"kind", "question", "steps", "answer"}));
                QCOMPARE(ex["kind"].get<std::string>(), std::string("animating"));
                const Json& answer = ex["answer"];
                QCOMPARE(keys(answer), pair ? (std::vector<std::string>{"canonical", "poles", "nim", "other_canonical",
                                                                        "other_poles", "other_nim", "same_function"})
                                            : (std::vector<std::string>{"canonical", "poles", "nim"}));
                const std::string steps = ex["steps"].get<std::string>();
                const animating::AnimatingFunction f = animating::parse(steps);
                QVERIFY(f.steps().size() >= 2 && f.steps().size() <= 4);
                const std::string question = ex["question"].get<std::string>();
                QVERIFY2(question.find("f(x) = " + animating::formula(f)) != std::string::npos, question.c_str());
                if (question.find("poles of") != std::string::npos) ++poleQuestions;
                if (question.find("Write f(x)") != std::string::npos) ++canonicalQuestions;

                // the core's own functions
                const auto poles = answer["poles"].get<std::vector<std::int64_t>>();
                const auto nim = answer["nim"].get<std::int64_t>();
                QCOMPARE(answer["canonical"].get<std::string>(), f.canonicalForm());
                QCOMPARE(std::vector<Int128>(poles.begin(), poles.end()), f.poles());
                QCOMPARE(Int128{nim}, f.nim());
                QCOMPARE(readCanonical(answer["canonical"].get<std::string>()), std::make_pair(poles, nim));

                // by hand, on a window of integers
                const std::vector<HandStep> byHand = handSteps(steps);
                std::vector<std::int64_t> ringing;
                for (std::int64_t x = -kWindow; x <= kWindow; ++x) {
                    QCOMPARE(applyByHand(byHand, x), canonicalByHand(poles, nim, x));
                    if (ringsOddly(byHand, x)) ringing.push_back(x);
                }
                QCOMPARE(ringing, poles);  // every pole lies well inside the window (amounts of at most 5)

                if (!pair) continue;
                QVERIFY2(question.find("g(x) = " + animating::formula(animating::parse(ex["other_steps"].get<std::string>()))) !=
                             std::string::npos,
                         question.c_str());
                const animating::AnimatingFunction g = animating::parse(ex["other_steps"].get<std::string>());
                QVERIFY(g.steps() != f.steps());
                QCOMPARE(answer["other_canonical"].get<std::string>(), g.canonicalForm());
                const auto otherPoles = answer["other_poles"].get<std::vector<std::int64_t>>();
                QCOMPARE(std::vector<Int128>(otherPoles.begin(), otherPoles.end()), g.poles());
                QCOMPARE(Int128{answer["other_nim"].get<std::int64_t>()}, g.nim());
                const std::vector<HandStep> otherByHand = handSteps(ex["other_steps"].get<std::string>());
                bool equalOnWindow = true;
                for (std::int64_t x = -kWindow; x <= kWindow; ++x) equalOnWindow &= applyByHand(byHand, x) == applyByHand(otherByHand, x);
                const bool sameFunction = answer["same_function"].get<bool>();
                QCOMPARE(sameFunction, equalOnWindow);
                QCOMPARE(sameFunction, f.poles() == g.poles() && f.nim() == g.nim());
                ++(sameFunction ? same : different);
            }
        }
        QCOMPARE(exercises, 60);
        QVERIFY2(same >= 3 && different >= 3, "both answers to 'are f and g the same?' come up");
        QVERIFY(canonicalQuestions >= 5 && poleQuestions >= 5);
    }

    void transfiniteAnswersAreTheCoresAndTheDefinitions() {
        int exercises = 0, welterPositions = 0, nimPositions = 0, withoutMoves = 0, infinite = 0;
        for (int seed : kSeeds) {
            const Json s = sheet("transfinite", seed, 12);
            QVERIFY2(!s.is_null(), "the command failed");
            QCOMPARE(s["exercises"].size(), std::size_t{12});
            for (const Json& ex : s["exercises"]) {
                ++exercises;
                QCOMPARE(ex["kind"].get<std::string>(), std::string("transfinite"));
                const bool nim = ex.contains("heaps");
                QCOMPARE(keys(ex), (std::vector<std::string>{"kind", "question", nim ? "heaps" : "coins", "answer"}));
                QCOMPARE(keys(ex["answer"]), (std::vector<std::string>{"value", "winning_moves"}));
                const std::vector<Ordinal> position = ordinalsOf(ex[nim ? "heaps" : "coins"]);
                QVERIFY(position.size() >= 2 && position.size() <= 5);
                infinite += std::any_of(position.begin(), position.end(), [](const Ordinal& o) { return !o.isFinite(); });
                const Ordinal value = Ordinal::parse(ex["answer"]["value"].get<std::string>());
                if (nim) {
                    ++nimPositions;
                    QVERIFY(std::none_of(position.begin(), position.end(), [](const Ordinal& o) { return o.isZero(); }));
                    QCOMPARE(value, transfinite::nimSum(position));
                    QCOMPARE(value, nimSumByCoefficients(position));
                } else {
                    ++welterPositions;
                    QVERIFY(std::adjacent_find(position.begin(), position.end(), std::greater_equal<>()) == position.end());
                    QCOMPARE(value, transfinite::welterValue(position));
                    QCOMPARE(value, welterValueByRows(position));
                }
                const Json& moves = ex["answer"]["winning_moves"];
                const std::vector<Found> expected = movesToZeroByTrying(position, nim);
                QCOMPARE(moves.size(), expected.size());
                QCOMPARE(moves.empty(), value.isZero());
                if (moves.empty()) ++withoutMoves;
                for (std::size_t i = 0; i < expected.size(); ++i) {
                    const Json& m = moves[i];
                    QCOMPARE(keys(m), nim ? (std::vector<std::string>{"heap", "from", "to"}) : (std::vector<std::string>{"from", "to"}));
                    if (nim) QCOMPARE(m["heap"].get<std::size_t>(), expected[i].index);
                    QCOMPARE(Ordinal::parse(m["from"].get<std::string>()), expected[i].from);
                    QCOMPARE(Ordinal::parse(m["to"].get<std::string>()), expected[i].to);
                    // and the core agrees that the move leaves value 0
                    std::vector<Ordinal> after = position;
                    after[expected[i].index] = expected[i].to;
                    QVERIFY(nim ? transfinite::nimSum(after).isZero() : transfinite::welterValue(after).isZero());
                }
            }
        }
        QCOMPARE(exercises, 60);
        QCOMPARE(infinite, 60);  // every position has a coin or heap at ω or beyond
        QVERIFY(welterPositions >= 10 && nimPositions >= 10);
        QVERIFY2(withoutMoves >= 3, "P-positions come up");
    }

    void sameSeedSameSheetAndLanguageChangesOnlyTheQuestions() {
        for (const char* kind : {"animating", "transfinite"}) {
            const Json english = sheet(kind, 99, 9);
            QVERIFY(!english.is_null());
            QCOMPARE(sheet(kind, 99, 9), english);
            QVERIFY(sheet(kind, 100, 9) != english);
            for (const char* language : {"de", "fr", "es"}) {
                Json translated = sheet(kind, 99, 9, language);
                QVERIFY(!translated.is_null());
                Json plain = english;
                for (std::size_t i = 0; i < plain["exercises"].size(); ++i) {
                    QVERIFY(translated["exercises"][i]["question"] != plain["exercises"][i]["question"]);
                    translated["exercises"][i]["question"] = plain["exercises"][i]["question"] = "";
                }
                QCOMPARE(translated, plain);
            }
        }
    }

    void anUnknownKindNamesTheNewOnes() {
        const CliResult r = runCli({"exercises", "--kind", "ordinal", "--json"});
        QCOMPARE(r.status, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains("animating") && r.err.contains("transfinite"), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(ExercisesChapter13CliTest)
#include "tst_exercises_chapter13_cli.moc"
