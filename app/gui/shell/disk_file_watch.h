// Notices when the picture's file is changed or removed on disk by someone else — another program,
// or another Homestead window that saved over it — so the window can say so instead of showing
// "saved" for a file that is no longer what it shows. The file is taken as ours when we read or
// write it (follow()); a QFileSystemWatcher on the file and on its folder (a save by renaming a new
// file over the old one, as every careful writer does, replaces the file being watched) then makes
// us look again, and a file that differs from ours (size, modification time to the nanosecond, or
// inode) or is gone is reported once. Our own saves are followed at once, so they never count; while
// one is being written on a worker the watch is held (hold()), and looks again when released.
//
//   DiskFileWatch watch;  watch.follow(path);          // after opening or saving `path`
//   connect(&watch, &DiskFileWatch::changed, bar, [](bool removed) { ... });
//   if (watch.changedOnDisk()) askBeforeOverwriting();
#pragma once

#include <QObject>
#include <QString>

class QFileSystemWatcher;

namespace homestead::gui {

class DiskFileWatch : public QObject {
    Q_OBJECT
public:
    explicit DiskFileWatch(QObject* parent = nullptr);

    // Watches `path` (an empty one: nothing), taking the file as it is now as the one we read or wrote.
    void follow(const QString& path);
    QString path() const { return path_; }
    // The file on disk is not the one we read or wrote any more (looked at now, not as last reported).
    bool changedOnDisk() const;
    bool removedFromDisk() const;
    // While our own save is being written (on a worker), a change seen is ours, not someone else's:
    // nothing is reported until every hold is released; the last release looks again (after the
    // saved file was followed, a failed save's file is compared with ours as it was).
    void hold();
    void release();

    // What a file is, as far as telling it changed goes (stat(2) where there is one).
    struct Stamp {
        bool exists = false;
        qint64 size = 0;
        qint64 modifiedNs = 0;
        quint64 inode = 0;
        friend bool operator==(const Stamp&, const Stamp&) = default;
    };
    static Stamp stampOf(const QString& path);

signals:
    // The file differs from ours (`removed`: it is gone); said once for each new state of the file.
    void changed(bool removed);

private:
    void look();

    QFileSystemWatcher* watcher_;
    QString path_;
    Stamp ours_;      // as we read or wrote it
    Stamp reported_;  // as last said by changed()
    int holds_ = 0;   // saves of ours under way
};

}  // namespace homestead::gui
