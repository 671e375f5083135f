// `homestead-cli convert (FILE | --cgsuite STRING | --cgsuite-file F) -o OUT.json|OUT.edges|OUT.dot`:
// the picture in another format, chosen by OUT's extension (picture_file.h): the JSON picture file,
// a plain edge list (edge ids become the order of the lines) or GraphViz DOT. Writes nothing on
// stdout. A bad picture or an unknown extension is exit status 2 with one line on stderr; the file is
// written through writeFileSafely (safe_file_writer.h), so a full disk or an unwritable place is exit
// status 1 with one line and leaves no partial file (an old OUT stays as it was).
#ifdef HOMESTEAD_WITH_RENDER

#include "command.h"
#include "language_option.h"
#include "picture_input.h"
#include "safe_file_writer.h"

#include "homestead/display_text.h"
#include "homestead/picture_file.h"
#include "homestead/picture_limits.h"

#include <ostream>

namespace homestead::cli {
namespace {

int runConvert(const std::vector<std::string>& args, std::istream& in, std::ostream&, std::ostream& err) {
    PictureArguments a = parsePictureArguments("convert", args, {}, {"-o"});
    auto out = a.values.find("-o");
    if (out == a.values.end()) throw usageError("convert", Msg::UseConvertMissingOut);
    const auto format = knownPictureFormatOfPath(out->second);
    if (!format)
        throw usageError("convert", Msg::UseConvertOutSuffix, {quote(out->second)});
    const Picture picture = loadPicture(a, in);
    if (*format == PictureFormat::Json)
        if (auto problem = pictureLimitProblem(picture, chosenLanguage())) throw UsageError(ErrorParts{"convert", *problem});
    const std::string text = writePictureText(picture, *format);
    QString error;
    if (render::writeFileSafely(QString::fromStdString(out->second),
                                QByteArray::fromRawData(text.data(), qsizetype(text.size())), &error))
        return 0;
    err << nothingWrittenLine("convert", error.toStdString(), chosenLanguage());
    return 1;
}

const CommandRegistration registration{Command{
    "convert",
    [](Language l) { return message(l, Msg::HelpConvertSynopsis, {message(l, Msg::HelpPictureSourceSynopsis)}); },
    [](Language l) { return message(l, Msg::HelpConvert, {message(l, Msg::HelpPictureSource)}); },
    runConvert}};

}  // namespace
}  // namespace homestead::cli

#endif  // HOMESTEAD_WITH_RENDER
