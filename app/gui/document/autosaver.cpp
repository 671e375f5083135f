// Autosave on idle and every N edits to the recovery file; removed once the drawing is clean.
#include "autosaver.h"

#include "private_file.h"
#include "recovery_file.h"

#include <QFile>
#include <QUndoStack>

#include <memory>

namespace homestead::gui {

Autosaver::Autosaver(PictureDocument* document, QUndoStack* stack, QObject* parent)
    : QObject(parent), doc_(document), stack_(stack), path_(recoveryFilePath(newRecoveryId())),
      lock_(std::make_shared<RecoveryLock>(recoveryLockPath(path_))) {
    idle_.setSingleShot(true);
    idle_.setInterval(kIdleMs);
    connect(&idle_, &QTimer::timeout, this, &Autosaver::autosaveNow);
    retry_.setSingleShot(true);
    retry_.setInterval(kRetryMs);
    connect(&retry_, &QTimer::timeout, this, &Autosaver::autosaveNow);
    connect(stack_, &QUndoStack::indexChanged, this, &Autosaver::edited);
    connect(stack_, &QUndoStack::cleanChanged, this, [this](bool clean) {
        if (clean) removeFile();
    });
}

Autosaver::~Autosaver() {
    // a clean exit leaves nothing: the write under way is waited for (not followed up), then the file goes
    writer_.cancelAndWaitForWorkers();
    if (killed_) return;
    if (writing_ || written_) QFile::remove(path_);
    lock_->release();  // after the file: a recovery without its lock would look abandoned
}

void Autosaver::edited() {
    if (stack_->isClean()) {
        removeFile();
        return;
    }
    if (++editsSinceWrite_ >= editLimit_) autosaveNow();
    else idle_.start();
}

bool Autosaver::autosaveNow() {
    idle_.stop();
    retry_.stop();
    if (killed_ || stack_->isClean()) return false;
    if (writing_) {
        again_ = writingRevision_ != doc_->revision();
        return again_;
    }
    if (written_ && writtenRevision_ == doc_->revision()) return false;
    std::shared_ptr<const Picture> picture = doc_->sharedPicture();  // the revision itself: nothing copied
    writing_ = true;
    writingRevision_ = doc_->revision();
    editsSinceWrite_ = 0;
    removeAfter_ = false;
    writer_.start<Written>(
        [picture, path = path_, lock = lock_, original = doc_->filePath()] {
            Written w;
            // the folder first (the lock lives in it), then the lock, then the file: never a file of ours unlocked
            w.ok = makePrivateFolder(recoveryFolder(), &w.error) && lock->acquire(&w.error) &&
                   writeRecovery(path, *picture, original, &w.error);
            return w;
        },
        [this](const Written& w) { writeFinished(w); });
    return true;
}

void Autosaver::waitForWrite() { writer_.wait(); }

void Autosaver::writeFinished(const Written& w) {
    writing_ = false;
    if (w.ok) {
        written_ = true;
        writtenRevision_ = writingRevision_;
        ++writes_;
        if (!failure_.isEmpty()) {
            failure_.clear();
            emit failureChanged(QString());
        }
    } else {
        lastError_ = w.error;  // tried again at the next edit or after a while; the drawing is untouched
        if (failure_ != w.error) {
            failure_ = w.error;
            emit failureChanged(failure_);
        }
        if (!stack_->isClean()) retry_.start();
    }
    if (removeAfter_ || stack_->isClean()) {
        removeFile();
        if (!stack_->isClean()) idle_.start();  // edited again since it became clean
        return;
    }
    if (w.ok) emit autosaved();
    if (again_) {
        again_ = false;
        autosaveNow();
    }
}

void Autosaver::removeFile() {
    idle_.stop();
    retry_.stop();
    if (killed_) return;
    editsSinceWrite_ = 0;
    again_ = false;
    if (writing_) {  // the write under way would bring it back: remove it when it ends
        removeAfter_ = true;
        return;
    }
    removeAfter_ = false;
    if (written_) QFile::remove(path_);
    written_ = false;
    lock_->release();
    if (!failure_.isEmpty()) {  // nothing unsaved is left unprotected: no warning either
        failure_.clear();
        emit failureChanged(QString());
    }
}

void Autosaver::leaveAsKilled() {
    waitForWrite();
    idle_.stop();
    retry_.stop();
    killed_ = true;
    lock_->abandon();
}

}  // namespace homestead::gui
