// The recovery offer: for each drawing a crashed or killed Homestead left unsaved (recovery_file.h),
// newest first, the window asks whether to restore it. Restore puts it in the window, modified, with
// its original file name (after asking to save a drawing edited meanwhile, as Open does); Discard
// deletes the autosaved copy; closing the question keeps it for the next start. At start the files
// are read on a worker (LatestJob) while the window paints. The answer can be given without the
// dialog (setAnswer): tests and scripts.
//
//   recovery->setAnswer([](const Recovery&) { return RecoveryController::Answer::Restore; });
//   recovery->startOffer();   // recoveryOffered(restored) follows
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

    // Instead of asking with a dialog (empty: the dialog asks).
    void setAnswer(std::function<Answer(const Recovery&)> answer) { answer_ = std::move(answer); }
    // Offers what is found now, on this thread; true once one is restored.
    bool offer();
    // Reads the files on a worker, then offers them and emits offered(restored).
    void startOffer();
    bool pending() const;  // the files are still being read
    // Puts a recovered drawing in the window, modified, with its original file name if it had one.
    void restore(const Recovery& recovery);

signals:
    void offered(bool restored);

private:
    bool offerAll(const std::vector<Recovery>& found);
    Answer ask(const Recovery& recovery);

    Parts p_;
    LatestJob* read_ = nullptr;
    std::function<Answer(const Recovery&)> answer_;
};

}  // namespace homestead::gui
