// The sentences about an animating function (see animating_text.h). Where a pole comes from is found
// by the same walk as the poles (animating_rings.h), here keeping the step and the value that reached it.
#include "homestead/animating_text.h"

#include "homestead/mating.h"

#include "animating_rings.h"

#include <algorithm>
#include <map>
#include <sstream>

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

std::string poleSentence(const AnimatingFunction& f, const PoleOrigin& origin) {
    std::ostringstream out;
    out << "Pole " << toDecimal(origin.pole) << ": ";
    const auto ring = [&](const Ring& r) {
        const Step& step = f.steps()[r.step];
        out << "step " << r.step + 1 << " (" << stepFormula(step) << ") rings the carry bell there, because the value "
            << "reaching it, " << toDecimal(r.reaching) << ", is in " << ringingRange(step);
    };
    for (std::size_t i = 0; i < origin.rings.size(); ++i) {
        if (i) out << "; ";
        ring(origin.rings[i]);
    }
    if (origin.rings.size() > 1)
        out << ". The bell rings " << origin.rings.size() << " times there: an odd number, so it stays a pole";
    out << '.';
    return out.str();
}

std::string nimSentence(const AnimatingFunction& f, const std::string& name) {
    std::ostringstream out;
    const Int128 atZero = f(0);
    out << "The Nim is what is left at x = 0: " << name << "(0) = " << toDecimal(atZero);
    if (f.poles().empty()) {
        out << ", and there are no poles, so the Nim is " << toDecimal(f.nim()) << '.';
        return out.str();
    }
    std::vector<Int128> terms{atZero};
    std::string mates;
    for (const Int128 p : f.poles()) {
        terms.push_back(mateWide(0, p));
        mates += " \u2295 (0|" + toDecimal(p) + ")";
    }
    out << ", so N = " << name << "(0)" << mates << " = " << joinNumbers(terms, " \u2295 ") << " = " << toDecimal(f.nim())
        << '.';
    return out.str();
}

std::string weltSentence(const AnimatingFunction& f, const std::string& name) {
    const std::optional<Int128> welt = f.welt();
    if (!welt) return "No Welt: the Nim of " + name + " is " + toDecimal(f.nim()) + ", not 0.";
    if (f.poles().empty()) return "The Nim is 0 and there are no poles: " + name + " is the identity, and its Welt is 0.";
    return "The Nim is 0, so " + name + " has a Welt: [" + joinNumbers(f.poles(), "|") + "] = " + toDecimal(*welt) +
           ", the Welter function of its poles.";
}

std::string comparisonSentence(const AnimatingFunction& f, const AnimatingFunction& g) {
    if (f.poles() == g.poles() && f.nim() == g.nim()) {
        const std::string poles = f.poles().empty() ? "no poles" : "the same poles (" + joinNumbers(f.poles(), ", ") + ")";
        return "f = g: " + poles + " and the same Nim " + toDecimal(f.nim()) +
               ", so the same function (Theorem 78: poles and Nim determine it).";
    }
    for (const Int128 p : f.poles())
        if (!std::binary_search(g.poles().begin(), g.poles().end(), p))
            return "f \u2260 g: " + toDecimal(p) + " is a pole of f but not of g, so f(x) and g(x) differ somewhere.";
    for (const Int128 p : g.poles())
        if (!std::binary_search(f.poles().begin(), f.poles().end(), p))
            return "f \u2260 g: " + toDecimal(p) + " is a pole of g but not of f, so f(x) and g(x) differ somewhere.";
    return "f \u2260 g: the same poles, but the Nims differ (" + toDecimal(f.nim()) + " and " + toDecimal(g.nim()) +
           "), so f(x) \u2295 g(x) = " + toDecimal(f.nim() ^ g.nim()) + " for every x.";
}

std::string compositionSentence(const AnimatingFunction& f, const AnimatingFunction& g) {
    const AnimatingFunction h = f.compose(g);
    std::string out = "f\u2218g (g first, then f): f\u2218g(x) = " + h.canonicalForm() + ". Its Nim is the nim-sum of theirs: " +
                      toDecimal(f.nim()) + " \u2295 " + toDecimal(g.nim()) + " = " + toDecimal(h.nim());
    const std::optional<Int128> wf = f.welt(), wg = g.welt(), wh = h.welt();
    if (wf && wg && wh) {
        if ((*wf ^ *wg) == *wh)
            out += ", and so is its Welt: " + toDecimal(*wf) + " \u2295 " + toDecimal(*wg) + " = " + toDecimal(*wh);
        else  // poles cancelled: each doubled pole changes the Welt by ⊕ -1 (THEORY.md §4)
            out += "; its Welt " + toDecimal(*wh) + " is " + toDecimal(*wf) + " \u2295 " + toDecimal(*wg) + " \u2295 -1, because " +
                   std::to_string(cancelledPoles(f, g)) + " poles cancel in f\u2218g, and each doubled pole changes the Welt by "
                   "\u2295 -1 (Conway's \"minor irritation\")";
    }
    return out + '.';
}

AnimatingReport describe(const AnimatingFunction& f, Int128 from, Int128 to, const std::string& name) {
    AnimatingReport report;
    report.function = f;
    report.canonical = canonicalSentence(f, name);
    report.poles = poleOrigins(f);
    for (const PoleOrigin& origin : report.poles) report.poleSentences.push_back(poleSentence(f, origin));
    report.nim = nimSentence(f, name);
    report.welt = weltSentence(f, name);
    report.from = from;
    to = std::min(to, from + (kMaxGraphPoints - 1));
    for (Int128 x = from; x <= to; ++x) report.values.push_back(f(x));
    return report;
}

}  // namespace homestead::animating
