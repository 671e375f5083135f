// Welter's game, Nim, the mating function and animating functions for Python (THEORY.md §1–5):
// thin calls into welter.h, nim.h, mating.h, animating.h and transfinite.h. Squares and heaps
// given as ordinal strings ('w^2*3+w*4+16', 'ω·2+4') take the transfinite forms and answer in
// ordinal strings, as `homestead-cli welter --transfinite` and `nim --transfinite` do.
#include "conversions.h"
#include "python_errors.h"

#include "homestead/animating.h"
#include "homestead/mating.h"
#include "homestead/nim.h"
#include "homestead/ordinal.h"
#include "homestead/transfinite.h"
#include "homestead/welter.h"

#include <pybind11/pybind11.h>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace homestead::python {
namespace {

using namespace pybind11::literals;

bool anyString(const py::sequence& items) {
    for (py::handle item : items)
        if (py::isinstance<py::str>(item)) return true;
    return false;
}

// Ordinals from strings and naturals alike; `what` names the list in messages.
std::vector<Ordinal> ordinals(const py::sequence& items, const char* list) {
    std::vector<Ordinal> out;
    for (py::handle item : items) {
        const Where where(list, out.size());
        try {
            out.push_back(py::isinstance<py::str>(item) ? Ordinal::parse(item.cast<std::string>())
                                                        : Ordinal(fromPython<std::int64_t>(item, where)));
        } catch (const OrdinalError& error) {  // "squares[2]: " before the problem, in the chosen language
            ErrorParts parts{where.text()};
            parts.insert(parts.end(), error.parts().begin(), error.parts().end());
            throw py::value_error(joinedErrorText(parts, bindingLanguage()));
        }
    }
    return out;
}

// Distinct coins, ascending (the strip holds one coin per square).
std::vector<Ordinal> ordinalPosition(const py::sequence& squares) {
    std::vector<Ordinal> coins = ordinals(squares, "squares");
    std::sort(coins.begin(), coins.end());
    for (std::size_t i = 1; i < coins.size(); ++i)
        if (coins[i] == coins[i - 1]) throw welter::WelterError(ErrorParts{{Msg::WelterSquareTwiceShort, {coins[i].toAscii()}}});
    return coins;
}

std::vector<welter::Square> finitePosition(const py::sequence& squares) {
    return welter::normalisePosition(listFromPython<welter::Square>(squares, "squares"));
}

template <typename Move>
py::list moveDicts(const std::vector<Move>& moves) {
    py::list out;
    for (const Move& move : moves) out.append(py::dict("from"_a = toPython(move.from), "to"_a = toPython(move.to)));
    return out;
}

py::list moveDicts(const std::vector<transfinite::OrdinalMove>& moves) {
    py::list out;
    for (const auto& move : moves) out.append(py::dict("from"_a = move.from.toAscii(), "to"_a = move.to.toAscii()));
    return out;
}

py::list moveDicts(const std::vector<nim::NimMove>& moves) {
    py::list out;
    for (const auto& move : moves)
        out.append(py::dict("heap"_a = move.heap, "from"_a = toPython(move.from), "to"_a = toPython(move.to)));
    return out;
}

py::object welterValue(const py::iterable& squaresGiven, bool misere) {
    const py::list squares(squaresGiven);
    if (anyString(squares)) {
        if (misere) throw py::value_error(bindingMessage(Msg::PyMisereSquares));
        return py::str(transfinite::welterValue(ordinalPosition(squares)).toAscii());
    }
    const auto coins = finitePosition(squares);
    std::int64_t value = welter::value(coins);
    // Tame (THEORY.md §3): a fickle position's misère value is its normal value with 0 and 1 exchanged.
    if (misere && value <= 1 && welter::isFickle(coins)) value ^= 1;
    return toPython(value);
}

py::list welterMoves(const py::iterable& squaresGiven, bool misere, const py::object& targetGiven) {
    const py::list squares(squaresGiven);
    std::optional<std::int64_t> target;
    if (!targetGiven.is_none()) target = fromPython<std::int64_t>(targetGiven, "target");
    if (misere && target) throw py::value_error(bindingMessage(Msg::PyMisereOrTarget));
    if (anyString(squares)) {
        if (misere || target) throw py::value_error(bindingMessage(Msg::PyMisereTargetSquares));
        return moveDicts(transfinite::welterGoodMoves(ordinalPosition(squares)));
    }
    const auto coins = finitePosition(squares);
    if (misere) return moveDicts(welter::misereWinningMoves(coins));
    if (target && *target < 0) throw py::value_error(bindingMessage(Msg::PyTargetNegative, {std::to_string(*target)}));
    return moveDicts(welter::movesToTarget(coins, target.value_or(0)));
}

py::object nimSum(const py::args& heaps) {
    if (anyString(heaps)) return py::str(transfinite::nimSum(ordinals(heaps, "heaps")).toAscii());
    return toPython(nim::nimSum(listFromPython<std::int64_t>(heaps, "heaps")));
}

std::vector<std::int64_t> naturalHeaps(const py::sequence& heaps) {
    auto out = listFromPython<std::int64_t>(heaps, "heaps");
    for (std::size_t i = 0; i < out.size(); ++i)
        if (out[i] < 0)
            throw py::value_error(bindingMessage(Msg::PyIsNegative, {Where("heaps", i).text(), std::to_string(out[i])}));
    return out;
}

py::list nimMoves(const py::iterable& heapsGiven, bool misere) {
    const py::list heaps(heapsGiven);
    if (anyString(heaps)) {
        if (misere) throw py::value_error(bindingMessage(Msg::PyMisereHeaps));
        return moveDicts(transfinite::nimGoodMoves(ordinals(heaps, "heaps")));
    }
    const auto finite = naturalHeaps(heaps);
    return moveDicts(misere ? nim::misereNimWinningMoves(finite) : nim::nimWinningMoves(finite));
}

py::dict animatingFunction(const py::object& steps) {
    std::string text;
    if (py::isinstance<py::str>(steps)) text = steps.cast<std::string>();
    else
        for (py::handle step : steps) text += (text.empty() ? "" : " ") + std::string(py::str(step));
    const auto f = animating::parse(text);
    return py::dict("steps"_a = f.stepsText(), "poles"_a = toPython(f.poles()), "nim"_a = toPython(f.nim()),
                    "welt"_a = toPython(f.welt()));
}

}  // namespace

