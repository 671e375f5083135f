// Argument parsing and picture loading shared by analyse, search and render. See picture_input.h.
#include "picture_input.h"

#include "command.h"
#include "language_option.h"
#include "homestead/cgsuite.h"
#include "homestead/display_text.h"
#include "homestead/layout.h"
#include "homestead/picture_file.h"
#include "homestead/text_input.h"

namespace homestead::cli {

PictureArguments parsePictureArguments(const std::string& command, const std::vector<std::string>& args,
                                       const std::set<std::string>& flags,
                                       const std::set<std::string>& valued) {
    PictureArguments result;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (arg == "--cgsuite" || arg == "--cgsuite-file") {
            if (i + 1 >= args.size())
                throw usageError(command, arg == "--cgsuite" ? Msg::UseCgsuiteNeedsString : Msg::UseCgsuiteFileNeedsName);
            if (result.cgsuite || result.cgsuiteFile || result.file) throw usageError(command, Msg::UseOnePicture);
            (arg == "--cgsuite" ? result.cgsuite : result.cgsuiteFile) = args[++i];
        } else if (flags.count(arg)) {
            result.flags.insert(arg);
        } else if (valued.count(arg)) {
            if (i + 1 >= args.size()) throw usageError(command, Msg::UseNeedsValue, {arg});
            result.values[arg] = args[++i];
        } else if (arg.size() > 1 && arg[0] == '-') {
            throw usageError(command, Msg::UseUnknownOptionTry, {quote(arg), command});
        } else {
            if (result.cgsuite || result.cgsuiteFile || result.file)
                throw usageError(command, Msg::UseOnePictureExtra, {quote(arg)});
            result.file = arg;
        }
    }
    if (!result.file && !result.cgsuite && !result.cgsuiteFile)
        throw usageError(command, Msg::UseNoPicture);
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
        const std::string standardInput = message(chosenLanguage(), Msg::UseStandardInput);
        picture = file == "-" ? readCgsuiteFrom(readLimitedStream(in, kMaxCgsuiteLength, standardInput), standardInput)
                              : loadCgsuiteFile(file);
    }
    if (layOut) layoutPicture(picture);
    return picture;
}

}  // namespace homestead::cli
