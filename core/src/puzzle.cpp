// The puzzle mode's positions and judge (see puzzle.h).
#include "homestead/puzzle.h"

#include "homestead/analysis.h"
#include "homestead/exercise_text.h"
#include "homestead/layout.h"

#include <algorithm>
#include <stdexcept>

namespace homestead::puzzle {

using exercises::Exercise;
using exercises::Kind;

Exercise make(Kind kind, int level, std::uint64_t seed) {
    level = std::clamp(level, 1, kLevels);
    static constexpr int kMin[] = {3, 5, 7}, kMax[] = {5, 8, 11};
    SeededRandom rng(seed);
    Exercise ex = exercises::makePosition(kind, static_cast<exercises::Difficulty>(level), kMin[level - 1],
                                          kMax[level - 1], rng);
    ex.question = exercises::Question::WinningMoves;
    exercises::solve(ex);
    return ex;
}

Exercise fromPicture(Picture picture) {
    layoutPicture(picture);
    Exercise ex;
    ex.kind = Kind::Hackenbush;
    ex.question = exercises::Question::WinningMoves;
    ex.picture = std::move(picture);
    exercises::solve(ex);
    return ex;
}

namespace {
// The verdict on a move that leaves `left`, given every winning move's name and this move's.
Verdict verdict(std::int64_t left, const std::string& name, const std::vector<std::string>& winning) {
    Verdict v;
    v.correct = left == 0;
    v.valueLeft = left;
    std::vector<std::string> others;
    for (const std::string& w : winning)
        if (w != name) others.push_back(w);
    v.explanation = text::moveVerdict(v.correct, name, left, others, winning.empty());
    return v;
}
}  // namespace

namespace {
// For a winning chop of a bridge: the bridges below it (those whose load holds it), lowest first,
// with their stresses before and after the chop.
std::string climb(const Picture& picture, const Analysis& before, const Picture& after, EdgeId edge) {
    const EdgeAnalysis& chopped = before.edge(edge, picture);
    if (chopped.onCycle) return {};
    const Analysis then = analyse(after, AnalysisOptions{false});
    std::vector<std::pair<std::size_t, text::ClimbStep>> below;  // (load size, step)
    for (const EdgeAnalysis& x : before.edges) {
        if (!x.standing || x.onCycle || x.id == edge) continue;
        const std::vector<EdgeId> l = load(picture, x.id);
        if (!std::binary_search(l.begin(), l.end(), edge)) continue;
        below.push_back({l.size(), {text::edgeName(picture, x.id), x.stress, then.edge(x.id, after).stress}});
    }
    std::sort(below.begin(), below.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    std::vector<text::ClimbStep> steps;
    for (auto& [size, step] : below) steps.push_back(std::move(step));
    return text::climbReason(steps, text::edgeName(picture, edge), chopped.stress);
}
}  // namespace

Verdict judgeChop(const Picture& picture, EdgeId edge) {
    const Picture after = picture.chop(edge).picture;  // throws PictureError if there is no such edge
    const Analysis before = analyse(picture);
    std::vector<std::string> winning;
    for (EdgeId id : before.winningMoves) winning.push_back(text::chopName(picture, id));
    Verdict v = verdict(static_cast<std::int64_t>(analyse(after).value), text::chopName(picture, edge), winning);
    if (v.correct) {
        const std::string why = climb(picture, before, after, edge);
        if (!why.empty()) v.explanation += " " + why;
    }
    return v;
}

Verdict judgeWelterMove(const std::vector<welter::Square>& coins, welter::Move move) {
    const std::vector<welter::Square> after = welter::applyMove(coins, move);  // throws WelterError if illegal
    std::vector<std::string> winning;
    for (const welter::Move& m : welter::winningMoves(coins)) winning.push_back(text::welterMoveName(m));
    return verdict(welter::value(after), text::welterMoveName(move), winning);
}

Verdict judgeNimMove(const std::vector<std::int64_t>& heaps, const nim::NimMove& move) {
    if (move.heap >= heaps.size() || heaps[move.heap] != move.from || move.to < 0 || move.to >= move.from)
        throw std::invalid_argument("not a move of this position: " + text::nimMoveName(move));
    std::vector<std::int64_t> after = heaps;
    after[move.heap] = move.to;
    std::vector<std::string> winning;
    for (const nim::NimMove& m : nim::nimWinningMoves(heaps)) winning.push_back(text::nimMoveName(m));
    return verdict(nim::nimSum(after), text::nimMoveName(move), winning);
}

Verdict judgeNoWinningMove(const Exercise& position) {
    Exercise solved = position;
    exercises::solve(solved);
    Verdict v;
    v.correct = solved.answer.value == 0;
    v.explanation = text::noWinningMoveVerdict(solved.answer.value, exercises::winningMoveNames(solved));
    return v;
}

}  // namespace homestead::puzzle
