// See explanation_dict.h.
#include "explanation_dict.h"

#include "conversions.h"

namespace homestead::python {

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
        for (const ClimbStep& step : x.climb)
            climb.append(py::dict(py::arg("edge") = toPython(step.edge), py::arg("stress") = toPython(step.stress),
                                  py::arg("target") = toPython(step.target)));
        out["climb"] = climb;
    }
    return out;
}

}  // namespace homestead::python
