// homestead-cli: the command line of Homestead. Dispatches to the registered subcommands and turns
// every error into exit status 2 with one line on stderr and nothing on stdout (an output that
// cannot be written is exit status 1, whether held or streamed). With glibc, freed
// memory stays in the process for reuse (a short-lived command: fewer page faults).
#include "command.h"
#include "command_output.h"
#include "language_option.h"

#include "homestead/display_text.h"
#include "homestead/format_error.h"

#include <algorithm>
#include <iostream>
#include <limits>
#include <new>
#include <sstream>
#include <string>
#include <vector>

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
           "Sentences are in English; --lang de, fr or es (explain, analyse, welter, nim, search, exercises\n"
           "--json) writes them in German, French or Spanish. JSON keys and numbers never change.\n"
           "Bad input: exit status 2 and one line on stderr.\n";
}

// Writes everything the command printed to standard output and checks that it got there: a full
// disk or a closed pipe is exit status 1 with one line on stderr, so a caller never takes a cut
// answer (or a cut help text) as done.
int writeStdout(const std::vector<std::string>& parts, int status) {
    for (const std::string& part : parts) std::cout << part;
    std::cout.flush();
    if (!std::cout) {
        std::cerr << "homestead-cli: " << homestead::cli::OutputWriteError().what() << "\n";
        return 1;
    }
    return status;
}

// A message on one line whatever it holds (the messages escape what they echo; this is the net).
std::string oneLine(std::string message) {
    for (char& c : message)
        if (c == '\n' || c == '\r') c = ' ';
    return message;
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
        std::ostringstream usage;
        printUsage(usage);
        return writeStdout({usage.str()}, 0);
    }
    std::string name = args[0];
    args.erase(args.begin());
    if (name == "help") {
        if (args.empty()) {
            std::ostringstream usage;
            printUsage(usage);
            return writeStdout({usage.str()}, 0);
        }
        name = args[0];
        args = {"--help"};
    }
    const Command* command = findCommand(name);
    if (!command) {
        std::cerr << "homestead-cli: unknown command " << homestead::quote(name) << " (try 'homestead-cli --help')\n";
        return 2;
    }
    if (std::find(args.begin(), args.end(), "--help") != args.end() ||
        std::find(args.begin(), args.end(), "-h") != args.end()) {
        return writeStdout({"usage: homestead-cli " + command->synopsis + "\n\n" + command->help}, 0);
    }
    // Hold stdout so that a failure half-way prints nothing on stdout (command_output.h), until the
    // command streams it, past every check.
    homestead::cli::CommandOutput held(std::cout);
    std::ostream out(&held);
    try {
        const int status = command->run(args, std::cin, out, std::cerr);
        return writeStdout(held.parts(), status);
    } catch (const homestead::cli::OutputWriteError& error) {  // streaming, the output could not be written
        std::cerr << "homestead-cli: " << error.what() << "\n";
        return 1;
    } catch (const std::bad_alloc&) {
        std::cerr << "homestead-cli: not enough memory for this input and its answer on this machine\n";
        return 2;
    } catch (const std::exception& error) {
        // a bad file in the language --lang chose (English without it: what() as always)
        std::cerr << "homestead-cli: " << oneLine(homestead::errorText(error, homestead::cli::languageOfErrors())) << "\n";
        return 2;
    }
}
