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
std::string joined(std::span<const std::uint64_t> numbers, const char* sep, Language language,
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
            out += sep + message(language, Msg::TermsMore, {std::to_string(numbers.size() - i)});
            break;
        }
        std::size_t run = 1;
        while (shorten && i + run < numbers.size() && numbers[i + run] == numbers[i]) ++run;
        if (i) out += sep;
        if (run >= 3) {
            out += write(i);
            out += sep + std::string("…") + sep + write(i + run - 1) +
                   message(language, Msg::RunOfThem, {std::to_string(run)});
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
std::string andMore(std::size_t all, Language language) {
    return all > kTermsListed ? message(language, Msg::AndMore, {std::to_string(all - kTermsListed)}) : std::string();
}

// The words of `all` items, item(i) each, as a sentence lists them: "a, b and c", and past
// kTermsListed "a, b, … l and 2988 more".
std::string wordsOf(std::size_t all, const std::function<std::string(std::size_t)>& item, Language language) {
    std::vector<std::string> words;
    for (std::size_t i = 0; i < listed(all); ++i) words.push_back(item(i));
    if (all > kTermsListed) words.push_back(message(language, Msg::MoreItems, {std::to_string(all - kTermsListed)}));
    return wordList(words, language);
}

std::string list(const std::vector<std::uint64_t>& numbers, Language language) {
    return wordsOf(numbers.size(), [&](std::size_t i) { return std::to_string(numbers[i]); }, language);
}

std::string shownName(const Picture& picture, EdgeId id) {
    return displayText(picture.edge(id).name, std::string::npos);
}

// A letter is a letter (Conway's p, q, r); a longer name is a word for a thing ("trunk").
bool namedByWord(const std::string& name) { return name.size() > 2; }

// "left branch, edge 3" or "edge 3".
std::string tag(const Picture& picture, EdgeId id, Language language) {
    const std::string name = shownName(picture, id), number = std::to_string(id);
    return name.empty() ? message(language, Msg::EdgeId, {number}) : message(language, Msg::EdgeTag, {name, number});
}

std::string ids(const std::vector<EdgeId>& edges, Language language) {
    std::vector<std::int64_t> v(edges.begin(), edges.end());
    return numberList(v, language);
}

}  // namespace

std::string edgeName(const Picture& picture, EdgeId id, Language language) {
    const std::string name = shownName(picture, id), number = std::to_string(id);
    if (name.empty()) return message(language, Msg::EdgeId, {number});
    return message(language, namedByWord(name) ? Msg::EdgeNameWord : Msg::EdgeNameLetter, {name, number});
}

std::string stressSum(std::span<const std::uint64_t> terms, bool onCycle, bool loop,
                      const std::function<std::string(std::size_t, const std::string&)>& decorate,
                      Language language) {
    if (loop) return message(language, Msg::StressLoop);
    if (onCycle) return message(language, Msg::StressOnCycle);
    if (terms.empty()) return message(language, Msg::StressNothing);
    const std::string sum = joined(terms, " ⊕ ", language, decorate);
    return terms.size() == 1 ? "1 + " + sum : "1 + (" + sum + ")";
}

std::string weightSentence(std::uint64_t stress, Language language) {
    if (stress == 0) return message(language, Msg::WeightZero);
    const int v = std::countr_zero(stress);
    const std::uint64_t weight = weightOfStress(stress);
    const std::string s = std::to_string(stress), w = std::to_string(weight);
    const std::string formula = message(language, Msg::WeightFormula, {s, std::to_string(v), w});
    if (v == 0) return message(language, Msg::WeightOdd, {s, formula});
    const std::string power = std::to_string(std::uint64_t(1) << v);
    return message(language, Msg::WeightEven, {s, power, std::to_string(stress >> v), w, formula});
}

std::string loadSentence(std::size_t falls, Language language) {
    if (falls == 0) return message(language, Msg::LoadNothing);
    return countMessage(language, Msg::LoadMore, falls, {std::to_string(falls)});
}

std::string valueAfterChopSentence(std::uint64_t after, Language language) {
    if (after == 0) return message(language, Msg::ChopWins);
    return message(language, Msg::ChopLoses, {std::to_string(after)});
}

