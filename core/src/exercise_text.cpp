// The sentences of exercise_text.h.
#include "homestead/exercise_text.h"

#include "homestead/outcome_text.h"

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

std::string winningMovesReason(std::int64_t value, const std::vector<std::string>& moveNames, Language language) {
    if (moveNames.empty()) return message(language, Msg::ValueNoWinningMove, {std::to_string(value)});
    return message(language, Msg::ValueWinningMoves, {std::to_string(value), alternatives(moveNames, language)});
}

std::string winnerReason(std::int64_t value, const std::vector<std::string>& moveNames, Language language) {
    const std::string v = std::to_string(value), who = moverOutcome(value != 0, language);
    if (value == 0) return message(language, Msg::WinnerSecond, {v, who});
    if (moveNames.empty()) return message(language, Msg::WinnerNoMove, {v, who});
    return message(language, Msg::WinnerFirst, {v, who, moveNames.front()});
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
