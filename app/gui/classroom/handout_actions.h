// File → Print…, File → Export PDF… and File → Export TikZ…, with the "Add the worked analysis page"
// toggle: what a teacher takes out of the app. The window hands in how to get the artifact of the
// picture shown (the drawing, or the position in play), the canvas's toggles (stresses, W, C, M) and
// how to report; this class owns the actions, the dialogs and the writing, all through app/render
// (paintHandout for the printer and the preview, exportPdf, exportTikz — one painting code, one safe
// writer). It remembers the last folder a handout went to and the analysis toggle (QSettings); the
// suggested name comes from the picture's title, as Export Image's does. The window computes nothing
// and waits for nothing: it takes the artifact the document's worker made for the revision shown,
// and the PDF and TikZ are written on a worker (file_writer.h), reported when done.
//
//   auto* handouts = new HandoutActions(window, {whenAnalysed, settle, options, suggestion, showError, showStatus});
//   handouts->addTo(fileMenu);
#pragma once

#include "picture_renderer.h"

#include "homestead/picture_analysis.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>

class QAction;
class QMenu;
class QPrinter;
class QPrintPreviewDialog;
class QWidget;

namespace homestead::gui {

class FileWriter;

class HandoutActions : public QObject {
    Q_OBJECT
public:
    struct Hooks {
        // Calls its argument with the artifact of the revision shown: at once, or when it is analysed.
        std::function<void(std::function<void(std::shared_ptr<const PictureAnalysis>)>)> whenAnalysed;
        // Tests only: a call of whenAnalysed still waiting gets its artifact now.
        std::function<void()> settle;
        // What the labels and strokes show (the canvas's toggles).
        std::function<render::RenderOptions()> options;
        // Export Image's suggestion for a file (any suffix): the folder and the name from the title.
        std::function<QString()> suggestion;
        // An error dialog: title, message (naming the file and the problem), what it means.
        std::function<void(const QString&, const QString&, const QString&)> showError;
        std::function<void(const QString&)> showStatus;
    };

    HandoutActions(QWidget* window, Hooks hooks);

    // Adds Print…, Export PDF…, Export TikZ… and the analysis toggle to `menu`.
    void addTo(QMenu* menu);

    QAction* printAction() const { return print_; }
    QAction* exportPdfAction() const { return exportPdf_; }
    QAction* exportTikzAction() const { return exportTikz_; }
    QAction* analysisPageAction() const { return analysisPage_; }

    // The render options of a handout now: the canvas's toggles and the analysis page toggle.
    render::RenderOptions handoutOptions() const;
    // The path a dialog offers for `suffix` ("pdf", "tex"): the last folder a handout went to (else
    // Export Image's), named after the picture's title.
    QString suggestedPath(const QString& suffix) const;

    // What the dialogs do once a path is chosen: write on a worker, then report and remember the folder.
    void beginPdf(const QString& path);
    void beginTikz(const QString& path);
    // The same, waited for: for tests only. True if the file was written.
    bool writePdf(const QString& path);
    bool writeTikz(const QString& path);
    FileWriter* writer() const { return writer_; }
    // The print preview of `artifact` on `printer`, not yet shown: its pages are painted by
    // paintHandout, as the PDF's are. Print… opens it with the shown revision's artifact.
    QPrintPreviewDialog* makePreview(QPrinter* printer, std::shared_ptr<const PictureAnalysis> artifact);

private:
    void print();
    void preview(std::shared_ptr<const PictureAnalysis> artifact);
    void exportPdfDialog();
    void exportTikzDialog();
    QString choosePath(const QString& caption, const QString& suffix, const QString& filter);
    void remember(const QString& path);

    QWidget* window_;
    Hooks hooks_;
    FileWriter* writer_;
    QAction* print_;
    QAction* exportPdf_;
    QAction* exportTikz_;
    QAction* analysisPage_;
};

}  // namespace homestead::gui
