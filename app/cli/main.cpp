// homestead-cli: the command line of Homestead. Takes --lang first (language_option.h), dispatches to
// the registered subcommands and turns every error into exit status 2 with one line on stderr, in
// that language, and nothing on stdout (an output that
// cannot be written is exit status 1, whether held or streamed). With glibc, freed
// memory stays in the process for reuse (a short-lived command: fewer page faults).
#include "command.h"
#include "command_output.h"
#include "language_option.h"

#ifdef HOMESTEAD_WITH_RENDER
#include "message_language.h"
#endif

#include "homestead/display_text.h"
#include "homestead/format_error.h"
#include "homestead/messages.h"

#include <algorithm>
#include <iostream>
#include <limits>
#include <new>
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

// The overview, in the language --lang chose.
std::string usage(homestead::Language language) {
    auto commands = commandRegistry();
    std::sort(commands.begin(), commands.end(),
              [](const Command& a, const Command& b) { return a.name < b.name; });
    std::string lines;
    for (const auto& command : commands) lines += "  homestead-cli " + command.synopsis(language) + "\n";
    return homestead::message(language, homestead::Msg::HelpOverview, {lines});
}

// Writes everything the command printed to standard output and checks that it got there: a full
// disk or a closed pipe is exit status 1 with one line on stderr, so a caller never takes a cut
// answer (or a cut help text) as done.
int writeStdout(const std::vector<std::string>& parts, int status) {
    for (const std::string& part : parts) std::cout << part;
    std::cout.flush();
    if (!std::cout) {
        std::cerr << "homestead-cli: " << homestead::message(homestead::cli::chosenLanguage(), homestead::Msg::UseCannotWrite) << "\n";
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
    using homestead::Msg;
    // The language first, wherever --lang stands: every word after it (a usage error, the help) is in it.
    try {
        homestead::cli::takeLanguageOption(args);
    } catch (const std::exception& error) {
        std::cerr << "homestead-cli: " << error.what() << "\n";
        return 2;
    }
    const homestead::Language language = homestead::cli::chosenLanguage();
#ifdef HOMESTEAD_WITH_RENDER
    homestead::render::setMessageLanguage(language);  // a file write's problem (safe_file_writer.h)
#endif
    if (args.empty()) {  // bad input like any other: one line on stderr, nothing on stdout
        std::cerr << "homestead-cli: " << homestead::message(language, Msg::UseNoCommand) << "\n";
        return 2;
    }
    if (args[0] == "--help" || args[0] == "-h") return writeStdout({usage(language)}, 0);
    std::string name = args[0];
    args.erase(args.begin());
    if (name == "help") {
        if (args.empty()) return writeStdout({usage(language)}, 0);
        name = args[0];
        args = {"--help"};
    }
    const Command* command = findCommand(name);
    if (!command) {
        std::cerr << "homestead-cli: " << homestead::message(language, Msg::UseUnknownCommand, {homestead::quote(name)}) << "\n";
        return 2;
    }
    if (std::find(args.begin(), args.end(), "--help") != args.end() ||
        std::find(args.begin(), args.end(), "-h") != args.end()) {
        return writeStdout({homestead::message(language, Msg::UseUsageLine, {command->synopsis(language)}) + "\n\n" +
                            command->help(language)},
                           0);
    }
    // Hold stdout so that a failure half-way prints nothing on stdout (command_output.h), until the
    // command streams it, past every check.
    homestead::cli::CommandOutput held(std::cout);
    std::ostream out(&held);
    try {
        const int status = command->run(args, std::cin, out, std::cerr);
        return writeStdout(held.parts(), status);
    } catch (const homestead::cli::OutputWriteError&) {  // streaming, the output could not be written
        std::cerr << "homestead-cli: " << homestead::message(language, Msg::UseCannotWrite) << "\n";
        return 1;
    } catch (const std::bad_alloc&) {
        std::cerr << "homestead-cli: " << homestead::message(language, Msg::UseNoMemory) << "\n";
        return 2;
    } catch (const std::exception& error) {
        // a usage error or a bad file, in the language --lang chose (English without it: what() as always)
        std::cerr << "homestead-cli: " << oneLine(homestead::errorText(error, language)) << "\n";
        return 2;
    }
}
