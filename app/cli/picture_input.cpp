// Argument parsing and picture loading shared by analyse, search and render. See picture_input.h.
#include "picture_input.h"

#include "command.h"
#include "homestead/cgsuite.h"
#include "homestead/display_text.h"
#include "homestead/layout.h"
#include "homestead/picture_file.h"
#include "homestead/text_input.h"

namespace homestead::cli {

namespace {
const std::string kOnePicture = ": give one picture (a FILE, --cgsuite STRING or --cgsuite-file F), not two";
}  // namespace

PictureArguments parsePictureArguments(const std::string& command, const std::vector<std::string>& args,
                                       const std::set<std::string>& flags,
                                       const std::set<std::string>& valued) {
    PictureArguments result;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (arg == "--cgsuite" || arg == "--cgsuite-file") {
            if (i + 1 >= args.size())
                throw UsageError(command + ": " + arg +
                                 (arg == "--cgsuite" ? " needs a string, e.g. --cgsuite ':Geee:G'"
                                                     : " needs a file name, or '-' for standard input"));
            if (result.cgsuite || result.cgsuiteFile || result.file) throw UsageError(command + kOnePicture);
            (arg == "--cgsuite" ? result.cgsuite : result.cgsuiteFile) = args[++i];
        } else if (flags.count(arg)) {
            result.flags.insert(arg);
        } else if (valued.count(arg)) {
            if (i + 1 >= args.size()) throw UsageError(command + ": " + arg + " needs a value");
            result.values[arg] = args[++i];
        } else if (arg.size() > 1 && arg[0] == '-') {
            throw UsageError(command + ": unknown option " + quote(arg) + " (try 'homestead-cli help " + command + "')");
        } else {
            if (result.cgsuite || result.cgsuiteFile || result.file)
                throw UsageError(command + kOnePicture + " (" + quote(arg) + " is extra)");
            result.file = arg;
        }
    }
    if (!result.file && !result.cgsuite && !result.cgsuiteFile)
        throw UsageError(command + ": no picture given: name a FILE or use --cgsuite STRING or --cgsuite-file F");
    return result;
}

Picture loadPicture(const PictureArguments& arguments, std::istream& in, bool layOut) {
    Picture picture;
    if (arguments.file) {
        picture = loadPictureFile(*arguments.file);
    } else if (arguments.cgsuite) {
        picture = readCgsuite(*arguments.cgsuite);
    } else {
        const std::string& file = *arguments.cgsuiteFile;
        picture = file == "-" ? readCgsuiteFrom(readLimitedStream(in, kMaxCgsuiteLength, "standard input"), "standard input")
                              : loadCgsuiteFile(file);
    }
    if (layOut) layoutPicture(picture);
    return picture;
}

}  // namespace homestead::cli
