// The recovery offer: for each drawing a crashed or killed Homestead left unsaved (recovery_file.h),
// newest first, the window asks whether to restore it. Restore puts it in the window, modified, with
// its original file name (after asking to save a drawing edited meanwhile, as Open does); Discard
// deletes the autosaved copy; closing the question keeps it for the next start. A file that cannot
// be read is offered too, as "could not be read": keep it or delete it.
//
// Everything is read on a worker (LatestJob) while the window paints: at start only each file's
// header (name, size, time, edges, a title cut short), so a huge drawing or title costs nothing
// until it is restored; on Restore the whole file. Names and titles are shown elided. The answer can
// be given without the dialog (setAnswer): tests and scripts.
//
//   recovery->setAnswer([](const Recovery&) { return RecoveryController::Answer::Restore; });
//   recovery->startOffer();   // offered(restored) follows
#pragma once

#include "recovery_file.h"

#include <QObject>

#include <functional>
#include <vector>

class QUndoStack;
class QWidget;

namespace homestead::gui {

class Autosaver;
class FileController;
class LatestJob;
class PictureDocument;
class PictureView;
class StatusLine;

class RecoveryController : public QObject {
    Q_OBJECT
public:
    // For an unreadable recovery only Discard (delete it) and Keep mean anything.
    enum class Answer { Restore, Discard, Keep };
    struct Parts {
        QWidget* window;
        PictureDocument* drawing;
        QUndoStack* stack;
        PictureView* view;
        Autosaver* autosaver;
        FileController* files;
        StatusLine* status;
    };
    explicit RecoveryController(Parts parts, QObject* parent = nullptr);

    // Instead of asking with a dialog (empty: the dialog asks). `recovery.readable()` tells which question.
    void setAnswer(std::function<Answer(const Recovery&)> answer) { answer_ = std::move(answer); }
    // Offers what is found now and waits for the reads (tests, scripts); true once one is restored.
    bool offer();
    // Reads the headers on a worker, then offers them and emits offered(restored).
    void startOffer();
    bool pending() const;  // the files are still being read
    // Puts a recovered drawing in the window, modified, with its original file name if it had one.
    void restore(const RecoveredDrawing& recovery);

signals:
    void offered(bool restored);

private:
    void offerAll(const std::vector<Recovery>& found);
    void restoreRead(const Recovery& recovery);
    void finish(bool restored);
    Answer ask(const Recovery& recovery);
    Answer askUnreadable(const Recovery& recovery);
    void discard(const Recovery& recovery);

    Parts p_;
    LatestJob* read_ = nullptr;
    std::function<Answer(const Recovery&)> answer_;
    bool restored_ = false;
};

}  // namespace homestead::gui
