// The sentences of outcome_text.h. Kept short and free of markup so a terminal and a label read them alike.
#include "homestead/outcome_text.h"

#include "homestead/mating.h"

namespace homestead::text {

std::string moverOutcome(bool moverWins) {
    return moverWins ? "the player to move wins with best play" : "the player to move loses with best play";
}

std::string valueOutcome(std::int64_t value) {
    return "Value " + std::to_string(value) + ": " + moverOutcome(value != 0) + ".";
}

std::string positionClass(bool pPosition) {
    return pPosition ? "P-position: the player to move loses" : "N-position: the player to move wins";
}

std::string misereSearchOutcome(bool moverWins) {
    return "Misère play: " + moverOutcome(moverWins) + " (found by exhaustive search).";
}

std::string welterMisereOutcome(bool fickle, bool misereP) {
    return "Misère: " + moverOutcome(!misereP) +
           (fickle ? " (a fickle position: value 1 loses, unlike normal play)."
                   : " (not fickle: as in normal play, value 0 loses).");
}

std::vector<MatingTerm> matingTerms(const welter::Mating& mating) {
    std::vector<MatingTerm> terms;
    terms.reserve(mating.pairs.size() + 1);
    for (const auto& pair : mating.pairs)
        terms.push_back({"[" + std::to_string(pair.a) + "|" + std::to_string(pair.b) + "]", pair.value, false});
    if (mating.spinster) terms.push_back({"[" + std::to_string(*mating.spinster) + "]", *mating.spinster, true});
    return terms;
}

std::string matingEquation(const welter::Mating& mating) {
    const std::vector<MatingTerm> terms = matingTerms(mating);
    if (terms.empty()) return "(no coins) = 0";
    std::string left, middle;
    for (std::size_t i = 0; i < terms.size(); ++i) {
        if (i) left += " ⊕ ", middle += " ⊕ ";
        left += terms[i].text;
        middle += std::to_string(terms[i].value);
    }
    if (terms.size() == 1) return left + " = " + middle;
    return left + " = " + middle + " = " + std::to_string(mating.value);
}

std::vector<std::string> matingWorking(const welter::Mating& mating) {
    std::vector<std::string> lines;
    lines.reserve(mating.pairs.size() + 1);
    for (std::size_t i = 0; i < mating.pairs.size(); ++i) {
        const auto& pair = mating.pairs[i];
        const std::string a = std::to_string(pair.a), b = std::to_string(pair.b);
        const std::int64_t difference = pair.a > pair.b ? pair.a - pair.b : pair.b - pair.a;
        const std::int64_t power = difference & -difference;
        const std::string p = std::to_string(power);
        lines.push_back((i == 0 ? a + " and " + b + " are mated first: their difference "
                                : "then " + a + " and " + b + ": their difference ") +
                        std::to_string(difference) + " = " + p + " × " + std::to_string(difference / power) + " makes (" +
                        a + "|" + b + ") = 2 × " + p + " − 1 = " + std::to_string(mate(pair.a, pair.b)) +
                        (i == 0 ? ", the largest (a|b) of the coins; [" : ", the largest (a|b) of the coins left; [") +
                        a + "|" + b + "] = (" + a + " ⊕ " + b + ") − 1 = " + std::to_string(pair.a ^ pair.b) + " − 1 = " +
                        std::to_string(pair.value) + ".");
    }
    if (mating.spinster) {
        const std::string s = std::to_string(*mating.spinster);
        lines.push_back(s + " is left alone (the spinster): [" + s + "] = " + s + ".");
    }
    return lines;
}

std::string welterMoveText(const welter::Move& move) {
    return "slide the coin on " + std::to_string(move.from) + " to " + std::to_string(move.to);
}

std::string wordList(const std::vector<std::string>& words) {
    std::string out;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (i) out += i + 1 == words.size() ? " and " : ", ";
        out += words[i];
    }
    return out;
}

std::string numberList(const std::vector<std::int64_t>& numbers) {
    std::vector<std::string> words;
    words.reserve(numbers.size());
    for (std::int64_t n : numbers) words.push_back(std::to_string(n));
    return wordList(words);
}

std::string welterAsNim(std::span<const welter::Square> coins, const welter::Mating& mating) {
    if (coins.empty()) return "No coins: like Nim with no heaps, the value is 0.";
    const std::vector<std::int64_t> heaps(coins.begin(), coins.end());
    std::vector<std::int64_t> parts;
    for (const auto& pair : mating.pairs) parts.push_back(pair.value);
    if (mating.spinster) parts.push_back(*mating.spinster);
    std::string out = heaps.size() == 1 ? "As Nim: one heap of " + numberList(heaps) + ", worth a Nim heap of " +
                                              std::to_string(mating.value) + "."
                                        : "As Nim with no two heaps equal: heaps " + numberList(heaps) +
                                              ". It is worth one Nim heap of " + std::to_string(mating.value);
    if (heaps.size() > 1)
        out += parts.size() == 1 ? "; the mating method makes it the one Nim heap " + numberList(parts) + "."
                                 : "; the mating method splits it into the Nim heaps " + numberList(parts) + ".";
    return out;
}

}  // namespace homestead::text
