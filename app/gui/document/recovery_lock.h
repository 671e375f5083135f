// The owner lock of a recovery file (recovery_file.h): a QLockFile on a sibling `.lock` file, held by
// the run that autosaves there for as long as the file is its own. A recovery belongs to a run only
// while that run holds its lock; one whose lock nobody holds is work a crashed or killed run left.
//
// Who holds a lock is decided by the lock itself, never by a process id alone: in a PID namespace
// (Flatpak, bwrap, containers) every launch is PID 1, so a lock naming "our" pid may be an earlier
// launch's, and a crashed process that is not yet reaped (a zombie) still has its pid. A live owner
// keeps the lock file open with flock(2) held (QLockFile does so); a killed or zombie process has let
// go of it, so the lock is stale exactly when its flock can be taken. Only where flock does not work
// (some network file systems) does the pid decide, with zombies counted as gone (processRunning).
//
//   RecoveryLock lock(recoveryLockPath(file));
//   if (lock.acquire(&error)) writeRecovery(file, ...);        // ours while held
//   if (!recoveryLockHeld(recoveryLockPath(other))) offer(other); // nobody's: left by a crash
#pragma once

#include <QString>

#include <memory>

class QLockFile;

namespace homestead::gui {

class RecoveryLock {
public:
    explicit RecoveryLock(QString path);
    ~RecoveryLock();  // releases it
    RecoveryLock(const RecoveryLock&) = delete;
    RecoveryLock& operator=(const RecoveryLock&) = delete;

    QString path() const { return path_; }
    // Takes the lock (creating its file exclusively, 0600) unless held already. False, with `error`,
    // if it cannot be taken: the file exists (another run's) or cannot be made.
    bool acquire(QString* error = nullptr);
    bool held() const;
    // Lets go of it and removes the lock file.
    void release();
    // Tests: lets go as a killed process does: the lock file stays, naming this process, held by nobody.
    void abandon();

private:
    QString path_;
    std::unique_ptr<QLockFile> lock_;
};

// Whether a live run (this process's own RecoveryLocks included) holds the lock file at `path`. No
// lock file: false. A stale lock (its owner gone, a zombie, or an earlier launch with the same pid)
// is removed, and false.
bool recoveryLockHeld(const QString& path);

// Whether process `pid` is running: not gone, not a zombie, and (on Linux) a Homestead, so a reused
// pid does not count. Used only where a lock cannot be asked.
bool processRunning(qint64 pid);

}  // namespace homestead::gui
