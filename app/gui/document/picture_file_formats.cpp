// The picture formats of the window's file dialogs (see picture_file_formats.h).
#include "picture_file_formats.h"

#include "homestead/picture_file.h"
#include "safe_file_writer.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace homestead::gui::formats {

namespace {
QString tr(const char* text) { return QCoreApplication::translate("PictureFileFormats", text); }
QString jsonFilter() { return tr("Hackenbush pictures (*.json)"); }
QString edgesFilter() { return tr("Edge lists, the game without the drawing (*.edges)"); }
QString dotFilter() { return tr("GraphViz DOT graphs (*.dot)"); }
}  // namespace

QString openFilter() {
    return tr("Hackenbush pictures and edge lists (*.json *.edges)") + QStringLiteral(";;") + jsonFilter() +
           QStringLiteral(";;") + edgesFilter() + QStringLiteral(";;") + tr("All files (*)");
}

QString saveFilter() { return jsonFilter() + QStringLiteral(";;") + edgesFilter() + QStringLiteral(";;") + dotFilter(); }

QString withExtension(const QString& path, const QString& selectedFilter) {
    if (!QFileInfo(path).suffix().isEmpty()) return path;
    if (selectedFilter == edgesFilter()) return path + QStringLiteral(".edges");
    if (selectedFilter == dotFilter()) return path + QStringLiteral(".dot");
    return path + QStringLiteral(".json");
}

bool isExportOnly(const QString& path) { return pictureFormatOfPath(QFile::encodeName(path).toStdString()) != PictureFormat::Json; }

bool exportPicture(const Picture& picture, const QString& path, QString* error) {
    const std::string text = writePictureText(picture, pictureFormatOfPath(QFile::encodeName(path).toStdString()));
    return render::writeFileSafely(path, QByteArray::fromRawData(text.data(), qsizetype(text.size())), error);
}

}  // namespace homestead::gui::formats
