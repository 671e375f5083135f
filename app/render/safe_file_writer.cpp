// writeFileSafely: QSaveFile with every step checked (see safe_file_writer.h). What went wrong is
// worded from the core's catalogue in the render library's message language (message_language.h).
#include "safe_file_writer.h"

#include "message_language.h"

#include "homestead/messages.h"

#include <QFileInfo>
#include <QSaveFile>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <string>

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

// The system's error in words: the catalogue's for those a write meets (in English the system's own
// words), else the system's.
QString systemReason(int error) {
    switch (error) {
        case ENOENT: return renderMessage(Msg::WriteNoFolder);
        case ENOTDIR: return renderMessage(Msg::WriteNotAFolder);
        case EACCES: return renderMessage(Msg::WritePermissionDenied);
        case ENOSPC: return renderMessage(Msg::WriteNoSpace);
        case EROFS: return renderMessage(Msg::WriteReadOnly);
#ifdef EDQUOT
        case EDQUOT: return renderMessage(Msg::WriteQuota);
#endif
        case EFBIG: return renderMessage(Msg::WriteFileTooLarge);
        case EISDIR: return renderMessage(Msg::WriteIsDirectory);
        case EIO: return renderMessage(Msg::WriteIoError);
        default: return QString::fromLocal8Bit(std::strerror(error));
    }
}

// The reason for a failed step: the system's error if there is one, else Qt's, else `fallback`.
QString why(const QSaveFile& file, int error, const QString& fallback) {
    if (error != 0) return systemReason(error);
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
        const int code = errno;  // (before anything else can change it)
        if (written != size) {
            failure_ = why(file_, code, renderMessage(Msg::WriteShort, {std::to_string(std::max<qint64>(written, 0)), std::to_string(size)}));
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
        if (error) *error = fileProblem(path, what);
        return false;
    };
    // "cannot write the file: REASON"
    const auto cannotWrite = [](const QString& reason) { return renderMessage(Msg::WriteCannotWrite, {reason.toStdString()}); };
    const QFileInfo target(path);
    if (target.exists() && target.isDir()) return fail(renderMessage(Msg::WriteIsFolder));
    if (target.exists() && !target.isFile()) return fail(renderMessage(Msg::WriteNotRegular));
    QSaveFile file(path);
    errno = 0;
    if (!file.open(QIODevice::WriteOnly)) {
        const int code = errno;  // (the folder missing or not ours: the system's reason, in our words)
        return fail(renderMessage(Msg::WriteCannotCreate, {(code ? systemReason(code) : file.errorString()).toStdString()}));
    }
    // QSaveFile alone would commit a short file: a write that stops part-way returns a short count
    // with no error, and a failed flush is not remembered (Qt 6.4; both seen under a file-size
    // limit). Every count is checked (CheckedDevice), and the reason is the system's (errno).
    QString reason;
    {
        CheckedDevice out(file);
        QString produceError;
        const bool produced = produce(out, &produceError);
        if (!out.failure().isEmpty()) reason = cannotWrite(out.failure());
        else if (!produced) {
            reason = produceError.isEmpty() ? renderMessage(Msg::WriteNotMade) : produceError;
            if (writeFailed) *writeFailed = false;
        }
    }
    if (reason.isEmpty()) {
        errno = 0;
        if (!file.flush()) {
            const int code = errno;
            reason = cannotWrite(why(file, code, renderMessage(Msg::WriteNotFlushed)));
        }
    }
    if (!reason.isEmpty()) {
        file.cancelWriting();
        return fail(reason);
    }
    if (!file.commit())
        return fail(cannotWrite(file.error() == QFileDevice::NoError ? renderMessage(Msg::WriteNotCompleted) : file.errorString()));
    syncFolder(QFileInfo(path).absolutePath());
    if (writeFailed) *writeFailed = false;
    return true;
}

// The whole bytes at once: the streaming writer with one write.
bool writeFileSafely(const QString& path, const QByteArray& data, QString* error) {
    return writeFileSafelyStreaming(path, [&](QIODevice& out, QString*) { return out.write(data) == data.size(); }, error);
}

}  // namespace homestead::render
