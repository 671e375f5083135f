// See explanation_dict.h.
#include "explanation_dict.h"

#include "conversions.h"

using namespace pybind11::literals;

namespace homestead::python {
namespace {

// One step of the climb, with every number the core's ClimbStep carries that the CLI prints: the
// edge, its stress and target, and `others` (the ⊕ of the other terms at its lower end) where the
// core has it.
template <typename Step>
py::dict climbStepDict(const Step& step) {
    py::dict out("edge"_a = toPython(step.edge), "stress"_a = toPython(step.stress), "target"_a = toPython(step.target));
    if constexpr (requires { step.others; }) out["others"] = toPython(step.others);
    return out;
}

}  // namespace

pybind11::dict explanationDict(const EdgeExplanation& x) {
    py::list terms;
    for (const StressTerm& term : x.terms) terms.append(py::dict(py::arg("edge") = toPython(term.edge),
                                                                 py::arg("stress") = toPython(term.stress)));
    py::dict out(py::arg("edge") = toPython(x.edge), py::arg("stress") = toPython(x.stress),
                 py::arg("terms") = terms, py::arg("weight") = toPython(x.weight),
                 py::arg("load") = toPython(x.load), py::arg("value_after_chop") = toPython(x.valueAfterChop));
    if (x.cycle) {
        out["class"] = toPython(x.cycle->members);
        py::list mating;
        for (const auto& [a, b] : x.cycle->pairs) {
            py::list pair;
            pair.append(toPython(a));
            pair.append(toPython(b));
            mating.append(pair);
        }
        out["mating"] = mating;
        out["spinster"] = toPython(x.cycle->spinster);
        if (!x.cycle->mated) out["mated"] = false;
    } else if (x.winning) {
        py::list climb;
        for (const ClimbStep& step : x.climb) climb.append(climbStepDict(step));
        out["climb"] = climb;
    }
    return out;
}

}  // namespace homestead::python
