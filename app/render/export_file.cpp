// exportFile: the writer for each suffix (see export_file.h).
#include "export_file.h"

#include "pdf_export.h"
#include "tikz_export.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace homestead::render {

namespace {
// The window installs its translators (window_language.h); homestead-cli installs none, so it stays English.
struct ExportFileText {
    Q_DECLARE_TR_FUNCTIONS(ExportFile)
};
}  // namespace

const QStringList& exportSuffixes() {
    static const QStringList suffixes{QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf"), QStringLiteral("tex")};
    return suffixes;
}

QString exportSuffixesText() {
    QString out;
    const QStringList& s = exportSuffixes();
    for (qsizetype i = 0; i < s.size(); ++i) {
        if (i) out += i + 1 == s.size() ? QStringLiteral(" or ") : QStringLiteral(", ");
        out += QLatin1Char('.') + s[i];
    }
    return out;
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
    if (error) *error = path + ExportFileText::tr(": unknown file type '.%1' (use %2)").arg(suffix, exportSuffixesText());
    return false;
}

}  // namespace homestead::render
