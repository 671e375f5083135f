// The sentences of exercise_text.h.
#include "homestead/exercise_text.h"

#include "homestead/outcome_text.h"
#include "homestead/transfinite.h"
#include "homestead/transfinite_text.h"
#include "homestead/welter.h"

#include <algorithm>

namespace homestead::text {

namespace {
std::string capitalised(std::string s) {
    if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
    return s;
}
std::string xorChain(const std::vector<std::int64_t>& terms) {
    std::string out;
    for (std::size_t i = 0; i < terms.size(); ++i) out += (i ? " ⊕ " : "") + std::to_string(terms[i]);
    return out;
}
std::string xorChain(const std::vector<std::string>& terms) {
    std::string out;
    for (std::size_t i = 0; i < terms.size(); ++i) out += (i ? " ⊕ " : "") + terms[i];
    return out;
}
// An ordinal as a term of a ⊕ chain: in brackets when it is a sum ("(ω+4)"), else as written.
std::string ordinalTerm(const Ordinal& o) {
    const std::string text = o.toUnicode();
    return text.find('+') == std::string::npos ? text : "(" + text + ")";
}
// "a ⊕ b ⊕ c = s", or "a" alone.
std::string chainEquals(const std::vector<std::string>& terms, const std::string& sum) {
    return terms.size() == 1 ? terms.front() : xorChain(terms) + " = " + sum;
}

std::string movesReason(const std::string& value, const std::vector<std::string>& moveNames, Language language) {
    if (moveNames.empty()) return message(language, Msg::ValueNoWinningMove, {value});
    return message(language, Msg::ValueWinningMoves, {value, alternatives(moveNames, language)});
}
std::string winnerSentence(const std::string& value, bool zero, const std::vector<std::string>& moveNames, Language language) {
    const std::string who = moverOutcome(!zero, language);
    if (zero) return message(language, Msg::WinnerSecond, {value, who});
    if (moveNames.empty()) return message(language, Msg::WinnerNoMove, {value, who});
    return message(language, Msg::WinnerFirst, {value, who, moveNames.front()});
}
}  // namespace

std::string sheetEdgeName(const Picture& picture, EdgeId id, Language language) {
    const Edge& e = picture.edge(id);
    return e.name.empty() ? message(language, Msg::SheetEdgeName, {std::to_string(id)}) : e.name;
}

std::string alternatives(const std::vector<std::string>& names, Language language) {
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i) out += i + 1 == names.size() ? message(language, Msg::ListOr) : ", ";
        out += names[i];
    }
    return out;
}

std::string chopName(const Picture& picture, EdgeId id, Language language) {
    return message(language, Msg::Chopping, {sheetEdgeName(picture, id, language)});
}

std::string welterMoveName(welter::Move move, Language language) {
    return message(language, Msg::MovingCoin, {std::to_string(move.from), std::to_string(move.to)});
}

std::string nimMoveName(const nim::NimMove& move, Language language) {
    return message(language, Msg::TakingHeap,
                   {std::to_string(move.heap + 1), std::to_string(move.from), std::to_string(move.to)});
}

std::string ordinalCoinMoveName(const Ordinal& from, const Ordinal& to, Language language) {
    return message(language, Msg::MovingCoin, {from.toUnicode(), to.toUnicode()});
}

std::string ordinalHeapMoveName(std::size_t heap, const Ordinal& from, const Ordinal& to, Language language) {
    return message(language, Msg::TakingHeap, {std::to_string(heap + 1), from.toUnicode(), to.toUnicode()});
}

std::string hackenbushValueReason(const Analysis& analysis, Language language) {
    std::vector<std::int64_t> parts;
    for (const PartAnalysis& p : analysis.parts) parts.push_back(static_cast<std::int64_t>(p.value));
    if (parts.size() <= 1) return message(language, Msg::ValueReasonOnePart, {std::to_string(analysis.value)});
    return message(language, Msg::ValueReasonParts,
                   {numberList(parts, language), xorChain(parts), std::to_string(analysis.value)});
}