namespace {

// How the climb calls an edge. A word names a thing and goes before its stress, as Conway writes
// it ("the trunk 15"); a letter or no name is an edge, its stress in brackets ("edge a (3)",
// "edge 7 (3)"), so a letter never reads as a word ("the a 3").

std::string climbSubject(const Picture& picture, const ClimbStep& s, bool first, Language language) {
    const std::string name = shownName(picture, s.edge), stress = std::to_string(s.stress);
    if (namedByWord(name))
        return first ? message(language, Msg::ClimbSubjectWordFirst, {name, stress})
                     : message(language, Msg::ClimbSubjectWordLater, {stress});
    return message(language, Msg::ClimbSubjectEdge, {name.empty() ? std::to_string(s.edge) : name, stress});
}

std::string climbCarrier(const Picture& picture, const ClimbStep& s, Language language) {
    const std::string name = shownName(picture, s.edge);
    if (namedByWord(name)) return message(language, Msg::ClimbCarrierWord, {name});
    return message(language, Msg::EdgeId, {name.empty() ? std::to_string(s.edge) : name});
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
std::string sumOf(const std::vector<std::uint64_t>& terms, std::uint64_t total, Language language) {
    return joined(terms, " ⊕ ", language) + " = " + std::to_string(total);
}

// What the other terms at the ground make, ending in ", so ": "the other stresses at the ground make
// 6 ⊕ 4 ⊕ 1 = 3, so ", "the other stress at the ground is 5, so ", "nothing else stands on the
// ground, so ".
std::string groundOthers(const ClimbStep& s, Language language) {
    const std::vector<std::uint64_t> rest = otherTerms(s);
    if (rest.empty()) return message(language, Msg::GroundNothingElse);
    if (rest.size() == 1) return message(language, Msg::GroundOtherOne, {std::to_string(s.others)});
    return message(language, Msg::GroundOthersMake, {sumOf(rest, s.others, language)});
}

// The equation above the ground, ending in ": ": with the edge below carrying this one and others,
// "so the trunk's 5 = 1 + (x ⊕ 6) gives x = 4 ⊕ 6 = 2: "; several others are summed first ("the
// others making 2 ⊕ 1 = 3, so the left branch's 2 = 1 + (x ⊕ 3) gives x = 1 ⊕ 3 = 2: "); none:
// "so edge a's 1 = 1 + x gives x = 0: ".
std::string carrierEquation(const Picture& picture, const ClimbStep& below, const ClimbStep& s, Language language) {
    const std::vector<std::uint64_t> rest = otherTerms(s);
    const std::string carrier = climbCarrier(picture, below, language), was = std::to_string(below.target);
    const std::string need = std::to_string(s.need), others = std::to_string(s.others), x = std::to_string(s.target);
    std::string out = rest.size() > 1 ? message(language, Msg::OthersMaking, {sumOf(rest, s.others, language)})
                                      : message(language, Msg::OthersSo);
    if (rest.empty()) return out + message(language, Msg::CarrierEquationAlone, {carrier, was, x});
    return out + message(language, Msg::CarrierEquation, {carrier, was, others, need, x});
}

}  // namespace

std::string climbStepSentence(const Picture& picture, const std::vector<ClimbStep>& climb, std::size_t i,
                              std::uint64_t value, Language language) {
    const ClimbStep& s = climb.at(i);
    std::string out = i == 0 ? message(language, Msg::ClimbValueMustBecomeZero, {std::to_string(value)}) +
                                   groundOthers(s, language)
                             : message(language, Msg::ClimbCarries,
                                       {climbCarrier(picture, climb[i - 1], language), list(s.atLowerEnd, language)}) +
                                   carrierEquation(picture, climb[i - 1], s, language);
    out += message(language, Msg::ClimbMustBecome, {climbSubject(picture, s, i == 0, language), std::to_string(s.target)});
    // A word-named edge says which edge it is after the number: its id (its name went before it on
    // the first step), or its name and id ("the 8 must become 2 (left branch, edge 3)").
    const std::string name = shownName(picture, s.edge);
    const std::string where = !namedByWord(name) ? std::string()
                              : i == 0       ? message(language, Msg::ClimbWhereEdge, {std::to_string(s.edge)})
                                             : " (" + tag(picture, s.edge, language) + ")";
    if (s.target == 0) return out + message(language, Msg::ClimbChopIt) + where;
    // At the ground the equation is target ⊕ others = 0.
    if (i == 0)
        return out + where + message(language, Msg::ClimbAsZero, {std::to_string(s.target), std::to_string(s.others)});
    return out + where;
}

std::string climbSentence(const Picture& picture, const std::vector<ClimbStep>& climb, std::uint64_t value,
                          Language language) {
    std::string out = message(language, Msg::ClimbToWin);
    for (std::size_t i = 0; i < climb.size(); ++i)
        out += (i ? message(language, Msg::Semicolon) + " " : "") + climbStepSentence(picture, climb, i, value, language);
    return out + ".";
}

std::string unmatedSentence(std::size_t edges, Language language) {
    return message(language, Msg::TooLargeToMate, {std::to_string(edges), std::to_string(kMostMatedEdges)});
}

std::string cycleSentences(const Picture& picture, EdgeId edge, const CycleExplanation& c, Language language) {
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
        out = message(language, Msg::ClassOfItsOwn) + "\n";
    } else {
        const std::string names =
            wordsOf(c.members.size(), [&](std::size_t i) { return call(c.members[i]); }, language);
        out = message(language, Msg::InClass,
                      {std::to_string(c.classIndex + 1), std::to_string(c.members.size()), names}) + "\n";
        if (!c.mated) return out + unmatedSentence(c.members.size(), language) + "\n";
        out += message(language, Msg::LeavesOthersWeights);
        for (std::size_t i = 0; i < listed(c.mates.size()); ++i)
            out += std::string(i ? "," : "") + " (" + call(edge) + "|" + call(c.mates[i].first) +
                   ") = " + std::to_string(c.mates[i].second);
        out += andMore(c.mates.size(), language) + ".\n";
    }
    if (!c.pairs.empty()) {
        out += message(language, Msg::MatingLargestFirst);
        for (std::size_t i = 0; i < listed(c.pairs.size()); ++i)
            out += std::string(i ? "," : "") + " {" + call(c.pairs[i].first) + ", " + call(c.pairs[i].second) + "}";
        out += andMore(c.pairs.size(), language) + ".\n";
    }
    if (c.spinster)
        out += (*c.spinster == edge ? message(language, Msg::IsSpinster)
                                    : message(language, Msg::SpinsterIs, {edgeName(picture, *c.spinster, language)})) +
               "\n";
    else
        out += message(language, Msg::NoSpinster) + "\n";
    return out;
}

