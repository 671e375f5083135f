// The JSON of an edge's explanation (see explanation_json.h), numbers written by text_append.h.
#include "homestead/explanation_json.h"

#include "homestead/text_append.h"

#include <cstddef>
#include <string>

namespace homestead {

std::string explanationJson(const EdgeExplanation& x) {
    std::string s;
    appendParts(s, "{\"edge\": ", x.edge, ", \"stress\": ", x.stress, ", \"terms\": [");
    for (std::size_t i = 0; i < x.terms.size(); ++i)
        appendParts(s, i ? ", " : "", "{\"edge\": ", x.terms[i].edge, ", \"stress\": ", x.terms[i].stress, '}');
    appendParts(s, "], \"weight\": ", x.weight, ", \"load\": ");
    appendNumberList(s, x.load);
    appendParts(s, ", \"value_after_chop\": ", x.valueAfterChop);
    if (x.cycle) {
        s += ", \"class\": ";
        appendNumberList(s, x.cycle->members);
        s += ", \"mating\": [";
        for (std::size_t i = 0; i < x.cycle->pairs.size(); ++i)
            appendParts(s, i ? ", [" : "[", x.cycle->pairs[i].first, ", ", x.cycle->pairs[i].second, ']');
        s += "], \"spinster\": ";
        if (x.cycle->spinster) appendNumber(s, *x.cycle->spinster);
        else s += "null";
        if (!x.cycle->mated) s += ", \"mated\": false";  // a class too large to mate: no mating, no spinster said
    } else if (x.winning) {
        s += ", \"climb\": [";
        for (std::size_t i = 0; i < x.climb.size(); ++i) {
            const ClimbStep& step = x.climb[i];
            appendParts(s, i ? ", " : "", "{\"edge\": ", step.edge, ", \"stress\": ", step.stress,
                        ", \"target\": ", step.target, ", \"others\": ", step.others, '}');
        }
        s += ']';
    }
    s += "}\n";
    return s;
}

}  // namespace homestead
