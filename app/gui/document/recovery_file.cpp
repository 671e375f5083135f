// Recovery files: their place, their format (a JSON header line, then the picture file) and which of
// them belong to processes that are gone.
#include "recovery_file.h"

#include "safe_file_writer.h"
#include "test_hook.h"

#include "homestead/picture_json.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>

#include <algorithm>
#include <cerrno>
#include <csignal>

namespace homestead::gui {

namespace {
constexpr const char* kFormat = "homestead-recovery";
constexpr int kVersion = 1;
}  // namespace

QString recoveryFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery");
}

QString recoveryFilePath(int window) {
    return recoveryFolder() + QStringLiteral("/recovery-%1-%2.recovery").arg(QCoreApplication::applicationPid()).arg(window);
}

bool writeRecovery(const QString& file, const Picture& picture, const QString& originalPath, QString* error) {
    QJsonObject header{{QStringLiteral("format"), QLatin1String(kFormat)},
                       {QStringLiteral("version"), kVersion},
                       {QStringLiteral("pid"), QCoreApplication::applicationPid()},
                       {QStringLiteral("path"), originalPath},
                       {QStringLiteral("title"), QString::fromStdString(picture.title)},
                       {QStringLiteral("written"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)}};
    QByteArray bytes = QJsonDocument(header).toJson(QJsonDocument::Compact);
    bytes += '\n';
    bytes += QByteArray::fromStdString(writePictureJson(picture));
    if (!QDir().mkpath(QFileInfo(file).absolutePath())) {
        if (error) *error = QFileInfo(file).absolutePath() + QStringLiteral(": cannot create the folder");
        return false;
    }
    return render::writeFileSafely(file, bytes, error);
}

std::optional<Recovery> readRecovery(const QString& file, QString* error) {
    auto fail = [&](const QString& what) -> std::optional<Recovery> {
        if (error) *error = file + QStringLiteral(": ") + what;
        return std::nullopt;
    };
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) return fail(f.errorString());
    if (f.size() > qint64(kMaxPictureFileBytes) + 65536) return fail(QStringLiteral("too large"));
    const QByteArray bytes = f.readAll();
    const qsizetype newline = bytes.indexOf('\n');
    if (newline < 0) return fail(QStringLiteral("not a recovery file (no header line)"));
    const QJsonObject header = QJsonDocument::fromJson(bytes.left(newline)).object();
    if (header.value(QStringLiteral("format")).toString() != QLatin1String(kFormat) ||
        header.value(QStringLiteral("version")).toInt() != kVersion)
        return fail(QStringLiteral("not a recovery file of this version"));
    Recovery r;
    r.file = file;
    r.pid = header.value(QStringLiteral("pid")).toInteger();
    r.originalPath = header.value(QStringLiteral("path")).toString();
    r.title = header.value(QStringLiteral("title")).toString();
    r.written = QDateTime::fromString(header.value(QStringLiteral("written")).toString(), Qt::ISODateWithMs);
    try {
        r.picture = readPictureJson(std::string_view(bytes.constData() + newline + 1, std::size_t(bytes.size() - newline - 1)),
                                    file.toStdString());
    } catch (const std::exception& e) {
        return fail(QString::fromStdString(e.what()));
    }
    return r;
}

bool processRunning(qint64 pid) {
    if (pid <= 0) return false;
    if (::kill(pid_t(pid), 0) != 0 && errno != EPERM) return false;
#ifdef Q_OS_LINUX
    // the pid may have been given to another program since: only a Homestead keeps its file
    const QString exe = QFileInfo(QStringLiteral("/proc/%1/exe").arg(pid)).symLinkTarget();
    if (!exe.isEmpty()) return QFileInfo(exe).fileName() == QFileInfo(QCoreApplication::applicationFilePath()).fileName();
#endif
    return true;
}

namespace {
TestHook<> readHook;
}  // namespace

void setRecoveryReadHook(std::function<void()> hook) { readHook.set(std::move(hook)); }

std::vector<Recovery> abandonedRecoveries() {
    readHook.call();
    static const QRegularExpression name(QStringLiteral("^recovery-(\\d+)-\\d+\\.recovery$"));
    std::vector<Recovery> found;
    const QDir folder(recoveryFolder());
    for (const QString& entry : folder.entryList({QStringLiteral("recovery-*.recovery")}, QDir::Files)) {
        const auto match = name.match(entry);
        if (!match.hasMatch() || processRunning(match.captured(1).toLongLong())) continue;
        if (auto r = readRecovery(folder.filePath(entry))) found.push_back(std::move(*r));
    }
    std::sort(found.begin(), found.end(), [](const Recovery& a, const Recovery& b) { return a.written > b.written; });
    return found;
}

}  // namespace homestead::gui
