// Owner locks of recovery files, decided by flock rather than by process ids (see recovery_lock.h).
#include "recovery_lock.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QSet>

#include <cerrno>
#include <csignal>
#include <mutex>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
#endif

namespace homestead::gui {

namespace {
// The lock files this process holds: a probe from this process must not take its own windows' locks
// for stale (flock would say so too; this also holds where flock does not work).
std::mutex heldMutex;
QSet<QString>& heldHere() {
    static QSet<QString> held;
    return held;
}
bool heldInThisProcess(const QString& path) {
    std::lock_guard lock(heldMutex);
    return heldHere().contains(QFileInfo(path).absoluteFilePath());
}
void setHeldInThisProcess(const QString& path, bool held) {
    std::lock_guard lock(heldMutex);
    if (held) heldHere().insert(QFileInfo(path).absoluteFilePath());
    else heldHere().remove(QFileInfo(path).absoluteFilePath());
}

enum class Flock { Free, Held, Unknown };
// Whether anyone holds the flock of the lock file; when free, the stale file is removed while we hold it.
Flock probeFlock(const QString& path) {
#ifdef Q_OS_UNIX
    const QByteArray name = QFile::encodeName(path);
    const int fd = ::open(name.constData(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) return errno == ENOENT ? Flock::Free : Flock::Unknown;
    Flock state = Flock::Unknown;
    if (::flock(fd, LOCK_EX | LOCK_NB) == 0) {
        state = Flock::Free;
        ::unlink(name.constData());
    } else if (errno == EWOULDBLOCK) {
        state = Flock::Held;
    }
    ::close(fd);
    return state;
#else
    Q_UNUSED(path);
    return Flock::Unknown;
#endif
}

#ifdef Q_OS_LINUX
// A process that has ended but is not yet reaped ('Z') or is being reaped ('X').
bool zombie(qint64 pid) {
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly)) return false;
    const QByteArray line = stat.read(4096);
    const qsizetype close = line.lastIndexOf(')');  // the name may hold spaces and parentheses
    if (close < 0 || close + 2 >= line.size()) return false;
    const char state = line.at(close + 2);
    return state == 'Z' || state == 'X';
}
#endif
}  // namespace

RecoveryLock::RecoveryLock(QString path) : path_(std::move(path)) {}

RecoveryLock::~RecoveryLock() { release(); }

bool RecoveryLock::acquire(QString* error) {
    if (held()) return true;
    auto lock = std::make_unique<QLockFile>(path_);
    lock->setStaleLockTime(0);  // age says nothing about a recovery's owner
    if (!lock->tryLock(0)) {
        if (error)
            *error = path_ + (lock->error() == QLockFile::LockFailedError ? QStringLiteral(": ") + QCoreApplication::translate("RecoveryLock", "held by another run")
                                                                          : QStringLiteral(": ") + QCoreApplication::translate("RecoveryLock", "cannot create the lock file"));
        return false;
    }
    QFile::setPermissions(path_, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    lock_ = std::move(lock);
    setHeldInThisProcess(path_, true);
    return true;
}

bool RecoveryLock::held() const { return lock_ && lock_->isLocked(); }

void RecoveryLock::release() {
    if (!lock_) return;
    setHeldInThisProcess(path_, false);
    lock_->unlock();
    lock_.reset();
}

void RecoveryLock::abandon() {
    if (!lock_) return;
    QByteArray contents;
    QFile file(path_);
    if (file.open(QIODevice::ReadOnly)) contents = file.readAll();
    file.close();
    release();  // closes the descriptor (and so the flock), and removes the file ...
    if (file.open(QIODevice::WriteOnly)) file.write(contents);  // ... which a killed process would have left
}

bool recoveryLockHeld(const QString& path) {
    const QFileInfo info(path);
    if (!info.exists() && !info.isSymLink()) return false;
    if (heldInThisProcess(path)) return true;
    QLockFile probe(path);
    probe.setStaleLockTime(0);
    if (probe.tryLock(0)) {  // its process was gone: Qt removed the stale lock, and we let go of it
        probe.unlock();
        return false;
    }
    // Its pid looks alive to Qt, but it may be an earlier launch with the same pid (a PID namespace)
    // or a zombie: the flock, which only a living owner holds, decides.
    switch (probeFlock(path)) {
    case Flock::Free: return false;
    case Flock::Held: return true;
    case Flock::Unknown: break;
    }
    qint64 pid = 0;
    QString host, app;
    if (!probe.getLockInfo(&pid, &host, &app)) return false;  // not a lock file: nobody's
    return pid != QCoreApplication::applicationPid() && processRunning(pid);
}

bool processRunning(qint64 pid) {
    if (pid <= 0) return false;
#ifdef Q_OS_UNIX
    if (::kill(pid_t(pid), 0) != 0 && errno != EPERM) return false;
#endif
#ifdef Q_OS_LINUX
    if (zombie(pid)) return false;  // ended, not yet reaped: it holds nothing any more
    // the pid may have been given to another program since: only a Homestead keeps its file
    const QString exe = QFileInfo(QStringLiteral("/proc/%1/exe").arg(pid)).symLinkTarget();
    if (!exe.isEmpty()) return QFileInfo(exe).fileName() == QFileInfo(QCoreApplication::applicationFilePath()).fileName();
#endif
    return true;
}

}  // namespace homestead::gui
