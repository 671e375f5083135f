// Owner-only files written without following links (see private_file.h).
#include "private_file.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

#include <cerrno>
#include <cstring>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace homestead::gui {

namespace {
struct PrivateFileText {
    Q_DECLARE_TR_FUNCTIONS(PrivateFile)
};

QString systemError(int error) { return QString::fromLocal8Bit(std::strerror(error)); }

bool failed(QString* error, const QString& path, const QString& what) {
    if (error) *error = path + QStringLiteral(": ") + what;
    return false;
}
}  // namespace

bool makePrivateFolder(const QString& folder, QString* error) {
    const QFileInfo info(folder);
    if (info.isSymLink()) return failed(error, folder, PrivateFileText::tr("is a link, not a folder"));
    if (info.exists() && !info.isDir()) return failed(error, folder, PrivateFileText::tr("a file is in the way of the folder"));
    if (!QDir().mkpath(folder)) return failed(error, folder, PrivateFileText::tr("cannot create the folder"));
    if (!QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner))
        return failed(error, folder, PrivateFileText::tr("cannot make the folder private"));
    return true;
}

#ifdef Q_OS_UNIX
bool writePrivateFile(const QString& path, const QByteArray& bytes, QString* error) {
    const QFileInfo target(path);
    const QByteArray folder = QFile::encodeName(target.absolutePath());
    const QByteArray finalName = QFile::encodeName(target.absoluteFilePath());
    const QByteArray stem = folder + "/." + QFile::encodeName(target.fileName()) + ".tmp-";
    // a fresh name of our own: O_EXCL refuses anything already there, a link included
    QByteArray temp;
    int fd = -1;
    for (int attempt = 0; attempt < 8 && fd < 0; ++attempt) {
        temp = stem + QByteArray::number(QRandomGenerator::system()->generate64(), 36);
        fd = ::open(temp.constData(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
        if (fd < 0 && errno != EEXIST) return failed(error, path, PrivateFileText::tr("cannot create the file: %1").arg(systemError(errno)));
    }
    if (fd < 0) return failed(error, path, PrivateFileText::tr("cannot create a temporary file"));
    auto abandon = [&](const QString& why) {
        ::close(fd);
        ::unlink(temp.constData());
        return failed(error, path, why);
    };
    for (qsizetype done = 0; done < bytes.size();) {
        const ssize_t n = ::write(fd, bytes.constData() + done, std::size_t(bytes.size() - done));
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return abandon(PrivateFileText::tr("cannot write the file: %1").arg(n < 0 ? systemError(errno) : PrivateFileText::tr("nothing was written")));
        done += n;
    }
    if (::fchmod(fd, 0600) != 0 || ::fdatasync(fd) != 0) return abandon(PrivateFileText::tr("cannot write the file: %1").arg(systemError(errno)));
    if (::close(fd) != 0) {
        ::unlink(temp.constData());
        return failed(error, path, PrivateFileText::tr("cannot write the file: %1").arg(systemError(errno)));
    }
    if (::rename(temp.constData(), finalName.constData()) != 0) {
        const int why = errno;
        ::unlink(temp.constData());
        return failed(error, path, PrivateFileText::tr("cannot replace the file: %1").arg(systemError(why)));
    }
    const int dir = ::open(folder.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir >= 0) {  // the rename itself on disk (best effort: not every file system can)
        ::fsync(dir);
        ::close(dir);
    }
    return true;
}

bool restrictToOwner(const QString& path, bool create) {
    const QByteArray name = QFile::encodeName(path);
    struct stat st {};
    if (::lstat(name.constData(), &st) != 0) {
        if (!create || errno != ENOENT) return false;
        QDir().mkpath(QFileInfo(path).absolutePath());
        const int fd = ::open(name.constData(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
        if (fd < 0) return false;
        ::close(fd);
        return true;
    }
    if (!S_ISREG(st.st_mode)) return false;  // a link or something else: not ours to change
    return (st.st_mode & 07777) == 0600 || ::chmod(name.constData(), 0600) == 0;
}
#else
bool writePrivateFile(const QString& path, const QByteArray& bytes, QString* error) {
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size()) return failed(error, path, f.errorString());
    return true;
}

bool restrictToOwner(const QString& path, bool create) {
    if (!QFile::exists(path) && (!create || !QFile(path).open(QIODevice::WriteOnly))) return false;
    return QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
}
#endif

}  // namespace homestead::gui
