// Exercise sheets (issue 15): N seeded exercises of one kind — Hackenbush pictures, Welter positions
// or Nim positions — each asking "what is the value?", "find every winning move" or "who wins?", with
// the answer computed by the core (analysis.h, welter.h, nim.h) and a short worked reasoning
// (exercise_text.h). Two kinds come from chapter 13 (issue 41): animating functions (animating.h),
// asking for the canonical form, the poles, or whether two functions are the same; and transfinite
// Welter or Nim positions on ordinals below ω^ω (transfinite.h), asking the three questions above
// (core/src/exercise_chapter13.h draws and solves them; the reasoning about an animating function is
// animating_text.h's, in English). The same options and seed give the same sheet, byte for byte, on every platform
// (SeededRandom: std::mt19937_64 with our own range drawing).
//
// Hackenbush pictures come in three shapes (difficulties): trees; trees with a few small cycles
// (an edge closing a ring two to four steps round); and pictures with loops and multiple edges too.
// Every edge stands (is connected to the ground), edges are named a, b, c, … in order (the sheet and
// the answer key name moves by these letters; JSON by edge id), and the picture is laid out by
// layout.h; a drawing in which two edges cross, or an edge runs through a node, is drawn again from
// the same random stream (up to a bound, then the one with the fewest crossings is kept), so trees
// never cross. Welter and Nim positions grow with the difficulty (2–3 coins or heaps below 8 for
// easy, up to 5 below 24 for hard). About one exercise in four is made a P-position (a winning move
// of a random position is played), so "no winning move" and "the second player wins" come up.
// Mixed difficulty grades the sheet: the first third easy, the last third hard.
// Cost: O(count · edges²) at these sizes (a crossing check per attempt); well under a millisecond per
// exercise.
//
//   exercises::SheetOptions o;  o.kind = exercises::Kind::Welter;  o.count = 4;  o.seed = 7;
//   exercises::Sheet s = exercises::makeSheet(o);   // s.exercises[0].answer.value == welter::value(coins)
#pragma once

