// The recovery file of autosave (autosaver.h): what a drawing with unsaved changes looked like a few
// seconds ago, kept in the application's data folder (QStandardPaths::AppDataLocation/recovery) so a
// crash or kill -9 loses at most those seconds. One file per window of a running process, named
// `recovery-PID-N.recovery`; a file whose process is still running is never offered (it is that
// process's own), so two Homesteads never take each other's work.
//
// Format: one line of JSON naming what it is ({"format": "homestead-recovery", "version": 1, "pid",
// "path" (the drawing's file, empty if never saved), "title", "written" (UTC, ISO 8601)}), then the
// picture exactly as Save writes it (picture_json.h), so restoring gives back the same bytes.
//
//   writeRecovery(recoveryFilePath(1), picture, "/home/me/door.json", &error);
//   for (const Recovery& r : abandonedRecoveries()) ...   // offer r, newest first
#pragma once

#include "homestead/picture.h"

#include <QDateTime>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace homestead::gui {

struct Recovery {
    QString file;          // the recovery file itself
    qint64 pid = 0;        // the process that wrote it
    QString originalPath;  // the drawing's own file; empty if it was never saved
    QString title;         // the picture's title
    QDateTime written;     // when it was autosaved (UTC)
    Picture picture;
};

// The folder of recovery files (created on first write).
QString recoveryFolder();
// The recovery file of window number `window` of this process.
QString recoveryFilePath(int window);

// Writes the recovery file through writeFileSafely (never a partial file). False and `error` on failure.
bool writeRecovery(const QString& file, const Picture& picture, const QString& originalPath, QString* error = nullptr);
// Reads one; nothing (and `error`) if it is not a readable recovery file.
std::optional<Recovery> readRecovery(const QString& file, QString* error = nullptr);

// Whether process `pid` is running (on Linux: and is a Homestead, so a reused pid does not hide a file).
bool processRunning(qint64 pid);
// The readable recovery files of processes that are gone, newest first.
std::vector<Recovery> abandonedRecoveries();
// Tests: called on the thread that runs abandonedRecoveries(), before it reads. Empty: none.
void setRecoveryReadHook(std::function<void()> hook);

}  // namespace homestead::gui
