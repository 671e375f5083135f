// Export Image and the handouts of what the canvas shows (see picture_export.h).
#include "picture_export.h"

#include "error_report.h"
#include "handout_actions.h"
#include "picture_document.h"
#include "picture_scene.h"
#include "play_controller.h"
#include "status_line.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>

namespace homestead::gui {

PictureExport::PictureExport(Parts parts, QObject* parent) : QObject(parent), p_(parts) {
    handouts_ = new HandoutActions(p_.window, {[this] { return shownArtifact(); }, [this] { return canvasOptions(); },
                                               [this] { return exportSuggestion(); },
                                               [this](const QString& t, const QString& m, const QString& c) { p_.errors->show(t, m, c); },
                                               [this](const QString& m) { p_.status->show(m, 6000); }});
}

render::RenderOptions PictureExport::canvasOptions() const {
    render::RenderOptions options;
    options.stresses = p_.scene->showStresses();
    options.weights = p_.scene->showWeights();
    options.names = p_.scene->showNames();
    options.classes = p_.scene->showClasses();
    options.winning = p_.scene->showWinningMoves();
    options.textScale = p_.scene->textScale();  // the text size the canvas shows (presentation's too)
    options.strong = p_.scene->highContrast();
    options.scale = 2.0;
    return options;
}

std::shared_ptr<const PictureAnalysis> PictureExport::shownArtifact() {
    // The artifact of what is shown, as it is now: usually ready; else the worker is waited for
    // (the window computes nothing itself).
    PictureDocument* shown = p_.play->active() ? p_.play->document() : p_.drawing;
    shown->waitForAnalysis();
    return shown->artifact();
}

bool PictureExport::exportImage(const QString& path) {
    const render::RenderOptions options = canvasOptions();
    QString error;
    const std::shared_ptr<const PictureAnalysis> artifact = shownArtifact();
    if (!render::exportPicture(artifact->picture(), artifact->analysis(), path, options, &error)) {
        p_.errors->show(tr("Cannot export"), error,
                        tr("No image was written and any file already there is unchanged; the drawing is unchanged."));
        return false;
    }
    p_.status->show(p_.play->active() ? tr("Exported the position in play to %1").arg(QFileInfo(path).fileName())
                                      : tr("Exported %1").arg(QFileInfo(path).fileName()),
                    4000);
    return true;
}

QString PictureExport::exportSuggestion() const {
    // beside the picture's file (or in the current folder), named after the title ("Hackenbush
    // Homestead" → hackenbush-homestead.png); a picture without a title keeps its file's name
    const QString filePath = p_.drawing->filePath();
    const QFileInfo file(filePath);
    const QString folder = filePath.isEmpty() ? QDir::currentPath() : file.absolutePath();
    const QString fallback = filePath.isEmpty() ? tr("picture") : file.completeBaseName();
    const Picture& shown = p_.play->active() ? p_.play->document()->picture() : p_.drawing->picture();
    const QString name = render::fileNameForTitle(QString::fromStdString(shown.title), fallback);
    return QDir(folder).filePath(name + QStringLiteral(".png"));
}

void PictureExport::exportDialog() {
    const QString png = tr("PNG image (*.png)"), svg = tr("SVG drawing (*.svg)");
    QString chosen = png;
    QString path = QFileDialog::getSaveFileName(p_.window, tr("Export image"), exportSuggestion(),
                                                png + QStringLiteral(";;") + svg, &chosen);
    if (path.isEmpty()) return;
    // a name typed without the type's ending gets the ending of the type chosen in the dialog
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QString wanted = chosen == svg ? QStringLiteral("svg") : QStringLiteral("png");
    if (suffix != QLatin1String("png") && suffix != QLatin1String("svg")) path += QLatin1Char('.') + wanted;
    exportImage(path);
}

}  // namespace homestead::gui
