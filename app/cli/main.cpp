// homestead-cli: the command line of Homestead. Dispatches to the registered subcommands and turns
// every error into exit status 2 with one line on stderr and nothing on stdout (an output that
// cannot be written is exit status 1). With glibc, freed
// memory stays in the process for reuse (a short-lived command: fewer page faults).
#include "command.h"

#include <algorithm>
#include <iostream>
#include <limits>
#include <new>
#include <sstream>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace homestead::cli {

std::vector<Command>& commandRegistry() {
    static std::vector<Command> commands;
    return commands;
}

}  // namespace homestead::cli

namespace {

using homestead::cli::Command;
using homestead::cli::commandRegistry;

void printUsage(std::ostream& out) {
    auto commands = commandRegistry();
    std::sort(commands.begin(), commands.end(),
              [](const Command& a, const Command& b) { return a.name < b.name; });
    out << "usage: homestead-cli COMMAND [ARGS...]\n\n"
           "Conway's theory of Hackenbush unrestrained and Welter's game, on the command line.\n\n"
           "commands:\n";
    for (const auto& command : commands) out << "  homestead-cli " << command.synopsis << "\n";
    out << "\n'homestead-cli help COMMAND' (or 'COMMAND --help') explains one command.\n"
           "Bad input: exit status 2 and one line on stderr.\n";
}

const Command* findCommand(const std::string& name) {
    for (const auto& command : commandRegistry())
        if (command.name == name) return &command;
    return nullptr;
}

}  // namespace

int main(int argc, char** argv) {
#if defined(__GLIBC__)
    // One command and exit: keep freed memory for the next phase instead of handing large blocks
    // back to the system, so a big picture's analysis reuses the pages its parsing touched instead
    // of faulting in fresh ones (on 10^6 edges a page fault per 4 KB was a third of the analysis).
    mallopt(M_MMAP_MAX, 0);
    mallopt(M_TRIM_THRESHOLD, std::numeric_limits<int>::max());
#endif
    std::ios::sync_with_stdio(false);
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty()) {  // bad input like any other: one line on stderr, nothing on stdout
        std::cerr << "homestead-cli: no command given (try 'homestead-cli --help')\n";
        return 2;
    }
    if (args[0] == "--help" || args[0] == "-h") {
        printUsage(std::cout);
        return 0;
    }
    std::string name = args[0];
    args.erase(args.begin());
    if (name == "help") {
        if (args.empty()) {
            printUsage(std::cout);
            return 0;
        }
        name = args[0];
        args = {"--help"};
    }
    const Command* command = findCommand(name);
    if (!command) {
        std::cerr << "homestead-cli: unknown command '" << name << "' (try 'homestead-cli --help')\n";
        return 2;
    }
    if (std::find(args.begin(), args.end(), "--help") != args.end() ||
        std::find(args.begin(), args.end(), "-h") != args.end()) {
        std::cout << "usage: homestead-cli " << command->synopsis << "\n\n" << command->help;
        return 0;
    }
    // Buffer stdout so that a failure half-way prints nothing on stdout.
    std::ostringstream out;
    try {
        int status = command->run(args, std::cin, out, std::cerr);
        std::cout << out.view();
        std::cout.flush();
        if (!std::cout) {  // a full disk, a closed pipe: the caller must not take a cut answer as done
            std::cerr << "homestead-cli: cannot write the output to standard output\n";
            return 1;
        }
        return status;
    } catch (const std::bad_alloc&) {
        std::cerr << "homestead-cli: not enough memory for this input and its answer on this machine\n";
        return 2;
    } catch (const std::exception& error) {
        std::cerr << "homestead-cli: " << error.what() << "\n";
        return 2;
    }
}
