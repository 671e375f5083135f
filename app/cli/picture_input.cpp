// Argument parsing and picture loading shared by analyse, search and render. See picture_input.h.
#include "picture_input.h"

#include "command.h"
#include "homestead/cgsuite.h"
#include "homestead/layout.h"
#include "homestead/picture_json.h"

namespace homestead::cli {

PictureArguments parsePictureArguments(const std::string& command, const std::vector<std::string>& args,
                                       const std::set<std::string>& flags,
                                       const std::set<std::string>& valued) {
    PictureArguments result;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (arg == "--cgsuite") {
            if (i + 1 >= args.size())
                throw UsageError(command + ": --cgsuite needs a string, e.g. --cgsuite ':Geee:G'");
            if (result.cgsuite || result.file)
                throw UsageError(command + ": give one picture, a FILE or --cgsuite STRING, not two");
            result.cgsuite = args[++i];
        } else if (flags.count(arg)) {
            result.flags.insert(arg);
        } else if (valued.count(arg)) {
            if (i + 1 >= args.size()) throw UsageError(command + ": " + arg + " needs a value");
            result.values[arg] = args[++i];
        } else if (arg.size() > 1 && arg[0] == '-') {
            throw UsageError(command + ": unknown option '" + arg + "' (try 'homestead-cli help " + command + "')");
        } else {
            if (result.cgsuite || result.file)
                throw UsageError(command + ": give one picture, a FILE or --cgsuite STRING, not two ('" + arg +
                                 "' is extra)");
            result.file = arg;
        }
    }
    if (!result.file && !result.cgsuite)
        throw UsageError(command + ": no picture given: name a FILE or use --cgsuite STRING");
    return result;
}

Picture loadPicture(const PictureArguments& arguments, bool layOut) {
    Picture picture = arguments.cgsuite ? readCgsuite(*arguments.cgsuite) : loadPictureFile(*arguments.file);
    if (layOut) layoutPicture(picture);
    return picture;
}

}  // namespace homestead::cli
