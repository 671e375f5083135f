// What the canvas shows, written out: Export Image (PNG or SVG) and the handouts (Print, Export PDF,
// Export TikZ: handout_actions.h), of the position in play during a game and of the drawing
// otherwise, with the canvas's toggles (stresses, weights, names, classes, winning moves) and text size.
// An export takes the artifact of the revision shown — when it is still being analysed, once the
// document's analysisChanged() brings it (the status line says so meanwhile) — and writes on a
// worker (file_writer.h): the window neither analyses nor waits.
//
//   auto* exports = new PictureExport({window, &doc, scene, play, status, errors});
//   exports->beginImage("door.png");   // reported when written
//   exports->exportImage("door.png");  // tests: the same, waited for
#pragma once

#include "picture_renderer.h"

#include "homestead/picture_analysis.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>

class QWidget;

namespace homestead::gui {

class ErrorReport;
class FileWriter;
class HandoutActions;
class PictureDocument;
class PictureScene;
class PlayController;
class StatusLine;

class PictureExport : public QObject {
    Q_OBJECT
public:
    struct Parts {
        QWidget* window;
        PictureDocument* drawing;
        PictureScene* scene;
        PlayController* play;
        StatusLine* status;
        ErrorReport* errors;
    };
    explicit PictureExport(Parts parts, QObject* parent = nullptr);

    HandoutActions* handouts() const { return handouts_; }
    // Writes the image on a worker, from the shown revision's artifact; reports when it is written.
    void beginImage(const QString& path);
    // beginImage(), then waits for the analysis and the write: for tests only. True if written.
    bool exportImage(const QString& path);
    // What the last image written was drawn otherwise than asked (a PNG drawn smaller to fit its
    // limits, render::exportPicture's note), said in the status line too; empty when nothing.
    QString lastNote() const { return lastNote_; }
    FileWriter* imageWriter() const { return imageWriter_; }
    void exportDialog();
    // The path the Export dialog offers: beside the picture's file, named after its title.
    QString exportSuggestion() const;
    render::RenderOptions canvasOptions() const;

private:
    PictureDocument* shown() const;  // the position in play during a game, else the drawing
    // Calls `use` with the artifact of the revision shown: now, or when analysisChanged() brings it.
    // A newer request replaces one still waiting.
    void whenShownAnalysed(std::function<void(std::shared_ptr<const PictureAnalysis>)> use);
    void waitForShownAnalysis();  // tests: a request still waiting gets its artifact now

    Parts p_;
    HandoutActions* handouts_ = nullptr;
    FileWriter* imageWriter_ = nullptr;
    QMetaObject::Connection waiting_;  // a request waiting for the shown revision's artifact
    QString lastNote_;
};

}  // namespace homestead::gui
