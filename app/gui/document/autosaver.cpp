// Autosave on idle and every N edits to the recovery file; removed once the drawing is clean.
#include "autosaver.h"

#include "recovery_file.h"

#include <QFile>
#include <QUndoStack>

#include <memory>

namespace homestead::gui {

namespace {
int nextWindowNumber() {
    static int windows = 0;
    return ++windows;
}
}  // namespace

Autosaver::Autosaver(PictureDocument* document, QUndoStack* stack, QObject* parent)
    : QObject(parent), doc_(document), stack_(stack), path_(recoveryFilePath(nextWindowNumber())) {
    idle_.setSingleShot(true);
    idle_.setInterval(kIdleMs);
    connect(&idle_, &QTimer::timeout, this, &Autosaver::autosaveNow);
    connect(stack_, &QUndoStack::indexChanged, this, &Autosaver::edited);
    connect(stack_, &QUndoStack::cleanChanged, this, [this](bool clean) {
        if (clean) removeFile();
    });
}

Autosaver::~Autosaver() {
    // a clean exit leaves nothing: the write under way is waited for (not followed up), then the file goes
    writer_.cancelAndWaitForWorkers();
    if (writing_ || written_) QFile::remove(path_);
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
    if (stack_->isClean()) return false;
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
        [picture, path = path_, original = doc_->filePath()] {
            Written w;
            w.ok = writeRecovery(path, *picture, original, &w.error);
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
    } else {
        lastError_ = w.error;  // tried again at the next edit; the drawing itself is untouched
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
    editsSinceWrite_ = 0;
    again_ = false;
    if (writing_) {  // the write under way would bring it back: remove it when it ends
        removeAfter_ = true;
        return;
    }
    removeAfter_ = false;
    if (written_) QFile::remove(path_);
    written_ = false;
}

}  // namespace homestead::gui
