// Watching the picture's file for changes made by others (see disk_file_watch.h).
#include "disk_file_watch.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>

#if defined(Q_OS_UNIX)
#include <sys/stat.h>
#endif

namespace homestead::gui {

DiskFileWatch::DiskFileWatch(QObject* parent) : QObject(parent), watcher_(new QFileSystemWatcher(this)) {
    connect(watcher_, &QFileSystemWatcher::fileChanged, this, &DiskFileWatch::look);
    connect(watcher_, &QFileSystemWatcher::directoryChanged, this, &DiskFileWatch::look);
}

DiskFileWatch::Stamp DiskFileWatch::stampOf(const QString& path) {
    Stamp s;
#if defined(Q_OS_UNIX)
    struct stat st {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0) return s;
    s.exists = true;
    s.size = st.st_size;
    s.inode = st.st_ino;
#if defined(Q_OS_DARWIN)
    s.modifiedNs = qint64(st.st_mtimespec.tv_sec) * 1'000'000'000 + st.st_mtimespec.tv_nsec;
#else
    s.modifiedNs = qint64(st.st_mtim.tv_sec) * 1'000'000'000 + st.st_mtim.tv_nsec;
#endif
#else
    const QFileInfo file(path);
    if (!file.exists()) return s;
    s.exists = true;
    s.size = file.size();
    s.modifiedNs = file.lastModified().toMSecsSinceEpoch() * 1'000'000;
#endif
    return s;
}

void DiskFileWatch::follow(const QString& path) {
    if (!watcher_->files().isEmpty()) watcher_->removePaths(watcher_->files());
    if (!watcher_->directories().isEmpty()) watcher_->removePaths(watcher_->directories());
    path_ = path;
    ours_ = reported_ = path.isEmpty() ? Stamp{} : stampOf(path);
    if (path.isEmpty()) return;
    watcher_->addPath(QFileInfo(path).absolutePath());  // where a file renamed over ours, or made anew, appears
    if (ours_.exists) watcher_->addPath(path);
}

bool DiskFileWatch::changedOnDisk() const { return !path_.isEmpty() && stampOf(path_) != ours_; }

bool DiskFileWatch::removedFromDisk() const { return !path_.isEmpty() && !stampOf(path_).exists; }

void DiskFileWatch::hold() { ++holds_; }

void DiskFileWatch::release() {
    if (holds_ > 0 && --holds_ == 0) look();
}

void DiskFileWatch::look() {
    if (path_.isEmpty()) return;
    const Stamp now = stampOf(path_);
    // a file replaced by a rename is a new file: watch it (the watcher let the old one go)
    if (now.exists && !watcher_->files().contains(path_)) watcher_->addPath(path_);
    if (holds_ > 0) return;  // our own save is being written: looked at again when it ends
    if (now == reported_) return;
    reported_ = now;
    if (now != ours_) emit changed(!now.exists);
}

}  // namespace homestead::gui
