// The puzzle mode's positions and judge (see puzzle.h).
#include "homestead/puzzle.h"

#include "homestead/analysis.h"
#include "homestead/edge_tags.h"
#include "homestead/exercise_text.h"
#include "homestead/explanation.h"
#include "homestead/explanation_text.h"
#include "homestead/hint_ladder_text.h"
#include "homestead/picture_analysis.h"
#include "homestead/layout.h"

#include <algorithm>
#include <stdexcept>

namespace homestead::puzzle {

using exercises::Exercise;
using exercises::Kind;

Exercise make(Kind kind, int level, std::uint64_t seed, Language language) {
    level = std::clamp(level, 1, kLevels);
    static constexpr int kMin[] = {3, 5, 7}, kMax[] = {5, 8, 11};
    SeededRandom rng(seed);
    Exercise ex = exercises::makePosition(kind, static_cast<exercises::Difficulty>(level), kMin[level - 1],
                                          kMax[level - 1], rng);
    ex.question = exercises::Question::WinningMoves;
    exercises::solve(ex, language);
    return ex;
}

Exercise fromPicture(Picture picture, Language language) {
    layoutPicture(picture);
    tagEdges(picture);  // the board shows the names its sentences say: every edge named, none twice
    Exercise ex;
    ex.kind = Kind::Hackenbush;
    ex.question = exercises::Question::WinningMoves;
    ex.picture = std::move(picture);
    exercises::solve(ex, language);
    return ex;
}

namespace {
// The verdict on a move that leaves `left`, given every winning move's name and this move's.
Verdict verdict(std::int64_t left, const std::string& name, const std::vector<std::string>& winning,
                Language language) {
    Verdict v;
    v.correct = left == 0;
    v.valueLeft = left;
    std::vector<std::string> others;
    for (const std::string& w : winning)
        if (w != name) others.push_back(w);
    v.explanation = text::moveVerdict(v.correct, name, left, others, winning.empty(), language);
    if (!v.correct) v.retry = text::retryAfterWrongMove(name, left, language);
    return v;
}

// Why chopping `edge` (a winning move) wins, in the words the Explain panel and `homestead-cli
// explain` use: Conway's climb for a bridge, the class, mating and spinster for an edge on a cycle.
std::string whyItWins(const Picture& picture, EdgeId edge, Language language) {
    const auto artifact = PictureAnalysis::of(picture);
    const EdgeExplanation why = explainEdge(*artifact, edge);
    std::string out = why.cycle ? text::cycleSentences(picture, edge, *why.cycle, language)
                                : text::climbSentence(picture, why.climb, why.valueBefore, language);
    while (!out.empty() && out.back() == '\n') out.pop_back();
    return out;
}
}  // namespace

Verdict judgeChop(const Picture& picture, EdgeId edge, Language language) {
    const Picture after = picture.chop(edge).picture;  // throws PictureError if there is no such edge
    const Analysis before = analyse(picture);
    std::vector<std::string> winning;
    for (EdgeId id : before.winningMoves) winning.push_back(text::chopName(picture, id, language));
    Verdict v = verdict(static_cast<std::int64_t>(analyse(after).value), text::chopName(picture, edge, language), winning,
                        language);
    if (v.correct) v.explanation += " " + whyItWins(picture, edge, language);
    return v;
}

Verdict judgeWelterMove(const std::vector<welter::Square>& coins, welter::Move move, Language language) {
    const std::vector<welter::Square> after = welter::applyMove(coins, move);  // throws WelterError if illegal
    std::vector<std::string> winning;
    for (const welter::Move& m : welter::winningMoves(coins)) winning.push_back(text::welterMoveName(m, language));
    return verdict(welter::value(after), text::welterMoveName(move, language), winning, language);
}

Verdict judgeNimMove(const std::vector<std::int64_t>& heaps, const nim::NimMove& move, Language language) {
    if (move.heap >= heaps.size() || heaps[move.heap] != move.from || move.to < 0 || move.to >= move.from)
        throw std::invalid_argument("not a move of this position: " + text::nimMoveName(move));
    std::vector<std::int64_t> after = heaps;
    after[move.heap] = move.to;
    std::vector<std::string> winning;
    for (const nim::NimMove& m : nim::nimWinningMoves(heaps)) winning.push_back(text::nimMoveName(m, language));
    return verdict(nim::nimSum(after), text::nimMoveName(move, language), winning, language);
}

Verdict judgeNoWinningMove(const Exercise& position, Language language) {
    Exercise solved = position;
    exercises::solve(solved, language);
    Verdict v;
    v.correct = solved.answer.value == 0;
    v.explanation =
        text::noWinningMoveVerdict(solved.answer.value, exercises::winningMoveNames(solved, language), language);
    if (!v.correct) v.retry = text::retryAfterWrongClaim(solved.answer.value, language);
    return v;
}

namespace {
template <class Move>
const Verdict* lookUp(const std::vector<std::pair<Move, Verdict>>& verdicts, const Move& move) {
    for (const auto& [m, v] : verdicts)
        if (m == move) return &v;
    return nullptr;
}
}  // namespace

const Verdict* Judged::chop(EdgeId edge) const { return lookUp(chops, edge); }
const Verdict* Judged::welterMove(const welter::Move& move) const { return lookUp(welterMoves, move); }
const Verdict* Judged::nimMove(const nim::NimMove& move) const { return lookUp(nimMoves, move); }

Judged judgeAll(Exercise position, Language language) {
    Judged j;
    switch (position.kind) {
    case Kind::Hackenbush:
        for (const Edge& e : position.picture.edges()) j.chops.emplace_back(e.id, judgeChop(position.picture, e.id, language));
        std::sort(j.chops.begin(), j.chops.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
        break;
    case Kind::Welter:
        for (const welter::Move& m : welter::legalMoves(position.coins))
            j.welterMoves.emplace_back(m, judgeWelterMove(position.coins, m, language));
        break;
    case Kind::Nim:
        for (std::size_t heap = 0; heap < position.heaps.size(); ++heap)
            for (std::int64_t to = 0; to < position.heaps[heap]; ++to) {
                const nim::NimMove m{heap, position.heaps[heap], to};
                j.nimMoves.emplace_back(m, judgeNimMove(position.heaps, m, language));
            }
        break;
    case Kind::Animating:
    case Kind::Transfinite: break;  // not puzzles: no board to move on (the exercise sheets ask them)
    }
    j.noWinningMove = judgeNoWinningMove(position, language);
    Exercise solved = position;
    exercises::solve(solved, language);
    j.answer = text::puzzleAnswer(solved.answer.value, exercises::winningMoveNames(solved, language), language);
    if (solved.kind == Kind::Hackenbush && !solved.answer.edges.empty())
        j.answer += " " + whyItWins(solved.picture, solved.answer.edges.front(), language);
    j.position = std::move(position);
    return j;
}

}  // namespace homestead::puzzle
