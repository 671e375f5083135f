// The drawing's edits: undo commands, Paste and Lay Out on a worker (see edit_controller.h).
#include "edit_controller.h"

#include "edit_commands.h"
#include "error_report.h"
#include "latest_job.h"
#include "picture_document.h"
#include "picture_io.h"
#include "picture_scene.h"
#include "picture_view.h"
#include "play_controller.h"
#include "status_line.h"
#include "window_language.h"

#include "homestead/format_error.h"
#include "homestead/picture_limits.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QUndoStack>

#include <exception>
#include <stdexcept>
#include <utility>
#include <vector>

namespace homestead::gui {

// What an edit on a worker gives back: the new picture (the drawing's next revision), or why not.
struct EditController::WorkerResult {
    std::shared_ptr<Picture> picture;
    QString error;
};

EditController::EditController(Parts parts, QObject* parent) : QObject(parent), p_(parts), job_(new LatestJob(this)) {
    connectRequests();
}

// The scene asks, the window edits through undo commands (positions kept within what a picture file
// can hold: whatever is drawn can be saved and opened again).
void EditController::connectRequests() {
    PictureScene* scene = p_.scene;
    connect(scene, &PictureScene::nodeRequested, this, [this](Point at, bool ground) {
        p_.stack->push(new AddNodeCommand(p_.drawing, clampToPictureLimits(at), ground));
    });
    connect(scene, &PictureScene::edgeRequested, this,
            [this](NodeId a, NodeId b) { p_.stack->push(new AddEdgeCommand(p_.drawing, a, b)); });
    connect(scene, &PictureScene::edgeToNewNodeRequested, this, [this](NodeId a, Point at, bool ground) {
        p_.stack->push(new AddEdgeCommand(p_.drawing, a, clampToPictureLimits(at), ground));
    });
    connect(scene, &PictureScene::nodesChangeRequested, this,
            [this](std::vector<NodeState> before, std::vector<NodeState> after, QString what) {
                for (NodeState& s : after)
                    if (s.position) s.position = clampToPictureLimits(*s.position);
                p_.stack->push(new SetNodesCommand(p_.drawing, std::move(before), std::move(after), what));
            });
    connect(scene, &PictureScene::deleteRequested, this, [this](std::vector<NodeId> n, std::vector<EdgeId> e) {
        p_.scene->clearSelection();
        p_.stack->push(new RemoveCommand(p_.drawing, std::move(n), std::move(e)));
    });
}

void EditController::updateDeleteAction() { updateDeleteAction(p_.scene->hasSelection()); }
void EditController::updateDeleteAction(bool selected) { p_.deleteAction->setEnabled(!p_.play->active() && selected); }

void EditController::selectAll() {
    p_.scene->selectAll();
    // a big picture is selected over a few turns, telling of it at the end: Delete is ready at once
    // (it has the rest selected first)
    if (p_.scene->selectingAll()) updateDeleteAction(true);
}

void EditController::deleteSelection() {
    // All of a picture that the scene rebuilds anyway: it is replaced by its emptied() self, and
    // goes whole into the undo step, nothing listed or copied.
    const Picture& picture = p_.drawing->picture();
    if (picture.nodeCount() + picture.edgeCount() > PictureDocument::kRebuildAbove && p_.scene->selectsEverything()) {
        p_.stack->push(new ReplacePictureCommand(p_.drawing, picture.emptied(), tr("delete")));
        p_.deleteAction->setEnabled(false);  // nothing of the new scene is selected
        return;
    }
    auto [nodes, edges] = p_.scene->selection();
    if (nodes.empty() && edges.empty()) return;
    // One selectionChanged, not one per selected item removed. A delete so big that the scene
    // starts afresh needs none: its old items go in steps, telling of the selection once.
    const bool afresh = nodes.size() + edges.size() > PictureDocument::kRebuildAbove;
    if (!afresh) p_.scene->clearSelection();
    p_.stack->push(new RemoveCommand(p_.drawing, std::move(nodes), std::move(edges)));
    if (afresh) p_.deleteAction->setEnabled(false);  // nothing of the new scene is selected
}

const Picture& EditController::shownPicture() const {
    return p_.play->active() ? p_.play->document()->picture() : p_.drawing->picture();
}

QString EditController::cgsuiteText() const { return QString::fromStdString(io::writeCgsuite(shownPicture())); }

void EditController::copyCgsuite() {
    QApplication::clipboard()->setText(cgsuiteText());
    p_.status->show(p_.play->active() ? tr("Copied the position in play as a CGSuite string")
                                      : tr("Copied the picture as a CGSuite string"),
                    4000);
}

bool EditController::busy() const { return job_->busy(); }

bool EditController::wait() {
    if (!job_->busy()) return true;
    job_->wait();  // delivers it now (finish())
    return lastLanded_;
}

bool EditController::startWorkerEdit(const WorkerEdit& edit, std::function<Picture(const Picture&)> make) {
    if (job_->busy()) {  // one at a time
        p_.status->show(tr("Wait a moment: the last edit is still being worked out."), 4000);
        return false;
    }
    // the drawing's revision: the worker reads it, nothing is copied here
    std::shared_ptr<const Picture> source = p_.drawing->sharedPicture();
    p_.status->show(edit.busy);
    lastLanded_ = false;
    const quint64 revision = p_.drawing->revision();
    job_->start<std::shared_ptr<WorkerResult>>(
        [source = std::move(source), make = std::move(make), language = windowLanguage()] {
            auto result = std::make_shared<WorkerResult>();
            try {
                result->picture = std::make_shared<Picture>(make(*source));
            } catch (const std::exception& error) {
                result->error = QString::fromStdString(errorText(error, language));  // a file reader's in the window's words
            }
            return result;
        },
        [this, edit, revision](std::shared_ptr<WorkerResult> result) { finish(edit, revision, result); });
    return true;
}

// The one place a worked-out edit becomes the drawing.
void EditController::finish(const WorkerEdit& edit, quint64 revision, const std::shared_ptr<WorkerResult>& result) {
    p_.status->clear();
    lastLanded_ = false;
    if (p_.play->active() || p_.drawing->revision() != revision) {
        const QString why = p_.play->active()
                                ? tr("A game began before the %1 was worked out, so the drawing is unchanged.").arg(edit.label)
                                : edit.changed;
        p_.errors->note(why);
        p_.status->show(why, 8000);
        return;
    }
    if (!result->error.isEmpty()) {
        p_.errors->show(edit.refused, result->error, edit.consequence);
        return;
    }
    p_.stack->push(new ReplacePictureCommand(p_.drawing, std::move(result->picture), edit.label));
    p_.view->fitToContents();
    lastLanded_ = true;
}

void EditController::layOut() {
    const WorkerEdit edit{.label = tr("lay out"),
                          .busy = tr("Laying out the drawing…"),
                          .refused = tr("Cannot lay out"),
                          .consequence = tr("The drawing is unchanged."),
                          .changed = tr("The drawing changed while it was being laid out, so nothing was moved: choose Lay Out again.")};
    startWorkerEdit(edit, [language = windowLanguage()](const Picture& source) {
        Picture p = source;
        io::layOut(p);
        // what is laid out must still save and open again
        if (auto problem = pictureLimitProblem(p, language))
            throw std::runtime_error(tr("The layout would not fit in a picture file: %1.").arg(QString::fromStdString(*problem)).toStdString());
        return p;
    });
}

bool EditController::startPaste(const QString& raw) {
    if (raw.trimmed().isEmpty()) {
        p_.errors->show(tr("Cannot paste"),
                        tr("The clipboard holds no text. Copy a CGSuite string such as ee:Aeeee:A, or a picture's JSON, first."),
                        tr("Nothing was added to the drawing."));
        return false;
    }
    // read, laid out and placed beside the drawing on a worker
    const WorkerEdit edit{.label = tr("paste"),
                          .busy = tr("Pasting…"),
                          .refused = tr("Cannot paste"),
                          .consequence = tr("Nothing was added to the drawing."),
                          .changed = tr("The drawing changed while the paste was being read, so nothing was added: paste again.")};
    return startWorkerEdit(edit, [raw, clipboard = tr("clipboard").toStdString(), language = windowLanguage()](const Picture& drawing) {
        const std::string text = raw.trimmed().toStdString();
        Picture pasted = text.starts_with('{') ? io::readJson(text, clipboard) : io::readCgsuite(text);
        io::layOutIfNeeded(pasted);
        Picture both = placeBeside(drawing, std::move(pasted));
        // any picture Homestead holds, it can save and open again
        if (auto problem = pictureLimitProblem(both, language))
            throw std::runtime_error(tr("There is no room for the pasted picture beside the drawing: with it, %1.")
                                         .arg(QString::fromStdString(*problem)).toStdString());
        return both;
    });
}

bool EditController::pasteText(const QString& text) {
    wait();
    return startPaste(text) && wait();
}

}  // namespace homestead::gui
