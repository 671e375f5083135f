// Autosave: while the drawing has unsaved changes, it is written to this window's recovery file
// (recovery_file.h) 3 s after the last edit, or at once after 20 edits without a pause, and only
// if it changed since the last autosave. When the drawing becomes clean again (Save, undo back to
// the saved state, New, Open) or the window goes (a clean exit), the file is removed: what is left
// in the recovery folder is exactly the work of a Homestead that crashed or was killed.
//
// The file is named by a random id chosen here, and its lock (recovery_lock.h) is taken before the
// first write and held until the file is removed: while this run lives, the file is its own.
//
// A write that fails (a full disk, a plain file where the recovery folder should be) is tried again
// at the next edit and after kRetryMs; failureChanged(error) says so once, and failureChanged("")
// once a write works again or the drawing is clean (AutosaveAlert shows both).
//
// The write runs on a worker thread (a LatestJob) on the document's current revision, shared and
// never copied (sharedPicture()): writing and syncing a big drawing takes seconds, which the window
// must never wait for. One write at a time; an edit
// during a write is written when it ends; a removal during a write happens when it ends.
//
//   Autosaver autosave(&doc, &stack);   // that is all: it listens to the undo stack
#pragma once

#include "latest_job.h"
#include "picture_document.h"
#include "recovery_lock.h"

#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>

class QUndoStack;

namespace homestead::gui {

class Autosaver : public QObject {
    Q_OBJECT
public:
    Autosaver(PictureDocument* document, QUndoStack* stack, QObject* parent = nullptr);
    ~Autosaver() override;  // removes the recovery file

    static constexpr int kIdleMs = 3000;
    static constexpr int kEditLimit = 20;
    static constexpr int kRetryMs = 15000;
    void setIdleDelay(int ms) { idle_.setInterval(ms); }
    void setRetryDelay(int ms) { retry_.setInterval(ms); }
    void setEditLimit(int edits) { editLimit_ = edits; }

    QString recoveryPath() const { return path_; }
    // Starts writing the recovery file now if the drawing is modified and changed since the last
    // write; true if it started (or will start when the write under way ends). A failed write is
    // retried at the next edit (and reported by lastError()).
    bool autosaveNow();
    // Waits for the write under way, if any, and handles its end (tests, and the window's end).
    void waitForWrite();
    bool writing() const { return writing_; }
    // A write is waiting for the pause after the last edit.
    bool scheduled() const { return idle_.isActive(); }
    int writes() const { return writes_; }  // writes completed
    QString lastError() const { return lastError_; }
    // Why autosave is failing now; empty while it works.
    QString failure() const { return failure_; }
    // Removes the recovery file (the drawing is clean, or the user discarded it).
    void removeFile();
    // Tests: stops as a killed process would, leaving the recovery file and its lock file behind with
    // the lock held by nobody; this autosaver does nothing more.
    void leaveAsKilled();

signals:
    void autosaved();
    // A write failed after working (or at the first write): `error`; it works again, or there is
    // nothing left to autosave (the drawing is clean): empty.
    void failureChanged(const QString& error);

private:
    struct Written {
        bool ok = false;
        QString error;
    };
    void edited();
    void writeFinished(const Written& w);

    PictureDocument* doc_;
    QUndoStack* stack_;
    QString path_;
    std::shared_ptr<RecoveryLock> lock_;  // used by the write under way, else by this thread
    QTimer idle_;
    QTimer retry_;
    int editLimit_ = kEditLimit;
    int editsSinceWrite_ = 0;
    int writes_ = 0;
    bool written_ = false;       // the file exists
    quint64 writtenRevision_ = 0;
    QString lastError_;
    QString failure_;
    bool killed_ = false;
    LatestJob writer_;
    bool writing_ = false;
    quint64 writingRevision_ = 0;
    bool again_ = false;          // changed during the write: write once more when it ends
    bool removeAfter_ = false;    // clean during the write: remove the file when it ends
};

}  // namespace homestead::gui
