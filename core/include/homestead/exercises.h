// Exercise sheets (issue 15): N seeded exercises of one kind — Hackenbush pictures, Welter positions
// or Nim positions — each asking "what is the value?", "find every winning move" or "who wins?", with
// the answer computed by the core (analysis.h, welter.h, nim.h) and a short worked reasoning
// (exercise_text.h). The same options and seed give the same sheet, byte for byte, on every platform
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

#include "homestead/messages.h"
#include "homestead/nim.h"
#include "homestead/picture.h"
#include "homestead/seeded_random.h"
#include "homestead/welter.h"

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace homestead::exercises {

enum class Kind { Hackenbush, Welter, Nim };
// For Hackenbush the shape of the pictures; for Welter and Nim the size (Trees easy, Cycles medium,
// LoopsAndMultiple hard). Mixed grades the sheet from easy to hard.
enum class Difficulty { Mixed, Trees, Cycles, LoopsAndMultiple };
enum class Question { Value, WinningMoves, Winner };

inline constexpr int kMaxCount = 100;   // exercises on one sheet
inline constexpr int kMaxEdges = 40;    // edges of one Hackenbush picture

// Bad options (a count of 0, an empty edge range, ...): the message names the option.
struct ExerciseError : std::invalid_argument {
    using std::invalid_argument::invalid_argument;
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

struct Answer {
    std::int64_t value = 0;                 // the Grundy value (Hackenbush, Welter) or the nim-sum
    std::vector<EdgeId> edges;              // Hackenbush: every winning chop, sorted by id
    std::vector<welter::Move> welterMoves;  // Welter: every winning move, sorted by from
    std::vector<nim::NimMove> nimMoves;     // Nim: every winning move, in heap order
    std::string reasoning;                  // one to three sentences, plain text
};

struct Exercise {
    Kind kind = Kind::Hackenbush;
    Question question = Question::Value;
    Difficulty difficulty = Difficulty::Trees;  // the one used (never Mixed)
    Picture picture;                            // Hackenbush: laid out, edges named a, b, c, …
    std::vector<welter::Square> coins;          // Welter: ascending
    std::vector<std::int64_t> heaps;            // Nim: in order
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
Exercise makePosition(Kind kind, Difficulty difficulty, int minEdges, int maxEdges, SeededRandom& rng);

// Fills in `answer` for the exercise's position and question, from the core.
void solve(Exercise& exercise, Language language = Language::English);

// The names of the answer's winning moves as sentences say them ("chopping c", "moving the coin on
// 13 to 1"); empty when there is none.
std::vector<std::string> winningMoveNames(const Exercise& exercise, Language language = Language::English);

// The answer in one line, moves named briefly: "Value 6; winning moves: c, e." / "Value 4; winning
// move: 13 → 1." / "Nim-sum 0; winning moves: none."
std::string answerText(const Exercise& exercise, Language language = Language::English);

// The question as a sentence: "What is the value of this picture?", "Find every winning move.", ...
std::string questionText(const Exercise& exercise, Language language = Language::English);

// "hackenbush", "welter", "nim" (the CLI's --kind words) and back; nullopt for an unknown word.
std::string kindName(Kind kind);
std::optional<Kind> kindFromName(const std::string& name);

// The name of the edge number `index` in picture order: "a" … "z", "aa", "ab", …
std::string edgeLetter(std::size_t index);

// Two straight edges of the drawing that cross, or an edge through a node that is not its end
// (parallel copies and loops, drawn as arcs and petals, are not counted). For the layout check.
int crossings(const Picture& picture);

}  // namespace homestead::exercises
