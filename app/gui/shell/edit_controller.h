// The drawing's edits: the canvas's requests (add a node or an edge, move nodes, delete) become undo
// commands; Delete, Select All, Copy as CGSuite; and the two edits worked out on a worker, Paste (a
// CGSuite string or picture JSON placed beside the drawing) and Lay Out. Those run through a
// LatestJob and replace the drawing, one undoable step, when they come — unless the drawing changed
// meanwhile or Play began (then nothing changes, and the status line says so). One at a time.
//
//   auto* edits = new EditController({&doc, &stack, scene, view, play, status, errors, actions.deleteSelection});
//   edits->startPaste(QApplication::clipboard()->text());
#pragma once

#include "homestead/picture.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>

class QAction;
class QUndoStack;

namespace homestead::gui {

class ErrorReport;
class LatestJob;
class PictureDocument;
class PictureScene;
class PictureView;
class PlayController;
class StatusLine;

class EditController : public QObject {
    Q_OBJECT
public:
    struct Parts {
        PictureDocument* drawing;
        QUndoStack* stack;
        PictureScene* scene;
        PictureView* view;
        PlayController* play;
        StatusLine* status;
        ErrorReport* errors;
        QAction* deleteAction;  // enabled while something is selected, outside Play
    };
    explicit EditController(Parts parts, QObject* parent = nullptr);

    void deleteSelection();
    void selectAll();
    // What the canvas shows: the position in play during a game, the drawing otherwise.
    const Picture& shownPicture() const;
    QString cgsuiteText() const;
    void copyCgsuite();
    // Paste beside the drawing: false if the text is empty or an edit is under way.
    bool startPaste(const QString& text);
    // startPaste and waiting for it (tests, scripts): false if unreadable, with the error noted.
    bool pasteText(const QString& text);
    void layOut();
    bool busy() const;  // a worked-out edit is under way
    // Runs the event loop until the edit under way has come; whether it landed.
    bool wait();
    void updateDeleteAction();
    void updateDeleteAction(bool selected);

private:
    // An edit worked out on a worker: its undo label and what the user is told.
    struct WorkerEdit {
        QString label, busy, refused, consequence, changed;  // refused: a title; changed: the drawing moved on
    };
    struct WorkerResult;
    // Runs make(the drawing) on a worker; make throws with the reason to refuse.
    bool startWorkerEdit(const WorkerEdit& edit, std::function<Picture(const Picture&)> make);
    void finish(const WorkerEdit& edit, quint64 revision, const std::shared_ptr<WorkerResult>& result);
    void connectRequests();

    Parts p_;
    LatestJob* job_ = nullptr;
    bool lastLanded_ = false;
};

}  // namespace homestead::gui