std::string columnsText(const NimColumns& c, Language language) {
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
        out += run.count > 1 ? "  " + message(language, Msg::RunOfThem, {std::to_string(run.count)}) + "\n" : "\n";
    }
    out += "   ⊕ " + number(c.result) + " =";
    for (bool k : c.kept) out += k ? " 1" : " 0";
    out += "\n";
    return out;
}

std::string edgeExplanationText(const Picture& picture, const EdgeExplanation& x, Language language) {
    std::string out = edgeName(picture, x.edge, language) + "\n";
    std::vector<std::uint64_t> stresses;
    for (const StressTerm& t : x.terms) stresses.push_back(t.stress);
    out += message(language, Msg::StressEquals,
                   {std::to_string(x.stress), stressSum(stresses, x.onCycle, x.loop, {}, language)}) + "\n";
    if (!x.terms.empty()) {
        out += message(language, Msg::ImmediatelySupports);
        for (std::size_t i = 0; i < listed(x.terms.size()); ++i)
            out += std::string(i ? "," : "") + " " +
                   message(language, Msg::SupportedWithStress,
                           {edgeName(picture, x.terms[i].edge, language), std::to_string(x.terms[i].stress)}) +
                   (x.terms[i].loop ? message(language, Msg::ALoop) : "");
        out += andMore(x.terms.size(), language);
        out += ".\n";
        if (x.terms.size() > 1)
            out += message(language, Msg::NimSumInBinary) + "\n" + columnsText(x.columns, language);
    }
    out += weightSentence(x.stress, language) + "\n";
    out += message(language, Msg::LoadLabel) + loadSentence(x.load.size(), language);
    out += x.load.empty() ? ".\n" : " (" + ids(x.load, language) + ").\n";
    out += valueAfterChopSentence(x.valueAfterChop, language) + "\n";
    if (x.cycle) out += cycleSentences(picture, x.edge, *x.cycle, language);
    else if (x.winning) {
        out += message(language, Msg::WhyItWins) + "\n";
        for (std::size_t i = 0; i < x.climb.size(); ++i)
            out += "  " + climbStepSentence(picture, x.climb, i, x.valueBefore, language) +
                   (i + 1 < x.climb.size() ? message(language, Msg::Semicolon) + "\n" : ".\n");
    }
    return out;
}

std::string pictureSentence(const PictureExplanation& x, Language language) {
    std::vector<std::uint64_t> stresses;
    for (const StressTerm& t : x.terms) stresses.push_back(t.stress);
    std::string out;
    if (stresses.empty()) out = message(language, Msg::NothingStands) + " ";
    else if (stresses.size() == 1) out = message(language, Msg::ValueIsStressAtGround, {std::to_string(x.value)}) + " ";
    else out = message(language, Msg::ValueIsSumAtGround, {joined(stresses, " ⊕ ", language), std::to_string(x.value)}) + " ";
    return out + valueOutcome(static_cast<std::int64_t>(x.value), language);
}

std::string partsLine(std::span<const std::uint64_t> parts, Language language) {
    if (parts.size() <= 1) return {};
    if (parts.size() > kTermsListed) return message(language, Msg::PartsCount, {std::to_string(parts.size())});
    return message(language, Msg::PartsLine, {joined(parts, " ⊕ ", language)});
}

std::string partsSentence(std::span<const std::uint64_t> parts, Language language) {
    if (parts.size() <= 1) return {};
    std::uint64_t value = 0;
    for (std::uint64_t p : parts) value ^= p;
    return message(language, Msg::PartsSentence,
                   {std::to_string(parts.size()), joined(parts, " ⊕ ", language), std::to_string(value)});
}

}  // namespace homestead::text
