// writeFileSafely: QSaveFile with every step checked (see safe_file_writer.h).
#include "safe_file_writer.h"

#include <QFileInfo>
#include <QSaveFile>

namespace homestead::render {

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
    return true;
}

}  // namespace homestead::render
