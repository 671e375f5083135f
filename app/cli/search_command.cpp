// homestead-cli search: the Grundy value of a small picture by exhaustive game-tree search (no
// theory), to check the analysis by hand. Refused beyond the limits of search.h (describeLimits()).
#include "command.h"
#include "language_option.h"
#include "picture_input.h"

#include "homestead/search.h"

#include <algorithm>
#include <ostream>

namespace homestead::cli {
namespace {

SearchLimits commandLineLimits() {
    SearchLimits limits;
    limits.maxTime = kCommandLineSearchTime;
    return limits;
}

int run(const std::vector<std::string>& given, std::istream& in, std::ostream& out, std::ostream&) {
    const std::vector<std::string>& args = given;
    const Language language = chosenLanguage();
    PictureArguments arguments = parsePictureArguments("search", args, {"--json"}, {});
    Picture picture = loadPicture(arguments, in);
    std::vector<bool> standing = picture.standingMask();
    auto count = std::count(standing.begin(), standing.end(), true);
    std::uint64_t value = searchValue(picture, commandLineLimits());
    if (arguments.flags.count("--json"))
        out << "{\"value\": " << value << ", \"standing_edges\": " << count << "}\n";
    else
        out << message(language, Msg::CliSearchValue) << value << "  (" << count
            << countMessage(language, Msg::CliStandingEdges, static_cast<std::uint64_t>(count)) << ")\n";
    return 0;
}

CommandRegistration registration{Command{
    "search",
    [](Language l) { return message(l, Msg::HelpSearchSynopsis, {message(l, Msg::HelpPictureSourceSynopsis)}); },
    [](Language l) { return message(l, Msg::HelpSearch, {describeLimits(commandLineLimits(), l), message(l, Msg::HelpPictureSource), languageHelp(11, l)}); },
    run}};

}  // namespace
}  // namespace homestead::cli
