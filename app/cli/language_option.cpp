// --lang CODE for the commands that print sentences (see language_option.h).
#include "language_option.h"

#include "command.h"

#include "homestead/display_text.h"

#include <algorithm>
#include <cstddef>

namespace homestead::cli {

namespace {
Language chosenForErrors = Language::English;  // one command runs in a process
}  // namespace

Language languageOfErrors() { return chosenForErrors; }

Language takeLanguageOption(const std::string& command, std::vector<std::string>& args) {
    Language language = Language::English;
    for (std::size_t i = 0; i < args.size();) {
        std::string code;
        if (args[i] == "--lang") {
            if (i + 1 == args.size()) throw UsageError(command + ": --lang needs a language code (en, de, fr or es)");
            code = args[i + 1];
            args.erase(args.begin() + static_cast<std::ptrdiff_t>(i), args.begin() + static_cast<std::ptrdiff_t>(i) + 2);
        } else if (args[i].rfind("--lang=", 0) == 0) {
            code = args[i].substr(7);
            args.erase(args.begin() + static_cast<std::ptrdiff_t>(i));
        } else {
            ++i;
            continue;
        }
        const auto chosen = languageFromCode(code);
        if (!chosen)
            throw UsageError(command + ": --lang " + quote(code) + " is not a language this tool speaks (en, de, fr or es)");
        language = *chosen;
    }
    chosenForErrors = language;
    return language;
}

std::string languageHelp(std::size_t column) {
    std::string option = "  --lang L";
    option.resize(std::max(column, option.size() + 1), ' ');
    return option + "the language of the sentences: en (the default), de, fr or es\n" + std::string(column, ' ') +
           "(numbers, ⊕ and ω, and JSON keys, stay as they are)\n";
}

}  // namespace homestead::cli