#include "homestead/animating.h"
#include "homestead/format_error.h"
#include "homestead/messages.h"
#include "homestead/nim.h"
#include "homestead/ordinal.h"
#include "homestead/picture.h"
#include "homestead/seeded_random.h"
#include "homestead/welter.h"

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace homestead::exercises {

enum class Kind { Hackenbush, Welter, Nim, Animating, Transfinite };
inline constexpr Kind kKinds[] = {Kind::Hackenbush, Kind::Welter, Kind::Nim, Kind::Animating, Kind::Transfinite};
// For Hackenbush the shape of the pictures; for the other kinds the size (Trees easy, Cycles medium,
// LoopsAndMultiple hard). Mixed grades the sheet from easy to hard.
enum class Difficulty { Mixed, Trees, Cycles, LoopsAndMultiple };
// Value, WinningMoves and Winner for positions (Hackenbush, Welter, Nim, Transfinite); the last three
// for animating functions: write it as x ⊕ (x|p1) ⊕ … ⊕ N, find its poles, are f and g the same?
enum class Question { Value, WinningMoves, Winner, CanonicalForm, Poles, SameFunction };

inline constexpr int kMaxCount = 100;   // exercises on one sheet
inline constexpr int kMaxEdges = 40;    // edges of one Hackenbush picture

// Bad options (a count of 0, an empty edge range, ...): the message names the option, in English as
// what(), in any language as errorText() (format_error.h).
struct ExerciseError : std::invalid_argument, WordedError {
    explicit ExerciseError(ErrorPhrase problem);
};

struct SheetOptions {
    Kind kind = Kind::Hackenbush;
    Difficulty difficulty = Difficulty::Mixed;
    int count = 6;         // 1..kMaxCount
    int minEdges = 4;      // Hackenbush: 1 <= minEdges <= maxEdges <= kMaxEdges
    int maxEdges = 10;
    std::uint64_t seed = 1;
    Language language = Language::English;  // of the questions and answers (messages.h)
};

// A good move of a transfinite position: the coin or heap number `index` (into ordinalCoins or
// ordinalHeaps, from 0) goes from `from` to `to`.
struct OrdinalMove {
    std::size_t index = 0;
    Ordinal from, to;
    friend bool operator==(const OrdinalMove&, const OrdinalMove&) = default;
};

struct Answer {
    std::int64_t value = 0;                 // the Grundy value (Hackenbush, Welter) or the nim-sum
    std::vector<EdgeId> edges;              // Hackenbush: every winning chop, sorted by id
    std::vector<welter::Move> welterMoves;  // Welter: every winning move, sorted by from
    std::vector<nim::NimMove> nimMoves;     // Nim: every winning move, in heap order
    Ordinal ordinalValue;                   // Transfinite: the value (Welter) or the nim-sum (Nim)
    std::vector<OrdinalMove> ordinalMoves;  // Transfinite: every good move (Welter: by from, then to; Nim: heap order)
    // Animating: the canonical form of the function (and of the other one, for SameFunction)
    std::string canonical, otherCanonical;  // "x ⊕ (x|-2) ⊕ (x|-1) ⊕ (x|1) ⊕ 6"
    std::vector<Int128> poles, otherPoles;  // ascending
    Int128 nim = 0, otherNim = 0;
    bool sameFunction = false;              // SameFunction: whether f = g
    std::string reasoning;                  // one to three sentences, plain text
};

struct Exercise {
    Kind kind = Kind::Hackenbush;
    Question question = Question::Value;
    Difficulty difficulty = Difficulty::Trees;  // the one used (never Mixed)
    Picture picture;                            // Hackenbush: laid out, edges named a, b, c, …
    std::vector<welter::Square> coins;          // Welter: ascending
    std::vector<std::int64_t> heaps;            // Nim: in order
    std::vector<Ordinal> ordinalCoins;          // Transfinite Welter: ascending (empty for Nim)
    std::vector<Ordinal> ordinalHeaps;          // Transfinite Nim: in order (empty for Welter)
    animating::AnimatingFunction function;      // Animating: f, made of 2–4 steps
    std::optional<animating::AnimatingFunction> other;  // Animating, SameFunction: g
    Answer answer;
};

struct Sheet {
    SheetOptions options;
    std::vector<Exercise> exercises;
};

// Throws ExerciseError naming the bad option.
void checkOptions(const SheetOptions& options);

// The sheet of these options (checked first).
Sheet makeSheet(const SheetOptions& options);

// One position of the kind and difficulty (not Mixed), drawn from `rng`, without a question:
// what the sheet and the puzzle mode both build on. Hackenbush uses minEdges..maxEdges edges.
// For Animating this is f alone; g comes with the question (drawQuestion).
Exercise makePosition(Kind kind, Difficulty difficulty, int minEdges, int maxEdges, SeededRandom& rng);

// Draws the exercise's question from `rng`, one of those its kind asks (a position: Value,
// WinningMoves, Winner; an animating function: CanonicalForm, Poles, SameFunction, the last with g
// drawn too: the same function as f written otherwise about half of the time).
void drawQuestion(Exercise& exercise, SeededRandom& rng);

// Fills in `answer` for the exercise's position and question, from the core.
void solve(Exercise& exercise, Language language = Language::English);

// The names of the answer's winning moves as sentences say them ("chopping c", "moving the coin on
// 13 to 1", "moving the coin on ω+5 to ω+1"); empty when there is none (and for Animating).
std::vector<std::string> winningMoveNames(const Exercise& exercise, Language language = Language::English);

// The answer in one line, moves named briefly: "Value 6; winning moves: c, e." / "Value 4; winning
// move: 13 → 1." / "Nim-sum 0; winning moves: none."
std::string answerText(const Exercise& exercise, Language language = Language::English);

// The question as a sentence: "What is the value of this picture?", "Find every winning move.", ...
// An animating function's question names it: "Find the poles of f(x) = ((x − 2) ⊕ 3) + 3."
std::string questionText(const Exercise& exercise, Language language = Language::English);

// "hackenbush", "welter", "nim", "animating", "transfinite" (the CLI's --kind words) and back;
// nullopt for an unknown word.
std::string kindName(Kind kind);
std::optional<Kind> kindFromName(const std::string& name);

// The name of the edge number `index` in picture order: "a" … "z", "aa", "ab", …
std::string edgeLetter(std::size_t index);

// Two straight edges of the drawing that cross, or an edge through a node that is not its end
// (parallel copies and loops, drawn as arcs and petals, are not counted). For the layout check.
int crossings(const Picture& picture);

}  // namespace homestead::exercises
