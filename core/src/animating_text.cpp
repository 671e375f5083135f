// The sentences about an animating function (see animating_text.h). Where a pole comes from is found
// by the same walk as the poles (animating_rings.h), here keeping the step and the value that reached it.
#include "homestead/animating_text.h"

#include "homestead/mating.h"

#include "animating_rings.h"

#include <algorithm>
#include <map>

namespace homestead::animating {

namespace {

std::string joinNumbers(const std::vector<Int128>& values, const char* separator) {
    std::string out;
    for (std::size_t i = 0; i < values.size(); ++i) out += (i ? separator : "") + toDecimal(values[i]);
    return out;
}

}  // namespace

std::size_t cancelledPoles(const AnimatingFunction& f, const AnimatingFunction& g) {
    const AnimatingFunction back = g.inverse();
    std::size_t count = 0;
    for (const Int128 p : f.poles()) count += std::binary_search(g.poles().begin(), g.poles().end(), back(p));
    return count;
}

std::vector<PoleOrigin> poleOrigins(const AnimatingFunction& f) {
    std::map<Int128, std::vector<Ring>> rings;
    for (const Int128 pole : f.poles()) rings[pole];
    detail::forEachRing(f.steps(), [&rings](Int128 x, std::size_t step, std::int64_t reaching) {
        if (auto it = rings.find(x); it != rings.end()) it->second.push_back({step, reaching});
    });
    std::vector<PoleOrigin> origins;
    for (auto& [pole, list] : rings) origins.push_back({pole, std::move(list)});
    return origins;
}

std::string stepFormula(const Step& step) {
    switch (step.kind) {
        case StepKind::Add: return "x + " + std::to_string(step.amount);
        case StepKind::Subtract: return "x \u2212 " + std::to_string(step.amount);
        case StepKind::Xor: return "x \u2295 " + std::to_string(step.amount);
    }
    return "x";
}

std::string formula(const AnimatingFunction& f) {
    std::string out = "x";
    for (const Step& step : f.steps()) out = (out == "x" ? out : "(" + out + ")") + stepFormula(step).substr(1);
    return out;
}

std::string ringingRange(const Step& step) {
    switch (step.kind) {
        case StepKind::Add: return std::to_string(-step.amount) + "\u2026-1";
        case StepKind::Subtract: return "0\u2026" + std::to_string(step.amount - 1);
        case StepKind::Xor: return "";
    }
    return "";
}

std::string canonicalSentence(const AnimatingFunction& f, const std::string& name) {
    return name + "(x) = " + f.canonicalForm();
}

std::string poleSentence(const AnimatingFunction& f, const PoleOrigin& origin, Language language) {
    std::string out = message(language, Msg::AnimPole, {toDecimal(origin.pole)});
    for (std::size_t i = 0; i < origin.rings.size(); ++i) {
        if (i) out += message(language, Msg::Semicolon) + ' ';
        const Ring& r = origin.rings[i];
        const Step& step = f.steps()[r.step];
        out += message(language, Msg::AnimRing,
                       {std::to_string(r.step + 1), stepFormula(step), toDecimal(r.reaching), ringingRange(step)});
    }
    if (origin.rings.size() > 1) out += message(language, Msg::AnimRingsOdd, {std::to_string(origin.rings.size())});
    return out + '.';
}

std::string nimSentence(const AnimatingFunction& f, const std::string& name, Language language) {
    const Int128 atZero = f(0);
    std::string out = message(language, Msg::AnimNimAtZero, {name, toDecimal(atZero)});
    if (f.poles().empty()) return out + message(language, Msg::AnimNimNoPoles, {toDecimal(f.nim())});
    std::vector<Int128> terms{atZero};
    std::string mates;
    for (const Int128 p : f.poles()) {
        terms.push_back(mateWide(0, p));
        mates += " \u2295 (0|" + toDecimal(p) + ")";
    }
    return out + message(language, Msg::AnimNimSum, {name, mates, joinNumbers(terms, " \u2295 "), toDecimal(f.nim())});
}

std::string weltSentence(const AnimatingFunction& f, const std::string& name, Language language) {
    const std::optional<Int128> welt = f.welt();
    if (!welt) return message(language, Msg::AnimNoWelt, {name, toDecimal(f.nim())});
    if (f.poles().empty()) return message(language, Msg::AnimIdentity, {name});
    return message(language, Msg::AnimWelt, {name, joinNumbers(f.poles(), "|"), toDecimal(*welt)});
}

std::string comparisonSentence(const AnimatingFunction& f, const AnimatingFunction& g, Language language) {
    if (f.poles() == g.poles() && f.nim() == g.nim()) {
        const std::string poles = f.poles().empty() ? message(language, Msg::AnimNoPoles)
                                                    : message(language, Msg::AnimSamePoles, {joinNumbers(f.poles(), ", ")});
        return message(language, Msg::AnimEqual, {poles, toDecimal(f.nim())});
    }
    for (const Int128 p : f.poles())
        if (!std::binary_search(g.poles().begin(), g.poles().end(), p))
            return message(language, Msg::AnimPoleOfFOnly, {toDecimal(p)});
    for (const Int128 p : g.poles())
        if (!std::binary_search(f.poles().begin(), f.poles().end(), p))
            return message(language, Msg::AnimPoleOfGOnly, {toDecimal(p)});
    return message(language, Msg::AnimNimsDiffer, {toDecimal(f.nim()), toDecimal(g.nim()), toDecimal(f.nim() ^ g.nim())});
}

std::string compositionSentence(const AnimatingFunction& f, const AnimatingFunction& g, Language language) {
    const AnimatingFunction h = f.compose(g);
    std::string out = message(language, Msg::AnimComposition,
                              {h.canonicalForm(), toDecimal(f.nim()), toDecimal(g.nim()), toDecimal(h.nim())});
    const std::optional<Int128> wf = f.welt(), wg = g.welt(), wh = h.welt();
    if (wf && wg && wh) {
        if ((*wf ^ *wg) == *wh) {
            out += message(language, Msg::AnimWeltSum, {toDecimal(*wf), toDecimal(*wg), toDecimal(*wh)});
        } else {  // poles cancelled: each doubled pole changes the Welt by ⊕ -1 (THEORY.md §4)
            const std::size_t cancelled = cancelledPoles(f, g);
            out += countMessage(language, Msg::AnimWeltCancelled, cancelled,
                                {toDecimal(*wh), toDecimal(*wf), toDecimal(*wg), std::to_string(cancelled)});
        }
    }
    return out + '.';
}

AnimatingReport describe(const AnimatingFunction& f, Int128 from, Int128 to, const std::string& name, Language language) {
    AnimatingReport report;
    report.function = f;
    report.canonical = canonicalSentence(f, name);
    report.poles = poleOrigins(f);
    for (const PoleOrigin& origin : report.poles) report.poleSentences.push_back(poleSentence(f, origin, language));
    report.nim = nimSentence(f, name, language);
    report.welt = weltSentence(f, name, language);
    report.from = from;
    to = std::min(to, from + (kMaxGraphPoints - 1));
    for (Int128 x = from; x <= to; ++x) report.values.push_back(f(x));
    return report;
}

}  // namespace homestead::animating
