// The sentences of outcome_text.h. Kept short and free of markup so a terminal and a label read them alike.
#include "homestead/outcome_text.h"

#include "homestead/mating.h"

namespace homestead::text {

std::string moverOutcome(bool moverWins, Language language) {
    return message(language, moverWins ? Msg::MoverWins : Msg::MoverLoses);
}

std::string valueOutcome(std::int64_t value, Language language) {
    return message(language, Msg::ValueOutcome, {std::to_string(value), moverOutcome(value != 0, language)});
}

std::string positionClass(bool pPosition, Language language) {
    return message(language, pPosition ? Msg::PPosition : Msg::NPosition);
}

std::string misereSearchOutcome(bool moverWins, Language language) {
    return message(language, Msg::MisereSearch, {moverOutcome(moverWins, language)});
}

std::string welterMisereOutcome(bool fickle, bool misereP, Language language) {
    return message(language, fickle ? Msg::WelterMisereFickle : Msg::WelterMisereNotFickle,
                   {moverOutcome(!misereP, language)});
}

std::vector<MatingTerm> matingTerms(const welter::Mating& mating) {
    std::vector<MatingTerm> terms;
    terms.reserve(mating.pairs.size() + 1);
    for (const auto& pair : mating.pairs)
        terms.push_back({"[" + std::to_string(pair.a) + "|" + std::to_string(pair.b) + "]", pair.value, false});
    if (mating.spinster) terms.push_back({"[" + std::to_string(*mating.spinster) + "]", *mating.spinster, true});
    return terms;
}

std::string matingEquation(const welter::Mating& mating, Language language) {
    const std::vector<MatingTerm> terms = matingTerms(mating);
    if (terms.empty()) return message(language, Msg::NoCoinsZero);
    std::string left, middle;
    for (std::size_t i = 0; i < terms.size(); ++i) {
        if (i) left += " ⊕ ", middle += " ⊕ ";
        left += terms[i].text;
        middle += std::to_string(terms[i].value);
    }
    if (terms.size() == 1) return left + " = " + middle;
    return left + " = " + middle + " = " + std::to_string(mating.value);
}

std::vector<std::string> matingWorking(const welter::Mating& mating, Language language) {
    std::vector<std::string> lines;
    lines.reserve(mating.pairs.size() + 1);
    for (std::size_t i = 0; i < mating.pairs.size(); ++i) {
        const auto& pair = mating.pairs[i];
        const std::string a = std::to_string(pair.a), b = std::to_string(pair.b);
        const std::int64_t difference = pair.a > pair.b ? pair.a - pair.b : pair.b - pair.a;
        const std::int64_t power = difference & -difference;
        const std::string p = std::to_string(power);
        lines.push_back(message(language, i == 0 ? Msg::MatedFirst : Msg::MatedThen,
                                {a, b, std::to_string(difference), p, std::to_string(difference / power),
                                 std::to_string(mate(pair.a, pair.b)), std::to_string(pair.a ^ pair.b),
                                 std::to_string(pair.value)}));
    }
    if (mating.spinster) lines.push_back(message(language, Msg::SpinsterLeft, {std::to_string(*mating.spinster)}));
    return lines;
}

std::string welterMoveText(const welter::Move& move, Language language) {
    return message(language, Msg::SlideCoin, {std::to_string(move.from), std::to_string(move.to)});
}

std::string wordList(const std::vector<std::string>& words, Language language) {
    std::string out;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (i) out += i + 1 == words.size() ? message(language, Msg::ListAnd) : ", ";
        out += words[i];
    }
    return out;
}

std::string numberList(const std::vector<std::int64_t>& numbers, Language language) {
    std::vector<std::string> words;
    words.reserve(numbers.size());
    for (std::int64_t n : numbers) words.push_back(std::to_string(n));
    return wordList(words, language);
}

std::string welterAsNim(std::span<const welter::Square> coins, const welter::Mating& mating, Language language) {
    if (coins.empty()) return message(language, Msg::WelterNoCoins);
    const std::vector<std::int64_t> heaps(coins.begin(), coins.end());
    std::vector<std::int64_t> parts;
    for (const auto& pair : mating.pairs) parts.push_back(pair.value);
    if (mating.spinster) parts.push_back(*mating.spinster);
    std::string out = message(language, heaps.size() == 1 ? Msg::WelterOneHeap : Msg::WelterHeaps,
                              {numberList(heaps, language), std::to_string(mating.value)});
    if (heaps.size() > 1)
        out += message(language, parts.size() == 1 ? Msg::WelterOneNimHeap : Msg::WelterSplitNimHeaps,
                       {numberList(parts, language)});
    return out;
}

}  // namespace homestead::text
