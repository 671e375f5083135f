// An edge's explanation (explanation.h, computed by the core's explainEdge) as the Python dict of
// `homestead-cli explain --json`: the same keys, the same nesting, None for null, so a notebook
// and a script reading the CLI see one structure:
//   {"edge", "stress", "terms": [{"edge", "stress"}], "weight", "load", "value_after_chop",
//    "climb": [{"edge", "stress", "target"}]}            when chopping the edge wins (a bridge), or
//    "class", "mating": [[a, b]], "spinster" (, "mated": False)   for an edge on a cycle.
#pragma once

#include "homestead/explanation.h"

#include <pybind11/pybind11.h>

namespace homestead::python {

pybind11::dict explanationDict(const EdgeExplanation& explanation);

}  // namespace homestead::python
