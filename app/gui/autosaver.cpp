// Autosave on idle and every N edits to the recovery file; removed once the drawing is clean.
#include "autosaver.h"

#include "recovery_file.h"

#include <QFile>
#include <QUndoStack>

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

Autosaver::~Autosaver() { removeFile(); }

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
    if (stack_->isClean() || (written_ && writtenRevision_ == doc_->revision())) return false;
    QString error;
    if (!writeRecovery(path_, doc_->picture(), doc_->filePath(), &error)) {
        lastError_ = error;  // tried again at the next edit; the drawing itself is untouched
        return false;
    }
    written_ = true;
    writtenRevision_ = doc_->revision();
    editsSinceWrite_ = 0;
    ++writes_;
    emit autosaved();
    return true;
}

void Autosaver::removeFile() {
    idle_.stop();
    editsSinceWrite_ = 0;
    if (written_) QFile::remove(path_);
    written_ = false;
}

}  // namespace homestead::gui
