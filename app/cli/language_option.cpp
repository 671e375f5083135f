// --lang CODE for every command (see language_option.h).
#include "language_option.h"

#include "command.h"

#include "homestead/display_text.h"

#include <algorithm>
#include <cstddef>

namespace homestead::cli {

namespace {

Language chosen = Language::English;  // one command runs in a process

// "welter: " when the command line names a command before `at`, else nothing.
std::string commandPrefix(const std::vector<std::string>& args, std::size_t at) {
    for (std::size_t i = 0; i < at; ++i) {
        if (args[i] == "--lang") {
            ++i;
            continue;
        }
        if (args[i].rfind("--lang=", 0) == 0) continue;
        const std::string& name = args[i] == "help" && i + 1 < at ? args[i + 1] : args[i];
        const auto& commands = commandRegistry();
        const bool known = std::any_of(commands.begin(), commands.end(), [&](const Command& c) { return c.name == name; });
        return known ? name + ": " : std::string();
    }
    return {};
}

}  // namespace

Language chosenLanguage() { return chosen; }

void takeLanguageOption(std::vector<std::string>& args) {
    for (std::size_t i = 0; i < args.size();) {
        std::string code;
        if (args[i] == "--lang") {
            if (i + 1 == args.size())
                throw UsageError(commandPrefix(args, i) + "--lang needs a language code (en, de, fr or es)");
            code = args[i + 1];
        } else if (args[i].rfind("--lang=", 0) == 0) {
            code = args[i].substr(7);
        } else {
            ++i;
            continue;
        }
        const auto language = languageFromCode(code);
        if (!language)
            throw UsageError(commandPrefix(args, i) + "--lang " + quote(code) +
                             " is not a language this tool speaks (en, de, fr or es)");
        chosen = *language;
        const std::ptrdiff_t taken = args[i] == "--lang" ? 2 : 1;
        args.erase(args.begin() + static_cast<std::ptrdiff_t>(i), args.begin() + static_cast<std::ptrdiff_t>(i) + taken);
    }
}

std::string languageHelp(std::size_t column, Language language) {
    std::string option = "  --lang L";
    option.resize(std::max(column, option.size() + 1), ' ');
    return option + message(language, Msg::HelpLanguage, {std::string(column, ' ')});
}

}  // namespace homestead::cli
