// The sentences of nim_text.h. Short and free of markup so a terminal and a label read them alike.
#include "homestead/nim_text.h"

#include "homestead/outcome_text.h"

namespace homestead {

namespace text {

std::string columnName(int bit, Language language) {
    return message(language, Msg::ColumnName, {std::to_string(std::int64_t(1) << bit)});
}

std::string binary(std::int64_t value, int bits) {
    std::string out;
    for (int b = bits - 1; b >= 0; --b) out += ((value >> b) & 1) ? '1' : '0';
    return out;
}

std::string nimSumEquation(const std::vector<std::int64_t>& heaps, Language language) {
    if (heaps.empty()) return message(language, Msg::NoHeapsZero);
    std::string out;
    std::int64_t sum = 0;
    for (std::size_t i = 0; i < heaps.size(); ++i) {
        if (i) out += " ⊕ ";
        out += std::to_string(heaps[i]);
        sum ^= heaps[i];
    }
    return out + " = " + std::to_string(sum);
}

std::string leftmostOddColumn(const NimColumns& c, Language language) {
    if (!c.leftmostOdd) return message(language, Msg::EveryColumnEven);
    // Heaps by their place, as the table's rows and the moves name them, each with its size. A label
    // wraps this sentence in a narrow panel: no-break spaces keep "heap 1 (3)" on one line.
    const std::string nbsp = "\u00A0";
    std::vector<std::string> heaps;
    for (auto i : c.canUse) heaps.push_back(std::to_string(i + 1) + nbsp + "(" + std::to_string(c.rows[i]) + ")");
    // What each can take: heap ⊕ nim-sum is what it must become (a few named, the rest counted).
    constexpr std::size_t kTakesNamed = 4;
    const auto sum = static_cast<std::int64_t>(c.result);
    std::string takes;
    for (std::size_t k = 0; k < c.canUse.size() && k < kTakesNamed; ++k) {
        const auto i = c.canUse[k];
        const auto from = static_cast<std::int64_t>(c.rows[i]);
        takes += (k ? message(language, Msg::Semicolon) + " " : std::string()) +
                 message(language, Msg::TakeWorking,
                         {std::to_string(from), std::to_string(sum), std::to_string(from ^ sum),
                          nimTakeText(nim::NimMove{static_cast<std::size_t>(i), from, from ^ sum}, language)});
    }
    if (c.canUse.size() > kTakesNamed)
        takes += message(language, Msg::TakesMore, {std::to_string(c.canUse.size() - kTakesNamed)});
    return countMessage(language, Msg::LeftmostOdd, heaps.size(),
                        {columnName(*c.leftmostOdd, language), wordList(heaps, language), takes});
}

std::string nimTakeText(const nim::NimMove& m, Language language) {
    const std::string heap = std::to_string(m.heap + 1), to = std::to_string(m.to);
    if (m.to > m.from) return message(language, Msg::AddToHeap, {std::to_string(m.to - m.from), heap, to});
    return message(language, Msg::TakeFromHeap, {std::to_string(m.from - m.to), heap, to});
}

std::string nimMoveText(const nim::NimMove& m, Language language) {
    return message(language, Msg::NimMove, {std::to_string(m.heap + 1), std::to_string(m.from), std::to_string(m.to)}) +
           (m.to > m.from ? message(language, Msg::ARetreat) : "");
}

namespace {
bool onlyOnes(const std::vector<std::int64_t>& heaps) {
    for (auto h : heaps)
        if (h > 1) return false;
    return true;
}
std::int64_t countOnes(const std::vector<std::int64_t>& heaps) {
    std::int64_t n = 0;
    for (auto h : heaps) n += h == 1;
    return n;
}
}  // namespace

std::string nimOutcome(const std::vector<std::int64_t>& heaps, bool misere, Language language) {
    std::int64_t sum = 0;
    for (auto h : heaps) sum ^= h;
    if (!misere) return message(language, Msg::NimSumOutcome, {std::to_string(sum), moverOutcome(sum != 0, language)});
    if (!onlyOnes(heaps))
        return message(language, Msg::MisereAsNormal,
                       {std::to_string(sum), moverOutcome(!nim::misereNimWinningMoves(heaps).empty(), language)});
    const std::int64_t ones = countOnes(heaps);
    return message(language, ones % 2 ? Msg::MisereOnlyOnesOdd : Msg::MisereOnlyOnesEven,
                   {std::to_string(ones), moverOutcome(ones % 2 == 0, language)});
}

std::string nimHint(const std::vector<std::int64_t>& heaps, const std::vector<nim::NimMove>& moves, bool misere,
                    Language language) {
    if (moves.empty()) return message(language, Msg::NoWinningNimMove);
    std::string out = countMessage(language, Msg::WinningMovesLabel, moves.size());
    for (std::size_t i = 0; i < moves.size(); ++i)
        out += (i ? message(language, Msg::Semicolon) + " " : std::string()) + nimTakeText(moves[i], language) + " (" +
               nimMoveText(moves[i], language) + ")";
    out += ".";
    if (misere && moves != nim::nimWinningMoves(heaps)) out += message(language, Msg::MisereHintRule);
    return out;
}

std::string retreatAnswer(const nim::NimMove& retreat, const std::optional<nim::NimMove>& answer, Language language) {
    const std::string what = message(language, Msg::RetreatIn,
                                     {std::to_string(retreat.heap + 1), std::to_string(retreat.from),
                                      std::to_string(retreat.to)});
    if (!answer) return message(language, Msg::RetreatNoAnswer, {what});
    if (answer->heap == retreat.heap && answer->to == retreat.from)
        return message(language, Msg::RetreatClosesGap, {what, std::to_string(answer->from), std::to_string(answer->to)});
    return message(language, Msg::RetreatBestAnswer, {what, nimMoveText(*answer, language)});
}

}  // namespace text
}  // namespace homestead
