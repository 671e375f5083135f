// The sentences of an explanation (explanation.h), written once: homestead-cli explain prints them,
// the window's Explain panel and the canvas tooltip show them, so a number is explained in the same
// words everywhere. Plain text, no markup; "⊕" for the nim-sum. Edges are named as the picture names
// them ("the trunk (edge 12)", or "edge 12"). Each function takes the language last (messages.h),
// English when not given.
//
//   text::stressSum({8, 6}, false, false)   == "1 + (8 ⊕ 6)"
//   text::weightSentence(15)                == "15 is odd, so its weight is 1 (the formula: (15|0) = 2^(0+1) − 1 = 1)."
//   text::climbSentence(picture, x.climb, 10)   // "To win, the value 10 must become 0: the trunk 15 must become 5; ..."
#pragma once

#include "homestead/explanation.h"
#include "homestead/messages.h"

#include <functional>
#include <span>
#include <string>

namespace homestead::text {

// A sum or list of more numbers than this is shortened, so a tooltip stays a tooltip: a run of equal
// terms is written once, "1 + (6 ⊕ 1 ⊕ … ⊕ 1 (3000 of them))", and past this many terms the rest is
// counted, "… 40 more"; a list names this many, "carries 1, 1, … and 2988 more".
inline constexpr std::size_t kTermsListed = 12;

// "the trunk (edge 12)" or "edge 12".
std::string edgeName(const Picture& picture, EdgeId id, Language language = Language::English);

// The right-hand side of "stress = …": "1 + (8 ⊕ 6)", "1 + 3" (one term), "1 + 0 (it supports
// nothing)"; an edge on a cycle: "1 (on a cycle: a loop after collapsing)"; a loop: "1 (a loop)".
// `decorate`, if given, writes the i-th term's number (a window colours it as its term).
std::string stressSum(std::span<const std::uint64_t> terms, bool onCycle, bool loop,
                      const std::function<std::string(std::size_t, const std::string&)>& decorate = {},
                      Language language = Language::English);

// The weight in words first, the formula after, as one sentence: "15 is odd, so its weight is 1 (the
// formula: (15|0) = 2^(0+1) − 1 = 1)."; "12 = 4 × 3, so the largest power of 2 dividing it is 4 and
// its weight is 2 × 4 − 1 = 7 (the formula: (12|0) = 2^(2+1) − 1 = 7)."
std::string weightSentence(std::uint64_t stress, Language language = Language::English);

// "chopping it drops nothing else" / "chopping it drops 1 more edge" / "… 7 more edges".
std::string loadSentence(std::size_t falls, Language language = Language::English);

// "Chopping it leaves value 0: a winning move." / "Chopping it leaves value 7: a losing move (the
// opponent then wins)."
std::string valueAfterChopSentence(std::uint64_t after, Language language = Language::English);

// Conway's climb (THEORY.md §6) in one sentence, each step with its arithmetic: the nim-sum of the
// other terms at its level and the equation it solves. At the ground: "To win, the value 10 must
// become 0: the other stresses at the ground make 6 ⊕ 4 ⊕ 4 ⊕ 3 ⊕ 1 ⊕ … = 5, so the trunk 15 must
// become 5 (edge 12), as 5 ⊕ 5 = 0;"; above, the edge below's new stress is 1 + the ⊕ of what it
// carries: "the trunk carries 8 and 6, so the trunk's 5 = 1 + (x ⊕ 6) gives x = 4 ⊕ 6 = 2: the 8
// must become 2 (left branch, edge 3); the left branch carries 4, 2 and 1, the others making
// 2 ⊕ 1 = 3, so the left branch's 2 = 1 + (x ⊕ 3) gives x = 1 ⊕ 3 = 2: the 4 must become 2 (…); …
// the 2 must become 0: chop it (…)." Long sums name their first terms, "…", and the total.
// An edge named by a word goes by it ("the trunk 15"); an edge named by a letter, or not named, goes
// by "edge" and the letter or id, its stress in brackets: "the value 2 must become 0: the other
// stress at the ground is 1, so edge a (3) must become 1, as 1 ⊕ 1 = 0; edge a carries 2, so edge
// a's 1 = 1 + x gives x = 0: edge b (2) must become 0: chop it." The stresses an edge carries are
// listed largest first.
std::string climbSentence(const Picture& picture, const std::vector<ClimbStep>& climb, std::uint64_t value,
                          Language language = Language::English);
// One step of it (index i), as the Explain panel shows it step by step.
std::string climbStepSentence(const Picture& picture, const std::vector<ClimbStep>& climb, std::size_t i,
                              std::uint64_t value, Language language = Language::English);

// A class too large to mate (more than kMostMatedEdges): "Too large to mate here (20000 edges; up
// to 2500 are mated)."
std::string unmatedSentence(std::size_t edges, Language language = Language::English);

// An edge on a cycle: its class, what chopping it does to the others ((x|y) = weight of y once x is
// chopped), the mating and the spinster, on a few lines.
std::string cycleSentences(const Picture& picture, EdgeId edge, const CycleExplanation& cycle,
                           Language language = Language::English);

// The columns as plain text, one line per row and one for the result; a 1 cancelled by another 1 in
// its column is shown as "x":
//      8 = 1 0 0 0
//      6 = 0 1 1 0
//   ⊕ 14 = 1 1 1 0
std::string columnsText(const NimColumns& columns, Language language = Language::English);

// The whole explanation of an edge as the command line prints it (several lines).
std::string edgeExplanationText(const Picture& picture, const EdgeExplanation& x,
                                Language language = Language::English);

// The whole picture: "The value is the ⊕ of the stresses at the ground: 15 ⊕ 1 ⊕ 6 = 8." and who wins.
std::string pictureSentence(const PictureExplanation& x, Language language = Language::English);

// The parts (PictureExplanation::parts) in short, as the window's status line shows them: "Parts:
// 15 ⊕ 1 ⊕ 4" (up to kTermsListed), "40 parts"; "" for one part or none.
std::string partsLine(std::span<const std::uint64_t> parts, Language language = Language::English);
// What they are: "Taken apart at its base nodes, the picture is 3 parts, worth 15 ⊕ 1 ⊕ 4 = 10: a
// part is worth the ⊕ of its edges' weights, and the ⊕ of the parts is the value, as the ⊕ of the
// stresses at the ground is."; "" for one part or none.
std::string partsSentence(std::span<const std::uint64_t> parts, Language language = Language::English);

}  // namespace homestead::text
