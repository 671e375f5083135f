// Export Image and the handouts of what the canvas shows (see picture_export.h).
#include "picture_export.h"

#include "display_title.h"
#include "error_report.h"
#include "file_dialogs.h"
#include "file_writer.h"
#include "handout_actions.h"
#include "picture_document.h"
#include "picture_scene.h"
#include "play_controller.h"
#include "status_line.h"

#include <QDir>
#include <QFileInfo>

#include <memory>

namespace homestead::gui {

PictureExport::PictureExport(Parts parts, QObject* parent) : QObject(parent), p_(parts) {
    imageWriter_ = new FileWriter(this);
    handouts_ = new HandoutActions(p_.window, {[this](auto use) { whenShownAnalysed(std::move(use)); },
                                               [this] { waitForShownAnalysis(); }, [this] { return canvasOptions(); },
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

PictureDocument* PictureExport::shown() const { return p_.play->active() ? p_.play->document() : p_.drawing; }

void PictureExport::whenShownAnalysed(std::function<void(std::shared_ptr<const PictureAnalysis>)> use) {
    QObject::disconnect(waiting_);
    PictureDocument* document = shown();
    if (auto artifact = document->currentArtifact()) {
        use(std::move(artifact));
        return;
    }
    p_.status->show(tr("Exporting once the analysis is ready…"), 6000);
    waiting_ = connect(document, &PictureDocument::analysisChanged, this, [this, document, use = std::move(use)] {
        auto artifact = document->currentArtifact();
        if (!artifact) return;  // (an older revision's)
        const auto go = use;    // (the connection and this lambda go now)
        QObject::disconnect(waiting_);
        go(std::move(artifact));
    });
}

void PictureExport::waitForShownAnalysis() {
    if (!waiting_) return;
    // the document the request waits on: the shown one then, which a game's start or end may have changed
    for (PictureDocument* d : {p_.drawing, p_.play->document()})
        if (d && waiting_) d->waitForAnalysis();
}

void PictureExport::beginImage(const QString& path) {
    const render::RenderOptions options = canvasOptions();
    const bool inPlay = p_.play->active();
    whenShownAnalysed([this, path, options, inPlay](std::shared_ptr<const PictureAnalysis> artifact) {
        // a PNG past its limits is drawn smaller: the worker says how, the status line tells
        auto note = std::make_shared<QString>();
        imageWriter_->writeCancellable(
            [artifact, path, options, note](QString* error, const std::atomic<bool>* cancel) {
                // (stopped if the window closes meanwhile)
                return render::exportPicture(artifact->picture(), artifact->analysis(), path, options.cancelledBy(cancel), error,
                                             nullptr, note.get());
            },
            [this, path, inPlay, note](bool written, const QString& error) {
                if (!written) {
                    p_.errors->show(tr("Cannot export"), error,
                                    tr("No image was written and any file already there is unchanged; the drawing is unchanged."));
                    return;
                }
                const QString name = render::displayTitle(QFileInfo(path).fileName());
                const QString exported = inPlay ? tr("Exported the position in play to %1").arg(name) : tr("Exported %1").arg(name);
                lastNote_ = *note;
                if (note->isEmpty()) p_.status->show(exported, 4000);
                else p_.status->show(tr("%1; %2").arg(exported, *note), 12000);  // longer: a sentence more to read
            });
    });
}

bool PictureExport::exportImage(const QString& path) {
    beginImage(path);
    waitForShownAnalysis();
    return imageWriter_->wait();
}

QString PictureExport::exportSuggestion() const {
    // beside the picture's file (or in the current folder), named after the title ("Hackenbush
    // Homestead" → hackenbush-homestead.png); a picture without a title keeps its file's name
    const QString filePath = p_.drawing->filePath();
    const QFileInfo file(filePath);
    const QString folder = filePath.isEmpty() ? QDir::currentPath() : file.absolutePath();
    const QString fallback = filePath.isEmpty() ? tr("picture") : file.completeBaseName();
    const Picture& shown = p_.play->active() ? p_.play->document()->picture() : p_.drawing->picture();
    const QString name = render::fileNameForTitle(render::displayTitle(shown.title, 4 * render::kMaxFileNameLetters), fallback);
    return QDir(folder).filePath(name + QStringLiteral(".png"));
}

void PictureExport::exportDialog() {
    const QString png = tr("PNG image (*.png)"), svg = tr("SVG drawing (*.svg)");
    QString chosen = png;
    QString path = fileDialogs::saveFileName(p_.window, tr("Export image"), exportSuggestion(),
                                              png + QStringLiteral(";;") + svg, &chosen);
    if (path.isEmpty()) return;
    // a name typed without the type's ending gets the ending of the type chosen in the dialog
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QString wanted = chosen == svg ? QStringLiteral("svg") : QStringLiteral("png");
    if (suffix != QLatin1String("png") && suffix != QLatin1String("svg")) path += QLatin1Char('.') + wanted;
    beginImage(path);
}

}  // namespace homestead::gui
