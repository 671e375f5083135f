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

std::string sheetEdgeName(const Picture& picture, EdgeId id) {
    const Edge& e = picture.edge(id);
    return e.name.empty() ? "edge #" + std::to_string(id) : e.name;
}

std::string alternatives(const std::vector<std::string>& names) {
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i) out += i + 1 == names.size() ? " or " : ", ";
        out += names[i];
    }
    return out;
}

std::string chopName(const Picture& picture, EdgeId id) { return "chopping " + sheetEdgeName(picture, id); }

std::string welterMoveName(welter::Move move) {
    return "moving the coin on " + std::to_string(move.from) + " to " + std::to_string(move.to);
}

std::string nimMoveName(const nim::NimMove& move) {
    return "taking heap " + std::to_string(move.heap + 1) + " from " + std::to_string(move.from) + " to " +
           std::to_string(move.to);
}

std::string hackenbushValueReason(const Analysis& analysis) {
    std::vector<std::int64_t> parts;
    for (const PartAnalysis& p : analysis.parts) parts.push_back(static_cast<std::int64_t>(p.value));
    if (parts.size() <= 1)
        return "The weights of its edges (from their stresses) have nim-sum " + std::to_string(analysis.value) + ".";
    return "Its parts are worth " + numberList(parts) + " (each the nim-sum of its edges' weights): " + xorChain(parts) +
           " = " + std::to_string(analysis.value) + ".";
}

std::string nimValueReason(std::span<const std::int64_t> heaps) {
    const std::vector<std::int64_t> h(heaps.begin(), heaps.end());
    return "Nim-sum: " + (h.size() == 1 ? std::to_string(h[0]) : xorChain(h) + " = " + std::to_string(nim::nimSum(heaps))) + ".";
}

std::string welterValueReason(std::span<const welter::Square> coins) {
    return "Mating method: " + matingEquation(welter::matingMethod(coins)) + ".";
}

std::string winningMovesReason(std::int64_t value, const std::vector<std::string>& moveNames) {
    if (moveNames.empty())
        return "Value " + std::to_string(value) + ": there is no winning move; every move leaves a nonzero value.";
    return "Value " + std::to_string(value) + ": " + alternatives(moveNames) + " leaves value 0, a loss for the opponent.";
}

std::string winnerReason(std::int64_t value, const std::vector<std::string>& moveNames) {
    std::string out = "Value " + std::to_string(value) + ": " + moverOutcome(value != 0);
    if (value == 0) return out + " (the second player wins).";
    if (moveNames.empty()) return out + ".";
    return out + " (the first player wins), e.g. by " + moveNames.front() + ".";
}

std::string moveVerdict(bool correct, const std::string& moveName, std::int64_t valueLeft,
                        const std::vector<std::string>& otherWinning, bool noneExists) {
    if (correct) {
        std::string out = "Right! " + capitalised(moveName) +
                          " leaves value 0: whatever your opponent does, you can move back to 0.";
        if (!otherWinning.empty())
            out += " " + capitalised(alternatives(otherWinning)) + (otherWinning.size() == 1 ? " also wins." : " would also win.");
        return out;
    }
    std::string out = "Not a winning move: " + moveName + " leaves value " + std::to_string(valueLeft) +
                      ", and your opponent wins by moving back to 0.";
    if (noneExists) return out + " In fact no move wins here: the value was 0 — press \"No winning move\".";
    if (!otherWinning.empty()) out += " A winning move was " + otherWinning.front() + ".";
    return out;
}

std::string noWinningMoveVerdict(std::int64_t value, const std::vector<std::string>& winningMoves) {
    if (value == 0) return "Right! The value is 0: every move leaves a nonzero value, so there is no winning move.";
    std::string out = "There is a winning move: the value is " + std::to_string(value) + ", not 0.";
    if (!winningMoves.empty()) out += " " + capitalised(winningMoves.front()) + " leaves value 0.";
    return out;
}

}  // namespace homestead::text
