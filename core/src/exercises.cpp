// Seeded exercise sheets (see exercises.h).
#include "homestead/exercises.h"

#include "homestead/analysis.h"
#include "homestead/animating_text.h"
#include "homestead/exercise_text.h"
#include "homestead/layout.h"

#include "exercise_chapter13.h"

#include <algorithm>
#include <cmath>
#include <queue>
#include <set>
#include <tuple>
#include <utility>

namespace homestead::exercises {

namespace {

constexpr int kLayoutAttempts = 24;  // drawings tried before the one with the fewest crossings is kept

// A tree of `edges` edges on `grounds` base nodes: each new node hangs from a random node drawn so
// far (the first `grounds` edges start one from each base node, so none stands alone).
struct Builder {
    Picture picture;
    std::vector<NodeId> parent;  // by node id; -1 for base nodes
    std::vector<int> depth;

    NodeId addGround() {
        parent.push_back(-1);
        depth.push_back(0);
        return picture.addNode(std::nullopt, true);
    }
    void grow(NodeId from) {
        const NodeId child = picture.addNode();
        parent.push_back(from);
        depth.push_back(depth[from] + 1);
        picture.addEdge(from, child);
    }
};

Builder growTree(int edges, SeededRandom& rng) {
    Builder b;
    const int grounds = edges >= 6 ? 1 + static_cast<int>(rng.below(2)) : 1;
    for (int g = 0; g < grounds; ++g) b.addGround();
    for (int e = 0; e < edges; ++e) {
        const NodeId from = e < grounds ? e : static_cast<NodeId>(rng.below(b.picture.nodeCount()));
        b.grow(from);
    }
    return b;
}

// Distances (in edges) from `from` over the picture as drawn so far, base nodes not passed through.
std::vector<int> distancesFrom(const Picture& p, NodeId from) {
    std::vector<std::vector<NodeId>> adj(p.nodeCount());
    for (const Edge& e : p.edges())
        if (!e.isLoop()) adj[e.from].push_back(e.to), adj[e.to].push_back(e.from);
    std::vector<int> dist(p.nodeCount(), -1);
    std::queue<NodeId> q;
    dist[from] = 0;
    q.push(from);
    while (!q.empty()) {
        const NodeId v = q.front();
        q.pop();
        if (v != from && p.node(v).ground) continue;
        for (NodeId w : adj[v])
            if (dist[w] < 0) dist[w] = dist[v] + 1, q.push(w);
    }
    return dist;
}

bool adjacent(const Picture& p, NodeId a, NodeId b) {
    return std::any_of(p.edges().begin(), p.edges().end(), [&](const Edge& e) {
        return (e.from == a && e.to == b) || (e.from == b && e.to == a);
    });
}

// Closes a small ring: an edge from a random node in the air to a node two or three steps away
// (a triangle or a square), not doubling an edge, never between two base nodes.
bool closeRing(Builder& b, SeededRandom& rng) {
    Picture& p = b.picture;
    for (int tries = 0; tries < 8; ++tries) {
        const NodeId u = static_cast<NodeId>(rng.below(p.nodeCount()));
        if (p.node(u).ground) continue;
        const std::vector<int> dist = distancesFrom(p, u);
        std::vector<NodeId> candidates;
        for (NodeId v = 0; v < static_cast<NodeId>(p.nodeCount()); ++v)
            if ((dist[v] == 2 || dist[v] == 3) && !adjacent(p, u, v)) candidates.push_back(v);
        if (candidates.empty()) continue;
        p.addEdge(u, candidates[rng.below(candidates.size())]);
        return true;
    }
    return false;
}

Picture drawShape(Difficulty difficulty, int edges, SeededRandom& rng) {
    int rings = 0, loops = 0, doubles = 0;
    if (difficulty == Difficulty::Cycles && edges >= 3) rings = 1 + static_cast<int>(rng.below(std::max(1, edges / 4)));
    if (difficulty == Difficulty::LoopsAndMultiple && edges >= 2) {
        loops = 1 + static_cast<int>(rng.below(edges >= 6 ? 2 : 1));
        doubles = edges - loops >= 3 ? 1 + static_cast<int>(rng.below(edges >= 8 ? 2 : 1)) : 0;
        rings = edges - loops - doubles >= 5 && rng.chance(1, 2) ? 1 : 0;
    }
    const int treeEdges = edges - rings - loops - doubles;
    Builder b = growTree(treeEdges, rng);
    Picture& p = b.picture;
    for (int r = 0; r < rings; ++r)
        if (!closeRing(b, rng)) b.grow(static_cast<NodeId>(rng.below(p.nodeCount())));  // keep the count
    for (int d = 0; d < doubles; ++d) {
        std::vector<const Edge*> straight;
        for (const Edge& e : p.edges())
            if (!e.isLoop()) straight.push_back(&e);
        const Edge twin = *straight[rng.below(straight.size())];
        p.addEdge(twin.from, twin.to);
    }
    for (int l = 0; l < loops; ++l) {
        std::vector<NodeId> air;
        for (const Node& n : p.nodes())
            if (!n.ground) air.push_back(n.id);
        const NodeId at = air[rng.below(air.size())];
        p.addEdge(at, at);
    }
    return p;
}

void nameEdges(Picture& p) {
    for (std::size_t i = 0; i < p.edges().size(); ++i) p.setEdgeName(p.edges()[i].id, edgeLetter(i));
}

Picture makePicture(Difficulty difficulty, int minEdges, int maxEdges, SeededRandom& rng) {
    const int edges = static_cast<int>(rng.between(minEdges, maxEdges));
    Picture best;
    int fewest = -1;
    for (int attempt = 0; attempt < kLayoutAttempts; ++attempt) {
        Picture p = drawShape(difficulty, edges, rng);
        layoutPicture(p);
        const int c = crossings(p);
        if (fewest < 0 || c < fewest) best = std::move(p), fewest = c;
        if (c == 0) break;
    }
    nameEdges(best);
    return best;
}

struct Size {
    int fewest, most;  // coins or heaps
    std::int64_t limit;  // squares below it; heaps 1..limit-1
};
Size sizeOf(Difficulty d) {
    switch (d) {
    case Difficulty::Trees: return {2, 3, 8};
    case Difficulty::Cycles: return {3, 4, 16};
    default: return {4, 5, 24};  // a strip of 24 squares fits a 1280-pixel window
    }
}

// A P-position now and then, so "no winning move" and "the second player wins" come up: one
// winning move of the position is played. A Hackenbush chop must keep at least minEdges edges.
void maybeMakeLosing(Exercise& ex, int minEdges, SeededRandom& rng) {
    if (!rng.chance(1, 4)) return;
    switch (ex.kind) {
    case Kind::Hackenbush: {
        const Analysis a = analyse(ex.picture);
        if (a.winningMoves.empty()) return;
        // a chop that keeps the shape: enough edges, and a cycle or loop still there unless a tree
        const std::size_t first = rng.below(a.winningMoves.size());
        std::optional<Picture> kept;
        for (std::size_t k = 0; k < a.winningMoves.size() && !kept; ++k) {
            Picture after = ex.picture.chop(a.winningMoves[(first + k) % a.winningMoves.size()]).picture;
            if (static_cast<int>(after.edgeCount()) >= minEdges &&
                (ex.difficulty == Difficulty::Trees || !analyse(after).classes.empty()))
                kept = std::move(after);
        }
        if (!kept) return;
        Picture& after = *kept;
        std::vector<NodeId> lonely;  // base nodes left without an edge
        for (const Node& n : after.nodes())
            if (std::none_of(after.edges().begin(), after.edges().end(),
                             [&](const Edge& e) { return e.from == n.id || e.to == n.id; }))
                lonely.push_back(n.id);
        after.removeMany(lonely, {});
        nameEdges(after);
        ex.picture = std::move(after);
        break;
    }
    case Kind::Welter: {
        const auto moves = welter::winningMoves(ex.coins);
        if (!moves.empty()) ex.coins = welter::applyMove(ex.coins, moves[rng.below(moves.size())]);
        break;
    }
    case Kind::Nim: {
        const auto moves = nim::nimWinningMoves(ex.heaps);
        if (moves.empty()) return;
        const nim::NimMove m = moves[rng.below(moves.size())];
        ex.heaps[m.heap] = m.to;
        if (m.to == 0) ex.heaps.erase(ex.heaps.begin() + static_cast<std::ptrdiff_t>(m.heap));  // no empty heaps shown
        break;
    }
    case Kind::Animating:
    case Kind::Transfinite: break;  // chapter13 draws its own
    }
}


}  // namespace

std::vector<std::string> winningMoveNames(const Exercise& ex, Language language) {
    std::vector<std::string> names;
    for (EdgeId id : ex.answer.edges) names.push_back(text::chopName(ex.picture, id, language));
    for (const welter::Move& m : ex.answer.welterMoves) names.push_back(text::welterMoveName(m, language));
    for (const nim::NimMove& m : ex.answer.nimMoves) names.push_back(text::nimMoveName(m, language));
    if (ex.kind == Kind::Transfinite) names = chapter13::transfiniteMoveNames(ex, language);
    return names;
}

namespace {
// The answer to a question on an animating function, in one line.
std::string animatingAnswerText(const Exercise& ex, Language language) {
    const Answer& a = ex.answer;
    switch (ex.question) {
    case Question::SameFunction: return message(language, a.sameFunction ? Msg::AnswerSameFunction : Msg::AnswerDifferentFunctions);
    case Question::Poles: {
        if (a.poles.empty()) return message(language, Msg::AnswerNoPoles);
        std::string poles;
        for (std::size_t i = 0; i < a.poles.size(); ++i) poles += (i ? ", " : "") + toDecimal(a.poles[i]);
        return countMessage(language, Msg::AnswerPoles, a.poles.size(), {poles});
    }
    default: return "f(x) = " + a.canonical + ".";
    }
}

// The value and the good moves of a transfinite position, in one line, as answerText says them.
std::pair<std::string, std::vector<std::string>> transfiniteAnswerParts(const Exercise& ex, Language language) {
    const bool nim = !ex.ordinalHeaps.empty();
    std::vector<std::string> moves;
    for (const OrdinalMove& m : ex.answer.ordinalMoves)
        moves.push_back(nim ? message(language, Msg::AnswerHeapMove,
                                      {std::to_string(m.index + 1), m.from.toUnicode(), m.to.toUnicode()})
                            : m.from.toUnicode() + " → " + m.to.toUnicode());
    return {message(language, nim ? Msg::AnswerNimSum : Msg::AnswerValue, {ex.answer.ordinalValue.toUnicode()}), moves};
}
}  // namespace

std::string answerText(const Exercise& ex, Language language) {
    if (ex.kind == Kind::Animating) return animatingAnswerText(ex, language);
    std::vector<std::string> moves;
    for (EdgeId id : ex.answer.edges) moves.push_back(text::sheetEdgeName(ex.picture, id, language));
    for (const welter::Move& m : ex.answer.welterMoves) moves.push_back(std::to_string(m.from) + " → " + std::to_string(m.to));
    for (const nim::NimMove& m : ex.answer.nimMoves)
        moves.push_back(message(language, Msg::AnswerHeapMove,
                                {std::to_string(m.heap + 1), std::to_string(m.from), std::to_string(m.to)}));
    std::string out = message(language, ex.kind == Kind::Nim ? Msg::AnswerNimSum : Msg::AnswerValue,
                              {std::to_string(ex.answer.value)});
    if (ex.kind == Kind::Transfinite) std::tie(out, moves) = transfiniteAnswerParts(ex, language);
    out += countMessage(language, Msg::AnswerWinningMoves, moves.size());
    if (moves.empty()) return out + message(language, Msg::AnswerNone);
    const bool heaps = ex.kind == Kind::Nim || !ex.ordinalHeaps.empty();
    const std::string between = heaps ? message(language, Msg::Semicolon) + " " : std::string(", ");
    for (std::size_t i = 0; i < moves.size(); ++i) out += (i ? between : std::string()) + moves[i];
    return out + ".";
}

std::string edgeLetter(std::size_t index) {
    std::string out;
    ++index;  // bijective base 26: a..z, aa..zz, aaa..
    while (index > 0) {
        --index;
        out.insert(out.begin(), static_cast<char>('a' + index % 26));
        index /= 26;
    }
    return out;
}

int crossings(const Picture& picture) {
    struct Segment {
        NodeId a, b;
        Point p, q;
    };
    std::vector<Segment> segments;
    std::set<std::pair<NodeId, NodeId>> seen;
    for (const Edge& e : picture.edges()) {
        if (e.isLoop()) continue;
        if (!seen.insert(std::minmax(e.from, e.to)).second) continue;  // a parallel copy is an arc
        segments.push_back({e.from, e.to, picture.node(e.from).position.value_or(Point{}),
                            picture.node(e.to).position.value_or(Point{})});
    }
    auto cross = [](Point o, Point a, Point b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); };
    constexpr double eps = 1e-9;
    auto sign = [&](double v) { return v > eps ? 1 : v < -eps ? -1 : 0; };
    auto onSegment = [&](Point p, Point a, Point b) {  // p on the closed segment ab
        return sign(cross(a, b, p)) == 0 && std::min(a.x, b.x) - eps <= p.x && p.x <= std::max(a.x, b.x) + eps &&
               std::min(a.y, b.y) - eps <= p.y && p.y <= std::max(a.y, b.y) + eps;
    };
    int count = 0;
    for (std::size_t i = 0; i < segments.size(); ++i) {
        const Segment& s = segments[i];
        for (const Node& n : picture.nodes())  // an edge through a node that is not its end
            if (n.id != s.a && n.id != s.b && onSegment(n.position.value_or(Point{}), s.p, s.q)) ++count;
        for (std::size_t j = i + 1; j < segments.size(); ++j) {
            const Segment& t = segments[j];
            if (s.a == t.a || s.a == t.b || s.b == t.a || s.b == t.b) continue;  // meeting at a node
            const int d1 = sign(cross(s.p, s.q, t.p)), d2 = sign(cross(s.p, s.q, t.q));
            const int d3 = sign(cross(t.p, t.q, s.p)), d4 = sign(cross(t.p, t.q, s.q));
            if (d1 * d2 < 0 && d3 * d4 < 0) ++count;
            else if ((d1 == 0 && onSegment(t.p, s.p, s.q)) || (d2 == 0 && onSegment(t.q, s.p, s.q)) ||
                     (d3 == 0 && onSegment(s.p, t.p, t.q)) || (d4 == 0 && onSegment(s.q, t.p, t.q)))
                ++count;
        }
    }
    return count;
}

