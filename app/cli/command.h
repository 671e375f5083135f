// The subcommands of homestead-cli. Each lives in its own file and registers itself here with a
// static `CommandRegistration`, so adding a command never touches main.cpp.
//
// Contract (shared/DESIGN.md): on bad input a command throws `UsageError` (or any std::exception);
// main prints one line "homestead-cli: <message>" on stderr, nothing on stdout, and exits 2.
#pragma once

#include <functional>
#include <iosfwd>
#include <stdexcept>
#include <string>
#include <vector>

namespace homestead::cli {

// Thrown for bad input of any kind; the message names the place and the problem.
struct UsageError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

struct Command {
    std::string name;
    std::string synopsis;  // one line: "welter [--json] [--misere] [--target N] SQUARE..."
    std::string help;      // several lines, shown by `homestead-cli help NAME` and `NAME --help`
    // Runs the command on its arguments (without the command name). Writes results to `out`.
    // Returns the exit status (0 on success).
    std::function<int(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
                      std::ostream& err)>
        run;
};

std::vector<Command>& commandRegistry();

struct CommandRegistration {
    explicit CommandRegistration(Command command) { commandRegistry().push_back(std::move(command)); }
};

}  // namespace homestead::cli
