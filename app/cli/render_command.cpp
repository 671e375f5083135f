// `homestead-cli render [--weights] [--classes] [--winning] (FILE | --cgsuite STRING) -o OUT.png|OUT.svg`:
// draws the picture with the stress of every standing edge (floating edges faded, without numbers),
// exactly as the application exports it (app/render); the flags add what the window's W, C and M add. Pictures without positions are laid out first. Writes
// nothing on stdout; a bad picture, a missing -o or an unknown image type is exit status 2 with one
// line on stderr. The image is encoded in memory and written through QSaveFile (safe_file_writer.h):
// a full disk or an unwritable place is exit status 1 with one line, and no partial file is left.
// Runs without a display (Qt's offscreen platform unless one is set).
#ifdef HOMESTEAD_WITH_RENDER

#include "command.h"
#include "gui_application.h"
#include "picture_input.h"
#include "picture_renderer.h"

#include "homestead/analysis.h"
#include "homestead/display_text.h"

#include <QFileInfo>
#include <ostream>

namespace homestead::cli {
namespace {

int runRender(const std::vector<std::string>& args, std::istream& in, std::ostream&, std::ostream& err) {
    PictureArguments a = parsePictureArguments("render", args, {"--weights", "--classes", "--winning"}, {"-o"});
    auto out = a.values.find("-o");
    if (out == a.values.end()) throw UsageError("render: missing -o OUT.png or -o OUT.svg");
    const QString path = QString::fromStdString(out->second);
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("svg"))
        throw UsageError("render: -o " + quote(out->second) + ": the image must end in .png or .svg");
    Picture picture = loadPicture(a, in, /*layOut=*/true);
    ensureGuiApplication();
    render::RenderOptions options;  // stresses on, as always; the flags add what the window's W, C, M add
    options.weights = a.flags.count("--weights") != 0;
    options.classes = a.flags.count("--classes") != 0;
    options.winning = a.flags.count("--winning") != 0;
    options.scale = 2.0;
    QString error;
    bool writeFailed = false;
    if (render::exportPicture(picture, analyse(picture), path, options, &error, &writeFailed)) return 0;
    if (!writeFailed) throw UsageError("render: " + error.toStdString());
    // the picture was fine but the disk said no (full, read-only, not a file): exit 1, nothing partial left
    err << "homestead-cli: render: " << error.toStdString() << "; nothing was written\n";
    return 1;
}

const CommandRegistration registration{Command{
    "render",
    std::string("render [--weights] [--classes] [--winning] ") + kPictureSourceSynopsis + " -o OUT.png|OUT.svg",
    "Draws the picture with the stress of every standing edge, as the application exports it.\n"
    "Floating edges are faded and carry no number. Pictures without positions are laid out.\n"
    "  -o OUT           the image to write; .png (twice the screen size) or .svg\n"
    "  --weights        label each edge with its weight too (stress · weight)\n"
    "  --classes        colour each concyclic class in its own colour\n"
    "  --winning        draw the winning moves in orange\n" +
        std::string(kPictureSourceHelp) +
        "Example: homestead-cli render --cgsuite ':Geee:G' -o door.svg\n",
    runRender}};

}  // namespace
}  // namespace homestead::cli

#endif  // HOMESTEAD_WITH_RENDER