void bindGames(py::module_& m) {
    m.def("welter", &welterValue, "squares"_a, "misere"_a = false, R"doc(
The value of Welter's game with coins on these squares (distinct, any order): Welter's function
[a|b|c|...], the Grundy value (THEORY.md §3). misere=True gives the misère value: the same, with 0
and 1 exchanged when the position is fickle (its partition self-conjugate); 0 means the player to
move loses. Squares given as ordinal strings ('w*2+4', 'ω²+ω·5+25') give the transfinite value as
a string (THEORY.md §5).

>>> welter([0, 2, 5, 7, 11, 13, 16, 17, 23])
28
>>> welter([2, 3]), welter([3, 4]), welter([3, 4, 5]), welter([3, 19])
(0, 6, 1, 15)
>>> welter([1, 'w*2+4', 'w*2+9', 'w^2+w*4+16', 'w^2+w*5+25'])
'w+4'
)doc");
    m.def("welter_moves", &welterMoves, "squares"_a, "misere"_a = false, "target"_a = py::none(), R"doc(
The winning moves of Welter's game, [{"from": a, "to": b}, ...] sorted by from: in normal play,
in misère play (misere=True), or every move to a position of value `target`. Ordinal strings give
the transfinite good moves, as strings.

>>> welter_moves([0, 2, 5, 7, 11, 13, 16, 17, 23])
[{'from': 13, 'to': 1}]
>>> welter_moves([1, 'w*2+4', 'w*2+9', 'w^2+w*4+16', 'w^2+w*5+25'])
[{'from': 'w^2+w*5+25', 'to': 'w^2+w*4+30'}]
)doc");
    m.def("mate", [](py::handle a, py::handle b) {
        return toPython(mate(fromPython<std::int64_t>(a, "a"), fromPython<std::int64_t>(b, "b")));
    }, "a"_a, "b"_a, R"doc(
The mating function (a|b) = 2^(n+1) − 1, 2^n the highest power of 2 dividing a − b; (a|a) = −1
(THEORY.md §2).

>>> mate(3, 19), mate(3, 4), mate(5, 5), mate(-1, 1)
(31, 1, -1, 3)
)doc");
    m.def("nim_sum", &nimSum, R"doc(
The nim-sum a ⊕ b ⊕ ... (bitwise XOR, two's complement for negatives; THEORY.md §1). Ordinal
strings give the transfinite nim-sum (coefficient-wise ⊕) as a string.

>>> nim_sum(4, 5, 7), nim_sum(10, 13, 12, 8), nim_sum(3, 5, 7)
(6, 3, 1)
>>> nim_sum(1, 'w*2+4', 'w^2*3+9', 'w^2*2+w*4+16', 'w^2+w*5+25')
'w*3+5'
)doc");
    m.def("nim_moves", &nimMoves, "heaps"_a, "misere"_a = false, R"doc(
The winning moves of Nim, [{"heap": i, "from": a, "to": b}, ...] (heap indices from 0), in normal
or misère play; ordinal strings give the transfinite good moves [{"from", "to"}] as strings.

>>> nim_moves([10, 13, 12, 8])
[{'heap': 0, 'from': 10, 'to': 9}]
>>> nim_moves([2, 1], misere=True)
[{'heap': 0, 'from': 2, 'to': 0}]
)doc");
    m.def("animating", &animatingFunction, "steps"_a, R"doc(
An animating function (ONAG ch. 13, THEORY.md §4): the steps '+N', '-N', '^N' (x ↦ x ⊕ N) applied
left to right, as a string or a list. Returns its canonical form x ⊕ (x|p1) ⊕ ... ⊕ Nim as
{"steps": str, "poles": [...], "nim": int, "welt": int or None} (the Welt when the Nim is 0).

>>> animating('-2 ^3 +3 ^5')
{'steps': '-2 ^3 +3 ^5', 'poles': [-2, -1, 1], 'nim': 6, 'welt': None}
>>> animating(['+2', '^3', '-1', '^5'])['poles']     # the same function
[-2, -1, 1]
)doc");
}

}  // namespace homestead::python