std::string kindName(Kind kind) {
    switch (kind) {
    case Kind::Hackenbush: return "hackenbush";
    case Kind::Welter: return "welter";
    case Kind::Nim: return "nim";
    case Kind::Animating: return "animating";
    case Kind::Transfinite: return "transfinite";
    }
    return {};
}

std::optional<Kind> kindFromName(const std::string& name) {
    for (Kind k : kKinds)
        if (kindName(k) == name) return k;
    return std::nullopt;
}

void checkOptions(const SheetOptions& o) {
    if (o.count < 1 || o.count > kMaxCount)
        throw ExerciseError(ErrorPhrase(Msg::ExerciseCountRange, {std::to_string(kMaxCount), std::to_string(o.count)}));
    if (o.minEdges < 1 || o.maxEdges > kMaxEdges || o.minEdges > o.maxEdges)
        throw ExerciseError(ErrorPhrase(Msg::ExerciseEdgeRange, {std::to_string(kMaxEdges), std::to_string(o.minEdges), std::to_string(o.maxEdges)}));
}

ExerciseError::ExerciseError(ErrorPhrase problem)
    : std::invalid_argument(problem.text(Language::English)), WordedError(ErrorParts{std::move(problem)}) {}

Exercise makePosition(Kind kind, Difficulty difficulty, int minEdges, int maxEdges, SeededRandom& rng) {
    if (difficulty == Difficulty::Mixed) difficulty = Difficulty::Trees;
    Exercise ex;
    ex.kind = kind;
    ex.difficulty = difficulty;
    switch (kind) {
    case Kind::Hackenbush: ex.picture = makePicture(difficulty, minEdges, maxEdges, rng); break;
    case Kind::Welter: {
        const Size s = sizeOf(difficulty);
        const int n = static_cast<int>(rng.between(s.fewest, s.most));
        std::set<welter::Square> coins;
        while (static_cast<int>(coins.size()) < n) coins.insert(rng.between(0, s.limit - 1));
        ex.coins.assign(coins.begin(), coins.end());
        if (welter::isOver(ex.coins)) ex.coins.back() = s.limit - 1;  // something to play
        break;
    }
    case Kind::Nim: {
        const Size s = sizeOf(difficulty);
        const int n = static_cast<int>(rng.between(s.fewest, s.most));
        for (int i = 0; i < n; ++i) ex.heaps.push_back(rng.between(1, s.limit - 1));
        break;
    }
    case Kind::Animating: chapter13::drawAnimatingFunction(ex, rng); return ex;
    case Kind::Transfinite: chapter13::drawTransfinitePosition(ex, rng); return ex;
    }
    maybeMakeLosing(ex, minEdges, rng);
    return ex;
}

