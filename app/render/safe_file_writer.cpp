// writeFileSafely: QSaveFile with every step checked (see safe_file_writer.h).
#include "safe_file_writer.h"

#include <QFileInfo>
#include <QSaveFile>

#include <algorithm>
#include <cerrno>
#include <cstring>

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

// The reason for a failed step: the system's error if there is one, else Qt's, else `fallback`.
QString why(const QSaveFile& file, int error, const QString& fallback) {
    if (error != 0) return QString::fromLocal8Bit(std::strerror(error));
    if (file.error() != QFileDevice::NoError && file.errorString() != QLatin1String("Unknown error")) return file.errorString();
    return fallback;
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
    // QSaveFile alone would commit a short file here: a write that stops part-way returns a short
    // count with no error, and a failed flush is not remembered (Qt 6.4; both seen under a file-size
    // limit). Every count is checked, and the reason is the system's (errno), since Qt's is often
    // "Unknown error" then.
    errno = 0;
    QString reason;
    const qint64 written = file.write(data);
    if (written != data.size()) reason = why(file, errno, QStringLiteral("only %1 of %2 bytes were written").arg(std::max<qint64>(written, 0)).arg(data.size()));
    else if (errno = 0; !file.flush()) reason = why(file, errno, QStringLiteral("the data could not be flushed"));
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
