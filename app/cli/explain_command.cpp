// homestead-cli explain: why one edge's numbers are what they are — its stress as 1 + (a ⊕ b ⊕ …),
// its weight, its load, the value chopping it leaves and, when chopping it wins, Conway's climb (or,
// on a cycle, its class, mating and spinster). The explanation and its sentences come from the core
// (explanation.h, explanation_text.h, explanation_json.h); this file only prints them. JSON contract: issue 14.
#include "command.h"
#include "language_option.h"
#include "picture_input.h"

#include "homestead/concyclic.h"
#include "homestead/display_text.h"
#include "homestead/explanation.h"
#include "homestead/explanation_json.h"
#include "homestead/explanation_text.h"

#include <charconv>
#include <ostream>

namespace homestead::cli {
namespace {

EdgeId parseEdge(const std::string& text) {
    EdgeId id = -1;
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), id);
    if (text.empty() || ec != std::errc() || ptr != text.data() + text.size() || id < 0)
        throw UsageError("explain: --edge " + quote(text) + " is not an edge id (a non-negative integer)");
    return id;
}

int run(const std::vector<std::string>& given, std::istream& in, std::ostream& out, std::ostream&) {
    std::vector<std::string> args = given;
    const Language language = takeLanguageOption("explain", args);
    PictureArguments arguments = parsePictureArguments("explain", args, {"--json"}, {"--edge"});
    auto edgeArg = arguments.values.find("--edge");
    if (edgeArg == arguments.values.end()) throw UsageError("explain: --edge ID is required (the edge to explain)");
    const EdgeId id = parseEdge(edgeArg->second);
    auto artifact = PictureAnalysis::of(loadPicture(arguments, in));
    if (!artifact->picture().hasEdge(id))
        throw UsageError("explain: --edge " + std::to_string(id) + ": the picture has no edge with this id");
    EdgeExplanation x;
    try {
        x = explainEdge(*artifact, id);
    } catch (const PictureError& e) {
        throw UsageError(std::string("explain: --edge ") + std::to_string(id) + ": " + e.what());
    }
    if (arguments.flags.count("--json")) out << explanationJson(x);
    else out << text::edgeExplanationText(artifact->picture(), x, language);
    return 0;
}

CommandRegistration registration{Command{
    "explain",
    std::string("explain [--json] [--lang L] ") + kPictureSourceSynopsis + " --edge ID",
    "Why edge ID's numbers are what they are: its stress as 1 + (a ⊕ b ⊕ ...) over the garden edges it\n"
    "immediately supports (a loop at its top is a term 1), the nim-sum in binary columns, its weight\n"
    "(stress|0), its load, the value chopping it leaves and, when chopping it wins, Conway's climb from\n"
    "the ground (the stress each edge on the way must reach); for an edge on a cycle its concyclic\n"
    "class, the mating and the spinster.\n\n" +
        std::string(kPictureSourceHelp) +
        "  --edge ID  the edge to explain (its id in the file; for a CGSuite string, order of appearance)\n"
        "  --json     {\"edge\": ID, \"stress\": S, \"terms\": [{\"edge\": E, \"stress\": S}, ...], \"weight\": W,\n"
        "              \"load\": [ids], \"value_after_chop\": V, \"climb\": [{\"edge\": E, \"stress\": S,\n"
        "              \"target\": T, \"others\": O}, ...]}; climb only when chopping ID wins (O: the ⊕ of\n"
        "              the other terms at the step's lower end, so T ⊕ O is what that end's ⊕ must become);\n"
        "              for an edge on a cycle\n"
        "              \"class\": [ids], \"mating\": [[A, B], ...], \"spinster\": ID or null instead; a\n"
        "              class of more than " + std::to_string(kMostMatedEdges) + " edges is not mated (k^2 memory): \"mated\": false\n" +
        languageHelp(13) + "\n" +
        "Example: homestead-cli explain --cgsuite ':Geee:G' --edge 1   (the top of the door: the winning move)\n"
        "         homestead-cli explain --lang de --cgsuite ':Geee:G' --edge 1   (the same in German)\n",
    run}};

}  // namespace
}  // namespace homestead::cli
