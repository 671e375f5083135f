// The sentences of nim_text.h. Short and free of markup so a terminal and a label read them alike.
#include "homestead/nim_text.h"

#include "homestead/outcome_text.h"

namespace homestead {

namespace text {

std::string columnName(int bit) { return "the " + std::to_string(std::int64_t(1) << bit) + "s"; }

std::string binary(std::int64_t value, int bits) {
    std::string out;
    for (int b = bits - 1; b >= 0; --b) out += ((value >> b) & 1) ? '1' : '0';
    return out;
}

std::string nimSumEquation(const std::vector<std::int64_t>& heaps) {
    if (heaps.empty()) return "(no heaps) = 0";
    std::string out;
    std::int64_t sum = 0;
    for (std::size_t i = 0; i < heaps.size(); ++i) {
        if (i) out += " ⊕ ";
        out += std::to_string(heaps[i]);
        sum ^= heaps[i];
    }
    return out + " = " + std::to_string(sum);
}

std::string leftmostOddColumn(const NimColumns& c) {
    if (!c.leftmostOdd) return "Every column has an even number of 1s: the nim-sum is 0.";
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
        takes += std::string(k ? "; " : "") + std::to_string(from) + " ⊕ " + std::to_string(sum) + " = " +
                 std::to_string(from ^ sum) + ", so " + nimTakeText(nim::NimMove{static_cast<std::size_t>(i), from, from ^ sum});
    }
    if (c.canUse.size() > kTakesNamed) takes += "; and " + std::to_string(c.canUse.size() - kTakesNamed) + " more";
    return "The leftmost odd column is " + columnName(*c.leftmostOdd) + "; " + (heaps.size() == 1 ? "heap" : "heaps") +
           nbsp + wordList(heaps) + " can use it: " + takes + ".";
}

std::string nimTakeText(const nim::NimMove& m) {
    const std::string heap = "heap " + std::to_string(m.heap + 1);
    if (m.to > m.from)
        return "add " + std::to_string(m.to - m.from) + " to " + heap + ", making " + std::to_string(m.to);
    return "take " + std::to_string(m.from - m.to) + " from " + heap + ", leaving " + std::to_string(m.to);
}

std::string nimMoveText(const nim::NimMove& m) {
    return "heap " + std::to_string(m.heap + 1) + ": " + std::to_string(m.from) + " → " + std::to_string(m.to) +
           (m.to > m.from ? " (a retreat)" : "");
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

std::string nimOutcome(const std::vector<std::int64_t>& heaps, bool misere) {
    std::int64_t sum = 0;
    for (auto h : heaps) sum ^= h;
    if (!misere) return "Nim-sum " + std::to_string(sum) + ": " + moverOutcome(sum != 0) + ".";
    if (!onlyOnes(heaps))
        return "Misère: play as in normal Nim (nim-sum " + std::to_string(sum) + "): " +
               moverOutcome(!nim::misereNimWinningMoves(heaps).empty()) + ".";
    const std::int64_t ones = countOnes(heaps);
    return "Misère, only heaps of one left: " + std::to_string(ones) + " of them, " +
           (ones % 2 ? "an odd number: " : "an even number: ") + moverOutcome(ones % 2 == 0) + ".";
}

std::string nimHint(const std::vector<std::int64_t>& heaps, const std::vector<nim::NimMove>& moves, bool misere) {
    if (moves.empty()) return "No winning move: every move leaves a position the opponent wins with best play.";
    std::string out = moves.size() == 1 ? "Winning move: " : "Winning moves: ";
    for (std::size_t i = 0; i < moves.size(); ++i)
        out += (i ? "; " : "") + nimTakeText(moves[i]) + " (" + nimMoveText(moves[i]) + ")";
    out += ".";
    if (misere && moves != nim::nimWinningMoves(heaps)) out += " (Misère: leave an odd number of heaps of one.)";
    return out;
}

std::string retreatAnswer(const nim::NimMove& retreat, const std::optional<nim::NimMove>& answer) {
    const std::string what = "A retreat in column " + std::to_string(retreat.heap + 1) + " (gap " +
                             std::to_string(retreat.from) + " → " + std::to_string(retreat.to) + ")";
    if (!answer) return what + ": no answer wins.";
    if (answer->heap == retreat.heap && answer->to == retreat.from)
        return what + " changes nothing: the answer closes the gap again, " + std::to_string(answer->from) + " → " +
               std::to_string(answer->to) + ", and the nim-sum is 0 once more.";
    return what + ": the best answer is " + nimMoveText(*answer) + ".";
}

}  // namespace text
}  // namespace homestead
