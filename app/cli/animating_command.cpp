// homestead-cli animating: the canonical form (poles and Nim) and the Welt of an animating function
// given as its steps (animating.h). Poles, Nim and Welt are exact integers, printed in decimal
// however far past 64 bits they go (wide_integer.h).
#include "command.h"
#include "language_option.h"

#include "homestead/display_text.h"

#include "homestead/animating.h"
#include "homestead/wide_integer.h"

#include <ostream>
#include <string>
#include <vector>

namespace homestead::cli {
namespace {

int run(const std::vector<std::string>& args, std::istream&, std::ostream& out, std::ostream&) {
    const Language language = chosenLanguage();
    bool json = false;
    std::string steps;
    for (const auto& arg : args) {
        if (arg == "--json") json = true;
        else if (arg.size() > 2 && arg.rfind("--", 0) == 0)
            throw usageError("animating", Msg::UseUnknownOptionSee, {quote(arg), "animating"});
        else steps += (steps.empty() ? "" : " ") + arg;
    }
    if (steps.empty()) throw usageError("animating", Msg::UseNoSteps);
    animating::AnimatingFunction f;
    try {
        f = animating::parse(steps);
    } catch (const animating::AnimatingError& error) {
        throw usageError("animating", error);
    }
    const auto welt = f.welt();
    if (json) {
        out << "{\"steps\": \"" << f.stepsText() << "\", \"poles\": [";
        for (std::size_t i = 0; i < f.poles().size(); ++i) out << (i ? ", " : "") << toDecimal(f.poles()[i]);
        out << "], \"nim\": " << toDecimal(f.nim()) << ", \"welt\": ";
        if (welt) out << toDecimal(*welt);
        else out << "null";
        out << "}\n";
        return 0;
    }
    out << message(language, Msg::CliAnimSteps) << f.stepsText() << "\nf(x) = " << f.canonicalForm() << '\n'
        << message(language, Msg::CliAnimPoles);
    if (f.poles().empty()) out << message(language, Msg::CliAnimNoPoles);
    for (std::size_t i = 0; i < f.poles().size(); ++i) out << (i ? " " : "") << toDecimal(f.poles()[i]);
    out << '\n' << message(language, Msg::CliAnimNim) << toDecimal(f.nim()) << '\n' << message(language, Msg::CliAnimWelt);
    if (welt) out << toDecimal(*welt);
    else out << message(language, Msg::CliAnimNoWelt);
    out << "\n";
    return 0;
}

const CommandRegistration registration{Command{
    "animating",
    [](Language l) { return message(l, Msg::HelpAnimatingSynopsis); },
    [](Language l) { return message(l, Msg::HelpAnimating); },
    run}};

}  // namespace
}  // namespace homestead::cli
