// homestead-cli animating: the canonical form (poles and Nim) and the Welt of an animating function
// given as its steps (animating.h). Poles, Nim and Welt are exact integers, printed in decimal
// however far past 64 bits they go (wide_integer.h).
#include "command.h"

#include "homestead/display_text.h"

#include "homestead/animating.h"
#include "homestead/wide_integer.h"

#include <ostream>
#include <string>
#include <vector>

namespace homestead::cli {
namespace {

int run(const std::vector<std::string>& args, std::istream&, std::ostream& out, std::ostream&) {
    bool json = false;
    std::string steps;
    for (const auto& arg : args) {
        if (arg == "--json") json = true;
        else if (arg.size() > 2 && arg.rfind("--", 0) == 0)
            throw UsageError("animating: unknown option " + quote(arg) + " (see 'homestead-cli animating --help')");
        else steps += (steps.empty() ? "" : " ") + arg;
    }
    if (steps.empty()) throw UsageError("animating: no steps given (e.g. 'homestead-cli animating -2 ^3 +3 ^5')");
    animating::AnimatingFunction f;
    try {
        f = animating::parse(steps);
    } catch (const animating::AnimatingError& error) {
        throw UsageError(std::string("animating: ") + error.what());
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
    out << "steps: " << f.stepsText() << "\nf(x) = " << f.canonicalForm() << "\npoles: ";
    if (f.poles().empty()) out << "none";
    for (std::size_t i = 0; i < f.poles().size(); ++i) out << (i ? " " : "") << toDecimal(f.poles()[i]);
    out << "\nNim: " << toDecimal(f.nim()) << "\nWelt: ";
    if (welt) out << toDecimal(*welt);
    else out << "none (the Nim is not 0)";
    out << "\n";
    return 0;
}

const CommandRegistration registration{Command{
    "animating",
    "animating [--json] STEP...",
    "An animating function (Conway, ONAG ch. 13): the composition of steps applied left to right,\n"
    "  +N   x ↦ x + N        -N   x ↦ x − N        ^N (or ⊕N)   x ↦ x ⊕ N\n"
    "on all integers. Prints its canonical form x ⊕ (x|p1) ⊕ … ⊕ (x|pk) ⊕ N (the poles p and the Nim\n"
    "N) and, when the Nim is 0, its Welt [p1|…|pk]. Limit: the + and − amounts, each times its\n"
    "position in the list, may add up to 2·10^6.\n\n"
    "  --json   {\"steps\": \"...\", \"poles\": [...], \"nim\": N, \"welt\": W or null}\n\n"
    "example (Conway's f = g):\n"
    "  homestead-cli animating -2 ^3 +3 ^5\n"
    "  homestead-cli animating +2 ^3 -1 ^5\n",
    run}};

}  // namespace
}  // namespace homestead::cli
