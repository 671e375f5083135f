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
    if (out == a.values.end()) throw UsageError("render: missing -o OUT (" + render::exportSuffixesText().toStdString() + ")");
    const QString path = QString::fromStdString(out->second);
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (!render::exportSuffixes().contains(suffix))
        throw UsageError("render: -o " + quote(out->second) + ": the file must end in " + render::exportSuffixesText().toStdString());
    if (a.flags.count("--analysis") && suffix != QLatin1String("pdf"))
        throw UsageError("render: --analysis adds a page to a PDF; use -o OUT.pdf");
    Picture picture = loadPicture(a, in, /*layOut=*/true);
    ensureGuiApplication();
    render::RenderOptions options;  // stresses on, as always; the flags add what the window's W, C, M add
    options.weights = a.flags.count("--weights") != 0;
    options.classes = a.flags.count("--classes") != 0;
    options.winning = a.flags.count("--winning") != 0;
    options.analysisPage = a.flags.count("--analysis") != 0;
    options.scale = 2.0;
    QString error, note;
    bool writeFailed = false;
    if (render::exportFile(*PictureAnalysis::of(std::move(picture)), path, options, &error, &writeFailed, &note)) {
        // a PNG too large for its limits is drawn smaller: written (exit 0), and said on stderr
        if (!note.isEmpty()) err << "homestead-cli: render: note: " << path.toStdString() << ": " << note.toStdString() << "\n";
        return 0;
    }
    if (!writeFailed) throw UsageError("render: " + error.toStdString());
    // the picture was fine but the disk said no (full, read-only, not a file): exit 1, nothing partial left
    err << "homestead-cli: render: " << error.toStdString() << "; nothing was written\n";
    return 1;
}

const CommandRegistration registration{Command{
    "render",
    std::string("render [--weights] [--classes] [--winning] [--analysis] ") + kPictureSourceSynopsis +
        " -o OUT.png|OUT.svg|OUT.pdf|OUT.tex",
    "Draws the picture with the stress of every standing edge, as the application exports it.\n"
    "Floating edges are faded and carry no number. Pictures without positions are laid out.\n"
    "  -o OUT           the file to write, by its ending:\n"
    "                     .png  an image (twice the screen size; smaller if that is past\n"
    "                           16384 pixels a side or 64 million in all)\n"
    "                     .svg  a vector drawing\n"
    "                     .pdf  a handout (A4): title, outcome, the picture, a legend of its\n"
    "                           marks and numbers (it reads in greyscale too)\n"
    "                     .tex  a standalone LaTeX file (TikZ) of the picture: pdflatex OUT.tex\n"
    "                           makes a one-page PDF; needs only article and tikz\n"
    "  --weights        label each edge with its weight too (stress · weight)\n"
    "  --classes        draw each concyclic class in its own colour and dash pattern\n"
    "  --winning        draw the winning moves in thick orange dashes\n"
    "  --analysis       (.pdf) a second page: the garden, the value in binary columns and each\n"
    "                   winning move with its reason\n" +
        std::string(kPictureSourceHelp) +
        "Examples: homestead-cli render --cgsuite ':Geee:G' -o door.svg\n"
        "          homestead-cli render --analysis homestead.json -o handout.pdf\n",
    runRender}};

}  // namespace
}  // namespace homestead::cli

#endif  // HOMESTEAD_WITH_RENDER
