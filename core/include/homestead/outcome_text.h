// The sentences that explain a result, written once: every front end (homestead-cli's text output,
// the window's status bar, Play panel and Welter page) says who wins and how a value arises in these
// words, so the command line and the window never disagree. Plain English, no markup; the GUI may
// colour the pieces that matingTerms() hands out. Each function takes the language last (messages.h),
// English when not given.
//
//   text::valueOutcome(0)   == "Value 0: the player to move loses with best play."
//   text::matingEquation(welter::matingMethod(coins))   // "[0|16] ⊕ [7|23] ⊕ [2] = 15 ⊕ 15 ⊕ 2 = 28"
#pragma once

#include "homestead/messages.h"
#include "homestead/welter.h"

#include <cstdint>
#include <string>
#include <vector>

namespace homestead::text {

// "the player to move wins with best play" / "the player to move loses with best play".
std::string moverOutcome(bool moverWins, Language language = Language::English);

// Normal play, from a Grundy value: "Value 0: the player to move loses with best play." /
// "Value 10: the player to move wins with best play."
std::string valueOutcome(std::int64_t value, Language language = Language::English);

// "P-position: the player to move loses" / "N-position: the player to move wins".
std::string positionClass(bool pPosition, Language language = Language::English);

// Misère play decided by exhaustive search (Hackenbush): "Misère play: the player to move wins with
// best play (found by exhaustive search)."
std::string misereSearchOutcome(bool moverWins, Language language = Language::English);

// Misère Welter by the fickle rule (THEORY §3): the outcome and why, e.g. "Misère: the player to move
// loses with best play (a fickle position: value 1 loses, unlike normal play)."
std::string welterMisereOutcome(bool fickle, bool misereP, Language language = Language::English);

// One term of the mating method: "[a|b]" with its value [a|b], or "[s]" for the spinster.
struct MatingTerm {
    std::string text;
    std::int64_t value = 0;
    bool spinster = false;
};
std::vector<MatingTerm> matingTerms(const welter::Mating& mating);

// The mating method as one equation: "[0|16] ⊕ [7|23] ⊕ [2] = 15 ⊕ 15 ⊕ 2 = 28"; one term says its
// value once ("[0|2] = 1"); no coins: "(no coins) = 0".
std::string matingEquation(const welter::Mating& mating, Language language = Language::English);

// How each term of the mating method is found, one line per pair in the order they were mated, then
// the spinster: the pair is the best mated of the coins left (the largest (a|b) = 2^(n+1) − 1, 2^n
// the highest power of 2 dividing their difference), and [a|b] = (a ⊕ b) − 1 (THEORY.md §2–3):
// "0 and 16 are mated first: their difference 16 = 16 × 1 makes (0|16) = 2 × 16 − 1 = 31, the
// largest (a|b) of the coins; [0|16] = (0 ⊕ 16) − 1 = 16 − 1 = 15."; later pairs "then 7 and 23 …
// the largest (a|b) of the coins left …"; the spinster "2 is left alone (the spinster): [2] = 2.".
std::vector<std::string> matingWorking(const welter::Mating& mating, Language language = Language::English);

// A Welter move in words: "slide the coin on 13 to 1".
std::string welterMoveText(const welter::Move& move, Language language = Language::English);

// Welter's game read as Nim with no two heaps equal, in one sentence with its plurals right:
// "As Nim with no two heaps equal: heaps 2, 5 and 9. It is worth one Nim heap of 14; the mating method
// splits it into the Nim heaps 6 and 9." (one coin: "one heap of 1 ... worth one Nim heap of 1.")
std::string welterAsNim(std::span<const welter::Square> coins, const welter::Mating& mating,
                        Language language = Language::English);

// "2, 5 and 9"; "9"; "" — a list of numbers as a sentence writes it.
std::string numberList(const std::vector<std::int64_t>& numbers, Language language = Language::English);
// The same for any words: "a, b and c".
std::string wordList(const std::vector<std::string>& words, Language language = Language::English);

}  // namespace homestead::text
