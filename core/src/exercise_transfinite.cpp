// Exercises on transfinite Welter and Nim: drawing the position and the answer (see
// exercise_chapter13.h); the mathematics is transfinite.h.
#include "exercise_chapter13.h"

#include "homestead/exercise_text.h"
#include "homestead/transfinite.h"

#include <algorithm>
#include <set>

namespace homestead::exercises::chapter13 {

namespace {

struct Size {
    int fewest, most;      // coins or heaps
    std::uint64_t finite;  // m below it
    std::uint64_t omegas;  // l below it (the coefficient of ω)
    std::uint64_t planes;  // k below it (the coefficient of ω²); 1: none
};
Size sizeOf(Difficulty d) {
    switch (d) {
    case Difficulty::Trees: return {2, 3, 8, 3, 1};
    case Difficulty::Cycles: return {3, 4, 16, 4, 1};
    default: return {4, 5, 32, 8, 3};
    }
}

Ordinal drawOrdinal(const Size& s, SeededRandom& rng) {
    std::vector<std::int64_t> c{static_cast<std::int64_t>(rng.below(s.finite)), static_cast<std::int64_t>(rng.below(s.omegas))};
    if (s.planes > 1) c.push_back(static_cast<std::int64_t>(rng.below(s.planes)));
    return Ordinal::fromCoefficients(std::move(c));
}

bool isNim(const Exercise& ex) { return !ex.ordinalHeaps.empty(); }

}  // namespace

void drawTransfinitePosition(Exercise& ex, SeededRandom& rng) {
    const Size s = sizeOf(ex.difficulty);
    const bool nim = rng.chance(1, 2);
    const auto n = static_cast<std::size_t>(rng.between(s.fewest, s.most));
    std::vector<Ordinal>& ordinals = nim ? ex.ordinalHeaps : ex.ordinalCoins;
    if (nim) {
        while (ordinals.size() < n) {
            const Ordinal o = drawOrdinal(s, rng);
            ordinals.push_back(o.isZero() ? Ordinal(1) : o);  // no empty heaps shown
        }
    } else {
        std::set<Ordinal> coins;
        while (coins.size() < n) coins.insert(drawOrdinal(s, rng));
        ordinals.assign(coins.begin(), coins.end());
    }
    if (std::all_of(ordinals.begin(), ordinals.end(), [](const Ordinal& o) { return o.isFinite(); }))
        ordinals.back() = Ordinal::fromCoefficients({ordinals.back().finitePart(), 1});  // something transfinite
    if (!rng.chance(1, 4)) return;
    // A P-position now and then: one of the good moves is played, one that leaves something transfinite.
    std::vector<transfinite::OrdinalMove> moves;
    const std::size_t infinite = static_cast<std::size_t>(
        std::count_if(ordinals.begin(), ordinals.end(), [](const Ordinal& o) { return !o.isFinite(); }));
    for (const auto& m : nim ? transfinite::nimGoodMoves(ordinals) : transfinite::welterGoodMoves(ordinals))
        if (infinite > 1 || m.from.isFinite() || !m.to.isFinite()) moves.push_back(m);
    if (moves.empty()) return;
    const transfinite::OrdinalMove m = moves[rng.below(moves.size())];
    *std::find(ordinals.begin(), ordinals.end(), m.from) = m.to;
    if (nim) std::erase_if(ordinals, [](const Ordinal& o) { return o.isZero(); });
    else std::sort(ordinals.begin(), ordinals.end());
}

std::vector<std::string> transfiniteMoveNames(const Exercise& ex, Language language) {
    std::vector<std::string> names;
    for (const OrdinalMove& m : ex.answer.ordinalMoves)
        names.push_back(isNim(ex) ? text::ordinalHeapMoveName(m.index, m.from, m.to, language)
                                  : text::ordinalCoinMoveName(m.from, m.to, language));
    return names;
}

void solveTransfinite(Exercise& ex, Language language) {
    Answer& a = ex.answer;
    if (isNim(ex)) {
        a.ordinalValue = transfinite::nimSum(ex.ordinalHeaps);
        std::size_t heap = 0;  // the moves come in heap order, one for each heap that has one
        for (const transfinite::OrdinalMove& m : transfinite::nimGoodMoves(ex.ordinalHeaps)) {
            while (ex.ordinalHeaps[heap] != m.from) ++heap;
            a.ordinalMoves.push_back({heap++, m.from, m.to});
        }
        a.reasoning = text::transfiniteNimReason(ex.ordinalHeaps, language);
    } else {
        a.ordinalValue = transfinite::welterValue(ex.ordinalCoins);
        for (const transfinite::OrdinalMove& m : transfinite::welterGoodMoves(ex.ordinalCoins)) {
            const auto at = std::lower_bound(ex.ordinalCoins.begin(), ex.ordinalCoins.end(), m.from);
            a.ordinalMoves.push_back({static_cast<std::size_t>(at - ex.ordinalCoins.begin()), m.from, m.to});
        }
        a.reasoning = text::transfiniteWelterReason(ex.ordinalCoins, language);
    }
    const std::vector<std::string> names = transfiniteMoveNames(ex, language);
    if (ex.question == Question::WinningMoves) a.reasoning += " " + text::winningMovesReason(a.ordinalValue, names, language);
    else if (ex.question == Question::Winner) a.reasoning += " " + text::winnerReason(a.ordinalValue, names, language);
}

}  // namespace homestead::exercises::chapter13
