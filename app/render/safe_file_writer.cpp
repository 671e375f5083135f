// writeFileSafely: QSaveFile with every step checked (see safe_file_writer.h).
#include "safe_file_writer.h"

#include <QCoreApplication>
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
// The window installs its translators (window_language.h); homestead-cli installs none, so it stays English.
struct SafeFileWriterText {
    Q_DECLARE_TR_FUNCTIONS(SafeFileWriter)
};
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

namespace {
// Forwards every write to the QSaveFile and remembers the first one that fails or stops short (with
// the system's reason); after it, all writes fail, so nothing after a gap reaches the file.
class CheckedDevice : public QIODevice {
public:
    explicit CheckedDevice(QSaveFile& file) : file_(file) { open(QIODevice::WriteOnly | QIODevice::Unbuffered); }
    const QString& failure() const { return failure_; }

protected:
    qint64 readData(char*, qint64) override { return -1; }
    qint64 writeData(const char* data, qint64 size) override {
        if (!failure_.isEmpty()) return -1;
        errno = 0;
        const qint64 written = file_.write(data, size);
        if (written != size) {
            failure_ = why(file_, errno, SafeFileWriterText::tr("only %1 of %2 bytes were written").arg(std::max<qint64>(written, 0)).arg(size));
            return -1;
        }
        return written;
    }

private:
    QSaveFile& file_;
    QString failure_;
};
}  // namespace

bool writeFileSafelyStreaming(const QString& path, const std::function<bool(QIODevice& out, QString* error)>& produce,
                              QString* error, bool* writeFailed) {
    if (writeFailed) *writeFailed = true;  // every failure but the producer's is the file's
    auto fail = [&](const QString& what) {
        if (error) *error = path + QStringLiteral(": ") + what;
        return false;
    };
    const QFileInfo target(path);
    if (target.exists() && target.isDir()) return fail(SafeFileWriterText::tr("is a folder, not a file"));
    if (target.exists() && !target.isFile()) return fail(SafeFileWriterText::tr("is not a regular file (a device or a pipe); choose a file name"));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return fail(SafeFileWriterText::tr("cannot create the file: %1").arg(file.errorString()));
    // QSaveFile alone would commit a short file: a write that stops part-way returns a short count
    // with no error, and a failed flush is not remembered (Qt 6.4; both seen under a file-size
    // limit). Every count is checked (CheckedDevice), and the reason is the system's (errno).
    QString reason;
    {
        CheckedDevice out(file);
        QString produceError;
        const bool produced = produce(out, &produceError);
        if (!out.failure().isEmpty()) reason = SafeFileWriterText::tr("cannot write the file: %1").arg(out.failure());
        else if (!produced) {
            reason = produceError.isEmpty() ? SafeFileWriterText::tr("the data could not be made") : produceError;
            if (writeFailed) *writeFailed = false;
        }
    }
    if (reason.isEmpty()) {
        errno = 0;
        if (!file.flush()) reason = SafeFileWriterText::tr("cannot write the file: %1").arg(why(file, errno, SafeFileWriterText::tr("the data could not be flushed")));
    }
    if (!reason.isEmpty()) {
        file.cancelWriting();
        return fail(reason);
    }
    if (!file.commit())
        return fail(SafeFileWriterText::tr("cannot write the file: %1")
                        .arg(file.error() == QFileDevice::NoError ? SafeFileWriterText::tr("it could not be completed") : file.errorString()));
    syncFolder(QFileInfo(path).absolutePath());
    return true;
}

// The whole bytes at once: the streaming writer with one write.
bool writeFileSafely(const QString& path, const QByteArray& data, QString* error) {
    return writeFileSafelyStreaming(path, [&](QIODevice& out, QString*) { return out.write(data) == data.size(); }, error);
}

}  // namespace homestead::render
