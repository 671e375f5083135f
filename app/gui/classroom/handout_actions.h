// File → Print…, File → Export PDF… and File → Export TikZ…, with the "Add the worked analysis page"
// toggle: what a teacher takes out of the app. The window hands in how to get the artifact of the
// picture shown (the drawing, or the position in play), the canvas's toggles (stresses, W, C, M) and
// how to report; this class owns the actions, the dialogs and the writing, all through app/render
// (paintHandout for the printer and the preview, exportPdf, exportTikz — one painting code, one safe
// writer). It remembers the last folder a handout went to and the analysis toggle (QSettings); the
// suggested name comes from the picture's title, as Export Image's does. The window computes nothing:
// it reads the artifact the document's worker made.
//
//   auto* handouts = new HandoutActions(window, {artifact, options, suggestion, showError, showStatus});
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

class HandoutActions : public QObject {
    Q_OBJECT
public:
    struct Hooks {
        // The artifact of what is shown, up to date (the window waits for its worker if it must).
        std::function<std::shared_ptr<const PictureAnalysis>()> artifact;
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

    // What the dialogs do once a path is chosen (also for tests): write, report, remember the folder.
    bool writePdf(const QString& path);
    bool writeTikz(const QString& path);
    // The print preview of the shown picture on `printer`, not yet shown: its pages are painted by
    // paintHandout, as the PDF's are. Print… opens it.
    QPrintPreviewDialog* makePreview(QPrinter* printer);
    // Paints the handout on a printer (the preview's paintRequested); returns the pages painted.
    int paintOn(QPrinter* printer);

private:
    void print();
    void exportPdfDialog();
    void exportTikzDialog();
    QString choosePath(const QString& caption, const QString& suffix, const QString& filter);
    void remember(const QString& path);

    QWidget* window_;
    Hooks hooks_;
    QAction* print_;
    QAction* exportPdf_;
    QAction* exportTikz_;
    QAction* analysisPage_;
};

}  // namespace homestead::gui
