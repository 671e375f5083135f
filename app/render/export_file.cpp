// exportFile: the writer for each suffix (see export_file.h).
#include "export_file.h"

#include "message_language.h"
#include "pdf_export.h"
#include "tikz_export.h"

#include "homestead/exercise_text.h"

#include <QFileInfo>

#include <string>
#include <vector>

namespace homestead::render {

const QStringList& exportSuffixes() {
    static const QStringList suffixes{QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf"), QStringLiteral("tex")};
    return suffixes;
}

QString exportSuffixesText(Language language) {
    std::vector<std::string> names;
    for (const QString& suffix : exportSuffixes()) names.push_back('.' + suffix.toStdString());
    return QString::fromStdString(text::alternatives(names, language));
}

bool exportFile(const PictureAnalysis& artifact, const QString& path, const RenderOptions& options, QString* error, bool* writeFailed,
                QString* note) {
    if (writeFailed) *writeFailed = false;
    if (note) note->clear();
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("pdf")) return exportPdf(artifact, path, options, error, writeFailed);
    if (suffix == QLatin1String("tex")) return exportTikz(artifact.picture(), artifact.analysis(), path, options, error, writeFailed);
    if (suffix == QLatin1String("png") || suffix == QLatin1String("svg"))
        return exportPicture(artifact.picture(), artifact.analysis(), path, options, error, writeFailed, note);
    if (error)
        *error = fileProblem(path, renderMessage(Msg::RenderUnknownFileType,
                                                 {suffix.toStdString(), exportSuffixesText(messageLanguage()).toStdString()}));
    return false;
}

}  // namespace homestead::render
