// Writing a whole file so that nothing the user made is lost: the bytes go to a temporary file next
// to the target (QSaveFile), every write, the flush and the commit are checked, and only a complete,
// synced file replaces the old one. On any failure the old file is left exactly as it was, nothing
// partial is left behind, and the error names the file and what happened ("No space left on device"),
// in the render library's message language (message_language.h: the window's, homestead-cli's --lang).
// Used by Save, autosave, Export and `homestead-cli render`: one way to write a file.
//
// Why this is enough (checked on Qt 6.4.2, Linux, with strace): QSaveFile::commit() calls
// fdatasync() on the temporary file before it is linked into place, so the data is on disk before
// the rename; we then fsync the folder, so the rename is on disk too. On Linux the temporary file is unnamed (O_TMPFILE), so a kill while writing leaves
// nothing; only a kill in the moment between linkat() and rename() can leave `NAME.XXXXXX` (six
// letters or digits). We do not delete such files on the next save: a user's own `door.json.backup`
// has the same shape, and deleting a user's file is worse than leaving a stray one. A stray temp does
// not end in .json, so the Open dialog's filter and Open Recent (which lists only files saved or
// opened) never show it.
//
// An existing target that is not a regular file (a device such as /dev/full, a FIFO, a directory)
// is refused: QSaveFile would replace a device node with a regular file.
//
//   QString error;
//   if (!writeFileSafely("door.json", bytes, &error)) showError(error);
//
// writeFileSafelyStreaming is the same for output too large to hold in memory (an SVG of a 10^6-edge
// picture is ~1 GB): `produce` writes to a device whose every write is checked the same way.
#pragma once

#include <QByteArray>
#include <QIODevice>
#include <QString>

#include <functional>

namespace homestead::render {

// Replaces (or creates) `path` with `data`. Returns false and sets `error` to "PATH: what happened"
// on failure, with the old file untouched.
bool writeFileSafely(const QString& path, const QByteArray& data, QString* error = nullptr);

// Replaces (or creates) `path` with what `produce` writes to the device it is given, as writeFileSafely
// does. `produce` returns false (and may set its `error`, "what happened", without the path) to abandon
// the file; the old file is then untouched. A failed or short write is caught even if `produce` ignores
// it: the device then refuses all further writes and the file is abandoned. `writeFailed` (if given)
// tells a failed write (the disk) from a producer that gave up; it is false once the file is written.
bool writeFileSafelyStreaming(const QString& path, const std::function<bool(QIODevice& out, QString* error)>& produce,
                              QString* error = nullptr, bool* writeFailed = nullptr);

}  // namespace homestead::render
