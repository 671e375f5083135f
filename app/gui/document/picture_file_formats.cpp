// The picture formats of the window's file dialogs, and writing a picture only once it reads back
// (see picture_file_formats.h).
#include "picture_file_formats.h"

#include "safe_file_writer.h"
#include "test_hook.h"
#include "window_language.h"

#include "homestead/format_error.h"
#include "homestead/picture_file.h"
#include "homestead/picture_limits.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <exception>
#include <optional>
#include <utility>

namespace homestead::gui::formats {

namespace {
struct PictureFileFormatsText {
    Q_DECLARE_TR_FUNCTIONS(PictureFileFormats)
};
QString jsonFilter() { return PictureFileFormatsText::tr("Hackenbush pictures (*.json)"); }
QString edgesFilter() { return PictureFileFormatsText::tr("Edge lists, the game without the drawing (*.edges)"); }
QString dotFilter() { return PictureFileFormatsText::tr("GraphViz DOT graphs (*.dot)"); }

TestHook<std::string&> writtenTextHook;

// Why `text`, about to be written for `picture` in `format`, would not open as that picture again;
// nothing when it would.
std::optional<QString> readBackProblem(const Picture& picture, const std::string& text, PictureFormat format) {
    if (format == PictureFormat::Dot) return std::nullopt;  // for other programs: Homestead does not read DOT
    Picture back;
    try {
        back = readPictureText(text, format, PictureFileFormatsText::tr("the file being saved").toStdString());
    } catch (const std::exception& error) {
        return QString::fromStdString(errorText(error, windowLanguage()));
    }
    if (format == PictureFormat::Edges)
        return back.edgeCount() == picture.edgeCount()
                   ? std::nullopt
                   : std::optional(PictureFileFormatsText::tr("it would hold %1 edges instead of %2").arg(back.edgeCount()).arg(picture.edgeCount()));
    if (back == picture) return std::nullopt;
    if (back.title != picture.title) return PictureFileFormatsText::tr("the title would read back differently");
    if (back.nodeCount() != picture.nodeCount() || back.edgeCount() != picture.edgeCount())
        return PictureFileFormatsText::tr("it would hold %1 nodes and %2 edges instead of %3 and %4")
            .arg(back.nodeCount())
            .arg(back.edgeCount())
            .arg(picture.nodeCount())
            .arg(picture.edgeCount());
    for (std::size_t i = 0; i < picture.nodeCount(); ++i)
        if (!(back.nodes()[i] == picture.nodes()[i])) return PictureFileFormatsText::tr("node %1 would read back differently").arg(picture.nodes()[i].id);
    for (std::size_t i = 0; i < picture.edgeCount(); ++i)
        if (!(back.edges()[i] == picture.edges()[i])) return PictureFileFormatsText::tr("edge %1 would read back differently").arg(picture.edges()[i].id);
    return PictureFileFormatsText::tr("it would read back as a different picture");
}
}  // namespace

QString openFilter() {
    return PictureFileFormatsText::tr("Hackenbush pictures and edge lists (*.json *.edges)") + QStringLiteral(";;") + jsonFilter() +
           QStringLiteral(";;") + edgesFilter() + QStringLiteral(";;") + PictureFileFormatsText::tr("All files (*)");
}

QString saveFilter() { return jsonFilter() + QStringLiteral(";;") + edgesFilter() + QStringLiteral(";;") + dotFilter(); }

QString withExtension(const QString& path, const QString& selectedFilter) {
    if (!QFileInfo(path).suffix().isEmpty()) return path;
    if (selectedFilter == edgesFilter()) return path + QStringLiteral(".edges");
    if (selectedFilter == dotFilter()) return path + QStringLiteral(".dot");
    return path + QStringLiteral(".json");
}

bool isExportOnly(const QString& path) { return pictureFormatOfPath(QFile::encodeName(path).toStdString()) != PictureFormat::Json; }

namespace {
bool writePicture(const Picture& picture, const QString& path, PictureFormat format, QString* error) {
    const auto refuse = [&](const QString& why) {
        if (error)
            *error = PictureFileFormatsText::tr("%1: not written, because Homestead could not open the file again: %2.").arg(path, why);
        return false;
    };
    // a picture file's limits first: their sentence names the node and the coordinate
    if (format == PictureFormat::Json)
        if (std::optional<std::string> problem = pictureLimitProblem(picture, windowLanguage()))
            return refuse(QString::fromStdString(*problem) + PictureFileFormatsText::tr(" (Edit → Lay Out places every node within it)"));
    std::string text = writePictureText(picture, format);
    writtenTextHook.call(text);
    if (std::optional<QString> problem = readBackProblem(picture, text, format)) return refuse(*problem);
    return render::writeFileSafely(path, QByteArray::fromRawData(text.data(), qsizetype(text.size())), error);
}
}  // namespace

bool savePicture(const Picture& picture, const QString& path, QString* error) {
    return writePicture(picture, path, PictureFormat::Json, error);
}

bool exportPicture(const Picture& picture, const QString& path, QString* error) {
    return writePicture(picture, path, pictureFormatOfPath(QFile::encodeName(path).toStdString()), error);
}

void setWrittenTextHookForTests(std::function<void(std::string& text)> hook) { writtenTextHook.set(std::move(hook)); }

}  // namespace homestead::gui::formats
