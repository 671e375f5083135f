// What is said about an animating function (animating.h), written once for every front end: where
// each pole comes from (which step rang the infinite carry bell there, and with what value), the
// canonical form, how the Nim is found, whether there is a Welt, whether two functions are equal, and
// what composing them gives. The Animating functions page shows exactly these sentences, and the
// numbers in them are the core's; the words come from the message catalogue (messages.h).
//
//   const auto f = animating::parse("-2 ^3 +3 ^5");
//   animating::poleOrigins(f)[0]   // {pole -2, rang in step 3 (+3) with the value -1 reaching it}
//   animating::nimSentence(f)      // "The Nim is f(0) with (0|p) nim-added for each pole p: …"
//   const AnimatingReport r = animating::describe(f, -32, 32);   // all of it, and f on −32…32
#pragma once

#include "homestead/animating.h"
#include "homestead/messages.h"
#include "homestead/wide_integer.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace homestead::animating {

// One step that rang the bell at a pole: the step's index (0-based) and the value that reaches it
// when the function is applied to the pole (the pole pulled through the steps before it), which lies
// in the step's ringing range (0…a-1 for x − a, -a…-1 for x + a).
struct Ring {
    std::size_t step = 0;
    Int128 reaching = 0;
    friend bool operator==(const Ring&, const Ring&) = default;
};
// A pole and the steps that rang there: an odd number of them (each step rings at most once at any
// x, since the steps before it are a bijection).
struct PoleOrigin {
    Int128 pole = 0;
    std::vector<Ring> rings;
};

// Every pole of f, ascending, with its rings. O(the ring points × the steps), as finding the poles.
std::vector<PoleOrigin> poleOrigins(const AnimatingFunction& f);

// A step as written in the sentences: "x − 4", "x + 3", "x ⊕ 5".
std::string stepFormula(const Step& step);
// The function as one formula, its steps nested in order: "(((x − 2) ⊕ 3) + 3) ⊕ 5"; "x" for none.
std::string formula(const AnimatingFunction& f);
// The range of values before a step for which it rings: "0…3" for −4, "-3…-1" for +3, "" for ⊕ (it never rings).
std::string ringingRange(const Step& step);

// "f(x) = x ⊕ (x|−2) ⊕ (x|−1) ⊕ (x|1) ⊕ 6".
std::string canonicalSentence(const AnimatingFunction& f, const std::string& name = "f");
// "Pole −2: step 3 (x + 3) rings the carry bell there, because the value reaching it, −1, is in
// −3…−1." Several rings: each named, and "3 rings: an odd number, so it stays a pole."
std::string poleSentence(const AnimatingFunction& f, const PoleOrigin& origin, Language language = Language::English);
// "The Nim N is what is left at x = 0: f(0) = 2, and 2 ⊕ (0|−2) ⊕ … = 6." With no poles: "f(0) = N".
std::string nimSentence(const AnimatingFunction& f, const std::string& name = "f", Language language = Language::English);
// With Nim 0: "The Nim is 0, so f has a Welt: [1|3] = 2, the Welter function of its poles."
// Else "No Welt: the Nim is 6, not 0."
std::string weltSentence(const AnimatingFunction& f, const std::string& name = "f", Language language = Language::English);
// "f = g: the same poles (−2, −1, 1) and the same Nim 6, so the same function." or which differs.
std::string comparisonSentence(const AnimatingFunction& f, const AnimatingFunction& g,
                               Language language = Language::English);
// The poles that cancel in f∘g: the poles of f∘g are those of g and g⁻¹ of those of f, a pole
// found twice cancelling; this counts the p of f with g⁻¹(p) a pole of g.
std::size_t cancelledPoles(const AnimatingFunction& f, const AnimatingFunction& g);
// The composition f∘g (g's steps first) and its Nim as the nim-sum of theirs, and its Welt as the
// nim-sum of theirs when both have one: "f∘g(x) = … ; its Nim 6 ⊕ 6 = 0, and Welt 5 ⊕ 5 = 0."
// The Welt is defined only up to ⊕ -1 (a doubled pole flips it): when an odd number of poles cancel
// the sentence says so and gives the Welt of f∘g's own poles.
std::string compositionSentence(const AnimatingFunction& f, const AnimatingFunction& g,
                                Language language = Language::English);

// Everything a view shows of one function, for the window x in [from, to] (at most kMaxGraphPoints
// values; a wider window is refused by clamping `to`).
inline constexpr int kMaxGraphPoints = 4097;
struct AnimatingReport {
    AnimatingFunction function;
    std::string canonical;
    std::vector<PoleOrigin> poles;
    std::vector<std::string> poleSentences;  // one per pole, in the order of `poles`
    std::string nim;
    std::string welt;
    Int128 from = 0;
    std::vector<Int128> values;  // f(from), f(from + 1), …
};
AnimatingReport describe(const AnimatingFunction& f, Int128 from, Int128 to, const std::string& name = "f",
                         Language language = Language::English);

}  // namespace homestead::animating
