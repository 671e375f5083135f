// Files only their owner may read, written so that a planted link cannot redirect them: the recovery
// folder (0700) and its files (0600), and the settings file (0600). A drawing saved as 0600 must not
// come back world-readable through its autosave, and the recent-files list names private paths.
//
// writePrivateFile writes the bytes to a new temporary file in the same folder, opened with
// O_CREAT | O_EXCL | O_NOFOLLOW and mode 0600 (so it is a fresh file of ours, never a link's target),
// checks every write, syncs it, and renames it over the target: rename() replaces a symbolic link
// at the target with the file itself and never writes through it, so a link planted there leaves its
// target untouched. The target is always either the old or the new file; a kill during the write can
// leave a hidden `.NAME.tmp-XXXX` beside it (in a private folder, readable by nobody else).
//
//   QString error;
//   if (makePrivateFolder(folder, &error) && writePrivateFile(folder + "/a.recovery", bytes, &error)) ...
//   restrictToOwner(QSettings().fileName());   // an existing file: 0600
#pragma once

#include <QByteArray>
#include <QString>

namespace homestead::gui {

// Creates `folder` (and its parents) if needed and makes it 0700. False, with `error` ("FOLDER: why"),
// when it cannot be made (a plain file in the way) or is a symbolic link.
bool makePrivateFolder(const QString& folder, QString* error = nullptr);
// Replaces (or creates) `path` with `bytes`, mode 0600, never following a link at `path`. False, with
// `error` ("PATH: why"), on failure; the old file is then untouched.
bool writePrivateFile(const QString& path, const QByteArray& bytes, QString* error = nullptr);
// Makes an existing file 0600, or creates it empty with 0600 when `create` and it does not exist
// (so a program that writes it later keeps the mode). False if that could not be done.
bool restrictToOwner(const QString& path, bool create = false);

}  // namespace homestead::gui
