// The two exercise kinds from chapter 13 (exercises.h), drawn and solved here so that exercises.cpp
// keeps to Hackenbush, Welter and Nim.
//
// Animating functions (exercise_animating.cpp): f is drawn from every function of 2, 3 or 4 steps
// (easy, medium, hard) that alternate between + or − and ⊕, amounts 1 to 5 — about 5,900 functions,
// listed once per process with their poles and Nims (Conway's f = "-2 ^3 +3 ^5" and g = "+2 ^3 -1 ^5"
// are among them). For "are f and g the same?" g is, about half of the time, another function of that
// list with the same poles and Nim (so the same function, written otherwise); else one with the same
// Nim and other poles, so that the Nim alone does not decide.
//
// Transfinite positions (exercise_transfinite.cpp): Welter coins or Nim heaps, one game or the other
// at random, on ordinals ω·l + m (easy: 2–3 of them, l < 3, m < 8; medium: 3–4, l < 4, m < 16) or
// ω²·k + ω·l + m (hard: 4–5, k < 3, l < 8, m < 32), at least one of them infinite; about one in four
// is made a P-position by playing one of its good moves (one that leaves something infinite).
// Answers: transfinite.h.
#pragma once

#include "homestead/exercises.h"

namespace homestead::exercises::chapter13 {

void drawAnimatingFunction(Exercise& exercise, SeededRandom& rng);  // f, by exercise.difficulty
void drawOtherFunction(Exercise& exercise, SeededRandom& rng);      // g, for Question::SameFunction
void solveAnimating(Exercise& exercise, Language language);

void drawTransfinitePosition(Exercise& exercise, SeededRandom& rng);  // by exercise.difficulty
void solveTransfinite(Exercise& exercise, Language language);
// Names of the answer's good moves as sentences say them ("moving the coin on ω+5 to ω+1").
std::vector<std::string> transfiniteMoveNames(const Exercise& exercise, Language language);

}  // namespace homestead::exercises::chapter13
