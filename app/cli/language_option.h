// The --lang option that every command printing sentences accepts: `--lang CODE` (or `--lang=CODE`)
// chooses the language of the sentences (messages.h: en, de, fr, es); without it the output is
// English, as it always was, so scripts that read it keep working. JSON keys never change; only
// sentence values are translated. An unknown code is a UsageError (exit status 2). A file the
// command cannot read is then told in the language too (main() asks languageOfErrors()); without
// --lang, in the English the readers always wrote.
//
//   std::vector<std::string> rest = args;
//   const Language language = takeLanguageOption("explain", rest);   // removes "--lang de" from rest
#pragma once

#include "homestead/messages.h"

#include <cstddef>
#include <string>
#include <vector>

namespace homestead::cli {

// Removes --lang and its code from `args` and returns the language (English when absent); it
// becomes languageOfErrors().
Language takeLanguageOption(const std::string& command, std::vector<std::string>& args);

// The language a command's --lang chose (English when none did): the language of a file reader's
// error (format_error.h) when the command fails.
Language languageOfErrors();

// The option's lines in a command's help, its description starting at `column` as the command's
// other options do.
std::string languageHelp(std::size_t column);

}  // namespace homestead::cli
