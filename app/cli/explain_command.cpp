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
        throw usageError("explain", Msg::UseEdgeNotId, {quote(text)});
    return id;
}

int run(const std::vector<std::string>& given, std::istream& in, std::ostream& out, std::ostream&) {
    const std::vector<std::string>& args = given;
    const Language language = chosenLanguage();
    PictureArguments arguments = parsePictureArguments("explain", args, {"--json"}, {"--edge"});
    auto edgeArg = arguments.values.find("--edge");
    if (edgeArg == arguments.values.end()) throw usageError("explain", Msg::UseEdgeRequired);
    const EdgeId id = parseEdge(edgeArg->second);
    auto artifact = PictureAnalysis::of(loadPicture(arguments, in));
    if (!artifact->picture().hasEdge(id))
        throw UsageError(ErrorParts{"explain", "--edge " + std::to_string(id), Msg::UseNoSuchEdge});
    EdgeExplanation x;
    try {
        x = explainEdge(*artifact, id);
    } catch (const PictureError& e) {
        throw usageError("explain", "--edge " + std::to_string(id), e);  // (its words in --lang's language)
    }
    if (arguments.flags.count("--json")) out << explanationJson(x);
    else out << text::edgeExplanationText(artifact->picture(), x, language);
    return 0;
}

CommandRegistration registration{Command{
    "explain",
    [](Language l) { return message(l, Msg::HelpExplainSynopsis, {message(l, Msg::HelpPictureSourceSynopsis)}); },
    [](Language l) { return message(l, Msg::HelpExplain, {message(l, Msg::HelpPictureSource), std::to_string(kMostMatedEdges), languageHelp(13, l)}); },
    run}};

}  // namespace
}  // namespace homestead::cli
