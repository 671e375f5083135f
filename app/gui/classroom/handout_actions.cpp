// Print, Export PDF and Export TikZ for the window (see handout_actions.h).
#include "handout_actions.h"
#include "window_language.h"

#include "file_dialogs.h"
#include "file_writer.h"
#include "pdf_export.h"
#include "tikz_export.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QIcon>
#include <QMenu>
#include <QPainter>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QSettings>
#include <QTimer>

namespace homestead::gui {

namespace {
const QString kFolderKey = QStringLiteral("handouts/folder");
const QString kAnalysisKey = QStringLiteral("handouts/analysisPage");

QString withShortcut(const QString& tip, const QKeySequence& keys) {
    return keys.isEmpty() ? tip : QStringLiteral("%1 (%2)").arg(tip, keys.toString(QKeySequence::NativeText));
}
}  // namespace

HandoutActions::HandoutActions(QWidget* window, Hooks hooks) : QObject(window), window_(window), hooks_(std::move(hooks)), writer_(new FileWriter(this)) {
    auto make = [this](const QString& text, const QString& tip, const QKeySequence& keys) {
        auto* a = new QAction(text, this);
        a->setShortcut(keys);
        a->setToolTip(withShortcut(tip, keys));
        a->setStatusTip(tip);
        window_->addAction(a);
        return a;
    };
    print_ = make(tr("&Print…"), tr("Print the picture with its numbers, with a preview first"), QKeySequence::Print);
    print_->setIcon(QIcon::fromTheme(QStringLiteral("document-print")));
    exportPdf_ = make(tr("Export P&DF…"), tr("Save a handout as PDF: the picture with its numbers under its title and outcome"),
                      QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    exportTikz_ = make(tr("Export &TikZ…"), tr("Save the picture as a standalone LaTeX (TikZ) file for papers and handouts"), {});
    analysisPage_ = make(tr("Add the &Worked Analysis Page"),
                         tr("Print and PDF get a second page: the garden, the value in binary columns and why each winning move wins"), {});
    analysisPage_->setCheckable(true);
    analysisPage_->setChecked(QSettings().value(kAnalysisKey, true).toBool());
    connect(analysisPage_, &QAction::toggled, this, [](bool on) { QSettings().setValue(kAnalysisKey, on); });
    connect(print_, &QAction::triggered, this, &HandoutActions::print);
    connect(exportPdf_, &QAction::triggered, this, &HandoutActions::exportPdfDialog);
    connect(exportTikz_, &QAction::triggered, this, &HandoutActions::exportTikzDialog);
}

void HandoutActions::addTo(QMenu* menu) {
    menu->addAction(exportPdf_);
    menu->addAction(exportTikz_);
    menu->addAction(print_);
    menu->addAction(analysisPage_);
}

render::RenderOptions HandoutActions::handoutOptions() const {
    render::RenderOptions options = hooks_.options();
    options.language = windowLanguage();
    options.analysisPage = analysisPage_->isChecked();
    return options;
}

QString HandoutActions::suggestedPath(const QString& suffix) const {
    const QFileInfo exported(hooks_.suggestion());
    const QString folder = QSettings().value(kFolderKey).toString();
    const QString dir = !folder.isEmpty() && QFileInfo(folder).isDir() ? folder : exported.absolutePath();
    return QDir(dir).filePath(exported.completeBaseName() + QLatin1Char('.') + suffix);
}

void HandoutActions::remember(const QString& path) { QSettings().setValue(kFolderKey, QFileInfo(path).absolutePath()); }

QString HandoutActions::choosePath(const QString& caption, const QString& suffix, const QString& filter) {
    QString path = fileDialogs::saveFileName(window_, caption, suggestedPath(suffix), filter);
    if (!path.isEmpty() && QFileInfo(path).suffix().toLower() != suffix) path += QLatin1Char('.') + suffix;  // typed without it
    return path;
}

void HandoutActions::beginPdf(const QString& path) {
    const render::RenderOptions options = handoutOptions();
    hooks_.whenAnalysed([this, path, options](std::shared_ptr<const PictureAnalysis> artifact) {
        writer_->writeCancellable(
            [artifact, path, options](QString* error, const std::atomic<bool>* cancel) {
                return render::exportPdf(*artifact, path, options.cancelledBy(cancel), error);
            },
            [this, path, options](bool written, const QString& error) {
                if (!written) {
                    hooks_.showError(tr("Cannot export the PDF"), error,
                                     tr("No PDF was written and any file already there is unchanged; the drawing is unchanged."));
                    return;
                }
                remember(path);
                const QString name = QFileInfo(path).fileName();
                hooks_.showStatus(render::handoutPageCount(options) == 1
                                      ? tr("Exported %1 (one page)").arg(name)
                                      : tr("Exported %1 (the picture and its worked analysis)").arg(name));
            });
    });
}

void HandoutActions::beginTikz(const QString& path) {
    const render::RenderOptions options = handoutOptions();
    hooks_.whenAnalysed([this, path, options](std::shared_ptr<const PictureAnalysis> artifact) {
        writer_->writeCancellable(
            [artifact, path, options](QString* error, const std::atomic<bool>* cancel) {
                return render::exportTikz(artifact->picture(), artifact->analysis(), path, options.cancelledBy(cancel), error);
            },
            [this, path](bool written, const QString& error) {
                if (!written) {
                    hooks_.showError(tr("Cannot export TikZ"), error,
                                     tr("No file was written and any file already there is unchanged; the drawing is unchanged."));
                    return;
                }
                remember(path);
                hooks_.showStatus(tr("Exported %1: compile it with pdflatex, or copy its tikzpicture into your document")
                                      .arg(QFileInfo(path).fileName()));
            });
    });
}

bool HandoutActions::writePdf(const QString& path) {
    beginPdf(path);
    hooks_.settle();
    return writer_->wait();
}

bool HandoutActions::writeTikz(const QString& path) {
    beginTikz(path);
    hooks_.settle();
    return writer_->wait();
}

QPrintPreviewDialog* HandoutActions::makePreview(QPrinter* printer, std::shared_ptr<const PictureAnalysis> artifact) {
    const render::RenderOptions options = handoutOptions();
    // placed once: the page's orientation and every repaint of the preview take the same drawing
    auto picture = std::make_shared<const render::HandoutPicture>(render::placeHandoutPicture(*artifact, options));
    printer->setPageLayout(render::handoutPageLayout(*picture));
    printer->setDocName(render::pictureHeading(artifact->picture(), artifact->analysis()));
    auto* dialog = new QPrintPreviewDialog(printer, window_);
    dialog->setWindowTitle(tr("Print Preview — %1").arg(printer->docName()));
    // the preview paints its pages on the printer (the window's thread: the dialog shows them)
    connect(dialog, &QPrintPreviewDialog::paintRequested, this, [artifact, options, picture](QPrinter* p) {
        QPainter painter;
        if (!painter.begin(p)) return;
        render::paintHandout(painter, *p, *artifact, options, *picture);
        painter.end();
    });
    return dialog;
}

void HandoutActions::print() {
    // (the modal preview opens from the event loop, not inside the analysisChanged() that brought its artifact)
    hooks_.whenAnalysed([this](std::shared_ptr<const PictureAnalysis> artifact) {
        QTimer::singleShot(0, this, [this, artifact] { preview(artifact); });
    });
}

void HandoutActions::preview(std::shared_ptr<const PictureAnalysis> artifact) {
    QPrinter printer(QPrinter::HighResolution);
    QPrintPreviewDialog* dialog = makePreview(&printer, std::move(artifact));
    dialog->resize(window_->size() * 0.9);
    dialog->exec();
    delete dialog;
}

void HandoutActions::exportPdfDialog() {
    const QString path = choosePath(tr("Export PDF handout"), QStringLiteral("pdf"), tr("PDF document (*.pdf)"));
    if (!path.isEmpty()) beginPdf(path);
}

void HandoutActions::exportTikzDialog() {
    const QString path = choosePath(tr("Export TikZ"), QStringLiteral("tex"), tr("LaTeX file (*.tex)"));
    if (!path.isEmpty()) beginTikz(path);
}

}  // namespace homestead::gui
