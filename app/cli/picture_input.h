// Shared by the commands that take a picture (analyse, search, render): the argument parser for
// "[FLAGS] [--opt VALUE] (FILE | --cgsuite STRING | --cgsuite-file F)" and the loader for each
// source. --cgsuite-file reads a CGSuite string longer than a command line may be from a file, or
// from standard input with "-" (both with the size limit kMaxCgsuiteLength enforced while reading). Every error
// is a UsageError naming the command and the problem (a bad file names the file and the place). The
// synopsis of the picture source and its lines of help, the same in every command's help, are the
// catalogue's HelpPictureSourceSynopsis and HelpPictureSource (messages.h).
//
//   PictureArguments a = parsePictureArguments("analyse", args, {"--json", "--loads"}, {});
//   Picture p = loadPicture(a, std::cin);    // from the JSON file, or from the CGSuite string
#pragma once

#include "homestead/picture.h"

#include <iosfwd>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace homestead::cli {

struct PictureArguments {
    std::set<std::string> flags;                  // the flags given, e.g. "--json"
    std::map<std::string, std::string> values;    // options with a value, e.g. {"-o", "out.png"}
    std::optional<std::string> file;              // FILE
    std::optional<std::string> cgsuite;           // --cgsuite STRING
    std::optional<std::string> cgsuiteFile;       // --cgsuite-file F ("-": standard input)
};

// `flags` and `valued` list what the command accepts; anything else, a missing or a second
// source, or a missing value is a UsageError.
PictureArguments parsePictureArguments(const std::string& command, const std::vector<std::string>& args,
                                       const std::set<std::string>& flags,
                                       const std::set<std::string>& valued);

// Reads the file (a JSON picture or a .edges edge list, by its name) or parses the CGSuite string, given or read from its file
// or `in` (edge ids in order of appearance from 0). With `layOut`, nodes without a position are
// then laid out automatically (render needs positions; analyse and search do not).
Picture loadPicture(const PictureArguments& arguments, std::istream& in, bool layOut = false);

}  // namespace homestead::cli
