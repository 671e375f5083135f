// What the canvas shows, written out: Export Image (PNG or SVG) and the handouts (Print, Export PDF,
// Export TikZ: handout_actions.h), of the position in play during a game and of the drawing
// otherwise, with the canvas's toggles (stresses, weights, names, classes, winning moves) and text size.
//
//   auto* exports = new PictureExport({window, &doc, scene, play, status, errors});
//   exports->exportImage("door.png");
#pragma once

#include "picture_renderer.h"

#include "homestead/picture_analysis.h"

#include <QObject>
#include <QString>

#include <memory>

class QWidget;

namespace homestead::gui {

class ErrorReport;
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
    bool exportImage(const QString& path);
    void exportDialog();
    // The path the Export dialog offers: beside the picture's file, named after its title.
    QString exportSuggestion() const;
    render::RenderOptions canvasOptions() const;

private:
    std::shared_ptr<const PictureAnalysis> shownArtifact();  // of what is shown, waiting for the worker if needed

    Parts p_;
    HandoutActions* handouts_ = nullptr;
};

}  // namespace homestead::gui
