// The puzzle mode "Find the winning move" (issue 15): a position of a chosen kind and level, and the
// judge of the student's answer — a chop, a Welter move, a Nim move, or "there is no winning move".
// A move is right exactly when it leaves value 0; the verdict says the value it leaves and names a
// winning move when there was one (exercise_text.h words it). For the hint ladder a wrong verdict also
// has a retry sentence that names no winning move, and the judged puzzle has its answer, to show
// only when asked for (hint_ladder_text.h). Everything is computed by the core:
// analysis.h (a chop is judged by analysing the picture after it), welter.h, nim.h.
// Levels: 1 trees of 3–5 edges, small Welter and Nim positions; 2 small cycles, 5–8 edges; 3 loops
// and multiple edges, 7–11 edges. About one puzzle in four has no winning move.
//
// A front end judges nothing itself: judgeAll() judges every answer of a puzzle in advance (off the
// window's thread), and the page only looks the student's answer up. Every function takes the language
// of its sentences last (messages.h), English when not given.
//
//   exercises::Exercise p = puzzle::make(exercises::Kind::Hackenbush, 1, seed);
//   puzzle::Verdict v = puzzle::judgeChop(p.picture, p.picture.edges()[0].id);
//   v.correct == (v.valueLeft == 0)
//   puzzle::Judged all = puzzle::judgeAll(p);   // all.chop(id) == the same verdict, a lookup
#pragma once

#include "homestead/exercises.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace homestead::puzzle {

inline constexpr int kLevels = 3;

// A puzzle of `kind` at `level` (1..kLevels, clamped), the same for the same seed.
exercises::Exercise make(exercises::Kind kind, int level, std::uint64_t seed, Language language = Language::English);

// A puzzle on a given picture (an example): laid out if it has no positions, and every edge named by
// its tag (edge_tags.h: a unique name stays, the others get letters), as its verdicts name them.
exercises::Exercise fromPicture(Picture picture, Language language = Language::English);

struct Verdict {
    bool correct = false;
    std::optional<std::int64_t> valueLeft;  // the value the move leaves; none for "no winning move"
    std::string explanation;                // one or two sentences
    std::string retry;                      // wrong: what it left, naming no winning move; right: ""
};

// Each throws PictureError / WelterError for a move that is not in the position.
Verdict judgeChop(const Picture& picture, EdgeId edge, Language language = Language::English);
Verdict judgeWelterMove(const std::vector<welter::Square>& coins, welter::Move move, Language language = Language::English);
Verdict judgeNimMove(const std::vector<std::int64_t>& heaps, const nim::NimMove& move, Language language = Language::English);
// "No winning move": right exactly when the value is 0.
Verdict judgeNoWinningMove(const exercises::Exercise& position, Language language = Language::English);

// A puzzle with every answer judged: each edge's chop (Hackenbush), each legal move (Welter, Nim) and
// "no winning move". The lookups return nullptr for what is not a move of the position.
struct Judged {
    exercises::Exercise position;
    std::vector<std::pair<EdgeId, Verdict>> chops;             // by edge id
    std::vector<std::pair<welter::Move, Verdict>> welterMoves;  // every legal move
    std::vector<std::pair<nim::NimMove, Verdict>> nimMoves;     // every legal move
    Verdict noWinningMove;
    // The answer, for when the student asks: the winning moves (or that none exists) and, for a
    // Hackenbush picture, why the first one wins (the climb, or the class and its mating).
    std::string answer;

    const Verdict* chop(EdgeId edge) const;
    const Verdict* welterMove(const welter::Move& move) const;
    const Verdict* nimMove(const nim::NimMove& move) const;
};
// Cost: the judge of each answer — for a picture of E edges about 2E + 1 analyses of E edges (a few
// hundred edges: milliseconds); Welter and Nim puzzles are tiny.
Judged judgeAll(exercises::Exercise position, Language language = Language::English);

}  // namespace homestead::puzzle
