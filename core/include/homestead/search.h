// The Grundy value of a Hackenbush picture by exhaustive game-tree search: the verifier behind the
// tests and behind `homestead-cli search`. It uses no theory beyond the Sprague–Grundy rules:
// a position is the multiset of standing edges (parallel edges are interchangeable, so a position is
// a count per pair of ends, base nodes identified); edges not connected to the ground fall; the
// position splits into independent parts (components once the ground is removed) whose values are
// XORed; each part's value is the mex of the values after each distinct chop, memoised by that
// canonical count vector. Exponential in the worst case: refused above `maxEdges` standing edges,
// and abandoned with an error after `maxPositions` memoised positions or, when it is set, `maxTime`
// of searching, whichever comes first (the clock is read every kSearchClockInterval new positions,
// so the time bound costs nothing measurable). Without maxTime the result depends on the picture
// alone (what tests want); `homestead-cli search` sets kCommandLineSearchTime. describeLimits()
// words the limits once, for the messages and the command's help alike.
//
//   std::uint64_t g = searchValue(door);    // 1
#pragma once

#include "homestead/format_error.h"
#include "homestead/picture.h"

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>

namespace homestead {

inline constexpr std::size_t kSearchClockInterval = 4096;  // new positions between two clock readings

struct SearchLimits {
    std::size_t maxEdges = 30;
    std::size_t maxPositions = 1'000'000;  // seconds of CPU and about 140 MB at the worst
    std::optional<std::chrono::milliseconds> maxTime;  // none: bounded by positions only
};

// What `homestead-cli search` allows: a rich 30-edge picture needs far more than this for its 10^6
// positions, so the clock, not the count, ends such a search.
inline constexpr std::chrono::milliseconds kCommandLineSearchTime{10'000};

// "30 standing edges or 1,000,000 positions", with maxTime "30 standing edges, 1,000,000 positions
// or 10 seconds of search"; in German "30 stehende Kanten oder 1.000.000 Stellungen".
std::string describeLimits(const SearchLimits& limits = {}, Language language = Language::English);

// Thrown when a picture is too large to search; the message says which limit and by how much, in
// English as what(), in any language as errorText() (format_error.h).
struct SearchTooLarge : std::runtime_error, WordedError {
    explicit SearchTooLarge(ErrorParts parts);
};

std::uint64_t searchValue(const Picture& picture, const SearchLimits& limits = {});

}  // namespace homestead