std::string nimValueReason(std::span<const std::int64_t> heaps, Language language) {
    const std::vector<std::int64_t> h(heaps.begin(), heaps.end());
    return message(language, Msg::NimSumReason,
                   {h.size() == 1 ? std::to_string(h[0]) : xorChain(h) + " = " + std::to_string(nim::nimSum(heaps))});
}

std::string welterValueReason(std::span<const welter::Square> coins, Language language) {
    return message(language, Msg::MatingReason, {matingEquation(welter::matingMethod(coins), language)});
}

std::string transfiniteNimReason(std::span<const Ordinal> heaps, Language language) {
    std::vector<std::string> terms;
    Ordinal sum;
    for (const Ordinal& h : heaps) terms.push_back(ordinalTerm(h)), sum = nimAdd(sum, h);
    return message(language, Msg::NimSumReason, {chainEquals(terms, sum.toUnicode())});
}

std::string transfiniteWelterReason(std::span<const Ordinal> coins, Language language) {
    // the rows and their values as the page works them (transfinite.h, transfinite_text.h)
    const transfinite::WelterRows g = transfinite::welterRows(std::vector<Ordinal>(coins.begin(), coins.end()));
    std::vector<std::string> lambdas, brackets, values;
    for (const Ordinal& c : coins) lambdas.push_back(ordinalTerm(c.divideByOmega()));
    for (const transfinite::WelterRow& row : g.rows) {
        brackets.push_back(welterBracket(row.squares));
        values.push_back(std::to_string(row.value));
    }
    std::string rowSum = xorChain(brackets);
    if (brackets.size() > 1) rowSum += " = " + xorChain(values);
    rowSum += " = " + std::to_string(g.finiteSum);
    return message(language, Msg::TransfiniteWelterReason,
                   {chainEquals(lambdas, g.lambdaSum.toUnicode()), rowSum, g.lambdaSum.timesOmegaPlus(g.finiteSum).toUnicode()});
}

std::string winningMovesReason(std::int64_t value, const std::vector<std::string>& moveNames, Language language) {
    return movesReason(std::to_string(value), moveNames, language);
}

std::string winnerReason(std::int64_t value, const std::vector<std::string>& moveNames, Language language) {
    return winnerSentence(std::to_string(value), value == 0, moveNames, language);
}

std::string winningMovesReason(const Ordinal& value, const std::vector<std::string>& moveNames, Language language) {
    return movesReason(value.toUnicode(), moveNames, language);
}

std::string winnerReason(const Ordinal& value, const std::vector<std::string>& moveNames, Language language) {
    return winnerSentence(value.toUnicode(), value.isZero(), moveNames, language);
}

std::string moveVerdict(bool correct, const std::string& moveName, std::int64_t valueLeft,
                        const std::vector<std::string>& otherWinning, bool noneExists, Language language) {
    if (correct) {
        std::string out = message(language, Msg::RightMove, {capitalised(moveName)});
        if (!otherWinning.empty())
            out += countMessage(language, Msg::AlsoWins, otherWinning.size(),
                                {capitalised(alternatives(otherWinning, language))});
        return out;
    }
    std::string out = message(language, Msg::WrongMove, {moveName, std::to_string(valueLeft)});
    if (noneExists) return out + message(language, Msg::NoneExistsPress);
    if (!otherWinning.empty()) out += message(language, Msg::WinningMoveWas, {otherWinning.front()});
    return out;
}

std::string noWinningMoveVerdict(std::int64_t value, const std::vector<std::string>& winningMoves, Language language) {
    if (value == 0) return message(language, Msg::RightNoWinningMove);
    std::string out = message(language, Msg::ThereIsAWinningMove, {std::to_string(value)});
    if (!winningMoves.empty()) out += message(language, Msg::LeavesValueZero, {capitalised(winningMoves.front())});
    return out;
}

}  // namespace homestead::text
