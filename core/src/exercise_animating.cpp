// Exercises on animating functions: drawing f (and g) and the answer (see exercise_chapter13.h).
// The list of functions is built once, on first use, in a fixed order, so a seed draws the same
// functions everywhere; building it finds each function's poles once (about 5,900 functions of at
// most 4 steps and 20 ring points each), and a draw scans it at most once.
#include "exercise_chapter13.h"

#include "homestead/animating_text.h"

#include <map>
#include <utility>

namespace homestead::exercises::chapter13 {

namespace {

using animating::AnimatingFunction;
using animating::Step;
using animating::StepKind;

constexpr int kMaxAmount = 5;
constexpr std::size_t kFewestSteps = 2, kMostSteps = 4;

using Canonical = std::pair<std::vector<Int128>, Int128>;  // poles and Nim: the function itself

struct FunctionList {
    std::vector<AnimatingFunction> functions;
    std::vector<std::size_t> byLength[kMostSteps + 1];      // indices into functions, by their number of steps
    std::map<Canonical, std::vector<std::size_t>> byCanonical;  // the functions equal to each other
};

Canonical canonicalOf(const AnimatingFunction& f) { return {f.poles(), f.nim()}; }

// Every function of `length` steps that begins with `steps` and alternates + or − with ⊕.
void extend(std::vector<Step>& steps, std::size_t length, bool arithmetic, FunctionList& list) {
    if (steps.size() == length) {
        list.byLength[length].push_back(list.functions.size());
        list.functions.emplace_back(steps);
        list.byCanonical[canonicalOf(list.functions.back())].push_back(list.byLength[length].back());
        return;
    }
    const std::vector<StepKind> kinds = arithmetic ? std::vector<StepKind>{StepKind::Add, StepKind::Subtract}
                                                   : std::vector<StepKind>{StepKind::Xor};
    for (std::int64_t amount = 1; amount <= kMaxAmount; ++amount)
        for (StepKind kind : kinds) {
            steps.push_back({kind, amount});
            extend(steps, length, !arithmetic, list);
            steps.pop_back();
        }
}

const FunctionList& functionList() {
    static const FunctionList list = [] {
        FunctionList l;
        std::vector<Step> steps;
        for (std::size_t length = kFewestSteps; length <= kMostSteps; ++length)
            for (bool arithmeticFirst : {true, false}) extend(steps, length, arithmeticFirst, l);
        return l;
    }();
    return list;
}

std::string poleReasons(const AnimatingFunction& f, Language language) {
    std::string out;
    for (const animating::PoleOrigin& origin : animating::poleOrigins(f))
        out += (out.empty() ? "" : " ") + animating::poleSentence(f, origin, language);
    return out;
}

}  // namespace

void drawAnimatingFunction(Exercise& ex, SeededRandom& rng) {
    const std::size_t length = ex.difficulty == Difficulty::Trees    ? kFewestSteps
                               : ex.difficulty == Difficulty::Cycles ? kFewestSteps + 1
                                                                     : kMostSteps;
    const FunctionList& list = functionList();
    const std::vector<std::size_t>& ids = list.byLength[length];
    ex.function = list.functions[ids[rng.below(ids.size())]];
}

void drawOtherFunction(Exercise& ex, SeededRandom& rng) {
    const FunctionList& list = functionList();
    const Canonical key = canonicalOf(ex.function);
    std::vector<std::size_t> same, sameNim;
    for (std::size_t id : list.byCanonical.at(key))
        if (list.functions[id].steps() != ex.function.steps()) same.push_back(id);
    const bool equal = rng.chance(1, 2) && !same.empty();
    if (!equal)
        for (std::size_t id = 0; id < list.functions.size(); ++id)
            if (list.functions[id].nim() == key.second && list.functions[id].poles() != key.first) sameNim.push_back(id);
    const std::vector<std::size_t>& from = equal ? same : sameNim;
    if (!from.empty()) {
        ex.other = list.functions[from[rng.below(from.size())]];
        return;
    }
    // No function of the list shares f's Nim with other poles: one that differs by its Nim.
    ex.other = ex.function.compose(AnimatingFunction({{StepKind::Xor, 1}}));
}

void solveAnimating(Exercise& ex, Language language) {
    Answer& a = ex.answer;
    const AnimatingFunction& f = ex.function;
    a.canonical = f.canonicalForm();
    a.poles = f.poles();
    a.nim = f.nim();
    if (ex.other) {
        a.otherCanonical = ex.other->canonicalForm();
        a.otherPoles = ex.other->poles();
        a.otherNim = ex.other->nim();
        a.sameFunction = a.poles == a.otherPoles && a.nim == a.otherNim;
    }
    switch (ex.question) {
    case Question::SameFunction:
        a.reasoning = ex.other ? animating::comparisonSentence(f, *ex.other, language) : std::string();
        break;
    case Question::Poles:
        a.reasoning = f.poles().empty() ? animating::nimSentence(f, "f", language) : poleReasons(f, language);
        break;
    default:
        a.reasoning = poleReasons(f, language) + (f.poles().empty() ? "" : " ") + animating::nimSentence(f, "f", language);
        break;
    }
}

}  // namespace homestead::exercises::chapter13
