// A folder on a full disk, for the "nothing is lost" suites: a 64 KiB tmpfs mounted on a temporary
// folder and filled up (CI runs as root), or, where mounting is not allowed, a file-size limit
// (RLIMIT_FSIZE, SIGXFSZ ignored) under which every write past a few bytes fails with EFBIG: the
// same short write a full disk gives, through the same system calls. Child processes started while
// it is full inherit the limit.
//
//   FullDisk disk;  write disk.path("door.json");  disk.fill();  ...save fails...;  disk.release();
#pragma once

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <csignal>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>

namespace guitest {

class FullDisk {
public:
    FullDisk() { mounted_ = ::mount("tmpfs", QFile::encodeName(dir_.path()).constData(), "tmpfs", 0, "size=64k") == 0; }
    ~FullDisk() {
        release();
        if (mounted_) ::umount2(QFile::encodeName(dir_.path()).constData(), MNT_DETACH);
    }
    FullDisk(const FullDisk&) = delete;
    FullDisk& operator=(const FullDisk&) = delete;

    bool mounted() const { return mounted_; }
    QString path(const QString& name) const { return dir_.filePath(name); }
    // The error a write gets once full, as Qt words it.
    QString reason() const { return mounted_ ? QStringLiteral("No space left on device") : QStringLiteral("File too large"); }
    // The files in the folder, but the filler.
    QStringList files() const {
        QStringList names = QDir(dir_.path()).entryList(QDir::Files | QDir::System | QDir::Hidden);
        names.removeAll(QStringLiteral("filler"));
        return names;
    }

    // From now on every write fails.
    void fill() {
        if (mounted_) {
            QFile filler(path(QStringLiteral("filler")));
            filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered);
            const QByteArray block(4096, '\0');
            while (filler.write(block) == block.size()) {
            }
            return;
        }
        std::signal(SIGXFSZ, SIG_IGN);
        ::getrlimit(RLIMIT_FSIZE, &saved_);
        rlimit tiny = saved_;
        tiny.rlim_cur = 8;
        ::setrlimit(RLIMIT_FSIZE, &tiny);
        limited_ = true;
    }
    // Room again (the filler goes).
    void release() {
        if (limited_) ::setrlimit(RLIMIT_FSIZE, &saved_);
        limited_ = false;
        if (mounted_) QFile::remove(path(QStringLiteral("filler")));
    }

private:
    QTemporaryDir dir_;
    bool mounted_ = false;
    bool limited_ = false;
    rlimit saved_{};
};

// A device like /dev/full (or, where making devices is not allowed, a FIFO): a path that exists
// but is no regular file. True if it was made.
inline bool makeSpecialFile(const QString& path) {
    const QByteArray name = QFile::encodeName(path);
    return ::mknod(name.constData(), S_IFCHR | 0666, makedev(1, 7)) == 0 || ::mkfifo(name.constData(), 0666) == 0;
}
inline bool isSpecialFile(const QString& path) {
    struct stat s {};
    return ::stat(QFile::encodeName(path).constData(), &s) == 0 && (S_ISCHR(s.st_mode) || S_ISFIFO(s.st_mode));
}

}  // namespace guitest