void solve(Exercise& ex, Language language) {
    Answer& a = ex.answer;
    a = {};
    std::string reason;
    switch (ex.kind) {
    case Kind::Hackenbush: {
        const Analysis analysis = analyse(ex.picture);
        a.value = static_cast<std::int64_t>(analysis.value);
        a.edges = analysis.winningMoves;
        reason = text::hackenbushValueReason(analysis, language);
        break;
    }
    case Kind::Welter: {
        const welter::Evaluation e = welter::evaluate(ex.coins);
        a.value = e.value;
        a.welterMoves = e.moves;
        reason = text::welterValueReason(ex.coins, language);
        break;
    }
    case Kind::Nim:
        a.value = nim::nimSum(ex.heaps);
        a.nimMoves = nim::nimWinningMoves(ex.heaps);
        reason = text::nimValueReason(ex.heaps, language);
        break;
    case Kind::Animating: chapter13::solveAnimating(ex, language); return;
    case Kind::Transfinite: chapter13::solveTransfinite(ex, language); return;
    }
    const std::vector<std::string> names = winningMoveNames(ex, language);
    if (ex.question == Question::WinningMoves) reason += " " + text::winningMovesReason(a.value, names, language);
    else if (ex.question == Question::Winner) reason += " " + text::winnerReason(a.value, names, language);
    a.reasoning = std::move(reason);
}

