// Recovery files: their place, their format (a JSON header line, then the picture file) and which of
// them no live run holds (see recovery_file.h).
#include "recovery_file.h"

#include "private_file.h"
#include "recovery_lock.h"
#include "test_hook.h"

#include "homestead/format_error.h"
#include "homestead/picture_json.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QStandardPaths>

#include <algorithm>

namespace homestead::gui {

namespace {
struct RecoveryFileText {
    Q_DECLARE_TR_FUNCTIONS(RecoveryFile)
};

constexpr const char* kFormat = "homestead-recovery";
constexpr int kVersion = 2;
const QString kSuffix = QStringLiteral(".recovery");

// The header line's fields into `r`; false (and r.error) when it is not a recovery header.
bool readHeader(const QByteArray& line, Recovery& r) {
    const QJsonObject header = QJsonDocument::fromJson(line).object();
    const int version = header.value(QStringLiteral("version")).toInt();
    if (header.value(QStringLiteral("format")).toString() != QLatin1String(kFormat) || version < 1 || version > kVersion) {
        r.error = RecoveryFileText::tr("not a recovery file of this version");
        return false;
    }
    r.originalPath = header.value(QStringLiteral("path")).toString();
    r.title = cutRecoveryTitle(header.value(QStringLiteral("title")).toString());
    r.edges = header.value(QStringLiteral("edges")).toInteger(-1);
    const QDateTime written = QDateTime::fromString(header.value(QStringLiteral("written")).toString(), Qt::ISODateWithMs);
    if (written.isValid()) r.written = written;
    return true;
}
}  // namespace

QString recoveryFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery");
}

QString newRecoveryId() { return QString::number(QRandomGenerator::system()->generate64(), 16).rightJustified(16, QLatin1Char('0')); }

QString recoveryFilePath(const QString& id) { return recoveryFolder() + QStringLiteral("/recovery-") + id + kSuffix; }

QString recoveryLockPath(const QString& recoveryFile) {
    QString lock = recoveryFile;
    if (lock.endsWith(kSuffix)) lock.chop(kSuffix.size());
    return lock + QStringLiteral(".lock");
}

QString cutRecoveryTitle(const QString& title) {
    if (title.size() <= kRecoveryTitleChars) return title;
    qsizetype cut = kRecoveryTitleChars;
    if (title.at(cut).isLowSurrogate()) --cut;  // never half a character
    return title.left(cut) + QStringLiteral("…");
}

bool writeRecovery(const QString& file, const Picture& picture, const QString& originalPath, QString* error) {
    QJsonObject header{{QStringLiteral("format"), QLatin1String(kFormat)},
                       {QStringLiteral("version"), kVersion},
                       {QStringLiteral("path"), originalPath},
                       {QStringLiteral("title"), cutRecoveryTitle(QString::fromStdString(picture.title))},
                       {QStringLiteral("edges"), qint64(picture.edgeCount())},
                       {QStringLiteral("written"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)}};
    QByteArray bytes = QJsonDocument(header).toJson(QJsonDocument::Compact);
    bytes += '\n';
    bytes += QByteArray::fromStdString(writePictureJson(picture));
    return makePrivateFolder(QFileInfo(file).absolutePath(), error) && writePrivateFile(file, bytes, error);
}

Recovery readRecoveryHeader(const QString& file) {
    Recovery r;
    r.file = file;
    const QFileInfo info(file);
    r.bytes = info.size();
    r.written = info.lastModified().toUTC();
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) {
        r.error = f.errorString();
        return r;
    }
    const QByteArray start = f.read(kRecoveryHeaderBytes);
    const qsizetype newline = start.indexOf('\n');
    if (newline < 0) {
        r.error = start.size() >= kRecoveryHeaderBytes ? RecoveryFileText::tr("its header is longer than %1 KiB").arg(kRecoveryHeaderBytes / 1024)
                                                       : RecoveryFileText::tr("not a recovery file (no header line)");
        return r;
    }
    readHeader(start.left(newline), r);
    return r;
}

std::optional<RecoveredDrawing> readRecovery(const QString& file, QString* error, Language language) {
    auto fail = [&](const QString& what) -> std::optional<RecoveredDrawing> {
        if (error) *error = file + QStringLiteral(": ") + what;
        return std::nullopt;
    };
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) return fail(f.errorString());
    if (f.size() > qint64(kMaxPictureFileBytes) + kRecoveryHeaderBytes) return fail(RecoveryFileText::tr("too large"));
    const QByteArray bytes = f.readAll();
    const qsizetype newline = bytes.indexOf('\n');
    if (newline < 0) return fail(RecoveryFileText::tr("not a recovery file (no header line)"));
    RecoveredDrawing r;
    r.file = file;
    r.bytes = bytes.size();
    if (!readHeader(bytes.left(newline), r)) return fail(r.error);
    try {
        r.picture = readPictureJson(std::string_view(bytes.constData() + newline + 1, std::size_t(bytes.size() - newline - 1)),
                                    file.toStdString());
    } catch (const std::exception& e) {
        return fail(QString::fromStdString(errorText(e, language)));
    }
    r.edges = qint64(r.picture.edgeCount());
    return r;
}

namespace {
TestHook<> readHook;
}  // namespace

void setRecoveryReadHook(std::function<void()> hook) { readHook.set(std::move(hook)); }

std::vector<Recovery> abandonedRecoveries() {
    readHook.call();
    std::vector<Recovery> found;
    const QDir folder(recoveryFolder());
    for (const QString& entry : folder.entryList({QStringLiteral("recovery-*.recovery")}, QDir::Files | QDir::System)) {
        const QString file = folder.filePath(entry);
        if (recoveryLockHeld(recoveryLockPath(file))) continue;  // a live run's own
        found.push_back(readRecoveryHeader(file));
    }
    std::sort(found.begin(), found.end(), [](const Recovery& a, const Recovery& b) { return a.written > b.written; });
    return found;
}

}  // namespace homestead::gui
