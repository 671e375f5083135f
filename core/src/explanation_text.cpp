// The sentences of explanation_text.h. Numbers are written as a student writes them by hand.
#include "homestead/explanation_text.h"

#include "homestead/concyclic.h"
#include "homestead/display_text.h"
#include "homestead/outcome_text.h"

#include <algorithm>
#include <bit>
#include <map>

namespace homestead::text {
namespace {

// The numbers with `sep` between them. A list longer than kTermsListed is shortened: a run of three
// or more equal numbers is written "1 ⊕ … ⊕ 1 (25 of them)", and past kTermsListed written terms
// the rest is counted: "… 40 more" (a node carrying 3000 loops had a tooltip of 3000 terms that
// covered the screen). `decorate`, if given, writes the i-th number.
std::string joined(std::span<const std::uint64_t> numbers, const char* sep,
                   const std::function<std::string(std::size_t, const std::string&)>& decorate = {}) {
    auto write = [&](std::size_t i) {
        const std::string n = std::to_string(numbers[i]);
        return decorate ? decorate(i, n) : n;
    };
    std::string out;
    const bool shorten = numbers.size() > kTermsListed;
    std::size_t written = 0, i = 0;
    while (i < numbers.size()) {
        if (shorten && written >= kTermsListed) {
            out += sep + std::string("… ") + std::to_string(numbers.size() - i) + " more";
            break;
        }
        std::size_t run = 1;
        while (shorten && i + run < numbers.size() && numbers[i + run] == numbers[i]) ++run;
        if (i) out += sep;
        if (run >= 3) {
            out += write(i);
            out += sep + std::string("…") + sep + write(i + run - 1) + " (" + std::to_string(run) + " of them)";
            written += 3;
        } else {
            out += write(i);
            run = 1;
            ++written;
        }
        i += run;
    }
    return out;
}

// How many of `all` items a list writes, and what it says of the rest (" and 2988 more", or nothing).
std::size_t listed(std::size_t all) { return std::min(all, kTermsListed); }
std::string andMore(std::size_t all) {
    return all > kTermsListed ? " and " + std::to_string(all - kTermsListed) + " more" : std::string();
}

// The words of `all` items, item(i) each, as a sentence lists them: "a, b and c", and past
// kTermsListed "a, b, … l and 2988 more".
std::string wordsOf(std::size_t all, const std::function<std::string(std::size_t)>& item) {
    std::vector<std::string> words;
    for (std::size_t i = 0; i < listed(all); ++i) words.push_back(item(i));
    if (all > kTermsListed) words.push_back(std::to_string(all - kTermsListed) + " more");
    return wordList(words);
}

std::string list(const std::vector<std::uint64_t>& numbers) {
    return wordsOf(numbers.size(), [&](std::size_t i) { return std::to_string(numbers[i]); });
}

std::string shownName(const Picture& picture, EdgeId id) {
    return displayText(picture.edge(id).name, std::string::npos);
}

// A letter is a letter (Conway's p, q, r); a longer name is a word for a thing ("trunk").
bool namedByWord(const std::string& name) { return name.size() > 2; }

// "left branch, edge 3" or "edge 3".
std::string tag(const Picture& picture, EdgeId id) {
    const std::string name = shownName(picture, id);
    return name.empty() ? "edge " + std::to_string(id) : name + ", edge " + std::to_string(id);
}

std::string ids(const std::vector<EdgeId>& edges) {
    std::vector<std::int64_t> v(edges.begin(), edges.end());
    return numberList(v);
}

}  // namespace

std::string edgeName(const Picture& picture, EdgeId id) {
    const std::string name = shownName(picture, id);
    if (name.empty()) return "edge " + std::to_string(id);
    return (namedByWord(name) ? "the " + name : name) + " (edge " + std::to_string(id) + ")";
}

std::string stressSum(std::span<const std::uint64_t> terms, bool onCycle, bool loop,
                      const std::function<std::string(std::size_t, const std::string&)>& decorate) {
    if (loop) return "1 (a loop)";
    if (onCycle) return "1 (on a cycle: a loop after collapsing)";
    if (terms.empty()) return "1 + 0 (it supports nothing)";
    const std::string sum = joined(terms, " ⊕ ", decorate);
    return terms.size() == 1 ? "1 + " + sum : "1 + (" + sum + ")";
}

std::string weightSentence(std::uint64_t stress) {
    if (stress == 0) return "Its weight is 0.";
    const int v = std::countr_zero(stress);
    const std::uint64_t weight = weightOfStress(stress);
    const std::string s = std::to_string(stress), w = std::to_string(weight);
    const std::string formula = " (the formula: (" + s + "|0) = 2^(" + std::to_string(v) + "+1) − 1 = " + w + ").";
    if (v == 0) return s + " is odd, so its weight is 1" + formula;
    const std::string power = std::to_string(std::uint64_t(1) << v);
    return s + " = " + power + " × " + std::to_string(stress >> v) + ", so the largest power of 2 dividing it is " +
           power + " and its weight is 2 × " + power + " − 1 = " + w + formula;
}

std::string loadSentence(std::size_t falls) {
    if (falls == 0) return "chopping it drops nothing else";
    if (falls == 1) return "chopping it drops 1 more edge";
    return "chopping it drops " + std::to_string(falls) + " more edges";
}

std::string valueAfterChopSentence(std::uint64_t after) {
    if (after == 0) return "Chopping it leaves value 0: a winning move.";
    return "Chopping it leaves value " + std::to_string(after) + ": a losing move (the opponent then wins).";
}

namespace {

// How the climb calls an edge. A word names a thing and goes before its stress, as Conway writes
// it ("the trunk 15"); a letter or no name is an edge, its stress in brackets ("edge a (3)",
// "edge 7 (3)"), so a letter never reads as a word ("the a 3").

std::string climbSubject(const Picture& picture, const ClimbStep& s, bool first) {
    const std::string name = shownName(picture, s.edge);
    if (namedByWord(name)) return first ? "the " + name + " " + std::to_string(s.stress) : "the " + std::to_string(s.stress);
    return "edge " + (name.empty() ? std::to_string(s.edge) : name) + " (" + std::to_string(s.stress) + ")";
}

std::string climbCarrier(const Picture& picture, const ClimbStep& s) {
    const std::string name = shownName(picture, s.edge);
    if (namedByWord(name)) return "the " + name;
    return "edge " + (name.empty() ? std::to_string(s.edge) : name);
}

}  // namespace

namespace {

// The terms at a step's lower end other than its own edge: atLowerEnd with its stress taken once.
std::vector<std::uint64_t> otherTerms(const ClimbStep& s) {
    std::vector<std::uint64_t> rest = s.atLowerEnd;
    if (const auto own = std::find(rest.begin(), rest.end(), s.stress); own != rest.end()) rest.erase(own);
    return rest;
}

// "6 ⊕ 4 ⊕ 1 = 11", shortened past kTermsListed terms (joined), with its total.
std::string sumOf(const std::vector<std::uint64_t>& terms, std::uint64_t total) {
    return joined(terms, " ⊕ ") + " = " + std::to_string(total);
}

// What the other terms at the ground make, ending in ", so ": "the other stresses at the ground make
// 6 ⊕ 4 ⊕ 1 = 3, so ", "the other stress at the ground is 5, so ", "nothing else stands on the
// ground, so ".
std::string groundOthers(const ClimbStep& s) {
    const std::vector<std::uint64_t> rest = otherTerms(s);
    if (rest.empty()) return "nothing else stands on the ground, so ";
    if (rest.size() == 1) return "the other stress at the ground is " + std::to_string(s.others) + ", so ";
    return "the other stresses at the ground make " + sumOf(rest, s.others) + ", so ";
}

// The equation above the ground, ending in ": ": with the edge below carrying this one and others,
// "so the trunk's 5 = 1 + (x ⊕ 6) gives x = 4 ⊕ 6 = 2: "; several others are summed first ("the
// others making 2 ⊕ 1 = 3, so the left branch's 2 = 1 + (x ⊕ 3) gives x = 1 ⊕ 3 = 2: "); none:
// "so edge a's 1 = 1 + x gives x = 0: ".
std::string carrierEquation(const Picture& picture, const ClimbStep& below, const ClimbStep& s) {
    const std::vector<std::uint64_t> rest = otherTerms(s);
    const std::string carrier = climbCarrier(picture, below) + "'s " + std::to_string(below.target);
    const std::string need = std::to_string(s.need), others = std::to_string(s.others), x = std::to_string(s.target);
    std::string out = rest.size() > 1 ? "the others making " + sumOf(rest, s.others) + ", so " : "so ";
    if (rest.empty()) return out + carrier + " = 1 + x gives x = " + x + ": ";
    return out + carrier + " = 1 + (x ⊕ " + others + ") gives x = " + need + " ⊕ " + others + " = " + x + ": ";
}

}  // namespace

std::string climbStepSentence(const Picture& picture, const std::vector<ClimbStep>& climb, std::size_t i,
                              std::uint64_t value) {
    const ClimbStep& s = climb.at(i);
    std::string out = i == 0 ? "the value " + std::to_string(value) + " must become 0: " + groundOthers(s)
                             : climbCarrier(picture, climb[i - 1]) + " carries " + list(s.atLowerEnd) + ", " +
                                   carrierEquation(picture, climb[i - 1], s);
    out += climbSubject(picture, s, i == 0) + " must become " + std::to_string(s.target);
    // A word-named edge says which edge it is after the number: its id (its name went before it on
    // the first step), or its name and id ("the 8 must become 2 (left branch, edge 3)").
    const std::string name = shownName(picture, s.edge);
    const std::string where = !namedByWord(name) ? std::string() : i == 0 ? " (edge " + std::to_string(s.edge) + ")"
                                                                         : " (" + tag(picture, s.edge) + ")";
    if (s.target == 0) return out + ": chop it" + where;
    // At the ground the equation is target ⊕ others = 0.
    if (i == 0) return out + where + ", as " + std::to_string(s.target) + " ⊕ " + std::to_string(s.others) + " = 0";
    return out + where;
}

std::string climbSentence(const Picture& picture, const std::vector<ClimbStep>& climb, std::uint64_t value) {
    std::string out = "To win, ";
    for (std::size_t i = 0; i < climb.size(); ++i) out += (i ? "; " : "") + climbStepSentence(picture, climb, i, value);
    return out + ".";
}

std::string unmatedSentence(std::size_t edges) {
    return "Too large to mate here (" + std::to_string(edges) + " edges; up to " + std::to_string(kMostMatedEdges) +
           " are mated).";
}

std::string cycleSentences(const Picture& picture, EdgeId edge, const CycleExplanation& c) {
    // Within the class an edge goes by its name when no other edge of the class has that name, else
    // by its id: "(q|t) = 15", "(0|2) = 3".
    std::map<std::string, int> uses;
    for (EdgeId id : c.members) ++uses[picture.edge(id).name];
    auto call = [&](EdgeId id) {
        const std::string& name = picture.edge(id).name;
        return !name.empty() && uses[name] == 1 ? displayText(name, 20) : std::to_string(id);
    };
    // Long lists name kTermsListed and count the rest (a class of 2·10^4 edges wrote 570 kB).
    std::string out;
    if (c.members.size() == 1) {
        out = "It is a concyclic class of its own: chopping it takes one loop (stress 1) from its garden node.\n";
    } else {
        const std::string names = wordsOf(c.members.size(), [&](std::size_t i) { return call(c.members[i]); });
        out = "It is in concyclic class " + std::to_string(c.classIndex + 1) + ": " + std::to_string(c.members.size()) +
              " edges on exactly the same cycles (" + names + ").\n";
        if (!c.mated) return out + unmatedSentence(c.members.size()) + "\n";
        out += "Chopping it leaves the others these weights (x|y):";
        for (std::size_t i = 0; i < listed(c.mates.size()); ++i)
            out += std::string(i ? "," : "") + " (" + call(edge) + "|" + call(c.mates[i].first) +
                   ") = " + std::to_string(c.mates[i].second);
        out += andMore(c.mates.size()) + ".\n";
    }
    if (!c.pairs.empty()) {
        out += "Mating, the largest (x|y) first:";
        for (std::size_t i = 0; i < listed(c.pairs.size()); ++i)
            out += std::string(i ? "," : "") + " {" + call(c.pairs[i].first) + ", " + call(c.pairs[i].second) + "}";
        out += andMore(c.pairs.size()) + ".\n";
    }
    if (c.spinster)
        out += (*c.spinster == edge ? "It is the spinster" : "The spinster is " + edgeName(picture, *c.spinster)) +
               std::string(": the odd class's edge left unmated.\n");
    else
        out += "No spinster: the class has an even number of edges.\n";
    return out;
}

std::string columnsText(const NimColumns& c) {
    std::size_t width = std::to_string(c.result).size();
    for (std::uint64_t r : c.rows) width = std::max(width, std::to_string(r).size());
    auto number = [&](std::uint64_t n) {
        std::string s = std::to_string(n);
        return std::string(width - s.size(), ' ') + s;
    };
    std::string out;
    for (const RowRun& run : alikeRows(c)) {
        const std::size_t r = run.first;
        out += "     " + number(c.rows[r]) + " =";
        for (auto cell : c.cells[r])
            out += cell == NimColumns::Cell::Zero ? " 0" : cell == NimColumns::Cell::One ? " 1" : " x";
        out += run.count > 1 ? "   (" + std::to_string(run.count) + " of them)\n" : "\n";
    }
    out += "   ⊕ " + number(c.result) + " =";
    for (bool k : c.kept) out += k ? " 1" : " 0";
    out += "\n";
    return out;
}

std::string edgeExplanationText(const Picture& picture, const EdgeExplanation& x) {
    std::string out = edgeName(picture, x.edge) + "\n";
    std::vector<std::uint64_t> stresses;
    for (const StressTerm& t : x.terms) stresses.push_back(t.stress);
    out += "Stress " + std::to_string(x.stress) + " = " + stressSum(stresses, x.onCycle, x.loop) + "\n";
    if (!x.terms.empty()) {
        out += "It immediately supports:";
        for (std::size_t i = 0; i < listed(x.terms.size()); ++i)
            out += std::string(i ? "," : "") + " " + edgeName(picture, x.terms[i].edge) + " with stress " +
                   std::to_string(x.terms[i].stress) + (x.terms[i].loop ? " (a loop)" : "");
        out += andMore(x.terms.size());
        out += ".\n";
        if (x.terms.size() > 1) out += "The nim-sum in binary, like powers of 2 cancelling (x):\n" + columnsText(x.columns);
    }
    out += weightSentence(x.stress) + "\n";
    out += "Load: " + loadSentence(x.load.size());
    out += x.load.empty() ? ".\n" : " (" + ids(x.load) + ").\n";
    out += valueAfterChopSentence(x.valueAfterChop) + "\n";
    if (x.cycle) out += cycleSentences(picture, x.edge, *x.cycle);
    else if (x.winning) {
        out += "Why it wins, climbing from the ground (Conway):\n";
        for (std::size_t i = 0; i < x.climb.size(); ++i)
            out += "  " + climbStepSentence(picture, x.climb, i, x.valueBefore) + (i + 1 < x.climb.size() ? ";\n" : ".\n");
    }
    return out;
}

std::string pictureSentence(const PictureExplanation& x) {
    std::vector<std::uint64_t> stresses;
    for (const StressTerm& t : x.terms) stresses.push_back(t.stress);
    std::string out;
    if (stresses.empty()) out = "Nothing stands on the ground: the value is 0. ";
    else if (stresses.size() == 1) out = "The value is the stress at the ground: " + std::to_string(x.value) + ". ";
    else out = "The value is the ⊕ of the stresses at the ground: " + joined(stresses, " ⊕ ") + " = " +
               std::to_string(x.value) + ". ";
    return out + valueOutcome(static_cast<std::int64_t>(x.value));
}

std::string partsLine(std::span<const std::uint64_t> parts) {
    if (parts.size() <= 1) return {};
    if (parts.size() > kTermsListed) return std::to_string(parts.size()) + " parts";
    return "Parts: " + joined(parts, " ⊕ ");
}

std::string partsSentence(std::span<const std::uint64_t> parts) {
    if (parts.size() <= 1) return {};
    std::uint64_t value = 0;
    for (std::uint64_t p : parts) value ^= p;
    std::string out = "Taken apart at its base nodes, the picture is " + std::to_string(parts.size()) + " parts, worth ";
    out += joined(parts, " ⊕ ") + " = " + std::to_string(value);
    return out + ": a part is worth the ⊕ of its edges' weights, and the ⊕ of the parts is the value, as the ⊕ of "
                 "the stresses at the ground is.";
}

}  // namespace homestead::text
