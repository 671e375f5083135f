// Shared by the commands that take a picture (analyse, search, render): the argument parser for
// "[FLAGS] [--opt VALUE] (FILE | --cgsuite STRING)" and the loader for either source. Every error
// is a UsageError naming the command and the problem (a bad file names the file and the place).
//
//   PictureArguments a = parsePictureArguments("analyse", args, {"--json", "--loads"}, {});
//   Picture p = loadPicture(a);    // from the JSON file, or from the CGSuite string
#pragma once

#include "homestead/picture.h"

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
};

// `flags` and `valued` list what the command accepts; anything else, a missing or a second
// source, or a missing value is a UsageError.
PictureArguments parsePictureArguments(const std::string& command, const std::vector<std::string>& args,
                                       const std::set<std::string>& flags,
                                       const std::set<std::string>& valued);

// Reads the file (JSON picture format) or parses the CGSuite string (edge ids in order of
// appearance from 0). With `layOut`, nodes without a position are then laid out automatically
// (render needs positions; analyse and search do not).
Picture loadPicture(const PictureArguments& arguments, bool layOut = false);

}  // namespace homestead::cli
