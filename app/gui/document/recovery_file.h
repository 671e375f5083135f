// The recovery file of autosave (autosaver.h): what a drawing with unsaved changes looked like a few
// seconds ago, kept in the application's data folder (QStandardPaths::AppDataLocation/recovery) so a
// crash or kill -9 loses at most those seconds. Each autosaver names its file by a random id chosen
// when it starts, `recovery-ID.recovery`, never by the process id (in a PID namespace every launch
// has the same one), and holds the sibling lock `recovery-ID.lock` while the file is its own
// (recovery_lock.h): a file whose lock a live run holds is never offered, so two Homesteads never
// take each other's work, and a new run never writes over an old one's file.
//
// The folder is 0700 and the files 0600, written without following links (private_file.h).
//
// Format: one line of JSON naming what it is ({"format": "homestead-recovery", "version": 2, "path"
// (the drawing's file, empty if never saved), "title" (cut to kRecoveryTitleChars), "edges",
// "written" (UTC, ISO 8601)}), then the picture exactly as Save writes it (picture_json.h), so
// restoring gives back the same bytes. Version 1 (with "pid" and the whole title) is still read.
//
// At start only the header line is read, at most kRecoveryHeaderBytes of each file: a picture's
// size or a title of any length costs nothing until the user asks to restore it. A file that cannot
// be read (not a recovery file, a header over the limit, a picture that does not parse) is still
// offered, with its error, to be kept or deleted.
//
//   writeRecovery(recoveryFilePath(newRecoveryId()), picture, "/home/me/door.json", &error);
//   for (const Recovery& r : abandonedRecoveries()) ...   // offer r, newest first
//   auto drawing = readRecovery(r.file, &error);             // the picture, when restoring
#pragma once

#include "homestead/messages.h"
#include "homestead/picture.h"

#include <QDateTime>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace homestead::gui {

// A title longer than this is cut (with "…") in the header and wherever an offer shows it.
inline constexpr int kRecoveryTitleChars = 200;
// The most of a file read to find its header line.
inline constexpr qint64 kRecoveryHeaderBytes = 64 * 1024;

// What an offer shows of a recovery file: its header, never its picture.
struct Recovery {
    QString file;          // the recovery file itself
    QString originalPath;  // the drawing's own file; empty if it was never saved
    QString title;         // the picture's title, at most kRecoveryTitleChars (and "…")
    QDateTime written;     // when it was autosaved (UTC); the file's time if its header is unreadable
    qint64 bytes = 0;      // the file's size
    qint64 edges = -1;     // the picture's edges; -1 when the header does not say (version 1)
    QString error;         // why it cannot be read; empty when it can
    bool readable() const { return error.isEmpty(); }
};

// A recovery file read whole, to be restored.
struct RecoveredDrawing : Recovery {
    Picture picture;
};

// The folder of recovery files (created, 0700, on first write).
QString recoveryFolder();
// A fresh random id for an autosaver's file: 16 hex digits, not the process id.
QString newRecoveryId();
// The recovery file with id `id`, and the lock file beside a recovery file.
QString recoveryFilePath(const QString& id);
QString recoveryLockPath(const QString& recoveryFile);
// `title` cut to kRecoveryTitleChars, with "…" when it was longer.
QString cutRecoveryTitle(const QString& title);

// Writes the recovery file, 0600 in the private folder, never through a link (private_file.h).
// False and `error` on failure, the old file untouched. The caller holds its lock (RecoveryLock).
bool writeRecovery(const QString& file, const Picture& picture, const QString& originalPath, QString* error = nullptr);
// Reads the header of one (bounded: kRecoveryHeaderBytes); `error` set in the result when unreadable.
Recovery readRecoveryHeader(const QString& file);
// Reads one whole; nothing (and `error`, the core's part of it in `language`) if it is not a
// readable recovery file.
std::optional<RecoveredDrawing> readRecovery(const QString& file, QString* error = nullptr, Language language = Language::English);

// The recovery files whose lock no live run holds (see recovery_lock.h), by their headers, newest
// first; unreadable ones included (their error set).
std::vector<Recovery> abandonedRecoveries();
// Tests: called on the thread that runs abandonedRecoveries(), before it reads. Empty: none.
void setRecoveryReadHook(std::function<void()> hook);

}  // namespace homestead::gui
