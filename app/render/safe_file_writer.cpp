// writeFileSafely: QSaveFile with every step checked (see safe_file_writer.h).
#include "safe_file_writer.h"

#include <QFileInfo>
#include <QSaveFile>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <unistd.h>
#endif

namespace homestead::render {

namespace {
// The rename itself is on disk once the folder is synced (best effort: not every file system can).
void syncFolder(const QString& folder) {
#ifdef Q_OS_UNIX
    const int fd = ::open(QFile::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return;
    ::fsync(fd);
    ::close(fd);
#else
    Q_UNUSED(folder);
#endif
}
}  // namespace

bool writeFileSafely(const QString& path, const QByteArray& data, QString* error) {
    auto fail = [&](const QString& what) {
        if (error) *error = path + QStringLiteral(": ") + what;
        return false;
    };
    const QFileInfo target(path);
    if (target.exists() && target.isDir()) return fail(QStringLiteral("is a folder, not a file"));
    if (target.exists() && !target.isFile()) return fail(QStringLiteral("is not a regular file (a device or a pipe); choose a file name"));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return fail(QStringLiteral("cannot create the file: %1").arg(file.errorString()));
    // QSaveFile forgets the reason once commit() fails after a failed write: keep the first one
    QString reason;
    if (file.write(data) != data.size()) reason = file.errorString();
    else if (!file.flush()) reason = file.errorString();
    if (!reason.isEmpty()) {
        file.cancelWriting();
        return fail(QStringLiteral("cannot write the file: %1").arg(reason));
    }
    if (!file.commit())
        return fail(QStringLiteral("cannot write the file: %1")
                        .arg(file.error() == QFileDevice::NoError ? QStringLiteral("it could not be completed") : file.errorString()));
    syncFolder(QFileInfo(path).absolutePath());
    return true;
}

}  // namespace homestead::render