std::string questionText(const Exercise& ex, Language language) {
    const bool hackenbush = ex.kind == Kind::Hackenbush, welter = ex.kind == Kind::Welter;
    const bool transfiniteNim = ex.kind == Kind::Transfinite && !ex.ordinalHeaps.empty();
    if (ex.kind == Kind::Transfinite && ex.question == Question::Value)
        return message(language, transfiniteNim ? Msg::QuestionValueTransfiniteNim : Msg::QuestionValueTransfiniteWelter);
    if (ex.kind == Kind::Transfinite && ex.question == Question::Winner)
        return message(language, transfiniteNim ? Msg::QuestionWinnerTransfiniteNim : Msg::QuestionWinnerTransfiniteWelter);
    switch (ex.question) {
    case Question::Value:
        return message(language, hackenbush ? Msg::QuestionValueHackenbush
                                 : welter   ? Msg::QuestionValueWelter
                                            : Msg::QuestionValueNim);
    case Question::WinningMoves:
        return message(language, hackenbush ? Msg::QuestionMovesHackenbush : Msg::QuestionMoves);
    case Question::Winner:
        return message(language, hackenbush ? Msg::QuestionWinnerHackenbush
                                 : welter   ? Msg::QuestionWinnerWelter
                                            : Msg::QuestionWinnerNim);
    case Question::CanonicalForm: return message(language, Msg::QuestionCanonicalForm, {animating::formula(ex.function)});
    case Question::Poles: return message(language, Msg::QuestionPoles, {animating::formula(ex.function)});
    case Question::SameFunction:
        return message(language, Msg::QuestionSameFunction,
                       {animating::formula(ex.function), animating::formula(ex.other.value_or(ex.function))});
    }
    return {};
}

void drawQuestion(Exercise& ex, SeededRandom& rng) {
    if (ex.kind != Kind::Animating) {
        ex.question = static_cast<Question>(rng.below(3));
        return;
    }
    ex.question = static_cast<Question>(static_cast<int>(Question::CanonicalForm) + static_cast<int>(rng.below(3)));
    if (ex.question == Question::SameFunction) chapter13::drawOtherFunction(ex, rng);
}

Sheet makeSheet(const SheetOptions& options) {
    checkOptions(options);
    Sheet sheet{options, {}};
    SeededRandom rng(options.seed);
    for (int i = 0; i < options.count; ++i) {
        Difficulty d = options.difficulty;
        if (d == Difficulty::Mixed) d = static_cast<Difficulty>(1 + (3 * i) / options.count);
        Exercise ex = makePosition(options.kind, d, options.minEdges, options.maxEdges, rng);
        drawQuestion(ex, rng);
        solve(ex, options.language);
        sheet.exercises.push_back(std::move(ex));
    }
    return sheet;
}

}  // namespace homestead::exercises
