// The picture formats as the window offers them: the file-dialog filters of Open and Save As, and
// writing a picture in the format its file name says (picture_file.h) through writeFileSafely. The
// JSON picture file is what Save keeps; an edge list (.edges) or GraphViz DOT (.dot) holds the game
// but not the drawing (positions, names), so saving to one is an export: the document keeps its own
// file and stays unsaved, and nothing the user drew is lost.
//
//   QFileDialog::getOpenFileName(this, tr("Open"), dir, formats::openFilter());
//   if (formats::isExportOnly(path)) formats::exportPicture(picture, path, &error);
#pragma once

#include "homestead/picture.h"

#include <QString>

namespace homestead::gui::formats {

QString openFilter();  // JSON pictures and edge lists
QString saveFilter();  // JSON first, then the edge list and DOT

// The path with the extension of the chosen filter added when it has none.
QString withExtension(const QString& path, const QString& selectedFilter);

// True for a file that holds the game only (.edges, .dot).
bool isExportOnly(const QString& path);

// Writes the picture in the format of the path, atomically. False and `error` ("PATH: what
// happened") on failure, the old file untouched.
bool exportPicture(const Picture& picture, const QString& path, QString* error);

}  // namespace homestead::gui::formats
