// The --lang option of homestead-cli: `--lang CODE` (or `--lang=CODE`), anywhere on the command line,
// chooses the language (messages.h: en, de, fr, es) of everything the tool says: the sentences a
// command prints, its usage errors, a file's errors and the help. main() takes it out of the
// arguments before anything else, so even a usage error found first is told in it; without it the
// output is English, as it always was, so scripts that read it keep working. JSON keys never change;
// only sentences are translated. An unknown or a missing code is a UsageError (exit status 2), in
// English, naming the codes the tool speaks.
//
//   std::vector<std::string> args = …;                       // {"welter", "--lang", "de", "3", "4"}
//   takeLanguageOption(args);                                // args {"welter", "3", "4"}
//   chosenLanguage() == Language::German                     // what every command then speaks
#pragma once

#include "homestead/messages.h"

#include <cstddef>
#include <string>
#include <vector>

namespace homestead::cli {

// Removes every --lang and its code from `args` (the whole command line, the command name included)
// and makes the last one given chosenLanguage(). A bad code's error names the command, when args
// hold one before it.
void takeLanguageOption(std::vector<std::string>& args);

// The language --lang chose (English when none did).
Language chosenLanguage();

// The option's lines in a command's help, in `language`, its description starting at `column` as
// the command's other options do.
std::string languageHelp(std::size_t column, Language language);

}  // namespace homestead::cli
