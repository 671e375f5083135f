// The picture formats as the window offers them: the file-dialog filters of Open and Save As, and
// writing a picture in the format its file name says (picture_file.h) through writeFileSafely. The
// JSON picture file is what Save keeps; an edge list (.edges) or GraphViz DOT (.dot) holds the game
// but not the drawing (positions, names), so saving to one is an export: the document keeps its own
// file and stays unsaved, and nothing the user drew is lost.
//
// Nothing is written that Homestead could not open again: before the old file is replaced, the bytes
// about to be written are read back with the project's own reader (picture_file.h). A JSON picture
// must come back as the same picture (every node, edge, name, position and the title), an edge list
// with the same edges; DOT, which Homestead writes for other programs and does not read, is written
// as it is. When the check fails nothing is written and the error says why in plain words ("… would
// not open again: node 7: x = 2000000000 is beyond the ±1e9 a picture file can hold").
//
//   fileDialogs::openFileName(this, tr("Open"), dir, formats::openFilter());
//   if (!formats::savePicture(picture, path, &error)) showError(error);
#pragma once

#include "homestead/picture.h"

#include <QString>

#include <functional>
#include <string>

namespace homestead::gui::formats {

QString openFilter();  // JSON pictures and edge lists
QString saveFilter();  // JSON first, then the edge list and DOT

// The path with the extension of the chosen filter added when it has none.
QString withExtension(const QString& path, const QString& selectedFilter);

// True for a file that holds the game only (.edges, .dot).
bool isExportOnly(const QString& path);

// Writes the picture as a JSON picture file (Save, whatever the name), atomically, once its bytes are
// known to read back (see above). False and `error` ("PATH: what happened") on failure, the old file
// untouched.
bool savePicture(const Picture& picture, const QString& path, QString* error);
// The same in the format the path names (Save As to .edges or .dot: the document keeps its own file).
bool exportPicture(const Picture& picture, const QString& path, QString* error);

// Tests: changes the bytes writePicture is about to check and write (a writer that went wrong); an
// empty function ends it.
void setWrittenTextHookForTests(std::function<void(std::string& text)> hook);

}  // namespace homestead::gui::formats
