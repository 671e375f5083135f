// `homestead-cli render [--weights] [--classes] [--winning] [--analysis] (FILE | --cgsuite STRING)
// -o OUT.png|OUT.svg|OUT.pdf|OUT.tex`: draws the picture with the stress of every standing edge
// (floating edges faded, without numbers), exactly as the application exports it (app/render); the
// flags add what the window's W, C and M add. .pdf is the handout (a title and the outcome; with
// --analysis a second page with the worked analysis), .tex a standalone TikZ file for pdflatex.
// Pictures without positions are laid out first. Writes nothing on stdout; a bad picture, a missing
// -o or an unknown type is exit status 2 with one line on stderr naming the supported types. A PNG
// past its limits (16384 pixels a side, 64 million in all) is drawn smaller to fit them, with one
// line on stderr saying so ("note: ..."), and refused (exit 2) only when its numbers would be too
// small to read. Every
// file goes through QSaveFile (safe_file_writer.h): a full disk or an unwritable place is exit
// status 1 with one line, and no partial file is left. Runs without a display (Qt's offscreen
// platform unless one is set).
#ifdef HOMESTEAD_WITH_RENDER

#include "command.h"
#include "language_option.h"
#include "gui_application.h"
#include "picture_input.h"
#include "export_file.h"

#include "homestead/picture_analysis.h"
#include "homestead/display_text.h"

#include <QFileInfo>
#include <ostream>

namespace homestead::cli {
namespace {

int runRender(const std::vector<std::string>& args, std::istream& in, std::ostream&, std::ostream& err) {
    PictureArguments a = parsePictureArguments("render", args, {"--weights", "--classes", "--winning", "--analysis"}, {"-o"});
    auto out = a.values.find("-o");
    if (out == a.values.end())
        throw usageError("render", Msg::UseRenderMissingOut, {render::exportSuffixesText(chosenLanguage()).toStdString()});
    const QString path = QString::fromStdString(out->second);
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (!render::exportSuffixes().contains(suffix))
        throw usageError("render", Msg::UseRenderOutSuffix, {quote(out->second), render::exportSuffixesText(chosenLanguage()).toStdString()});
    if (a.flags.count("--analysis") && suffix != QLatin1String("pdf"))
        throw usageError("render", Msg::UseRenderAnalysisPdf);
    Picture picture = loadPicture(a, in, /*layOut=*/true);
    ensureGuiApplication();
    render::RenderOptions options;  // stresses on, as always; the flags add what the window's W, C, M add
    options.weights = a.flags.count("--weights") != 0;
    options.classes = a.flags.count("--classes") != 0;
    options.winning = a.flags.count("--winning") != 0;
    options.analysisPage = a.flags.count("--analysis") != 0;
    options.scale = 2.0;
    options.language = chosenLanguage();  // the handout's sentences; its drawn words come translated (render_translation.h)
    QString error, note;
    bool writeFailed = false;
    if (render::exportFile(*PictureAnalysis::of(std::move(picture)), path, options, &error, &writeFailed, &note)) {
        // a PNG too large for its limits is drawn smaller: written (exit 0), and said on stderr
        if (!note.isEmpty())
            err << "homestead-cli: "
                << joinedErrorText({"render", Msg::RenderNote, path.toStdString(), note.toStdString()}, chosenLanguage()) << "\n";
        return 0;
    }
    if (!writeFailed) throw UsageError(ErrorParts{"render", error.toStdString()});
    // the picture was fine but the disk said no (full, read-only, not a file): exit 1, nothing partial left
    err << nothingWrittenLine("render", error.toStdString(), chosenLanguage());
    return 1;
}

const CommandRegistration registration{Command{
    "render",
    [](Language l) { return message(l, Msg::HelpRenderSynopsis, {message(l, Msg::HelpPictureSourceSynopsis)}); },
    [](Language l) { return message(l, Msg::HelpRender, {message(l, Msg::HelpPictureSource)}); },
    runRender}};

}  // namespace
}  // namespace homestead::cli

#endif  // HOMESTEAD_WITH_RENDER
