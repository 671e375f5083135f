// An edge's explanation (explanation.h) as the JSON of `homestead-cli explain --json`, written once
// here for every reader: the CLI prints it, the Python module returns json.loads of it. The contract
// (issue 14; docs/cli.md):
//   {"edge": ID, "stress": S, "terms": [{"edge": E, "stress": S}, ...], "weight": W, "load": [ids],
//    "value_after_chop": V, then either
//    "climb": [{"edge": E, "stress": S, "target": T, "others": O}, ...]   when chopping the edge wins, or
//    "class": [ids], "mating": [[A, B], ...], "spinster": ID or null (, "mated": false)  on a cycle}
// on one line, ending with a newline.
//
//   std::string json = explanationJson(explainEdge(*artifact, 1));
#pragma once

#include "homestead/explanation.h"

#include <string>

namespace homestead {

std::string explanationJson(const EdgeExplanation& explanation);

}  // namespace homestead
