// The subcommands of homestead-cli. Each lives in its own file and registers itself here with a
// static `CommandRegistration`, so adding a command never touches main.cpp.
//
// Contract (shared/DESIGN.md): on bad input a command throws `UsageError` (or any std::exception);
// main prints one line "homestead-cli: <message>" on stderr, nothing on stdout, and exits 2. A
// UsageError made of parts (the command, then phrases of the core's catalogue) is told in the
// language --lang chose (language_option.h); its what() is the English.
//
//   throw usageError("welter", Msg::UseUnknownOptionSee, {quote(arg), "welter"});
//       // "welter: unknown option '--fast' (see 'homestead-cli welter --help')"
#pragma once

#include "homestead/format_error.h"
#include "homestead/messages.h"

#include <functional>
#include <iosfwd>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace homestead::cli {

// Thrown for bad input of any kind; the message names the place and the problem.
struct UsageError : std::runtime_error, WordedError {
    // A finished sentence, the same in every language.
    explicit UsageError(const std::string& sentence) : std::runtime_error(sentence), WordedError(ErrorParts{sentence}) {}
    // The parts ("welter", a phrase …), joined by ": "; what() in English.
    explicit UsageError(ErrorParts parts)
        : std::runtime_error(joinedErrorText(parts, Language::English)), WordedError(std::move(parts)) {}
};

// "command: " and the catalogue's message `id` with its arguments.
inline UsageError usageError(const std::string& command, Msg id, std::vector<ErrorPhrase> arguments = {}) {
    return UsageError(ErrorParts{command, ErrorPhrase(id, std::move(arguments))});
}

// "command: " (and a place: "argument 2: ") before another error's parts ("welter: " + a square's
// problem), in any language.
inline UsageError usageError(const std::string& command, const std::exception& error) {
    ErrorParts parts{command};
    const ErrorParts theirs = errorParts(error);
    parts.insert(parts.end(), theirs.begin(), theirs.end());
    return UsageError(std::move(parts));
}
inline UsageError usageError(const std::string& command, ErrorPhrase place, const std::exception& error) {
    ErrorParts parts{command, std::move(place)};
    const ErrorParts theirs = errorParts(error);
    parts.insert(parts.end(), theirs.begin(), theirs.end());
    return UsageError(std::move(parts));
}

// The line a command prints when its file could not be written (exit status 1), `error` naming the
// file and the problem: "homestead-cli: convert: out.json: cannot create the file: …; nothing was
// written", in `language`.
inline std::string nothingWrittenLine(const std::string& command, const std::string& error, Language language) {
    return "homestead-cli: " + joinedErrorText(ErrorParts{command, message(language, Msg::WriteNothingWritten, {error})}, language) + "\n";
}

struct Command {
    std::string name;
    // One line in the language given: "welter [--json] [--misere] [--target N] SQUARE..."
    std::function<std::string(Language)> synopsis;
    // Several lines, shown by `homestead-cli help NAME` and `NAME --help`.
    std::function<std::string(Language)> help;
    // Runs the command on its arguments (without the command name and --lang). Writes results to
    // `out`. Returns the exit status (0 on success).
    std::function<int(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
                      std::ostream& err)>
        run;
};

std::vector<Command>& commandRegistry();

struct CommandRegistration {
    explicit CommandRegistration(Command command) { commandRegistry().push_back(std::move(command)); }
};

}  // namespace homestead::cli
